import type { Config } from "@react-router/dev/config";
import { TOOL_PATHS } from "./app/content/tool-paths";

// SPA mode with prerendered public pages: marketing HTML is complete without JavaScript,
// the dashboard is served from the SPA fallback by the API process.
export default {
  ssr: false,
  prerender: ["/", "/help", "/pricing", "/contact", "/about", "/pages", ...TOOL_PATHS.map((p) => `/${p}`)],
} satisfies Config;

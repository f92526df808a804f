import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./app/content/public-paths";

// SPA mode with prerendered public pages: marketing HTML is complete without JavaScript,
// the dashboard is served from the SPA fallback by the API process.
export default {
  ssr: false,
  prerender: [...PUBLIC_PATHS, "/sitemap.xml", "/robots.txt"],
} satisfies Config;

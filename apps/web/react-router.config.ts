import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./app/content/public-paths";

// SPA mode with prerendered public pages: marketing HTML is complete without JavaScript,
// the dashboard is served from the SPA fallback by the API process.
export default {
  ssr: false,
  // WEB_BUILD_OUT lets a benchmark or a test run build into its own directory (served through the
  // server's WEB_BUILD_DIR) so parallel builds in a shared checkout do not replace its files.
  buildDirectory: process.env.WEB_BUILD_OUT || "build",
  prerender: [...PUBLIC_PATHS, "/sitemap.xml", "/robots.txt"],
} satisfies Config;

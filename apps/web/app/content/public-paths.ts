import { TOOL_PATHS } from "./tool-paths";

// Every prerendered public page (react-router.config.ts, sitemap.xml, tests and the bench use it).
export const PUBLIC_PATHS = [
  "/",
  "/help",
  "/pricing",
  "/contact",
  "/about",
  "/pages",
  "/developers",
  ...TOOL_PATHS.map((p) => `/${p}`),
];

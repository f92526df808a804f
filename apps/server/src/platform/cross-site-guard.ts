import { ErrorCode } from "@reelforge/contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Refuses state-changing API calls made by other sites (CSRF): the request must come from our
// own origin (PUBLIC_URL or the host it was sent to), or the browser must say same-origin/none.
// Webhooks are called by servers and carry their own signatures.
export const crossSiteGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || /\/webhooks?(\/|$)/.test(c.req.path)) return next();
  const { config } = c.get("deps");
  const fetchSite = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  if (origin) {
    const host = c.req.header("host");
    const allowed =
      origin === config.publicOrigin ||
      (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
    if (allowed) return next();
    throw new AppError(ErrorCode.CROSS_SITE, 403, "Cross-site requests are not allowed");
  }
  if (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none") return next();
  throw new AppError(ErrorCode.CROSS_SITE, 403, "Cross-site requests are not allowed");
});

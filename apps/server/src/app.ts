import path from "node:path";
import { fileURLToPath } from "node:url";
import { OpenAPIHono } from "@hono/zod-openapi";
import { ErrorCode, openApiRoute } from "@reelforge/contract";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./app-env.ts";
import type { AppDeps } from "./deps.ts";
import { mediaRoutes } from "./modules/generations/index.ts";
import { modules } from "./modules/index.ts";
import { crossSiteGuard } from "./platform/cross-site-guard.ts";
import { AppError, toAppError } from "./platform/errors.ts";
import { refuseUnstorableText } from "./platform/input-guard.ts";
import { openApiDocument } from "./platform/openapi-document.ts";
import { requestLog } from "./platform/request-log.ts";
import { implement } from "./platform/validate.ts";
import { staticDir, webStatic } from "./platform/web-static.ts";

const SCALAR_BROWSER_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.resolve("@scalar/api-reference"))),
  "browser",
);

// Sources the web app needs besides its own: Google Identity Services (sign-in button) and
// Stripe's hosted checkout script. React Router's prerendered pages carry inline scripts.
const CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/client", "https://js.stripe.com"],
  styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  mediaSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "https://accounts.google.com/gsi/"],
  frameSrc: [
    "'self'",
    "https://accounts.google.com/gsi/",
    "https://js.stripe.com",
    "https://checkout.stripe.com",
  ],
  workerSrc: ["'self'", "blob:"],
};

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", requestId({ headerName: "x-request-id" }));
  const logRequests = deps.logger.isLevelEnabled("info");
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    if (!logRequests) return next();
    const started = performance.now();
    await next();
    requestLog(c).info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: CSP,
      crossOriginEmbedderPolicy: false,
      // Google's sign-in popup must be able to talk back to the page that opened it.
      crossOriginOpenerPolicy: "same-origin-allow-popups",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: deps.config.secureCookies ? "max-age=15552000; includeSubDomains" : false,
    }),
  );
  app.use("/api/*", crossSiteGuard);
  // One limit for every API body, unless a module asked for more on some paths (longest prefix wins).
  const tooLarge = () => {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 413, "The request body is too large");
  };
  const defaultLimit = bodyLimit({ maxSize: deps.config.BODY_LIMIT_BYTES, onError: tooLarge });
  const specialLimits = modules
    .flatMap((module) => module.bodyLimits?.(deps.config) ?? [])
    .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)
    .map((limit) => ({ ...limit, middleware: bodyLimit({ maxSize: limit.maxBytes, onError: tooLarge }) }));
  app.use("/api/*", (c, next) => {
    // No body to measure (and asking for one would make @hono/node-server build a whole Request).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const special = specialLimits.find((limit) => c.req.path.startsWith(limit.pathPrefix));
    return (special?.middleware ?? defaultLimit)(c, next);
  });

  app.use("/api/*", refuseUnstorableText);

  // Each module implements routes of the contract's route table at their full paths.
  for (const module of modules) {
    if (module.routes) app.route("/", module.routes());
  }
  const document = openApiDocument(app, deps.config);
  implement(app, openApiRoute, (c) => c.json(document(), 200));
  app.all("/api/*", (c) => {
    throw new AppError(ErrorCode.NOT_FOUND, 404, `No API route for ${c.req.method} ${c.req.path}`);
  });
  app.route("/", mediaRoutes());
  // The /developers page's reference viewer (Scalar's browser build), from node_modules.
  app.get("/vendor/scalar/*", staticDir(SCALAR_BROWSER_DIR, "/vendor/scalar/"));
  app.get("*", webStatic(deps.config.webBuildDir));

  app.onError((error, c) => {
    const known = toAppError(error);
    if (known) return c.json(known.toBody(), known.status);
    // Unexpected: log everything, tell the client nothing about internals.
    (c.get("deps") ? requestLog(c) : deps.logger).error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ message: "Something went wrong. Please try again.", code: ErrorCode.INTERNAL }, 500);
  });
  app.notFound((c) => c.json({ message: "Not found", code: ErrorCode.NOT_FOUND }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;

import type { OpenAPIHono } from "@hono/zod-openapi";
import { OPENAPI_INFO } from "@reelforge/contract";
import type { AppEnv } from "../app-env.ts";
import type { Config } from "./config.ts";

type Document = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;

// The OpenAPI 3.1 document of every route the app implements (each module's `implement` calls
// registered them), built once on first request: the routes do not change while the process runs.
export function openApiDocument(app: OpenAPIHono<AppEnv>, config: Config): () => Document {
  let document: Document | undefined;
  return () => {
    if (document) return document;
    // One security scheme per way to authenticate (contract API_AUTHENTICATION); a route names
    // the schemes it accepts in its `security`.
    app.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
      type: "apiKey",
      in: "cookie",
      name: config.secureCookies ? "__Secure-rf.session_token" : "rf.session_token",
      description:
        "The session cookie set by `POST /api/user/login` (or verify, or Google sign-in). Browsers send it by themselves; from a script, keep the cookie jar between calls.",
    });
    app.openAPIRegistry.registerComponent("securitySchemes", "apiToken", {
      type: "http",
      scheme: "bearer",
      description:
        "A personal API token made in the profile (or with `POST /api/tokens`), sent as `Authorization: Bearer rf_...`; accepted on the generation, upload and library calls, with the scopes it was made with.",
    });
    document = app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: OPENAPI_INFO,
      servers: [{ url: config.PUBLIC_URL }],
    });
    return document;
  };
}

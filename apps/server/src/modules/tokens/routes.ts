import type { OpenAPIHono } from "@hono/zod-openapi";
import { createTokenRoute, listTokensRoute, revokeTokenRoute } from "@reelforge/contract";
import type { AppEnv } from "../../app-env.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { requireUser } from "../accounts/require-user.ts";
import { createToken, listTokens, revokeToken } from "./token-service.ts";

// POST/GET /api/tokens and DELETE /api/tokens/{id}: the session only, never a token.
export function tokensRoutes(): OpenAPIHono<AppEnv> {
  const app = routeApp();
  const signedIn = [requireUser];

  implement(
    app,
    createTokenRoute,
    async (c) => {
      const { name, scopes } = c.req.valid("json");
      c.header("cache-control", "no-store");
      return c.json(await createToken(c.get("deps"), c.get("user").id, name, scopes), 201);
    },
    signedIn,
  );

  implement(
    app,
    listTokensRoute,
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json({ items: await listTokens(c.get("deps"), c.get("user").id) }, 200);
    },
    signedIn,
  );

  implement(
    app,
    revokeTokenRoute,
    async (c) => {
      await revokeToken(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      return c.json({ message: "Revoked" }, 200);
    },
    signedIn,
  );

  return app;
}

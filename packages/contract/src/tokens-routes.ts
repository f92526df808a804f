import { z } from "zod";
import { ZMessageResponse } from "./accounts.ts";
import { defineRoute, errorResponses, jsonBody, jsonResponse, SESSION_SECURITY } from "./route.ts";
import { ZCreatedToken, ZCreateTokenRequest, ZTokenList } from "./tokens.ts";

// Personal API tokens, managed from the profile with the session only (a token never manages
// tokens).

const tags = ["API tokens"];
const security = SESSION_SECURITY;

export const createTokenRoute = defineRoute({
  operationId: "createToken",
  method: "post",
  path: "/api/tokens",
  tags,
  security,
  summary: "Make a personal API token (its text and webhook secret are shown this once)",
  description:
    "Scopes: `generate` (start, cancel and delete generations) and `read` (the library, a generation, its files). Send the token as `Authorization: Bearer <token>` on the generation, upload and library calls.",
  request: { body: jsonBody(ZCreateTokenRequest) },
  responses: {
    201: jsonResponse(ZCreatedToken, "The new token"),
    ...errorResponses(400, 401, 403, 409, 500),
  },
});

export const listTokensRoute = defineRoute({
  operationId: "listTokens",
  method: "get",
  path: "/api/tokens",
  tags,
  security,
  summary: "Your API tokens: name, scopes, created, last used (never the token text)",
  responses: { 200: jsonResponse(ZTokenList, "Your tokens, oldest first"), ...errorResponses(401, 403, 500) },
});

export const revokeTokenRoute = defineRoute({
  operationId: "revokeToken",
  method: "delete",
  path: "/api/tokens/{id}",
  tags,
  security,
  summary: "Revoke an API token: calls with it are refused from now on",
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: jsonResponse(ZMessageResponse, "Revoked"), ...errorResponses(401, 403, 404, 500) },
});

import type { RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import { ZApiError } from "./errors.ts";

// The route table's building blocks. A route is a plain `@hono/zod-openapi` RouteConfig (what
// `createRoute` takes): the server implements it with `OpenAPIHono`, the OpenAPI document is
// generated from it, and the web client takes its types. Only types come from @hono/zod-openapi
// here, so the web bundle gets the route objects without the OpenAPI generator.

export type ApiRoute = RouteConfig & { path: `/${string}`; operationId: string };

/** Declares one HTTP call. Paths are full paths with OpenAPI parameters: `/api/generations/{id}`. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

/** The session cookie; personal API tokens (Bearer) are another scheme of the same document. */
export const SESSION_SECURITY: { sessionCookie: string[] }[] = [{ sessionCookie: [] }];

/** The generation, upload and library calls: the session cookie, or a personal API token. */
export const SESSION_OR_TOKEN_SECURITY: Record<string, string[]>[] = [
  { sessionCookie: [] },
  { apiToken: [] },
];

/** A JSON request body validated by `schema` (the body is always read, an empty one as `{}`). */
export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } } as const;
}

/** A multipart/form-data body with one file in `field` (read by the handler, not validated here). */
export function fileUploadBody(field: string) {
  const schema = {
    type: "object" as const,
    properties: { [field]: { type: "string" as const, format: "binary" } },
    required: [field],
  };
  return { required: true, content: { "multipart/form-data": { schema } } };
}

/** A JSON response. */
export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

/** A file answer (video, image, avatar): streamed bytes, described but not validated. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  const content: Record<string, { schema: { type: "string"; format: "binary" } }> = {};
  for (const type of mediaTypes) content[type] = { schema: { type: "string", format: "binary" } };
  return { description, content };
}

const ERROR_DESCRIPTIONS = {
  400: "Invalid input: `message` says what is wrong, `extraDetails` lists every field",
  401: "Not signed in (or the session ended)",
  403: "Refused: cross-site request, or not allowed for this account",
  404: "Not found (or not yours)",
  409: "Conflict with the current state",
  413: "The request body is too large",
  422: "The generation failed",
  429: "Too many requests: wait and try again",
  500: "Unexpected server error",
  502: "An outside provider failed",
  503: "Not available on this server",
  504: "Still running after the wait limit: the result will be in the library",
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Error answers, all in the one error shape `{ message, extraDetails?, code }`. */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S) {
  const out = {} as { [K in S[number]]: ReturnType<typeof jsonResponse<typeof ZApiError>> };
  for (const status of statuses) {
    (out as Record<number, unknown>)[status] = jsonResponse(ZApiError, ERROR_DESCRIPTIONS[status]);
  }
  return out;
}

// A range request past the end of the file: no body, only a Content-Range header.
export const RANGE_NOT_SATISFIABLE = {
  description: "The requested byte range cannot be served (no body; Content-Range: bytes */size)",
} as const;

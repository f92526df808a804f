import type { z } from "zod";
import * as accounts from "./accounts-routes.ts";
import * as billing from "./billing-routes.ts";
import * as brandKit from "./brand-kit-routes.ts";
import * as contact from "./contact-routes.ts";
import * as edits from "./edits-routes.ts";
import * as generations from "./generations-routes.ts";
import * as profile from "./profile-routes.ts";
import type { ApiRoute } from "./route.ts";
import * as tokens from "./tokens-routes.ts";
import * as uploads from "./uploads-routes.ts";

// The route table: every HTTP call of the product, one export per route in the *-routes.ts
// files. A new group is one line here; a new route in a group's file joins by itself.
const groups = { accounts, billing, brandKit, contact, edits, generations, profile, tokens, uploads };

type RoutesOf<G> = { [K in keyof G]: G[K] extends ApiRoute ? G[K] : never }[keyof G];
type Groups = typeof groups;

/** Every route of the table (a union type). */
export type AnyApiRoute = { [G in keyof Groups]: RoutesOf<Groups[G]> }[keyof Groups];

const isRoute = (value: unknown): value is AnyApiRoute =>
  typeof value === "object" && value !== null && "operationId" in value && "responses" in value;

/** Every route of the table, for the server's completeness test and the OpenAPI walk. */
export const routeTable: AnyApiRoute[] = Object.values(groups).flatMap((group) =>
  Object.values(group).filter(isRoute),
);

// ---- the typed client's view of the table: "METHOD /path" -> the route

export type RouteKey<R extends ApiRoute> = `${Uppercase<R["method"]>} ${R["path"]}`;
export type ApiRoutes = { [R in AnyApiRoute as RouteKey<R>]: R };
export type ApiKey = keyof ApiRoutes;

type JsonSchemaOf<T> = T extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? S
  : never;
type SuccessStatus = 200 | 201 | 202 | 204 | 206;

/** The JSON body of the route's success answer (never for file answers). */
export type ApiOk<K extends ApiKey> = {
  [S in keyof ApiRoutes[K]["responses"]]: S extends SuccessStatus
    ? z.output<JsonSchemaOf<ApiRoutes[K]["responses"][S]>>
    : never;
}[keyof ApiRoutes[K]["responses"]];

type ParamsIn<R> = R extends { request: { params: infer P extends z.ZodType } }
  ? { params: z.input<P> }
  : unknown;
type QueryIn<R> = R extends { request: { query: infer Q extends z.ZodType } }
  ? { query: z.input<Q> }
  : unknown;
type BodyIn<R> = R extends { request: { body: { content: infer C } } }
  ? C extends { "application/json": { schema: infer S extends z.ZodType } }
    ? { json: z.input<S> }
    : C extends { "multipart/form-data": unknown }
      ? { form: FormData }
      : unknown
  : unknown;

/** What a call sends: `params` for the path, `query`, and `json` (or `form`) for the body. */
export type ApiInput<K extends ApiKey> = ParamsIn<ApiRoutes[K]> &
  QueryIn<ApiRoutes[K]> &
  BodyIn<ApiRoutes[K]>;

import { OpenAPIHono, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import { ErrorCode } from "@reelforge/contract";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { AppError, validationError } from "./errors.ts";

// Reads a JSON body whatever its content type (an empty body is `{}`) and checks it with `schema`;
// a bad body becomes a 400 with readable extraDetails.
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown = {};
  const text = await c.req.text();
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError(ErrorCode.VALIDATION, 400, "The request body is not valid JSON");
    }
  }
  const parsed = await schema.safeParseAsync(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A module's routes: an OpenAPIHono whose failed params/query checks answer in the error shape. */
export function routeApp(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as z.ZodError);
    },
  });
}

function jsonSchemaOf(route: RouteConfig): z.ZodType | undefined {
  const media = route.request?.body?.content?.["application/json"];
  const schema = media && "schema" in media ? media.schema : undefined;
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * Implements one route of the contract on `app`: `before` runs first (session, rate limit), then
 * the JSON body is parsed and checked, then params and query; `c.req.valid(...)` is typed by the
 * route and the handler must answer with one of its declared responses. Bodies are read by us
 * rather than by Hono's validator so their rules stay the API's own: any content type, an empty
 * body read as `{}`, malformed JSON a 400 in the error shape. Multipart bodies are the handler's.
 */
export function implement<R extends RouteConfig>(
  app: OpenAPIHono<AppEnv>,
  route: R,
  handler: RouteHandler<R, AppEnv>,
  before: MiddlewareHandler<AppEnv>[] = [],
): void {
  app.openAPIRegistry.registerPath(route);
  const schema = jsonSchemaOf(route);
  const body = schema
    ? [
        createMiddleware<AppEnv>(async (c, next) => {
          c.req.addValidatedData("json", (await parseJson(c, schema)) as object);
          await next();
        }),
      ]
    : [];
  const request = route.request ? { ...route.request, body: undefined } : undefined;
  app.openapi({ ...route, request, hide: true, middleware: [...before, ...body] } as R, handler);
}

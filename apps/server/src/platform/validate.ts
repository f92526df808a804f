import { ErrorCode } from "@reelforge/contract";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError, validationError } from "./errors.ts";

// Parses a JSON body with a contract schema; a bad body becomes a 400 with readable extraDetails.
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
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

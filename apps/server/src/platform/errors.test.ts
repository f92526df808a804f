import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toAppError } from "./errors.ts";

describe("toAppError", () => {
  it("answers Hono's own client errors in the API's error shape", () => {
    expect(toAppError(new HTTPException(415, { message: "Unsupported Media Type" }))?.toBody()).toEqual({
      message: "Unsupported Media Type",
      code: "VALIDATION",
    });
    expect(toAppError(new HTTPException(429))?.toBody()).toEqual({
      message: "Invalid request",
      code: "RATE_LIMITED",
    });
    expect(toAppError(new HTTPException(429))?.status).toBe(429);
  });

  it("leaves server errors to the generic 500 (no internals in the answer)", () => {
    expect(toAppError(new HTTPException(502, { message: "upstream at 10.0.0.5 refused" }))).toBeUndefined();
    expect(toAppError(new Error("boom"))).toBeUndefined();
  });

  it("turns a zod error into a 400 naming every field", () => {
    const parsed = z.object({ a: z.string(), b: z.number() }).safeParse({});
    const error = toAppError(parsed.error);
    expect(error?.status).toBe(400);
    expect(error?.extraDetails).toMatch(/^a: .*; b: /);
  });
});

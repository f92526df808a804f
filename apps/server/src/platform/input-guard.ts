import { ErrorCode } from "@reelforge/contract";
import { createMiddleware } from "hono/factory";
import { AppError } from "./errors.ts";

// Text PostgreSQL cannot store: a NUL character (text columns refuse it, jsonb refuses \u0000)
// and a lone UTF-16 surrogate (jsonb refuses it, text would silently turn it into U+FFFD). One
// check for every API call, in the address, the query and any JSON body, so no field of any route
// (today's or tomorrow's) can reach the database with it and fail there with a 500.
export const UNSTORABLE_TEXT = "Text must not contain NUL characters or broken Unicode";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}

function refuse(where: string): never {
  throw new AppError(ErrorCode.VALIDATION, 400, UNSTORABLE_TEXT, `${where}: ${UNSTORABLE_TEXT}`);
}

// The first string (key or value) in a parsed JSON document that cannot be stored, as a path.
export function findUnstorable(value: unknown, where: string[] = []): string | null {
  if (typeof value === "string") return unstorable(value) ? where.join(".") || "body" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...where, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return [...where, "(a field name)"].join(".");
      const found = findUnstorable(item, [...where, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function checkAddress(url: URL): void {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    throw new AppError(ErrorCode.VALIDATION, 400, "The address is not valid", "path: not valid UTF-8");
  }
  if (unstorable(pathname)) refuse("path");
  for (const [name, value] of url.searchParams) {
    if (unstorable(name) || unstorable(value)) refuse(name);
  }
}

export const refuseUnstorableText = createMiddleware(async (c, next) => {
  const href = c.req.url;
  // Unstorable text reaches the address only percent-encoded; an address without "%" is checked as
  // it stands (no URL object, no decoding: most calls).
  if (href.includes("%")) checkAddress(new URL(href));
  else if (unstorable(href)) refuse("path");
  const type = c.req.header("content-type") ?? "";
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !type.startsWith("multipart/")) {
    // Read once as bytes (Hono keeps them for the handler, byte for byte: signed webhooks).
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > 0) {
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        // Not JSON: the route's own parser answers that.
        body = undefined;
      }
      const found = findUnstorable(body);
      if (found !== null) refuse(found);
    }
  }
  await next();
});

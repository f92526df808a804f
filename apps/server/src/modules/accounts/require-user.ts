import { ErrorCode } from "@reelforge/contract";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../platform/errors.ts";
import { type SessionUser, toSessionUser } from "./session-user.ts";
import { appendSetCookies } from "./set-cookies.ts";

// Reads the session cookie and returns the signed-in user, or null.
export async function readSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { auth } = c.get("deps");
  const { headers, response } = await auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  // A session past its refresh age is extended; pass the renewed cookie on.
  appendSetCookies(c, headers);
  if (!response) return null;
  return toSessionUser(response.user);
}

// For routes that need a signed-in user: sets c.get("user") or answers 401.
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSessionUser(c);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 401, "Please log in to continue");
  c.set("user", user);
  c.set("maybeUser", user);
  await next();
});

// For routes that work for visitors too: sets c.get("maybeUser") to the user or null.
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set("maybeUser", await readSessionUser(c));
  await next();
});

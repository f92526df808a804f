import { ErrorCode } from "@reelforge/contract";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../platform/errors.ts";
import { lookupSession } from "./session-lookup.ts";
import { type SessionUser, toSessionUser } from "./session-user.ts";
import { appendSetCookies } from "./set-cookies.ts";

// Reads the session cookie and returns the signed-in user, or null: one query in the common case,
// Better Auth's getSession when the session is due for renewal or not found (session-lookup.ts).
export async function readSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  return (await readSession(c))?.user ?? null;
}

// The signed-in user and their Google id (null when they never used Google sign-in).
export async function readSession(
  c: Context<AppEnv>,
): Promise<{ user: SessionUser; googleId: string | null | undefined } | null> {
  const fast = await lookupSession(c);
  if (fast.kind === "none") return null;
  if (fast.kind === "user") return { user: fast.user, googleId: fast.googleId };
  const user = await readSessionWithBetterAuth(c);
  return user ? { user, googleId: undefined } : null;
}

async function readSessionWithBetterAuth(c: Context<AppEnv>): Promise<SessionUser | null> {
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

// The answer to a call that needs a signed-in user (or a token) and came without.
export const notSignedIn = () => new AppError(ErrorCode.UNAUTHORIZED, 401, "Please log in to continue");

// The refusal of a call that needs a session and found none: 401, or 403 for a Bearer header (a
// token on a call that takes none, or a malformed one on a call that does).
export function noSession(c: Context<AppEnv>): AppError {
  if (!/^Bearer\s/i.test(c.req.header("authorization") ?? "")) return notSignedIn();
  // Personal API tokens work on the generation, upload and library calls only.
  return new AppError(
    ErrorCode.FORBIDDEN,
    403,
    "API tokens are not accepted on this call",
    "Tokens work on the generation, upload and library calls; account, token and billing calls need a signed-in session.",
  );
}

// For routes that need a signed-in user: sets c.get("user") or answers 401 (403 to a token).
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSessionUser(c);
  if (!user) throw noSession(c);
  c.set("user", user);
  c.set("maybeUser", user);
  await next();
});

// For routes that work for visitors too: sets c.get("maybeUser") to the user or null.
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set("maybeUser", await readSessionUser(c));
  await next();
});

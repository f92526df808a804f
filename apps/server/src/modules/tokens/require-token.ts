import { ErrorCode, type TTokenScope } from "@reelforge/contract";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../platform/errors.ts";
import { noSession, readSessionUser } from "../accounts/require-user.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { authenticateToken, type TokenCaller } from "./token-service.ts";

// Calls made with a token, per token and minute (polling a generation's status included).
export const TOKEN_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

export function bearerOf(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

// A Bearer token with `scope`, checked and counted against its rate limit; throws the refusal.
export async function tokenCaller(
  c: Context<AppEnv>,
  token: string,
  scope: TTokenScope,
): Promise<TokenCaller> {
  const deps = c.get("deps");
  const caller = await authenticateToken(deps, token);
  if (!caller) {
    throw new AppError(
      ErrorCode.UNAUTHORIZED,
      401,
      "This API token is not valid: it was revoked or mistyped",
    );
  }
  if (!caller.scopes.includes(scope)) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      403,
      `This API token does not have the "${scope}" scope`,
      `Its scopes: ${caller.scopes.join(", ")}. Make a token with "${scope}" in your profile.`,
    );
  }
  const limit = await deps.rateLimiter.hit(
    `token:${caller.tokenId}`,
    TOKEN_RATE_LIMIT.limit,
    TOKEN_RATE_LIMIT.windowMs,
  );
  if (!limit.allowed) {
    c.header("retry-after", String(limit.retryAfterSeconds));
    throw new AppError(
      ErrorCode.RATE_LIMITED,
      429,
      `Too many calls with this API token: at most ${TOKEN_RATE_LIMIT.limit} a minute`,
      `Try again in ${limit.retryAfterSeconds} s.`,
    );
  }
  return caller;
}

// Who is calling, for the calls tokens may make: the owner of a Bearer token with `scope` (a revoked
// token, one without the scope or over its rate limit is refused here), else the signed-in user,
// else null (a visitor).
export async function readCaller(
  c: Context<AppEnv>,
  scope: TTokenScope,
): Promise<{ user: SessionUser; apiTokenId?: string } | null> {
  const token = bearerOf(c);
  if (token) {
    const caller = await tokenCaller(c, token, scope);
    return { user: caller.user, apiTokenId: caller.tokenId };
  }
  const user = await readSessionUser(c);
  return user ? { user } : null;
}

// For the generation, upload and library calls: a session, or a personal API token with `scope`
// (its owner becomes c.get("user"), so usage counts against the owner's plan).
export function requireUserOrToken(scope: TTokenScope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = await readCaller(c, scope);
    if (!caller) throw noSession(c);
    c.set("user", caller.user);
    c.set("maybeUser", caller.user);
    if (caller.apiTokenId) c.set("apiTokenId", caller.apiTokenId);
    await next();
  });
}

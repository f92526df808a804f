import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { SESSION_REFRESH_SECONDS, SESSION_TTL_SECONDS } from "./auth.ts";
import { type SessionUser, toSessionUser } from "./session-user.ts";
import { account, session, user } from "./tables.ts";

// The session check of every signed-in request, in one indexed query (session by its unique token,
// its user, and the user's Google id) instead of Better Auth's several round trips. It reads the
// database each time, so a session ended by logout or a password reset is refused at once, in
// every process. Sessions due for renewal, expired ones and anything unusual go through Better
// Auth's own getSession (which renews the cookie or deletes the session), so the rules stay its.

export type FastSession =
  | { kind: "none" } // no session cookie, or a forged one: a visitor
  | { kind: "user"; user: SessionUser; googleId: string | null }
  | { kind: "delegate" }; // let Better Auth decide (renewal, expiry, a missing row)

const names = new WeakMap<AppDeps, string>();

async function cookieName(deps: AppDeps): Promise<string> {
  let name = names.get(deps);
  if (!name) {
    name = (await deps.auth.$context).authCookies.sessionToken.name;
    names.set(deps, name);
  }
  return name;
}

// Better Auth's signed cookie: encodeURIComponent(`${token}.${base64(HMAC-SHA256(secret, token))}`).
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

// Built and prepared once per app (a named prepared statement on PostgreSQL): no query building
// or planning per request.
function prepareSessionQuery(deps: AppDeps) {
  return deps.db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      emailVerified: user.emailVerified,
      subscriptionStatus: user.subscriptionStatus,
      googleId: sql<string | null>`(select ${account.accountId} from ${account} where ${and(
        eq(account.userId, user.id),
        eq(account.providerId, "google"),
      )} limit 1)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("rf_session_lookup");
}

const queries = new WeakMap<AppDeps, ReturnType<typeof prepareSessionQuery>>();

function sessionQuery(deps: AppDeps) {
  let query = queries.get(deps);
  if (!query) {
    query = prepareSessionQuery(deps);
    queries.set(deps, query);
  }
  return query;
}

export async function lookupSession(c: Context<AppEnv>): Promise<FastSession> {
  const deps = c.get("deps");
  const raw = getCookie(c, await cookieName(deps));
  if (!raw) return { kind: "none" };
  const token = verifySignedToken(raw, deps.authSecret);
  if (!token) return { kind: "delegate" };
  const [row] = await sessionQuery(deps).execute({ token });
  if (!row) return { kind: "delegate" };
  const now = Date.now();
  const expires = row.expiresAt.getTime();
  // Better Auth renews a session once a day (updateAge) and deletes expired ones: its call does both.
  if (expires <= now || expires - SESSION_TTL_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= now) {
    return { kind: "delegate" };
  }
  return { kind: "user", user: toSessionUser(row), googleId: row.googleId };
}

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { ErrorCode, type TCreatedToken, type TTokenItem, type TTokenScope } from "@reelforge/contract";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { type SessionUser, toSessionUser } from "../accounts/session-user.ts";
import { user } from "../accounts/tables.ts";
import { apiToken } from "./tables.ts";

const TOKEN_PREFIX = "rf_";
// A user may keep this many tokens at once.
const MAX_TOKENS = 20;
// last_used_at is written at most this often per token (not on every call).
const LAST_USED_PRECISION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createToken(
  deps: AppDeps,
  userId: string,
  name: string,
  scopes: TTokenScope[],
): Promise<TCreatedToken> {
  const existing = await deps.db
    .select({ id: apiToken.id })
    .from(apiToken)
    .where(eq(apiToken.userId, userId));
  if (existing.length >= MAX_TOKENS) {
    throw new AppError(
      ErrorCode.CONFLICT,
      409,
      `You can keep at most ${MAX_TOKENS} API tokens. Revoke one first.`,
    );
  }
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = randomUUID();
  const webhookSecret = `whsec_${randomBytes(32).toString("base64url")}`;
  await deps.db.insert(apiToken).values({
    id,
    userId,
    name,
    scopes,
    tokenHash: hashToken(token),
    prefix: token.slice(0, TOKEN_PREFIX.length + 4),
    webhookSecret,
    createdAt: new Date(deps.now()),
  });
  return { id, token, webhookSecret };
}

export async function listTokens(deps: AppDeps, userId: string): Promise<TTokenItem[]> {
  const rows = await deps.db
    .select()
    .from(apiToken)
    .where(eq(apiToken.userId, userId))
    .orderBy(asc(apiToken.createdAt), asc(apiToken.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: row.scopes as TTokenScope[],
    prefix: `${row.prefix}…`,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function revokeToken(deps: AppDeps, userId: string, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(apiToken)
    .where(and(eq(apiToken.id, id), eq(apiToken.userId, userId)))
    .returning({ id: apiToken.id });
  if (!deleted.length) throw new AppError(ErrorCode.NOT_FOUND, 404, "API token not found");
}

export type TokenCaller = { tokenId: string; scopes: TTokenScope[]; user: SessionUser };

// The token's owner, or null for a token that does not exist (never made, mistyped or revoked).
export async function authenticateToken(deps: AppDeps, token: string): Promise<TokenCaller | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await deps.db
    .select({ token: apiToken, user })
    .from(apiToken)
    .innerJoin(user, eq(user.id, apiToken.userId))
    .where(eq(apiToken.tokenHash, hashToken(token)));
  if (!row) return null;
  const now = new Date(deps.now());
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await deps.db
      .update(apiToken)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiToken.id, row.token.id),
          or(
            isNull(apiToken.lastUsedAt),
            lt(apiToken.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
          ),
        ),
      );
  }
  return { tokenId: row.token.id, scopes: row.token.scopes as TTokenScope[], user: toSessionUser(row.user) };
}

/** The secret that signs the webhooks of the generations a token started (null once revoked). */
export async function webhookSecretOf(deps: AppDeps, tokenId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ secret: apiToken.webhookSecret })
    .from(apiToken)
    .where(eq(apiToken.id, tokenId));
  return row?.secret ?? null;
}

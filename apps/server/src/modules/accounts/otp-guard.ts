import { ErrorCode } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { rateLimitCounter } from "../../platform/rate-limit-table.ts";
import { OTP_TTL_SECONDS } from "./auth.ts";

export type OtpType = "email-verification" | "forget-password";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const LIMITS = {
  // Wrong codes per account, across every code sent to it.
  wrongPerAccountPerDay: 100,
  // Wrong codes from one address, across accounts.
  wrongPerIpPerHour: 30,
  resendIntervalMs: MINUTE,
};

// Better Auth limits wrong tries per code (3); these limits add the ones across codes and
// accounts, and expiry on our clock (deps.now) so it is testable and consistent with the rest.
export async function assertMayTryCode(deps: AppDeps, email: string, ip: string): Promise<void> {
  const [perAccount, perIp] = await Promise.all([
    deps.rateLimiter.peek(`otp-wrong:acct:${email}`, DAY),
    deps.rateLimiter.peek(`otp-wrong:ip:${ip}`, HOUR),
  ]);
  if (perAccount >= LIMITS.wrongPerAccountPerDay || perIp >= LIMITS.wrongPerIpPerHour) {
    throw new AppError(ErrorCode.RATE_LIMITED, 429, "Too many wrong codes. Please try again later.");
  }
}

export async function recordWrongCode(deps: AppDeps, email: string, ip: string): Promise<void> {
  await Promise.all([
    deps.rateLimiter.hit(`otp-wrong:acct:${email}`, LIMITS.wrongPerAccountPerDay, DAY),
    deps.rateLimiter.hit(`otp-wrong:ip:${ip}`, LIMITS.wrongPerIpPerHour, HOUR),
  ]);
}

// Codes expire 10 minutes after they were sent, on our clock (deps.now) so tests control it.
// Better Auth stamps its own expiry from the system clock, so the moment each code is issued is
// recorded here (recordCodeIssued, called from the mail hook) and checked before Better Auth runs.
const issuedKey = (type: OtpType | string, email: string) => `otp-issued:${type}:${email}`;

export async function recordCodeIssued(
  db: Db,
  now: () => number,
  email: string,
  type: string,
): Promise<void> {
  const at = new Date(now());
  await db
    .insert(rateLimitCounter)
    .values({ key: issuedKey(type, email), windowStart: at, count: 0 })
    .onConflictDoUpdate({ target: rateLimitCounter.key, set: { windowStart: at, count: 0 } });
}

export async function assertCodeNotExpired(deps: AppDeps, email: string, type: OtpType): Promise<void> {
  const rows = await deps.db
    .select({ issuedAt: rateLimitCounter.windowStart })
    .from(rateLimitCounter)
    .where(eq(rateLimitCounter.key, issuedKey(type, email)));
  const issuedAt = rows[0]?.issuedAt;
  if (!issuedAt || issuedAt.getTime() + OTP_TTL_SECONDS * 1000 > deps.now()) return;
  const context = await deps.auth.$context;
  const identifier = `${type}-otp-${email}`;
  if (await context.internalAdapter.findVerificationValue(identifier)) {
    await context.internalAdapter.deleteVerificationByIdentifier(identifier);
    const message = "This code has expired. Ask for a new code.";
    throw new AppError(ErrorCode.OTP_EXPIRED, 400, message, `otp: ${message}`);
  }
}

// One code per minute per address and purpose; counted whether or not the account exists so
// the answer says nothing about it.
export async function assertMaySendCode(deps: AppDeps, email: string, type: OtpType): Promise<void> {
  const result = await deps.rateLimiter.hit(`otp-send:${type}:${email}`, 1, LIMITS.resendIntervalMs);
  if (!result.allowed) {
    throw new AppError(
      ErrorCode.RATE_LIMITED,
      429,
      `Please wait ${result.retryAfterSeconds} seconds before asking for a new code.`,
    );
  }
}

// A code that could not be mailed does not count against the next request for one.
export async function forgetCodeSent(deps: AppDeps, email: string, type: OtpType): Promise<void> {
  await deps.rateLimiter.reset(`otp-send:${type}:${email}`);
}

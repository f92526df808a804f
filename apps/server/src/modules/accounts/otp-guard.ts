import { ErrorCode } from "@reelforge/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";

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

// Codes expire 10 minutes after they were sent. Better Auth checks expiry on the system clock;
// this check runs first on ours and voids an expired code.
export async function assertCodeNotExpired(deps: AppDeps, email: string, type: OtpType): Promise<void> {
  const context = await deps.auth.$context;
  const identifier = `${type}-otp-${email}`;
  const stored = await context.internalAdapter.findVerificationValue(identifier);
  if (stored && stored.expiresAt.getTime() <= deps.now()) {
    await context.internalAdapter.deleteVerificationByIdentifier(identifier);
    throw new AppError(ErrorCode.OTP_EXPIRED, 400, "This code has expired. Ask for a new code.");
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

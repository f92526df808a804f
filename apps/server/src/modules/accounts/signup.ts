import { ErrorCode, type TSignupRequest, type TUser } from "@reelforge/contract";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { requestLog } from "../../platform/request-log.ts";
import { assertMaySendCode, forgetCodeSent } from "./otp-guard.ts";
import { deliveredOrThrow } from "./otp-mail.ts";
import { setPendingEmail } from "./pending-signup.ts";
import { toPublicUser } from "./session-user.ts";
import { user as userTable } from "./tables.ts";

export const SIGNUP_MESSAGES = {
  sent: "Verifcation code is sent to your email",
  emailTaken: "An account with this email already exists. Log in, or reset your password if you forgot it.",
  notSent:
    "We could not send the verification code, so your account was not created. Please try again in a few minutes.",
  resendFailed: "We could not send a new verification code. Please try again in a few minutes.",
};

// Mails a new verification code for an account waiting for one, or answers 503 saying it could
// not (Better Auth alone would answer as if it had been sent).
export async function sendVerificationCode(c: Context<AppEnv>, email: string): Promise<void> {
  const deps = c.get("deps");
  try {
    await deliveredOrThrow(() =>
      deps.auth.api.sendVerificationOTP({ body: { email, type: "email-verification" } }),
    );
  } catch (error) {
    requestLog(c).error({ err: error, email }, "signup: a new code could not be sent");
    await forgetCodeSent(deps, email, "email-verification");
    throw new AppError(ErrorCode.UNAVAILABLE, 503, SIGNUP_MESSAGES.resendFailed);
  }
}

const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 409, SIGNUP_MESSAGES.emailTaken);

async function emailExists(deps: AppDeps, email: string): Promise<boolean> {
  const rows = await deps.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  return rows.length > 0;
}

// POST /api/user/signup: creates the account and mails its code. Simultaneous sign-ups with one
// e-mail: one account, the others 409 like any taken e-mail. If the code cannot be sent, the new
// account is removed again (a repeated sign-up then starts afresh and sends a new code) and the
// answer says so: an unverified account nobody can get a code for would block the address.
export async function signUp(
  c: Context<AppEnv>,
  body: TSignupRequest,
): Promise<{ message: string; user: TUser }> {
  const deps = c.get("deps");
  if (await emailExists(deps, body.email)) throw emailTaken();
  let created: Awaited<ReturnType<AppDeps["auth"]["api"]["signUpEmail"]>>;
  try {
    created = await deps.auth.api.signUpEmail({
      body: { name: body.name, email: body.email, password: body.password },
      headers: c.req.raw.headers,
    });
  } catch (error) {
    // Another sign-up with this e-mail won the race (a unique violation or Better Auth's own check).
    if (await emailExists(deps, body.email)) throw emailTaken();
    throw error;
  }
  try {
    await assertMaySendCode(deps, body.email, "email-verification");
    await deliveredOrThrow(() =>
      deps.auth.api.sendVerificationOTP({ body: { email: body.email, type: "email-verification" } }),
    );
  } catch (error) {
    await deps.db
      .delete(userTable)
      .where(and(eq(userTable.id, created.user.id), eq(userTable.emailVerified, false)));
    if (error instanceof AppError) throw error;
    requestLog(c).error({ err: error, email: body.email }, "signup: the code could not be sent");
    // The code never left: the next sign-up may send one at once.
    await forgetCodeSent(deps, body.email, "email-verification");
    throw new AppError(ErrorCode.UNAVAILABLE, 503, SIGNUP_MESSAGES.notSent);
  }
  await setPendingEmail(c, body.email);
  return { message: SIGNUP_MESSAGES.sent, user: toPublicUser(created.user) };
}

import {
  checkAuthRoute,
  ErrorCode,
  forgetPasswordRoute,
  googleAuthRoute,
  loginRoute,
  logoutRoute,
  resendOtpRoute,
  resetPasswordRoute,
  signupRoute,
  verifyRoute,
} from "@reelforge/contract";
import { isAPIError } from "better-auth/api";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { clientIp } from "../../platform/client-ip.ts";
import { AppError } from "../../platform/errors.ts";
import { ipRateLimit } from "../../platform/ip-rate-limit.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { InvalidGoogleToken } from "./google-id-token.ts";
import {
  assertCodeNotExpired,
  assertMaySendCode,
  assertMayTryCode,
  type OtpType,
  recordWrongCode,
} from "./otp-guard.ts";
import { clearPendingEmail, getPendingEmail, setPendingEmail } from "./pending-signup.ts";
import { readSession, readSessionUser } from "./require-user.ts";
import { toPublicUser } from "./session-user.ts";
import { appendSetCookies } from "./set-cookies.ts";
import { sendVerificationCode, signUp } from "./signup.ts";

const MINUTE = 60_000;
const loginLimit = ipRateLimit("login", 20, 15 * MINUTE);
const signupLimit = ipRateLimit("signup", 10, 60 * MINUTE);
const otpLimit = ipRateLimit("otp", 30, 15 * MINUTE);

const Messages = {
  signup: "Verifcation code is sent to your email",
  emailTaken: "An account with this email already exists. Log in, or reset your password if you forgot it.",
  login: "Log in Sucessfuly",
  badCredentials: "Invalid email or password",
  notVerified: "Please verify your email first. We sent a 4 digit code to your email.",
  logout: "You are Logout",
  verified: "Your email is verified",
  resent: "A new verification code is sent to your email",
  noPending: "No sign-up is waiting for a code. Sign up or log in again to get a new code.",
  forget: "If an account exists for this email, a 4 digit code has been sent to it",
  reset: "Your password has been reset. Log in with your new password.",
  wrongCode: "The code is incorrect",
  codeVoid: "Too many wrong tries for this code. Ask for a new code.",
  expired: "This code has expired. Ask for a new code.",
  commonPassword: "This password is too common. Choose a less predictable one.",
  googleOff: "Google sign-in is not configured on this server",
  googleBad: "Google sign-in failed: the Google credential is not valid",
};

function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(
      ErrorCode.VALIDATION,
      400,
      Messages.commonPassword,
      `password: ${Messages.commonPassword}`,
    );
  }
}

// Maps Better Auth's code errors to ours; a wrong code also counts against the account and IP.
async function codeFailure(
  error: unknown,
  count: () => Promise<void>,
  details = (message: string) => `otp: ${message}`,
): Promise<never> {
  if (!isAPIError(error)) throw error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === "TOO_MANY_ATTEMPTS") {
    throw new AppError(ErrorCode.OTP_TOO_MANY_ATTEMPTS, 400, Messages.codeVoid, details(Messages.codeVoid));
  }
  if (code === "OTP_EXPIRED")
    throw new AppError(ErrorCode.OTP_EXPIRED, 400, Messages.expired, details(Messages.expired));
  if (code === "INVALID_OTP") {
    await count();
    throw new AppError(ErrorCode.OTP_INVALID, 400, Messages.wrongCode, details(Messages.wrongCode));
  }
  throw error;
}

// Before the body is read: a server without Google sign-in says so whatever was sent.
const googleConfigured = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("deps").verifyGoogleToken)
    throw new AppError(ErrorCode.GOOGLE_NOT_CONFIGURED, 503, Messages.googleOff);
  await next();
});

export function accountsRoutes() {
  const app = routeApp();

  implement(
    app,
    signupRoute,
    async (c) => {
      const body = c.req.valid("json");
      assertNotCommon(body.password);
      return c.json(await signUp(c, body), 200);
    },
    [signupLimit],
  );

  implement(
    app,
    verifyRoute,
    async (c) => {
      const deps = c.get("deps");
      const { otp } = c.req.valid("json");
      const email = await getPendingEmail(c);
      if (!email) throw new AppError(ErrorCode.NO_PENDING_SIGNUP, 400, Messages.noPending);
      const ip = clientIp(c, deps.config.TRUST_PROXY);
      await assertMayTryCode(deps, email, ip);
      await assertCodeNotExpired(deps, email, "email-verification");
      try {
        const { headers, response } = await deps.auth.api.verifyEmailOTP({
          body: { email, otp },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        appendSetCookies(c, headers);
        clearPendingEmail(c);
        return c.json({ message: Messages.verified, user: toPublicUser(response.user) }, 200);
      } catch (error) {
        return codeFailure(error, () => recordWrongCode(deps, email, ip));
      }
    },
    [otpLimit],
  );

  implement(
    app,
    resendOtpRoute,
    async (c) => {
      const deps = c.get("deps");
      const email = await getPendingEmail(c);
      if (!email) throw new AppError(ErrorCode.NO_PENDING_SIGNUP, 400, Messages.noPending);
      await assertMaySendCode(deps, email, "email-verification");
      await sendVerificationCode(c, email);
      return c.json({ message: Messages.resent }, 200);
    },
    [otpLimit],
  );

  implement(
    app,
    loginRoute,
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      try {
        const { headers, response } = await deps.auth.api.signInEmail({
          body: { email: body.email, password: body.password },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        appendSetCookies(c, headers);
        clearPendingEmail(c);
        return c.json({ message: Messages.login, user: toPublicUser(response.user) }, 200);
      } catch (error) {
        if (!isAPIError(error)) throw error;
        const code = (error.body as { code?: string } | undefined)?.code;
        if (code === "EMAIL_NOT_VERIFIED") {
          // The password was right: send a fresh code (at most one a minute) and let the pending
          // cookie carry the user to the verify page.
          const sent = await sendCodeIfAllowed(c.get("deps"), body.email, "email-verification");
          await setPendingEmail(c, body.email);
          throw new AppError(
            ErrorCode.EMAIL_NOT_VERIFIED,
            403,
            sent ? Messages.notVerified : "Please verify your email first with the code we sent you.",
          );
        }
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, 401, Messages.badCredentials);
      }
    },
    [loginLimit],
  );

  implement(app, logoutRoute, async (c) => {
    const deps = c.get("deps");
    const user = await readSessionUser(c);
    if (user) {
      const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      appendSetCookies(c, headers);
    }
    clearPendingEmail(c);
    return c.json({ message: Messages.logout }, 200);
  });

  implement(app, checkAuthRoute, async (c) => {
    const deps = c.get("deps");
    const signedIn = await readSession(c);
    if (signedIn) {
      const { user, googleId } = signedIn;
      return c.json(
        { user: { ...user, googleId: googleId !== undefined ? googleId : await googleIdOf(deps, user.id) } },
        200,
      );
    }
    // A signed-up user waiting for the code has no session yet; the verify-email page still
    // needs to pass its session check, so it gets the pending user with emailVerified false.
    const email = await getPendingEmail(c);
    if (email) {
      const found = await deps.auth.$context.then((ctx) => ctx.internalAdapter.findUserByEmail(email));
      if (found && !found.user.emailVerified) return c.json({ user: toPublicUser(found.user) }, 200);
    }
    throw new AppError(ErrorCode.UNAUTHORIZED, 401, "Please log in to continue");
  });

  implement(
    app,
    forgetPasswordRoute,
    async (c) => {
      const deps = c.get("deps");
      const { email } = c.req.valid("json");
      await assertMaySendCode(deps, email, "forget-password");
      // Sends a code only when the account exists; the answer is the same either way.
      await deps.auth.api.forgetPasswordEmailOTP({ body: { email }, headers: c.req.raw.headers });
      return c.json({ message: Messages.forget }, 200);
    },
    [otpLimit],
  );

  implement(
    app,
    resetPasswordRoute,
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      assertNotCommon(body.password);
      const ip = clientIp(c, deps.config.TRUST_PROXY);
      await assertMayTryCode(deps, body.email, ip);
      await assertCodeNotExpired(deps, body.email, "forget-password");
      try {
        // Better Auth ends every session of the account on reset (revokeSessionsOnPasswordReset).
        await deps.auth.api.resetPasswordEmailOTP({
          body: { email: body.email, otp: body.otp, password: body.password },
          headers: c.req.raw.headers,
        });
      } catch (error) {
        return codeFailure(error, () => recordWrongCode(deps, body.email, ip));
      }
      // The code came through the mailbox, which proves the address as well as a sign-up code would.
      const context = await deps.auth.$context;
      const found = await context.internalAdapter.findUserByEmail(body.email);
      if (found && !found.user.emailVerified)
        await context.internalAdapter.updateUser(found.user.id, { emailVerified: true });
      return c.json({ message: Messages.reset }, 200);
    },
    [otpLimit],
  );

  implement(
    app,
    googleAuthRoute,
    async (c) => {
      const deps = c.get("deps");
      const verifyGoogleToken = deps.verifyGoogleToken;
      if (!verifyGoogleToken) throw new AppError(ErrorCode.GOOGLE_NOT_CONFIGURED, 503, Messages.googleOff);
      const { credential } = c.req.valid("json");
      let identity: Awaited<ReturnType<typeof verifyGoogleToken>>;
      try {
        identity = await verifyGoogleToken(credential);
      } catch (error) {
        if (error instanceof InvalidGoogleToken) {
          deps.logger.info({ reason: error.message }, "google sign-in refused");
          throw new AppError(ErrorCode.GOOGLE_TOKEN_INVALID, 401, Messages.googleBad);
        }
        throw error;
      }
      try {
        const { headers, response } = await deps.auth.api.signInVerifiedGoogleIdentity({
          body: identity,
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        appendSetCookies(c, headers);
        clearPendingEmail(c);
        return c.json({ message: Messages.login, user: toPublicUser(response.user, identity.sub) }, 200);
      } catch (error) {
        if (isAPIError(error) && error.statusCode === 401) {
          throw new AppError(ErrorCode.GOOGLE_TOKEN_INVALID, 401, error.message);
        }
        throw error;
      }
    },
    [loginLimit, googleConfigured],
  );

  return app;
}

async function sendCodeIfAllowed(
  deps: AppEnv["Variables"]["deps"],
  email: string,
  type: OtpType,
): Promise<boolean> {
  try {
    await assertMaySendCode(deps, email, type);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
  await deps.auth.api.sendVerificationOTP({ body: { email, type } });
  return true;
}

async function googleIdOf(deps: AppEnv["Variables"]["deps"], userId: string): Promise<string | null> {
  const context = await deps.auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  return accounts.find((account) => account.providerId === "google")?.accountId ?? null;
}

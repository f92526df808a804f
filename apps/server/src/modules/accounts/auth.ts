import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Mailer } from "../../platform/mail.ts";
import { googleIdentityPlugin } from "./google-identity-plugin.ts";
import { mailCode } from "./otp-mail.ts";
import * as tables from "./tables.ts";

export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_ALLOWED_ATTEMPTS = 3;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
// A session used after this long since its last renewal is renewed (its cookie too).
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;

export type AuthOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  logger: Logger;
  // Called for every code created, before it is mailed (records the issue time on our clock).
  onCodeIssued: (email: string, type: string) => Promise<void>;
};

// Better Auth does passwords, sessions, codes and their attempt limits; our routes under
// /api/user/* call it through auth.api.* (its own /api/auth/* handler is not mounted).
export function createAuth({ config, db, mailer, secret, logger, onCodeIssued }: AuthOptions) {
  return betterAuth({
    appName: "ReelForge",
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicOrigin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: tables.user,
        session: tables.session,
        account: tables.account,
        verification: tables.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    // The sign-up route sends the code itself (after its resend-limit check), so not here too.
    emailVerification: { autoSignInAfterVerification: true, sendOnSignUp: false },
    user: {
      additionalFields: {
        subscriptionStatus: { type: "string", required: false, defaultValue: "trial", input: false },
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
    },
    // Our routes apply their own per-IP and per-account limits, counted in the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "rf",
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies, path: "/" },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ["x-forwarded-for"] : [] },
    },
    telemetry: { enabled: false },
    // Better Auth's own messages go to our structured log.
    logger: {
      log: (level, message, ...args) => {
        const log = logger.child({ component: "better-auth" });
        const data = args.length > 0 ? { args } : {};
        if (level === "error") log.error(data, message);
        else if (level === "warn") log.warn(data, message);
        else if (level === "info") log.info(data, message);
        else log.debug(data, message);
      },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        storeOTP: "hashed",
        sendVerificationOnSignUp: false,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          await onCodeIssued(email, type);
          await mailCode(mailer, email, otp, type);
        },
      }),
      googleIdentityPlugin(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

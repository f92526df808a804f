import { z } from "zod";

// Schemas of the /api/user/* calls (SPEC section 7). Field names are the spec's, typos included.

export const ZSubscriptionStatus = z.enum(["trial", "active", "inactive"]).meta({ id: "SubscriptionStatus" });
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

// Length only; the server also refuses common passwords (it holds the list).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const password = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const confirmPassword = z
  .string({ error: "Confirm password is required" })
  .min(1, "Confirm password is required");

/**
 * A body that sets a password: `shape`'s fields, then `password` (the length rules) and
 * `confirmpassword`, refused with "Passwords do not match" on confirmpassword when they differ.
 */
export function withNewPassword<S extends z.ZodRawShape>(shape: S) {
  // (Read through a plain type: TypeScript cannot see the two fields in the generic object's output.)
  const matches = (body: unknown) => {
    const { password: first, confirmpassword: second } = body as {
      password: string;
      confirmpassword: string;
    };
    return first === second;
  };
  return z
    .object({ ...shape, password, confirmpassword: confirmPassword })
    .refine(matches, { message: "Passwords do not match", path: ["confirmpassword"] });
}

export const ZOtp = z
  .string({ error: "Verification code is required" })
  .trim()
  .regex(/^\d{4}$/, "Enter the 4 digit code");

export const ZUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    subscriptionStatus: ZSubscriptionStatus,
    emailVerified: z.boolean(),
    googleId: z.string().nullable().optional(),
    createdAt: z.string().optional(),
  })
  .meta({ id: "User" });
export type TUser = z.infer<typeof ZUser>;

export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: "Message" });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZSignupRequest = withNewPassword({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is too long"),
  email,
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;
export const ZSignupResponse = z.object({ message: z.string(), user: ZUser });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZLoginRequest = z.object({
  email,
  // No length rule at login: a wrong password must get the same answer as an unknown e-mail.
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export const ZLoginResponse = z.object({ message: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZVerifyRequest = z.object({ otp: ZOtp });
export type TVerifyRequest = z.infer<typeof ZVerifyRequest>;
export const ZVerifyResponse = z.object({ message: z.string(), user: ZUser.optional() });
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

export const ZForgetPasswordRequest = z.object({ email });
export type TForgetPasswordRequest = z.infer<typeof ZForgetPasswordRequest>;

export const ZResetPasswordRequest = withNewPassword({ email, otp: ZOtp });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

// The spec's body carries name/email/avatar/googleId; the server ignores them and trusts only
// the signed Google ID token in `credential`.
export const ZGoogleAuthRequest = z.object({
  credential: z.string({ error: "Google credential is required" }).min(1, "Google credential is required"),
  name: z.string().optional(),
  email: z.string().optional(),
  avatar: z.string().optional(),
  googleId: z.string().optional(),
});
export type TGoogleAuthRequest = z.infer<typeof ZGoogleAuthRequest>;
export const ZGoogleAuthResponse = z.object({ message: z.string(), user: ZUser });
export type TGoogleAuthResponse = z.infer<typeof ZGoogleAuthResponse>;

export const ZCheckAuthResponse = z.object({ user: ZUser });
export type TCheckAuthResponse = z.infer<typeof ZCheckAuthResponse>;

export const ZPublicConfig = z.object({ googleClientId: z.string().nullable() }).meta({ id: "PublicConfig" });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZHealthResponse = z
  .object({
    status: z.literal("ok"),
    database: z.string(),
    ffmpeg: z.string(),
  })
  .meta({ id: "Health" });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

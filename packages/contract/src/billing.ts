import { z } from "zod";
import { withNewPassword, ZSubscriptionStatus } from "./accounts.ts";
import { findPlanCard, type PlanId, safeReturnPath } from "./plans.ts";

// Schemas of the /api/subscription/* calls (SPEC sections 3 and 7), the built-in test checkout
// and the profile calls. Field names are the spec's (snake_case where Stripe's are echoed).

// A plan id of the shared catalogue (packages/contract/src/plans.ts), e.g. "pro-monthly".
export const ZPlanId = z
  .string({ error: "planId is required" })
  .min(1, "planId is required")
  .refine((value): value is PlanId => findPlanCard(value) !== undefined, { message: "Unknown plan" })
  .transform((value) => value as PlanId)
  .meta({ id: "PlanId" });

export const ZCreateSubscriptionRequest = z.object({
  planId: ZPlanId,
  // Where the checkout's Cancel leads back to (the page the plan was chosen on); /pricing without it.
  returnPath: z
    .string()
    .refine((value) => safeReturnPath(value) !== undefined, {
      message: "returnPath must be a path of this site, such as /pricing",
    })
    .optional(),
});
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

export const ZCreateSubscriptionResponse = z.object({ id: z.string(), url: z.string() });
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

export const ZPaymentDetailsResponse = z
  .object({
    // Minor units (cents); the page shows amount_total / 100.
    amount_total: z.number().int().nullable(),
    currency: z.string().nullable(),
    payment_method_types: z.array(z.string()),
    customer_email: z.string().nullable(),
    planId: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: "PaymentDetails" });
export type TPaymentDetailsResponse = z.infer<typeof ZPaymentDetailsResponse>;

export const ZWeeklyGeneration = z.object({
  limitSeconds: z.number().int(),
  usedSeconds: z.number().int(),
  // limitSeconds - usedSeconds, never below 0.
  remainingSeconds: z.number().int(),
});
export type TWeeklyGeneration = z.infer<typeof ZWeeklyGeneration>;

export const ZWeeklyExports = z.object({
  limit: z.number().int(),
  // Different files downloaded in the last 7 days (a file downloaded again counts once).
  used: z.number().int(),
  // limit - used, never below 0.
  remaining: z.number().int(),
  // ISO date-time when the oldest export of the 7 days stops counting; null when none counts.
  nextFreeAt: z.string().nullable(),
});
export type TWeeklyExports = z.infer<typeof ZWeeklyExports>;

export const ZSubscriptionStatusResponse = z
  .object({
    subscriptionStatus: ZSubscriptionStatus,
    // The plan id of the current (or last) paid plan; "trial" before any purchase.
    subscriptionPlan: z.string(),
    imageGenerationCount: z.number().int(),
    imageGenerationLimit: z.number().int(),
    videoGenerationCount: z.number().int(),
    videoGenerationLimit: z.number().int(),
    facelessGenerationCount: z.number().int(),
    facelessGenerationLimit: z.number().int(),
    scriptGenerationCount: z.number().int(),
    scriptGenerationLimit: z.number().int(),
    slideshowGenerationCount: z.number().int(),
    slideshowGenerationLimit: z.number().int(),
    voiceOverGenerationCount: z.number().int(),
    voiceOverGenerationLimit: z.number().int(),
    linkVideoGenerationCount: z.number().int(),
    linkVideoGenerationLimit: z.number().int(),
    // The tool plans (Plus, Max, Generative) meter videos, faceless and link videos, slideshows and
    // voice-overs as seconds of output rendered, against their minutes of AI generation a month;
    // those results' counts then stay 0 of 0. The screens show minutes.
    meteredBySeconds: z.boolean(),
    generationSecondsUsed: z.number().int(),
    generationSecondsLimit: z.number().int(),
    clipGenerationCount: z.number().int(),
    clipGenerationLimit: z.number().int(),
    // ISO date-time of the next counter reset.
    monthlyResetDate: z.string(),
    // Seconds since epoch when a cancelled subscription ends; null when it renews.
    cancelAt: z.number().int().nullable(),
    // Seconds since epoch of the end of the paid period; null without a subscription.
    currentPeriodEnd: z.number().int().nullable(),
    // The Free plan's (trial's) AI generation of the last 7 days (FREE_WEEKLY_GENERATION_SECONDS,
    // decision record 27): seconds of output its videos, faceless and link videos, slideshows and
    // voice-overs hold. Absent on every other plan.
    weekly: ZWeeklyGeneration.optional(),
    // The Free plan's (trial's) exports of the last 7 days (FREE_WEEKLY_EXPORTS, decision record 31):
    // downloads of its videos and images, each with the ReelForge logo. Absent on every other plan.
    weeklyExports: ZWeeklyExports.optional(),
  })
  .meta({ id: "Subscription" });
export type TSubscriptionStatusResponse = z.infer<typeof ZSubscriptionStatusResponse>;

export const ZCancelSubscriptionResponse = z.object({
  message: z.string(),
  cancelAt: z.number().int().nullable(),
});
export type TCancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

// Built-in test checkout (only when the server has no STRIPE_SECRET_KEY).
export const ZTestCheckoutSession = z
  .object({
    id: z.string(),
    planId: z.string(),
    planType: z.string(),
    period: z.enum(["monthly", "yearly"]),
    amount_total: z.number().int(),
    currency: z.string(),
    customer_email: z.string().nullable(),
    status: z.enum(["open", "complete", "expired"]),
    successUrl: z.string(),
    cancelUrl: z.string(),
  })
  .meta({ id: "TestCheckoutSession" });
export type TTestCheckoutSession = z.infer<typeof ZTestCheckoutSession>;

export const ZTestCheckoutResult = z.object({ redirectUrl: z.string() });
export type TTestCheckoutResult = z.infer<typeof ZTestCheckoutResult>;

// ---- profile (SPEC 2.6 "Profile Details")

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === undefined || value === "" ? null : value));

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;

export const ZUpdateProfileRequest = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(50),
  lastName: optionalText(50, "Last name"),
  userName: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === "" ? null : value))
    .refine((value) => value === null || USER_NAME_PATTERN.test(value), {
      message: "User name must be 3 to 30 letters, digits, dots or underscores",
    }),
  phoneNumber: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === "" ? null : value))
    .refine((value) => value === null || /^\+?[0-9][0-9 ()-]{5,19}$/.test(value), {
      message: "Enter a valid phone number",
    }),
  bio: optionalText(500, "Bio"),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZProfile = z
  .object({
    firstName: z.string(),
    lastName: z.string().nullable(),
    userName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    bio: z.string().nullable(),
    email: z.string(),
    avatar: z.string().nullable(),
  })
  .meta({ id: "Profile" });
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileResponse = z.object({ message: z.string(), profile: ZProfile });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

export const ZChangePasswordRequest = withNewPassword({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

// Below the API body limit (1 MB by default) with room for the multipart envelope.
export const AVATAR_MAX_BYTES = 768 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

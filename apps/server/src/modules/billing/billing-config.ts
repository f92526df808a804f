import { PLAN_IDS, type PlanId } from "@reelforge/contract";
import { z } from "zod";

// Empty strings in .env files mean "unset".
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const ZBillingEnv = z.object({
  // Without it the built-in test checkout stands in for Stripe's hosted page.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Seconds a webhook signature stays acceptable (replay protection); Stripe's default.
  STRIPE_WEBHOOK_TOLERANCE: z.coerce.number().int().positive().default(300),
  // Where the Stripe SDK sends API calls; only changed for a local Stripe-compatible server.
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: optionalString
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: z
    .enum(["http", "https", ""])
    .optional()
    .transform((value) => (value ? value : undefined)),
  STRIPE_PRICE_STARTER_MONTHLY: optionalString,
  STRIPE_PRICE_PRO_MONTHLY: optionalString,
  STRIPE_PRICE_ENTERPRISE_MONTHLY: optionalString,
  STRIPE_PRICE_STARTER_YEARLY: optionalString,
  STRIPE_PRICE_PRO_YEARLY: optionalString,
  STRIPE_PRICE_ENTERPRISE_YEARLY: optionalString,
});

export type BillingConfig = {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  webhookTolerance: number;
  api: { host?: string; port?: number; protocol?: "http" | "https" };
  // Stripe price id of each plan (undefined: that plan cannot be bought through Stripe).
  priceIds: Record<PlanId, string | undefined>;
  // Absolute base of the links handed to the payment page (success / cancel).
  publicUrl: string;
};

// "pro-monthly" -> "STRIPE_PRICE_PRO_MONTHLY"
export function priceEnvName(planId: PlanId): `STRIPE_PRICE_${string}` {
  return `STRIPE_PRICE_${planId.toUpperCase().replace("-", "_")}`;
}

export function parseBillingConfig(
  env: Record<string, string | undefined>,
  publicUrl: string,
): BillingConfig {
  const parsed = ZBillingEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid billing environment:\n${lines.join("\n")}`);
  }
  const values = parsed.data as Record<string, unknown> & z.infer<typeof ZBillingEnv>;
  const priceIds = Object.fromEntries(
    PLAN_IDS.map((planId) => [planId, values[priceEnvName(planId)] as string | undefined]),
  ) as Record<PlanId, string | undefined>;
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    webhookTolerance: values.STRIPE_WEBHOOK_TOLERANCE,
    api: {
      ...(values.STRIPE_API_HOST ? { host: values.STRIPE_API_HOST } : {}),
      ...(values.STRIPE_API_PORT ? { port: values.STRIPE_API_PORT } : {}),
      ...(values.STRIPE_API_PROTOCOL ? { protocol: values.STRIPE_API_PROTOCOL } : {}),
    },
    priceIds,
    publicUrl: publicUrl.replace(/\/$/, ""),
  };
}

// Price id -> plan id, for subscription events that name only the price.
export function planForPrice(config: BillingConfig, priceId: string | undefined | null): PlanId | undefined {
  if (!priceId) return undefined;
  const entry = Object.entries(config.priceIds).find(([, value]) => value === priceId);
  if (entry) return entry[0] as PlanId;
  // The built-in test checkout names its prices after the plan.
  const local = priceId.startsWith("price_local_") ? priceId.slice("price_local_".length) : undefined;
  return local && (PLAN_IDS as string[]).includes(local) ? (local as PlanId) : undefined;
}

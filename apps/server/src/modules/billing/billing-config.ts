import { PLAN_IDS, type PlanId } from "@reelforge/contract";
import { type Env, parseEnv } from "../../platform/config.ts";

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

// The billing part of the configuration (the variables are checked in platform/config.ts).
export function billingConfigFrom(values: Env, publicUrl: string): BillingConfig {
  const priceIds = Object.fromEntries(
    PLAN_IDS.map((planId) => [planId, values[priceEnvName(planId) as keyof Env] as string | undefined]),
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

// For tests and tools that start from variables rather than a parsed configuration.
export function parseBillingConfig(
  env: Record<string, string | undefined>,
  publicUrl: string,
): BillingConfig {
  return billingConfigFrom(parseEnv(env), publicUrl);
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

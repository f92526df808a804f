import { ErrorCode } from "@reelforge/contract";
import Stripe from "stripe";
import { AppError } from "../../platform/errors.ts";
import type { BillingConfig } from "./billing-config.ts";

// The SDK's signature check needs no API key; one instance serves every verification.
const verifier = new Stripe("sk_verify_only_not_a_key");

// Verifies the Stripe-Signature header over the raw body (HMAC and timestamp tolerance) and
// returns the event. Anything wrong -> 400 and nothing is applied.
export function verifyWebhook(
  config: BillingConfig,
  rawBody: Buffer,
  signature: string | undefined,
  nowMs: number,
): Stripe.Event {
  if (!config.webhookSecret) {
    throw new AppError(
      ErrorCode.UNAVAILABLE,
      503,
      "Stripe webhooks are not configured",
      "Set STRIPE_WEBHOOK_SECRET",
    );
  }
  if (!signature) throw new AppError(ErrorCode.VALIDATION, 400, "Missing Stripe-Signature header");
  try {
    return verifier.webhooks.constructEvent(
      rawBody,
      signature,
      config.webhookSecret,
      config.webhookTolerance,
      undefined,
      // The SDK takes the receive time in milliseconds.
      nowMs,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid signature";
    throw new AppError(ErrorCode.VALIDATION, 400, "Invalid Stripe signature", reason);
  }
}

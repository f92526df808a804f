import { randomBytes } from "node:crypto";
import Stripe from "stripe";

const signer = new Stripe("sk_test_signer_only");

// A Stripe event envelope around an API object, as the webhook receives it.
export function stripeEvent(type: string, object: unknown, created: number): { id: string; body: string } {
  const id = `evt_${randomBytes(12).toString("hex")}`;
  const body = JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return { id, body };
}

// The Stripe-Signature header Stripe would send, made with the SDK's own test helper.
export function signature(payload: string, secret: string, timestamp: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

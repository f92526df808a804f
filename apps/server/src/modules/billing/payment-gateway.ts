import type { PlanCard } from "@reelforge/contract";

// What billing needs from a payment provider. Two implementations: Stripe (stripe-gateway.ts)
// and the built-in test checkout (test-gateway.ts); everything above this interface is shared.

export type CheckoutInput = {
  userId: string;
  customerId: string;
  plan: PlanCard;
  successUrl: string;
  cancelUrl: string;
  // Same key -> same session, so a double click makes one session.
  idempotencyKey: string;
};

export type CheckoutSession = {
  id: string;
  url: string;
  amountTotal: number | null;
  currency: string | null;
};

export type PaymentDetails = {
  amount_total: number | null;
  currency: string | null;
  payment_method_types: string[];
  customer_email: string | null;
};

export interface PaymentGateway {
  readonly testMode: boolean;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession>;
  // Null when the provider does not know the session.
  retrieveCheckoutSession(sessionId: string): Promise<PaymentDetails | null>;
  // Cancels at the end of the paid period; answers the time it ends (seconds since epoch).
  cancelAtPeriodEnd(subscriptionId: string): Promise<{ cancelAt: number | null }>;
}

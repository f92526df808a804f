import Stripe from "stripe";
import type { BillingConfig } from "./billing-config.ts";
import type { CheckoutInput, CheckoutSession, PaymentDetails, PaymentGateway } from "./payment-gateway.ts";

export function createStripeClient(config: BillingConfig): Stripe {
  if (!config.secretKey) throw new Error("STRIPE_SECRET_KEY is not set");
  return new Stripe(config.secretKey, {
    ...config.api,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export function createStripeGateway(
  config: BillingConfig,
  stripe: Stripe = createStripeClient(config),
): PaymentGateway {
  return {
    testMode: false,
    async createCustomer({ userId, email, name }) {
      // Keyed by user: two concurrent first purchases still create one customer.
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },
    async createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession> {
      const priceId = config.priceIds[input.plan.planId];
      if (!priceId) throw new Error(`no Stripe price configured for ${input.plan.planId}`);
      const metadata = { userId: input.userId, planId: input.plan.planId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: priceId, quantity: 1 }],
          metadata,
          subscription_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a url");
      return {
        id: session.id,
        url: session.url,
        amountTotal: session.amount_total,
        currency: session.currency,
      };
    },
    async retrieveCheckoutSession(sessionId): Promise<PaymentDetails | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          amount_total: session.amount_total,
          currency: session.currency,
          payment_method_types: session.payment_method_types,
          customer_email: session.customer_details?.email ?? session.customer_email ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-${subscriptionId}` },
      );
      return { cancelAt: subscription.cancel_at ?? subscription.items.data[0]?.current_period_end ?? null };
    },
  };
}

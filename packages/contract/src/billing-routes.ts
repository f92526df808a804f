import { z } from "zod";
import {
  ZCancelSubscriptionResponse,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZPaymentDetailsResponse,
  ZSubscriptionStatusResponse,
  ZTestCheckoutResult,
  ZTestCheckoutSession,
} from "./billing.ts";
import { defineRoute, errorResponses, jsonBody, jsonResponse, SESSION_SECURITY } from "./route.ts";

// SPEC 7: the four /api/subscription/* calls, the Stripe webhook and the built-in test checkout.

const tags = ["Billing"];
const security = SESSION_SECURITY;

// A checkout session id: Stripe's (cs_test_...) or the built-in test checkout's.
export const ZSessionId = z
  .string({ error: "session_id is required" })
  .min(1, "session_id is required")
  .max(255, "session_id is too long")
  .regex(/^[A-Za-z0-9_]+$/, "session_id is not valid");

export const stripeWebhookRoute = defineRoute({
  operationId: "stripeWebhook",
  method: "post",
  path: "/api/stripe/webhook",
  tags,
  summary: "Stripe events (server to server, signed)",
  description:
    "Called by Stripe with a `Stripe-Signature` header over the raw body; needs no session. Each event is applied once.",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: { type: "object", description: "A Stripe event" } } },
    },
  },
  responses: {
    200: jsonResponse(
      z.object({ received: z.literal(true), result: z.enum(["applied", "duplicate", "ignored"]) }),
      "Event received",
    ),
    ...errorResponses(400, 500, 503),
  },
});

export const createSubscriptionRoute = defineRoute({
  operationId: "createSubscription",
  method: "post",
  path: "/api/subscription/create",
  tags,
  security,
  summary: "Start a checkout for a plan",
  description: "Answers the checkout session id and the URL of the hosted checkout page.",
  request: { body: jsonBody(ZCreateSubscriptionRequest) },
  responses: {
    200: jsonResponse(ZCreateSubscriptionResponse, "Checkout session"),
    ...errorResponses(400, 401, 409, 500, 503),
  },
});

export const paymentDetailsRoute = defineRoute({
  operationId: "paymentDetails",
  method: "get",
  path: "/api/subscription/payment-details",
  tags,
  security,
  summary: "The payment of a finished checkout (its owner only)",
  request: { query: z.object({ session_id: ZSessionId }) },
  responses: {
    200: jsonResponse(ZPaymentDetailsResponse, "Payment details"),
    ...errorResponses(400, 401, 404, 500),
  },
});

export const subscriptionStatusRoute = defineRoute({
  operationId: "subscriptionStatus",
  method: "get",
  path: "/api/subscription/status",
  tags,
  security,
  summary: "Plan, usage counters and limits of this month",
  responses: {
    200: jsonResponse(ZSubscriptionStatusResponse, "Subscription status"),
    ...errorResponses(401, 500),
  },
});

export const cancelSubscriptionRoute = defineRoute({
  operationId: "cancelSubscription",
  method: "post",
  path: "/api/subscription/cancel-subscription",
  tags,
  security,
  summary: "Cancel at the end of the paid period",
  responses: {
    200: jsonResponse(ZCancelSubscriptionResponse, "Cancelled"),
    ...errorResponses(401, 404, 500),
  },
});

const testCheckoutParams = z.object({ id: ZSessionId });

export const testCheckoutRoute = defineRoute({
  operationId: "testCheckout",
  method: "get",
  path: "/api/subscription/test-checkout/{id}",
  tags,
  security,
  summary: "A built-in test checkout session (servers without Stripe keys)",
  request: { params: testCheckoutParams },
  responses: {
    200: jsonResponse(ZTestCheckoutSession, "Test checkout session"),
    ...errorResponses(400, 401, 404, 500),
  },
});

export const payTestCheckoutRoute = defineRoute({
  operationId: "payTestCheckout",
  method: "post",
  path: "/api/subscription/test-checkout/{id}/pay",
  tags,
  security,
  summary: "Pay a test checkout (no card is charged)",
  request: { params: testCheckoutParams },
  responses: {
    200: jsonResponse(ZTestCheckoutResult, "Paid; where to go next"),
    ...errorResponses(400, 401, 404, 409, 500),
  },
});

export const cancelTestCheckoutRoute = defineRoute({
  operationId: "cancelTestCheckout",
  method: "post",
  path: "/api/subscription/test-checkout/{id}/cancel",
  tags,
  security,
  summary: "Leave a test checkout without paying",
  request: { params: testCheckoutParams },
  responses: {
    200: jsonResponse(ZTestCheckoutResult, "Cancelled; where to go next"),
    ...errorResponses(400, 401, 404, 409, 500),
  },
});

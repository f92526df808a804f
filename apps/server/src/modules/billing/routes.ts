import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  cancelSubscriptionRoute,
  cancelTestCheckoutRoute,
  createSubscriptionRoute,
  paymentDetailsRoute,
  payTestCheckoutRoute,
  stripeWebhookRoute,
  subscriptionStatusRoute,
  testCheckoutRoute,
} from "@reelforge/contract";
import type { AppEnv } from "../../app-env.ts";
import { requestLog } from "../../platform/request-log.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { requireUser } from "../accounts/require-user.ts";
import { billingFor } from "./billing-registry.ts";
import { verifyWebhook } from "./webhook.ts";

// SPEC 7: the four /api/subscription/* calls, the Stripe webhook and the built-in test checkout.
export function billingRoutes(): OpenAPIHono<AppEnv> {
  const app = routeApp();

  // Server to server: signed by Stripe, so it needs no session (and the cross-site guard skips it).
  // The route declares no body schema: the signature is checked over the raw bytes.
  implement(app, stripeWebhookRoute, async (c) => {
    const deps = c.get("deps");
    const billing = billingFor(deps);
    const raw = Buffer.from(await c.req.arrayBuffer());
    const event = verifyWebhook(billing.config, raw, c.req.header("stripe-signature"), deps.now());
    const result = await billing.applyEvent(event);
    requestLog(c).info({ eventId: event.id, type: event.type, result }, "billing: webhook event");
    return c.json({ received: true as const, result }, 200);
  });

  implement(
    app,
    createSubscriptionRoute,
    async (c) => {
      const { planId, returnPath } = c.req.valid("json");
      const user = c.get("user");
      return c.json(await billingFor(c.get("deps")).createCheckout(user, planId, returnPath), 200);
    },
    [requireUser],
  );

  implement(
    app,
    paymentDetailsRoute,
    async (c) => {
      const { session_id } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await billingFor(c.get("deps")).paymentDetails(c.get("user").id, session_id), 200);
    },
    [requireUser],
  );

  implement(
    app,
    subscriptionStatusRoute,
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await billingFor(c.get("deps")).status(c.get("user").id), 200);
    },
    [requireUser],
  );

  implement(
    app,
    cancelSubscriptionRoute,
    async (c) => c.json(await billingFor(c.get("deps")).cancel(c.get("user").id), 200),
    [requireUser],
  );

  implement(
    app,
    testCheckoutRoute,
    async (c) => {
      c.header("cache-control", "no-store");
      const { id } = c.req.valid("param");
      return c.json(await billingFor(c.get("deps")).testCheckout(c.get("user").id, id), 200);
    },
    [requireUser],
  );

  implement(
    app,
    payTestCheckoutRoute,
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await billingFor(c.get("deps")).payTestCheckout(c.get("user").id, id), 200);
    },
    [requireUser],
  );

  implement(
    app,
    cancelTestCheckoutRoute,
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await billingFor(c.get("deps")).cancelTestCheckout(c.get("user").id, id), 200);
    },
    [requireUser],
  );

  return app;
}

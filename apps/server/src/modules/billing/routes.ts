import { ErrorCode, ZCreateSubscriptionRequest } from "@reelforge/contract";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../platform/errors.ts";
import { parseJson } from "../../platform/validate.ts";
import { requireUser } from "../accounts/require-user.ts";
import { billingFor } from "./billing-registry.ts";
import { verifyWebhook } from "./webhook.ts";

const ZSessionId = z
  .string({ error: "session_id is required" })
  .min(1, "session_id is required")
  .max(255, "session_id is too long")
  .regex(/^[A-Za-z0-9_]+$/, "session_id is not valid");

function sessionIdFrom(value: string | undefined): string {
  const parsed = ZSessionId.safeParse(value);
  if (!parsed.success)
    throw new AppError(
      ErrorCode.VALIDATION,
      400,
      parsed.error.issues[0]?.message ?? "session_id is not valid",
    );
  return parsed.data;
}

// SPEC 7: the four /api/subscription/* calls, the Stripe webhook and the built-in test checkout.
export function billingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Server to server: signed by Stripe, so it needs no session (and the cross-site guard skips it).
  app.post("/stripe/webhook", async (c) => {
    const deps = c.get("deps");
    const billing = billingFor(deps);
    const raw = Buffer.from(await c.req.arrayBuffer());
    const event = verifyWebhook(billing.config, raw, c.req.header("stripe-signature"), deps.now());
    const result = await billing.applyEvent(event);
    c.get("log").info({ eventId: event.id, type: event.type, result }, "billing: webhook event");
    return c.json({ received: true, result });
  });

  app.post("/subscription/create", requireUser, async (c) => {
    const { planId } = await parseJson(c, ZCreateSubscriptionRequest);
    const user = c.get("user");
    return c.json(await billingFor(c.get("deps")).createCheckout(user, planId));
  });

  app.get("/subscription/payment-details", requireUser, async (c) => {
    const sessionId = sessionIdFrom(c.req.query("session_id"));
    c.header("cache-control", "no-store");
    return c.json(await billingFor(c.get("deps")).paymentDetails(c.get("user").id, sessionId));
  });

  app.get("/subscription/status", requireUser, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await billingFor(c.get("deps")).status(c.get("user").id));
  });

  app.post("/subscription/cancel-subscription", requireUser, async (c) => {
    return c.json(await billingFor(c.get("deps")).cancel(c.get("user").id));
  });

  app.get("/subscription/test-checkout/:id", requireUser, async (c) => {
    const sessionId = sessionIdFrom(c.req.param("id"));
    c.header("cache-control", "no-store");
    return c.json(await billingFor(c.get("deps")).testCheckout(c.get("user").id, sessionId));
  });

  app.post("/subscription/test-checkout/:id/pay", requireUser, async (c) => {
    const sessionId = sessionIdFrom(c.req.param("id"));
    return c.json(await billingFor(c.get("deps")).payTestCheckout(c.get("user").id, sessionId));
  });

  app.post("/subscription/test-checkout/:id/cancel", requireUser, async (c) => {
    const sessionId = sessionIdFrom(c.req.param("id"));
    return c.json(await billingFor(c.get("deps")).cancelTestCheckout(c.get("user").id, sessionId));
  });

  return app;
}

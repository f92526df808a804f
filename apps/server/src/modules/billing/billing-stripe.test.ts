import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { configureBilling } from "./billing-registry.ts";
import { billingEvent } from "./tables.ts";
import { type StripeTestServer, startStripeTestServer } from "./test-support/stripe-test-server.ts";
import { signature, stripeEvent } from "./test-support/webhook-events.ts";

const WEBHOOK_SECRET = "whsec_test_billing_secret";
const PRICES = {
  price_starter_m: { unit_amount: 1900, currency: "usd", interval: "month" as const },
  price_pro_m: { unit_amount: 2900, currency: "usd", interval: "month" as const },
  price_pro_y: { unit_amount: 8500, currency: "usd", interval: "year" as const },
};

// Billing with Stripe on: the real Stripe SDK talks to a local server that answers like
// api.stripe.com, and webhooks are signed with the SDK's test header helper.
describe("billing with Stripe", () => {
  let server: TestServer;
  let stripe: StripeTestServer;
  let alice: TestClient;
  let bob: TestClient;

  const nowSeconds = () => Math.floor(server.clock.now() / 1000);

  async function deliver(
    body: string,
    options: { secret?: string; timestamp?: number; header?: string } = {},
  ) {
    const header =
      options.header ?? signature(body, options.secret ?? WEBHOOK_SECRET, options.timestamp ?? nowSeconds());
    // Stripe sends no Origin and no cookies.
    return server.client().request("/api/stripe/webhook", {
      method: "POST",
      body,
      headers: { origin: "", "content-type": "application/json", "stripe-signature": header },
    });
  }

  async function send(type: string, object: unknown, created = nowSeconds()) {
    const event = stripeEvent(type, object, created);
    const response = await deliver(event.body);
    if (response.status !== 200)
      throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
    return { ...event, result: (await response.json()).result as string };
  }

  async function statusOf(client: TestClient) {
    return (await client.get("/api/subscription/status")).json();
  }

  async function checkout(client: TestClient, planId: string) {
    const response = await client.post("/api/subscription/create", { planId });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; url: string };
  }

  beforeAll(async () => {
    stripe = await startStripeTestServer({ prices: PRICES });
    server = await createTestServer();
    configureBilling(server.deps, {
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: "http",
        STRIPE_PRICE_STARTER_MONTHLY: "price_starter_m",
        STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
        STRIPE_PRICE_PRO_YEARLY: "price_pro_y",
      },
    });
    alice = await signUpVerified(server, { email: "alice@example.com", name: "Alice" });
    bob = await signUpVerified(server, { email: "bob@example.com", name: "Bob" });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it("creates a subscription Checkout Session with one customer and an idempotency key", async () => {
    const [first, second] = await Promise.all([
      checkout(alice, "pro-monthly"),
      checkout(alice, "pro-monthly"),
    ]);
    expect(second.id).toBe(first.id);
    expect(first.url).toBe(`https://checkout.stripe.com/c/pay/${first.id}`);
    const customerCalls = stripe.requests.filter((request) => request.path === "/v1/customers");
    const sessionCalls = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(stripe.customers.size).toBe(1);
    expect(stripe.sessions.size).toBe(1);
    expect(customerCalls.every((request) => request.idempotencyKey?.startsWith("customer-"))).toBe(true);
    expect(sessionCalls.some((request) => request.replayed)).toBe(sessionCalls.length > 1);
    const params = sessionCalls[0]?.params as Record<string, unknown>;
    expect(params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_pro_m", quantity: "1" }],
      success_url: "http://localhost:3000/dashboard/payment/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/pricing",
    });
    // A later purchase reuses the customer; its Cancel leads back to the page it was chosen on.
    const yearly = await alice.post("/api/subscription/create", {
      planId: "pro-yearly",
      returnPath: "/dashboard/profile-info?tab=pricing",
    });
    expect(yearly.status).toBe(200);
    expect(stripe.customers.size).toBe(1);
    const yearlyCall = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1);
    expect((yearlyCall?.params as Record<string, unknown> | undefined)?.cancel_url).toBe(
      "http://localhost:3000/dashboard/profile-info?tab=pricing",
    );
  });

  it("answers 503 for a plan without a configured Stripe price", async () => {
    const response = await alice.post("/api/subscription/create", { planId: "enterprise-monthly" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: "This plan cannot be bought right now" });
  });

  it("refuses unsigned, badly signed and stale webhooks with 400 and changes nothing", async () => {
    const created = await checkout(bob, "starter-monthly");
    const { session } = stripe.completeSession(created.id, nowSeconds());
    const event = stripeEvent("checkout.session.completed", session, nowSeconds());
    expect((await deliver(event.body, { header: "" })).status).toBe(400);
    expect((await deliver(event.body, { secret: "whsec_someone_else" })).status).toBe(400);
    const stale = await deliver(event.body, { timestamp: nowSeconds() - 301 });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ message: "Invalid Stripe signature", code: "VALIDATION" });
    // A valid signature over a different body is refused too.
    const tampered = await deliver(event.body.replace("starter", "enterprise"), {
      header: signature(event.body, WEBHOOK_SECRET, nowSeconds()),
    });
    expect(tampered.status).toBe(400);
    expect((await statusOf(bob)).subscriptionStatus).toBe("trial");
    expect(
      await server.deps.db.select().from(billingEvent).where(eq(billingEvent.id, event.id)),
    ).toHaveLength(0);
  });

  it("ignores a completed session that is not paid", async () => {
    const created = await checkout(bob, "starter-monthly");
    const unpaid = { ...stripe.sessions.get(created.id), status: "complete", payment_status: "unpaid" };
    expect((await send("checkout.session.completed", unpaid)).result).toBe("ignored");
    expect((await statusOf(bob)).subscriptionStatus).toBe("trial");
  });

  it("applies a paid checkout once, even when Stripe delivers it twice", async () => {
    const created = await checkout(bob, "starter-monthly");
    const { session, subscription } = stripe.completeSession(created.id, nowSeconds());
    const event = stripeEvent("checkout.session.completed", session, nowSeconds());
    const header = signature(event.body, WEBHOOK_SECRET, nowSeconds());
    // Server to server: the cross-site guard does not apply, whatever Origin a relay adds.
    const relayed = await server.client().request("/api/stripe/webhook", {
      method: "POST",
      body: event.body,
      headers: {
        origin: "https://hooks.example",
        "content-type": "application/json",
        "stripe-signature": header,
      },
    });
    const results = [relayed, await deliver(event.body, { header })];
    const outcomes = await Promise.all(results.map(async (response) => (await response.json()).result));
    expect(outcomes.sort()).toEqual(["applied", "duplicate"]);
    const twice = stripeEvent("customer.subscription.created", subscription, nowSeconds());
    const twiceHeader = signature(twice.body, WEBHOOK_SECRET, nowSeconds());
    const concurrent = await Promise.all([
      deliver(twice.body, { header: twiceHeader }),
      deliver(twice.body, { header: twiceHeader }),
    ]);
    const concurrentResults = await Promise.all(
      concurrent.map(async (response) => (await response.json()).result),
    );
    expect(concurrentResults.sort()).toEqual(["applied", "duplicate"]);
    const status = await statusOf(bob);
    expect(status).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "starter-monthly",
      imageGenerationLimit: 50,
    });
    expect(status.currentPeriodEnd).toBe(
      (subscription.items as { data: { current_period_end: number }[] }).data[0]?.current_period_end,
    );
    expect((await (await bob.get("/api/user/checkAuthroute")).json()).user.subscriptionStatus).toBe("active");

    const details = await bob.get(`/api/subscription/payment-details?session_id=${created.id}`);
    expect(await details.json()).toMatchObject({
      amount_total: 1900,
      currency: "usd",
      payment_method_types: ["card"],
      customer_email: "bob@example.com",
    });
    expect((await alice.get(`/api/subscription/payment-details?session_id=${created.id}`)).status).toBe(404);
  });

  it("payment failure makes the plan inactive, a later payment active again", async () => {
    const subscriptionId = [...stripe.subscriptions.keys()].at(-1);
    const invoice = (created: number) => ({
      id: `in_${created}`,
      object: "invoice",
      customer: stripe.subscriptions.get(subscriptionId ?? "")?.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
    });
    const t = nowSeconds();
    await send("invoice.payment_failed", invoice(t + 1), t + 1);
    expect((await statusOf(bob)).subscriptionStatus).toBe("inactive");
    // An older "paid" arriving late does not undo the newer failure.
    await send("invoice.paid", invoice(t), t);
    expect((await statusOf(bob)).subscriptionStatus).toBe("inactive");
    await send("invoice.paid", invoice(t + 2), t + 2);
    expect((await statusOf(bob)).subscriptionStatus).toBe("active");
  });

  it("cancels at period end through Stripe and shows the end date", async () => {
    const response = await bob.post("/api/subscription/cancel-subscription");
    expect(response.status).toBe(200);
    const body = await response.json();
    const call = stripe.requests.findLast((request) => request.path.startsWith("/v1/subscriptions/"));
    expect(call).toMatchObject({ method: "POST", params: { cancel_at_period_end: "true" } });
    const status = await statusOf(bob);
    expect(status.subscriptionStatus).toBe("active");
    expect(status.cancelAt).toBe(body.cancelAt);
    expect(status.cancelAt).toBe(status.currentPeriodEnd);
  });

  it("keeps a deleted subscription inactive when an older update arrives after it", async () => {
    const subscriptionId = [...stripe.subscriptions.keys()].at(-1) ?? "";
    const subscription = stripe.subscriptions.get(subscriptionId) ?? {};
    const t = nowSeconds() + 10;
    await send("customer.subscription.deleted", { ...subscription, status: "canceled" }, t);
    expect((await statusOf(bob)).subscriptionStatus).toBe("inactive");
    const late = await send("customer.subscription.updated", { ...subscription, status: "active" }, t - 5);
    expect(late.result).toBe("applied");
    expect((await statusOf(bob)).subscriptionStatus).toBe("inactive");
    // Even one stamped with the same second cannot revive a cancelled subscription.
    await send("customer.subscription.updated", { ...subscription, status: "active" }, t);
    const status = await statusOf(bob);
    expect(status).toMatchObject({ subscriptionStatus: "inactive", imageGenerationLimit: 0, cancelAt: null });
    expect((await (await bob.get("/api/user/checkAuthroute")).json()).user.subscriptionStatus).toBe(
      "inactive",
    );
  });

  it("ignores subscription events for customers it did not create", async () => {
    const stranger = {
      id: "sub_stranger",
      object: "subscription",
      customer: "cus_not_ours",
      status: "active",
      metadata: { userId: "someone" },
      items: { data: [{ price: { id: "price_pro_m" }, current_period_end: nowSeconds() + 1000 }] },
    };
    expect((await send("customer.subscription.created", stranger)).result).toBe("ignored");
  });
});

import { PLAN_CARDS } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { billingFor, configureBilling } from "./billing-registry.ts";

const DAY = 24 * 60 * 60 * 1000;

// The built-in test checkout (no STRIPE_SECRET_KEY): the whole buy -> pay -> active -> cancel ->
// inactive lifecycle through the HTTP API, driven by the same event applier as Stripe's webhook.
describe("billing without Stripe (built-in test checkout)", () => {
  let server: TestServer;
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    configureBilling(server.deps, { env: {} });
    alice = await signUpVerified(server, { email: "alice@example.com", name: "Alice" });
    bob = await signUpVerified(server, { email: "bob@example.com", name: "Bob" });
  });
  afterAll(async () => server?.close());

  it("refuses a missing or unknown plan id with 400, and visitors with 401", async () => {
    const missing = await alice.post("/api/subscription/create", {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "VALIDATION", message: "planId is required" });
    const unknown = await alice.post("/api/subscription/create", { planId: "price_gold_forever" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "VALIDATION", message: "Unknown plan" });
    const visitor = await server.client().post("/api/subscription/create", { planId: "pro-monthly" });
    expect(visitor.status).toBe(401);
  });

  it("starts on the trial with its limits", async () => {
    const response = await alice.get("/api/subscription/status");
    expect(response.status).toBe(200);
    const status = await response.json();
    expect(status).toMatchObject({
      subscriptionStatus: "trial",
      subscriptionPlan: "trial",
      imageGenerationCount: 0,
      imageGenerationLimit: 5,
      videoGenerationLimit: 2,
      facelessGenerationLimit: 2,
      scriptGenerationLimit: 10,
      slideshowGenerationLimit: 3,
      voiceOverGenerationLimit: 5,
      linkVideoGenerationLimit: 2,
      cancelAt: null,
    });
    expect(new Date(status.monthlyResetDate).getTime()).toBeGreaterThan(server.clock.now());
  });

  it("buys Pro through the test checkout and becomes active with Pro's limits", async () => {
    // A double click: two requests at once make one session.
    const [first, second] = await Promise.all([
      alice.post("/api/subscription/create", { planId: "pro-monthly" }),
      alice.post("/api/subscription/create", { planId: "pro-monthly" }),
    ]);
    expect(first.status).toBe(200);
    const created = await first.json();
    expect((await second.json()).id).toBe(created.id);
    expect(created.url).toBe(`http://localhost:3000/dashboard/checkout/test?session_id=${created.id}`);

    const page = await alice.get(`/api/subscription/test-checkout/${created.id}`);
    expect(await page.json()).toMatchObject({
      planId: "pro-monthly",
      planType: "Pro",
      amount_total: 2900,
      currency: "usd",
      status: "open",
    });
    // Someone else cannot see or pay it.
    expect((await bob.get(`/api/subscription/test-checkout/${created.id}`)).status).toBe(404);
    expect((await bob.post(`/api/subscription/test-checkout/${created.id}/pay`)).status).toBe(404);

    const paid = await alice.post(`/api/subscription/test-checkout/${created.id}/pay`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirectUrl: `/dashboard/payment/success?session_id=${created.id}` });
    expect((await alice.post(`/api/subscription/test-checkout/${created.id}/pay`)).status).toBe(409);

    const details = await alice.get(`/api/subscription/payment-details?session_id=${created.id}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({
      amount_total: 2900,
      currency: "usd",
      payment_method_types: ["card"],
      customer_email: "alice@example.com",
    });
    // Another user's session id answers like an unknown one.
    expect((await bob.get(`/api/subscription/payment-details?session_id=${created.id}`)).status).toBe(404);

    const status = await (await alice.get("/api/subscription/status")).json();
    const pro = PLAN_CARDS.monthly.find((plan) => plan.planId === "pro-monthly");
    expect(status).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "pro-monthly",
      imageGenerationLimit: pro?.limits.images,
      videoGenerationLimit: pro?.limits.videos,
      facelessGenerationLimit: pro?.limits.facelessVideos,
      scriptGenerationLimit: pro?.limits.scripts,
      slideshowGenerationLimit: pro?.limits.slideshows,
      voiceOverGenerationLimit: pro?.limits.voiceOvers,
      linkVideoGenerationLimit: pro?.limits.linkVideos,
      cancelAt: null,
    });
    // Only the Free plan is held to minutes a week.
    expect(status).not.toHaveProperty("weekly");
    const session = await (await alice.get("/api/user/checkAuthroute")).json();
    expect(session.user.subscriptionStatus).toBe("active");
    // A second purchase while active is refused rather than charged twice.
    expect((await alice.post("/api/subscription/create", { planId: "starter-yearly" })).status).toBe(409);
  });

  it("refuses a cross-site cancel, cancels at period end, and ends the plan when the period is over", async () => {
    const evil = await alice.request("/api/subscription/cancel-subscription", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    expect((await (await alice.get("/api/subscription/status")).json()).cancelAt).toBeNull();

    const cancelled = await alice.post("/api/subscription/cancel-subscription");
    expect(cancelled.status).toBe(200);
    const body = await cancelled.json();
    expect(body.message).toMatch(
      /^Your subscription is cancelled and stays active until [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    const status = await (await alice.get("/api/subscription/status")).json();
    expect(status.subscriptionStatus).toBe("active");
    expect(status.cancelAt).toBe(body.cancelAt);
    expect(status.cancelAt).toBe(status.currentPeriodEnd);
    expect(status.cancelAt * 1000).toBeGreaterThan(server.clock.now() + 27 * DAY);

    server.clock.set(status.cancelAt * 1000 + 1000);
    const ended = await (await alice.get("/api/subscription/status")).json();
    expect(ended.subscriptionStatus).toBe("inactive");
    expect(ended.imageGenerationLimit).toBe(0);
    const session = await (await alice.get("/api/user/checkAuthroute")).json();
    expect(session.user.subscriptionStatus).toBe("inactive");
    // Nothing left to cancel.
    expect((await alice.post("/api/subscription/cancel-subscription")).status).toBe(404);
  });

  it("cancelling the test checkout returns to pricing and leaves the user unchanged", async () => {
    const created = await (await bob.post("/api/subscription/create", { planId: "starter-monthly" })).json();
    const cancelled = await bob.post(`/api/subscription/test-checkout/${created.id}/cancel`);
    expect(await cancelled.json()).toEqual({ redirectUrl: "/pricing" });
    expect((await bob.post(`/api/subscription/test-checkout/${created.id}/pay`)).status).toBe(409);
    expect((await (await bob.get("/api/subscription/status")).json()).subscriptionStatus).toBe("trial");
  });

  it("cancelling the test checkout returns to the page the plan was chosen on", async () => {
    const created = await (
      await bob.post("/api/subscription/create", { planId: "pro-yearly", returnPath: "/ai-video-generator" })
    ).json();
    expect((await (await bob.get(`/api/subscription/test-checkout/${created.id}`)).json()).cancelUrl).toBe(
      "/ai-video-generator",
    );
    const cancelled = await bob.post(`/api/subscription/test-checkout/${created.id}/cancel`);
    expect(await cancelled.json()).toEqual({ redirectUrl: "/ai-video-generator" });
  });

  it("sells the tool pages' Plus plan with its limits", async () => {
    const carol = await signUpVerified(server, { email: "carol@example.com", name: "Carol" });
    const created = await (await carol.post("/api/subscription/create", { planId: "plus-yearly" })).json();
    const page = await (await carol.get(`/api/subscription/test-checkout/${created.id}`)).json();
    expect(page).toMatchObject({ planType: "Plus", period: "yearly", amount_total: 24000 });
    expect((await carol.post(`/api/subscription/test-checkout/${created.id}/pay`)).status).toBe(200);
    expect(await (await carol.get("/api/subscription/status")).json()).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "plus-yearly",
      // Plus's 50 minutes a month, metered in seconds of output; videos are not counted.
      meteredBySeconds: true,
      generationSecondsUsed: 0,
      generationSecondsLimit: 50 * 60,
      videoGenerationLimit: 0,
      facelessGenerationLimit: 0,
    });
  });

  it("shows a Free account the seconds of AI generation of its week, and a paid one none", async () => {
    const dave = await signUpVerified(server, { email: "dave@example.com", name: "Dave" });
    const userId = (await (await dave.get("/api/user/checkAuthroute")).json()).user.id;
    const weekly = async () => (await (await dave.get("/api/subscription/status")).json()).weekly;
    expect(await weekly()).toEqual({ limitSeconds: 600, usedSeconds: 0, remainingSeconds: 600 });
    expect((await (await dave.get("/api/subscription/status")).json()).weeklyExports).toEqual({
      limit: 4,
      used: 0,
      remaining: 4,
      nextFreeAt: null,
    });

    const ledger = billingFor(server.deps).ledger;
    // A video asked for as 200 seconds holds them while it renders...
    const video = await ledger.reserve(userId, "videos", 1, 200);
    expect(await weekly()).toEqual({ limitSeconds: 600, usedSeconds: 200, remainingSeconds: 400 });
    // ...and the seconds rendered once it is done (125.3 s is charged as 126).
    expect(await ledger.settle(video.id, 125.3)).toBe(true);
    expect(await weekly()).toEqual({ limitSeconds: 600, usedSeconds: 126, remainingSeconds: 474 });
    // A failed voice-over gives its seconds back; an image has no length and is not in the week.
    const voice = await ledger.reserve(userId, "voiceOvers", 1, 90);
    await ledger.reserve(userId, "images");
    expect((await weekly()).usedSeconds).toBe(216);
    expect(await ledger.refund(voice)).toBe(true);
    expect(await weekly()).toEqual({ limitSeconds: 600, usedSeconds: 126, remainingSeconds: 474 });

    // Each generation counts for 7 days from when it was asked for.
    server.clock.set(server.clock.now() + 7 * DAY + 1000);
    expect(await weekly()).toEqual({ limitSeconds: 600, usedSeconds: 0, remainingSeconds: 600 });

    const created = await (await dave.post("/api/subscription/create", { planId: "starter-monthly" })).json();
    expect((await dave.post(`/api/subscription/test-checkout/${created.id}/pay`)).status).toBe(200);
    const paid = await (await dave.get("/api/subscription/status")).json();
    expect(paid.subscriptionStatus).toBe("active");
    expect(paid).not.toHaveProperty("weekly");
    // ... and to 4 exports a week with the logo (decision record 31).
    expect(paid).not.toHaveProperty("weeklyExports");
  });

  it("refuses a return path that leads off the site", async () => {
    for (const returnPath of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "pricing",
      "",
    ]) {
      const response = await bob.post("/api/subscription/create", { planId: "pro-monthly", returnPath });
      expect(response.status, returnPath).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION" });
    }
  });

  it("renews an uncancelled plan when its period ends, with a new end date and fresh monthly counters", async () => {
    const created = await (await bob.post("/api/subscription/create", { planId: "starter-monthly" })).json();
    expect((await bob.post(`/api/subscription/test-checkout/${created.id}/pay`)).status).toBe(200);
    const ledger = billingFor(server.deps).ledger;
    const session = await (await bob.get("/api/user/checkAuthroute")).json();
    await ledger.reserve(session.user.id, "images");
    const before = await (await bob.get("/api/subscription/status")).json();
    expect(before).toMatchObject({
      subscriptionStatus: "active",
      subscriptionPlan: "starter-monthly",
      imageGenerationCount: 1,
    });

    server.clock.set(before.currentPeriodEnd * 1000 + 60_000);
    const after = await (await bob.get("/api/subscription/status")).json();
    expect(after.subscriptionStatus).toBe("active");
    expect(after.currentPeriodEnd).toBeGreaterThan(before.currentPeriodEnd + 27 * 24 * 3600);
    expect(after.imageGenerationCount).toBe(0);
    expect(after.cancelAt).toBeNull();
  });
});

import { createHash } from "node:crypto";
import {
  ErrorCode,
  FREE_WEEKLY_GENERATION_SECONDS,
  findPlanCard,
  type PlanId,
  safeReturnPath,
  type TCancelSubscriptionResponse,
  type TCreateSubscriptionResponse,
  type TPaymentDetailsResponse,
  type TSubscriptionStatusResponse,
  type TTestCheckoutSession,
} from "@reelforge/contract";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import { getSubscriptionStatus } from "../accounts/subscription-status.ts";
import { type ApplyResult, applyBillingEvent } from "./apply-event.ts";
import type { BillingConfig } from "./billing-config.ts";
import type { Clock } from "./clock.ts";
import { weeklyExports } from "./export-ledger.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { createStripeGateway } from "./stripe-gateway.ts";
import { billingCheckoutSession, billingCustomer, billingSubscription } from "./tables.ts";
import { createTestGateway, type TestGateway } from "./test-gateway.ts";
import { createUsageLedger, type UsageLedger } from "./usage-ledger.ts";

export type BillingUser = { id: string; email: string; name: string; subscriptionStatus: string };

export type BillingService = ReturnType<typeof createBillingService>;

const DEFAULT_CANCEL_PATH = "/pricing";

// A double click within this window reuses the first checkout session.
const CHECKOUT_REUSE_MS = 10 * 60 * 1000;

function notFound(message: string): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 404, message);
}

export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  config: BillingConfig;
  logger: Logger;
  // For tests: a gateway other than the one the configuration chooses.
  gateway?: PaymentGateway;
}) {
  const { db, clock, config, logger } = deps;
  const applyDeps = { db, clock, config, logger };
  const applyEvent = (event: Stripe.Event): Promise<ApplyResult> => applyBillingEvent(applyDeps, event);
  const testGateway: TestGateway | undefined =
    deps.gateway || config.secretKey
      ? undefined
      : createTestGateway({ db, clock, config, emit: applyEvent, findPlan: findPlanCard });
  const gateway: PaymentGateway = deps.gateway ?? testGateway ?? createStripeGateway(config);
  const ledger: UsageLedger = createUsageLedger(db, clock);

  async function customerFor(user: BillingUser): Promise<string> {
    const [existing] = await db.select().from(billingCustomer).where(eq(billingCustomer.userId, user.id));
    if (existing) return existing.customerId;
    const customerId = await gateway.createCustomer({ userId: user.id, email: user.email, name: user.name });
    await db.insert(billingCustomer).values({ userId: user.id, customerId }).onConflictDoNothing();
    // A concurrent first purchase may have stored its customer first; use the stored one.
    const [stored] = await db.select().from(billingCustomer).where(eq(billingCustomer.userId, user.id));
    if (!stored) throw new Error("billing customer was not stored");
    return stored.customerId;
  }

  async function currentSubscription(userId: string) {
    const [row] = await db
      .select()
      .from(billingSubscription)
      .where(
        and(
          eq(billingSubscription.userId, userId),
          inArray(billingSubscription.status, ["active", "trialing"]),
        ),
      )
      .orderBy(desc(billingSubscription.stateAt));
    return row;
  }

  async function latestSubscription(userId: string) {
    const [row] = await db
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.userId, userId))
      .orderBy(desc(billingSubscription.stateAt), desc(billingSubscription.updatedAt));
    return row;
  }

  return {
    testMode: gateway.testMode,
    config,
    ledger,
    applyEvent,

    async createCheckout(
      user: BillingUser,
      planId: PlanId,
      returnPath?: string,
    ): Promise<TCreateSubscriptionResponse> {
      const plan = findPlanCard(planId);
      if (!plan) throw new AppError(ErrorCode.VALIDATION, 400, "Unknown plan");
      if (!gateway.testMode && !config.priceIds[plan.planId]) {
        throw new AppError(
          ErrorCode.UNAVAILABLE,
          503,
          "This plan cannot be bought right now",
          `Set STRIPE_PRICE_${plan.planId.toUpperCase().replace("-", "_")}`,
        );
      }
      if (await currentSubscription(user.id)) {
        throw new AppError(
          ErrorCode.CONFLICT,
          409,
          "You already have an active subscription",
          "See your subscription on the subscription page.",
        );
      }
      const now = clock().getTime();
      // The latest session of this plan, if any. Once it is paid or abandoned, the next click
      // must get a new session, so its id is part of the idempotency key; two clicks at once read
      // the same latest session and so share one key (and one session).
      const [latest] = await db
        .select()
        .from(billingCheckoutSession)
        .where(
          and(eq(billingCheckoutSession.userId, user.id), eq(billingCheckoutSession.planId, plan.planId)),
        )
        .orderBy(desc(billingCheckoutSession.createdAt))
        .limit(1);
      const closed = latest && latest.status !== "open" ? latest.id : "";
      const customerId = await customerFor(user);
      const bucket = Math.floor(now / CHECKOUT_REUSE_MS);
      const material = `${user.id}:${plan.planId}:${customerId}:${bucket}:${closed}`;
      const idempotencyKey = `checkout-${createHash("sha256").update(material).digest("hex").slice(0, 40)}`;
      const successUrl = `${config.publicUrl}/dashboard/payment/success?session_id={CHECKOUT_SESSION_ID}`;
      // Cancel leads back to the page the plan was chosen on.
      const cancelPath = safeReturnPath(returnPath) ?? DEFAULT_CANCEL_PATH;
      const cancelUrl = `${config.publicUrl}${cancelPath}`;
      const session = await gateway.createCheckoutSession({
        userId: user.id,
        customerId,
        plan,
        successUrl,
        cancelUrl,
        idempotencyKey,
      });
      if (latest?.id === session.id) return { id: session.id, url: session.url };
      await db
        .insert(billingCheckoutSession)
        .values({
          id: session.id,
          userId: user.id,
          planId: plan.planId,
          customerId,
          amountTotal: session.amountTotal,
          currency: session.currency,
          customerEmail: user.email,
          testMode: gateway.testMode,
          cancelPath,
          createdAt: new Date(now),
        })
        .onConflictDoNothing();
      return { id: session.id, url: session.url };
    },

    async paymentDetails(userId: string, sessionId: string): Promise<TPaymentDetailsResponse> {
      const [row] = await db
        .select()
        .from(billingCheckoutSession)
        .where(and(eq(billingCheckoutSession.id, sessionId), eq(billingCheckoutSession.userId, userId)));
      // Someone else's session answers exactly like one that does not exist.
      if (!row) throw notFound("Payment not found");
      const details = await gateway.retrieveCheckoutSession(sessionId);
      if (!details) throw notFound("Payment not found");
      return { ...details, planId: row.planId, testMode: row.testMode };
    },

    async status(userId: string): Promise<TSubscriptionStatusResponse> {
      await testGateway?.endDueSubscriptions(userId);
      const snapshot = await ledger.snapshot(userId);
      const subscriptionStatus = (await getSubscriptionStatus(db, userId)) ?? "trial";
      const subscription = (await currentSubscription(userId)) ?? (await latestSubscription(userId));
      const toSeconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);
      // Only the Free plan (the trial) is held to minutes a week (decision record 27).
      const weekUsed = snapshot.plan === "trial" ? await ledger.weekSeconds(userId) : undefined;
      // ... and to exports a week with the logo (decision record 31).
      const exports = snapshot.plan === "trial" ? await weeklyExports(db, userId, clock()) : undefined;
      return {
        subscriptionStatus,
        subscriptionPlan: subscription?.planId ?? snapshot.plan,
        imageGenerationCount: snapshot.counts.images,
        imageGenerationLimit: snapshot.limits.images,
        videoGenerationCount: snapshot.counts.videos,
        videoGenerationLimit: snapshot.limits.videos,
        facelessGenerationCount: snapshot.counts.facelessVideos,
        facelessGenerationLimit: snapshot.limits.facelessVideos,
        scriptGenerationCount: snapshot.counts.scripts,
        scriptGenerationLimit: snapshot.limits.scripts,
        slideshowGenerationCount: snapshot.counts.slideshows,
        slideshowGenerationLimit: snapshot.limits.slideshows,
        voiceOverGenerationCount: snapshot.counts.voiceOvers,
        voiceOverGenerationLimit: snapshot.limits.voiceOvers,
        linkVideoGenerationCount: snapshot.counts.linkVideos,
        linkVideoGenerationLimit: snapshot.limits.linkVideos,
        meteredBySeconds: snapshot.meteredBySeconds,
        generationSecondsUsed: snapshot.counts.generationSeconds,
        generationSecondsLimit: snapshot.limits.generationSeconds,
        clipGenerationCount: snapshot.counts.clips,
        clipGenerationLimit: snapshot.limits.clips,
        monthlyResetDate: snapshot.resetAt.toISOString(),
        cancelAt:
          subscription && subscription.status !== "canceled" ? toSeconds(subscription.cancelAt) : null,
        currentPeriodEnd: toSeconds(subscription?.currentPeriodEnd),
        ...(weekUsed === undefined
          ? {}
          : {
              weekly: {
                limitSeconds: FREE_WEEKLY_GENERATION_SECONDS,
                usedSeconds: weekUsed,
                remainingSeconds: Math.max(0, FREE_WEEKLY_GENERATION_SECONDS - weekUsed),
              },
            }),
        ...(exports === undefined
          ? {}
          : {
              weeklyExports: {
                limit: exports.limit,
                used: exports.used,
                remaining: exports.remaining,
                nextFreeAt: exports.nextFreeAt?.toISOString() ?? null,
              },
            }),
      };
    },

    async cancel(userId: string): Promise<TCancelSubscriptionResponse> {
      const subscription = await currentSubscription(userId);
      if (!subscription) throw notFound("You have no active subscription to cancel");
      const { cancelAt } = subscription.cancelAt
        ? { cancelAt: Math.floor(subscription.cancelAt.getTime() / 1000) }
        : await gateway.cancelAtPeriodEnd(subscription.id);
      if (!gateway.testMode && cancelAt !== null) {
        // Stripe's answer is authoritative; the webhook's customer.subscription.updated confirms it.
        await db
          .update(billingSubscription)
          .set({ cancelAt: new Date(cancelAt * 1000), updatedAt: new Date() })
          .where(
            and(eq(billingSubscription.id, subscription.id), ne(billingSubscription.status, "canceled")),
          );
      }
      // The same words as the web app's cancel dialog and subscription page ("December 26, 2026", UTC).
      const ends = cancelAt
        ? new Date(cancelAt * 1000).toLocaleDateString("en-US", {
            year: "numeric",
            month: "long",
            day: "numeric",
            timeZone: "UTC",
          })
        : "the end of the period";
      return { message: `Your subscription is cancelled and stays active until ${ends}`, cancelAt };
    },

    async testCheckout(userId: string, sessionId: string): Promise<TTestCheckoutSession> {
      if (!testGateway) throw notFound("Test checkout is off: payments go through Stripe");
      const [row] = await db
        .select()
        .from(billingCheckoutSession)
        .where(and(eq(billingCheckoutSession.id, sessionId), eq(billingCheckoutSession.userId, userId)));
      if (!row) throw notFound("Checkout session not found");
      const plan = findPlanCard(row.planId);
      if (!plan) throw notFound("Checkout session not found");
      return {
        id: row.id,
        planId: row.planId,
        planType: plan.type,
        period: plan.period,
        amount_total: row.amountTotal ?? 0,
        currency: row.currency ?? "usd",
        customer_email: row.customerEmail,
        status: row.status,
        successUrl: `/dashboard/payment/success?session_id=${encodeURIComponent(row.id)}`,
        cancelUrl: safeReturnPath(row.cancelPath) ?? DEFAULT_CANCEL_PATH,
      };
    },

    async payTestCheckout(userId: string, sessionId: string): Promise<{ redirectUrl: string }> {
      const session = await this.testCheckout(userId, sessionId);
      if (session.status !== "open") {
        throw new AppError(
          ErrorCode.CONFLICT,
          409,
          session.status === "complete" ? "This checkout is already paid" : "This checkout was cancelled",
        );
      }
      await testGateway?.pay(sessionId);
      return { redirectUrl: session.successUrl };
    },

    async cancelTestCheckout(userId: string, sessionId: string): Promise<{ redirectUrl: string }> {
      const session = await this.testCheckout(userId, sessionId);
      await db
        .update(billingCheckoutSession)
        .set({ status: "expired" })
        .where(and(eq(billingCheckoutSession.id, sessionId), eq(billingCheckoutSession.status, "open")));
      return { redirectUrl: session.cancelUrl };
    },
  };
}

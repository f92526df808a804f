import { createHash, randomBytes } from "node:crypto";
import type { PlanCard } from "@reelforge/contract";
import { and, eq, isNotNull, lte, ne } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../platform/db.ts";
import type { BillingConfig } from "./billing-config.ts";
import { addMonths, type Clock } from "./clock.ts";
import type { CheckoutInput, CheckoutSession, PaymentGateway } from "./payment-gateway.ts";
import { billingCheckoutSession, billingSubscription } from "./tables.ts";

// The built-in test checkout, used when STRIPE_SECRET_KEY is unset. It plays Stripe's part: it
// hands out a checkout page of our own (/dashboard/checkout/test, labelled as test mode) and, when
// the user pays there, raises the events Stripe would send to the webhook. Those events go through
// the same applyBillingEvent as real ones, so everything downstream is the same code.

export type EmitEvent = (event: Stripe.Event) => Promise<unknown>;

export type TestGateway = PaymentGateway & {
  pay(sessionId: string): Promise<void>;
  // What Stripe does on its side when a paid period ends: renews the subscription, or ends it
  // when it was cancelled. Run lazily when the user's status is read.
  endDueSubscriptions(userId: string): Promise<void>;
};

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function localPriceId(planId: string): string {
  return `price_local_${planId}`;
}

export function amountOf(plan: PlanCard): number {
  return Math.round(plan.price * 100);
}

function event(type: string, object: unknown, created: number): Stripe.Event {
  return {
    id: randomId("evt_local"),
    object: "event",
    type,
    created,
    livemode: false,
    api_version: null,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

type SubscriptionFields = {
  id: string;
  customerId: string;
  userId: string;
  planId: string;
  status: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAt: number | null;
};

function subscriptionObject(fields: SubscriptionFields): Stripe.Subscription {
  return {
    id: fields.id,
    object: "subscription",
    customer: fields.customerId,
    status: fields.status,
    created: fields.created,
    cancel_at: fields.cancelAt,
    cancel_at_period_end: fields.cancelAt !== null,
    livemode: false,
    metadata: { userId: fields.userId, planId: fields.planId },
    items: {
      object: "list",
      data: [
        {
          id: `si_local_${fields.id}`,
          object: "subscription_item",
          current_period_start: fields.periodStart,
          current_period_end: fields.periodEnd,
          price: { id: localPriceId(fields.planId), object: "price" },
          quantity: 1,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

export function createTestGateway(deps: {
  db: Db;
  clock: Clock;
  config: BillingConfig;
  emit: EmitEvent;
  findPlan: (planId: string) => PlanCard | undefined;
}): TestGateway {
  const { db, clock, config, emit } = deps;
  return {
    testMode: true,
    async createCustomer() {
      return randomId("cus_local");
    },
    async createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession> {
      // Derived from the idempotency key, like Stripe's replay: a double click names one session.
      const id = `cs_local_${createHash("sha256").update(input.idempotencyKey).digest("hex").slice(0, 32)}`;
      return {
        id,
        url: `${config.publicUrl}/dashboard/checkout/test?session_id=${encodeURIComponent(id)}`,
        amountTotal: amountOf(input.plan),
        currency: "usd",
      };
    },
    async retrieveCheckoutSession(sessionId) {
      const [row] = await db
        .select()
        .from(billingCheckoutSession)
        .where(eq(billingCheckoutSession.id, sessionId));
      if (!row) return null;
      return {
        amount_total: row.amountTotal,
        currency: row.currency,
        payment_method_types: row.paymentMethodTypes,
        customer_email: row.customerEmail,
      };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const [row] = await db
        .select()
        .from(billingSubscription)
        .where(eq(billingSubscription.id, subscriptionId));
      if (!row) throw new Error(`unknown test subscription ${subscriptionId}`);
      const now = seconds(clock());
      const periodEnd = row.currentPeriodEnd ? seconds(row.currentPeriodEnd) : now;
      const object = subscriptionObject({
        id: row.id,
        customerId: row.customerId,
        userId: row.userId,
        planId: row.planId,
        status: row.status,
        created: seconds(row.createdAt),
        periodStart: now,
        periodEnd,
        cancelAt: periodEnd,
      });
      await emit(event("customer.subscription.updated", object, now));
      return { cancelAt: periodEnd };
    },
    async pay(sessionId) {
      const [session] = await db
        .select()
        .from(billingCheckoutSession)
        .where(eq(billingCheckoutSession.id, sessionId));
      if (!session) throw new Error(`unknown test checkout session ${sessionId}`);
      if (session.status !== "open") throw new Error(`test checkout session ${sessionId} is not open`);
      const plan = deps.findPlan(session.planId);
      if (!plan) throw new Error(`unknown plan ${session.planId}`);
      const nowDate = clock();
      const now = seconds(nowDate);
      const subscriptionId = randomId("sub_local");
      const periodEnd = seconds(addMonths(nowDate, plan.period === "yearly" ? 12 : 1));
      const completed = {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        amount_total: session.amountTotal,
        currency: session.currency,
        customer: session.customerId,
        customer_email: session.customerEmail,
        customer_details: { email: session.customerEmail },
        client_reference_id: session.userId,
        metadata: { userId: session.userId, planId: session.planId },
        payment_method_types: ["card"],
        subscription: subscriptionId,
        livemode: false,
      };
      const subscription = subscriptionObject({
        id: subscriptionId,
        customerId: session.customerId,
        userId: session.userId,
        planId: session.planId,
        status: "active",
        created: now,
        periodStart: now,
        periodEnd,
        cancelAt: null,
      });
      const invoice = {
        id: randomId("in_local"),
        object: "invoice",
        customer: session.customerId,
        status: "paid",
        amount_paid: session.amountTotal,
        currency: session.currency,
        billing_reason: "subscription_create",
        parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
        livemode: false,
      };
      await emit(event("checkout.session.completed", completed, now));
      await emit(event("customer.subscription.created", subscription, now));
      await emit(event("invoice.paid", invoice, now));
    },
    async endDueSubscriptions(userId) {
      const nowDate = clock();
      const now = seconds(nowDate);
      const due = await db
        .select()
        .from(billingSubscription)
        .where(
          and(
            eq(billingSubscription.userId, userId),
            eq(billingSubscription.testMode, true),
            ne(billingSubscription.status, "canceled"),
            isNotNull(billingSubscription.currentPeriodEnd),
            lte(billingSubscription.currentPeriodEnd, nowDate),
          ),
        );
      for (const row of due) {
        const fields = {
          id: row.id,
          customerId: row.customerId,
          userId: row.userId,
          planId: row.planId,
          created: seconds(row.createdAt),
        };
        if (row.cancelAt && row.cancelAt.getTime() <= nowDate.getTime()) {
          // Cancelled and the paid period is over: Stripe deletes the subscription.
          const end = seconds(row.cancelAt);
          const object = subscriptionObject({
            ...fields,
            status: "canceled",
            periodStart: end,
            periodEnd: end,
            cancelAt: end,
          });
          await emit(event("customer.subscription.deleted", object, now));
          continue;
        }
        if (row.cancelAt) continue;
        // Not cancelled: Stripe charges the next period and tells us with invoice.paid and an update.
        const plan = deps.findPlan(row.planId);
        const months = plan?.period === "yearly" ? 12 : 1;
        let periodStart = row.currentPeriodEnd ?? nowDate;
        let periodEnd = addMonths(periodStart, months);
        while (periodEnd.getTime() <= nowDate.getTime()) {
          periodStart = periodEnd;
          periodEnd = addMonths(periodStart, months);
        }
        const object = subscriptionObject({
          ...fields,
          status: "active",
          periodStart: seconds(periodStart),
          periodEnd: seconds(periodEnd),
          cancelAt: null,
        });
        const invoice = {
          id: randomId("in_local"),
          object: "invoice",
          customer: row.customerId,
          status: "paid",
          amount_paid: plan ? amountOf(plan) : null,
          currency: "usd",
          billing_reason: "subscription_cycle",
          parent: { type: "subscription_details", subscription_details: { subscription: row.id } },
          livemode: false,
        };
        await emit(event("invoice.paid", invoice, now));
        await emit(event("customer.subscription.updated", object, now));
      }
    },
  };
}

import { findPlanCard, limitsOfPlan, type PlanId, TRIAL_LIMITS } from "@reelforge/contract";
import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../platform/db.ts";
import type { Logger } from "../../platform/logger.ts";
import { getSubscriptionStatus, setSubscriptionStatus } from "../accounts/subscription-status.ts";
import { type BillingConfig, planForPrice } from "./billing-config.ts";
import type { Clock } from "./clock.ts";
import {
  billingCheckoutSession,
  billingCustomer,
  billingEvent,
  billingSubscription,
  usageCounter,
} from "./tables.ts";
import { setUsagePlan } from "./usage-ledger.ts";

// A paid-up subscription; anything else (past_due, unpaid, canceled, incomplete...) is inactive.
const ACTIVE_STATES = new Set(["active", "trialing"]);

export type ApplyDeps = { db: Db; clock: Clock; config: BillingConfig; logger: Logger };
export type ApplyResult = "applied" | "duplicate" | "ignored";

// The one place provider events change our state. The webhook calls it after verifying the
// signature; the built-in test checkout calls it with the events Stripe would have sent.
// Each event applies once (its id is inserted under a unique key in the same transaction as its
// effects) and in any order (a subscription only moves to a state from a newer event, and a
// cancelled subscription never comes back).
export async function applyBillingEvent(deps: ApplyDeps, event: Stripe.Event): Promise<ApplyResult> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvent)
      .values({ id: event.id, type: event.type, created: event.created })
      .onConflictDoNothing()
      .returning({ id: billingEvent.id });
    if (!fresh) return "duplicate";
    const userId = await applyToState(deps, tx, event);
    if (userId === undefined) return "ignored";
    await recomputeUser({ ...deps, db: tx }, userId);
    return "applied";
  });
}

type Tx = Db;

async function applyToState(deps: ApplyDeps, tx: Tx, event: Stripe.Event): Promise<string | undefined> {
  switch (event.type) {
    case "checkout.session.completed":
      return applyCheckoutCompleted(deps, tx, event.data.object, event.created);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscription(
        deps,
        tx,
        event.data.object,
        event.created,
        event.type === "customer.subscription.deleted",
      );
    case "invoice.paid":
      return applyInvoice(tx, event.data.object, event.created, "active");
    case "invoice.payment_failed":
      return applyInvoice(tx, event.data.object, event.created, "past_due");
    default:
      return undefined;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

async function applyCheckoutCompleted(
  deps: ApplyDeps,
  tx: Tx,
  session: Stripe.Checkout.Session,
  created: number,
): Promise<string | undefined> {
  // An unpaid completed session (e.g. a delayed bank debit) grants nothing yet.
  if (session.mode !== "subscription" || session.payment_status !== "paid") return undefined;
  const subscriptionId = idOf(session.subscription);
  // Only sessions we created count; the user and plan come from our record, not the payload.
  const [ours] = await tx
    .select()
    .from(billingCheckoutSession)
    .where(eq(billingCheckoutSession.id, session.id));
  if (!ours || !subscriptionId) {
    deps.logger.warn({ sessionId: session.id }, "billing: completed checkout session we did not create");
    return undefined;
  }
  await tx
    .update(billingCheckoutSession)
    .set({
      status: "complete",
      amountTotal: session.amount_total,
      currency: session.currency,
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      paymentMethodTypes: session.payment_method_types ?? [],
      subscriptionId,
    })
    .where(eq(billingCheckoutSession.id, session.id));
  await upsertSubscription(tx, {
    id: subscriptionId,
    userId: ours.userId,
    customerId: ours.customerId,
    planId: ours.planId,
    status: "active",
    currentPeriodEnd: null,
    cancelAt: undefined,
    stateAt: created,
    testMode: ours.testMode,
  });
  return ours.userId;
}

async function userForCustomer(tx: Tx, customerId: string | undefined): Promise<string | undefined> {
  if (!customerId) return undefined;
  const [row] = await tx.select().from(billingCustomer).where(eq(billingCustomer.customerId, customerId));
  return row?.userId;
}

async function applySubscription(
  deps: ApplyDeps,
  tx: Tx,
  subscription: Stripe.Subscription,
  created: number,
  deleted: boolean,
): Promise<string | undefined> {
  const customerId = idOf(subscription.customer);
  // The customer is ours only if we created it; metadata alone is not trusted to name a user.
  const userId = await userForCustomer(tx, customerId);
  if (!userId || !customerId) {
    deps.logger.warn({ subscriptionId: subscription.id }, "billing: subscription of an unknown customer");
    return undefined;
  }
  const item = subscription.items?.data?.[0];
  const metadataPlan = subscription.metadata?.planId;
  const planId =
    planForPrice(deps.config, item?.price?.id) ??
    (metadataPlan && findPlanCard(metadataPlan) ? (metadataPlan as PlanId) : undefined);
  const [existing] = await tx
    .select()
    .from(billingSubscription)
    .where(eq(billingSubscription.id, subscription.id));
  const resolvedPlan = planId ?? existing?.planId;
  if (!resolvedPlan) {
    deps.logger.warn({ subscriptionId: subscription.id }, "billing: subscription with an unknown price");
    return undefined;
  }
  await upsertSubscription(tx, {
    id: subscription.id,
    userId,
    customerId,
    planId: resolvedPlan,
    status: deleted ? "canceled" : subscription.status,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAt: subscription.cancel_at ? new Date(subscription.cancel_at * 1000) : null,
    stateAt: created,
    testMode: existing?.testMode ?? !subscription.livemode,
  });
  return userId;
}

async function applyInvoice(
  tx: Tx,
  invoice: Stripe.Invoice,
  created: number,
  status: "active" | "past_due",
): Promise<string | undefined> {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
  if (!subscriptionId) return undefined;
  const [row] = await tx
    .update(billingSubscription)
    .set({ status, stateAt: created, updatedAt: new Date() })
    .where(
      and(
        eq(billingSubscription.id, subscriptionId),
        lte(billingSubscription.stateAt, created),
        ne(billingSubscription.status, "canceled"),
      ),
    )
    .returning({ userId: billingSubscription.userId });
  if (row) return row.userId;
  // Older than what we hold, or a subscription we do not know yet: the subscription events carry
  // the full state, so nothing is lost by skipping it.
  const [known] = await tx
    .select({ userId: billingSubscription.userId })
    .from(billingSubscription)
    .where(eq(billingSubscription.id, subscriptionId));
  return known?.userId;
}

type SubscriptionState = {
  id: string;
  userId: string;
  customerId: string;
  planId: string;
  status: string;
  currentPeriodEnd: Date | null;
  // undefined: keep what is stored (the event does not say).
  cancelAt: Date | null | undefined;
  stateAt: number;
  testMode: boolean;
};

// Insert, or move to the new state only when the event is at least as new as the stored one and
// the subscription is not already cancelled (terminal in Stripe).
async function upsertSubscription(tx: Tx, state: SubscriptionState): Promise<void> {
  await tx
    .insert(billingSubscription)
    .values({ ...state, cancelAt: state.cancelAt ?? null })
    .onConflictDoUpdate({
      target: billingSubscription.id,
      set: {
        status: sql`excluded.status`,
        planId: sql`excluded.plan_id`,
        currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${billingSubscription.currentPeriodEnd})`,
        cancelAt:
          state.cancelAt === undefined ? sql`${billingSubscription.cancelAt}` : sql`excluded.cancel_at`,
        stateAt: sql`excluded.state_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${billingSubscription.stateAt} <= excluded.state_at and ${billingSubscription.status} <> 'canceled'`,
    });
}

// Derives the user's lifecycle value and usage limits from their subscriptions:
// any paid-up subscription -> active with its plan's limits; only ended or unpaid ones -> inactive.
export async function recomputeUser(deps: ApplyDeps, userId: string): Promise<void> {
  const { db, clock } = deps;
  const subscriptions = await db
    .select()
    .from(billingSubscription)
    .where(eq(billingSubscription.userId, userId))
    .orderBy(desc(billingSubscription.stateAt), desc(billingSubscription.updatedAt));
  const latest = subscriptions[0];
  if (!latest) return;
  const active = subscriptions.find((candidate) => ACTIVE_STATES.has(candidate.status));
  const previous = await getSubscriptionStatus(db, userId);
  const [usage] = await db
    .select({ plan: usageCounter.plan })
    .from(usageCounter)
    .where(eq(usageCounter.userId, userId));
  const now = clock();
  if (active) {
    const plan = findPlanCard(active.planId);
    const limits = plan?.limits ?? TRIAL_LIMITS;
    // A new paid period starts the month afresh; renewals and repeats keep the counters.
    const startsNow = previous !== "active" || usage?.plan !== active.planId;
    await setUsagePlan(db, userId, active.planId, limits, now, startsNow);
    if (previous !== "active") await setSubscriptionStatus(db, userId, "active");
    return;
  }
  // "inactive" is no plan: every feature, including one added to the catalogue later, allows 0.
  await setUsagePlan(db, userId, "inactive", limitsOfPlan("inactive"), now, false);
  if (previous !== "inactive") await setSubscriptionStatus(db, userId, "inactive");
}

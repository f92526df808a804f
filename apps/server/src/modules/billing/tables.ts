import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../accounts/tables.ts";

// The payment provider's customer of each user: created once, reused for every checkout.
export const billingCustomer = pgTable("billing_customer", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Every checkout session we created, so payment details are shown only to their owner and the
// built-in test checkout has somewhere to keep its sessions.
export const billingCheckoutSession = pgTable(
  "billing_checkout_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    customerId: text("customer_id").notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    amountTotal: integer("amount_total"),
    currency: text("currency"),
    customerEmail: text("customer_email"),
    paymentMethodTypes: jsonb("payment_method_types").$type<string[]>().notNull().default([]),
    subscriptionId: text("subscription_id"),
    testMode: boolean("test_mode").notNull().default(false),
    // Where the checkout's Cancel leads back to: a path of this site (the page the plan was chosen on).
    cancelPath: text("cancel_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("billing_checkout_session_user_idx").on(table.userId)],
);

// One row per provider subscription; `stateAt` is the provider's `created` time (seconds) of the
// event that last changed it, so an older event arriving late never overwrites a newer state.
export const billingSubscription = pgTable(
  "billing_subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    planId: text("plan_id").notNull(),
    // The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, ...
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    stateAt: integer("state_at").notNull(),
    testMode: boolean("test_mode").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("billing_subscription_user_idx").on(table.userId)],
);

// Ids of the provider events already applied: the unique key makes each event apply once, even
// when the provider delivers it twice at the same moment.
export const billingEvent = pgTable("billing_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created: integer("created").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

// Each user's usage period and the plan its allowances came from (SPEC 3 status response).
export const usageCounter = pgTable("usage_counter", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  // "trial", a plan id, or "inactive" (an ended subscription): where a feature added to the
  // catalogue later takes its allowance from (limitsOfPlan in packages/contract plans.ts).
  plan: text("plan").notNull().default("trial"),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// One counter per user and feature, keyed by the catalogue's feature name (USAGE_CATALOGUE), so a
// new feature is a catalogue entry and never a migration. `used` counts this period's units.
export const usageFeature = pgTable(
  "usage_feature",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    feature: text("feature").notNull(),
    used: integer("used").notNull().default(0),
    allowance: integer("allowance").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.feature] })],
);

// One row per reservation so a refund is applied once and only to the period it was taken from.
export const usageReservation = pgTable(
  "usage_reservation",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    feature: text("feature").notNull(),
    // How many units this reservation took (a video in three languages is three videos).
    units: integer("units").notNull().default(1),
    // Seconds of output it asked for, then rendered (set on the trial only, whose results of
    // SECONDS_METERED kinds also count against FREE_WEEKLY_GENERATION_SECONDS over the last 7 days).
    seconds: integer("seconds"),
    periodResetAt: timestamp("period_reset_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (table) => [index("usage_reservation_user_idx").on(table.userId)],
);

// The trial's exports (decision record 31): each different video or image file of its results it
// downloaded, once per 7 days (FREE_WEEKLY_EXPORTS over any 7 days). A file downloaded again while
// its row is younger than 7 days adds no row; a refused or failed download adds none. Paid plans
// write none.
export const usageExport = pgTable(
  "usage_export",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // The stored file's key (gen/<generation>/<file>); kept when the generation is deleted, so
    // deleting a result does not give its export back.
    mediaKey: text("media_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("usage_export_user_created_idx").on(table.userId, table.createdAt)],
);

import { randomUUID } from "node:crypto";
import {
  FREE_WEEK_DAYS,
  FREE_WEEKLY_GENERATION_SECONDS,
  formatMinutes,
  limitsOfPlan,
  metersSeconds,
  SECONDS_METERED,
  USAGE_CATALOGUE,
  USAGE_FEATURES,
  type UsageFeature,
  type UsageLimits,
} from "@reelforge/contract";
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { addMonths, type Clock, nextMonthlyBoundary, systemClock } from "./clock.ts";
import { usageCounter, usageFeature, usageReservation } from "./tables.ts";

export { USAGE_FEATURES, type UsageFeature };

export const USAGE_LIMIT_CODE = "USAGE_LIMIT_REACHED";

export type Reservation = {
  id: string;
  userId: string;
  feature: UsageFeature;
  // How many units were taken at once (a video in several languages takes one per language).
  units: number;
  // The reset date of the period the unit was taken from; a refund after a reset gives nothing back.
  periodResetAt: Date;
};

export type UsageSnapshot = {
  plan: string;
  counts: Record<UsageFeature, number>;
  limits: Record<UsageFeature, number>;
  resetAt: Date;
  // The plan meters SECONDS_METERED results as seconds of output (generationSeconds).
  meteredBySeconds: boolean;
};

type CounterRow = typeof usageCounter.$inferSelect;

// Creates the user's period row with trial limits on first use.
async function ensureRow(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .insert(usageCounter)
    .values({ userId, plan: "trial", resetAt: addMonths(now, 1) })
    .onConflictDoNothing();
}

// Gives an account the counters of catalogue features it has none of yet (a new account, or a
// feature added to the catalogue since), with the allowance of its plan.
async function ensureFeatures(db: Db, userId: string, plan: string, features: UsageFeature[]): Promise<void> {
  if (!features.length) return;
  const limits = limitsOfPlan(plan);
  await db
    .insert(usageFeature)
    .values(features.map((feature) => ({ userId, feature, used: 0, allowance: limits[feature] })))
    .onConflictDoNothing();
}

// Lazily starts a new month: zeroes the counters when the reset date has passed; the new date and
// the zeroed counters commit together. The update is conditional on the reset date still being due
// in the database (not on equality with the value read: the database may hold microseconds a
// JavaScript date cannot, which looped for ever), so concurrent callers reset once; when it
// changes nothing, another caller reset first (or the stored date is a few microseconds after
// now), and the row as it now is is the answer.
async function rollOver(db: Db, userId: string, now: Date): Promise<CounterRow> {
  const read = async () => {
    const [row] = await db.select().from(usageCounter).where(eq(usageCounter.userId, userId));
    if (!row) throw new Error(`usage counter of ${userId} vanished`);
    return row;
  };
  const row = await read();
  if (row.resetAt.getTime() > now.getTime()) return row;
  const updated = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(usageCounter)
      .set({ resetAt: nextMonthlyBoundary(row.resetAt, now) })
      .where(and(eq(usageCounter.userId, userId), lte(usageCounter.resetAt, now)))
      .returning();
    if (moved) await tx.update(usageFeature).set({ used: 0 }).where(eq(usageFeature.userId, userId));
    return moved;
  });
  return updated ?? (await read());
}

async function readSnapshot(db: Db, row: CounterRow): Promise<UsageSnapshot> {
  let rows = await db.select().from(usageFeature).where(eq(usageFeature.userId, row.userId));
  const missing = USAGE_FEATURES.filter((f) => !rows.some((r) => r.feature === f));
  if (missing.length) {
    await ensureFeatures(db, row.userId, row.plan, missing);
    rows = await db.select().from(usageFeature).where(eq(usageFeature.userId, row.userId));
  }
  const counts = {} as Record<UsageFeature, number>;
  const limits = {} as Record<UsageFeature, number>;
  for (const feature of USAGE_FEATURES) {
    const found = rows.find((r) => r.feature === feature);
    counts[feature] = found?.used ?? 0;
    limits[feature] = found?.allowance ?? 0;
  }
  return { plan: row.plan, counts, limits, resetAt: row.resetAt, meteredBySeconds: metersSeconds(row.plan) };
}

export type UsageLedger = {
  reserve(userId: string, feature: UsageFeature, units?: number, seconds?: number): Promise<Reservation>;
  refund(reservation: Reservation): Promise<boolean>;
  settle(reservationId: string, renderedSeconds: number): Promise<boolean>;
  snapshot(userId: string): Promise<UsageSnapshot>;
  // Seconds of output the account's reservations of the last 7 days hold (the trial's weekly minutes).
  weekSeconds(userId: string): Promise<number>;
};

// The usage ledger the generators use: reserve a unit before work starts, refund it on failure.
// Pass a transaction as `db` to reserve together with other writes (e.g. enqueuing the job).
export function createUsageLedger(db: Db, clock: Clock = systemClock): UsageLedger {
  return {
    reserve: (userId, feature, units, seconds) => reserveUsage(db, userId, feature, clock(), units, seconds),
    refund: (reservation) => refundUsage(db, reservation, clock()),
    settle: (reservationId, renderedSeconds) => settleUsage(db, reservationId, renderedSeconds),
    snapshot: (userId) => usageSnapshot(db, userId, clock()),
    weekSeconds: (userId) => weekSeconds(db, userId, clock()),
  };
}

export async function usageSnapshot(db: Db, userId: string, now: Date): Promise<UsageSnapshot> {
  await ensureRow(db, userId, now);
  return readSnapshot(db, await rollOver(db, userId, now));
}

// One conditional UPDATE ... WHERE used + units <= allowance RETURNING on the (user, feature) row:
// PostgreSQL re-checks the condition on the locked row after a concurrent update commits, so with
// one unit left exactly one caller wins, whatever the number of processes. `units` are taken all
// or none: with fewer left, nothing is taken. The join on the period row refuses a month that has
// ended (its counters are zeroed in the same transaction that moves the reset date).
// `seconds` is the length of output the request asks for: on a plan that meters seconds (the tool
// plans), a SECONDS_METERED feature takes that many `generationSeconds` instead of `units` results.
export async function reserveUsage(
  db: Db,
  userId: string,
  asked: UsageFeature,
  now: Date,
  askedUnits = 1,
  seconds?: number,
): Promise<Reservation> {
  if (!Number.isInteger(askedUnits) || askedUnits < 1)
    throw new Error(`units must be a positive integer, not ${askedUnits}`);
  if (!(asked in USAGE_CATALOGUE)) throw new Error(`unknown usage feature ${asked}`);
  if (seconds !== undefined && !(Number.isFinite(seconds) && seconds > 0))
    throw new Error(`seconds must be a positive number, not ${seconds}`);
  await ensureRow(db, userId, now);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const current = await rollOver(db, userId, now);
    const bySeconds = seconds !== undefined && SECONDS_METERED.includes(asked) && metersSeconds(current.plan);
    const feature: UsageFeature = bySeconds ? "generationSeconds" : asked;
    const units = bySeconds ? Math.ceil(seconds) : askedUnits;
    // The trial's weekly minutes: the seconds its reservations of the last 7 days hold.
    const weekly =
      seconds !== undefined && SECONDS_METERED.includes(asked) && current.plan === "trial"
        ? Math.ceil(seconds)
        : undefined;
    const reserved = await db.transaction(async (tx) => {
      if (weekly !== undefined) {
        // One reservation of the account at a time past this point (the period row's lock), so
        // parallel requests cannot both fit in the seconds left.
        await tx.select().from(usageCounter).where(eq(usageCounter.userId, userId)).for("update");
        const used = await weekSeconds(tx as unknown as Db, userId, now);
        if (used + weekly > FREE_WEEKLY_GENERATION_SECONDS) throw weeklyLimitReached(used, weekly);
      }
      const [row] = await tx
        .update(usageFeature)
        .set({ used: sql`${usageFeature.used} + ${units}` })
        .from(usageCounter)
        .where(
          and(
            eq(usageFeature.userId, userId),
            eq(usageFeature.feature, feature),
            eq(usageCounter.userId, userId),
            sql`${usageFeature.used} + ${units} <= ${usageFeature.allowance}`,
            gt(usageCounter.resetAt, now),
          ),
        )
        .returning({ resetAt: usageCounter.resetAt });
      if (!row) return undefined;
      const reservation: Reservation = {
        id: randomUUID(),
        userId,
        feature,
        units,
        periodResetAt: row.resetAt,
      };
      await tx.insert(usageReservation).values({ ...reservation, seconds: weekly ?? null, createdAt: now });
      return reservation;
    });
    if (reserved) return reserved;
    // Not reserved: the account has no counter for this feature yet, the limit is reached, or the
    // month ended between the two statements.
    const [counter] = await db
      .select()
      .from(usageFeature)
      .where(and(eq(usageFeature.userId, userId), eq(usageFeature.feature, feature)));
    if (!counter) {
      await ensureFeatures(db, userId, current.plan, [feature]);
      continue;
    }
    if (current.resetAt.getTime() > now.getTime()) {
      const [period] = await db.select().from(usageCounter).where(eq(usageCounter.userId, userId));
      if (period && period.resetAt.getTime() > now.getTime()) {
        throw limitReached(await readSnapshot(db, period), feature, units);
      }
    }
  }
  throw new AppError("UNAVAILABLE", 503, "Usage could not be reserved, please retry");
}

const WEEK_MS = FREE_WEEK_DAYS * 24 * 60 * 60 * 1000;

// Seconds of output the account's reservations made in the 7 days before `now` hold (not refunded).
export async function weekSeconds(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${usageReservation.seconds}), 0)::int` })
    .from(usageReservation)
    .where(
      and(
        eq(usageReservation.userId, userId),
        isNotNull(usageReservation.seconds),
        isNull(usageReservation.refundedAt),
        gt(usageReservation.createdAt, new Date(now.getTime() - WEEK_MS)),
      ),
    );
  return Number(row?.total ?? 0);
}

function weeklyLimitReached(used: number, asked: number): AppError {
  const limit = FREE_WEEKLY_GENERATION_SECONDS;
  const left = Math.max(0, limit - used);
  const message =
    left === 0
      ? `You have used all ${formatMinutes(limit)} of AI generation of this week on the Free plan.`
      : `This asks for ${asked} seconds of AI generation, but only ${formatMinutes(left)} (${left} seconds) of your ${formatMinutes(limit)} a week ${left === 1 ? "is" : "are"} left on the Free plan.`;
  return new AppError(
    USAGE_LIMIT_CODE,
    429,
    message,
    "Each generation counts for 7 days from when it was asked for. Upgrade your plan for more.",
  );
}

function limitReached(snapshot: UsageSnapshot, feature: UsageFeature, units: number): AppError {
  const limit = snapshot.limits[feature];
  const left = Math.max(0, limit - snapshot.counts[feature]);
  const name = USAGE_CATALOGUE[feature].name;
  const message =
    feature === "generationSeconds"
      ? left === 0
        ? `You have used all ${formatMinutes(limit)} of AI generation of this month.`
        : `This asks for ${units} seconds of AI generation, but only ${formatMinutes(left)} (${left} seconds) of your ${formatMinutes(limit)} ${left === 1 ? "is" : "are"} left this month.`
      : limit === 0
        ? `Your plan does not include ${name}. Choose a plan to continue.`
        : left === 0
          ? `You have used all ${limit} ${name} of this month.`
          : `This needs ${units} ${name}, but only ${left} of your ${limit} ${name} ${left === 1 ? "is" : "are"} left this month.`;
  return new AppError(
    USAGE_LIMIT_CODE,
    429,
    message,
    `The counter resets on ${snapshot.resetAt.toISOString().slice(0, 10)}. Upgrade your plan for more.`,
  );
}

// Gives a reservation's units back once (e.g. a failed generation). Returns false when the
// reservation was already refunded or belongs to a period that has since been reset.
export async function refundUsage(db: Db, reservation: Reservation, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(usageReservation)
      .set({ refundedAt: now })
      .where(and(eq(usageReservation.id, reservation.id), isNull(usageReservation.refundedAt)))
      .returning({
        id: usageReservation.id,
        userId: usageReservation.userId,
        feature: usageReservation.feature,
        periodResetAt: usageReservation.periodResetAt,
        units: usageReservation.units,
      });
    if (!marked) return false;
    const [row] = await tx
      .update(usageFeature)
      .set({ used: sql`greatest(${usageFeature.used} - ${marked.units}, 0)` })
      .from(usageCounter)
      .where(
        and(
          eq(usageFeature.userId, marked.userId),
          eq(usageFeature.feature, marked.feature),
          eq(usageCounter.userId, marked.userId),
          eq(usageCounter.resetAt, marked.periodResetAt),
        ),
      )
      .returning({ userId: usageFeature.userId });
    return row !== undefined;
  });
}

/** Output seconds, charged whole: 10.2 s of video is 11 seconds of generation. */
export function chargedSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds - 1e-6));
}

// Charges a finished job the seconds it rendered instead of those it asked for: the difference is
// taken from (or given back to) the month the reservation was made in, once (the reservation's units
// become the rendered seconds, so a later settle or refund uses them). A trial reservation that holds
// seconds of its week holds the rendered seconds instead (its counted result stays one result).
// Otherwise only reservations of generationSeconds are settled; the result may pass the allowance (the output exists), and then the
// next request is refused. False when there was nothing to settle.
export async function settleUsage(db: Db, reservationId: string, renderedSeconds: number): Promise<boolean> {
  if (!(Number.isFinite(renderedSeconds) && renderedSeconds > 0)) return false;
  const rendered = chargedSeconds(renderedSeconds);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(usageReservation)
      .where(and(eq(usageReservation.id, reservationId), isNull(usageReservation.refundedAt)))
      .for("update");
    if (!held) return false;
    // The trial's week holds the seconds rendered from now on.
    if (held.feature !== "generationSeconds") {
      if (held.seconds === null || held.seconds === rendered) return false;
      await tx
        .update(usageReservation)
        .set({ seconds: rendered })
        .where(eq(usageReservation.id, reservationId));
      return true;
    }
    if (held.units === rendered) return false;
    await tx.update(usageReservation).set({ units: rendered }).where(eq(usageReservation.id, reservationId));
    const [row] = await tx
      .update(usageFeature)
      .set({ used: sql`greatest(${usageFeature.used} + ${rendered - held.units}, 0)` })
      .from(usageCounter)
      .where(
        and(
          eq(usageFeature.userId, held.userId),
          eq(usageFeature.feature, "generationSeconds"),
          eq(usageCounter.userId, held.userId),
          eq(usageCounter.resetAt, held.periodResetAt),
        ),
      )
      .returning({ userId: usageFeature.userId });
    return row !== undefined;
  });
}

// Applies a plan's limits. `newPeriod` starts a fresh month (a new subscription): counters go to
// zero and the next reset is a month from now.
export async function setUsagePlan(
  db: Db,
  userId: string,
  plan: string,
  limits: UsageLimits,
  now: Date,
  newPeriod: boolean,
): Promise<void> {
  await ensureRow(db, userId, now);
  await db.transaction(async (tx) => {
    await tx
      .update(usageCounter)
      .set({ plan, ...(newPeriod ? { resetAt: addMonths(now, 1) } : {}) })
      .where(eq(usageCounter.userId, userId));
    await tx
      .insert(usageFeature)
      .values(USAGE_FEATURES.map((feature) => ({ userId, feature, used: 0, allowance: limits[feature] })))
      .onConflictDoUpdate({
        target: [usageFeature.userId, usageFeature.feature],
        set: { allowance: sql`excluded.allowance`, ...(newPeriod ? { used: 0 } : {}) },
      });
  });
}

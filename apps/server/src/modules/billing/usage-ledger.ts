import { randomUUID } from "node:crypto";
import { TRIAL_LIMITS, type UsageLimits } from "@reelforge/contract";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { addMonths, type Clock, nextMonthlyBoundary, systemClock } from "./clock.ts";
import { usageCounter, usageReservation } from "./tables.ts";

export type UsageFeature = keyof UsageLimits;
export const USAGE_FEATURES: readonly UsageFeature[] = ["images", "videos", "facelessVideos", "scripts"];

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
};

const FEATURE_NAMES: Record<UsageFeature, string> = {
  images: "images",
  videos: "videos",
  facelessVideos: "faceless videos",
  scripts: "scripts",
};

const columns = {
  images: { count: usageCounter.imagesCount, limit: usageCounter.imagesLimit },
  videos: { count: usageCounter.videosCount, limit: usageCounter.videosLimit },
  facelessVideos: { count: usageCounter.facelessVideosCount, limit: usageCounter.facelessVideosLimit },
  scripts: { count: usageCounter.scriptsCount, limit: usageCounter.scriptsLimit },
} as const;

type CounterRow = typeof usageCounter.$inferSelect;

function toSnapshot(row: CounterRow): UsageSnapshot {
  return {
    plan: row.plan,
    counts: {
      images: row.imagesCount,
      videos: row.videosCount,
      facelessVideos: row.facelessVideosCount,
      scripts: row.scriptsCount,
    },
    limits: {
      images: row.imagesLimit,
      videos: row.videosLimit,
      facelessVideos: row.facelessVideosLimit,
      scripts: row.scriptsLimit,
    },
    resetAt: row.resetAt,
  };
}

export function limitColumns(limits: UsageLimits) {
  return {
    imagesLimit: limits.images,
    videosLimit: limits.videos,
    facelessVideosLimit: limits.facelessVideos,
    scriptsLimit: limits.scripts,
  };
}

const zeroCounts = { imagesCount: 0, videosCount: 0, facelessVideosCount: 0, scriptsCount: 0 };

// Creates the user's counter row with trial limits on first use.
async function ensureRow(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .insert(usageCounter)
    .values({ userId, plan: "trial", ...limitColumns(TRIAL_LIMITS), resetAt: addMonths(now, 1) })
    .onConflictDoNothing();
}

// Lazily starts a new month: zeroes the counters when the reset date has passed. Conditional on
// the old reset date, so concurrent callers reset once.
async function rollOver(db: Db, userId: string, now: Date): Promise<CounterRow> {
  for (;;) {
    const [row] = await db.select().from(usageCounter).where(eq(usageCounter.userId, userId));
    if (!row) throw new Error(`usage counter of ${userId} vanished`);
    if (row.resetAt.getTime() > now.getTime()) return row;
    const [updated] = await db
      .update(usageCounter)
      .set({ ...zeroCounts, resetAt: nextMonthlyBoundary(row.resetAt, now) })
      .where(and(eq(usageCounter.userId, userId), eq(usageCounter.resetAt, row.resetAt)))
      .returning();
    if (updated) return updated;
  }
}

export type UsageLedger = {
  reserve(userId: string, feature: UsageFeature, units?: number): Promise<Reservation>;
  refund(reservation: Reservation): Promise<boolean>;
  snapshot(userId: string): Promise<UsageSnapshot>;
};

// The usage ledger the generators use: reserve a unit before work starts, refund it on failure.
// Pass a transaction as `db` to reserve together with other writes (e.g. enqueuing the job).
export function createUsageLedger(db: Db, clock: Clock = systemClock): UsageLedger {
  return {
    reserve: (userId, feature, units) => reserveUsage(db, userId, feature, clock(), units),
    refund: (reservation) => refundUsage(db, reservation, clock()),
    snapshot: (userId) => usageSnapshot(db, userId, clock()),
  };
}

export async function usageSnapshot(db: Db, userId: string, now: Date): Promise<UsageSnapshot> {
  await ensureRow(db, userId, now);
  return toSnapshot(await rollOver(db, userId, now));
}

// One conditional UPDATE ... WHERE count < limit RETURNING: PostgreSQL re-checks the condition on
// the locked row after a concurrent update commits, so with one unit left exactly one caller wins,
// whatever the number of processes. `units` are taken all or none: with fewer left, nothing is taken.
export async function reserveUsage(
  db: Db,
  userId: string,
  feature: UsageFeature,
  now: Date,
  units = 1,
): Promise<Reservation> {
  if (!Number.isInteger(units) || units < 1)
    throw new Error(`units must be a positive integer, not ${units}`);
  const column = columns[feature];
  await ensureRow(db, userId, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await rollOver(db, userId, now);
    const reserved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(usageCounter)
        .set({ [countKey(feature)]: sql`${column.count} + ${units}` })
        .where(
          and(
            eq(usageCounter.userId, userId),
            units === 1 ? lt(column.count, column.limit) : sql`${column.count} + ${units} <= ${column.limit}`,
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
      await tx.insert(usageReservation).values({ ...reservation, createdAt: now });
      return reservation;
    });
    if (reserved) return reserved;
    // Not reserved: either the limit is reached, or the month ended between the two statements.
    if (current.resetAt.getTime() > now.getTime()) {
      const [row] = await db.select().from(usageCounter).where(eq(usageCounter.userId, userId));
      if (row && row.resetAt.getTime() > now.getTime()) throw limitReached(toSnapshot(row), feature, units);
    }
  }
  throw new AppError("UNAVAILABLE", 503, "Usage could not be reserved, please retry");
}

function countKey(feature: UsageFeature): keyof typeof zeroCounts {
  return `${feature}Count` as keyof typeof zeroCounts;
}

function limitReached(snapshot: UsageSnapshot, feature: UsageFeature, units: number): AppError {
  const limit = snapshot.limits[feature];
  const left = Math.max(0, limit - snapshot.counts[feature]);
  const name = FEATURE_NAMES[feature];
  const message =
    limit === 0
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
  const column = columns[reservation.feature];
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(usageReservation)
      .set({ refundedAt: now })
      .where(and(eq(usageReservation.id, reservation.id), isNull(usageReservation.refundedAt)))
      .returning({
        id: usageReservation.id,
        userId: usageReservation.userId,
        periodResetAt: usageReservation.periodResetAt,
        units: usageReservation.units,
      });
    if (!marked) return false;
    const [row] = await tx
      .update(usageCounter)
      .set({ [countKey(reservation.feature)]: sql`greatest(${column.count} - ${marked.units}, 0)` })
      .where(and(eq(usageCounter.userId, marked.userId), eq(usageCounter.resetAt, marked.periodResetAt)))
      .returning({ userId: usageCounter.userId });
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
  await db
    .update(usageCounter)
    .set({
      plan,
      ...limitColumns(limits),
      ...(newPeriod ? { ...zeroCounts, resetAt: addMonths(now, 1) } : {}),
    })
    .where(eq(usageCounter.userId, userId));
}

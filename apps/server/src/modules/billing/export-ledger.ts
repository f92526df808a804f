import { randomUUID } from "node:crypto";
import { FREE_WEEK_DAYS, FREE_WEEKLY_EXPORTS } from "@reelforge/contract";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { usageCounter, usageExport } from "./tables.ts";
import { USAGE_LIMIT_CODE, usageSnapshot } from "./usage-ledger.ts";

// The Free plan's (the trial's) "4 exports a week with the product logo" (decision record 31): a
// trial account may download at most FREE_WEEKLY_EXPORTS different video or image files of its
// results over any 7 days. The week slides: each export counts for 7 days from its download. The
// same file downloaded again while its export still counts is free (no second row).

const WEEK_MS = FREE_WEEK_DAYS * 24 * 60 * 60 * 1000;

export type WeeklyExports = {
  limit: number;
  used: number;
  remaining: number;
  // When the oldest export of the 7 days stops counting; null when none counts.
  nextFreeAt: Date | null;
};

type Reader = Pick<Db, "select">;

async function countingRows(db: Reader, userId: string, now: Date) {
  return db
    .select({ mediaKey: usageExport.mediaKey, createdAt: usageExport.createdAt })
    .from(usageExport)
    .where(and(eq(usageExport.userId, userId), gt(usageExport.createdAt, new Date(now.getTime() - WEEK_MS))))
    .orderBy(asc(usageExport.createdAt));
}

function summarise(rows: { createdAt: Date }[]): WeeklyExports {
  const used = rows.length;
  const oldest = rows[0];
  return {
    limit: FREE_WEEKLY_EXPORTS,
    used,
    remaining: Math.max(0, FREE_WEEKLY_EXPORTS - used),
    nextFreeAt: oldest ? new Date(oldest.createdAt.getTime() + WEEK_MS) : null,
  };
}

/** The trial's exports of the 7 days before `now`. */
export async function weeklyExports(db: Db, userId: string, now: Date): Promise<WeeklyExports> {
  return summarise(await countingRows(db, userId, now));
}

/** "Sat, 5 Dec 2026 at 14:03 UTC". */
export function formatUtc(date: Date): string {
  const day = date.toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day.replace(/^(\w+) /, "$1, ")} at ${time} UTC`;
}

function exportLimitReached(week: WeeklyExports): AppError {
  const next = week.nextFreeAt ? ` Your next export frees up on ${formatUtc(week.nextFreeAt)}.` : "";
  return new AppError(
    USAGE_LIMIT_CODE,
    429,
    `You have used all ${FREE_WEEKLY_EXPORTS} exports of this week on the Free plan.${next}`,
    "Each export counts for 7 days from its download; downloading the same file again is free. Upgrade your plan for unlimited exports without the logo.",
  );
}

export type ExportDecision = "counts" | "again";

/**
 * Whether `mediaKey` may be exported now without recording anything: "again" when this file's
 * export still counts (free), "counts" when it would be a new export that fits; throws the 429
 * when it would not fit. Call before the work, then `recordExport` once the file is ready.
 */
export async function checkExport(
  db: Db,
  userId: string,
  mediaKey: string,
  now: Date,
): Promise<ExportDecision> {
  const rows = await countingRows(db, userId, now);
  if (rows.some((r) => r.mediaKey === mediaKey)) return "again";
  if (rows.length >= FREE_WEEKLY_EXPORTS) throw exportLimitReached(summarise(rows));
  return "counts";
}

/**
 * Records the export of `mediaKey`, unless its export still counts. The account's period row is
 * locked (SELECT ... FOR UPDATE) before the week is read, as the weekly minutes do (decision record
 * 27), so parallel downloads cannot both take the last export, across processes. Throws the 429,
 * recording nothing, when the week is full.
 */
export async function recordExport(
  db: Db,
  userId: string,
  mediaKey: string,
  now: Date,
): Promise<ExportDecision> {
  await usageSnapshot(db, userId, now); // the period row exists
  return db.transaction(async (tx) => {
    await tx.select().from(usageCounter).where(eq(usageCounter.userId, userId)).for("update");
    const rows = await countingRows(tx, userId, now);
    if (rows.some((r) => r.mediaKey === mediaKey)) return "again";
    if (rows.length >= FREE_WEEKLY_EXPORTS) throw exportLimitReached(summarise(rows));
    await tx.insert(usageExport).values({ id: randomUUID(), userId, mediaKey, createdAt: now });
    return "counts";
  });
}

import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { limitsOfPlan, TRIAL_LIMITS } from "@reelforge/contract";
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { usageCounter, usageFeature } from "./tables.ts";
import { insertUser, openTestDatabase } from "./test-support/test-db.ts";
import { createUsageLedger, settleUsage, setUsagePlan, USAGE_LIMIT_CODE } from "./usage-ledger.ts";

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;

async function leaveOneUnit(database: TestDb, userId: string, now: Date): Promise<void> {
  await setUsagePlan(
    database.db,
    userId,
    "pro-monthly",
    {
      images: 3,
      videos: 1,
      facelessVideos: 1,
      scripts: 1,
      slideshows: 1,
      voiceOvers: 1,
      linkVideos: 1,
      generationSeconds: 0,
      clips: 1,
    },
    now,
    true,
  );
  await database.db
    .update(usageFeature)
    .set({ used: 2 })
    .where(and(eq(usageFeature.userId, userId), eq(usageFeature.feature, "images")));
}

async function settle<T>(promises: Promise<T>[]) {
  const results = await Promise.allSettled(promises);
  const ok = results.filter((result) => result.status === "fulfilled");
  const refused = results.filter((result) => result.status === "rejected").map((result) => result.reason);
  return { ok, refused };
}

describe("usage ledger on embedded PGlite", () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.cleanup());

  it("starts a new account on the trial limits with a reset a month ahead", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-01-31T10:00:00Z");
    const snapshot = await createUsageLedger(database.db, () => now).snapshot(userId);
    expect(snapshot.limits).toEqual(TRIAL_LIMITS);
    expect(snapshot.counts).toEqual({
      images: 0,
      videos: 0,
      facelessVideos: 0,
      scripts: 0,
      slideshows: 0,
      voiceOvers: 0,
      linkVideos: 0,
      generationSeconds: 0,
      clips: 0,
    });
    // Jan 31 + 1 month is the last day of February.
    expect(snapshot.resetAt.toISOString()).toBe("2026-02-28T10:00:00.000Z");
  });

  it("with one unit left, 20 parallel reservations give exactly one, the rest a 429 in the error shape", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-03-01T00:00:00Z");
    await leaveOneUnit(database, userId, now);
    const ledger = createUsageLedger(database.db, () => now);
    const { ok, refused } = await settle(Array.from({ length: 20 }, () => ledger.reserve(userId, "images")));
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const error = refused[0] as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.toBody()).toEqual({
      code: USAGE_LIMIT_CODE,
      message: "You have used all 3 images of this month.",
      extraDetails: "The counter resets on 2026-04-01. Upgrade your plan for more.",
    });
    expect((await ledger.snapshot(userId)).counts.images).toBe(3);
  });

  it("refunds a reservation once, and not into a month that has since been reset", async () => {
    const userId = await insertUser(database);
    let now = new Date("2026-05-10T12:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    const first = await ledger.reserve(userId, "videos");
    const second = await ledger.reserve(userId, "videos");
    expect((await ledger.snapshot(userId)).counts.videos).toBe(2);
    expect(await ledger.refund(first)).toBe(true);
    expect(await ledger.refund(first)).toBe(false);
    expect((await ledger.snapshot(userId)).counts.videos).toBe(1);
    // Next month: the counter was reset, the old reservation gives nothing back.
    now = new Date("2026-06-10T12:00:01Z");
    await ledger.reserve(userId, "videos");
    expect(await ledger.refund(second)).toBe(false);
    expect((await ledger.snapshot(userId)).counts.videos).toBe(1);
  });

  it("reserves several units all or none, refunds them together, and says how many are left", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-04-02T00:00:00Z");
    await setUsagePlan(
      database.db,
      userId,
      "pro-monthly",
      {
        images: 1,
        videos: 5,
        facelessVideos: 1,
        scripts: 1,
        slideshows: 1,
        voiceOvers: 1,
        linkVideos: 1,
        generationSeconds: 0,
        clips: 1,
      },
      now,
      true,
    );
    const ledger = createUsageLedger(database.db, () => now);
    const three = await ledger.reserve(userId, "videos", 3);
    expect(three.units).toBe(3);
    expect((await ledger.snapshot(userId)).counts.videos).toBe(3);
    await expect(ledger.reserve(userId, "videos", 3)).rejects.toMatchObject({
      status: 429,
      code: USAGE_LIMIT_CODE,
      message: "This needs 3 videos, but only 2 of your 5 videos are left this month.",
    });
    expect((await ledger.snapshot(userId)).counts.videos).toBe(3);
    // Exactly what is left still fits.
    const two = await ledger.reserve(userId, "videos", 2);
    expect((await ledger.snapshot(userId)).counts.videos).toBe(5);
    await expect(ledger.reserve(userId, "videos", 2)).rejects.toMatchObject({
      message: "You have used all 5 videos of this month.",
    });
    expect(await ledger.refund(three)).toBe(true);
    expect(await ledger.refund(three)).toBe(false);
    expect((await ledger.snapshot(userId)).counts.videos).toBe(2);
    expect(await ledger.refund(two)).toBe(true);
    expect((await ledger.snapshot(userId)).counts.videos).toBe(0);
    await expect(ledger.reserve(userId, "videos", 0)).rejects.toThrow(/positive integer/);
  });

  it("resets the counters lazily when the controlled clock passes monthlyResetDate", async () => {
    const userId = await insertUser(database);
    let now = new Date("2026-01-15T09:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    for (let i = 0; i < TRIAL_LIMITS.scripts; i += 1) await ledger.reserve(userId, "scripts");
    await expect(ledger.reserve(userId, "scripts")).rejects.toMatchObject({ status: 429 });
    now = new Date("2026-02-15T08:59:59Z");
    await expect(ledger.reserve(userId, "scripts")).rejects.toMatchObject({ status: 429 });
    now = new Date("2026-02-15T09:00:00Z");
    const reservation = await ledger.reserve(userId, "scripts");
    expect(reservation.periodResetAt.toISOString()).toBe("2026-03-15T09:00:00.000Z");
    const snapshot = await ledger.snapshot(userId);
    expect(snapshot.counts.scripts).toBe(1);
    // Months with no activity are skipped: the next reset is the first boundary after now.
    now = new Date("2026-07-20T00:00:00Z");
    expect((await ledger.snapshot(userId)).resetAt.toISOString()).toBe("2026-08-15T09:00:00.000Z");
  });

  it("rolls over a reset date stored with microsecond precision (once, to the next boundary)", async () => {
    const userId = await insertUser(database);
    const start = new Date("2026-01-15T10:00:00Z");
    const ledger = (at: Date) => createUsageLedger(database.db, () => at);
    await ledger(start).reserve(userId, "images");
    // Written by SQL (a migration, an admin, a period end from elsewhere): JavaScript dates hold
    // milliseconds only, so the value read back is not the value stored.
    await database.db
      .update(usageCounter)
      .set({ resetAt: sql`'2026-01-15T10:00:00.123456Z'::timestamptz` })
      .where(eq(usageCounter.userId, userId));
    const later = new Date("2026-03-20T08:00:00Z");
    const snapshot = await Promise.race([
      ledger(later).snapshot(userId),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("rollover did not finish")), 3000)),
    ]);
    expect(snapshot.counts.images).toBe(0);
    expect(snapshot.resetAt.toISOString()).toBe("2026-04-15T10:00:00.123Z");
    // Parallel callers after the next boundary reset once and agree on the date.
    const after = new Date("2026-04-16T00:00:00Z");
    const all = await Promise.all(Array.from({ length: 5 }, () => ledger(after).snapshot(userId)));
    expect(new Set(all.map((s) => s.resetAt.toISOString()))).toEqual(new Set(["2026-05-15T10:00:00.123Z"]));
  });

  it("refuses a feature the plan does not include", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-01-01T00:00:00Z");
    await setUsagePlan(
      database.db,
      userId,
      "pro-monthly",
      {
        images: 0,
        videos: 0,
        facelessVideos: 0,
        scripts: 0,
        slideshows: 0,
        voiceOvers: 0,
        linkVideos: 0,
        generationSeconds: 0,
        clips: 0,
      },
      now,
      false,
    );
    await expect(
      createUsageLedger(database.db, () => now).reserve(userId, "facelessVideos"),
    ).rejects.toMatchObject({
      status: 429,
      message: "Your plan does not include faceless videos. Choose a plan to continue.",
    });
  });
});

// Two separate pools stand for two API processes sharing one PostgreSQL.
describe.runIf(process.env.DATABASE_URL)("usage ledger on PostgreSQL, two processes", () => {
  let first: TestDb;
  let second: TestDb;
  beforeAll(async () => {
    first = await openTestDatabase(process.env.DATABASE_URL);
    second = await openTestDatabase(process.env.DATABASE_URL);
  });
  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
  });

  it("with one unit left, 20 parallel reservations over two pools give exactly one", async () => {
    const userId = await insertUser(first);
    const now = new Date();
    await leaveOneUnit(first, userId, now);
    const ledgers = [createUsageLedger(first.db, () => now), createUsageLedger(second.db, () => now)];
    const { ok, refused } = await settle(
      Array.from({ length: 20 }, (_, index) => (ledgers[index % 2] ?? ledgers[0])!.reserve(userId, "images")),
    );
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error instanceof AppError && error.status === 429)).toBe(true);
    expect((await ledgers[1]!.snapshot(userId)).counts.images).toBe(3);
  });
});

describe("usage counters keyed by feature", () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.cleanup());

  it("gives an account a feature it has no counter for (one added to the catalogue later) its plan's allowance", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-02-01T00:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    await ledger.reserve(userId, "images");
    // The account existed before "scripts" was a feature: no counter row for it.
    await database.db
      .delete(usageFeature)
      .where(and(eq(usageFeature.userId, userId), eq(usageFeature.feature, "scripts")));
    expect((await ledger.reserve(userId, "scripts")).units).toBe(1);
    const snapshot = await ledger.snapshot(userId);
    expect(snapshot.counts).toMatchObject({ images: 1, scripts: 1 });
    expect(snapshot.limits.scripts).toBe(TRIAL_LIMITS.scripts);
    // An ended subscription allows nothing, also for a feature it had no counter for.
    await setUsagePlan(database.db, userId, "inactive", limitsOfPlan("inactive"), now, false);
    await database.db
      .delete(usageFeature)
      .where(and(eq(usageFeature.userId, userId), eq(usageFeature.feature, "videos")));
    await expect(ledger.reserve(userId, "videos")).rejects.toMatchObject({
      status: 429,
      message: "Your plan does not include videos. Choose a plan to continue.",
    });
  });
});

describe("migration 0005 (counters by feature)", () => {
  it("moves each account's four count and limit columns to feature rows, and ended plans to inactive", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "usage-migration-"));
    const folder = path.join(dir, "drizzle");
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8"));
    const index = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith("0005_"));
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: folder });
      await client.exec(`
        insert into "user" (id, name, email, email_verified) values ('u1', 'A', 'a@x', true), ('u2', 'B', 'b@x', true);
        insert into usage_counter (user_id, plan, images_count, images_limit, videos_count, videos_limit,
          faceless_videos_count, faceless_videos_limit, scripts_count, scripts_limit, reset_at)
        values ('u1', 'pro-monthly', 7, 200, 3, 60, 2, 60, 40, 1000, '2026-03-01T00:00:00Z'),
               ('u2', 'starter-monthly', 1, 0, 0, 0, 0, 0, 0, 0, '2026-03-05T00:00:00Z');`);
      await writeFile(journalFile, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: folder });
      const features = await client.query(
        "select user_id, feature, used, allowance from usage_feature order by user_id, feature",
      );
      expect(features.rows).toEqual([
        { user_id: "u1", feature: "facelessVideos", used: 2, allowance: 60 },
        { user_id: "u1", feature: "images", used: 7, allowance: 200 },
        { user_id: "u1", feature: "scripts", used: 40, allowance: 1000 },
        { user_id: "u1", feature: "videos", used: 3, allowance: 60 },
        { user_id: "u2", feature: "facelessVideos", used: 0, allowance: 0 },
        { user_id: "u2", feature: "images", used: 1, allowance: 0 },
        { user_id: "u2", feature: "scripts", used: 0, allowance: 0 },
        { user_id: "u2", feature: "videos", used: 0, allowance: 0 },
      ]);
      const periods = await client.query("select user_id, plan from usage_counter order by user_id");
      expect(periods.rows).toEqual([
        { user_id: "u1", plan: "pro-monthly" },
        { user_id: "u2", plan: "inactive" },
      ]);
    } finally {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the tool plans' minutes of generation, metered in seconds of output", () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.cleanup());

  it("reserves the seconds asked for, charges the seconds rendered, refunds them all on failure", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-03-01T00:00:00Z");
    await setUsagePlan(database.db, userId, "plus-monthly", limitsOfPlan("plus-monthly"), now, true);
    const ledger = createUsageLedger(database.db, () => now);
    let snapshot = await ledger.snapshot(userId);
    expect(snapshot.meteredBySeconds).toBe(true);
    expect(snapshot.limits.generationSeconds).toBe(50 * 60);
    // A 10 s video in two languages asks for 20 s; no video is counted.
    const video = await ledger.reserve(userId, "videos", 2, 20);
    expect(video).toMatchObject({ feature: "generationSeconds", units: 20 });
    snapshot = await ledger.snapshot(userId);
    expect(snapshot.counts).toMatchObject({ generationSeconds: 20, videos: 0 });
    // It rendered 21.4 s: charged 22 (whole seconds, rounded up), once.
    expect(await settleUsage(database.db, video.id, 21.4)).toBe(true);
    expect(await settleUsage(database.db, video.id, 21.4)).toBe(false);
    expect((await ledger.snapshot(userId)).counts.generationSeconds).toBe(22);
    // A faceless video asked for 30 s and rendered 12.2 s: 13 charged, the rest given back.
    const faceless = await ledger.reserve(userId, "facelessVideos", 1, 30);
    expect((await ledger.snapshot(userId)).counts.generationSeconds).toBe(52);
    await settleUsage(database.db, faceless.id, 12.2);
    expect((await ledger.snapshot(userId)).counts.generationSeconds).toBe(35);
    // A failed voice-over gives back all it held; the settled video keeps its 22.
    const voice = await ledger.reserve(userId, "voiceOvers", 1, 8);
    expect((await ledger.snapshot(userId)).counts.generationSeconds).toBe(43);
    expect(await ledger.refund(voice)).toBe(true);
    expect((await ledger.snapshot(userId)).counts).toMatchObject({
      generationSeconds: 35,
      voiceOvers: 0,
      facelessVideos: 0,
    });
    // A refund after a settle gives back what was charged.
    expect(await ledger.refund(faceless)).toBe(true);
    expect((await ledger.snapshot(userId)).counts.generationSeconds).toBe(22);
    // Images and scripts are still counted on a tool plan.
    expect(await ledger.reserve(userId, "images", 1, undefined)).toMatchObject({
      feature: "images",
      units: 1,
    });
  });

  it("checks the minutes left before a job, with the duration asked for", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-03-01T00:00:00Z");
    await setUsagePlan(database.db, userId, "max-yearly", limitsOfPlan("max-yearly"), now, true);
    const ledger = createUsageLedger(database.db, () => now);
    expect((await ledger.snapshot(userId)).limits.generationSeconds).toBe(200 * 60);
    await database.db
      .update(usageFeature)
      .set({ used: 200 * 60 - 6 })
      .where(and(eq(usageFeature.userId, userId), eq(usageFeature.feature, "generationSeconds")));
    await expect(ledger.reserve(userId, "slideshows", 1, 9)).rejects.toMatchObject({
      status: 429,
      code: USAGE_LIMIT_CODE,
      message:
        "This asks for 9 seconds of AI generation, but only 0.1 minutes (6 seconds) of your 200 minutes are left this month.",
    });
    const fits = await ledger.reserve(userId, "linkVideos", 1, 6);
    expect(fits.units).toBe(6);
    await expect(ledger.reserve(userId, "videos", 1, 1)).rejects.toMatchObject({
      message: "You have used all 200 minutes of AI generation of this month.",
    });
    // Twenty parallel requests for the seconds one job gave back: exactly one gets them.
    await ledger.refund(fits);
    const { ok, refused } = await settle(
      Array.from({ length: 20 }, () => ledger.reserve(userId, "videos", 1, 5)),
    );
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error instanceof AppError && error.status === 429)).toBe(true);
  });

  it("keeps counting results on the trial and the other plans", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-03-01T00:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    expect((await ledger.snapshot(userId)).meteredBySeconds).toBe(false);
    const trial = await ledger.reserve(userId, "videos", 1, 10);
    expect(trial).toMatchObject({ feature: "videos", units: 1 });
    expect(await settleUsage(database.db, trial.id, 10)).toBe(false);
    await setUsagePlan(database.db, userId, "pro-monthly", limitsOfPlan("pro-monthly"), now, true);
    expect(await ledger.reserve(userId, "facelessVideos", 1, 40)).toMatchObject({
      feature: "facelessVideos",
      units: 1,
    });
    expect((await ledger.snapshot(userId)).counts).toMatchObject({ facelessVideos: 1, generationSeconds: 0 });
  });
});

describe("the Free plan's 10 minutes a week of AI generation (the trial)", () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.cleanup());

  it("refuses a request past 600 seconds of output in 7 days, in the error shape, counting nothing", async () => {
    const userId = await insertUser(database);
    let now = new Date("2026-03-02T00:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    const faceless = await ledger.reserve(userId, "facelessVideos", 1, 300);
    expect(faceless).toMatchObject({ feature: "facelessVideos", units: 1 });
    now = new Date("2026-03-03T00:00:00Z");
    await ledger.reserve(userId, "voiceOvers", 1, 239.2);
    // 540 of 600 seconds held: a 2-minute voice-over does not fit, and is not counted.
    await expect(ledger.reserve(userId, "voiceOvers", 1, 120)).rejects.toMatchObject({
      status: 429,
      code: USAGE_LIMIT_CODE,
      message:
        "This asks for 120 seconds of AI generation, but only 1 minute (60 seconds) of your 10 minutes a week are left on the Free plan.",
      extraDetails:
        "Each generation counts for 7 days from when it was asked for. Upgrade your plan for more.",
    });
    expect((await ledger.snapshot(userId)).counts).toMatchObject({ voiceOvers: 1, facelessVideos: 1 });
    // The faceless video rendered 250.3 s: it holds 251 from now on, 49 given back (109 left).
    expect(await settleUsage(database.db, faceless.id, 250.3)).toBe(true);
    expect(await settleUsage(database.db, faceless.id, 250.3)).toBe(false);
    const slideshow = await ledger.reserve(userId, "slideshows", 1, 109);
    await expect(ledger.reserve(userId, "videos", 1, 5)).rejects.toMatchObject({
      status: 429,
      message: "You have used all 10 minutes of AI generation of this week on the Free plan.",
    });
    // A failed job gives its seconds back; results without a length (images) are not in the week.
    expect(await ledger.refund(slideshow)).toBe(true);
    await ledger.reserve(userId, "videos", 1, 5);
    await ledger.reserve(userId, "images", 1, undefined);
    // Seven days after the faceless video was asked for, its 251 seconds no longer count.
    await expect(ledger.reserve(userId, "linkVideos", 1, 300)).rejects.toMatchObject({ status: 429 });
    now = new Date("2026-03-09T00:00:01Z");
    await expect(ledger.reserve(userId, "linkVideos", 1, 300)).resolves.toMatchObject({
      feature: "linkVideos",
    });
  });

  it("with 60 seconds left, 20 parallel 50-second requests give exactly one", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-03-02T00:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    await ledger.reserve(userId, "facelessVideos", 1, 540);
    const { ok, refused } = await settle(
      Array.from({ length: 20 }, () => ledger.reserve(userId, "voiceOvers", 1, 50)),
    );
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(
      refused.every(
        (error) => error instanceof AppError && error.status === 429 && /a week/.test(error.message),
      ),
    ).toBe(true);
  });

  it("does not hold the paid plans to it", async () => {
    const userId = await insertUser(database);
    const now = new Date("2026-03-02T00:00:00Z");
    const ledger = createUsageLedger(database.db, () => now);
    await setUsagePlan(database.db, userId, "pro-monthly", limitsOfPlan("pro-monthly"), now, true);
    await ledger.reserve(userId, "facelessVideos", 1, 900);
    await ledger.reserve(userId, "voiceOvers", 1, 900);
    await setUsagePlan(database.db, userId, "plus-monthly", limitsOfPlan("plus-monthly"), now, true);
    await expect(ledger.reserve(userId, "videos", 1, 1200)).resolves.toMatchObject({
      feature: "generationSeconds",
      units: 1200,
    });
  });
});

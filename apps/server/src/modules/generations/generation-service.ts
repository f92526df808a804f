import { randomUUID } from "node:crypto";
import {
  ErrorCode,
  generatorOf,
  MEME_MAX_SECONDS,
  requestedSecondsOf,
  type TCreateGeneration,
  type TGenerationKind,
  uploadsOf,
  ZCreateGeneration,
} from "@reelforge/contract";
import { NO_RECOGNISER_MESSAGE } from "@reelforge/studio";
import { and, eq, inArray, not, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { keysetPage } from "../../platform/keyset-page.ts";
import { checkOutboundUrl, OutboundError } from "../../platform/outbound-fetch.ts";
import {
  type Reservation,
  refundUsage,
  reserveUsage,
  settleUsage,
  USAGE_LIMIT_CODE,
} from "../billing/index.ts";
import { checkUploadRefs } from "../uploads/upload-refs.ts";
import { enqueueWebhook } from "../webhooks/webhook-delivery.ts";
import { brandedKey, isExportable } from "./export-logo.ts";
import { type GenerationRow, QUEUE, type StoredResult } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";
import { generation } from "./tables.ts";

// A job is retried after a worker crash: the worker's pg-boss heartbeat stops, and the job is
// failed over to a retry within about heartbeatSeconds; expiry bounds even a hung render.
export const JOB_OPTIONS = { retryLimit: 2, retryDelay: 5, expireInSeconds: 30 * 60, heartbeatSeconds: 30 };
// A running row not touched for this long is checked against its job (the worker writes progress
// at least every few seconds while alive).
const STALE_MS = 2 * 60_000;
const ACTIVE = ["queued", "running"];

export function reservationOf(
  row: Pick<GenerationRow, "reservationId" | "userId" | "kind">,
): Reservation | null {
  if (!row.reservationId) return null;
  // refundUsage reads the period and units from the stored reservation; only id and feature matter here.
  return {
    id: row.reservationId,
    userId: row.userId,
    feature: generatorOf(row.kind as TGenerationKind).feature,
    units: 1,
    periodResetAt: new Date(0),
  };
}

export async function refundFor(deps: AppDeps, row: GenerationRow, db: Db = deps.db): Promise<void> {
  const reservation = reservationOf(row);
  if (reservation) await refundUsage(db, reservation, new Date(deps.now()));
}

/** Seconds of output a stored result holds: the video or sound, and each further language's. */
export function renderedSecondsOf(result: StoredResult | null | undefined): number {
  if (!result) return 0;
  const alternates = (result.alternates ?? []).reduce((sum, a) => sum + (a.durationSeconds ?? 0), 0);
  return (result.durationSeconds ?? 0) + alternates;
}

// Moves an active row to a final state and refunds its unit in one transaction, so nobody ever
// sees a finished (failed or cancelled) generation whose unit is still counted. Null when the row
// was no longer active (another process finished it first, and refunded it then). A success on a
// plan that meters seconds is charged the seconds it rendered (an edit keeps the charge it was
// quoted: only its changed scenes were rendered).
export async function finishActive(
  deps: AppDeps,
  id: string,
  values: Partial<GenerationRow> & { status: string },
  refund: boolean,
): Promise<GenerationRow | null> {
  const now = new Date(deps.now());
  const finished = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(generation)
      .set({ updatedAt: now, finishedAt: now, ...values })
      .where(and(eq(generation.id, id), inArray(generation.status, ACTIVE)))
      .returning();
    if (!updated) return null;
    if (refund) await refundFor(deps, updated, tx as unknown as Db);
    else if (updated.status === "succeeded" && updated.reservationId && !updated.parentId) {
      const seconds = renderedSecondsOf(updated.result as StoredResult | null);
      if (seconds > 0) await settleUsage(tx as unknown as Db, updated.reservationId, seconds);
    }
    return updated;
  });
  // After the commit: the delivery job reads the final row.
  if (finished?.webhookUrl && (finished.status === "succeeded" || finished.status === "failed")) {
    await enqueueWebhook(deps, finished.id).catch((error) =>
      deps.logger.error({ err: error, generation: finished.id }, "webhooks: enqueue failed"),
    );
  }
  return finished ?? null;
}

// A webhook needs an API token (its secret signs the deliveries) and an https public address,
// checked now (and again at each delivery) by the outbound client's rules.
async function checkWebhookUrl(deps: AppDeps, url: string, apiTokenId: string | undefined): Promise<void> {
  if (!apiTokenId) {
    throw new AppError(
      ErrorCode.VALIDATION,
      400,
      "webhookUrl needs a call made with an API token",
      "The token's webhook secret signs the deliveries; make a token in your profile.",
    );
  }
  try {
    await checkOutboundUrl(url, { httpsOnly: true, allowLoopback: deps.config.OUTBOUND_ALLOW_LOOPBACK });
  } catch (error) {
    if (error instanceof OutboundError) {
      throw new AppError(ErrorCode.VALIDATION, 400, `webhookUrl is not allowed: ${error.message}`);
    }
    throw error;
  }
}

// A link video's page: refused now when its address is not a public one (the worker checks it again,
// and every redirect, when it fetches the page).
async function checkLinkUrl(deps: AppDeps, url: string): Promise<void> {
  try {
    await checkOutboundUrl(url, { allowLoopback: deps.config.OUTBOUND_ALLOW_LOOPBACK });
  } catch (error) {
    if (error instanceof OutboundError) {
      throw new AppError(ErrorCode.VALIDATION, 400, `url cannot be fetched: ${error.message}`);
    }
    throw error;
  }
}

// Subtitles need their words from somewhere: edited cues, a pasted transcript, or a recogniser.
function checkSubtitleWords(deps: AppDeps, input: { transcript?: string; cues?: unknown[] }): void {
  if (input.cues || input.transcript?.trim()) return;
  if (deps.config.ASR_BASE_URL || deps.config.ASR_API_KEY) return;
  throw new AppError(
    ErrorCode.VALIDATION,
    422,
    NO_RECOGNISER_MESSAGE,
    "transcript: paste the words spoken in the video (or set ASR_BASE_URL to a speech recogniser).",
  );
}

// How many units a request takes (its kind says: a prompt video takes one per language).
export function usageUnits(kind: TGenerationKind, input: unknown): number {
  return (generatorOf(kind).units as (input: unknown) => number)(input);
}

// The seconds of output a request asks for, with the lengths of the uploads it is fitted to: a
// slideshow fitted to its music lasts as long as the music, a voice-over over a clip as the clip.
export function askedSeconds(
  kind: TGenerationKind,
  input: TCreateGeneration["input"],
  lengths: Map<string, number>,
): number | undefined {
  const asked = requestedSecondsOf(kind, input);
  const fitted =
    kind === "slideshow" && "fitToMusic" in input && input.fitToMusic && input.musicUpload
      ? lengths.get(input.musicUpload)
      : (kind === "voice-over" || kind === "subtitles") && "video" in input && input.video
        ? lengths.get(input.video)
        : // A meme over a clip lasts as long as the clip, up to its cap.
          kind === "meme" && "media" in input && typeof input.media === "string"
          ? (() => {
              const length = lengths.get(input.media);
              return length === undefined ? undefined : Math.min(MEME_MAX_SECONDS, length);
            })()
          : undefined;
  return fitted === undefined ? asked : Math.max(fitted, kind === "voice-over" ? (asked ?? 0) : 0);
}

// Reserves usage and stores the queued row in one transaction, then enqueues; if the queue refuses,
// the row fails and the unit is refunded (the limit never counts work that cannot run).
export async function createGeneration(
  deps: AppDeps,
  userId: string,
  request: TCreateGeneration,
  // The API token the call came with (its webhook secret signs the completion webhook).
  caller: { apiTokenId?: string } = {},
): Promise<GenerationRow> {
  const { kind, input, webhookUrl } = ZCreateGeneration.parse(request);
  if (webhookUrl) await checkWebhookUrl(deps, webhookUrl, caller.apiTokenId);
  if (kind === "link-video") await checkLinkUrl(deps, input.url);
  if (kind === "subtitles") checkSubtitleWords(deps, input);
  const lengths = await checkUploadRefs(deps, userId, uploadsOf(kind, input));
  const now = new Date(deps.now());
  const id = randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    const units = usageUnits(kind, input);
    const seconds = askedSeconds(kind, input, lengths);
    const feature = generatorOf(kind).feature;
    // A free step (subtitles' cues before burning in) reserves nothing.
    const reservation = !units
      ? null
      : await reserveUsage(tx as never, userId, feature, now, units, seconds).catch((error: unknown) => {
          // Say why one request needs several videos (counted plans; seconds say it themselves).
          const counted = !/ of AI generation /.test(error instanceof Error ? error.message : "");
          if (units > 1 && counted && error instanceof AppError && error.code === USAGE_LIMIT_CODE) {
            throw new AppError(
              error.code,
              error.status,
              `A video in ${units} languages is ${units} videos, one per language. ${error.message}`,
              error.extraDetails,
            );
          }
          throw error;
        });
    const [created] = await tx
      .insert(generation)
      .values({
        id,
        userId,
        kind,
        status: "queued",
        stage: "queued",
        percent: 0,
        input,
        reservationId: reservation?.id ?? null,
        apiTokenId: caller.apiTokenId ?? null,
        webhookUrl: webhookUrl ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created as GenerationRow;
  });
  try {
    const jobId = await deps.queue.enqueue(QUEUE, { generationId: id }, JOB_OPTIONS);
    await deps.db.update(generation).set({ jobId }).where(eq(generation.id, id));
    return { ...row, jobId };
  } catch (error) {
    deps.logger.error({ err: error, generation: id }, "generations: enqueue failed");
    await refundFor(deps, row);
    await deps.db
      .update(generation)
      .set({ status: "failed", error: "The job could not be queued. Please try again.", updatedAt: now })
      .where(eq(generation.id, id));
    throw new AppError(ErrorCode.UNAVAILABLE, 503, "The job could not be queued. Please try again.");
  }
}

export async function getOwnGeneration(deps: AppDeps, userId: string, id: string): Promise<GenerationRow> {
  const [row] = await deps.db
    .select()
    .from(generation)
    .where(and(eq(generation.id, id), eq(generation.userId, userId)));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 404, "Generation not found");
  return sweepStale(deps, row);
}

// A video and its versions are one entry of the library (issue 12): a version is listed only while no
// newer version of the same video has finished, and an edit still rendering (or failed) is not listed
// at all (the editor shows it); the first version stays until an edit of it has finished.
// The first version is the oldest of its family, so only rows whose root_id is the family can be newer:
// the lookup stays on the root_id index (a coalesce() there scanned every video of the user for every
// row listed: 12 s for a library of a few thousand).
const family = sql`coalesce(${generation.rootId}, ${generation.id})`;
const supersededOrPending = sql`(
  (${generation.rootId} is not null and ${generation.status} <> 'succeeded')
  or exists (
    select 1 from ${generation} as newer
    where newer.root_id = ${family}
      and newer.user_id = ${generation.userId}
      and newer.status = 'succeeded'
      and (newer.created_at, newer.id) > (${generation.createdAt}, ${generation.id})
  )
)`;

export async function listGenerations(
  deps: AppDeps,
  userId: string,
  options: { limit: number; cursor?: string; kind?: TGenerationKind; versions?: "latest" | "all" },
): Promise<{ rows: GenerationRow[]; nextCursor: string | null; versionCounts: Map<string, number> }> {
  const latest = options.versions !== "all";
  const { page, nextCursor } = await keysetPage(generation, options, (after, order, count) =>
    deps.db
      .select()
      .from(generation)
      .where(
        and(
          eq(generation.userId, userId),
          options.kind ? eq(generation.kind, options.kind) : undefined,
          latest ? not(supersededOrPending) : undefined,
          after,
        ),
      )
      .orderBy(...order)
      .limit(count),
  );
  // How many versions each listed video has (only the videos that were edited).
  const roots = [
    ...new Set(page.filter((r) => r.rootId || r.parentId === null).map((r) => r.rootId ?? r.id)),
  ];
  const versionCounts = new Map<string, number>();
  if (latest && roots.length) {
    const counted = await deps.db
      .select({ root: generation.rootId, count: sql<number>`count(*)::int` })
      .from(generation)
      .where(and(eq(generation.userId, userId), inArray(generation.rootId, roots)))
      .groupBy(generation.rootId);
    for (const row of counted) if (row.root) versionCounts.set(row.root, Number(row.count) + 1);
  }
  return {
    rows: await Promise.all(page.map((row) => sweepStale(deps, row))),
    nextCursor,
    versionCounts,
  };
}

// A job whose worker died after its last retry leaves the row "running": fail it with a readable
// reason and refund, instead of showing progress forever.
async function sweepStale(deps: AppDeps, row: GenerationRow): Promise<GenerationRow> {
  if (!ACTIVE.includes(row.status)) return row;
  if (row.updatedAt.getTime() > deps.now() - STALE_MS) return row;
  const job = row.jobId ? await deps.queue.boss.getJobById(QUEUE, row.jobId) : null;
  if (job && ["created", "retry", "active"].includes(job.state)) return row;
  const failed = await finishActive(
    deps,
    row.id,
    {
      status: "failed",
      error: "The job stopped before finishing. Your usage was refunded; please try again.",
    },
    true,
  );
  return failed ?? row;
}

export async function cancelGeneration(deps: AppDeps, userId: string, id: string): Promise<GenerationRow> {
  const row = await getOwnGeneration(deps, userId, id);
  const now = new Date(deps.now());
  if (row.status === "queued") {
    const cancelled = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(generation)
        .set({
          status: "cancelled",
          stage: "cancelled",
          cancelRequestedAt: now,
          updatedAt: now,
          finishedAt: now,
        })
        .where(and(eq(generation.id, id), eq(generation.status, "queued")))
        .returning();
      if (updated) await refundFor(deps, updated, tx as unknown as Db);
      return updated;
    });
    if (cancelled) {
      if (cancelled.jobId) await deps.queue.boss.cancel(QUEUE, cancelled.jobId).catch(() => {});
      return cancelled;
    }
  }
  if (row.status === "queued" || row.status === "running") {
    // The worker (in any process) sees the request at its next progress write and aborts.
    await deps.db.update(generation).set({ cancelRequestedAt: now }).where(eq(generation.id, id));
    generationsFor(deps).running.get(id)?.abort();
    return getOwnGeneration(deps, userId, id);
  }
  throw new AppError(ErrorCode.CONFLICT, 409, `This generation has already ${row.status}.`);
}

export async function deleteGeneration(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await getOwnGeneration(deps, userId, id);
  if (ACTIVE.includes(row.status)) {
    throw new AppError(ErrorCode.CONFLICT, 409, "This generation is still running. Cancel it first.");
  }
  // A video's first version takes its edited versions (issue 12) with it.
  const versions = row.rootId
    ? []
    : await deps.db
        .select()
        .from(generation)
        .where(and(eq(generation.userId, userId), eq(generation.rootId, id)));
  if (versions.some((v) => ACTIVE.includes(v.status))) {
    throw new AppError(
      ErrorCode.CONFLICT,
      409,
      "A version of this video is still rendering. Cancel it first.",
    );
  }
  const rows = [row, ...versions];
  await deps.db.delete(generation).where(
    inArray(
      generation.id,
      rows.map((r) => r.id),
    ),
  );
  const { storage } = generationsFor(deps);
  for (const gone of rows) {
    const stored = gone.result as StoredResult | null;
    for (const [name, asset] of Object.entries(stored?.assets ?? {})) {
      // The Free plan's logo copy of an exported file goes with it.
      for (const key of isExportable(name) ? [asset, brandedKey(asset)] : [asset]) {
        await storage
          .delete(key)
          .catch((error) => deps.logger.warn({ err: error, key }, "media delete failed"));
      }
    }
  }
}

// The spec's synchronous calls wait for their job. Polling the row works whichever process runs it.
export async function waitForGeneration(deps: AppDeps, row: GenerationRow): Promise<GenerationRow> {
  const { config } = generationsFor(deps);
  const deadline = performance.now() + config.waitSeconds * 1000;
  let current = row;
  while (ACTIVE.includes(current.status)) {
    if (performance.now() > deadline) {
      throw new AppError(
        ErrorCode.UNAVAILABLE,
        504,
        "This is taking longer than expected. It will appear in your library when ready.",
        `generation ${row.id}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await getOwnGeneration(deps, row.userId, row.id);
  }
  if (current.status === "failed") {
    throw new AppError("GENERATION_FAILED", 422, current.error ?? "The generation failed.");
  }
  if (current.status === "cancelled") {
    throw new AppError(ErrorCode.CONFLICT, 409, "The generation was cancelled.");
  }
  return current;
}

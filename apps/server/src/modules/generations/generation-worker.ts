import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGenerationKind } from "@reelforge/contract";
import { FfmpegError, ProviderError } from "@reelforge/studio";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { fetchBrandKit } from "../uploads/brand-kit.ts";
import { fetchUpload } from "../uploads/upload-refs.ts";
import { finishActive } from "./generation-service.ts";
import { assetKey, type GenerationRow, QUEUE, type StoredResult } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";
import { runPipeline } from "./run-pipeline.ts";
import { generation } from "./tables.ts";

// How often progress reaches the database (and the worker learns of a cancel request).
const FLUSH_MS = 400;
// A live worker touches its row at least this often, so a silent row means a dead worker.
const HEARTBEAT_MS = 5_000;

// Processes whose worker is stopping (SIGTERM/SIGINT): running jobs are handed back to the queue,
// not failed, and no new job starts here.
const stopping = new WeakSet<AppDeps>();

// Thrown from a job handler to give the job back: pg-boss retries it (retryDelay) on any worker.
export class JobHandedBack extends Error {
  override name = "JobHandedBack";
}

class WorkerStopping extends Error {
  override name = "WorkerStopping";
}

// On SIGTERM: stop the running renders (their ffmpeg and espeak-ng are killed) and hand their jobs
// back. The next worker renders them again under the same usage reservation and the same keys.
export async function stopGenerationWorker(deps: AppDeps): Promise<void> {
  stopping.add(deps);
  for (const controller of generationsFor(deps).running.values()) {
    controller.abort(new WorkerStopping("the worker is stopping"));
  }
}

export async function startGenerationWorker(deps: AppDeps): Promise<void> {
  // Parses STORAGE_URL, RENDER_SCALE and the provider settings now: a bad value stops the worker
  // at start with a clear message instead of failing every job.
  const runtime = generationsFor(deps);
  await deps.queue.work<{ generationId: string }>(
    QUEUE,
    (data) => handleGenerationJob(deps, data.generationId),
    { concurrency: runtime.config.concurrency },
  );
}

// Idempotent: a redelivered job for a finished row does nothing; for a row left "running" by a
// crashed worker it renders again and overwrites the same keys.
export async function handleGenerationJob(deps: AppDeps, id: string): Promise<void> {
  if (stopping.has(deps)) throw new JobHandedBack("the worker is stopping");
  const runtime = generationsFor(deps);
  const now = () => new Date(deps.now());
  const [row] = await deps.db
    .update(generation)
    .set({ status: "running", stage: "starting", percent: 0, startedAt: now(), updatedAt: now() })
    .where(and(eq(generation.id, id), inArray(generation.status, ["queued", "running"])))
    .returning();
  if (!row) return;
  const log = deps.logger.child({ generation: id, kind: row.kind });
  if (row.cancelRequestedAt) {
    await finish(deps, row, { status: "cancelled", stage: "cancelled", error: null }, true);
    return;
  }

  const controller = new AbortController();
  runtime.running.set(id, controller);
  let latest = { stage: "starting", percent: 0 };
  let written = { ...latest };
  let lastWrite = Date.now();
  let flushing = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(async () => {
      const changed = latest.stage !== written.stage || latest.percent !== written.percent;
      if (!changed && Date.now() - lastWrite < HEARTBEAT_MS) return;
      const next = { ...latest };
      const [state] = await deps.db
        .update(generation)
        .set({ stage: next.stage, percent: next.percent, updatedAt: now() })
        .where(and(eq(generation.id, id), eq(generation.status, "running")))
        .returning({ cancelRequestedAt: generation.cancelRequestedAt });
      written = next;
      lastWrite = Date.now();
      if (!state || state.cancelRequestedAt) controller.abort();
    });
    return flushing.catch((error) => log.warn({ err: error }, "generations: progress write failed"));
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);

  const workDir = path.join(tmpdir(), `rf-gen-${id}`);
  try {
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    const output = await runPipeline({
      kind: row.kind as TGenerationKind,
      input: row.input,
      storyboard: row.editStoryboard ?? undefined,
      workDir,
      upload: (uploadId) => fetchUpload(deps, row.userId, uploadId, path.join(workDir, "uploads")),
      brand: () => fetchBrandKit(deps, row.userId, path.join(workDir, "uploads")),
      scale: runtime.config.renderScale,
      providers: runtime.providers,
      allowLoopback: deps.config.OUTBOUND_ALLOW_LOOPBACK,
      cacheDir: runtime.config.cacheDir,
      signal: controller.signal,
      onProgress: (progress) => {
        // The bar never goes back within a run (stages report their own 0..100 slices).
        // Whole percents: the column is an integer (a fraction failed the write and the job with it).
        const percent = Math.round(Math.min(99, progress.percent));
        latest = { stage: progress.stage, percent: Math.max(latest.percent, percent) };
      },
    });
    latest = { stage: "saving", percent: 99 };
    const assets: Record<string, string> = {};
    for (const file of output.files) {
      controller.signal.throwIfAborted();
      const key = assetKey(id, file.name);
      await runtime.storage.put(key, file.path, file.contentType);
      assets[file.name] = key;
    }
    const result: StoredResult = {
      assets,
      ...(output.text !== undefined ? { text: output.text } : {}),
      ...(output.durationSeconds !== undefined ? { durationSeconds: output.durationSeconds } : {}),
      ...(output.language ? { language: output.language } : {}),
      ...(output.alternates ? { alternates: output.alternates } : {}),
      ...(output.notes?.length ? { notes: output.notes } : {}),
      ...(output.cues ? { cues: output.cues } : {}),
      ...(output.segments ? { segments: output.segments } : {}),
      ...(output.leadSeconds ? { leadSeconds: output.leadSeconds } : {}),
      ...(output.clips?.length ? { clips: output.clips } : {}),
      credits: output.credits,
    };
    clearInterval(timer);
    await flushing;
    const done = await finish(deps, row, {
      status: "succeeded",
      stage: "done",
      percent: 100,
      result,
      error: null,
    });
    if (!done) {
      // Deleted or cancelled while saving: the files have no row to belong to.
      for (const key of Object.values(assets)) await runtime.storage.delete(key).catch(() => {});
    }
  } catch (error) {
    clearInterval(timer);
    await flushing;
    if (controller.signal.reason instanceof WorkerStopping || (await stoppedUnderUs(deps, error))) {
      // Not the job's failure: give it back, still charged once (the reservation stays).
      log.info({ err: error }, "generations: worker stopping, job handed back");
      await deps.db
        .update(generation)
        .set({ status: "queued", stage: "queued", percent: 0, updatedAt: now() })
        .where(and(eq(generation.id, id), eq(generation.status, "running")));
      throw new JobHandedBack("the worker stopped; the job goes back to the queue", { cause: error });
    }
    if (controller.signal.aborted) {
      await finish(deps, row, { status: "cancelled", stage: "cancelled", error: null }, true);
      return;
    }
    log.warn({ err: error }, "generations: pipeline failed");
    await finish(deps, row, { status: "failed", stage: "failed", error: readableReason(error) }, true);
  } finally {
    clearInterval(timer);
    runtime.running.delete(id);
    await rm(workDir, { recursive: true, force: true }).catch(() => {});
  }
}

// A child process (ffmpeg, espeak-ng) that died of a signal rather than exiting: what a signal to the
// whole process group (systemd's stop, Ctrl-C) does to the children before this process hears it.
function killedBySignal(error: unknown): boolean {
  for (let e = error as { exitCode?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.exitCode === null && typeof e.message === "string" && !e.message.includes("could not start")) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

// True when the worker is stopping, or a child died of a signal and the stop request arrives
// within a moment (the children and this process get the group's signal at the same time, and
// which one this process hears of first is a race).
async function stoppedUnderUs(deps: AppDeps, error: unknown): Promise<boolean> {
  if (stopping.has(deps)) return true;
  if (!killedBySignal(error)) return false;
  for (let waited = 0; waited < 3000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (stopping.has(deps)) return true;
  }
  return false;
}

async function finish(
  deps: AppDeps,
  row: GenerationRow,
  values: Partial<GenerationRow> & { status: string },
  refund = false,
): Promise<boolean> {
  return (await finishActive(deps, row.id, values, refund)) !== null;
}

// Studio errors are written for people; ffmpeg's are not, so those get a plain sentence.
export function readableReason(error: unknown): string {
  const suffix = " Your usage was refunded.";
  if (error instanceof FfmpegError) return `The video could not be rendered.${suffix}`;
  if (error instanceof ProviderError)
    return `${error.provider} failed: ${error.message}.${suffix}`.replace("..", ".");
  if (error instanceof Error && error.message) {
    const message = error.message.length > 400 ? `${error.message.slice(0, 399)}…` : error.message;
    return `${message.replace(/\.?$/, ".")}${suffix}`;
  }
  return `The generation failed.${suffix}`;
}

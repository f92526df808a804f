import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGenerationKind } from "@reelforge/contract";
import { FfmpegError, ProviderError } from "@reelforge/studio";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { finishActive } from "./generation-service.ts";
import { assetKey, type GenerationRow, QUEUE, type StoredResult } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";
import { runPipeline } from "./run-pipeline.ts";
import { generation } from "./tables.ts";

// How often progress reaches the database (and the worker learns of a cancel request).
const FLUSH_MS = 400;
// A live worker touches its row at least this often, so a silent row means a dead worker.
const HEARTBEAT_MS = 5_000;

export async function startGenerationWorker(deps: AppDeps): Promise<void> {
  // Parses STORAGE_URL, RENDER_SCALE and the provider settings now: a bad value stops the worker
  // at start with a clear message instead of failing every job.
  generationsFor(deps);
  await deps.queue.work<{ generationId: string }>(QUEUE, (data) =>
    handleGenerationJob(deps, data.generationId),
  );
}

// Idempotent: a redelivered job for a finished row does nothing; for a row left "running" by a
// crashed worker it renders again and overwrites the same keys.
export async function handleGenerationJob(deps: AppDeps, id: string): Promise<void> {
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
      workDir,
      scale: runtime.config.renderScale,
      providers: runtime.providers,
      cacheDir: runtime.config.cacheDir,
      signal: controller.signal,
      onProgress: (progress) => {
        // The bar never goes back within a run (stages report their own 0..100 slices).
        latest = { stage: progress.stage, percent: Math.max(latest.percent, Math.min(99, progress.percent)) };
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

import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  ErrorCode,
  editCost,
  generatorOf,
  type TEditCost,
  type TEditOperation,
  type TEditRequest,
  type TGenerationKind,
  type TVersion,
} from "@reelforge/contract";
import {
  applyEditWith,
  commandWithModelIn,
  type EditContext,
  EditRefused,
  parseCommandIn,
  parseStoryboard,
  questionIn,
  type Storyboard,
  scenesToRender,
  stockName,
  translateOperations,
} from "@reelforge/studio";
import { and, asc, eq, or } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { reserveUsage } from "../billing/index.ts";
import { getBrandKit } from "../uploads/brand-kit.ts";
import { checkUploadRefs } from "../uploads/upload-refs.ts";
import { findUpload } from "../uploads/upload-service.ts";
import { getOwnGeneration, JOB_OPTIONS, refundFor, renderedSecondsOf } from "./generation-service.ts";
import { type GenerationRow, QUEUE, type StoredResult } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";
import { inputOf, isInputEditKind } from "./input-edit.ts";
import { stockServices } from "./stock-search.ts";
import { generation } from "./tables.ts";

// Editing a finished video (issue 12). An edit applies operations to the version's saved storyboard and
// renders the result as a new generation of the same kind (a version, with parentId): the studio's
// caches make that re-render only the scenes the edit changed.

// Every kind whose result is a video rendered from a storyboard it keeps (storyboard.json).
const EDITABLE: readonly string[] = ["video", "faceless", "slideshow", "link-video", "voice-over"];
// A voice-over is words over the user's video (or alone): it has no pictures, frame or music of its own.
const VOICE_OVER_REFUSES: readonly string[] = ["visual", "format", "music"];
export const EDIT_QUESTION = "EDIT_QUESTION";

async function readText(deps: AppDeps, key: string): Promise<string> {
  const stream = await generationsFor(deps).storage.get(key);
  if (!stream) throw new AppError(ErrorCode.NOT_FOUND, 404, "This video's storyboard is missing");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** The caller's finished video and the storyboard it was rendered from. */
export async function loadVersion(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<{ row: GenerationRow; storyboard: Storyboard }> {
  const row = await getOwnGeneration(deps, userId, id);
  const key = (row.result as StoredResult | null)?.assets["storyboard.json"];
  if (!EDITABLE.includes(row.kind) || row.status !== "succeeded" || !key) {
    throw new AppError(ErrorCode.CONFLICT, 409, "Only a finished video can be edited");
  }
  return { row, storyboard: parseStoryboard(JSON.parse(await readText(deps, key))) };
}

export type PlannedEdit = {
  row: GenerationRow;
  before: Storyboard;
  after: Storyboard;
  operations: TEditOperation[];
  message: string;
  cost: TEditCost;
};

// The contract's rule (editCost), which the editor shows too: every scene of the edited video counts,
// intro and outro scenes included.
function costOf(kind: string, before: Storyboard, after: Storyboard): TEditCost {
  return editCost(
    scenesToRender(before, after),
    after.scenes.length,
    generatorOf(kind as TGenerationKind).feature,
  );
}

// With a language model configured (LLM_BASE_URL), it maps the words by function calling; without one,
// or when it cannot be reached, the offline parser does.
// Either way, a command in a phrasebook's language says so: its questions are asked in that language
// (the model is asked to write its own question in it too).
async function commandOperations(
  deps: AppDeps,
  command: string,
  sb: Storyboard,
): Promise<{ operations: TEditOperation[]; language: string | null }> {
  const { llm } = generationsFor(deps).providers;
  if (llm.callTools) {
    try {
      return await commandWithModelIn(command, sb, llm);
    } catch (error) {
      if (error instanceof EditRefused) throw error;
      deps.logger.warn(
        { err: error },
        "edits: the language model failed; the offline parser maps the command",
      );
    }
  }
  return parseCommandIn(command, sb);
}

/**
 * The caller's uploads an edit's operations show: someone else's upload is answered exactly like a
 * missing one (404, as when a generation names it), a sound chosen as a picture is a 400.
 */
async function uploadsOf(
  deps: AppDeps,
  userId: string,
  operations: TEditOperation[],
): Promise<NonNullable<EditContext["uploads"]>> {
  const ids = [
    ...new Set(
      operations.flatMap((op) => (op.op === "visual" && op.upload !== undefined ? [op.upload] : [])),
    ),
  ];
  await checkUploadRefs(
    deps,
    userId,
    ids.map((id) => ({ field: "visual upload", id, kinds: ["image", "video"] as const })),
  );
  const found = new Map<string, { name: string; media: "image" | "video"; file: string }>();
  for (const id of ids) {
    const row = await findUpload(deps, userId, id);
    if (!row?.fileKey || (row.kind !== "image" && row.kind !== "video")) continue;
    // The render copies it under this name (see fetchUpload): never the user's file name.
    found.set(id, { name: row.name, media: row.kind, file: `${id}${path.extname(row.fileKey)}` });
  }
  return found;
}

// The user's own things an edit names must exist before anything renders: the brand kit's logo, and
// a song of their uploads. A missing logo is a question (where to add one), not an error.
async function checkOwnThings(deps: AppDeps, userId: string, operations: TEditOperation[]): Promise<void> {
  if (operations.some((op) => op.op === "logo" && op.enabled)) {
    const kit = await getBrandKit(deps, userId);
    if (!kit.logo) {
      throw new EditRefused(
        "Your brand kit has no logo yet. Add one in your profile (Profile Details, Brand kit: Logo), then ask again. Or do you want an outro with your brand's name instead?",
      );
    }
  }
  const songs = operations.flatMap((op) => (op.op === "music" && op.upload ? [op.upload] : []));
  await checkUploadRefs(
    deps,
    userId,
    songs.map((id) => ({ field: "music upload", id, kinds: ["audio"] as const })),
  );
}

// A stock item shows only when its service is configured here (a search offered it).
function checkStock(deps: AppDeps, operations: TEditOperation[]): void {
  const services = stockServices(deps);
  for (const op of operations) {
    if (op.op !== "visual" || op.stock === undefined) continue;
    const provider = op.stock.split(":")[0]!;
    if (!services.includes(provider)) {
      throw new EditRefused(
        `Stock from ${stockName(provider)} is not available here. Which picture should scene ${op.scene} show instead (an illustration or one of your uploads)?`,
      );
    }
  }
}

/** What an edit would change and cost; an impossible or unclear one is a 422 with a question. */
export async function planEdit(
  deps: AppDeps,
  userId: string,
  id: string,
  request: TEditRequest,
): Promise<PlannedEdit> {
  const { row, storyboard } = await loadVersion(deps, userId, id);
  const { providers } = generationsFor(deps);
  // The language of the command's words, when a phrasebook recognised them (null: English).
  let language: string | null = null;
  try {
    let asked: TEditOperation[] = request.operations ?? [];
    if (request.command !== undefined) {
      const mapped = await commandOperations(deps, request.command, storyboard);
      asked = mapped.operations;
      language = mapped.language;
    }
    if (row.kind === "voice-over" && asked.some((op) => VOICE_OVER_REFUSES.includes(op.op))) {
      throw new EditRefused(
        "A voice-over has no pictures, frame or music of its own to change: its words, voice and captions can. What would you like to change?",
      );
    }
    await checkOwnThings(deps, userId, asked);
    checkStock(deps, asked);
    // "Translate" becomes the narration in that language (a model's translation, or offline the
    // built-in writer's script in it) and the voice's language: the operations saved are those.
    const applied = await applyEditWith(
      storyboard,
      asked,
      (sb, language) =>
        translateOperations(sb, language, providers, {
          onModelError: (error) =>
            deps.logger.warn(
              { err: error },
              "edits: the model could not translate; the built-in writer rewrites",
            ),
        }),
      { uploads: await uploadsOf(deps, userId, asked) },
    );
    return {
      row,
      before: storyboard,
      after: applied.storyboard,
      operations: applied.operations,
      message: applied.message,
      cost: costOf(row.kind, storyboard, applied.storyboard),
    };
  } catch (error) {
    if (error instanceof EditRefused) throw new AppError(EDIT_QUESTION, 422, questionIn(language, error));
    throw error;
  }
}

/**
 * A new version of `parent` rendering `storyboard`, or (a kind without one: a meme, subtitles, clips)
 * made by its kind's pipeline from `input`; charged `units` of the parent's kind.
 */
export async function createVersion(
  deps: AppDeps,
  parent: GenerationRow,
  storyboard: Storyboard | null,
  summary: string,
  units: number,
  caller: { apiTokenId?: string } = {},
  // The part of the video's scenes the edit renders again (cost.scenesToRender / cost.scenes).
  share = 1,
  input: unknown = parent.input,
): Promise<GenerationRow> {
  const now = new Date(deps.now());
  const id = randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    const feature = generatorOf(parent.kind as TGenerationKind).feature;
    // A plan that meters seconds pays for the scenes rendered again: their share of the video.
    const seconds = Math.max(1, renderedSecondsOf(parent.result as StoredResult | null) * share);
    const reservation =
      units > 0 ? await reserveUsage(tx as never, parent.userId, feature, now, units, seconds) : null;
    const [created] = await tx
      .insert(generation)
      .values({
        id,
        userId: parent.userId,
        kind: parent.kind,
        status: "queued",
        stage: "queued",
        percent: 0,
        input,
        parentId: parent.id,
        rootId: parent.rootId ?? parent.id,
        summary,
        editStoryboard: storyboard,
        reservationId: reservation?.id ?? null,
        apiTokenId: caller.apiTokenId ?? null,
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
    deps.logger.error({ err: error, generation: id }, "edits: enqueue failed");
    await refundFor(deps, row);
    await deps.db
      .update(generation)
      .set({ status: "failed", error: "The job could not be queued. Please try again.", updatedAt: now })
      .where(eq(generation.id, id));
    throw new AppError(ErrorCode.UNAVAILABLE, 503, "The job could not be queued. Please try again.");
  }
}

/**
 * What a restore did, in words: which version (its number and when it was made, in UTC, the one clock
 * every viewer shares) and what that version was ("Restored version 2, made on 26 November 2026 at
 * 17:40 UTC: Deleted scene 3.").
 */
export function restoredSummary(number: number, made: Date, summary: string | null): string {
  const day = made.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = made.toISOString().slice(11, 16);
  const what = summary ? `: ${summary.replace(/\.$/, "")}` : " (the first version)";
  return `Restored version ${number}, made on ${day} at ${time} UTC${what}.`;
}

/** Restoring a version is a new version with its storyboard (its scenes are all in the cache). */
export async function restoreVersion(
  deps: AppDeps,
  userId: string,
  id: string,
  caller: { apiTokenId?: string } = {},
): Promise<{ row: GenerationRow; message: string; cost: TEditCost }> {
  const own = await getOwnGeneration(deps, userId, id);
  if (isInputEditKind(own.kind)) {
    // A meme, subtitles or clips: the version's input made again by its kind's pipeline, free.
    inputOf(own);
    const all = await listVersions(deps, userId, id);
    const message = restoredSummary(all.findIndex((v) => v.id === own.id) + 1, own.createdAt, own.summary);
    const cost: TEditCost = {
      scenesToRender: 0,
      scenes: 1,
      units: 0,
      feature: generatorOf(own.kind as TGenerationKind).feature,
      message: "Restoring an earlier version is free.",
    };
    return { row: await createVersion(deps, own, null, message, 0, caller, 1, own.input), message, cost };
  }
  const { row, storyboard } = await loadVersion(deps, userId, id);
  const all = await listVersions(deps, userId, id);
  const message = restoredSummary(all.findIndex((v) => v.id === row.id) + 1, row.createdAt, row.summary);
  // Free: the restored version's scenes were rendered before.
  const cost: TEditCost = {
    scenesToRender: 0,
    scenes: storyboard.scenes.length,
    units: 0,
    feature: generatorOf(row.kind as TGenerationKind).feature,
    message: "Restoring re-uses the scenes already rendered: free.",
  };
  return { row: await createVersion(deps, row, storyboard, message, 0, caller), message, cost };
}

/** Every version of the video `id` belongs to, oldest first. */
export async function listVersions(deps: AppDeps, userId: string, id: string): Promise<TVersion[]> {
  const row = await getOwnGeneration(deps, userId, id);
  const root = row.rootId ?? row.id;
  const rows = await deps.db
    .select()
    .from(generation)
    .where(and(eq(generation.userId, userId), or(eq(generation.id, root), eq(generation.rootId, root))))
    .orderBy(asc(generation.createdAt), asc(generation.id));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    createdAt: r.createdAt.toISOString(),
    summary: r.summary ?? "First version",
    status: r.status,
    segments: (r.result as StoredResult | null)?.segments ?? null,
  }));
}

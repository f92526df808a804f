// The segments stage: each scene's body, and the transition into it. A transition is drawn by the
// process that encodes the scene after it (from the previous scene's source), or by the one that encodes
// the scene before it when only that one changed, or on its own when both scenes are already encoded.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { runFfmpeg } from "../run-ffmpeg.ts";
import {
  buildSegmentArgs,
  buildTransitionArgs,
  type FrameRange,
  type SegmentSpec,
  segmentPieces,
  splitRange,
} from "../segment-args.ts";
import { type RenderContext, settled } from "./context.ts";
import { type ScenePlan, type ScenePlans, transitionKey } from "./plan.ts";

/** Shortest part worth its own process (start-up and a keyframe each). */
const MIN_PART_SECONDS = 2;

/** One encoded file of a scene's body and the scene frames it holds. */
export interface BodyFile {
  file: string;
  startFrame: number;
  frames: number;
}

/** A scene's encoded body, in a segment cache entry (pieces.json names its files). */
interface PieceLayout {
  /** The body in one file, or in several when the scene was encoded in parts; first frame of each. */
  body: BodyFile[];
}

export interface ScenePieces {
  key: string;
  body: BodyFile[];
  /** The transition into this scene (none for the first). */
  transition?: string;
}

export interface SegmentCounts {
  rendered: number;
  reused: number;
}

/** A deferred answer: whether scene i's process draws the transition out of it. */
interface Decision {
  promise: Promise<boolean>;
  resolve(drawn: boolean): void;
}

function decision(): Decision {
  let resolve!: (drawn: boolean) => void;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Starts every scene's segment task; each begins as soon as its scene is planned. */
export function renderSegments(
  ctx: RenderContext,
  plans: ScenePlans,
): { tasks: Promise<ScenePieces>[]; counts: SegmentCounts } {
  const counts: SegmentCounts = { rendered: 0, reused: 0 };
  const outgoingDecided = ctx.sb.scenes.map(decision);
  const tasks = ctx.sb.scenes.map((_scene, i) =>
    settled(
      sceneSegment(ctx, plans, outgoingDecided, counts, i).finally(() => {
        // Settled whatever happened, so the next scene's task never waits on a failed one.
        outgoingDecided[i]!.resolve(false);
      }),
    ),
  );
  return { tasks, counts };
}

/** The transitions around scene i: keys, and which of them this scene's process draws. */
interface SceneTransitions {
  prev: ScenePlan | null;
  inKey: string | null;
  inFile: string | null;
  inHit: boolean;
  next: ScenePlan | null;
  outKey: string | null;
  outgoingDrawn: boolean;
}

async function sceneTransitions(
  ctx: RenderContext,
  plans: ScenePlans,
  p: ScenePlan,
  i: number,
): Promise<SceneTransitions> {
  const { cache, T } = ctx;
  const n = ctx.sb.scenes.length;
  const prev = i > 0 && T > 0 ? await plans.plans[i - 1]! : null;
  const inKey = prev ? transitionKey(ctx, prev, p) : null;
  const inFile = inKey ? cache.entryPath("transitions", inKey, ".mp4") : null;
  const inHit = inKey ? await cache.has("transitions", inKey, ".mp4") : true;
  // The transition out of this scene is drawn here only when the next scene is already planned
  // (never waited for: that would hold every scene of a first render back by one) and encoded.
  const next = i < n - 1 && T > 0 && !p.bodyCached ? (plans.planned[i + 1] ?? null) : null;
  const outKey = next?.bodyCached ? transitionKey(ctx, p, next) : null;
  const outgoingDrawn = outKey !== null && !(await cache.has("transitions", outKey, ".mp4"));
  return { prev, inKey, inFile, inHit, next, outKey, outgoingDrawn };
}

async function sceneSegment(
  ctx: RenderContext,
  plans: ScenePlans,
  outgoingDecided: Decision[],
  counts: SegmentCounts,
  i: number,
): Promise<ScenePieces> {
  const p = await plans.plans[i]!;
  const tr = await sceneTransitions(ctx, plans, p, i);
  outgoingDecided[i]!.resolve(tr.outgoingDrawn);
  const transition = tr.inFile ?? undefined;
  if (p.bodyCached) {
    counts.reused++;
    ctx.progress.sceneDone(i);
    // Missing transition into a reused scene: drawn alone, unless the previous scene's process
    // (re-encoding it) draws it as its outgoing one.
    const { prev, inKey } = tr;
    if (prev && inKey && !tr.inHit && (prev.bodyCached || !(await outgoingDecided[i - 1]!.promise))) {
      await drawTransitionAlone(ctx, prev, p, inKey);
    }
    return { ...(await readPieces(ctx.cache.entryPath("segments", p.key, ""), p.key)), transition };
  }
  const dir = await encodeScene(ctx, plans, p, i, tr);
  counts.rendered++;
  plans.toEncode--;
  ctx.progress.sceneDone(i);
  return { ...(await readPieces(dir, p.key)), transition };
}

/** The transition between two scenes whose bodies are both encoded, in a process of its own. */
async function drawTransitionAlone(ctx: RenderContext, from: ScenePlan, to: ScenePlan, key: string) {
  await ctx.heavy(() =>
    ctx.cache.getOrCreate("transitions", key, ".mp4", (tmp) =>
      runFfmpeg(
        buildTransitionArgs({
          ...ctx.frame,
          encoder: ctx.encoder,
          from: from.visual,
          to: to.visual,
          kind: ctx.transitionKind,
          frames: ctx.T,
          out: tmp,
        }),
        ctx.run,
      ).then(() => undefined),
    ),
  );
}

/**
 * Encodes scene i's body (and the transitions its process draws) into its segment cache entry; returns
 * the entry's directory. The only scene left to encode (an edit), and the video's last scene, are cut into
 * parts encoded side by side: separate processes use the cores better than one process's encoder threads
 * (its filters run on one).
 */
async function encodeScene(
  ctx: RenderContext,
  plans: ScenePlans,
  p: ScenePlan,
  i: number,
  tr: SceneTransitions,
): Promise<string> {
  const { encoder, concurrency, fps, T } = ctx;
  const incoming =
    tr.prev && !tr.inHit ? { from: tr.prev.visual, kind: ctx.transitionKind, frames: T } : undefined;
  const outgoing =
    tr.next && tr.outgoingDrawn ? { to: tr.next.visual, kind: ctx.transitionKind, frames: T } : undefined;
  const body = { start: p.t.headFrames, end: p.t.frames - p.t.tailFrames };
  const alone = Math.max(1, Math.min(concurrency, plans.unplanned + plans.toEncode));
  // The video's last scene is cut into parts too: whole scenes end one after another, so the last one
  // would otherwise be encoded on one core while the others wait (its parts take the places the scenes
  // before it free, and the render ends together on every core).
  const last = i === ctx.sb.scenes.length - 1;
  const parts = encoder.threads
    ? [body]
    : splitRange(body, last ? concurrency : Math.floor(concurrency / alone), MIN_PART_SECONDS * fps);
  const threads = encoder.threads || Math.max(1, Math.floor(ctx.cores / (alone * parts.length)));
  const partDone = parts.map(() => 0);
  const { path: dir } = await ctx.cache.getOrCreate("segments", p.key, "", async (tmp) => {
    await mkdir(tmp, { recursive: true });
    const layout: PieceLayout = { body: [] };
    await Promise.all(
      parts.map((range, j) =>
        ctx.heavy(() => {
          const spec: SegmentSpec = {
            ...ctx.frame,
            encoder: { ...encoder, threads },
            scene: p.visual,
            range,
            incoming: j === 0 ? incoming : undefined,
            outgoing: j === parts.length - 1 ? outgoing : undefined,
            outDir: path.join(tmp, `part-${j}`),
          };
          const onFrames = (frames: number) => {
            partDone[j] = frames;
            ctx.progress.sceneFramesDone(
              i,
              partDone.reduce((x, y) => x + y, 0),
            );
          };
          return encodePart(ctx, spec, { j, tmp, layout, inKey: tr.inKey, outKey: tr.outKey, onFrames });
        }),
      ),
    );
    await writeFile(path.join(tmp, "pieces.json"), JSON.stringify(layout));
  });
  return dir;
}

interface PartTarget {
  /** Index of the part. */
  j: number;
  /** The segment entry being written. */
  tmp: string;
  layout: PieceLayout;
  inKey: string | null;
  outKey: string | null;
  /** Called with the part's frames written so far. */
  onFrames(frames: number): void;
}

/** One ffmpeg process: a part of a scene's body, with the transitions it draws; files its pieces. */
async function encodePart(ctx: RenderContext, spec: SegmentSpec, target: PartTarget): Promise<void> {
  const { range, outDir: partDir } = spec;
  const { j, tmp, layout } = target;
  await mkdir(partDir, { recursive: true });
  const written = range.end - range.start + (spec.incoming ? ctx.T : 0) + (spec.outgoing ? ctx.T : 0);
  await runFfmpeg(buildSegmentArgs(spec), {
    ...ctx.run,
    onProgress: (sec) => target.onFrames(Math.min(written, sec * ctx.fps)),
  });
  for (const [k, name] of segmentPieces(spec).entries()) {
    const piece = path.join(partDir, `piece-${k}.mp4`);
    const trKey = name === "in" ? target.inKey : name === "out" ? target.outKey : null;
    if (trKey) {
      await ctx.cache.getOrCreate("transitions", trKey, ".mp4", (t2) => rename(piece, t2));
    } else {
      layout.body[j] = bodyFile(j, range);
      await rename(piece, path.join(tmp, `body-${j}.mp4`));
    }
  }
  await rm(partDir, { recursive: true, force: true });
}

function bodyFile(j: number, range: FrameRange): BodyFile {
  return { file: `body-${j}.mp4`, startFrame: range.start, frames: range.end - range.start };
}

async function readPieces(dir: string, key: string): Promise<{ key: string; body: BodyFile[] }> {
  const layout = JSON.parse(await readFile(path.join(dir, "pieces.json"), "utf8")) as PieceLayout;
  return { key, body: layout.body.map((b) => ({ ...b, file: path.join(dir, b.file) })) };
}

// Any storyboard -> MP4 with .srt, .vtt, .ass, a .jpg thumbnail and the .storyboard.json beside it.
import { readFile } from "node:fs/promises";
import { type RenderOptions, type RenderResult, renderStoryboard } from "../render/render-storyboard.ts";
import { parseStoryboard, type Storyboard, type StoryboardInput } from "../storyboard/schema.ts";
import { type PipelineContext, type ResolvedContext, resolveContext, slice } from "./context.ts";
import { startPreparation } from "./prepare-storyboard.ts";

export interface RenderPipelineOptions {
  out: string;
  /** Encoder and parallelism overrides (benchmarks, tests). */
  encoder?: RenderOptions["encoder"];
  concurrency?: number;
  onSpawn?(pid: number): void;
  /** Also write NAME.voice.wav and NAME.music.wav beside the video. */
  stems?: boolean;
}

export interface VideoResult extends RenderResult {
  /** The storyboard as rendered (speech and visuals resolved). */
  storyboardData: Storyboard;
}

/**
 * Prepares and renders inside an existing context; progress 0..100 of the given slice. The two overlap:
 * a scene is encoded as soon as its own speech and picture exist, while later scenes are still being
 * voiced and drawn.
 */
export async function renderWithContext(
  sb: Storyboard,
  opts: RenderPipelineOptions,
  c: ResolvedContext,
  from = 0,
  to = 100,
): Promise<VideoResult> {
  const report = slice(c.onProgress, from, to);
  // Preparation and rendering report at the same time: the bar only moves forward.
  let shown = -1;
  const forward = (e: { stage: string; percent: number }) => {
    if (e.percent < shown) return;
    shown = e.percent;
    report(e);
  };
  // A render failure stops the preparation too (and the other way round through `pending`).
  const stop = new AbortController();
  const signal = c.signal ? AbortSignal.any([c.signal, stop.signal]) : stop.signal;
  const prep = startPreparation(sb, { ...c, signal, onProgress: slice(forward, 0, 30) });
  try {
    const result = await renderStoryboard(prep.storyboard, {
      out: opts.out,
      cacheDir: c.cacheDir,
      workDir: c.workDir,
      pending: { scene: prep.scene, music: prep.music, done: prep.done },
      signal,
      onProgress: slice(forward, 30, 100),
      encoder: opts.encoder,
      concurrency: opts.concurrency,
      onSpawn: opts.onSpawn,
      stems: opts.stems,
    });
    const prepared = await prep.done;
    return { ...result, storyboardData: prepared.storyboard };
  } catch (err) {
    stop.abort(err);
    await prep.done.catch(() => {});
    throw c.signal?.aborted ? (c.signal.reason ?? err) : err;
  }
}

/** Renders a storyboard object or a `.storyboard.json` file. */
export async function renderVideo(
  storyboard: StoryboardInput | Storyboard | string,
  opts: RenderPipelineOptions,
  ctx: PipelineContext = {},
): Promise<VideoResult> {
  const data =
    typeof storyboard === "string" ? (JSON.parse(await readFile(storyboard, "utf8")) as unknown) : storyboard;
  const sb = parseStoryboard(data);
  const c = await resolveContext(ctx);
  try {
    return await renderWithContext(sb, opts, c);
  } finally {
    await c.cleanup();
  }
}

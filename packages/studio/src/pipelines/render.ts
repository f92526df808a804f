// Any storyboard -> MP4 with .srt, .vtt, .ass, a .jpg thumbnail and the .storyboard.json beside it.
import { readFile } from "node:fs/promises";
import { type RenderOptions, type RenderResult, renderStoryboard } from "../render/render-storyboard.ts";
import { parseStoryboard, type Storyboard, type StoryboardInput } from "../storyboard/schema.ts";
import { type PipelineContext, type ResolvedContext, resolveContext, slice } from "./context.ts";
import { prepareStoryboard } from "./prepare-storyboard.ts";

export interface RenderPipelineOptions {
  out: string;
  /** Encoder and parallelism overrides (benchmarks, tests). */
  encoder?: RenderOptions["encoder"];
  concurrency?: number;
  onSpawn?(pid: number): void;
}

export interface VideoResult extends RenderResult {
  /** The storyboard as rendered (speech and visuals resolved). */
  storyboardData: Storyboard;
}

/** Prepares and renders inside an existing context; progress 0..100 of the given slice. */
export async function renderWithContext(
  sb: Storyboard,
  opts: RenderPipelineOptions,
  c: ResolvedContext,
  from = 0,
  to = 100,
): Promise<VideoResult> {
  const report = slice(c.onProgress, from, to);
  const prepared = await prepareStoryboard(sb, { ...c, onProgress: slice(report, 0, 30) });
  const result = await renderStoryboard(prepared.storyboard, {
    out: opts.out,
    cacheDir: c.cacheDir,
    workDir: c.workDir,
    musicPath: prepared.musicPath,
    signal: c.signal,
    onProgress: slice(report, 30, 100),
    encoder: opts.encoder,
    concurrency: opts.concurrency,
    onSpawn: opts.onSpawn,
  });
  return { ...result, storyboardData: prepared.storyboard };
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

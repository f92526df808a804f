// What every stage of one render shares: the storyboard, the options, the cache, the encoder, one budget
// of heavy ffmpeg processes, the signal that stops everything on the first failure, and progress.
import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileHash, StudioCache } from "../../cache.ts";
import { cacheMaxBytesFromEnv } from "../../cache-eviction.ts";
import type { Storyboard } from "../../storyboard/schema.ts";
import { assCacheLimitEnv, assCacheLimitLibrary } from "../captions/ass-cache-limit.ts";
import { captionFontDir } from "../captions/font-set.ts";
import { type CaptionSetup, captionSetup } from "../captions/scene-captions.ts";
import { DEFAULT_ENCODER, type EncoderSettings } from "../encoder.ts";
import { createLimiter, type Limiter } from "../pool.ts";
import type { FfmpegRunOptions } from "../run-ffmpeg.ts";
import type { FrameSetup, TransitionKind } from "../segment-args.ts";
import { type Timeline, transitionFrames } from "../timeline.ts";
import { RenderProgress } from "./progress.ts";

export interface Progress {
  stage: string;
  percent: number;
}

export interface RenderOptions {
  /** Output MP4 path; sidecars are written beside it. */
  out: string;
  cacheDir: string;
  /** Scratch directory for this job (voice track, mix, lists). */
  workDir: string;
  /** A music file to use instead of the storyboard's (looped when shorter than the video). */
  musicPath?: string;
  /** Also write the voice and the music as they sit in the mix: NAME.voice.wav and NAME.music.wav. */
  stems?: boolean;
  signal?: AbortSignal;
  onProgress?(e: Progress): void;
  encoder?: Partial<EncoderSettings>;
  /** Scene segments rendered at once (default: number of cores). */
  concurrency?: number;
  /** Skip voice, music and captions (benchmark lower bound: the bare encode of the same motion). */
  bare?: boolean;
  /** Called with each ffmpeg child pid (benchmark memory sampling). */
  onSpawn?(pid: number): void;
  /** Size limit of the cache, kept after the render (default: STUDIO_CACHE_MAX_BYTES, 0: none). */
  cacheMaxBytes?: number;
  /**
   * The storyboard is still being prepared (speech and pictures made scene by scene): each scene's
   * segment waits for `scene(i)` only, the audio for every scene and `music` (a user's music file;
   * undefined for none or a built-in mood, which the soundtrack composes once it knows the length).
   */
  pending?: { scene(i: number): Promise<void>; music: Promise<string | undefined>; done?: Promise<unknown> };
}

/** The files written beside the video. */
export interface Sidecars {
  srt: string;
  vtt: string;
  ass: string;
  thumbnail: string;
  storyboard: string;
}

export interface RenderResult extends Sidecars {
  video: string;
  /** With `stems`: the voice and (when there is music) the music, as WAV files beside the video. */
  stems?: { voice: string; music?: string };
  durationSeconds: number;
  timeline: Timeline;
  segments: { rendered: number; reused: number };
}

export interface RenderContext {
  sb: Storyboard;
  opts: RenderOptions;
  cache: StudioCache;
  encoder: EncoderSettings;
  /** The encoder settings that decide output (the thread count does not), for cache keys. */
  encoderKey: Omit<EncoderSettings, "threads">;
  fps: number;
  /** Options for every ffmpeg run of the render: stopped on the first failure. */
  run: Pick<FfmpegRunOptions, "signal" | "onSpawn" | "env">;
  signal: AbortSignal;
  /** Aborts `signal` (the first failure stops everything). */
  fail(reason: unknown): void;
  /** Resolves once scene `i` has its speech and picture. */
  sceneReady(i: number): Promise<void>;
  /** The one FIFO budget of heavy ffmpeg processes. */
  heavy: Limiter;
  concurrency: number;
  cores: number;
  frame: FrameSetup;
  logoKey: string | null;
  withCaptions: boolean;
  captions: CaptionSetup;
  transitionKind: TransitionKind;
  /** Frames of each transition (0 when there is none). */
  T: number;
  progress: RenderProgress;
  cacheMaxBytes: number;
}

export async function createRenderContext(sb: Storyboard, opts: RenderOptions): Promise<RenderContext> {
  const encoder: EncoderSettings = { ...DEFAULT_ENCODER, ...opts.encoder };
  const fps = sb.format.fps;
  await mkdir(opts.workDir, { recursive: true });
  await mkdir(path.dirname(path.resolve(opts.out)), { recursive: true });

  // One failure stops everything: running ffmpeg children are killed and nothing new starts.
  const failure = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, failure.signal]) : failure.signal;

  const withCaptions = !opts.bare && sb.captions.enabled && sb.voice.enabled;
  const fonts = withCaptions ? await captionFontDir(sb, opts.cacheDir) : undefined;
  // Captions are burned with libass's caches bounded (decision 23): ~20 MB less per segment process.
  const env = withCaptions ? assCacheLimitEnv(await assCacheLimitLibrary(opts.cacheDir)) : undefined;
  const logo = !opts.bare && sb.brand.logo ? path.resolve(sb.brand.logo) : undefined;
  const logoKey = logo ? await fileHash(logo) : null;
  // Output does not depend on the thread count, so it stays out of the cache keys.
  const { threads: _threads, ...encoderKey } = encoder;
  const concurrency = Math.max(1, opts.concurrency ?? availableParallelism());
  return {
    sb,
    opts,
    cache: new StudioCache(opts.cacheDir),
    encoder,
    encoderKey,
    fps,
    run: { signal, onSpawn: opts.onSpawn, ...(env ? { env } : {}) },
    signal,
    fail: (reason) => failure.abort(reason),
    sceneReady: (i) => (opts.pending ? opts.pending.scene(i) : Promise.resolve()),
    heavy: createLimiter(concurrency),
    concurrency,
    cores: availableParallelism(),
    frame: { width: sb.format.width, height: sb.format.height, fps, fontsDir: fonts, logoPath: logo },
    logoKey,
    withCaptions,
    captions: captionSetup(sb),
    transitionKind: sb.transition.kind === "none" ? "fade" : sb.transition.kind,
    T: transitionFrames(sb),
    progress: new RenderProgress(sb.scenes.length, opts.onProgress),
    cacheMaxBytes: opts.cacheMaxBytes ?? cacheMaxBytesFromEnv(),
  };
}

/** Attaches a no-op handler so a task nobody awaits any more (after another failed) is not "unhandled". */
export function settled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

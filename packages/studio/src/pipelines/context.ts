// What every pipeline takes besides its own options: progress, cancellation, providers and directories.
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultCacheDir } from "../cache.ts";
import { createProviders, type Providers } from "../providers/registry.ts";
import type { BeatSource } from "./beat-sources.ts";

export interface PipelineProgress {
  stage: string;
  percent: number;
}

export interface PipelineContext {
  onProgress?(e: PipelineProgress): void;
  signal?: AbortSignal;
  providers?: Providers;
  /** Stage cache (speech, visuals, segments); STUDIO_CACHE_DIR or ./data/cache by default. */
  cacheDir?: string;
  /** Scratch directory for this run; a fresh temporary one (removed afterwards) by default. */
  workDir?: string;
  /**
   * The user's own media for this video (the uploads a request names): asked first for each visual
   * beat, before stock, an image model and the built-in illustrations (beat-sources.ts).
   */
  userMedia?: BeatSource;
}

export interface ResolvedContext {
  onProgress: (e: PipelineProgress) => void;
  signal?: AbortSignal;
  providers: Providers;
  cacheDir: string;
  workDir: string;
  userMedia?: BeatSource;
  /** Removes the work directory when the pipeline created it. */
  cleanup(): Promise<void>;
}

export async function resolveContext(ctx: PipelineContext = {}): Promise<ResolvedContext> {
  const cacheDir = path.resolve(ctx.cacheDir ?? defaultCacheDir());
  const ownWork = !ctx.workDir;
  const workDir = path.resolve(
    ctx.workDir ?? path.join(tmpdir(), `studio-${randomBytes(6).toString("hex")}`),
  );
  await mkdir(workDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  return {
    onProgress: ctx.onProgress ?? (() => {}),
    signal: ctx.signal,
    providers: ctx.providers ?? createProviders(process.env, { cacheDir }),
    cacheDir,
    workDir,
    userMedia: ctx.userMedia,
    cleanup: async () => {
      if (ownWork) await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Maps a sub-stage's 0..100 onto a slice of the pipeline's bar. */
export function slice(
  report: (e: PipelineProgress) => void,
  from: number,
  to: number,
): (e: PipelineProgress) => void {
  return (e) => report({ stage: e.stage, percent: Math.round(from + ((to - from) * e.percent) / 100) });
}

// Clips from a long video (issue 13): one analysis pass finds its scene changes, pauses and loudness;
// planClips chooses where to cut; each clip is encoded from its part of the source, reframed to the
// platform's frame (the whole picture over a blurred copy of itself, or the centre cut out), with a
// thumbnail. Captions need the speech as text, which needs a speech recogniser: without one the clips
// carry no captions and the result's notes say so.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  buildClipAnalysisArgs,
  buildClipRenderArgs,
  parseMetadataPrint,
  parseSilences,
} from "../render/clip-args.ts";
import { DEFAULT_ENCODER } from "../render/encoder.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";
import { buildFrameGrabArgs } from "../render/voice-over-args.ts";
import { aspectForPlatform, resolvePlatform, sizeForAspect } from "../storyboard/formats.ts";
import { type ClipSignals, type PlannedClip, planClips } from "./clip-plan.ts";
import { type PipelineContext, resolveContext, slice } from "./context.ts";
import { videoInfo } from "./voice-over.ts";

export interface ClipsOptions {
  /** The user's video (an input file argument only). */
  video: string;
  count: number;
  maxSeconds: number;
  platform: string;
  reframe?: "crop" | "blur";
  /** Where the clips go: DIR/clip-N.mp4 and clip-N.jpg. */
  outDir: string;
  /** Frame size multiplier (tests render small). */
  scale?: number;
}

export interface ClipFile extends PlannedClip {
  video: string;
  thumbnail: string;
}

export interface ClipsResult {
  clips: ClipFile[];
  /** What the analysis found, for the record. */
  signals: ClipSignals;
  width: number;
  height: number;
  notes: string[];
}

const even = (n: number) => Math.max(16, 2 * Math.round(n / 2));

/** Scene changes, pauses and loudness of the video, from one ffmpeg pass. */
export async function analyseClipSignals(
  video: string,
  info: { seconds: number; hasAudio: boolean },
  workDir: string,
  signal?: AbortSignal,
): Promise<ClipSignals> {
  const scenesFile = path.join(workDir, "scenes.txt");
  const loudnessFile = path.join(workDir, "loudness.txt");
  const { stderr } = await runFfmpeg(
    buildClipAnalysisArgs({ video, hasAudio: info.hasAudio, scenesFile, loudnessFile }),
    { signal, captureStderr: true },
  );
  const read = (file: string) => readFile(file, "utf8").catch(() => "");
  return {
    duration: info.seconds,
    scenes: parseMetadataPrint(await read(scenesFile), "lavfi.scene_score").map((s) => ({
      time: s.time,
      score: s.value,
    })),
    silences: info.hasAudio ? parseSilences(stderr, info.seconds) : [],
    loudness: info.hasAudio
      ? parseMetadataPrint(await read(loudnessFile), "lavfi.astats.Overall.RMS_level")
      : [],
  };
}

export async function clips(opts: ClipsOptions, ctx: PipelineContext = {}): Promise<ClipsResult> {
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "finding the clips", percent: 0 });
    const info = await videoInfo(opts.video, c.signal);
    const size = sizeForAspect(aspectForPlatform(resolvePlatform(opts.platform)));
    const k = opts.scale ?? 1;
    const width = even(size.width * k);
    const height = even(size.height * k);
    const signals = await analyseClipSignals(opts.video, info, c.workDir, c.signal);
    const plan = planClips(signals, { count: opts.count, maxSeconds: opts.maxSeconds });
    if (!plan.length) throw new Error("The video is too short to cut into clips.");
    await mkdir(opts.outDir, { recursive: true });
    const total = plan.reduce((sum, p) => sum + (p.end - p.start), 0);
    let done = 0;
    const out: ClipFile[] = [];
    for (const [i, p] of plan.entries()) {
      const file = path.join(opts.outDir, `clip-${i + 1}.mp4`);
      const report = slice(
        c.onProgress,
        10 + (85 * done) / total,
        10 + (85 * (done + p.end - p.start)) / total,
      );
      await runFfmpeg(
        buildClipRenderArgs({
          video: opts.video,
          hasAudio: info.hasAudio,
          start: p.start,
          end: p.end,
          width,
          height,
          fps: info.fps,
          reframe: opts.reframe ?? "blur",
          encoder: DEFAULT_ENCODER,
          out: file,
        }),
        {
          signal: c.signal,
          onProgress: (s) =>
            report({
              stage: `clip ${i + 1} of ${plan.length}`,
              percent: Math.min(100, (100 * s) / (p.end - p.start)),
            }),
        },
      );
      const thumbnail = path.join(opts.outDir, `clip-${i + 1}.jpg`);
      await runFfmpeg(buildFrameGrabArgs(file, Math.min(0.5, (p.end - p.start) / 2), thumbnail), {
        signal: c.signal,
      });
      out.push({ ...p, video: file, thumbnail });
      done += p.end - p.start;
    }
    const notes = [
      `${out.length} clip${out.length === 1 ? "" : "s"} cut at ${[...new Set(out.map((o) => o.startsAt))].join(", ")} boundaries.`,
    ];
    if (out.length < opts.count) {
      notes.push(
        `You asked for ${opts.count}; the video has ${out.length} part${out.length === 1 ? "" : "s"} long enough to stand alone.`,
      );
    }
    notes.push(
      "No captions: captions need the speech as text, and no speech recogniser is set up on this server.",
    );
    c.onProgress({ stage: "done", percent: 100 });
    return { clips: out, signals, width, height, notes };
  } finally {
    await c.cleanup();
  }
}

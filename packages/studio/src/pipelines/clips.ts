// Clips from a long video (issue 13): one analysis pass finds its scene changes, pauses and loudness;
// planClips chooses where to cut; each clip is encoded from its part of the source, reframed to the
// platform's frame (the whole picture over a blurred copy of itself, or the centre cut out), with a
// thumbnail. Captions need the speech as text: with a speech recogniser (ASR_BASE_URL) the source is
// heard once, its sentence ends join the pauses as places to cut, and each clip gets its words burned
// in; without one the clips carry no captions and the result's notes say so.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CaptionFont } from "../fonts.ts";
import { resolveLanguage } from "../languages.ts";
import type { ProviderCredit, WordTiming } from "../providers/types.ts";
import { buildAss } from "../render/captions/ass.ts";
import { captionFontDir } from "../render/captions/font-set.ts";
import { layoutCaptions } from "../render/captions/layout.ts";
import { captionSetup } from "../render/captions/scene-captions.ts";
import {
  buildClipAnalysisArgs,
  buildClipRenderArgs,
  parseMetadataPrint,
  parseSilences,
} from "../render/clip-args.ts";
import { DEFAULT_ENCODER } from "../render/encoder.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";
import { buildSpeechExtractArgs } from "../render/subtitles-args.ts";
import { buildFrameGrabArgs } from "../render/voice-over-args.ts";
import { aspectForPlatform, resolvePlatform, sizeForAspect } from "../storyboard/formats.ts";
import { type CaptionStyle, parseStoryboard, type Storyboard } from "../storyboard/schema.ts";
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
  /** The captions' look (one of the six styles) and font; bold pop in Montserrat when absent. */
  captions?: CaptionStyle;
  font?: CaptionFont;
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
  /** Who heard the speech the captions show (absent without captions). */
  captionCredit?: ProviderCredit;
}

const even = (n: number) => Math.max(16, 2 * Math.round(n / 2));

/** What the recogniser heard in the whole source. */
interface Heard {
  words: WordTiming[];
  language: string;
  credit: ProviderCredit;
}

/** A sentence's end followed by a gap: a place to cut, as a pause in the sound is. */
export function sentenceBreaks(words: WordTiming[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (next && /[.!?。！？]$/u.test(w.word) && next.start - w.end >= 0.15) {
      out.push({ start: w.end, end: next.start });
    }
  });
  return out;
}

/** The captions' storyboard settings for a clip's frame (by default bold words, the spoken one popping). */
function clipCaptionBoard(
  language: string,
  width: number,
  height: number,
  look: { style?: CaptionStyle; font?: CaptionFont },
): Storyboard {
  let name = "English";
  try {
    name = resolveLanguage(language).name;
  } catch {
    // A language the recogniser names that we do not know: Latin captions draw most of them.
  }
  return parseStoryboard({
    version: 1,
    format: { aspect: height > width ? "9:16" : "16:9", width, height, fps: 30 },
    scenes: [{ id: "s1", narration: "clip", visual: { kind: "color", color: "#000000" } }],
    voice: { language: name, gender: "female" },
    captions: {
      enabled: true,
      style: look.style ?? "bold-pop",
      font: look.font ?? "montserrat",
      position: "bottom",
    },
    music: null,
    transition: { kind: "none", seconds: 0 },
  });
}

/** The clip's words as an ASS file on the clip's clock, or undefined when nothing is said in it. */
async function clipCaptions(
  heard: Heard,
  clip: PlannedClip,
  frame: { width: number; height: number },
  file: string,
  cacheDir: string,
  look: { style?: CaptionStyle; font?: CaptionFont } = {},
): Promise<{ assPath: string; fontsDir: string } | undefined> {
  const seconds = clip.end - clip.start;
  const words = heard.words
    .filter((w) => w.start >= clip.start - 0.05 && w.start < clip.end)
    .map((w) => ({
      text: w.word,
      start: Math.max(0, w.start - clip.start),
      end: Math.min(seconds, Math.max(w.end, w.start + 0.05) - clip.start),
    }));
  if (!words.length) return undefined;
  const sb = clipCaptionBoard(heard.language, frame.width, frame.height, look);
  const setup = captionSetup(sb);
  const events = layoutCaptions(words, setup.spec, setup.options, seconds);
  await writeFile(file, buildAss(events, setup.spec, setup.options), "utf8");
  return { assPath: file, fontsDir: await captionFontDir(sb, cacheDir) };
}

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
    let heard: Heard | undefined;
    if (c.providers.asr && info.hasAudio) {
      c.onProgress({ stage: "listening", percent: 5 });
      const audio = path.join(c.workDir, "speech.mp3");
      await runFfmpeg(buildSpeechExtractArgs(opts.video, audio), { signal: c.signal });
      const t = await c.providers.asr.transcribe({ audioPath: audio }, { signal: c.signal });
      heard = { words: t.words, language: t.language ?? "English", credit: t.credit };
      // The transcript's sentence ends are places to cut too.
      signals.silences.push(...sentenceBreaks(t.words));
    }
    const plan = planClips(signals, { count: opts.count, maxSeconds: opts.maxSeconds });
    if (!plan.length) throw new Error("The video is too short to cut into clips.");
    await mkdir(opts.outDir, { recursive: true });
    const total = plan.reduce((sum, p) => sum + (p.end - p.start), 0);
    let done = 0;
    const out: ClipFile[] = [];
    for (const [i, p] of plan.entries()) {
      const file = path.join(opts.outDir, `clip-${i + 1}.mp4`);
      const captions = heard
        ? await clipCaptions(
            heard,
            p,
            { width, height },
            path.join(c.workDir, `clip-${i + 1}.ass`),
            c.cacheDir,
            { style: opts.captions, font: opts.font },
          )
        : undefined;
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
          ...(captions ?? {}),
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
    if (heard) {
      const model = heard.credit.model ? ` ${heard.credit.model}` : "";
      notes.push(`Captions from the speech as ${heard.credit.provider}${model} heard it.`);
    } else {
      notes.push(
        info.hasAudio
          ? "No captions: captions need the speech as text, and no speech recogniser is set up on this server."
          : "No captions: the video has no sound.",
      );
    }
    c.onProgress({ stage: "done", percent: 100 });
    return { clips: out, signals, width, height, notes, ...(heard ? { captionCredit: heard.credit } : {}) };
  } finally {
    await c.cleanup();
  }
}

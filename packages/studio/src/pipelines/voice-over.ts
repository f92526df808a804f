// Text -> speech in any offered language, voice, accent and speed -> one narration (sentences in order,
// a short pause between) at the product's loudness as WAV and MP3, with SRT/VTT captions from the word
// timings; optionally laid over the user's own video (its sound ducked, the captions burned in).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { hashOf, StudioCache } from "../cache.ts";
import type { CaptionFont } from "../fonts.ts";
import { resolveLanguage } from "../languages.ts";
import { loudnessFilter, parseEbur128Summary } from "../render/audio-args.ts";
import { buildAss } from "../render/captions/ass.ts";
import { captionFontDir } from "../render/captions/font-set.ts";
import {
  captionSetup,
  oneSceneCaptionEvents,
  timelineCaptionEvents,
} from "../render/captions/scene-captions.ts";
import { buildSrt, buildVtt } from "../render/captions/srt-vtt.ts";
import { DEFAULT_ENCODER } from "../render/encoder.ts";
import { runFfmpeg, runFfprobe } from "../render/run-ffmpeg.ts";
import { writeVoiceTrack } from "../render/stages/speech.ts";
import { computeTimeline } from "../render/timeline.ts";
import {
  buildFrameGrabArgs,
  buildNarrationEncodeArgs,
  buildNarrationMeasureArgs,
  buildVoiceOverVideoArgs,
  voiceOverFrame,
  voiceOverSeconds,
} from "../render/voice-over-args.ts";
import { sceneId } from "../storyboard/build.ts";
import { type CaptionStyle, parseStoryboard, type Storyboard } from "../storyboard/schema.ts";
import { cleanScript } from "../text/clean-script.ts";
import { splitScenes } from "../text/split-scenes.ts";
import { type PipelineContext, type ResolvedContext, resolveContext, slice } from "./context.ts";
import { withFallback } from "./fallback.ts";
import { prepareStoryboard } from "./prepare-storyboard.ts";
import { voiceSample } from "./voice-samples.ts";

export const MAX_VOICE_OVER_CHARS = 20_000;

export interface VoiceOverOptions {
  text: string;
  language: string;
  gender: "male" | "female";
  accent?: string;
  /** 1 = the language's normal pace; 0.5 .. 2. */
  speed?: number;
  /** Where the files go: DIR/voice-over.wav, .mp3, .srt, .vtt (and video.mp4, thumbnail.jpg). */
  outDir: string;
  /** The user's video to narrate over (an input file argument only). */
  video?: string;
  /** Burn the captions into the video (default true). */
  burnCaptions?: boolean;
  captionStyle?: CaptionStyle;
  font?: CaptionFont;
  /** The brand colour of the spoken word in the captions (styles that colour it). */
  captionColor?: string;
  /** The brand logo set in the video's top-left corner (an input file argument only). */
  logo?: string;
  /** Frame size multiplier of the video (tests render small): its long side at most 1920 x scale. */
  scale?: number;
  /**
   * An edited storyboard of an earlier voice-over (issue 12): spoken instead of one built from the text
   * (its frame follows the video); only the scenes whose words or voice changed are voiced again.
   */
  storyboard?: Storyboard;
}

export interface VoiceOverResult {
  wav: string;
  mp3: string;
  srt: string;
  vtt: string;
  durationSeconds: number;
  /** Every spoken word on the narration's clock. */
  words: { word: string; start: number; end: number }[];
  storyboardData: Storyboard;
  video?: { path: string; thumbnail: string; durationSeconds: number };
}

/** The narration's storyboard: one silent scene per sentence group, colour only (nothing is drawn). */
export function voiceOverStoryboard(
  opts: Pick<
    VoiceOverOptions,
    "text" | "language" | "gender" | "accent" | "speed" | "captionStyle" | "font" | "captionColor"
  >,
  frame: { width: number; height: number },
): Storyboard {
  if (!opts.text?.trim()) throw new Error("Write Something! The text is empty.");
  if (opts.text.length > MAX_VOICE_OVER_CHARS)
    throw new Error(`The text is too long (${opts.text.length} > ${MAX_VOICE_OVER_CHARS} characters).`);
  const language = resolveLanguage(opts.language);
  const text = cleanScript(opts.text);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new Error("The text has no words to speak after cleaning.");
  const parts = splitScenes(text, { language: language.code, maxSecondsPerScene: 12 });
  const portrait = frame.height > frame.width;
  return parseStoryboard({
    version: 1,
    title: parts[0]?.narration.slice(0, 80) ?? "Voice-over",
    format: { aspect: portrait ? "9:16" : "16:9", width: frame.width, height: frame.height, fps: 30 },
    scenes: parts.map((p, i) => ({
      id: sceneId(i),
      narration: p.narration,
      visual: { kind: "color", color: "#000000" },
    })),
    voice: {
      language: language.name,
      gender: opts.gender,
      accent: opts.accent,
      speed: opts.speed ?? 1,
      wordsPerMinute: language.wordsPerMinute,
    },
    captions: {
      enabled: true,
      style: opts.captionStyle ?? "clean",
      font: opts.font ?? "montserrat",
      position: "bottom",
      ...(opts.captionColor ? { activeColor: opts.captionColor } : {}),
    },
    music: null,
    transition: { kind: "none", seconds: 0 },
    meta: { pipeline: "voice-over", characters: opts.text.length },
  });
}

export interface VideoInfo {
  width: number;
  height: number;
  seconds: number;
  fps: number;
  hasAudio: boolean;
}

export async function videoInfo(file: string, signal?: AbortSignal): Promise<VideoInfo> {
  const probe = await runFfprobe(file, { signal });
  const v = probe.streams.find((s) => s.codec_type === "video");
  if (!v) throw new Error("The video has no picture.");
  let width = Number(v.width);
  let height = Number(v.height);
  // A phone's portrait clip is stored landscape with a rotation that ffmpeg applies when decoding.
  const sideData = (v.side_data_list as { rotation?: number }[] | undefined) ?? [];
  const rotation = Math.abs(Number(sideData.find((d) => d.rotation !== undefined)?.rotation ?? 0)) % 180;
  if (rotation === 90) [width, height] = [height, width];
  const [num, den] = String(v.avg_frame_rate ?? "30/1")
    .split("/")
    .map(Number);
  const rate = num && den ? num / den : 30;
  const seconds = Number(probe.format.duration ?? v.duration);
  if (!(width > 0 && height > 0 && seconds > 0)) throw new Error("The video cannot be read.");
  return {
    width,
    height,
    seconds,
    fps: Math.max(10, Math.min(30, Math.round(rate) || 30)),
    hasAudio: probe.streams.some((s) => s.codec_type === "audio"),
  };
}

/** The narration as one WAV on the storyboard's time line; returns the timeline's length and words. */
async function narrationTrack(sb: Storyboard, c: ResolvedContext, file: string) {
  const timeline = computeTimeline(sb);
  await writeVoiceTrack(sb, timeline, new StudioCache(c.cacheDir), file, { signal: c.signal });
  const words = sb.scenes.flatMap((scene, i) => {
    const t = timeline.scenes[i]!;
    const at = t.offsetFrames / timeline.fps + t.voiceStart;
    return (scene.speech?.words ?? []).map((w) => ({ word: w.word, start: at + w.start, end: at + w.end }));
  });
  return { timeline, seconds: timeline.totalFrames / timeline.fps, words };
}

export async function voiceOver(opts: VoiceOverOptions, ctx: PipelineContext = {}): Promise<VoiceOverResult> {
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "voice", percent: 0 });
    const info = opts.video ? await videoInfo(opts.video, c.signal) : undefined;
    const maxSide = Math.round(1920 * (opts.scale ?? 1));
    const frame = info ? voiceOverFrame(info.width, info.height, maxSide) : { width: 1080, height: 1920 };
    const planned = opts.storyboard
      ? { ...opts.storyboard, format: { ...opts.storyboard.format, ...frame } }
      : voiceOverStoryboard(opts, frame);
    const prepared = await prepareStoryboard(planned, {
      ...c,
      onProgress: slice(c.onProgress, 0, info ? 40 : 80),
    });
    const sb = prepared.storyboard;
    await mkdir(opts.outDir, { recursive: true });
    const raw = path.join(c.workDir, "narration-raw.wav");
    const track = await narrationTrack(sb, c, raw);
    const measured = parseEbur128Summary(
      (await runFfmpeg(buildNarrationMeasureArgs(raw), { signal: c.signal, captureStderr: true })).stderr,
    );
    const out = (name: string) => path.join(opts.outDir, name);
    await runFfmpeg(
      buildNarrationEncodeArgs({
        voiceWav: raw,
        loudness: loudnessFilter(measured),
        wavOut: out("voice-over.wav"),
        mp3Out: out("voice-over.mp3"),
      }),
      { signal: c.signal },
    );
    c.onProgress({ stage: "captions", percent: info ? 45 : 90 });
    const setup = captionSetup(sb);
    const perScene = sb.scenes.map((_s, i) =>
      oneSceneCaptionEvents(sb, i, track.timeline.scenes[i]!, 30, setup),
    );
    const events = timelineCaptionEvents(perScene, track.timeline);
    await writeFile(out("voice-over.srt"), buildSrt(events, setup.options.noSpaces));
    await writeFile(out("voice-over.vtt"), buildVtt(events, setup.options.noSpaces));
    const result: VoiceOverResult = {
      wav: out("voice-over.wav"),
      mp3: out("voice-over.mp3"),
      srt: out("voice-over.srt"),
      vtt: out("voice-over.vtt"),
      durationSeconds: track.seconds,
      words: track.words,
      storyboardData: sb,
    };
    if (opts.video && info) {
      let assPath: string | undefined;
      let fontsDir: string | undefined;
      if (opts.burnCaptions !== false && events.length > 0) {
        assPath = path.join(c.workDir, "captions.ass");
        await writeFile(assPath, buildAss(events, setup.spec, setup.options), "utf8");
        fontsDir = await captionFontDir(sb, c.cacheDir);
      }
      const spec = {
        video: opts.video,
        videoHasAudio: info.hasAudio,
        videoSeconds: info.seconds,
        narration: result.wav,
        narrationSeconds: track.seconds,
        ...frame,
        fps: info.fps,
        assPath,
        fontsDir,
        logo: opts.storyboard ? (opts.storyboard.brand.logo ?? undefined) : opts.logo,
        encoder: DEFAULT_ENCODER,
        out: out("video.mp4"),
      };
      const total = voiceOverSeconds(spec);
      const report = slice(c.onProgress, 45, 98);
      await runFfmpeg(buildVoiceOverVideoArgs(spec), {
        signal: c.signal,
        onProgress: (s) => report({ stage: "render", percent: Math.min(100, (100 * s) / total) }),
      });
      await runFfmpeg(buildFrameGrabArgs(spec.out, Math.min(0.5, total / 2), out("thumbnail.jpg")), {
        signal: c.signal,
      });
      result.video = { path: spec.out, thumbnail: out("thumbnail.jpg"), durationSeconds: total };
    }
    c.onProgress({ stage: "done", percent: 100 });
    return result;
  } finally {
    await c.cleanup();
  }
}

export interface VoicePreviewOptions {
  language: string;
  gender: "male" | "female";
  accent?: string;
  speed?: number;
}

/**
 * A few seconds of a voice saying the language's sample line, as MP3, cached by everything that decides
 * it (language, gender, accent, speed and the speech provider): a second preview of a voice costs nothing.
 */
export async function voicePreview(opts: VoicePreviewOptions, ctx: PipelineContext = {}): Promise<string> {
  const c = await resolveContext(ctx);
  try {
    const language = resolveLanguage(opts.language);
    const voice = {
      language: language.name,
      gender: opts.gender,
      accent: opts.accent,
      speed: Math.min(2, Math.max(0.5, opts.speed ?? 1)),
    };
    const text = voiceSample(language.code);
    const key = hashOf({ preview: 1, text, voice, provider: c.providers.tts.id });
    const cache = new StudioCache(c.cacheDir);
    const { path: mp3 } = await cache.getOrCreate("voice-previews", key, ".mp3", async (tmp) => {
      const dir = path.join(c.workDir, "preview");
      await mkdir(dir, { recursive: true });
      const { result } = await withFallback(
        "voice",
        c.providers.tts,
        c.providers.builtin.tts,
        (p) => p.synthesize(text, voice, dir, { signal: c.signal }),
        () => {},
        c.signal,
      );
      const measured = parseEbur128Summary(
        (
          await runFfmpeg(buildNarrationMeasureArgs(result.audioPath), {
            signal: c.signal,
            captureStderr: true,
          })
        ).stderr,
      );
      const wav = path.join(dir, "preview.wav");
      await runFfmpeg(
        buildNarrationEncodeArgs({
          voiceWav: result.audioPath,
          loudness: loudnessFilter(measured),
          wavOut: wav,
          mp3Out: tmp,
        }),
        { signal: c.signal },
      );
    });
    return mp3;
  } finally {
    await c.cleanup();
  }
}

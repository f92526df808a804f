// Subtitles for the user's own video: the spoken words with their times, from (in order) cues the user
// edited, the recogniser (ASR_*), or the user's transcript aligned to the speech offline; then caption
// events in the chosen style and font inside the frame's safe area, SRT and VTT, and the video with
// the captions burned in. A step without burning gives the cues to edit first.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { alignTranscript } from "../align/align-transcript.ts";
import type { CaptionFont } from "../fonts.ts";
import { resolveLanguage } from "../languages.ts";
import type { ProviderCredit, WordTiming } from "../providers/types.ts";
import { buildAss } from "../render/captions/ass.ts";
import { captionFontDir } from "../render/captions/font-set.ts";
import { type CaptionEvent, layoutCaptions } from "../render/captions/layout.ts";
import { type CaptionSetup, captionSetup } from "../render/captions/scene-captions.ts";
import { buildSrt, buildVtt } from "../render/captions/srt-vtt.ts";
import { DEFAULT_ENCODER } from "../render/encoder.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";
import { buildSpeechExtractArgs, buildSubtitleBurnArgs } from "../render/subtitles-args.ts";
import { buildFrameGrabArgs, voiceOverFrame } from "../render/voice-over-args.ts";
import { type CaptionStyle, parseStoryboard, type Storyboard } from "../storyboard/schema.ts";
import { type PipelineContext, resolveContext } from "./context.ts";
import { videoInfo } from "./voice-over.ts";

/** One caption as the user sees and edits it (seconds on the video's clock). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface SubtitlesOptions {
  /** The user's video (an input file argument only). */
  video: string;
  language: string;
  captionStyle?: CaptionStyle;
  font?: CaptionFont;
  /** What is said, to align to the speech when no recogniser is set. */
  transcript?: string;
  /** Cues the user edited: used as they are (no recognition, no alignment). */
  cues?: Cue[];
  /** Burn the captions into the video (default true); false gives the cues, SRT and VTT only. */
  burn?: boolean;
  outDir: string;
  /** Frame size multiplier (tests render small): the long side at most 1920 x scale. */
  scale?: number;
}

export interface SubtitlesResult {
  srt: string;
  vtt: string;
  cues: Cue[];
  /** Where the word times came from. */
  source: "cues" | "recogniser" | "alignment";
  credit: ProviderCredit;
  durationSeconds: number;
  video?: { path: string; thumbnail: string; durationSeconds: number };
}

export const ALIGNER_CREDIT: ProviderCredit = {
  provider: "builtin-aligner",
  model: "espeak-ng+mfcc-dtw",
  builtin: true,
};

/** The error a request with neither a transcript nor cues gets when no recogniser is configured. */
export const NO_RECOGNISER_MESSAGE =
  "No speech recogniser is set up here: paste what is said in the video as the transcript, and it will be matched to the speech.";

function captionStoryboard(
  opts: Pick<SubtitlesOptions, "language" | "captionStyle" | "font">,
  frame: { width: number; height: number },
): Storyboard {
  const portrait = frame.height > frame.width;
  return parseStoryboard({
    version: 1,
    title: "Subtitles",
    format: { aspect: portrait ? "9:16" : "16:9", width: frame.width, height: frame.height, fps: 30 },
    scenes: [{ id: "s1", narration: "subtitles", visual: { kind: "color", color: "#000000" } }],
    voice: { language: resolveLanguage(opts.language).name, gender: "female" },
    captions: {
      enabled: true,
      style: opts.captionStyle ?? "clean",
      font: opts.font ?? "montserrat",
      position: "bottom",
    },
    music: null,
    transition: { kind: "none", seconds: 0 },
    meta: { pipeline: "subtitles" },
  });
}

/** A cue's words, its time shared among them by length (karaoke styles light each in turn). */
export function cueWords(cue: Cue): { text: string; start: number; end: number }[] {
  const parts = cue.text.split(/\s+/).filter(Boolean);
  const weight = (p: string) => [...p].length + 1;
  const total = parts.reduce((a, p) => a + weight(p), 0);
  let t = cue.start;
  return parts.map((text) => {
    const end = t + ((cue.end - cue.start) * weight(text)) / total;
    const word = { text, start: t, end };
    t = end;
    return word;
  });
}

function eventsOf(words: WordTiming[] | null, cues: Cue[] | null, setup: CaptionSetup, until: number) {
  if (cues) {
    return cues
      .filter((c) => c.text.trim() && c.end > c.start)
      .sort((a, b) => a.start - b.start)
      .flatMap((c) => layoutCaptions(cueWords(c), setup.spec, setup.options, c.end));
  }
  const timed = (words ?? []).map((w) => ({
    text: w.word,
    start: w.start,
    end: Math.max(w.end, w.start + 0.05),
  }));
  return layoutCaptions(timed, setup.spec, setup.options, until);
}

function cuesOf(events: CaptionEvent[], noSpaces: boolean): Cue[] {
  const round = (t: number) => Math.round(t * 1000) / 1000;
  return events.map((e) => ({
    start: round(e.start),
    end: round(e.end),
    text: e.lines.map((l) => l.map((w) => w.text).join(noSpaces ? "" : " ")).join(" "),
  }));
}

export async function subtitles(opts: SubtitlesOptions, ctx: PipelineContext = {}): Promise<SubtitlesResult> {
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "reading the video", percent: 1 });
    const info = await videoInfo(opts.video, c.signal);
    const frame = voiceOverFrame(info.width, info.height, Math.round(1920 * (opts.scale ?? 1)));
    const sb = captionStoryboard(opts, frame);
    const setup = captionSetup(sb);
    await mkdir(opts.outDir, { recursive: true });
    let words: WordTiming[] | null = null;
    let source: SubtitlesResult["source"] = "cues";
    let credit: ProviderCredit = { provider: "user", builtin: true };
    if (!opts.cues) {
      if (!info.hasAudio) throw new Error("The video has no sound to make subtitles from.");
      c.onProgress({ stage: "listening", percent: 5 });
      if (opts.transcript?.trim()) {
        const aligned = await alignTranscript({
          media: opts.video,
          transcript: opts.transcript,
          language: opts.language,
          tts: c.providers.builtin.tts,
          workDir: c.workDir,
          signal: c.signal,
        });
        words = aligned.words;
        source = "alignment";
        credit = ALIGNER_CREDIT;
      } else if (c.providers.asr) {
        const audio = path.join(c.workDir, "speech.mp3");
        await runFfmpeg(buildSpeechExtractArgs(opts.video, audio), { signal: c.signal });
        const heard = await c.providers.asr.transcribe(
          { audioPath: audio, language: resolveLanguage(opts.language).code.split("-")[0] },
          { signal: c.signal },
        );
        words = heard.words;
        source = "recogniser";
        credit = heard.credit;
      } else {
        throw new Error(NO_RECOGNISER_MESSAGE);
      }
      if (words.length === 0) throw new Error("No speech was found in the video.");
    }
    c.onProgress({ stage: "captions", percent: 40 });
    const events = eventsOf(words, opts.cues ?? null, setup, info.seconds);
    if (events.length === 0) throw new Error("There are no captions to show: every cue is empty.");
    const out = (name: string) => path.join(opts.outDir, name);
    const noSpaces = setup.options.noSpaces;
    await writeFile(out("captions.srt"), buildSrt(events, noSpaces));
    await writeFile(out("captions.vtt"), buildVtt(events, noSpaces));
    const result: SubtitlesResult = {
      srt: out("captions.srt"),
      vtt: out("captions.vtt"),
      cues: cuesOf(events, noSpaces),
      source,
      credit,
      durationSeconds: info.seconds,
    };
    if (opts.burn !== false) {
      c.onProgress({ stage: "render", percent: 45 });
      const assPath = path.join(c.workDir, "captions.ass");
      await writeFile(assPath, buildAss(events, setup.spec, setup.options), "utf8");
      const spec = {
        video: opts.video,
        hasAudio: info.hasAudio,
        ...frame,
        fps: info.fps,
        assPath,
        fontsDir: await captionFontDir(sb, c.cacheDir),
        encoder: DEFAULT_ENCODER,
        out: out("video.mp4"),
      };
      await runFfmpeg(buildSubtitleBurnArgs(spec), {
        signal: c.signal,
        onProgress: (s) =>
          c.onProgress({ stage: "render", percent: Math.round(Math.min(98, 45 + (53 * s) / info.seconds)) }),
      });
      await runFfmpeg(buildFrameGrabArgs(spec.out, Math.min(0.5, info.seconds / 2), out("thumbnail.jpg")), {
        signal: c.signal,
      });
      result.video = { path: spec.out, thumbnail: out("thumbnail.jpg"), durationSeconds: info.seconds };
    }
    c.onProgress({ stage: "done", percent: 100 });
    return result;
  } finally {
    await c.cleanup();
  }
}

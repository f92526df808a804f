// Forced alignment without a recogniser, as aeneas does it: the transcript is spoken by the built-in
// voice (whose engine knows when each word starts), both recordings become MFCC frames, dynamic time
// warping finds how the synthesis' time maps onto the real speech, and each word's times are carried
// through that map. Works for any language the built-in voice speaks.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TtsProvider, WordTiming } from "../providers/types.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";
import { dtwPath, speechSpan } from "./dtw.ts";
import { type Features, mfcc } from "./mfcc.ts";

const RATE = 16_000;
/** Frames of one recording at most (the hop grows for long videos, so the band still fits memory). */
const MAX_FRAMES = 18_000;

/** Mono 16 kHz float samples of any audio or video file (an input file argument only). */
export async function decodeMono(file: string, out: string, signal?: AbortSignal): Promise<Float32Array> {
  await runFfmpeg(
    ["-i", file, "-vn", "-ac", "1", "-ar", String(RATE), "-f", "f32le", "-c:a", "pcm_f32le", out],
    {
      signal,
    },
  );
  const bytes = await readFile(out);
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
}

export interface AlignOptions {
  /** The speech to align to (a video or audio file). */
  media: string;
  transcript: string;
  language: string;
  /** The built-in voice (engine word timings). */
  tts: TtsProvider;
  workDir: string;
  signal?: AbortSignal;
}

export interface AlignResult {
  words: WordTiming[];
  /** Seconds of the media's audio. */
  durationSeconds: number;
}

/** Times of the synthesis' frames carried onto the speech's frames. */
export function warpWords(
  words: WordTiming[],
  synth: Features,
  speech: Features,
  band: number,
): WordTiming[] {
  const sr = speechSpan(synth);
  const br = speechSpan(speech);
  const { first, last } = dtwPath(synth, sr, speech, br, band);
  const n = sr.to - sr.from;
  const at = (t: number, edge: "first" | "last") => {
    const i = Math.min(n - 1, Math.max(0, Math.round(t / synth.hop) - sr.from));
    const j = (edge === "first" ? first : last)[i]!;
    return (br.from + j) * speech.hop;
  };
  let floor = 0;
  return words.map((w) => {
    const start = Math.max(floor, at(w.start, "first"));
    const end = Math.max(start + 0.05, at(Math.max(w.start, w.end - synth.hop), "last"));
    floor = start;
    return { word: w.word, start: round(start), end: round(end) };
  });
}

const round = (t: number) => Math.round(t * 1000) / 1000;

export async function alignTranscript(o: AlignOptions): Promise<AlignResult> {
  const said = await o.tts.synthesize(
    o.transcript,
    { language: o.language, gender: "male", speed: 1 },
    path.join(o.workDir, "align-voice"),
    { signal: o.signal },
  );
  if (said.words.length === 0) throw new Error("The transcript has no words to align.");
  const speechSamples = await decodeMono(o.media, path.join(o.workDir, "align-speech.f32"), o.signal);
  const synthSamples = await decodeMono(said.audioPath, path.join(o.workDir, "align-synth.f32"), o.signal);
  const durationSeconds = speechSamples.length / RATE;
  if (durationSeconds < 0.2) throw new Error("The video has no sound to align the transcript to.");
  const longest = Math.max(speechSamples.length, synthSamples.length) / RATE;
  const hop = Math.max(0.01, Math.ceil((1000 * longest) / MAX_FRAMES) / 1000);
  const speech = mfcc(speechSamples, { hop });
  const synth = mfcc(synthSamples, { hop });
  // Half-width of the band: a quarter of the speech, at least 3 s (speaking paces differ along the way).
  const band = Math.max(Math.round(3 / hop), Math.round(speech.frames / 4));
  const words = warpWords(said.words, synth, speech, band).map((w) => ({
    ...w,
    end: Math.min(w.end, durationSeconds),
  }));
  return { words, durationSeconds };
}

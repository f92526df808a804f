// Offline speech with espeak-ng and word timings from the engine itself. The espeak-ng command line
// reports no timings, so a small C program (espeak-words.c) linked with libespeak-ng reads the word
// events of its synthesis callback; it is compiled once with gcc into the cache directory, keyed by the
// hash of its source, and run as a separate executable with arguments and text on stdin (no shell).

import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { access, mkdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { espeakVoiceFor, resolveLanguage } from "../../languages.ts";
import { ProcessError, runProcess } from "../../render/run-ffmpeg.ts";
import { japaneseReading } from "../../text/speak-as/japanese.ts";
import { speakAs } from "../../text/speak-as/normalise.ts";
import { identity, type Rewritten, rewrittenSpans, sourceOffset } from "../../text/speak-as/offset-map.ts";
import { scriptRuns } from "../../text/speak-as/script-runs.ts";
import {
  type CallOptions,
  ProviderError,
  type SpeechResult,
  type TtsProvider,
  type VoiceSpec,
  type WordTiming,
} from "../types.ts";

const PROVIDER = "espeak-ng";
const SOURCE = fileURLToPath(new URL("./espeak-words.c", import.meta.url));
// espeak-ng rate 150 measured at ~162 spoken words per minute for plain English sentences (rate 175, its
// default, is ~197 and sounds rushed). Languages differ: at one rate espeak-ng's Arabic or Mandarin say far
// fewer words (characters) a minute than their `wordsPerMinute`, so each language's rate is scaled to
// meet its pace at speed 1, as measured on the built-in writer's 30-second scripts (pauses, numbers and
// names included); espeak-tts.test.ts measures it again.
const BASE_RATE = 150;
const RATE_SCALE: Record<string, number> = {
  en: 1.09,
  zh: 1.64,
  hi: 1.1,
  ar: 1.54,
  es: 1.26,
  ru: 1.12,
  pt: 1.43,
  fr: 1.08,
  ur: 0.98,
  bn: 1.35,
  de: 1.09,
  ja: 1.17,
  ko: 1.36,
  id: 1.39,
  sw: 1.43,
};
const MAX_TEXT_CHARS = 320_000;

const compiled = new Map<string, Promise<string>>();

/** Path of the compiled helper, building it on first use. Concurrent callers and processes are safe. */
export function espeakWordsBinary(cacheDir: string): Promise<string> {
  const source = readFileSync(SOURCE);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  const dir = resolve(cacheDir, "bin");
  const bin = join(dir, `espeak-words-${hash}`);
  let pending = compiled.get(bin);
  if (!pending) {
    pending = (async () => {
      try {
        await access(bin);
        return bin;
      } catch {
        // not built yet
      }
      await mkdir(dir, { recursive: true });
      const tmp = `${bin}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        await runProcess("gcc", ["-O2", "-o", tmp, SOURCE, "-lespeak-ng"]);
        await rename(tmp, bin); // atomic: another process may have built the same file meanwhile
      } catch (err) {
        await rm(tmp, { force: true });
        throw new ProviderError(
          PROVIDER,
          `Could not build the espeak-ng word-timing helper (needs gcc and libespeak-ng-dev): ${(err as Error).message}`,
          { cause: err },
        );
      }
      return bin;
    })();
    pending.catch(() => compiled.delete(bin));
    compiled.set(bin, pending);
  }
  return pending;
}

interface HelperOutput {
  sampleRate: number;
  samples: number;
  /** [run index, 1-based character position in the run's text, length in characters, start ms, end ms] */
  words: [number, number, number, number, number][];
}

interface HelperRun {
  voice: string;
  rate: number;
  pitch: number;
  text: string;
}

async function runHelper(
  bin: string,
  audioPath: string,
  runs: HelperRun[],
  signal?: AbortSignal,
): Promise<HelperOutput> {
  // Runs as NUL-separated fields: voice, rate, pitch, text (NUL cannot occur in the text).
  const input = runs
    .map((r) => `${r.voice}\0${r.rate}\0${r.pitch}\0${r.text.replaceAll("\0", " ")}\0`)
    .join("");
  let stdout: string;
  try {
    ({ stdout } = await runProcess(bin, [audioPath], { input, signal }));
  } catch (e) {
    if (!(e instanceof ProcessError)) throw e;
    if (e.exitCode === null) {
      const why = e.cause instanceof Error ? e.cause.message : e.message;
      throw new ProviderError(PROVIDER, `espeak-ng could not run: ${why}`, { cause: e });
    }
    throw new ProviderError(PROVIDER, `espeak-ng failed: ${e.stderr.trim() || `exit code ${e.exitCode}`}`);
  }
  try {
    return JSON.parse(stdout) as HelperOutput;
  } catch (e) {
    throw new ProviderError(PROVIDER, "espeak-ng helper printed unreadable timings", { cause: e });
  }
}

/** UTF-16 offset of each code point of `text` (espeak-ng's positions count code points), plus the end. */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < text.length; ) {
    offsets.push(i);
    i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  }
  offsets.push(text.length);
  return offsets;
}

/** A word event mapped onto the written text: its UTF-16 offset there and its times in ms. */
export interface WrittenEvent {
  offset: number;
  startMs: number;
  endMs: number;
}

/**
 * Caption words of `text` with their times. Word events point into the text as written (after mapping
 * back from what was spoken); they are grouped into words: `whole` spans that were spoken in other
 * words ("$59" said as "59 dollars", "reelforge.com") count as one word each, and elsewhere the words
 * Intl.Segmenter finds (which also segments Chinese, Japanese and Thai), so a number read as several
 * words ("1999") stays one caption word. Each word carries the punctuation and unspoken text that
 * follows it so captions show the whole text, and its time runs from the start of its first spoken word
 * to the end of its last.
 */
export function wordsFromEvents(
  text: string,
  events: WrittenEvent[],
  language: string,
  whole: { from: number; to: number }[] = [],
): WordTiming[] {
  const units: number[] = [];
  let w = 0;
  const sorted = [...whole].sort((a, b) => a.from - b.from);
  for (const s of new Intl.Segmenter(language, { granularity: "word" }).segment(text)) {
    const end = s.index + s.segment.length;
    while (w < sorted.length && sorted[w]!.to <= s.index) w++;
    const inside = w < sorted.length && sorted[w]!.from < end;
    if (inside) {
      if (units.at(-1) !== sorted[w]!.from && (units.at(-1) ?? -1) < sorted[w]!.from)
        units.push(sorted[w]!.from);
      // A segment that runs past the spoken-as-a-whole span starts a unit of its own after it.
      if (s.isWordLike && end > sorted[w]!.to && /[\p{L}\p{N}]/u.test(text.slice(sorted[w]!.to, end)))
        units.push(sorted[w]!.to);
    } else if (s.isWordLike) units.push(s.index);
  }
  if (units.length === 0) return [];
  const starts = units;
  const segmentAt = (offset: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const timed = new Map<number, { start: number; end: number }>();
  for (const { offset, startMs, endMs } of events) {
    const i = segmentAt(offset);
    const t = timed.get(i);
    if (t) {
      t.start = Math.min(t.start, startMs);
      t.end = Math.max(t.end, endMs);
    } else timed.set(i, { start: startMs, end: endMs });
  }
  const words: WordTiming[] = [];
  const order = [...timed.keys()].sort((a, b) => a - b);
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    // Text from this word to the next timed word: trailing punctuation and words espeak skipped. Opening
    // marks written against a word ("¡Síguenos", "«Hola", "(12 euros") belong to it, not to the word before.
    const from = k === 0 ? 0 : withOpeners(text, starts[i]!);
    const to = k + 1 < order.length ? withOpeners(text, starts[order[k + 1]!]!) : text.length;
    const word = text.slice(from, to).trim();
    const t = timed.get(i)!;
    const prevEnd = words.at(-1)?.end ?? 0;
    const start = Math.max(t.start / 1000, prevEnd);
    words.push({ word, start, end: Math.max(start, t.end / 1000) });
  }
  return words.filter((x) => x.word !== "");
}

/** Opening punctuation: inverted marks, opening brackets and quotes (Unicode Ps and Pi). */
const OPENER = /^[\p{Ps}\p{Pi}¡¿]$/u;

/**
 * The start of a word moved back over the opening marks written directly before it; a straight quote
 * counts as opening when a space, the text's start or another opening mark comes before it.
 */
function withOpeners(text: string, start: number): number {
  let at = start;
  while (at > 0) {
    const c = text[at - 1]!;
    const before = at > 1 ? text[at - 2]! : " ";
    if (OPENER.test(c) || (/["']/.test(c) && (/\s/.test(before) || OPENER.test(before)))) at--;
    else break;
  }
  return at;
}

/** One run of the narration as spoken: which voice said which text. */
export interface SpokenRun {
  /** Language code of the voice ("ar" for an Arabic name inside English). */
  language: string;
  voice: string;
  /** The text as written. */
  written: string;
  /** What the voice was given (normalised, kanji as kana). */
  spoken: string;
}

/**
 * What espeak-ng is given for `text`: numbers, currencies, units and addresses said in words of the
 * language, each run of another writing system given to a voice of that script's language, Japanese
 * kanji as kana. Exported for tests and tools; `synthesize` speaks exactly these runs.
 */
export async function planSpeech(text: string, voice: VoiceSpec): Promise<SpeechPlan> {
  const settings = espeakSettings(voice);
  const language = resolveLanguage(voice.language);
  const spoken = speakAs(text, language.code);
  const variant = settings.voice.includes("+") ? settings.voice.slice(settings.voice.indexOf("+")) : "";
  // The narration's own language is spoken by the chosen voice (a voiceId the user picked, or the
  // language, accent and gender's voice); runs in other scripts by their language's default voice.
  const split = scriptRuns(spoken.text, language.code);
  // A run of only punctuation or spaces goes with the run before it (which keeps the pause).
  const merged: typeof split = [];
  for (const r of split) {
    const last = merged.at(-1);
    if (last && !/[\p{L}\p{N}]/u.test(spoken.text.slice(r.from, r.to))) last.to = r.to;
    else merged.push({ ...r });
  }
  const runs: PlannedRun[] = [];
  const phrases: { from: number; to: number }[] = [];
  for (const r of merged) {
    const part = spoken.text.slice(r.from, r.to);
    // Japanese runs go through the analyser even without kanji: it reads particles (は as ワ) and spaces
    // words so that each has its own timing.
    const japanese =
      r.language === "ja" && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(part)
        ? await japaneseReading(part)
        : undefined;
    const reading = japanese ?? identity(part);
    // Japanese phrases, in the written narration's offsets: the captions' words.
    for (const p of japanese?.phrases ?? [])
      phrases.push({ from: sourceOffset(spoken, r.from + p.from), to: sourceOffset(spoken, r.from + p.to) });
    runs.push({
      from: r.from,
      to: r.to,
      language: r.language,
      voice:
        r.language === language.code
          ? settings.voice
          : `${resolveLanguage(r.language).espeakVoice}${variant}`,
      written: text.slice(sourceOffset(spoken, r.from), sourceOffset(spoken, r.to)),
      spoken: reading.text,
      reading,
      rate: settings.rate,
      pitch: settings.pitch,
    });
  }
  return { spoken, runs, settings, phrases };
}

interface PlannedRun extends SpokenRun {
  rate: number;
  pitch: number;
  /** Span of the run in the normalised text. */
  from: number;
  to: number;
  /** The run's normalised text and what the voice is given (kana for Japanese). */
  reading: Rewritten;
}

/**
 * Spans each said as one caption word: the rewritten ones ("$59"), then the phrases that overlap none of
 * them.
 */
function wholeSpans(
  rewritten: { from: number; to: number }[],
  phrases: { from: number; to: number }[],
): { from: number; to: number }[] {
  const free = phrases.filter((p) => !rewritten.some((r) => p.from < r.to && p.to > r.from));
  return [...rewritten, ...free];
}

export interface SpeechPlan {
  spoken: Rewritten;
  runs: PlannedRun[];
  settings: ReturnType<typeof espeakSettings>;
  /** Spans of the narration shown as one caption word (Japanese phrases). */
  phrases: { from: number; to: number }[];
}

export interface EspeakTtsOptions {
  /** Where the compiled helper lives; STUDIO_CACHE_DIR or ./data/cache by default. */
  cacheDir?: string;
}

/** espeak-ng voice, rate and pitch for a voice spec (exported for tests and the voice picker). */
export function espeakSettings(voice: VoiceSpec): { voice: string; rate: number; pitch: number } {
  const language = resolveLanguage(voice.language);
  const speed = voice.speed ?? 1;
  if (!(speed >= 0.5 && speed <= 2))
    throw new ProviderError(PROVIDER, `Speed must be between 0.5 and 2, got ${speed}.`);
  // A voiceId names an espeak-ng voice directly ("en-gb-x-rp+f4"); only voice-name characters allowed.
  if (voice.voiceId && !/^[a-z0-9-]+(\+[a-z0-9]+)?$/i.test(voice.voiceId)) {
    throw new ProviderError(PROVIDER, `Unknown espeak-ng voice "${voice.voiceId}".`);
  }
  return {
    voice: voice.voiceId || espeakVoiceFor(language, voice.gender, voice.accent),
    rate: Math.round(BASE_RATE * (RATE_SCALE[language.code] ?? 1) * speed),
    pitch: 50,
  };
}

export function createEspeakTts(opts: EspeakTtsOptions = {}): TtsProvider {
  const cacheDir = resolve(opts.cacheDir ?? (process.env.STUDIO_CACHE_DIR?.trim() || "./data/cache"));
  return {
    id: PROVIDER,
    async synthesize(
      text: string,
      voice: VoiceSpec,
      outDir: string,
      callOpts?: CallOptions,
    ): Promise<SpeechResult> {
      const narration = text.trim();
      if (!/[\p{L}\p{N}]/u.test(narration)) throw new ProviderError(PROVIDER, "There is no text to speak.");
      if (narration.length > MAX_TEXT_CHARS) {
        throw new ProviderError(
          PROVIDER,
          `Text is too long to speak at once (${narration.length} > ${MAX_TEXT_CHARS} characters).`,
        );
      }
      let plan: SpeechPlan;
      try {
        plan = await planSpeech(narration, voice);
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw new ProviderError(PROVIDER, (err as Error).message, { cause: err });
      }
      const { settings } = plan;
      if (!plan.runs.some((r) => /[\p{L}\p{N}]/u.test(r.spoken)))
        throw new ProviderError(PROVIDER, "There is no text to speak.");
      const bin = await espeakWordsBinary(cacheDir);
      mkdirSync(outDir, { recursive: true });
      const key = createHash("sha256")
        .update(JSON.stringify([plan.runs.map((r) => [r.voice, r.rate, r.pitch, r.spoken])]))
        .digest("hex")
        .slice(0, 16);
      const audioPath = join(resolve(outDir), `espeak-${key}.wav`);
      const out = await runHelper(
        bin,
        audioPath,
        plan.runs.map((r) => ({ voice: r.voice, rate: r.rate, pitch: r.pitch, text: r.spoken })),
        callOpts?.signal,
      );
      const durationSeconds = out.samples / out.sampleRate;
      if (durationSeconds <= 0)
        throw new ProviderError(PROVIDER, `espeak-ng produced no audio for voice ${settings.voice}.`);
      const offsets = plan.runs.map((r) => codePointOffsets(r.spoken));
      const events: WrittenEvent[] = [];
      for (const [run, pos, length, startMs, endMs] of out.words) {
        const r = plan.runs[run];
        if (!r) continue;
        const cps = offsets[run]!;
        const at = cps[Math.min(Math.max(pos - 1, 0), cps.length - 1)]!;
        // Zero-length events mark punctuation, except a word right after a curly quote ("“Quoted”").
        if (length <= 0 && !/[\p{L}\p{N}]/u.test(String.fromCodePoint(r.spoken.codePointAt(at) ?? 32)))
          continue;
        const inSpoken = r.from + sourceOffset(r.reading, at);
        events.push({ offset: sourceOffset(plan.spoken, inSpoken), startMs, endMs });
      }
      const words = wordsFromEvents(
        narration,
        events,
        resolveLanguage(voice.language).code,
        wholeSpans(rewrittenSpans(plan.spoken), plan.phrases),
      ).map((w) => ({ ...w, end: Math.min(w.end, durationSeconds) }));
      return {
        audioPath,
        durationSeconds,
        words,
        timingSource: "engine",
        credit: { provider: PROVIDER, model: settings.voice, builtin: true },
        runs: plan.runs.map(({ language, voice: v, written, spoken }) => ({
          language,
          voice: v,
          written,
          spoken,
        })),
      };
    },
  };
}

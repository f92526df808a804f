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
// espeak-ng rate 150 measured at ~162 spoken words per minute for English narration (rate 175, its
// default, is ~197 and sounds rushed), which matches the 160 the writer paces English scripts at.
const BASE_RATE = 150;
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
  /** [1-based character position, length in characters, start ms, end ms] */
  words: [number, number, number, number][];
}

async function runHelper(
  bin: string,
  args: string[],
  text: string,
  signal?: AbortSignal,
): Promise<HelperOutput> {
  let stdout: string;
  try {
    ({ stdout } = await runProcess(bin, args, { input: text, signal }));
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

/**
 * Words of `text` with their times, from espeak-ng's word events. Events point at characters (code
 * points); they are grouped into the words Intl.Segmenter finds (which also segments Chinese, Japanese
 * and Thai), so a number read as several words ("1999") stays one caption word, and each word carries
 * the punctuation that follows it so captions show the whole text.
 */
export function wordsFromEvents(text: string, events: HelperOutput["words"], language: string): WordTiming[] {
  // UTF-16 offset of each code point, so espeak's character positions index the JS string.
  const cpOffsets: number[] = [];
  for (let i = 0; i < text.length; ) {
    cpOffsets.push(i);
    i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  }
  cpOffsets.push(text.length);
  const segments = [...new Intl.Segmenter(language, { granularity: "word" }).segment(text)].filter(
    (s) => s.isWordLike,
  );
  if (segments.length === 0) return [];
  const starts = segments.map((s) => s.index);
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
  for (const [pos, length, startMs, endMs] of events) {
    const offset = cpOffsets[Math.min(Math.max(pos - 1, 0), cpOffsets.length - 1)]!;
    // Zero-length events mark punctuation, except a word right after a curly quote ("“Quoted”").
    if (length <= 0 && !/[\p{L}\p{N}]/u.test(String.fromCodePoint(text.codePointAt(offset) ?? 32))) continue;
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
    // Text from this word to the next timed word: trailing punctuation and words espeak skipped.
    const from = k === 0 ? 0 : starts[i]!;
    const to = k + 1 < order.length ? starts[order[k + 1]!]! : text.length;
    const word = text.slice(from, to).trim();
    const t = timed.get(i)!;
    const prevEnd = words.at(-1)?.end ?? 0;
    const start = Math.max(t.start / 1000, prevEnd);
    words.push({ word, start, end: Math.max(start, t.end / 1000) });
  }
  return words;
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
    rate: Math.round(BASE_RATE * speed),
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
      let settings: ReturnType<typeof espeakSettings>;
      try {
        settings = espeakSettings(voice);
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw new ProviderError(PROVIDER, (err as Error).message, { cause: err });
      }
      const bin = await espeakWordsBinary(cacheDir);
      mkdirSync(outDir, { recursive: true });
      const key = createHash("sha256")
        .update(JSON.stringify([narration, settings]))
        .digest("hex")
        .slice(0, 16);
      const audioPath = join(resolve(outDir), `espeak-${key}.wav`);
      const out = await runHelper(
        bin,
        [settings.voice, String(settings.rate), String(settings.pitch), audioPath],
        narration,
        callOpts?.signal,
      );
      const durationSeconds = out.samples / out.sampleRate;
      if (durationSeconds <= 0)
        throw new ProviderError(PROVIDER, `espeak-ng produced no audio for voice ${settings.voice}.`);
      const words = wordsFromEvents(narration, out.words, resolveLanguage(voice.language).code).map((w) => ({
        ...w,
        end: Math.min(w.end, durationSeconds),
      }));
      return {
        audioPath,
        durationSeconds,
        words,
        timingSource: "engine",
        credit: { provider: PROVIDER, model: settings.voice, builtin: true },
      };
    },
  };
}

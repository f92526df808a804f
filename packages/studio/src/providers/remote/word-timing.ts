// Word timings for speech services: exact ones from per-character alignment (ElevenLabs), and an
// honest estimate for services that return audio only (OpenAI speech): words spread over the
// detected speech regions in proportion to their spoken weight (syllables, or characters for
// scripts without vowel letters). CJK text has no spaces, so each ideograph/kana is one caption word.
import type { WordTiming } from "../types.ts";
import type { Silence } from "./media-tools.ts";

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Splits narration into caption words: whitespace-separated, CJK characters one by one. */
export function captionWords(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/u)) {
    let current = "";
    const flush = () => {
      if (LETTER_OR_DIGIT.test(current) || words.length === 0) words.push(current);
      else words[words.length - 1] += current;
      current = "";
    };
    for (const ch of token) {
      if (startsNewWord(current, ch)) flush();
      current += ch;
    }
    if (current) flush();
  }
  return words;
}

/** A CJK character, or a letter right after CJK text, begins a new word (punctuation stays attached). */
function startsNewWord(current: string, ch: string): boolean {
  if (!LETTER_OR_DIGIT.test(current)) return false;
  if (CJK.test(ch)) return true;
  return LETTER_OR_DIGIT.test(ch) && CJK.test(current);
}

/** Rough spoken weight of a word: vowel groups for alphabetic words, letters otherwise; at least 1. */
export function spokenWeight(word: string): number {
  const letters = [...word].filter((c) => LETTER_OR_DIGIT.test(c));
  if (letters.length === 0) return 0.3;
  if (/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{S}]+$/u.test(word)) {
    const groups = word.toLowerCase().match(/[aeiouyàâäáãåæèéêëìíîïòóôöõøùúûüýÿœаеёиоуыэюяαεηιουω]+/gu);
    const digits = word.match(/\p{N}/gu)?.length ?? 0;
    return Math.max(1, (groups?.length ?? 0) + digits);
  }
  // Abugidas, abjads and CJK: characters track spoken length better than anything we can count.
  return Math.max(1, letters.length / 2);
}

/**
 * Spreads words over the speech regions of a clip (the complement of its silences) in proportion to
 * their weight. A word never straddles a pause: it goes to the region holding most of it.
 */
export function estimateWordTimings(
  words: string[],
  durationSeconds: number,
  silences: Silence[],
): WordTiming[] {
  if (words.length === 0 || durationSeconds <= 0) return [];
  const regions = speechRegions(durationSeconds, silences);
  const speech = regions.reduce((sum, r) => sum + (r.end - r.start), 0);
  const weights = words.map(spokenWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  const out: WordTiming[] = [];
  let acc = 0;
  for (const [i, word] of words.entries()) {
    const a = (acc / total) * speech;
    acc += weights[i]!;
    const b = (acc / total) * speech;
    const from = locate(regions, a, "start");
    const to = locate(regions, b, "end");
    let start = from.time;
    let end = to.time;
    if (from.index !== to.index) {
      const inFirst = regions[from.index]!.end - from.time;
      const inLast = to.time - regions[to.index]!.start;
      if (inFirst >= inLast) end = regions[from.index]!.end;
      else start = regions[to.index]!.start;
    }
    out.push({ word, start: round(start), end: round(Math.max(end, start)) });
  }
  return out;
}

function speechRegions(duration: number, silences: Silence[]): Silence[] {
  const sorted = [...silences].sort((a, b) => a.start - b.start);
  const regions: Silence[] = [];
  let cursor = 0;
  for (const s of sorted) {
    if (s.start - cursor > 0.04) regions.push({ start: cursor, end: Math.min(s.start, duration) });
    cursor = Math.max(cursor, s.end);
  }
  if (duration - cursor > 0.04) regions.push({ start: cursor, end: duration });
  // All silence (or nothing detected as speech): spread over the whole clip rather than nowhere.
  return regions.length ? regions : [{ start: 0, end: duration }];
}

/** Maps a position on the speech-only timeline to clip time; "end" positions stay in the earlier region. */
function locate(regions: Silence[], t: number, edge: "start" | "end"): { index: number; time: number } {
  let remaining = t;
  for (const [index, r] of regions.entries()) {
    const len = r.end - r.start;
    if (remaining < len || (edge === "end" && remaining <= len + 1e-9))
      return { index, time: r.start + remaining };
    remaining -= len;
  }
  const last = regions.length - 1;
  return { index: last, time: regions[last]!.end };
}

/** Words from per-character times (ElevenLabs `alignment`), split like captionWords. */
export function wordsFromCharacterAlignment(chars: string[], starts: number[], ends: number[]): WordTiming[] {
  const words: WordTiming[] = [];
  let text = "";
  let start = 0;
  let end = 0;
  const flush = () => {
    if (text && LETTER_OR_DIGIT.test(text)) words.push({ word: text, start: round(start), end: round(end) });
    else if (text && words.length) words[words.length - 1]!.word += text;
    text = "";
  };
  for (const [i, ch] of chars.entries()) {
    if (/\s/u.test(ch)) {
      flush();
      continue;
    }
    if (startsNewWord(text, ch)) flush();
    if (!text) start = starts[i]!;
    text += ch;
    end = ends[i]!;
  }
  flush();
  return words;
}

function round(t: number): number {
  return Math.round(t * 1000) / 1000;
}

/**
 * Timed words of the text a voice was given, written back as the script wrote them: each word takes the
 * emoji that followed it (the voice is never given emoji; the captions draw them from these words). An
 * emoji before the first word goes with it. Words are matched by position when the service reports as
 * many as the script has; otherwise the timings are kept as they are.
 */
export function withWrittenWords(timed: WordTiming[], written: string): WordTiming[] {
  const words = captionWords(written);
  if (words.length > 1 && !LETTER_OR_DIGIT.test(words[0]!)) words.splice(0, 2, words[0]! + words[1]!);
  if (words.length !== timed.length) return timed;
  return timed.map((t, i) => ({ ...t, word: words[i]! }));
}

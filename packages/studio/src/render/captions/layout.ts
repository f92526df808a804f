// Caption layout: groups spoken words into caption events, breaks them into lines that fit the safe area
// (by width, not by spaces, so Chinese and Japanese break correctly), and places them. Pure functions.
import type { SafeArea } from "../../storyboard/formats.ts";
import { EMOJI_JOINING } from "../../text/emoji.ts";
import { captionWords } from "./caption-words.ts";
import type { CaptionStyleSpec } from "./styles.ts";

/** No caption stays on screen longer than this (seconds). */
export const MAX_CUE_SECONDS = 4;

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export interface CaptionEvent {
  start: number;
  end: number;
  /** Lines of words; `words` is the flat list in spoken order. */
  lines: TimedWord[][];
  words: TimedWord[];
  /** Text scale (< 1 when a single word is wider than a line and is shrunk to fit instead of cut). */
  scale?: number;
}

export interface LayoutOptions {
  width: number;
  height: number;
  safe: SafeArea;
  position: "bottom" | "middle" | "top";
  /** Languages written without spaces between words (Chinese, Japanese, Thai). */
  noSpaces: boolean;
  /** Width factor of the chosen font relative to our estimate table (Montserrat is wide). */
  fontWidthFactor: number;
  /** Language of the words (BCP 47), for word segmentation of unspaced scripts. */
  locale?: string;
}

/** Font size in pixels for a style on a frame. */
export function fontSizePx(spec: CaptionStyleSpec, width: number, height: number): number {
  return Math.max(12, Math.round(Math.min(width, height) * spec.size));
}

/** Room an emoji takes in a line of text, in em, besides the spaces around it (see emoji.ts). */
export const EMOJI_TEXT_EM = 1;

// Advance widths in em, per character class, measured loosely on bold sans faces and rounded up so the
// estimate errs on the wide side; the checker measures the real rendered box.
function charEm(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (/\p{M}/u.test(ch)) return 0.05;
  // An emoji is drawn as a picture in a box of its own (emoji.ts); its joiners, selectors and skin
  // tones take no room of their own.
  if (EMOJI_JOINING.test(ch)) return 0;
  if (/\p{Emoji_Presentation}|\p{Regional_Indicator}/u.test(ch)) return EMOJI_TEXT_EM;
  if (
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    cp >= 0x20000
  )
    return 1.02;
  if (ch === " ") return 0.3;
  if (/[A-Z]/.test(ch)) return ch === "I" ? 0.33 : /[MW]/.test(ch) ? 0.95 : 0.74;
  if (/[a-z]/.test(ch)) return /[ijlft]/.test(ch) ? 0.34 : /[mw]/.test(ch) ? 0.9 : 0.6;
  if (/[0-9]/.test(ch)) return 0.64;
  if (/[.,:;'!|]/.test(ch)) return 0.3;
  if (/\p{L}/u.test(ch)) return 0.66;
  return 0.5;
}

export function estimateTextWidth(text: string, sizePx: number, fontWidthFactor = 1): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * sizePx * fontWidthFactor;
}

export function joinWords(words: TimedWord[], noSpaces: boolean): string {
  return words.map((w) => w.text).join(noSpaces ? "" : " ");
}

/** Usable line width inside the safe area, leaving room for the outline and the pop effect. */
export function maxLineWidth(spec: CaptionStyleSpec, opts: LayoutOptions): number {
  const size = fontSizePx(spec, opts.width, opts.height);
  const outline = 2 * spec.outlineWidth * size;
  return ((opts.safe.right - opts.safe.left) * 0.94 - outline) / spec.peakScale;
}

/**
 * Splits a word of an unspaced script that is wider than a line on its own (after word segmentation this
 * is only ever a very long single word) into pieces, sharing the word's time among them by length.
 */
function splitWideWord(w: TimedWord, limit: number, size: number, factor: number): TimedWord[] {
  if (estimateTextWidth(w.text, size, factor) <= limit) return [w];
  // A web address or a name in Latin letters among Japanese or Chinese is never cut ("kagetsu-kyoto." and
  // "jp" were two cues): it is shrunk to fit, as a wide word of a spaced script is.
  if (LATIN_RUN.test(w.text)) return [w];
  const chars = [...w.text];
  const pieces: string[] = [];
  let cur = "";
  for (const ch of chars) {
    if (cur && estimateTextWidth(cur + ch, size, factor) > limit) {
      pieces.push(cur);
      cur = "";
    }
    cur += ch;
  }
  if (cur) pieces.push(cur);
  const total = chars.length;
  let t = w.start;
  return pieces.map((p) => {
    const dur = ((w.end - w.start) * [...p].length) / total;
    const piece = { text: p, start: t, end: t + dur };
    t += dur;
    return piece;
  });
}

const LATIN_RUN = /^[\p{P}\p{S}]*[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}\p{P}\p{S}]*$/u;

// Closing punctuation must not start a line (CJK line-breaking rule, kinsoku).
const NO_LINE_START = /^[、。，．・：；？！）」』】〉》”’,.!?:;)\]}%]/u;

/** Greedy line breaking by estimated width; CJK text can break between any two characters. */
export function breakLines(
  words: TimedWord[],
  limit: number,
  size: number,
  opts: LayoutOptions,
): TimedWord[][] {
  const lines: TimedWord[][] = [];
  let line: TimedWord[] = [];
  for (const w of words) {
    const candidate = joinWords([...line, w], opts.noSpaces);
    if (line.length > 0 && estimateTextWidth(candidate, size, opts.fontWidthFactor) > limit) {
      if (opts.noSpaces && NO_LINE_START.test(w.text)) {
        line.push(w);
        continue;
      }
      lines.push(line);
      line = [];
    }
    line.push(w);
  }
  if (line.length) lines.push(line);
  return lines;
}

/**
 * Groups words into caption events for a style: at most `maxWords` words that fit in `maxLines` lines,
 * never across a sentence end, never longer than MAX_CUE_SECONDS, each event starting exactly at its
 * first word. Words are caption units (captionWords): a number stays with its unit, an unspaced script
 * is cut at word boundaries only.
 */
export function layoutCaptions(
  rawWords: TimedWord[],
  spec: CaptionStyleSpec,
  opts: LayoutOptions,
  /** Time the captions may stay on screen until (end of the scene). */
  until: number,
): CaptionEvent[] {
  const size = fontSizePx(spec, opts.width, opts.height);
  const limit = maxLineWidth(spec, opts);
  const words = captionWords(rawWords, { ...opts, uppercase: spec.uppercase, maxChars: spec.maxWords * 3 })
    // Only unspaced scripts are cut inside a word too wide for a line; other words are shrunk to fit.
    .flatMap((w) => (opts.noSpaces ? splitWideWord(w, limit, size, opts.fontWidthFactor) : [w]));
  const groups = groupWords(words, spec, opts, limit, size);
  return groups.map((g, i) => {
    const nextStart = groups[i + 1]?.[0]?.start ?? until;
    const last = g[g.length - 1]!;
    const start = g[0]!.start;
    // Hold the caption a little after the last word, but never over the next caption or past 4 s.
    const end = Math.min(
      Math.max(last.end, Math.min(nextStart, last.end + 0.6, until)),
      start + MAX_CUE_SECONDS,
    );
    const lines = breakLines(g, limit, size, opts);
    const widest = Math.max(
      ...lines.map((l) => estimateTextWidth(joinWords(l, opts.noSpaces), size, opts.fontWidthFactor)),
    );
    const ev: CaptionEvent = { start, end, words: g, lines };
    if (widest > limit) ev.scale = Math.floor((100 * limit) / widest) / 100;
    return ev;
  });
}

function groupWords(
  words: TimedWord[],
  spec: CaptionStyleSpec,
  opts: LayoutOptions,
  limit: number,
  size: number,
): TimedWord[][] {
  const groups: TimedWord[][] = [];
  let group: TimedWord[] = [];
  for (const w of words) {
    const next = [...group, w];
    const tooMany = next.length > spec.maxWords;
    const tooWide = breakLines(next, limit, size, opts).length > spec.maxLines;
    // Unspaced scripts: words are short, so a line style also caps the characters shown at once.
    const cjkTooLong = opts.noSpaces && [...joinWords(next, true)].length > spec.maxWords * 3;
    const tooLong = group.length > 0 && w.end - group[0]!.start > MAX_CUE_SECONDS;
    if (group.length > 0 && (tooMany || tooWide || cjkTooLong || tooLong)) {
      groups.push(group);
      group = [];
    }
    group.push(w);
    if (/[.!?。！？।؟]$/u.test(w.text)) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length) groups.push(group);
  return groups;
}

/** Anchor point and ASS alignment for the caption block inside the safe area. */
export function captionAnchor(
  spec: CaptionStyleSpec,
  opts: LayoutOptions,
): { x: number; y: number; align: 2 | 5 | 8 } {
  const size = fontSizePx(spec, opts.width, opts.height);
  const x = Math.round((opts.safe.left + opts.safe.right) / 2);
  // Room for the outline/box and the popped word growing beyond the line box.
  const pad = Math.round(size * (spec.outlineWidth + spec.shadow + (spec.peakScale - 1)) + size * 0.15);
  if (opts.position === "top") return { x, y: opts.safe.top + pad, align: 8 };
  if (opts.position === "middle")
    return { x, y: Math.round((opts.safe.top + opts.safe.bottom) / 2), align: 5 };
  // Bottom captions sit a little above the safe area's bottom edge, where viewers look on short video.
  const lift = Math.round((opts.safe.bottom - opts.safe.top) * 0.06);
  return { x, y: opts.safe.bottom - pad - lift, align: 2 };
}

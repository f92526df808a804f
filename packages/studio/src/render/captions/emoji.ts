// Emoji in burned-in captions, drawn as colour pictures. libass draws no colour emoji, so a caption line
// holding one is written as separate runs of text placed around an empty box of the emoji's size, and
// the renderer lays the emoji's picture (a Fluent Emoji PNG, illustrations/rasterise.ts) over that box
// while the cue is on screen. Each run is anchored by its edge next to the box (\an4 / \an6), so the
// box stays clear of the text whatever the real width of the words; only the line's centring uses the
// estimated widths of layout.ts. Works for every style's effect (pop, highlight, bang, karaoke) and for
// right-to-left lines (the runs and boxes in visual order). The sidecar files keep the emoji as text.

import { emojiClusters, isPictureEmoji } from "../../text/emoji.ts";
import {
  type AssDocumentOptions,
  dialogue,
  eventDialogues,
  frameLine,
  header,
  type IndexedWord,
  indexedLines,
  karaokeRun,
  sep,
  styledRun,
} from "./ass.ts";
import { escapeAssText } from "./escape.ts";
import {
  type CaptionEvent,
  captionAnchor,
  estimateTextWidth,
  fontSizePx,
  joinWords,
  type TimedWord,
} from "./layout.ts";
import { assFontSize, emPixels, faceMetrics, measureTexts } from "./measure.ts";
import type { CaptionStyleSpec } from "./styles.ts";

const EMOJI_CLUSTER = emojiClusters();
const PICTURE = { test: isPictureEmoji };

/** Side of an emoji's box, in ASS font sizes (libass's line height is one font size). */
export const EMOJI_BOX = 0.85;
/** Room between an emoji's box and the words beside it, in ASS font sizes, besides the outline. */
const EMOJI_GAP = 0.16;
/** Height of the middle of lowercase and capital letters above the baseline, in em. */
const LETTER_MIDDLE_EM = 0.3;

/** An emoji drawn over a caption: its picture's top-left corner and side in pixels, and when it shows. */
export interface CaptionEmoji {
  emoji: string;
  x: number;
  y: number;
  size: number;
  /** Seconds on the events' clock, [start, end). */
  start: number;
  end: number;
}

/** Whether `text` holds an emoji shown as a picture. */
export function hasPictureEmoji(text: string): boolean {
  for (const m of text.matchAll(EMOJI_CLUSTER)) if (PICTURE.test(m[0])) return true;
  return false;
}

/** `text` without the emoji shown as pictures (and the spaces they leave doubled). */
export function withoutPictureEmoji(text: string): string {
  return text
    .replace(EMOJI_CLUSTER, (m) => (PICTURE.test(m) ? " " : m))
    .replace(/\s+/g, " ")
    .replace(/\s+([.,!?;:])/g, "$1")
    .trim();
}

type Piece = { kind: "text"; words: IndexedWord[] } | { kind: "emoji"; emoji: string };

/** A line as runs of words and the emoji between them, in reading order. */
function linePieces(line: IndexedWord[], drawable: (emoji: string) => boolean): Piece[] {
  const pieces: Piece[] = [];
  for (const w of line) {
    const pushText = (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      const prev = pieces.at(-1);
      if (prev?.kind === "text") prev.words.push({ ...w, text });
      else pieces.push({ kind: "text", words: [{ ...w, text }] });
    };
    let last = 0;
    for (const m of w.text.matchAll(EMOJI_CLUSTER)) {
      if (!PICTURE.test(m[0])) continue;
      pushText(w.text.slice(last, m.index));
      // An emoji the library has no picture of (a flag) is left out of the burned-in line.
      if (drawable(m[0])) pieces.push({ kind: "emoji", emoji: m[0] });
      last = m.index + m[0].length;
    }
    pushText(w.text.slice(last));
  }
  return pieces;
}

const even = (n: number) => 2 * Math.round(n / 2);

/** Vertical middle of line `j` of `n` for the style's anchor. */
function lineMiddle(anchor: { y: number; align: 2 | 5 | 8 }, j: number, n: number, pitch: number): number {
  if (anchor.align === 2) return anchor.y - (n - j - 0.5) * pitch;
  if (anchor.align === 8) return anchor.y + (j + 0.5) * pitch;
  return anchor.y + (j - (n - 1) / 2) * pitch;
}

/** A point turned `degrees` counter-clockwise on screen (ASS \frz) around `o`. */
function rotate(x: number, y: number, o: { x: number; y: number }, degrees: number) {
  const a = (degrees * Math.PI) / 180;
  const dx = x - o.x;
  const dy = y - o.y;
  return { x: o.x + dx * Math.cos(a) + dy * Math.sin(a), y: o.y - dx * Math.sin(a) + dy * Math.cos(a) };
}

interface PlacedRun {
  words: IndexedWord[];
  /** ASS alignment of the run (4 left edge, 5 centre, 6 right edge, all at the line's middle) and point. */
  align: 4 | 5 | 6;
  x: number;
  y: number;
}

/** Dialogues and emoji pictures of an event whose lines hold emoji (`pieces` per line). */
function emojiEventDialogues(
  ev: CaptionEvent,
  pieces: Piece[][],
  spec: CaptionStyleSpec,
  o: AssDocumentOptions,
): { dialogues: string[]; emoji: CaptionEmoji[] } {
  const k = ev.scale ?? 1;
  const size = assFontSize(fontSizePx(spec, o.width, o.height), o.face?.file) * k;
  const box = Math.max(8, even(size * EMOJI_BOX));
  const margin = size * (EMOJI_GAP + spec.outlineWidth);
  const anchor = captionAnchor(spec, o);
  // libass stacks lines one font size apart (a face's winAscent + winDescent span the size).
  const pitch = size;
  const metrics = o.face ? faceMetrics(o.face.file) : null;
  const em = metrics ? emPixels(metrics, size) : null;
  // The middle of the letters, below the middle of the line box when the face's ascent is the larger.
  const drop =
    metrics && em
      ? (metrics.winAscent / (metrics.winAscent + metrics.winDescent) - 0.5) * size - LETTER_MIDDLE_EM * em
      : 0;
  const lines = pieces.filter((l) => l.length > 0);
  const texts = lines.flatMap((l) =>
    l.flatMap((p) => (p.kind === "text" ? [joinWords(p.words, !!o.noSpaces)] : [])),
  );
  const measured =
    o.face && em
      ? measureTexts(
          texts,
          { files: [o.face.file, ...o.face.fallbacks], family: o.face.family, bold: o.face.bold },
          em,
        )
      : [];
  const widths = new Map<string, number>();
  for (const [i, t] of texts.entries()) {
    widths.set(t, measured[i] ?? estimateTextWidth(t, size, o.fontWidthFactor));
  }
  const runs: PlacedRun[] = [];
  const emoji: CaptionEmoji[] = [];
  lines.forEach((line, j) => {
    const y = lineMiddle(anchor, j, lines.length, pitch);
    const visual = o.rtl ? [...line].reverse() : line;
    const width = (p: Piece) =>
      p.kind === "emoji" ? box + 2 * margin : (widths.get(joinWords(p.words, !!o.noSpaces)) ?? 0);
    const total = visual.reduce((a, p) => a + width(p), 0);
    let left = anchor.x - total / 2;
    visual.forEach((p, i) => {
      const w = width(p);
      if (p.kind === "emoji") {
        const c = rotate(left + w / 2, y + drop, anchor, spec.tilt);
        emoji.push({
          emoji: p.emoji,
          x: Math.round(c.x - box / 2),
          y: Math.round(c.y - box / 2),
          size: box,
          start: ev.start,
          end: ev.end,
        });
      } else {
        // Anchored by the edge that touches an emoji's box, so the box stays clear of the words; a run
        // between two emoji is centred between them.
        const before = visual[i - 1]?.kind === "emoji";
        const after = visual[i + 1]?.kind === "emoji";
        const align = before && !after ? 4 : after && !before ? 6 : 5;
        const x = align === 4 ? left : align === 6 ? left + w : left + w / 2;
        runs.push({ words: p.words, align, x: Math.round(x), y: Math.round(y) });
      }
      left += w;
    });
  });
  const turn = spec.tilt ? `\\org(${anchor.x},${anchor.y})\\frz${spec.tilt}` : "";
  const fit = k < 1 ? `\\fscx${Math.round(100 * k)}\\fscy${Math.round(100 * k)}` : "";
  const place = (r: PlacedRun) => `\\an${r.align}\\pos(${r.x},${r.y})${turn}${fit}`;
  const dialogues: string[] = [];
  if (spec.effect === "none") {
    for (const r of runs) {
      const text = frameLine(r.words.map((w) => escapeAssText(w.text)).join(sep(o)), o);
      dialogues.push(dialogue(ev.start, ev.end, `{${place(r)}}${text}`));
    }
  } else if (spec.effect === "karaoke") {
    for (const r of runs)
      dialogues.push(dialogue(ev.start, ev.end, `{${place(r)}}${karaokeRun(r.words, o, ev.start)}`));
  } else {
    // One dialogue per spoken word and run: the runs stay, the spoken word changes.
    ev.words.forEach((w, i) => {
      const start = i === 0 ? ev.start : w.start;
      const end = Math.max(i + 1 < ev.words.length ? ev.words[i + 1]!.start : ev.end, start + 0.01);
      const p = Math.round(spec.peakScale * 100 * k);
      const n = Math.round(100 * k);
      const slam =
        spec.effect === "bang" && i === 0 ? `\\fscx${p}\\fscy${p}\\t(0,160,\\fscx${n}\\fscy${n})` : "";
      for (const r of runs) {
        dialogues.push(dialogue(start, end, `{${place(r)}${slam}}${styledRun(r.words, spec, o, i, k)}`));
      }
    });
  }
  return { dialogues, emoji };
}

/**
 * The ASS document to burn in for caption events, with the emoji pictures to lay over it. Events without
 * emoji are written exactly as buildAss writes them. `drawable` says whether the picture library has an
 * emoji (one it has not is left out of the line).
 */
export function buildBurnedCaptions(
  events: CaptionEvent[],
  spec: CaptionStyleSpec,
  o: AssDocumentOptions,
  drawable: (emoji: string) => boolean,
): { ass: string; emoji: CaptionEmoji[] } {
  const lines = [header(spec, o)];
  const emoji: CaptionEmoji[] = [];
  for (const ev of events) {
    if (!ev.words.some((w) => hasPictureEmoji(w.text))) {
      lines.push(...eventDialogues(ev, spec, o));
      continue;
    }
    const pieces = indexedLines(ev).map((line) => linePieces(line, drawable));
    if (pieces.some((l) => l.some((p) => p.kind === "emoji"))) {
      const out = emojiEventDialogues(ev, pieces, spec, o);
      lines.push(...out.dialogues);
      emoji.push(...out.emoji);
      continue;
    }
    // Only emoji without a picture: the line without them.
    const strip = (w: TimedWord) => ({ ...w, text: withoutPictureEmoji(w.text) });
    const words = ev.words.map(strip).filter((w) => w.text);
    const kept = ev.lines.map((l) => l.map(strip).filter((w) => w.text)).filter((l) => l.length > 0);
    if (words.length === 0) continue;
    lines.push(...eventDialogues({ ...ev, words, lines: kept }, spec, o));
  }
  return { ass: `${lines.join("\n")}\n`, emoji };
}

// Meme lettering: each block of the user's words fitted to its box (never wider, never taller), in the
// classic look (heavy white capitals with a black outline: Anton) or as a caption (heavy black letters
// on a white bar: Roboto Black), in any script (each script's own bold Noto face, right to left for
// Arabic and Hebrew, CJK broken between words), as one ASS document whose text is escaped (never an
// override of the user's making, never in a filter string). Emoji are left out of the text and drawn
// as colour pictures in boxes kept clear between the runs of words (as the captions do, emoji.ts).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { emojiClusters, isPictureEmoji } from "../text/emoji.ts";
import { assColor, assTime, frameLine } from "./captions/ass.ts";
import { escapeAssText } from "./captions/escape.ts";
import { estimateTextWidth } from "./captions/layout.ts";
import { emPixels, faceMetrics, measureTexts } from "./captions/measure.ts";

const require = createRequire(import.meta.url);
const ANTON = join(
  dirname(require.resolve("@expo-google-fonts/anton/package.json")),
  "400Regular/Anton_400Regular.ttf",
);
const ROBOTO_BLACK = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf";
const NOTO = "/usr/share/fonts/truetype/noto";
const NOTO_CJK_BOLD = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc";

/** "impact": white capitals, black outline. "bar": black letters for a white bar. */
export type MemeInk = "impact" | "bar";

export interface MemeFace {
  /** The family libass is asked for, and whether the style asks for its bold face. */
  family: string;
  bold: boolean;
  /** The face file drawn (for measuring), and the files of its fallbacks. */
  file: string;
  fallbacks: string[];
  rtl: boolean;
  /** Written without spaces between words (Chinese, Japanese, Thai): broken between words. */
  noSpaces: boolean;
  locale: string;
}

const notoBold = (name: string) => ({
  family: `Noto Sans ${name}`,
  file: `${NOTO}/NotoSans${name}-Bold.ttf`,
});

/** The face for a text: its script's (the first letters' script that is not Latin), heavy. */
export function memeFace(text: string, ink: MemeInk): MemeFace {
  const latin =
    ink === "impact"
      ? { family: "Anton", file: ANTON, bold: false }
      : { family: "Roboto Black", file: ROBOTO_BLACK, bold: false };
  const base = { rtl: false, noSpaces: false, locale: "en" };
  const fallbacks = [ROBOTO_BLACK, `${NOTO}/NotoSans-Bold.ttf`];
  const other = (f: { family: string; file: string }, extra: Partial<MemeFace>): MemeFace => ({
    ...base,
    ...f,
    bold: true,
    fallbacks: [latin.file, ...fallbacks],
    ...extra,
  });
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text))
    return other({ family: "Noto Sans CJK JP", file: NOTO_CJK_BOLD }, { noSpaces: true, locale: "ja" });
  if (/\p{Script=Hangul}/u.test(text))
    return other({ family: "Noto Sans CJK KR", file: NOTO_CJK_BOLD }, { locale: "ko" });
  if (/\p{Script=Han}/u.test(text))
    return other({ family: "Noto Sans CJK SC", file: NOTO_CJK_BOLD }, { noSpaces: true, locale: "zh" });
  if (/\p{Script=Arabic}/u.test(text)) return other(notoBold("Arabic"), { rtl: true, locale: "ar" });
  if (/\p{Script=Hebrew}/u.test(text)) return other(notoBold("Hebrew"), { rtl: true, locale: "he" });
  if (/\p{Script=Devanagari}/u.test(text)) return other(notoBold("Devanagari"), { locale: "hi" });
  if (/\p{Script=Bengali}/u.test(text)) return other(notoBold("Bengali"), { locale: "bn" });
  if (/\p{Script=Thai}/u.test(text)) return other(notoBold("Thai"), { noSpaces: true, locale: "th" });
  // Anton draws Latin only: Cyrillic and Greek in Roboto Black, as heavy.
  if (/[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(text))
    return { ...base, family: "Roboto Black", file: ROBOTO_BLACK, bold: false, fallbacks };
  return { ...base, ...latin, fallbacks };
}

/** Every font file a meme's blocks draw with (for the ASS filter's font directory). */
export function memeFontFiles(faces: MemeFace[]): string[] {
  return [...new Set(faces.flatMap((f) => [f.file, ...f.fallbacks]))];
}

export interface TextBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MemeBlock {
  text: string;
  box: TextBox;
  ink: MemeInk;
  /** Where the lines sit in the box. */
  valign: "top" | "middle" | "bottom";
  /** Largest letter size (pixels to the em) tried first. */
  maxEm: number;
}

type Token = { kind: "text" | "emoji"; text: string; spaceBefore: boolean };

/** Words and emoji of a text, in reading order (unspaced scripts cut between words). */
export function memeTokens(text: string, face: MemeFace): Token[] {
  const tokens: Token[] = [];
  // A run of letters longer than a line can hold at a readable size is cut into pieces that may break.
  const LONGEST = 24;
  const pushText = (text: string, spaceBefore: boolean) => {
    const chars = [...text];
    for (let i = 0; i < chars.length; i += LONGEST) {
      tokens.push({
        kind: "text",
        text: chars.slice(i, i + LONGEST).join(""),
        spaceBefore: i === 0 && spaceBefore,
      });
    }
  };
  const push = (raw: string, spaceBefore: boolean) => {
    let last = 0;
    let space = spaceBefore;
    for (const m of raw.matchAll(emojiClusters())) {
      if (!isPictureEmoji(m[0])) continue;
      const before = raw.slice(last, m.index);
      if (before) pushText(before, space);
      tokens.push({ kind: "emoji", text: m[0], spaceBefore: before ? false : space });
      space = false;
      last = m.index + m[0].length;
    }
    const rest = raw.slice(last);
    if (rest) pushText(rest, space);
  };
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  for (const [i, word] of words.entries()) {
    if (!face.noSpaces) {
      push(word, i > 0);
      continue;
    }
    // Unspaced scripts: each word a token, punctuation kept with the word before it.
    const segments = [...new Intl.Segmenter(face.locale, { granularity: "word" }).segment(word)];
    let first = true;
    for (const s of segments) {
      const prev = tokens.at(-1);
      if (!s.isWordLike && prev?.kind === "text" && !first && !emojiClusters().test(s.segment)) {
        prev.text += s.segment;
      } else push(s.segment, first && i > 0);
      first = false;
    }
  }
  return tokens;
}

/** One line's pieces (while breaking), each with its width in pixels at the block's size. */
interface LinePiece {
  token: Token;
  width: number;
  gap: number;
}

/**
 * A laid line in reading order: runs of words (measured as drawn) and emoji, each with the room before
 * it (a space), and the line's whole width.
 */
export interface LaidLine {
  segments: { kind: "text" | "emoji"; text: string; width: number; gap: number }[];
  width: number;
}

export interface LaidBlock {
  face: MemeFace;
  ink: MemeInk;
  /** Pixels to the em, the ASS font size that draws it, the outline and the line pitch in pixels. */
  em: number;
  assSize: number;
  outline: number;
  pitch: number;
  lines: LaidLine[];
  box: TextBox;
  valign: MemeBlock["valign"];
  /** Uppercased text as drawn. */
  text: string;
}

const EMOJI_EM = 0.95;
const EMOJI_GAP_EM = 0.1;

/** Line pitch and outline of an ink, in em. */
const PITCH_EM: Record<MemeInk, number> = { impact: 1.08, bar: 1.18 };
const OUTLINE_EM: Record<MemeInk, number> = { impact: 0.075, bar: 0 };

/** The text as the ink draws it: the classic look is in capitals (where the script has them). */
export function inkText(text: string, ink: MemeInk, locale: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return ink === "impact" ? clean.toLocaleUpperCase(locale) : clean;
}

/**
 * Fits a block: the largest size (from maxEm down) whose lines, broken between words, all fit the box's
 * width with their outline and whose lines fit its height. A word wider than the box alone makes the
 * whole block smaller, never cut or overflowing.
 */
export function layoutMemeBlock(block: MemeBlock): LaidBlock {
  const face = memeFace(block.text, block.ink);
  const text = inkText(block.text, block.ink, face.locale);
  const tokens = memeTokens(text, face);
  const metrics = faceMetrics(face.file);
  const unitsRatio = metrics ? (metrics.winAscent + metrics.winDescent) / metrics.unitsPerEm : 1.2;
  // Widths are estimated by character class (layout.ts) times a stretch learnt from the face: first
  // from the whole text measured once, then from each laid line measured as libass will draw it.
  const REF = 100;
  const measureFace = { files: [face.file, ...face.fallbacks], family: face.family, bold: face.bold };
  const plain = tokens
    .filter((t) => t.kind === "text")
    .map((t) => t.text)
    .join(face.noSpaces ? "" : " ");
  const [whole] = plain ? measureTexts([plain], measureFace, REF) : [null];
  let stretch = whole && plain ? whole / estimateTextWidth(plain, REF) : 1;
  const outlineAt = (em: number) => OUTLINE_EM[block.ink] * em;
  const broken = (em: number): LinePiece[][] => {
    const limit = block.box.w - 2 * outlineAt(em);
    const lines: LinePiece[][] = [];
    let line: LinePiece[] = [];
    let width = 0;
    for (const token of tokens) {
      const w =
        token.kind === "emoji"
          ? em * (EMOJI_EM + 2 * EMOJI_GAP_EM)
          : estimateTextWidth(token.text, em) * stretch;
      const gap = token.spaceBefore ? estimateTextWidth(" ", em) * stretch : 0;
      if (line.length > 0 && width + gap + w > limit) {
        lines.push(line);
        line = [];
        width = 0;
      }
      const g = line.length > 0 ? gap : 0;
      line.push({ token, width: w, gap: g });
      width += g + w;
    }
    if (line.length > 0) lines.push(line);
    return lines;
  };
  // Each line's runs of words measured as libass will draw them; `ratio` is the widest run's measured
  // width over its estimate.
  const measuredLines = (em: number, pieces: LinePiece[][]): { lines: LaidLine[]; ratio: number } => {
    let ratio = 0;
    const lines = pieces.map((line) => {
      const segments: LaidLine["segments"] = [];
      for (const p of line) {
        const prev = segments.at(-1);
        if (p.token.kind === "text" && prev?.kind === "text") {
          prev.text += (p.gap > 0 ? " " : "") + p.token.text;
          prev.width += p.gap + p.width;
        } else {
          segments.push({ kind: p.token.kind, text: p.token.text, width: p.width, gap: p.gap });
        }
      }
      const runs = segments.filter((g) => g.kind === "text");
      const real = measureTexts(
        runs.map((g) => g.text),
        measureFace,
        em,
      );
      runs.forEach((g, i) => {
        const m = real[i];
        if (m) {
          ratio = Math.max(ratio, (m / g.width) * stretch);
          g.width = m;
        }
      });
      return { segments, width: segments.reduce((sum, g) => sum + g.gap + g.width, 0) };
    });
    return { lines, ratio };
  };
  let em = block.maxEm;
  let lines: LaidLine[] = [];
  for (let tries = 0; tries < 60; tries++) {
    const pieces = broken(em);
    const tallEnough = pieces.length * PITCH_EM[block.ink] * em <= block.box.h;
    if (tallEnough || em <= 6) {
      const measured = measuredLines(em, pieces);
      lines = measured.lines;
      if (lines.every((l) => l.width + 2 * outlineAt(em) <= block.box.w) || em <= 6) break;
      // Wider than estimated: break again at this size with the face's real widths.
      if (measured.ratio > stretch * 1.01) {
        stretch = measured.ratio;
        continue;
      }
    }
    em = Math.max(6, em * 0.94);
  }
  return {
    face,
    ink: block.ink,
    em,
    assSize: Math.max(1, Math.round(em * unitsRatio * 10) / 10),
    outline: Math.round(OUTLINE_EM[block.ink] * em * 10) / 10,
    pitch: PITCH_EM[block.ink] * em,
    lines,
    box: block.box,
    valign: block.valign,
    text,
  };
}

/** An emoji drawn over a block: its picture's top-left corner and side in pixels. */
export interface MemeEmoji {
  emoji: string;
  x: number;
  y: number;
  size: number;
}

/** Height of the middle of the letters above the baseline, in em (capitals in the classic look). */
const LETTER_MIDDLE_EM: Record<MemeInk, number> = { impact: 0.36, bar: 0.33 };

/** The ASS document of the blocks (shown from 0 to `seconds`) and the emoji pictures to lay over it. */
export function memeAss(
  blocks: LaidBlock[],
  frame: { width: number; height: number },
  seconds: number,
): { ass: string; emoji: MemeEmoji[] } {
  const styles: string[] = [];
  const events: string[] = [];
  const emoji: MemeEmoji[] = [];
  const end = assTime(seconds + 1);
  blocks.forEach((b, n) => {
    const name = `M${n}`;
    const impact = b.ink === "impact";
    styles.push(
      [
        `Style: ${name}`,
        b.face.family,
        b.assSize,
        assColor(impact ? "#ffffff" : "#111111"),
        assColor(impact ? "#ffffff" : "#111111"),
        assColor("#000000"),
        assColor("#000000", 0xff),
        b.face.bold ? -1 : 0,
        0,
        0,
        0,
        100,
        100,
        0,
        0,
        1,
        b.outline,
        0,
        5,
        0,
        0,
        0,
        1,
      ].join(","),
    );
    const m = faceMetrics(b.face.file);
    // libass centres a line's box (winAscent + winDescent spanning the font size) on \pos with \an5;
    // the letters' middle sits `drop` below that centre.
    const drop = m
      ? (m.winAscent / (m.winAscent + m.winDescent) - 0.5) * b.assSize -
        LETTER_MIDDLE_EM[b.ink] * emPixels(m, b.assSize)
      : 0;
    const height = b.lines.length * b.pitch;
    const top =
      b.valign === "top"
        ? b.box.y
        : b.valign === "bottom"
          ? b.box.y + b.box.h - height
          : b.box.y + (b.box.h - height) / 2;
    const cx = b.box.x + b.box.w / 2;
    b.lines.forEach((line, j) => {
      const mid = top + (j + 0.5) * b.pitch;
      const y = Math.round(mid - drop);
      const hasEmoji = line.segments.some((g) => g.kind === "emoji");
      if (!hasEmoji) {
        const words = line.segments.map((g) => g.text).join(" ");
        events.push(
          `Dialogue: 0,0:00:00.00,${end},${name},,0,0,0,,{\\an5\\pos(${Math.round(cx)},${y})}${frameLine(escapeAssText(words), b.face)}`,
        );
        return;
      }
      // Runs of words and emoji boxes laid left to right in visual order (right to left reversed); each
      // run is anchored by the edge that touches a box, so the box stays clear of the words.
      const visual = b.face.rtl ? [...line.segments].reverse() : line.segments;
      type Run = { text: string; left: number; width: number; before: boolean; after: boolean };
      const runs: Run[] = [];
      let left = cx - line.width / 2;
      for (const [i, g] of visual.entries()) {
        // The room between two segments belongs to the later one in reading order.
        if (i > 0) left += b.face.rtl ? (visual[i - 1]?.gap ?? 0) : g.gap;
        if (g.kind === "emoji") {
          const size = Math.max(4, Math.round(b.em * EMOJI_EM));
          emoji.push({
            emoji: g.text,
            x: Math.round(left + g.width / 2 - size / 2),
            y: Math.round(mid - size / 2),
            size,
          });
        } else {
          runs.push({
            text: g.text,
            left,
            width: g.width,
            before: visual[i - 1]?.kind === "emoji",
            after: visual[i + 1]?.kind === "emoji",
          });
        }
        left += g.width;
      }
      for (const r of runs) {
        const align = r.before && !r.after ? 4 : r.after && !r.before ? 6 : 5;
        const x = align === 4 ? r.left : align === 6 ? r.left + r.width : r.left + r.width / 2;
        events.push(
          `Dialogue: 0,0:00:00.00,${end},${name},,0,0,0,,{\\an${align}\\pos(${Math.round(x)},${y})}${frameLine(escapeAssText(r.text), b.face)}`,
        );
      }
    });
  });
  const ass = [
    "[Script Info]",
    "; Meme lettering, generated by the studio renderer",
    "ScriptType: v4.00+",
    `PlayResX: ${frame.width}`,
    `PlayResY: ${frame.height}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "YCbCr Matrix: TV.709",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    ...styles,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...events,
    "",
  ].join("\n");
  return { ass, emoji };
}

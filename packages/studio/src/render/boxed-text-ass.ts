// Words on boxes of a brand colour, as one ASS document: the slideshow's slide text and the cover's
// title. The text is escaped (never an override of the user's making), broken into whole words by the
// caption layout (CJK, RTL), and made smaller until it fits its lines and width. The size emitted is
// raised by the face's line ratio (assFontSize), so the type is drawn at the size it was fitted for.
import { assColor } from "./captions/ass.ts";
import { escapeAssText } from "./captions/escape.ts";
import { breakLines, estimateTextWidth, joinWords, type LayoutOptions } from "./captions/layout.ts";
import { assFontSize } from "./captions/measure.ts";

export interface BoxedTextSpec {
  /** The ASS style's name. */
  style: string;
  /** Clean text (one line of words; markup already removed). */
  text: string;
  layout: LayoutOptions;
  fontFamily: string;
  /** The font file libass draws the family with, for its line metrics (none: the size as fitted). */
  faceFile?: string;
  /** Box colour behind the lines (#rrggbb) and its ASS alpha (0 opaque .. 0xff clear). */
  accent: string;
  boxAlpha: number;
  shadowAlpha: number;
  /** Size to start from, the smallest size tried, the most lines, the widest line and the tallest
   * block in pixels (libass stacks lines one drawn font size apart). */
  startSize: number;
  minSize: number;
  maxLines: number;
  maxWidth: number;
  maxHeight: number;
  /** Padding of the boxes and shadow depth, as fractions of the fitted size. */
  padding: number;
  shadow: number;
  /** ASS alignment (\an) and where it anchors, from the fitted size. */
  align: 2 | 5;
  anchor: (size: number) => { x: number; y: number };
}

/** The fitted size and lines of the words (before the face's line ratio is applied). */
export function fitBoxedText(s: BoxedTextSpec): { size: number; lines: string[] } {
  const { noSpaces, fontWidthFactor } = s.layout;
  const words = (noSpaces ? [...s.text] : s.text.split(" "))
    .filter(Boolean)
    .map((t) => ({ text: t, start: 0, end: 0 }));
  let size = s.startSize;
  let lines = breakLines(words, s.maxWidth, size, s.layout);
  const widest = () =>
    Math.max(...lines.map((l) => estimateTextWidth(joinWords(l, noSpaces), size, fontWidthFactor)));
  const tall = () => lines.length * assFontSize(size, s.faceFile) > s.maxHeight;
  while (size > s.minSize && (lines.length > s.maxLines || widest() > s.maxWidth || tall())) {
    size = Math.round(size * 0.9);
    lines = breakLines(words, s.maxWidth, size, s.layout);
  }
  return { size, lines: lines.map((l) => joinWords(l, noSpaces)) };
}

export function boxedTextAss(s: BoxedTextSpec): string {
  const { size, lines } = fitBoxedText(s);
  const { x, y } = s.anchor(size);
  const body = lines.map(escapeAssText).join("\\N");
  const style = [
    s.style,
    s.fontFamily,
    assFontSize(size, s.faceFile),
    assColor("#ffffff"),
    assColor("#ffffff"),
    assColor(s.accent, s.boxAlpha),
    assColor("#000000", s.shadowAlpha),
    0,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    3,
    (size * s.padding).toFixed(1),
    (size * s.shadow).toFixed(1),
    s.align,
    0,
    0,
    0,
    1,
  ].join(",");
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${s.layout.width}`,
    `PlayResY: ${s.layout.height}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    `Style: ${style}`,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    `Dialogue: 0,0:00:00.00,0:00:10.00,${s.style},,0,0,0,,{\\an${s.align}\\pos(${x},${y})}${body}`,
    "",
  ].join("\n");
}

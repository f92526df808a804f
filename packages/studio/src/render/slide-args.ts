// A slideshow's slide as one still of the frame's size: the user's picture whole (scaled to fit) over a
// blurred, darkened copy of itself that fills the frame, so a photo of another aspect ratio is never
// cropped nor framed by bars; the slide's text, when it is shown and not spoken, drawn from an ASS file
// (escaped text, never in the filter string). The picture's path is only ever an input file argument.
import { assColor } from "./captions/ass.ts";
import { escapeAssText } from "./captions/escape.ts";
import { breakLines, estimateTextWidth, joinWords, type LayoutOptions } from "./captions/layout.ts";
import { filterPath } from "./filter-escape.ts";

export interface SlideTextSpec {
  text: string;
  layout: LayoutOptions;
  fontFamily: string;
  /** Box colour behind the lines (#rrggbb). */
  accent: string;
}

const MAX_LINES = 4;

/**
 * The slide's text as an ASS document: whole words broken to the safe area's width, at most four lines
 * (smaller type for longer text), centred in the lower third on boxes of the accent colour.
 */
export function slideTextAss(s: SlideTextSpec): string {
  const { width, height, noSpaces, fontWidthFactor, safe } = s.layout;
  const clean = s.text.replace(/\s+/g, " ").trim();
  const words = (noSpaces ? [...clean] : clean.split(" "))
    .filter(Boolean)
    .map((t) => ({ text: t, start: 0, end: 0 }));
  const limit = (safe.right - safe.left) * 0.92;
  let size = Math.round(Math.min(width, height) * 0.075);
  let lines = breakLines(words, limit, size, s.layout);
  const widest = () =>
    Math.max(...lines.map((l) => estimateTextWidth(joinWords(l, noSpaces), size, fontWidthFactor)));
  while (size > 10 && (lines.length > MAX_LINES || widest() > limit)) {
    size = Math.round(size * 0.9);
    lines = breakLines(words, limit, size, s.layout);
  }
  const x = Math.round((safe.left + safe.right) / 2);
  const y = Math.round(safe.bottom - size * 0.6);
  const body = lines.map((l) => escapeAssText(joinWords(l, noSpaces))).join("\\N");
  const style = [
    "Slide",
    s.fontFamily,
    size,
    assColor("#ffffff"),
    assColor("#ffffff"),
    assColor(s.accent, 0x30),
    assColor("#000000", 0x80),
    0,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    3,
    (size * 0.22).toFixed(1),
    0,
    2,
    0,
    0,
    0,
    1,
  ].join(",");
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    `Style: ${style}`,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    `Dialogue: 0,0:00:00.00,0:00:10.00,Slide,,0,0,0,,{\\an2\\pos(${x},${y})}${body}`,
    "",
  ].join("\n");
}

export interface SlideArgsSpec {
  /** The user's picture (an input file argument only). */
  image: string;
  width: number;
  height: number;
  /** The slide's text as an ASS file we wrote, and the font directory it needs. */
  assPath?: string;
  fontsDir?: string;
  out: string;
}

/**
 * One PNG of the frame's size. The blurred backdrop is made small (a sixteenth of the frame), blurred,
 * and scaled up: the same soft look for a fraction of a full-size blur's work.
 */
export function buildSlideArgs(s: SlideArgsSpec): string[] {
  const W = s.width;
  const H = s.height;
  const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
  const sw = even(W / 4);
  const sh = even(H / 4);
  const sigma = Math.max(2, Math.round(Math.min(sw, sh) / 24));
  const chains = [
    "[0:v]format=rgb24,setsar=1,split=2[a][b]",
    `[a]scale=${sw}:${sh}:force_original_aspect_ratio=increase,crop=${sw}:${sh},gblur=sigma=${sigma},eq=brightness=-0.12:saturation=1.1,scale=${W}:${H}:flags=bicubic[bg]`,
    `[b]scale=${W}:${H}:force_original_aspect_ratio=decrease:flags=bicubic,setsar=1[fg]`,
    `[bg][fg]overlay=x=(W-w)/2:y=(H-h)/2:format=rgb,format=rgb24[pic]`,
  ];
  let last = "pic";
  if (s.assPath) {
    const fonts = s.fontsDir ? `:fontsdir=${filterPath(s.fontsDir)}` : "";
    chains.push(`[pic]ass=filename=${filterPath(s.assPath)}${fonts}:shaping=complex[txt]`);
    last = "txt";
  }
  return [
    "-i",
    s.image,
    "-filter_complex",
    chains.join(";"),
    "-map",
    `[${last}]`,
    "-frames:v",
    "1",
    "-update",
    "1",
    "-c:v",
    "png",
    s.out,
  ];
}

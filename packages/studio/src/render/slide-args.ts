// A slideshow's slide as one still of the frame's size: the user's picture whole (scaled to fit) over a
// blurred, darkened copy of itself that fills the frame, so a photo of another aspect ratio is never
// cropped nor framed by bars; the slide's text, when it is shown and not spoken, drawn from an ASS file
// (escaped text, never in the filter string). The picture's path is only ever an input file argument.
import { boxedTextAss } from "./boxed-text-ass.ts";
import type { LayoutOptions } from "./captions/layout.ts";
import { filterPath } from "./filter-escape.ts";

export interface SlideTextSpec {
  text: string;
  layout: LayoutOptions;
  fontFamily: string;
  /** The font file of the family, for its line metrics. */
  faceFile?: string;
  /** Box colour behind the lines (#rrggbb). */
  accent: string;
}

/**
 * The slide's text as an ASS document: whole words broken to the safe area's width, at most four lines
 * (smaller type for longer text), centred in the lower third on boxes of the accent colour.
 */
export function slideTextAss(s: SlideTextSpec): string {
  const { width, height, safe } = s.layout;
  return boxedTextAss({
    style: "Slide",
    text: s.text.replace(/\s+/g, " ").trim(),
    layout: s.layout,
    fontFamily: s.fontFamily,
    ...(s.faceFile ? { faceFile: s.faceFile } : {}),
    accent: s.accent,
    boxAlpha: 0x30,
    shadowAlpha: 0x80,
    startSize: Math.round(Math.min(width, height) * 0.075),
    minSize: 10,
    maxLines: 4,
    maxWidth: (safe.right - safe.left) * 0.92,
    maxHeight: (safe.bottom - safe.top) * 0.45,
    padding: 0.22,
    shadow: 0,
    align: 2,
    anchor: (size) => ({
      x: Math.round((safe.left + safe.right) / 2),
      y: Math.round(safe.bottom - size * 0.6),
    }),
  });
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

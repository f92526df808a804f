// The thumbnail as a designed cover, not a frame taken mid-caption: the first scene's picture (its key
// visual) full frame, a darkening gradient for contrast, and the video's title large in the upper half,
// in the caption font, each line on a box of the brand colour. The title goes through an ASS file with
// escaped text (never into the filter string); lines are broken by the caption layout (CJK, RTL).
import { boxedTextAss } from "./boxed-text-ass.ts";
import type { LayoutOptions } from "./captions/layout.ts";
import { filterPath } from "./filter-escape.ts";

export interface CoverSpec {
  title: string;
  layout: LayoutOptions;
  fontFamily: string;
  /** The font file of the family, for its line metrics. */
  faceFile?: string;
  /** Box colour behind the title lines (#rrggbb). */
  accent: string;
}

const MAX_TITLE_WORDS = 6;
const MAX_LINES = 5;

/** The title as shown on the cover: whole words, at most six (or 16 characters unspaced), no markup. */
export function coverTitle(title: string, noSpaces: boolean): string {
  const clean = title
    .replace(/[#*_`>[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (noSpaces) {
    const chars = [...clean];
    return chars.length > 16 ? `${chars.slice(0, 15).join("")}…` : clean;
  }
  const words = clean.split(" ").filter(Boolean);
  if (words.length <= MAX_TITLE_WORDS) return clean;
  return `${words
    .slice(0, MAX_TITLE_WORDS)
    .join(" ")
    .replace(/[,;:.!?]+$/u, "")}…`;
}

/**
 * The cover's ASS document: the title lines, as large as fit (at most five lines) across the frame's
 * width (a cover is shown in grids and feeds without the player's buttons over it).
 */
export function coverAss(c: CoverSpec): string {
  const { width, height, noSpaces } = c.layout;
  return boxedTextAss({
    style: "Cover",
    text: coverTitle(c.title, noSpaces),
    layout: c.layout,
    fontFamily: c.fontFamily,
    ...(c.faceFile ? { faceFile: c.faceFile } : {}),
    accent: c.accent,
    boxAlpha: 0x10,
    shadowAlpha: 0x60,
    startSize: Math.round(Math.min(width, height) * 0.15),
    minSize: 12,
    maxLines: MAX_LINES,
    maxWidth: width * 0.84,
    // Centred at 34% of the height: clear of the frame's top edge by 4%.
    maxHeight: height * 0.6,
    padding: 0.18,
    shadow: 0.06,
    align: 5,
    anchor: () => ({ x: Math.round(width / 2), y: Math.round(height * 0.34) }),
  });
}

export interface CoverArgsSpec {
  /** The key visual: a picture, or a video (its frame at 0.5 s); a colour when there is none. */
  source: { kind: "image" | "video"; path: string } | { kind: "color"; color: string };
  width: number;
  height: number;
  assPath: string;
  fontsDir?: string;
  /** The video's subjects as a transparent square PNG (keyVisual), drawn large below the title. */
  keyVisualPath?: string;
  out: string;
}

/** Where the key visual sits: a square, centred, in the lower part of the frame (below the title). */
export function keyVisualBox(width: number, height: number): { x: number; y: number; size: number } {
  const size = Math.round(Math.min(width * 0.78, height * 0.42));
  return {
    x: Math.round((width - size) / 2),
    y: Math.round(Math.min(height - size - height * 0.06, height * 0.72 - size / 2)),
    size,
  };
}

/** One JPEG: the visual cropped to the frame, darkened towards the title, the title drawn over it. */
export function buildCoverArgs(c: CoverArgsSpec): string[] {
  const W = c.width;
  const H = c.height;
  const input =
    c.source.kind === "color"
      ? ["-f", "lavfi", "-i", `color=c=${c.source.color.replace("#", "0x")}:s=${W}x${H}:d=1`]
      : c.source.kind === "video"
        ? ["-ss", "0.5", "-i", c.source.path]
        : ["-i", c.source.path];
  const fonts = c.fontsDir ? `:fontsdir=${filterPath(c.fontsDir)}` : "";
  // Darker at the top, where the title sits, so white type reads on any picture: the picture times a
  // vertical grey ramp, 0.55 at the top row to 1 at the bottom (gradients + blend: as a per-pixel
  // expression, geq, this one frame cost ~0.25 s more CPU). The ramp's end points are given off the
  // edge columns: ffmpeg 5.1's gradients takes a 0 coordinate as unset.
  const ramp = `gradients=s=${W}x${H}:c0=0x8C8C8C:c1=0xFFFFFF:x0=${W >> 1}:y0=0:x1=${W >> 1}:y1=${H - 1}:nb_colors=2:r=1,format=gbrp[shade]`;
  const background = [
    `[0:v]scale=${W}:${H}:force_original_aspect_ratio=increase,crop=${W}:${H},setsar=1,format=gbrp[pic]`,
    ramp,
    "[pic][shade]blend=all_mode=multiply,format=rgb24[bg]",
  ];
  const title = `ass=filename=${filterPath(c.assPath)}${fonts}:shaping=complex`;
  // The key visual over the picture (not darkened), the title over both.
  const box = keyVisualBox(W, H);
  const graph = c.keyVisualPath
    ? [
        ...background,
        `[1:v]scale=${box.size}:${box.size},format=rgba[kv]`,
        `[bg][kv]overlay=x=${box.x}:y=${box.y}:format=rgb,format=rgb24,${title}[out]`,
      ]
    : [...background, `[bg]${title}[out]`];
  return [
    ...input,
    ...(c.keyVisualPath ? ["-i", c.keyVisualPath] : []),
    "-filter_complex",
    graph.join(";"),
    "-map",
    "[out]",
    "-frames:v",
    "1",
    "-q:v",
    "3",
    "-update",
    "1",
    c.out,
  ];
}

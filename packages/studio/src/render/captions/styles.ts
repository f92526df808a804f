// The six caption looks, as data. Sizes are fractions of the frame's shorter side so every format gets
// the same look; colours are ASS BGR values.
import type { CaptionStyle } from "../../storyboard/schema.ts";

export interface CaptionStyleSpec {
  /** Font size as a fraction of min(width, height). */
  size: number;
  bold: boolean;
  uppercase: boolean;
  /** Most words shown at once, and most lines. */
  maxWords: number;
  maxLines: number;
  /** Text colour, colour of the word being spoken, outline, shadow/box colour (#rrggbb). */
  text: string;
  active: string;
  outline: string;
  back: string;
  /** Outline and shadow thickness as a fraction of the font size. */
  outlineWidth: number;
  shadow: number;
  /** 1 = outline + shadow, 3 = opaque box behind the text. */
  borderStyle: 1 | 3;
  /** How the spoken word is shown. */
  effect: "none" | "pop" | "highlight" | "karaoke" | "bang";
  /** Largest scale the active word reaches (used to keep popped words inside the safe area). */
  peakScale: number;
  /** Slight tilt in degrees (comic). */
  tilt: number;
}

export const CAPTION_STYLE_SPECS: Record<CaptionStyle, CaptionStyleSpec> = {
  // Short bold chunks (1-3 words, large type); the spoken word pops (scales up and back) in a bright colour.
  "bold-pop": {
    size: 0.078,
    bold: true,
    uppercase: false,
    maxWords: 3,
    maxLines: 2,
    text: "#ffffff",
    active: "#ffd400",
    outline: "#000000",
    back: "#000000",
    outlineWidth: 0.09,
    shadow: 0.05,
    borderStyle: 1,
    effect: "pop",
    peakScale: 1.18,
    tilt: 0,
  },
  // Sentence captions, white on a translucent box, no effects.
  clean: {
    size: 0.05,
    bold: false,
    uppercase: false,
    maxWords: 9,
    maxLines: 2,
    text: "#ffffff",
    active: "#ffffff",
    outline: "#101010",
    back: "#000000",
    outlineWidth: 0.18,
    shadow: 0,
    borderStyle: 3,
    effect: "none",
    peakScale: 1,
    tilt: 0,
  },
  // Uppercase, heavy outline, the spoken word in green (the "Hormozi" look).
  hormozi: {
    size: 0.078,
    bold: true,
    uppercase: true,
    maxWords: 3,
    maxLines: 2,
    text: "#ffffff",
    active: "#2bff5a",
    outline: "#000000",
    back: "#000000",
    outlineWidth: 0.12,
    shadow: 0.06,
    borderStyle: 1,
    effect: "highlight",
    peakScale: 1.06,
    tilt: 0,
  },
  // Yellow comic lettering with a thick black outline, tilted, the spoken word bigger; a line at a time.
  comic: {
    size: 0.066,
    bold: true,
    uppercase: false,
    maxWords: 6,
    maxLines: 2,
    text: "#ffe14d",
    active: "#ff5ab4",
    outline: "#000000",
    back: "#000000",
    outlineWidth: 0.13,
    shadow: 0.08,
    borderStyle: 1,
    effect: "pop",
    peakScale: 1.12,
    tilt: -3,
  },
  // One or two huge words at a time that slam in (scale from big to normal).
  banger: {
    size: 0.088,
    bold: true,
    uppercase: true,
    maxWords: 2,
    maxLines: 2,
    text: "#ffffff",
    active: "#ff3b3b",
    outline: "#000000",
    back: "#000000",
    outlineWidth: 0.1,
    shadow: 0.07,
    borderStyle: 1,
    effect: "bang",
    peakScale: 1.25,
    tilt: 0,
  },
  // A line at a time, filling word by word as it is spoken.
  karaoke: {
    size: 0.06,
    bold: true,
    uppercase: false,
    maxWords: 7,
    maxLines: 2,
    text: "#ffffff",
    active: "#00e5ff",
    outline: "#000000",
    back: "#000000",
    outlineWidth: 0.09,
    shadow: 0.04,
    borderStyle: 1,
    effect: "karaoke",
    peakScale: 1,
    tilt: 0,
  },
};

// Relative luminance of #rrggbb (WCAG), 0 (black) to 1 (white).
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/**
 * A style in the user's brand colour, visible in every style: the spoken word takes it in the styles
 * that show that word in another colour; the styles with one text colour (clean) take it as their
 * box, with the text white or, on a light colour, near-black so it stays readable.
 */
export function brandedSpec(spec: CaptionStyleSpec, color: string | undefined): CaptionStyleSpec {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return spec;
  if (spec.active.toLowerCase() !== spec.text.toLowerCase()) return { ...spec, active: color };
  if (spec.borderStyle === 3) {
    const ink = luminance(color) > 0.45 ? "#101010" : "#ffffff";
    return { ...spec, back: color, text: ink, active: ink };
  }
  // A style without a box or a second colour: the outline.
  return { ...spec, outline: color };
}

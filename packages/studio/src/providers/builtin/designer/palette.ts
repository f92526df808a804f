// Colour: the designer's palettes (hand-picked families, or one made from brand colours), colour maths,
// and the seeded random numbers that make every picture the same for the same request.
import { createHash } from "node:crypto";
import { ProviderError } from "../../types.ts";

const PROVIDER = "designer";

// ---------------------------------------------------------------- determinism
export function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(0);
}

/** mulberry32: small, fast, and the same sequence on every machine. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- colour
export type Rgb = [number, number, number];
export const hex = (c: string): Rgb => {
  const m = /^#?([0-9a-f]{6})$/i.exec(c.trim());
  if (!m) throw new ProviderError(PROVIDER, `Palette colours must be #rrggbb, got "${c}".`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
export const css = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const luminance = ([r, g, b]: Rgb): number => {
  const l = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * l(r) + 0.7152 * l(g) + 0.0722 * l(b);
};

export interface Palette {
  /** Background gradient, dark to light or the reverse. */
  bg: [string, string, string];
  accent: string;
  accent2: string;
  ink: string;
}

// Hand-picked families; each keeps contrast for white or dark titles.
export const PALETTES: Palette[] = [
  { bg: ["#0f172a", "#312e81", "#7c3aed"], accent: "#f472b6", accent2: "#22d3ee", ink: "#ffffff" }, // indigo night
  { bg: ["#042f2e", "#0f766e", "#2dd4bf"], accent: "#fde68a", accent2: "#99f6e4", ink: "#ffffff" }, // lagoon
  { bg: ["#431407", "#c2410c", "#fb923c"], accent: "#fef3c7", accent2: "#fde047", ink: "#ffffff" }, // sunset
  { bg: ["#fff7ed", "#fed7aa", "#fb7185"], accent: "#be123c", accent2: "#f59e0b", ink: "#1f2937" }, // peach
  { bg: ["#052e16", "#166534", "#84cc16"], accent: "#ecfccb", accent2: "#facc15", ink: "#ffffff" }, // forest
  { bg: ["#0c4a6e", "#0284c7", "#7dd3fc"], accent: "#ffffff", accent2: "#fbbf24", ink: "#ffffff" }, // ocean
  { bg: ["#18181b", "#3f3f46", "#a1a1aa"], accent: "#facc15", accent2: "#f4f4f5", ink: "#ffffff" }, // graphite
  { bg: ["#f0f9ff", "#bae6fd", "#818cf8"], accent: "#4338ca", accent2: "#ec4899", ink: "#111827" }, // sky
  { bg: ["#4a044e", "#a21caf", "#f0abfc"], accent: "#fdf4ff", accent2: "#fb7185", ink: "#ffffff" }, // orchid
  { bg: ["#1c1917", "#78350f", "#d97706"], accent: "#fef3c7", accent2: "#fca5a5", ink: "#ffffff" }, // espresso
];

/** A palette from brand colours: a deep-to-bright gradient of the first, accents from the others. */
export function brandPalette(colors: string[]): Palette {
  const rgbs = colors.map(hex);
  const a = rgbs[0]!;
  const b = rgbs[1] ?? mix(a, [255, 255, 255], 0.6);
  const c = rgbs[2] ?? b;
  const dark = mix(a, [0, 0, 0], 0.55);
  const light = mix(a, [255, 255, 255], 0.15);
  const ink: Rgb = luminance(mix(dark, light, 0.5)) > 0.45 ? [17, 24, 39] : [255, 255, 255];
  return { bg: [css(dark), css(a), css(light)], accent: css(b), accent2: css(c), ink: css(ink) };
}

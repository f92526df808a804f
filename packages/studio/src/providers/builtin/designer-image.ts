// The offline image provider: a designed graphic (not a picture of the prompt, and never presented as
// AI-made) built as SVG and rendered to PNG by resvg (a prebuilt N-API addon). Everything derives from
// the prompt, so the same request always gives the same image: a hash picks the palette family and
// layout, keywords pick the motif (waves for the sea, rising bars for growth, a dot grid for tech...),
// and the prompt is set as a title in Montserrat (or the Noto face of its script). Layers of gradients,
// translucent shapes and soft glows give depth without blur filters, which keeps 1080x1920 well under
// 300 ms.

import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { fontFor } from "../../fonts.ts";
import type { Language } from "../../languages.ts";
import { encodePng } from "../../media/png.ts";
import { runFfmpeg } from "../../render/run-ffmpeg.ts";
import {
  type CallOptions,
  type ImageProvider,
  type ImageRequest,
  type ImageResult,
  ProviderError,
} from "../types.ts";

const PROVIDER = "designer";
const MAX_SIDE = 4096;

// ---------------------------------------------------------------- determinism
function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(0);
}

/** mulberry32: small, fast, and the same sequence on every machine. */
function rng(seed: number): () => number {
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
type Rgb = [number, number, number];
const hex = (c: string): Rgb => {
  const m = /^#?([0-9a-f]{6})$/i.exec(c.trim());
  if (!m) throw new ProviderError(PROVIDER, `Palette colours must be #rrggbb, got "${c}".`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const css = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const luminance = ([r, g, b]: Rgb): number => {
  const l = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * l(r) + 0.7152 * l(g) + 0.0722 * l(b);
};

interface Palette {
  /** Background gradient, dark to light or the reverse. */
  bg: [string, string, string];
  accent: string;
  accent2: string;
  ink: string;
}

// Hand-picked families; each keeps contrast for white or dark titles.
const PALETTES: Palette[] = [
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
function brandPalette(colors: string[]): Palette {
  const rgbs = colors.map(hex);
  const a = rgbs[0]!;
  const b = rgbs[1] ?? mix(a, [255, 255, 255], 0.6);
  const c = rgbs[2] ?? b;
  const dark = mix(a, [0, 0, 0], 0.55);
  const light = mix(a, [255, 255, 255], 0.15);
  const ink: Rgb = luminance(mix(dark, light, 0.5)) > 0.45 ? [17, 24, 39] : [255, 255, 255];
  return { bg: [css(dark), css(a), css(light)], accent: css(b), accent2: css(c), ink: css(ink) };
}

// ---------------------------------------------------------------- motifs
type Motif =
  | "waves"
  | "hills"
  | "growth"
  | "tech"
  | "rings"
  | "confetti"
  | "stars"
  | "bubbles"
  | "stack"
  | "geometric";

const MOTIF_WORDS: [Motif, RegExp][] = [
  [
    "waves",
    /\b(ocean|sea|beach|water|wave|surf|swim|summer|travel|island|boat|river|lake|vacation|holiday)/i,
  ],
  [
    "hills",
    /\b(nature|garden|plant|eco|green|forest|tree|leaf|mountain|hike|outdoor|farm|earth|climate|landscape|spring|autumn|fall)/i,
  ],
  [
    "growth",
    /\b(business|finance|money|invest|growth|grow|sales|marketing|startup|profit|revenue|stock|crypto|economy|career|success|brand|productiv)/i,
  ],
  [
    "tech",
    /\b(tech|ai|artificial|code|coding|data|digital|software|app|computer|robot|cyber|cloud|program|web|internet|gadget|phone|saas)/i,
  ],
  [
    "rings",
    /\b(fitness|health|sport|run|gym|workout|sleep|wellness|yoga|medit|mind|doctor|diet|heart|body|habit)/i,
  ],
  [
    "confetti",
    /\b(party|celebrat|birthday|fun|kid|child|game|festival|wedding|gift|launch|sale|discount|event|music|dance)/i,
  ],
  ["stars", /\b(space|star|night|dream|galaxy|moon|planet|universe|astronom|magic|future|cosmic)/i],
  [
    "bubbles",
    /\b(food|coffee|cook|recipe|kitchen|drink|tea|cafe|restaurant|bake|cake|pizza|breakfast|beauty|skin|soap|clean)/i,
  ],
  [
    "stack",
    /\b(education|learn|book|school|study|course|lesson|teach|read|history|science|tips|guide|how to|tutorial)/i,
  ],
];

function motifFor(prompt: string, r: () => number): Motif {
  for (const [motif, re] of MOTIF_WORDS) if (re.test(prompt)) return motif;
  const fallbacks: Motif[] = ["geometric", "waves", "rings", "bubbles", "geometric"];
  return fallbacks[Math.floor(r() * fallbacks.length)]!;
}

const PREFERRED_PALETTES: Partial<Record<Motif, number[]>> = {
  waves: [1, 5, 7],
  hills: [4, 1, 2],
  growth: [0, 6, 5],
  tech: [0, 6, 8],
  rings: [1, 3, 7],
  confetti: [8, 3, 2],
  stars: [0, 8, 6],
  bubbles: [9, 3, 2],
  stack: [7, 0, 9],
};

interface Canvas {
  w: number;
  h: number;
  u: number; // one hundredth of the short side
  r: () => number;
  p: Palette;
}

const f = (n: number) => Math.round(n * 10) / 10;

function wavePath(c: Canvas, baseY: number, amp: number, waves: number, phase: number): string {
  const { w, h } = c;
  const seg = w / (waves * 2);
  let d = `M0 ${f(baseY)}`;
  for (let i = 0; i < waves * 2; i++) {
    const x0 = i * seg;
    const dir = (i + phase) % 2 === 0 ? -1 : 1;
    d += ` C${f(x0 + seg / 3)} ${f(baseY + dir * amp)} ${f(x0 + (2 * seg) / 3)} ${f(baseY + dir * amp)} ${f(x0 + seg)} ${f(baseY)}`;
  }
  return `${d} L${w} ${h} L0 ${h} Z`;
}

function motifSvg(motif: Motif, c: Canvas): string {
  const { w, h, u, r, p } = c;
  const out: string[] = [];
  switch (motif) {
    case "waves":
    case "hills": {
      const layers = 4;
      if (motif === "hills") {
        out.push(
          `<circle cx="${f(w * (0.25 + r() * 0.5))}" cy="${f(h * 0.52)}" r="${f(u * 14)}" fill="url(#sun)"/>`,
        );
      }
      for (let i = 0; i < layers; i++) {
        const y = h * (0.62 + i * 0.09);
        const amp = u * (motif === "waves" ? 3 + r() * 3 : 6 + r() * 8);
        const n = motif === "waves" ? 2 + Math.floor(r() * 2) : 1 + Math.floor(r() * 2);
        const color = i % 2 === 0 ? p.accent2 : p.accent;
        out.push(
          `<path d="${wavePath(c, y, amp, n, i)}" fill="${i === layers - 1 ? p.bg[0] : color}" fill-opacity="${f(0.25 + i * 0.18)}"/>`,
        );
      }
      break;
    }
    case "growth": {
      const bars = 5;
      const bw = w * 0.09;
      const gap = w * 0.035;
      const x0 = w * 0.5 - (bars * bw + (bars - 1) * gap) / 2;
      const base = h * 0.9;
      const points: string[] = [];
      for (let i = 0; i < bars; i++) {
        // Shorter in square and wide frames, where the title sits closer to the bottom.
        const bh = h * (0.08 + i * 0.055 + r() * 0.025) * (h > w ? 1 : 0.72);
        const x = x0 + i * (bw + gap);
        out.push(
          `<rect x="${f(x + u)}" y="${f(base - bh + u)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u * 1.5)}" fill="#000" fill-opacity="0.18"/>`,
        );
        out.push(
          `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u * 1.5)}" fill="url(#bar)"/>`,
        );
        points.push(`${f(x + bw / 2)},${f(base - bh - u * 5)}`);
      }
      out.push(
        `<polyline points="${points.join(" ")}" fill="none" stroke="${p.accent2}" stroke-width="${f(u * 1.1)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      const last = points.at(-1)!.split(",").map(Number) as [number, number];
      out.push(`<circle cx="${last[0]}" cy="${last[1]}" r="${f(u * 2.2)}" fill="${p.accent2}"/>`);
      break;
    }
    case "tech": {
      out.push(`<rect width="${w}" height="${h}" fill="url(#dots)" opacity="0.35"/>`);
      for (let i = 0; i < 7; i++) {
        let x = f(r() * w);
        let y = f(h * (0.55 + r() * 0.4));
        let d = `M${x} ${y}`;
        for (let s = 0; s < 3; s++) {
          if (s % 2 === 0) x = f(x + (r() - 0.5) * w * 0.5);
          else y = f(y + (r() - 0.5) * h * 0.2);
          d += ` L${x} ${y}`;
        }
        const color = i % 2 ? p.accent : p.accent2;
        out.push(
          `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(u * 0.6)}" stroke-opacity="0.8" stroke-linejoin="round"/>`,
        );
        out.push(
          `<circle cx="${x}" cy="${y}" r="${f(u * 1.3)}" fill="${p.bg[0]}" stroke="${color}" stroke-width="${f(u * 0.6)}"/>`,
        );
      }
      break;
    }
    case "rings": {
      const cx = w * (0.2 + r() * 0.6);
      const cy = h * 0.72;
      for (let i = 0; i < 5; i++) {
        const rad = u * (10 + i * 7);
        const len = 2 * Math.PI * rad;
        const dash = len * (0.35 + r() * 0.5);
        out.push(
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${i % 2 ? p.accent : p.accent2}" stroke-width="${f(u * 2.4)}" stroke-linecap="round" stroke-dasharray="${f(dash)} ${f(len)}" transform="rotate(${Math.round(r() * 360)} ${f(cx)} ${f(cy)})" opacity="${f(0.9 - i * 0.12)}"/>`,
        );
      }
      break;
    }
    case "confetti": {
      const colors = [p.accent, p.accent2, p.bg[2], "#ffffff"];
      for (let i = 0; i < 70; i++) {
        const x = f(r() * w);
        const y = f(r() * h);
        const s = u * (0.8 + r() * 1.6);
        const color = colors[i % colors.length]!;
        out.push(
          i % 3 === 0
            ? `<circle cx="${x}" cy="${y}" r="${f(s * 0.6)}" fill="${color}" opacity="0.85"/>`
            : `<rect x="${x}" y="${y}" width="${f(s * 2)}" height="${f(s * 0.8)}" rx="${f(s * 0.3)}" fill="${color}" opacity="0.85" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`,
        );
      }
      break;
    }
    case "stars": {
      for (let i = 0; i < 90; i++) {
        out.push(
          `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(u * (0.15 + r() * 0.45))}" fill="#ffffff" opacity="${f(0.35 + r() * 0.6)}"/>`,
        );
      }
      const px = w * (0.25 + r() * 0.5);
      const py = h * 0.74;
      const pr = u * 16;
      out.push(`<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="url(#planet)"/>`);
      out.push(
        `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(pr * 1.8)}" ry="${f(pr * 0.45)}" fill="none" stroke="${p.accent}" stroke-width="${f(u * 1.2)}" opacity="0.8" transform="rotate(-18 ${f(px)} ${f(py)})"/>`,
      );
      break;
    }
    case "bubbles": {
      for (let i = 0; i < 14; i++) {
        const rad = u * (3 + r() * 14);
        out.push(
          `<circle cx="${f(r() * w)}" cy="${f(h * (0.45 + r() * 0.55))}" r="${f(rad)}" fill="${i % 2 ? p.accent : p.accent2}" fill-opacity="${f(0.12 + r() * 0.25)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${f(u * 0.4)}"/>`,
        );
      }
      break;
    }
    case "stack": {
      const cx = w / 2;
      const base = h * 0.9;
      for (let i = 0; i < 5; i++) {
        const bw = w * (0.5 - i * 0.04 + r() * 0.05);
        const bh = u * 6;
        const y = base - (i + 1) * bh * 1.08;
        const x = cx - bw / 2 + (r() - 0.5) * u * 6;
        const color = [p.accent, p.accent2, p.bg[2]][i % 3]!;
        out.push(
          `<rect x="${f(x + u)}" y="${f(y + u)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u)}" fill="#000" fill-opacity="0.2"/>`,
        );
        out.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u)}" fill="${color}"/>`,
        );
        out.push(
          `<rect x="${f(x + bw * 0.06)}" y="${f(y + bh * 0.35)}" width="${f(bw * 0.88)}" height="${f(bh * 0.1)}" fill="#ffffff" fill-opacity="0.5"/>`,
        );
      }
      break;
    }
    case "geometric": {
      for (let i = 0; i < 6; i++) {
        const s = u * (12 + r() * 26);
        const x = f(r() * w);
        const y = f(h * (0.15 + r() * 0.85));
        const color = i % 2 ? p.accent : p.accent2;
        out.push(
          i % 3 === 0
            ? `<polygon points="${x},${f(y - s / 2)} ${f(x + s / 2)},${f(y + s / 2)} ${f(x - s / 2)},${f(y + s / 2)}" fill="none" stroke="${color}" stroke-width="${f(u * 0.9)}" opacity="0.75" transform="rotate(${Math.round(r() * 90)} ${x} ${y})"/>`
            : `<rect x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="${color}" fill-opacity="${f(0.12 + r() * 0.2)}" transform="rotate(${Math.round(r() * 90)} ${x} ${y})"/>`,
        );
      }
      break;
    }
  }
  return out.join("");
}

// ---------------------------------------------------------------- title
// Scripts resvg shapes correctly; Indic and other complex scripts are set by libass instead, whose
// HarfBuzz shaping gets matras and conjuncts right (resvg 2.6 misplaces the Devanagari and Bengali
// vowel sign AA, e.g. in "भारत").
const COMPLEX_SCRIPTS: [RegExp, Language["script"], string][] = [
  [/\p{Script=Devanagari}/u, "devanagari", "hi"],
  [/\p{Script=Bengali}/u, "bengali", "bn"],
  [/\p{Script=Tamil}/u, "other", "ta"],
  [/\p{Script=Telugu}/u, "other", "te"],
  [/\p{Script=Gujarati}/u, "other", "gu"],
  [/\p{Script=Gurmukhi}/u, "other", "pa"],
  [/\p{Script=Kannada}/u, "other", "kn"],
  [/\p{Script=Malayalam}/u, "other", "ml"],
  [/\p{Script=Oriya}/u, "other", "or"],
  [/\p{Script=Sinhala}/u, "other", "si"],
  [/\p{Script=Myanmar}/u, "other", "my"],
  [/\p{Script=Ethiopic}/u, "other", "am"],
  [/\p{Script=Georgian}/u, "other", "ka"],
  [/\p{Script=Armenian}/u, "other", "hy"],
];

function scriptOf(text: string): { script: Language["script"]; code?: string; complex: boolean } {
  for (const [re, script, code] of COMPLEX_SCRIPTS) if (re.test(text)) return { script, code, complex: true };
  const simple = (script: Language["script"], code?: string) => ({ script, code, complex: false });
  if (/\p{Script=Hangul}/u.test(text)) return simple("hangul", "ko");
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return simple("cjk", "ja");
  if (/\p{Script=Han}/u.test(text)) return simple("cjk", "zh");
  if (/\p{Script=Arabic}/u.test(text)) return simple("arabic");
  if (/\p{Script=Hebrew}/u.test(text)) return simple("hebrew");
  if (/\p{Script=Thai}/u.test(text)) return simple("thai");
  if (/\p{Script=Greek}/u.test(text)) return simple("greek");
  if (/\p{Script=Cyrillic}/u.test(text)) return simple("cyrillic");
  return simple("latin");
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );

/** The prompt as a short title: instructions such as "an image of" dropped, at most 9 words. */
export function titleFromPrompt(prompt: string): string {
  let t = prompt
    .replace(/[\p{Extended_Pictographic}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(please\s+)?(create|make|generate|design|draw|show|give me)\s+(me\s+)?/i, "")
    .replace(
      /^(an?|the)\s+(image|picture|photo|poster|graphic|illustration|banner|thumbnail|background)\s+(of|for|about|showing)\s+/i,
      "",
    )
    .replace(/[.!]+$/, "");
  const words = t.split(" ");
  if (words.length > 9) t = `${words.slice(0, 9).join(" ")}…`;
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function greedyWrap(text: string, maxUnits: number, unspaced: boolean): string[] {
  const tokens = unspaced ? [...text] : text.split(" ");
  const lines: string[] = [];
  let cur = "";
  for (const t of tokens) {
    const next = cur === "" ? t : unspaced ? cur + t : `${cur} ${t}`;
    if (cur !== "" && [...next].length > maxUnits) {
      lines.push(cur);
      cur = t;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Greedy line breaks, then evened out: the fewest lines, with the shortest longest line (no orphans). */
function wrap(text: string, maxUnits: number, unspaced: boolean): string[] {
  const greedy = greedyWrap(text, maxUnits, unspaced);
  if (greedy.length <= 1) return greedy;
  for (let m = Math.ceil([...text].length / greedy.length); m < maxUnits; m++) {
    const lines = greedyWrap(text, m, unspaced);
    if (lines.length <= greedy.length) return lines;
  }
  return greedy;
}

/** A title set by libass (complex scripts), positioned like the SVG one. */
export interface AssTitle {
  family: string;
  /** The one font file libass needs (loading the whole fonts directory costs seconds for CJK). */
  fontFile: string;
  size: number;
  ink: string;
  x: number;
  /** Baseline y of each line. */
  lines: { text: string; y: number }[];
}

function titleLayout(
  title: string,
  c: Canvas,
  font: { family: string; file: string },
  opts: { rtl: boolean; unspaced: boolean; complex: boolean },
): { svg: string; ass?: AssTitle } {
  const { w, h, u, p } = c;
  const boxW = w * 0.84;
  // Largest size that fits in four lines; Montserrat ExtraBold averages ~0.62 em per Latin character,
  // CJK glyphs are a full em, Indic clusters about 0.45 em per code point.
  const perChar = opts.unspaced ? 1.0 : opts.complex ? 0.45 : 0.62;
  let size = Math.min(w * 0.12, h * 0.09);
  let lines = wrap(title, Math.max(4, Math.floor(boxW / (size * perChar))), opts.unspaced);
  while ((lines.length > 4 || lines.some((l) => [...l].length * size * perChar > boxW)) && size > u * 3) {
    size *= 0.9;
    lines = wrap(title, Math.max(4, Math.floor(boxW / (size * perChar))), opts.unspaced);
  }
  const lineH = size * (opts.complex ? 1.4 : 1.16);
  const blockH = lines.length * lineH;
  const top = (h > w ? h * 0.3 : h * 0.36) - blockH / 2;
  const cardPad = size * 0.6;
  const x = w / 2;
  const baselines = lines.map((_, i) => top + (i + 0.8) * lineH);
  const cardY = top - cardPad;
  const cardH = blockH + cardPad * 2;
  const darkInk = p.ink !== "#ffffff";
  const card = [
    `<rect x="${f(w * 0.06 + u * 0.8)}" y="${f(cardY + u * 1.2)}" width="${f(w * 0.88)}" height="${f(cardH)}" rx="${f(u * 4)}" fill="#000" fill-opacity="0.18"/>`,
    `<rect x="${f(w * 0.06)}" y="${f(cardY)}" width="${f(w * 0.88)}" height="${f(cardH)}" rx="${f(u * 4)}" fill="${darkInk ? "#ffffff" : p.bg[0]}" fill-opacity="${darkInk ? 0.5 : 0.38}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${f(u * 0.3)}"/>`,
    `<rect x="${f(w / 2 - u * 7)}" y="${f(cardY - u * 2.6)}" width="${f(u * 14)}" height="${f(u * 1.1)}" rx="${f(u * 0.55)}" fill="${p.accent}"/>`,
  ].join("");
  if (opts.complex) {
    return {
      svg: card,
      ass: {
        family: font.family,
        fontFile: font.file,
        size,
        ink: p.ink,
        x,
        lines: lines.map((text, i) => ({ text, y: baselines[i]! })),
      },
    };
  }
  const tspans = lines
    .map((l, i) => `<tspan x="${f(x)}" y="${f(baselines[i]!)}">${escapeXml(l)}</tspan>`)
    .join("");
  const attrs = `font-family="${font.family}" font-weight="800" font-size="${f(size)}" text-anchor="middle"${opts.rtl ? ' direction="rtl"' : ""}`;
  return {
    svg: [
      card,
      `<text ${attrs} fill="#000" fill-opacity="0.25" transform="translate(${f(u * 0.5)} ${f(u * 0.6)})">${tspans}</text>`,
      `<text ${attrs} fill="${p.ink}">${tspans}</text>`,
    ].join(""),
  };
}

// ---------------------------------------------------------------- background
// The smooth layers (gradient, glows, vignette) cover every pixel, and full-frame gradients are the
// slowest thing resvg draws (~300 ms at 1080x1920 on our 2-core machines). They are computed here
// instead, in one pass over the pixels, and the shapes and title drawn by resvg are composited on top.

interface Glow {
  x: number;
  y: number;
  radius: number;
  color: Rgb;
  opacity: number;
}

export interface BackgroundSpec {
  angleDeg: number;
  stops: [Rgb, Rgb, Rgb];
  glows: Glow[];
  vignette: number;
}

// 4x4 ordered dither: breaks up banding in slow gradients at no visible cost.
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16 - 0.5);

/**
 * Working memory of `paint`, kept for the next picture of the same size: a 1080x1920 background needs
 * 12 MB of it, and fresh arrays each time left that much garbage per picture until the next GC (node
 * held 50 MB of them at the render benchmark's peak). paint and encodePng run without a pause between
 * them, so two pictures never use it at once.
 */
let fieldScratch = new Float32Array(0);
let outScratch = new Uint8ClampedArray(0);

/**
 * RGB pixels of the background, with the resvg overlay (premultiplied RGBA) composited on top. The
 * smooth field changes by far less than one level per pixel, so it is computed at half resolution and
 * each value covers a 2x2 block; the dither hides any step.
 */
function paint(bg: BackgroundSpec, w: number, h: number, overlay: Uint8Array, overlayOpacity = 1): Buffer {
  const hw = (w + 1) >> 1;
  const hh = (h + 1) >> 1;
  // Every element is written before it is read (gradient first, then glows and vignette).
  if (fieldScratch.length !== hw * hh * 3) fieldScratch = new Float32Array(hw * hh * 3);
  const field = fieldScratch;
  const a = (bg.angleDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const span = Math.abs(w * cos) + Math.abs(h * sin);
  // Gradient colour per t in 1/1024 steps: a lookup instead of per-pixel interpolation.
  const lut = new Float32Array(1025 * 3);
  for (let i = 0; i <= 1024; i++) {
    const t = i / 1024;
    const [c0, c1, k] =
      t < 0.55 ? [bg.stops[0], bg.stops[1], t / 0.55] : [bg.stops[1], bg.stops[2], (t - 0.55) / 0.45];
    for (let ch = 0; ch < 3; ch++) lut[i * 3 + ch] = c0[ch]! + (c1[ch]! - c0[ch]!) * k;
  }
  const vx = w * 0.5;
  const vy = h * 0.45;
  const vr = Math.hypot(w, h) * 0.5;
  for (let fy = 0; fy < hh; fy++) {
    const y = fy * 2 + 0.5;
    const rowAt = fy * hw * 3;
    const base = 0.5 + ((0.5 - w / 2) * cos + (y - h / 2) * sin) / span;
    const step = (2 * cos) / span;
    for (let fx = 0; fx < hw; fx++) {
      let t = base + fx * step;
      // biome-ignore lint/complexity/useMathMinMax: a ternary is cheaper in this per-pixel loop
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const li = ((t * 1024) | 0) * 3;
      const i = rowAt + fx * 3;
      field[i] = lut[li]!;
      field[i + 1] = lut[li + 1]!;
      field[i + 2] = lut[li + 2]!;
    }
    for (const g of bg.glows) {
      const dy = y - g.y;
      if (Math.abs(dy) >= g.radius) continue;
      const half = Math.sqrt(g.radius * g.radius - dy * dy);
      const x0 = Math.max(0, Math.floor((g.x - half) / 2));
      const x1 = Math.min(hw - 1, Math.ceil((g.x + half) / 2));
      const inv = 1 / g.radius;
      const [gr, gg, gb] = g.color;
      for (let fx = x0; fx <= x1; fx++) {
        const dx = fx * 2 + 0.5 - g.x;
        const d = Math.sqrt(dx * dx + dy * dy) * inv;
        if (d >= 1) continue;
        const alpha = g.opacity * (1 - d) * (1 - d);
        const i = rowAt + fx * 3;
        field[i] = field[i]! + (gr - field[i]!) * alpha;
        field[i + 1] = field[i + 1]! + (gg - field[i + 1]!) * alpha;
        field[i + 2] = field[i + 2]! + (gb - field[i + 2]!) * alpha;
      }
    }
    const dy = y - vy;
    for (let fx = 0; fx < hw; fx++) {
      const dx = fx * 2 + 0.5 - vx;
      let e = (Math.sqrt(dx * dx + dy * dy) / vr - 0.55) / 0.6;
      // biome-ignore lint/complexity/useMathMinMax: a ternary is cheaper in this per-pixel loop
      e = e < 0 ? 0 : e > 1 ? 1 : e;
      const shade = 1 - bg.vignette * e * e * (3 - 2 * e);
      const i = rowAt + fx * 3;
      field[i] = field[i]! * shade;
      field[i + 1] = field[i + 1]! * shade;
      field[i + 2] = field[i + 2]! * shade;
    }
  }
  // Written straight as PNG scanlines (a filter-type byte, then RGB) so encoding needs no copy.
  // Uint8ClampedArray stores round and clamp in hardware, twice as fast as clamping by hand.
  // Every pixel is written below; encodePng writes each row's filter byte.
  if (outScratch.length !== (w * 3 + 1) * h) outScratch = new Uint8ClampedArray((w * 3 + 1) * h);
  const out = outScratch;
  const inv255 = overlayOpacity / 255;
  const op = overlayOpacity;
  for (let y = 0; y < h; y++) {
    const rowAt = (y >> 1) * hw * 3;
    const ditherRow = (y & 3) << 2;
    let p = y * w * 4;
    let o = y * (w * 3 + 1) + 1;
    for (let x = 0; x < w; x++, p += 4, o += 3) {
      const fi = rowAt + (x >> 1) * 3;
      const dither = BAYER[ditherRow | (x & 3)]!;
      const alpha = overlay[p + 3]!;
      if (alpha === 0) {
        out[o] = field[fi]! + dither;
        out[o + 1] = field[fi + 1]! + dither;
        out[o + 2] = field[fi + 2]! + dither;
      } else {
        const keep = 1 - alpha * inv255;
        out[o] = field[fi]! * keep + overlay[p]! * op + dither;
        out[o + 1] = field[fi + 1]! * keep + overlay[p + 1]! * op + dither;
        out[o + 2] = field[fi + 2]! * keep + overlay[p + 2]! * op + dither;
      }
    }
  }
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

// ---------------------------------------------------------------- composition
export interface Design {
  background: BackgroundSpec;
  /** Shapes and title on a transparent canvas. */
  overlaySvg: string;
  fontFiles: string[];
  motif: Motif;
  palette: Palette;
  /** Set when the title is in a complex script: drawn by libass over the PNG. */
  assTitle?: AssTitle;
}

/** The design for a request (exported for tests and previews). */
export function design(req: ImageRequest): Design {
  const { width: w, height: h } = req;
  const seed = seedOf(`${req.prompt}\u0000${(req.palette ?? []).join(",")}`);
  const r = rng(seed);
  const motif = motifFor(req.prompt, r);
  const preferred = PREFERRED_PALETTES[motif];
  const p =
    req.palette && req.palette.length > 0
      ? brandPalette(req.palette)
      : PALETTES[
          preferred && r() < 0.75
            ? preferred[Math.floor(r() * preferred.length)]!
            : Math.floor(r() * PALETTES.length)
        ]!;
  const c: Canvas = { w, h, u: Math.min(w, h) / 100, r, p };
  const background: BackgroundSpec = {
    angleDeg: Math.round(r() * 360),
    stops: [hex(p.bg[0]), hex(p.bg[1]), hex(p.bg[2])],
    glows: [0, 1, 2].map((i) => ({
      x: r() * w,
      y: r() * h * 0.8,
      radius: Math.max(w, h) * (0.25 + r() * 0.2),
      color: hex(i % 2 ? p.accent2 : p.accent),
      opacity: i % 2 ? 0.35 : 0.45,
    })),
    vignette: 0.35,
  };
  const defs = [
    `<radialGradient id="sun"><stop offset="0" stop-color="${p.accent}"/><stop offset="0.7" stop-color="${p.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="planet" cx="0.35" cy="0.3"><stop offset="0" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.bg[0]}"/></radialGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.35"/></linearGradient>`,
    `<pattern id="dots" width="${f(c.u * 4)}" height="${f(c.u * 4)}" patternUnits="userSpaceOnUse"><circle cx="${f(c.u * 2)}" cy="${f(c.u * 2)}" r="${f(c.u * 0.35)}" fill="${p.accent2}"/></pattern>`,
  ].join("");
  let title = "";
  let assTitle: AssTitle | undefined;
  const fontFiles: string[] = [];
  if (req.showTitle !== false) {
    const text = titleFromPrompt(req.prompt);
    if (/[\p{L}\p{N}]/u.test(text)) {
      const { script, code, complex } = scriptOf(text);
      const font = fontFor("montserrat", script, code);
      if (!complex) fontFiles.push(font.bold ?? font.file);
      const rtl = script === "arabic" || script === "hebrew";
      const layout = titleLayout(
        text,
        c,
        { family: font.family, file: font.bold ?? font.file },
        {
          rtl,
          unspaced: script === "cjk" || script === "thai",
          complex,
        },
      );
      title = layout.svg;
      assTitle = layout.ass;
    }
  }
  const overlaySvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${motifSvg(motif, c)}${title}</svg>`;
  return { background, overlaySvg, fontFiles, motif, palette: p, assTitle };
}

const assColour = (c: string, alpha = 0): string => {
  const [r, g, b] = hex(c);
  const h2 = (v: number) => Math.round(v).toString(16).padStart(2, "0").toUpperCase();
  return `&H${h2(alpha)}${h2(b)}${h2(g)}${h2(r)}`;
};

/** An ASS script drawing the title; text braces and backslashes are replaced so they stay literal. */
export function titleAss(t: AssTitle, w: number, h: number): string {
  const safe = (s: string) =>
    s
      .replace(/\\/g, "\u29F5")
      .replace(/\{/g, "(")
      .replace(/\}/g, ")")
      .replace(/[\r\n]/g, " ");
  const shadow = Math.max(1, Math.round(t.size * 0.05));
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${w}`,
    `PlayResY: ${h}`,
    "WrapStyle: 2",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    `Style: Title,${t.family},${Math.round(t.size * 1.25)},${assColour(t.ink)},${assColour(t.ink)},&H00000000,&HC0000000,-1,0,0,0,100,100,0,0,1,0,${shadow},2,0,0,0,1`,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...t.lines.map(
      (l) =>
        `Dialogue: 0,0:00:00.00,0:00:01.00,Title,,0,0,0,,{\\pos(${Math.round(t.x)},${Math.round(l.y + t.size * 0.35)})}${safe(l.text)}`,
    ),
    "",
  ].join("\n");
}

/** Draws the title with libass (HarfBuzz shaping) over the PNG at `base`, writing `out`. */
async function drawAssTitle(
  base: string,
  out: string,
  t: AssTitle,
  w: number,
  h: number,
  signal?: AbortSignal,
) {
  const dir = await mkdtemp(join(tmpdir(), "designer-"));
  try {
    await writeFile(join(dir, "title.ass"), titleAss(t, w, h));
    await mkdir(join(dir, "fonts"));
    await symlink(t.fontFile, join(dir, "fonts", basename(t.fontFile)));
    // Relative names inside our own directory: nothing from the prompt reaches the filter string.
    await runFfmpeg(
      [
        "-i",
        base,
        "-vf",
        "ass=filename=title.ass:fontsdir=fonts:shaping=complex",
        "-frames:v",
        "1",
        "-pix_fmt",
        "rgb24",
        out,
      ],
      { cwd: dir, signal },
    );
  } catch (err) {
    throw new ProviderError(PROVIDER, `Could not set the title: ${(err as Error).message}`, { cause: err });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function createDesignerImage(): ImageProvider {
  return {
    id: PROVIDER,
    async generate(req: ImageRequest, outDir: string, callOpts?: CallOptions): Promise<ImageResult> {
      const { width, height } = req;
      for (const [name, v] of [
        ["width", width],
        ["height", height],
      ] as const) {
        if (!Number.isInteger(v) || v < 16 || v > MAX_SIDE) {
          throw new ProviderError(
            PROVIDER,
            `Image ${name} must be a whole number from 16 to ${MAX_SIDE}, got ${v}.`,
          );
        }
      }
      if (typeof req.prompt !== "string") throw new ProviderError(PROVIDER, "The image prompt must be text.");
      callOpts?.signal?.throwIfAborted();
      const d = design(req);
      const overlay = new Resvg(d.overlaySvg, {
        fitTo: { mode: "original" },
        font: { loadSystemFonts: false, fontFiles: d.fontFiles, defaultFontFamily: "Montserrat" },
        logLevel: "off",
      }).render().pixels;
      callOpts?.signal?.throwIfAborted();
      // Without a title the image sits behind captions: shapes are toned down so words stay legible.
      const opacity = req.showTitle === false ? 0.7 : 1;
      const png = encodePng(paint(d.background, width, height, overlay, opacity), width, height);
      await mkdir(outDir, { recursive: true });
      const key = createHash("sha256")
        .update(JSON.stringify([d.background, d.overlaySvg, d.assTitle ?? null]))
        .digest("hex")
        .slice(0, 16);
      const path = join(resolve(outDir), `designer-${key}-${width}x${height}.png`);
      const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp.png`;
      await writeFile(tmp, png);
      if (d.assTitle) {
        const titled = `${tmp}.titled.png`;
        try {
          await drawAssTitle(tmp, titled, d.assTitle, width, height, callOpts?.signal);
          await rename(titled, path);
        } finally {
          await rm(tmp, { force: true });
          await rm(titled, { force: true });
        }
      } else {
        await rename(tmp, path);
      }
      return {
        path,
        width,
        height,
        credit: { provider: PROVIDER, model: "builtin-designer", builtin: true },
      };
    },
  };
}

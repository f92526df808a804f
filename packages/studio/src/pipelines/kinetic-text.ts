// Kinetic words: a scene's key fact (a price, an offer, a percentage, a date or day, a time, a number with
// its unit, a short brand name) shown as large type for a beat while it is said. At most one per visual
// beat, each fact once per scene, placed mid-upper (visual-layers.ts kineticPlacement) where captions
// never are. The type is drawn by resvg with the caption face into a transparent PNG layer (no user text
// ever goes into an ffmpeg filter), on a plate in the brand colour, with a soft shadow.
import { writeFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import { hashOf, type StudioCache } from "../cache.ts";
import { fontFor } from "../fonts.ts";
import { resolveLanguage } from "../languages.ts";
import type { WordTiming } from "../providers/types.ts";
import { measureTexts } from "../render/captions/measure.ts";
import { kineticPlacement } from "../render/visual-layers.ts";
import type { Storyboard, VisualRecord } from "../storyboard/schema.ts";
import { extractFacts, type Fact, type FactKind } from "../text/facts.ts";
import { speakingTime } from "./visual-beats.ts";

const KINETIC_VERSION = 3;
/** Longest and shortest time a kinetic fact stays, in seconds. */
const MAX_SECONDS = 1.9;
const MIN_SECONDS = 0.7;
/** Least time one shows before the next replaces it. */
const MIN_HOLD = 1;
/** Facts worth large type, most important first. */
const PRIORITY: FactKind[] = ["price", "offer", "percent", "date", "day", "time", "number", "name"];

export interface KineticFact {
  /** What the type says. */
  label: string;
  /** The fact as the narration says it. */
  words: string;
  /** Seconds on the scene's clock. */
  start: number;
  duration: number;
}

const short = (s: string, chars = 20, words = 4) => s.length <= chars && s.split(/\s+/).length <= words;

/** The type a fact is shown as, or null when it is not one to show. */
export function factLabel(f: Fact, language: string): string | null {
  switch (f.kind) {
    case "price": {
      if (!f.amount || !f.currency) return short(f.text) ? f.text : null;
      const amount = Number(f.amount.replace(",", "."));
      if (!Number.isFinite(amount)) return null;
      try {
        return new Intl.NumberFormat(language, {
          style: "currency",
          currency: f.currency,
          minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(amount);
      } catch {
        return short(f.text) ? f.text : null;
      }
    }
    case "offer":
      if (f.percentOff) return language === "en" ? `${f.percentOff}% OFF` : `−${f.percentOff}%`;
      return short(f.text, 18, 3) ? f.text : null;
    case "number":
      // A bare count ("3 new") says little on its own; a number with its unit does ("14 days").
      return f.unit && short(f.text, 16, 3) ? f.text : null;
    case "name":
      return short(f.text, 18, 3) ? f.text : null;
    case "percent":
    case "date":
    case "day":
    case "time":
      return short(f.text) ? f.text : null;
    default:
      return null;
  }
}

export interface KineticInput {
  narration: string;
  language: string;
  words?: WordTiming[];
  voiceStart: number;
  speechSeconds?: number;
  sceneSeconds: number;
  /** The scene's visual beats (seconds on its clock). */
  beats: { start: number; end: number }[];
}

/** The kinetic facts of a scene: at most one per beat, each shown from just before it is said. */
export function planKineticText(input: KineticInput): KineticFact[] {
  const at = speakingTime(input);
  const lower = input.narration.toLocaleLowerCase();
  const candidates = extractFacts(input.narration, input.language)
    .facts.map((f) => {
      const offset = lower.indexOf(f.text.toLocaleLowerCase());
      // A one-word "name" that only starts a sentence ("It") is no brand.
      const initial = offset >= 0 && /(?:^|[.!?。！？]\s*)$/u.test(input.narration.slice(0, offset));
      if (f.kind === "name" && (initial || f.text.length < 3) && !/\s/.test(f.text)) return null;
      const label = factLabel(f, input.language);
      return label && offset >= 0 ? { f, label, t: Math.max(0, at(offset) - 0.1) } : null;
    })
    .filter((c): c is NonNullable<typeof c> => c !== null)
    .sort((a, b) => PRIORITY.indexOf(a.f.kind) - PRIORITY.indexOf(b.f.kind) || a.t - b.t);
  const beats = input.beats.length > 0 ? input.beats : [{ start: 0, end: input.sceneSeconds }];
  const shown = new Set<string>();
  const out: KineticFact[] = [];
  // A fact starts in the beat it is said in (one per beat) and stays up to MAX_SECONDS, until the next.
  for (const beat of beats) {
    // The one before holds at least MIN_HOLD seconds before this one replaces it.
    const last = out.at(-1);
    const free = Math.max(beat.start, last ? last.start + MIN_HOLD : 0);
    const pick = candidates.find(
      (c) => !shown.has(c.label) && c.t >= beat.start - 0.3 && c.t < beat.end && c.t >= free - 0.3,
    );
    if (!pick) continue;
    const start = Math.max(free, pick.t);
    if (input.sceneSeconds - start < MIN_SECONDS) continue;
    shown.add(pick.label);
    const end = Math.min(start + MAX_SECONDS, input.sceneSeconds);
    out.push({ label: pick.label, words: pick.f.text, start: round(start), duration: round(end - start) });
  }
  // Each one gives way to the next.
  for (let i = 0; i + 1 < out.length; i++) {
    out[i]!.duration = round(Math.min(out[i]!.duration, out[i + 1]!.start - out[i]!.start));
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Relative luminance of #rrggbb (0 black, 1 white). */
function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

/**
 * Colours of a kinetic fact: a plate in the brand colour (or a warm yellow) and type that reads on it,
 * white on a dark or mid plate, near-black on a light one. (The designed background is tinted with the
 * brand colour too: the plate's shadow parts it from the background, the type's contrast is the plate's.)
 */
export function kineticColours(brand: string[]): { plate: string; text: string } {
  const c = brand.find((x) => /^#[0-9a-fA-F]{6}$/.test(x)) ?? "#ffd400";
  return { plate: c, text: luminance(c) > 0.45 ? "#111111" : "#ffffff" };
}

/** The PNG of a kinetic fact: `label` in large type, centred in the scene's kinetic box. */
export function kineticTextPng(sb: Storyboard, label: string): Buffer {
  const box = kineticPlacement(sb);
  const lang = resolveLanguage(sb.voice.language);
  const font = fontFor(sb.captions.font, lang.script, lang.code);
  const latin = fontFor(sb.captions.font, "latin");
  const files = [...new Set([font.bold ?? font.file, latin.bold ?? latin.file])];
  const family = font.family === "Montserrat" ? "Montserrat ExtraBold" : font.family;
  const face = { files, family, bold: true };
  const maxWidth = box.width * 0.92;
  const measured = measureTexts([label], face, box.fontSize)[0] ?? maxWidth;
  const size = Math.max(8, Math.floor(box.fontSize * Math.min(1, maxWidth / measured)));
  const { plate, text: ink } = kineticColours(sb.brand.colors);
  const textWidth = Math.min(maxWidth, (measured * size) / box.fontSize);
  const pw = Math.round(Math.min(box.width - 8, textWidth + size * 0.7));
  const ph = Math.round(Math.min(box.height - 8, size * 1.25));
  const px = Math.round((box.width - pw) / 2);
  const py = Math.round((box.height - ph) / 2);
  const y = Math.round(box.height / 2 + size * 0.36);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}">`,
    `<rect x="${px + Math.round(size * 0.05)}" y="${py + Math.round(size * 0.08)}" width="${pw}" height="${ph}" rx="${Math.round(ph * 0.28)}" fill="#000000" fill-opacity="0.35"/>`,
    `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="${Math.round(ph * 0.28)}" fill="${plate}"/>`,
    `<text x="${box.width / 2}" y="${y}" text-anchor="middle" font-family="${xml(family)}" font-weight="700" font-size="${size}" fill="${ink}">${xml(label)}</text>`,
    "</svg>",
  ].join("");
  return new Resvg(svg, {
    font: { fontFiles: files, loadSystemFonts: false, defaultFontFamily: family },
    logLevel: "off",
  })
    .render()
    .asPng();
}

/** The kinetic-text records of a designed scene, their PNG layers drawn once and cached. */
export async function kineticRecords(
  sb: Storyboard,
  cache: StudioCache,
  input: KineticInput,
): Promise<VisualRecord[]> {
  const facts = planKineticText(input);
  const records: VisualRecord[] = [];
  const box = kineticPlacement(sb);
  for (const f of facts) {
    const key = hashOf({
      v: KINETIC_VERSION,
      label: f.label,
      box,
      colours: kineticColours(sb.brand.colors),
      font: sb.captions.font,
      language: sb.voice.language,
    });
    const { path: layer } = await cache.getOrCreate("kinetic-text", key, ".png", (tmp) =>
      writeFile(tmp, kineticTextPng(sb, f.label)),
    );
    records.push({
      source: "kinetic-text",
      id: `kinetic-text:${f.label}`,
      keywords: [f.words],
      start: f.start,
      duration: f.duration,
      license: "ReelForge (built-in); type in the caption face (SIL Open Font License)",
      layer,
    });
  }
  return records;
}

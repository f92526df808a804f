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
import { amountOf, BOOKS } from "../providers/builtin/writer/compose.ts";
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
  /**
   * Its parts: a price and what it is for ("$40", "a night"), on one line when that fits the box in
   * large type, else the unit on a second, smaller line; one part otherwise.
   */
  lines: string[];
  /** The fact as the narration says it. */
  words: string;
  /** Seconds on the scene's clock. */
  start: number;
  duration: number;
}

const short = (s: string, chars = 20, words = 4) => s.length <= chars && s.split(/\s+/).length <= words;

/** How a label's parts are written on one line: "$40 a night", "$40／泊" (a slash needs no space). */
export const joinLabel = (lines: string[]) =>
  lines.reduce((a, l) => (a && !/^[/／]/u.test(l) ? `${a} ${l}` : a + l), "");

/**
 * What a price is for, in the words of the video's language ("a night", "pro Nacht", "／泊"): "$40" alone
 * would be a lie by omission. A thing sold by the piece keeps the request's own words ("a bag").
 */
function priceUnit(f: Fact, language: string): string | undefined {
  const book = BOOKS[language] ?? BOOKS[language.split("-")[0]!];
  if (f.per && book) return book.per[f.per].trim();
  // "₹800 किलो", "$6 /lb": a price by weight keeps its measure as written.
  if (f.measure) return f.measure;
  return /(?:\s(?:an?|per)\s\p{L}+|\s?\/\s?\p{L}+)$/u.exec(f.text)?.[0].trim();
}

/** The parts of the type a fact is shown as, or null when it is not one to show. */
export function factLines(f: Fact, language: string): string[] | null {
  if (f.kind !== "price") {
    const label = factLabel(f, language);
    return label === null ? null : [label];
  }
  if (!f.amount || !f.currency) return short(f.text) ? [f.text] : null;
  // "$4,250" is four thousand two hundred and fifty, "4,50 €" four and a half.
  const amount = amountOf(f.amount);
  if (!Number.isFinite(amount)) return null;
  let money: string;
  try {
    money = new Intl.NumberFormat(language, {
      style: "currency",
      currency: f.currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return short(f.text) ? [f.text] : null;
  }
  // A starting price or a threshold says so ("from £30", "ab 35 €", "3000円から"): "£30" alone would
  // read as what everything costs.
  const base = language.split("-")[0]!;
  const book = BOOKS[language] ?? BOOKS[base];
  if (f.bound && book) money = book.bounds[f.bound].replace("{price}", money);
  // The price of several together says how many ("3 for $10"); where the phrasebook has no words for it,
  // it is not shown as what one costs.
  if (f.bundle) {
    if (base !== "en") return null;
    money = `${f.bundle} for ${money}`;
  }
  const unit = priceUnit(f, language);
  return unit && short(unit, 16, 3) ? [money, unit] : [money];
}

/** The type a fact is shown as, or null when it is not one to show. */
export function factLabel(f: Fact, language: string): string | null {
  switch (f.kind) {
    case "price": {
      const lines = factLines(f, language);
      return lines ? joinLabel(lines) : null;
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
  /**
   * The user's request the script was written from, when there is one: a name is shown only when the
   * user wrote it (a phrasebook line starting "Saubere Arbeit, ..." names nothing, though German
   * capitals make it look like a name).
   */
  request?: string;
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
  const request = input.request?.toLocaleLowerCase();
  const candidates = extractFacts(input.narration, input.language)
    .facts.map((f) => {
      const offset = lower.indexOf(f.text.toLocaleLowerCase());
      // A one-word "name" that only starts a sentence ("It") is no brand.
      const initial = offset >= 0 && /(?:^|[.!?。！？]\s*)$/u.test(input.narration.slice(0, offset));
      if (f.kind === "name" && (initial || f.text.length < 3) && !/\s/.test(f.text)) return null;
      if (f.kind === "name" && request !== undefined && !request.includes(f.text.toLocaleLowerCase()))
        return null;
      const lines = factLines(f, input.language);
      return lines && offset >= 0
        ? { f, lines, label: joinLabel(lines), t: Math.max(0, at(offset) - 0.1) }
        : null;
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
    out.push({
      label: pick.label,
      lines: pick.lines,
      words: pick.f.text,
      start: round(start),
      duration: round(end - start),
    });
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

/**
 * The PNG of a kinetic fact: its label in large type, centred in the scene's kinetic box. A price with
 * its unit ("$40", "a night") stands on one line when that line keeps at least 80% of the full type size;
 * otherwise the unit goes on a second, smaller line under the price.
 */
export function kineticTextPng(sb: Storyboard, label: string | string[]): Buffer {
  const box = kineticPlacement(sb);
  const lang = resolveLanguage(sb.voice.language);
  const font = fontFor(sb.captions.font, lang.script, lang.code);
  const latin = fontFor(sb.captions.font, "latin");
  const files = [...new Set([font.bold ?? font.file, latin.bold ?? latin.file])];
  const family = font.family === "Montserrat" ? "Montserrat ExtraBold" : font.family;
  const face = { files, family, bold: true };
  const maxWidth = box.width * 0.92;
  const parts = typeof label === "string" ? [label] : label;
  const one = joinLabel(parts);
  // A text that cannot be measured is taken as filling the box.
  const [measured = maxWidth, ...partWidths] = measureTexts([one, ...parts], face, box.fontSize).map(
    (w) => w ?? maxWidth,
  );
  const fit = (w: number, most: number) =>
    Math.max(8, Math.floor(box.fontSize * Math.min(most, maxWidth / w)));
  const twoLines = parts.length === 2 && fit(measured, 1) < box.fontSize * 0.8;
  // One line: the label at the largest size that fits. Two: the price at up to 80%, its unit at half that.
  const sizes = twoLines ? [fit(partWidths[0] ?? maxWidth, 0.8), 0] : [fit(measured, 1)];
  if (twoLines) sizes[1] = Math.min(Math.floor(sizes[0]! * 0.5), fit(partWidths[1] ?? maxWidth, 0.4));
  const texts = twoLines ? parts : [one];
  const widths = twoLines ? partWidths : [measured];
  const size = sizes[0]!;
  const { plate, text: ink } = kineticColours(sb.brand.colors);
  const textWidth = Math.max(
    ...texts.map((_, i) => Math.min(maxWidth, (widths[i]! * sizes[i]!) / box.fontSize)),
  );
  const pw = Math.round(Math.min(box.width - 8, textWidth + size * 0.7));
  const blockHeight = twoLines ? size * 1.05 + sizes[1]! * 1.2 : size * 1.25;
  const ph = Math.round(Math.min(box.height - 8, blockHeight + (twoLines ? size * 0.2 : 0)));
  const px = Math.round((box.width - pw) / 2);
  const py = Math.round((box.height - ph) / 2);
  // Baselines: one line sits at the box's middle; two stack inside the plate.
  const baselines = twoLines
    ? [py + size * 0.1 + size * 0.88, py + size * 0.1 + size * 0.98 + sizes[1]! * 1.0]
    : [Math.round(box.height / 2 + size * 0.36)];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}">`,
    `<rect x="${px + Math.round(size * 0.05)}" y="${py + Math.round(size * 0.08)}" width="${pw}" height="${ph}" rx="${Math.round(Math.min(ph, size * 1.25) * 0.28)}" fill="#000000" fill-opacity="0.35"/>`,
    `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="${Math.round(Math.min(ph, size * 1.25) * 0.28)}" fill="${plate}"/>`,
    ...texts.map(
      (t, i) =>
        `<text x="${box.width / 2}" y="${Math.round(baselines[i]!)}" text-anchor="middle" font-family="${xml(family)}" font-weight="700" font-size="${sizes[i]}" fill="${ink}">${xml(t)}</text>`,
    ),
    "</svg>",
  ].join("");
  return new Resvg(svg, {
    font: { fontFiles: files, loadSystemFonts: false, defaultFontFamily: family },
    logLevel: "off",
  })
    .render()
    .asPng();
}

/**
 * The kinetic-text records of a scene's planned facts (planKineticText), their PNG layers drawn once and
 * cached.
 */
export async function kineticRecords(
  sb: Storyboard,
  cache: StudioCache,
  facts: KineticFact[],
): Promise<VisualRecord[]> {
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
      writeFile(tmp, kineticTextPng(sb, f.lines)),
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

// Real widths of caption text, as libass will draw it, for placing emoji pictures beside words. Text is
// shaped and measured by resvg (rustybuzz, a port of the HarfBuzz libass uses) with the caption's own
// font file, at the size libass gives the face: libass scales a face so that its OS/2 winAscent +
// winDescent span the ASS font size, so one em is size x unitsPerEm / (winAscent + winDescent) pixels.
import { closeSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

export interface FaceMetrics {
  unitsPerEm: number;
  /** OS/2 usWinAscent and usWinDescent (hhea ascender and -descender when the font has no OS/2). */
  winAscent: number;
  winDescent: number;
}

const metricsCache = new Map<string, FaceMetrics | null>();

function readAt(fd: number, offset: number, length: number): Buffer {
  const b = Buffer.alloc(length);
  readSync(fd, b, 0, length, offset);
  return b;
}

/** The metrics of a TrueType/OpenType face (the first of a collection), or null when unreadable. */
export function faceMetrics(file: string): FaceMetrics | null {
  if (metricsCache.has(file)) return metricsCache.get(file)!;
  let result: FaceMetrics | null = null;
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    let base = 0;
    if (readAt(fd, 0, 4).toString("latin1") === "ttcf") base = readAt(fd, 12, 4).readUInt32BE(0);
    const count = readAt(fd, base + 4, 2).readUInt16BE(0);
    const dir = readAt(fd, base + 12, count * 16);
    const tables = new Map<string, number>();
    for (let i = 0; i < count; i++)
      tables.set(dir.toString("latin1", i * 16, i * 16 + 4), dir.readUInt32BE(i * 16 + 8));
    const head = tables.get("head");
    const hhea = tables.get("hhea");
    const os2 = tables.get("OS/2");
    if (head !== undefined && hhea !== undefined) {
      const unitsPerEm = readAt(fd, head + 18, 2).readUInt16BE(0);
      const h = readAt(fd, hhea + 4, 4);
      let winAscent = h.readInt16BE(0);
      let winDescent = -h.readInt16BE(2);
      if (os2 !== undefined) {
        const o = readAt(fd, os2 + 74, 4);
        if (o.readUInt16BE(0) + o.readUInt16BE(2) > 0) {
          winAscent = o.readUInt16BE(0);
          winDescent = o.readUInt16BE(2);
        }
      }
      if (unitsPerEm > 0 && winAscent + winDescent > 0) result = { unitsPerEm, winAscent, winDescent };
    }
  } catch {
    result = null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  metricsCache.set(file, result);
  return result;
}

/** Pixels of one em of a face drawn by libass at ASS font size `size`. */
export function emPixels(m: FaceMetrics, size: number): number {
  return (size * m.unitsPerEm) / (m.winAscent + m.winDescent);
}

/**
 * The ASS font size that draws a face at about `size` pixels to the em. libass spans winAscent +
 * winDescent with the font size, so a face with tall or deep win metrics (Montserrat 1.56 em, Noto
 * Sans Arabic 2.1 em) came out at 0.5-0.65 of the size the style asks for. The size is raised by that
 * ratio, at most MAX_LINE_EM times (libass also stacks lines one font size apart, and the caption band
 * and anchors leave about 1.2-1.4 sizes a line), never lowered.
 */
export const MAX_LINE_EM = 1.35;
export function assFontSize(size: number, faceFile?: string): number {
  const m = faceFile ? faceMetrics(faceFile) : null;
  if (!m) return size;
  const ratio = (m.winAscent + m.winDescent) / m.unitsPerEm;
  return Math.round(size * Math.min(MAX_LINE_EM, Math.max(1, ratio)));
}

const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface MeasureFace {
  /** Font files resvg loads (the caption face first, then its fallbacks). */
  files: string[];
  family: string;
  bold: boolean;
}

/** A face's advance widths by character: its cmap (format 12 groups) and hmtx, nothing else. */
export interface FaceAdvances {
  unitsPerEm: number;
  /** cmap format 12 groups: start code, end code, start glyph, three numbers a group. */
  groups: Uint32Array;
  /** Advance of each glyph (the last long metric repeats for the glyphs after it). */
  advances: Uint16Array;
}

/**
 * Font files at least this large (the CJK collections, ~20 MB) are measured from their advance widths
 * read once per process: resvg takes font files by path only and reads the whole file again for every
 * text it lays out (about 13 reads of 20 MB, ~230 ms, for one CJK text).
 */
export const LARGE_FONT_BYTES = 4 * 1024 * 1024;

const u16 = (b: Buffer, o: number) => b.readUInt16BE(o);
const u32 = (b: Buffer, o: number) => b.readUInt32BE(o);

/** The family names (name IDs 1 and 16, Windows Unicode) of the face whose table directory is at `base`. */
function faceTables(data: Buffer, base: number): Map<string, number> {
  const count = u16(data, base + 4);
  const tables = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const rec = base + 12 + i * 16;
    tables.set(data.toString("latin1", rec, rec + 4), u32(data, rec + 8));
  }
  return tables;
}

function familyNames(data: Buffer, name: number): string[] {
  const count = u16(data, name + 2);
  const strings = name + u16(data, name + 4);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const rec = name + 6 + i * 12;
    const [platform, encoding, id] = [u16(data, rec), u16(data, rec + 2), u16(data, rec + 6)];
    if (platform !== 3 || encoding !== 1 || (id !== 1 && id !== 16)) continue;
    const start = strings + u16(data, rec + 10);
    const bytes = Buffer.from(data.subarray(start, start + u16(data, rec + 8)));
    names.push(bytes.swap16().toString("utf16le"));
  }
  return names;
}

/** The advances of the face of `family` in a font file or collection (its first face when none is named so). */
export function parseFaceAdvances(data: Buffer, family: string): FaceAdvances | null {
  const bases =
    data.toString("latin1", 0, 4) === "ttcf"
      ? Array.from({ length: u32(data, 8) }, (_, i) => u32(data, 12 + i * 4))
      : [0];
  const faces = bases.map((b) => faceTables(data, b));
  const named = faces.find((t) => {
    const name = t.get("name");
    return name !== undefined && familyNames(data, name).includes(family);
  });
  const t = named ?? faces[0];
  const [head, hhea, hmtx, maxp, cmap] = ["head", "hhea", "hmtx", "maxp", "cmap"].map((n) => t?.get(n));
  if ([head, hhea, hmtx, maxp, cmap].some((o) => o === undefined)) return null;
  const unitsPerEm = u16(data, head! + 18);
  const longMetrics = u16(data, hhea! + 34);
  const glyphs = u16(data, maxp! + 4);
  if (unitsPerEm === 0 || longMetrics === 0) return null;
  const advances = new Uint16Array(Math.max(glyphs, longMetrics));
  for (let g = 0; g < advances.length; g++) advances[g] = u16(data, hmtx! + Math.min(g, longMetrics - 1) * 4);
  // The Windows full-Unicode subtable (3, 10), format 12.
  for (let i = 0; i < u16(data, cmap! + 2); i++) {
    const rec = cmap! + 4 + i * 8;
    const sub = cmap! + u32(data, rec + 4);
    if (u16(data, rec) !== 3 || u16(data, rec + 2) !== 10 || u16(data, sub) !== 12) continue;
    const n = u32(data, sub + 12);
    const groups = new Uint32Array(n * 3);
    for (let j = 0; j < n * 3; j++) groups[j] = u32(data, sub + 16 + j * 4);
    return { unitsPerEm, groups, advances };
  }
  return null;
}

/** Width of a text in em from a face's advances, or null when the face lacks one of its characters. */
export function advanceWidthEm(text: string, face: FaceAdvances): number | null {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    let lo = 0;
    let hi = face.groups.length / 3 - 1;
    let glyph = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (code < face.groups[mid * 3]!) hi = mid - 1;
      else if (code > face.groups[mid * 3 + 1]!) lo = mid + 1;
      else {
        glyph = face.groups[mid * 3 + 2]! + code - face.groups[mid * 3]!;
        break;
      }
    }
    if (glyph <= 0 || glyph >= face.advances.length) return null;
    units += face.advances[glyph]!;
  }
  return units / face.unitsPerEm;
}

/**
 * The advances of large fonts' faces, each file read once per process: a few faces kept, the least
 * recently used dropped (a face's tables are ~0.3 MB; the file's bytes are never kept).
 */
export class FaceAdvanceCache {
  private readonly faces = new Map<string, FaceAdvances | null>();
  private readonly large = new Map<string, boolean>();
  private readonly read: (file: string) => Buffer;
  private readonly limit: number;
  private readonly size: (file: string) => number;
  constructor(
    read: (file: string) => Buffer = (file) => readFileSync(file),
    limit = 4,
    size: (file: string) => number = (file) => statSync(file).size,
  ) {
    this.read = read;
    this.limit = limit;
    this.size = size;
  }

  /** The face's advances when its file is large (null when small, unreadable or without them). */
  get(file: string, family: string): FaceAdvances | null {
    let large = this.large.get(file);
    if (large === undefined) {
      try {
        large = this.size(file) >= LARGE_FONT_BYTES;
      } catch {
        large = false;
      }
      this.large.set(file, large);
    }
    if (!large) return null;
    const key = `${file}\u0000${family}`;
    if (this.faces.has(key)) {
      const face = this.faces.get(key)!;
      this.faces.delete(key);
      this.faces.set(key, face);
      return face;
    }
    let face: FaceAdvances | null = null;
    try {
      face = parseFaceAdvances(this.read(file), family);
    } catch {
      face = null;
    }
    this.faces.set(key, face);
    if (this.faces.size > this.limit) this.faces.delete(this.faces.keys().next().value!);
    return face;
  }
}

const faceAdvances = new FaceAdvanceCache();

/**
 * Width in pixels of the ink of each text, drawn in `face` with one em = `em` pixels (right to left
 * null for a text it could not draw (the caller falls back to an estimate). A face in a large font
 * file is measured by its advance widths (read once per process, `advances`) when it has every
 * character of the text, by resvg otherwise: the advances are the ink's box and the side bearings at
 * its ends (1-6 % wider for CJK, never narrower, so a line fitted by them still fits).
 */
export function measureTexts(
  texts: string[],
  face: MeasureFace,
  em: number,
  advances: FaceAdvanceCache = faceAdvances,
): (number | null)[] {
  return texts.map((text) => {
    if (!/\S/.test(text)) return 0;
    const first = face.files[0];
    const table = first ? advances.get(first, face.family) : null;
    const units = table ? advanceWidthEm(text, table) : null;
    if (units !== null) return units * Math.max(1, em);
    const size = Math.max(1, em);
    const width = Math.ceil(size * (text.length + 4) * 1.6);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.ceil(size * 3)}"><text x="${Math.round(width / 2)}" y="${Math.round(size * 2)}" text-anchor="middle" font-family="${xml(face.family)}" font-size="${size.toFixed(2)}" font-weight="${face.bold ? 700 : 400}">${xml(text)}</text></svg>`;
    try {
      const r = new Resvg(svg, {
        font: { fontFiles: face.files, loadSystemFonts: false, defaultFontFamily: face.family },
        logLevel: "off",
      });
      const box = r.getBBox();
      return box && box.width > 0 ? box.width : null;
    } catch {
      return null;
    }
  });
}

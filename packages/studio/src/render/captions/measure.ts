// Real widths of caption text, as libass will draw it, for placing emoji pictures beside words. Text is
// shaped and measured by resvg (rustybuzz, a port of the HarfBuzz libass uses) with the caption's own
// font file, at the size libass gives the face: libass scales a face so that its OS/2 winAscent +
// winDescent span the ASS font size, so one em is size x unitsPerEm / (winAscent + winDescent) pixels.
import { closeSync, openSync, readSync } from "node:fs";
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

/**
 * Width in pixels of the ink of each text, drawn in `face` with one em = `em` pixels (right to left
 * null for a text it could not draw (the caller falls back to an estimate).
 */
export function measureTexts(texts: string[], face: MeasureFace, em: number): (number | null)[] {
  return texts.map((text) => {
    if (!/\S/.test(text)) return 0;
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

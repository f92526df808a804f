// Measuring text in the CJK collections (~20 MB each) reads the font file once per process: the face's
// advance widths are kept (a few faces, the least recently used dropped), never the file's bytes, and
// resvg (which reads the whole file again for every text) measures only what the face cannot draw.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { memeFace } from "../meme-text.ts";
import { FaceAdvanceCache, measureTexts } from "./measure.ts";

const measureFace = (text: string) => {
  const f = memeFace(text, "bar");
  return { files: [f.file, ...f.fallbacks], family: f.family, bold: f.bold };
};

function counting(limit = 4) {
  const reads: string[] = [];
  const cache = new FaceAdvanceCache((file) => {
    reads.push(file);
    return readFileSync(file);
  }, limit);
  return { reads, cache };
}

/** A cache that takes no file for large: every text measured by resvg, as before. */
const resvgOnly = new FaceAdvanceCache(undefined, 4, () => 0);

describe("measuring CJK text", () => {
  it("reads the CJK font file once for two measurements, widths as resvg's ink within 7 %", () => {
    const { reads, cache } = counting();
    const first = "日本語のテキストです";
    const second = "ねこがすき ABC 123!";
    const face = measureFace(first);
    expect(face.files[0]).toMatch(/NotoSansCJK-Bold\.ttc$/);
    const [a] = measureTexts([first], face, 60, cache);
    const [b, c] = measureTexts([second, first], face, 48, cache);
    expect(reads).toEqual([face.files[0]]);
    const [ra] = measureTexts([first], face, 60, resvgOnly);
    const [rb] = measureTexts([second], face, 48, resvgOnly);
    for (const [mine, ink] of [
      [a, ra],
      [b, rb],
    ]) {
      expect(ink).toBeGreaterThan(0);
      expect(mine!).toBeGreaterThanOrEqual(ink!);
      expect(mine!).toBeLessThan(ink! * 1.07);
    }
    // The same text at 48 px is 48/60 of its width at 60 px.
    expect(c).toBeCloseTo((a! * 48) / 60, 6);
  });

  it("keeps each region's face apart, at most `limit` faces, reading again only a dropped one", () => {
    const { reads, cache } = counting(1);
    const ja = measureFace("ねこ");
    const ko = measureFace("한국어");
    expect(ko.files[0]).toBe(ja.files[0]);
    measureTexts(["ねこ"], ja, 40, cache);
    measureTexts(["ねこ"], ja, 40, cache);
    expect(reads).toHaveLength(1);
    measureTexts(["한국어"], ko, 40, cache);
    expect(reads).toHaveLength(2);
    measureTexts(["ねこ"], ja, 40, cache);
    expect(reads).toHaveLength(3);
  });

  it("leaves small fonts and characters the face lacks to resvg", () => {
    const { reads, cache } = counting();
    const latin = memeFace("HELLO", "impact");
    const [w] = measureTexts(
      ["HELLO"],
      { files: [latin.file, ...latin.fallbacks], family: latin.family, bold: latin.bold },
      50,
      cache,
    );
    expect(reads).toEqual([]);
    expect(w).toBeGreaterThan(50);
    // Arabic is not in the CJK collection: measured by resvg from the fallbacks, not as zero or null.
    const face = measureFace("ねこ");
    const mixed = "ねこ مرحبا";
    const [m] = measureTexts([mixed], face, 40, cache);
    const [r] = measureTexts([mixed], face, 40, resvgOnly);
    expect(m).toBe(r);
    expect(m).toBeGreaterThan(0);
  });
});

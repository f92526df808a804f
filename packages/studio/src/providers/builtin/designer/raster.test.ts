import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type BackgroundSpec, paint } from "./raster.ts";

const BACKGROUND: BackgroundSpec = {
  angleDeg: 33,
  stops: [
    [20, 40, 90],
    [200, 120, 60],
    [250, 240, 230],
  ],
  glows: [
    { x: 120, y: 60, radius: 90, color: [255, 200, 80], opacity: 0.6 },
    { x: 10, y: 190, radius: 140, color: [40, 220, 200], opacity: 0.35 },
  ],
  vignette: 0.4,
};

/** A premultiplied RGBA overlay: about one pixel in four drawn, at varied opacity. */
function overlayOf(w: number, h: number): Uint8Array {
  const o = new Uint8Array(w * h * 4);
  let s = 12345;
  for (let i = 0; i < w * h; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const a = i % 7 === 0 || i % 11 === 3 ? s >>> 24 : 0;
    o[i * 4] = (s >>> 8) & 255 & a;
    o[i * 4 + 1] = (s >>> 16) & 255 & a;
    o[i * 4 + 2] = s & 255 & a;
    o[i * 4 + 3] = a;
  }
  return o;
}

/** Checksum of the RGB pixels (each scanline without its filter-type byte, which encodePng writes). */
function pixelDigest(w: number, h: number, opacity: number): string {
  const out = paint(BACKGROUND, w, h, overlayOf(w, h), opacity);
  const hash = createHash("sha256");
  for (let y = 0; y < h; y++) hash.update(out.subarray(y * (w * 3 + 1) + 1, (y + 1) * (w * 3 + 1)));
  return hash.digest("hex").slice(0, 16);
}

describe("paint", () => {
  it("gives the pixels it always gave (gradient, glows, vignette, overlay and dither), odd widths included", () => {
    // Checksums of the one-pixel-at-a-time implementation's output: scene backgrounds already in a
    // cache, and videos rendered before, look the same as those drawn now.
    expect(pixelDigest(301, 203, 0.7)).toBe("07cdcb838c6f6161");
    expect(pixelDigest(64, 48, 1)).toBe("e3c5a67c8676b4ec");
  });

  it("draws the overlay over the field where it is opaque and leaves the field where it is clear", () => {
    const w = 8;
    const h = 4;
    const overlay = new Uint8Array(w * h * 4);
    overlay.set([255, 0, 0, 255], 0); // pixel (0, 0): opaque red
    const out = paint({ ...BACKGROUND, glows: [], vignette: 0 }, w, h, overlay, 1);
    expect([...out.subarray(1, 4)]).toEqual([255, 0, 0]);
    // Pixel (1, 0) is the field (a dark blue near the first stop), not the overlay.
    expect(out[4]!).toBeLessThan(100);
    expect(out[6]!).toBeGreaterThan(out[4]!);
  });
});

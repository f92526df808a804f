// The smooth layers of a background (gradient, glows, vignette), computed in one pass over the pixels,
// with shapes drawn by resvg composited on top; written as PNG scanlines.
import { beforeCollection } from "../../../collect-garbage.ts";
import type { Rgb } from "./palette.ts";

// ---------------------------------------------------------------- background
// The smooth layers (gradient, glows, vignette) cover every pixel, and full-frame gradients are the
// slowest thing resvg draws (~300 ms at 1080x1920 on our 2-core machines). They are computed here
// instead, in one pass over the pixels, and the shapes and title drawn by resvg are composited on top.

export interface Glow {
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

// Let go at a render's garbage collection (once its scenes are prepared), so that the encoders' memory
// peak does not find 12 MB held for the next picture.
beforeCollection(() => {
  fieldScratch = new Float32Array(0);
  outScratch = new Uint8ClampedArray(0);
});

/**
 * RGB pixels of the background, with the resvg overlay (premultiplied RGBA) composited on top. The
 * smooth field changes by far less than one level per pixel, so it is computed at half resolution and
 * each value covers a 2x2 block; the dither hides any step.
 *
 * The work is done a row at a time by small functions (fieldRow, compositeRow): called ~1000 times a
 * picture, they are compiled to machine code within the first rows of the first picture. One function
 * with all the loops ran each picture's loops mostly in the interpreter (its loops were compiled on the
 * stack, without type feedback for the code after them, and thrown away again at every picture):
 * ~100 ms a picture in a render instead of ~30.
 */
export function paint(
  bg: BackgroundSpec,
  w: number,
  h: number,
  overlay: Uint8Array,
  overlayOpacity = 1,
): Buffer {
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
  const vignette: Vignette = {
    x: w * 0.5,
    y: h * 0.45,
    radius: Math.hypot(w, h) * 0.5,
    strength: bg.vignette,
  };
  for (let fy = 0; fy < hh; fy++) {
    const y = fy * 2 + 0.5;
    const base = 0.5 + ((0.5 - w / 2) * cos + (y - h / 2) * sin) / span;
    const step = (2 * cos) / span;
    fieldRow(field, fy * hw * 3, hw, y, base, step, lut, bg.glows, vignette);
  }
  // Written straight as PNG scanlines (a filter-type byte, then RGB) so encoding needs no copy.
  // Every pixel is written below; encodePng writes each row's filter byte.
  if (outScratch.length !== (w * 3 + 1) * h) outScratch = new Uint8ClampedArray((w * 3 + 1) * h);
  const out = outScratch;
  for (let y = 0; y < h; y++) compositeRow(out, field, overlay, y, w, hw, overlayOpacity);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

interface Vignette {
  x: number;
  y: number;
  radius: number;
  strength: number;
}

/** One row of the half-resolution field (`y`: its centre in full-resolution pixels). */
function fieldRow(
  field: Float32Array,
  rowAt: number,
  hw: number,
  y: number,
  base: number,
  step: number,
  lut: Float32Array,
  glows: Glow[],
  v: Vignette,
) {
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
  for (const g of glows) {
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
  const dy = y - v.y;
  const vr = v.radius;
  const strength = v.strength;
  for (let fx = 0; fx < hw; fx++) {
    const dx = fx * 2 + 0.5 - v.x;
    let e = (Math.sqrt(dx * dx + dy * dy) / vr - 0.55) / 0.6;
    // biome-ignore lint/complexity/useMathMinMax: a ternary is cheaper in this per-pixel loop
    e = e < 0 ? 0 : e > 1 ? 1 : e;
    const shade = 1 - strength * e * e * (3 - 2 * e);
    const i = rowAt + fx * 3;
    field[i] = field[i]! * shade;
    field[i + 1] = field[i + 1]! * shade;
    field[i + 2] = field[i + 2]! * shade;
  }
}

/**
 * Output row `y`: the field, the overlay on top, and the dither. Uint8ClampedArray stores round and
 * clamp in hardware, twice as fast as clamping by hand. Two pixels a step: they share one field value
 * (read once), and the row's four dither values are read before it; each pixel is computed exactly as
 * one at a time.
 */
function compositeRow(
  out: Uint8ClampedArray,
  field: Float32Array,
  overlay: Uint8Array,
  y: number,
  w: number,
  hw: number,
  op: number,
) {
  const inv255 = op / 255;
  const ditherRow = (y & 3) << 2;
  const d0 = BAYER[ditherRow]!;
  const d1 = BAYER[ditherRow | 1]!;
  const d2 = BAYER[ditherRow | 2]!;
  const d3 = BAYER[ditherRow | 3]!;
  let fi = (y >> 1) * hw * 3;
  let p = y * w * 4;
  let o = y * (w * 3 + 1) + 1;
  for (let x = 0; x < w; x += 2, p += 8, o += 6, fi += 3) {
    const f0 = field[fi]!;
    const f1 = field[fi + 1]!;
    const f2 = field[fi + 2]!;
    const da = (x & 2) === 0 ? d0 : d2;
    const alpha = overlay[p + 3]!;
    if (alpha === 0) {
      out[o] = f0 + da;
      out[o + 1] = f1 + da;
      out[o + 2] = f2 + da;
    } else {
      const keep = 1 - alpha * inv255;
      out[o] = f0 * keep + overlay[p]! * op + da;
      out[o + 1] = f1 * keep + overlay[p + 1]! * op + da;
      out[o + 2] = f2 * keep + overlay[p + 2]! * op + da;
    }
    if (x + 1 === w) break;
    const db = (x & 2) === 0 ? d1 : d3;
    const beta = overlay[p + 7]!;
    if (beta === 0) {
      out[o + 3] = f0 + db;
      out[o + 4] = f1 + db;
      out[o + 5] = f2 + db;
    } else {
      const keep = 1 - beta * inv255;
      out[o + 3] = f0 * keep + overlay[p + 4]! * op + db;
      out[o + 4] = f1 * keep + overlay[p + 5]! * op + db;
      out[o + 5] = f2 * keep + overlay[p + 6]! * op + db;
    }
  }
}

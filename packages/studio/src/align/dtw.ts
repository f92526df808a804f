// Dynamic time warping of two feature sequences inside a band around their (length-scaled) diagonal,
// as aeneas's "stripe" DTW: memory is one byte of back-pointer per cell of the band, so a long video
// costs a band's width per frame, not its length squared. Pure functions.
import type { Features } from "./mfcc.ts";

/** Cells of the band at most (one byte each). */
export const MAX_DTW_CELLS = 60_000_000;

function distance(a: Features, i: number, b: Features, j: number): number {
  // Cosine distance of two frames' coefficients: how alike the spectra are, whatever their level.
  let dot = 0;
  let na = 0;
  let nb = 0;
  const d = a.dims;
  for (let k = 0; k < d; k++) {
    const x = a.data[i * d + k]!;
    const y = b.data[j * d + k]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return 1 - dot / (Math.sqrt(na * nb) + 1e-9);
}

export interface Span {
  from: number;
  to: number;
}

/**
 * The warp path between frames a[from..to) and b[from..to), as the first and last b frame matched to
 * each a frame (indices into b). `band` is the half-width in frames (narrowed to fit MAX_DTW_CELLS).
 */
export function dtwPath(
  a: Features,
  ar: Span,
  b: Features,
  br: Span,
  band: number,
): { first: Int32Array; last: Int32Array } {
  const n = ar.to - ar.from;
  const m = br.to - br.from;
  if (n <= 0 || m <= 0) throw new Error("nothing to align");
  const w = Math.max(1, Math.min(band, Math.floor(MAX_DTW_CELLS / n / 2)));
  const width = 2 * w + 1;
  const centre = (i: number) => Math.round((i * (m - 1)) / Math.max(1, n - 1));
  // Moves: 0 diagonal, 1 from (i-1, j), 2 from (i, j-1).
  const back = new Uint8Array(n * width);
  let prev = new Float64Array(width).fill(Number.POSITIVE_INFINITY);
  let cur = new Float64Array(width);
  for (let i = 0; i < n; i++) {
    cur.fill(Number.POSITIVE_INFINITY);
    const lo = centre(i) - w;
    const prevLo = i > 0 ? centre(i - 1) - w : 0;
    for (let k = 0; k < width; k++) {
      const j = lo + k;
      if (j < 0 || j >= m) continue;
      const cost = distance(a, ar.from + i, b, br.from + j);
      if (i === 0 && j === 0) {
        cur[k] = cost;
        continue;
      }
      let best = Number.POSITIVE_INFINITY;
      let move = 0;
      if (i > 0) {
        const dk = j - 1 - prevLo;
        if (j > 0 && dk >= 0 && dk < width && prev[dk]! < best) {
          best = prev[dk]!;
          move = 0;
        }
        const uk = j - prevLo;
        if (uk >= 0 && uk < width && prev[uk]! < best) {
          best = prev[uk]!;
          move = 1;
        }
      }
      if (k > 0 && cur[k - 1]! < best) {
        best = cur[k - 1]!;
        move = 2;
      }
      cur[k] = best + cost;
      back[i * width + k] = move;
    }
    [prev, cur] = [cur, prev];
  }
  const first = new Int32Array(n).fill(-1);
  const last = new Int32Array(n).fill(-1);
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    first[i] = j;
    if (last[i] === -1) last[i] = j;
    if (i === 0 && j <= 0) break;
    const k = j - (centre(i) - w);
    const move = i === 0 ? 2 : j === 0 ? 1 : back[i * width + k]!;
    if (move === 0) {
      i--;
      j--;
    } else if (move === 1) i--;
    else j--;
    if (j < 0) j = 0;
  }
  return { first, last };
}

/** Frames from the first to the last that are louder than the quiet floor (the speech, not the silence around it). */
export function speechSpan(f: Features): Span {
  const sorted = Float32Array.from(f.energy).sort();
  const floor = sorted[Math.floor(sorted.length * 0.05)] ?? 0;
  const peak = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  const threshold = floor + 0.3 * (peak - floor);
  let from = 0;
  while (from < f.frames && f.energy[from]! < threshold) from++;
  let to = f.frames;
  while (to > from && f.energy[to - 1]! < threshold) to--;
  if (to <= from) return { from: 0, to: f.frames };
  const pad = Math.round(0.05 / f.hop);
  return { from: Math.max(0, from - pad), to: Math.min(f.frames, to + pad) };
}

// Measurements on audio for tests: decoding with ffmpeg, loudness of chosen spans with ffmpeg's ebur128,
// RMS levels, and normalised cross-correlation (by FFT) to find repeats and shared material.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A file decoded to mono float samples at `rate`. */
export async function decodeMono(file: string, rate: number): Promise<Float32Array> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-i", file, "-ac", "1", "-ar", String(rate), "-f", "f32le", "-"],
    { encoding: "buffer", maxBuffer: 1 << 30 },
  );
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
}

/** Integrated loudness (LUFS) of a file over the given spans only (ffmpeg aselect + ebur128). */
export async function loudnessOver(file: string, spans: { start: number; end: number }[]): Promise<number> {
  const expr = spans.map((s) => `between(t,${s.start.toFixed(3)},${s.end.toFixed(3)})`).join("+") || "1";
  const { stderr } = await run(
    "ffmpeg",
    ["-hide_banner", "-nostats", "-i", file, "-af", `aselect='${expr}',ebur128`, "-f", "null", "-"],
    { maxBuffer: 1 << 28 },
  );
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
}

/** RMS level in dB of samples[from..to) seconds. */
export function rmsDb(x: Float32Array, rate: number, from: number, to: number): number {
  const a = Math.max(0, Math.round(from * rate));
  const b = Math.min(x.length, Math.round(to * rate));
  let s = 0;
  for (let i = a; i < b; i++) s += x[i]! ** 2;
  return 10 * Math.log10(s / Math.max(1, b - a) + 1e-20);
}

/** Averages blocks of `factor` samples (a crude low-pass and decimation). */
export function decimate(x: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.floor(x.length / factor));
  for (let i = 0; i < out.length; i++) {
    let s = 0;
    for (let j = 0; j < factor; j++) s += x[i * factor + j]!;
    out[i] = s / factor;
  }
  return out;
}

function fft(re: Float64Array, im: Float64Array, inverse: boolean) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a]! += tr;
        im[a]! += ti;
        const ncr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = ncr;
      }
    }
  }
}

/**
 * Normalised cross-correlation of `template` against every position of `signal` (1 = the template
 * appears there exactly, at any level); returns the largest value over lags in [minLag, maxLag].
 */
export function maxNormalisedCorrelation(
  template: Float32Array,
  signal: Float32Array,
  minLag = 0,
  maxLag = signal.length - template.length,
): { value: number; lag: number } {
  const m = template.length;
  let size = 1;
  while (size < signal.length + m) size <<= 1;
  const ar = new Float64Array(size);
  const ai = new Float64Array(size);
  const br = new Float64Array(size);
  const bi = new Float64Array(size);
  let tMean = 0;
  for (const v of template) tMean += v / m;
  let tNorm = 0;
  for (let i = 0; i < m; i++) {
    ar[i] = template[i]! - tMean;
    tNorm += ar[i]! ** 2;
  }
  for (let i = 0; i < signal.length; i++) br[i] = signal[i]!;
  fft(ar, ai, false);
  fft(br, bi, false);
  // signal * conj(template): correlation at each lag.
  for (let i = 0; i < size; i++) {
    const r = br[i]! * ar[i]! + bi[i]! * ai[i]!;
    const im = bi[i]! * ar[i]! - br[i]! * ai[i]!;
    br[i] = r;
    bi[i] = im;
  }
  fft(br, bi, true);
  const sum = new Float64Array(signal.length + 1);
  const sq = new Float64Array(signal.length + 1);
  for (let i = 0; i < signal.length; i++) {
    sum[i + 1] = sum[i]! + signal[i]!;
    sq[i + 1] = sq[i]! + signal[i]! ** 2;
  }
  let best = { value: -1, lag: -1 };
  for (let lag = minLag; lag <= Math.min(maxLag, signal.length - m); lag++) {
    const s = sum[lag + m]! - sum[lag]!;
    const e = sq[lag + m]! - sq[lag]! - (s * s) / m;
    const c = br[lag]! / size / Math.sqrt(Math.max(1e-20, e * tNorm));
    if (c > best.value) best = { value: c, lag };
  }
  return best;
}

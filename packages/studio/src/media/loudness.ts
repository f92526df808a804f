// Loudness measured in node (ITU-R BS.1770-4 / EBU R128 integrated loudness, as ffmpeg's ebur128 filter
// reports it) from 16-bit PCM WAV files: K-weighted power per 100 ms, then the 400 ms blocks (75%
// overlap) and the two gates (absolute -70 LUFS, relative -10 LU). The soundtrack keeps the powers rather
// than one figure, so the bed and the voice are measured where the voice speaks, and the mix of the voice
// and the ducked bed is measured from its parts without mixing them first (see mixPowers).
import { open } from "node:fs/promises";
import { pcm16WavInfo } from "./wav.ts";

/** Length of the sub-blocks the powers are kept in (a quarter of a gating block). */
export const SUB_BLOCK_SECONDS = 0.1;
const SUB_BLOCKS_PER_BLOCK = 4;
const ABSOLUTE_GATE = -70;
const RELATIVE_GATE = -10;

/** The two biquads of BS.1770's K-weighting at `rate` (the published 48 kHz values, derived for any rate). */
export function kWeighting(rate: number): { b: number[]; a: number[] }[] {
  // Stage 1: the high shelf (+4 dB above ~1.7 kHz) modelling the head.
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / rate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf = {
    b: [(Vh + (Vb * K) / Q + K * K) / a0, (2 * (K * K - Vh)) / a0, (Vh - (Vb * K) / Q + K * K) / a0],
    a: [1, (2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0],
  };
  // Stage 2: the RLB high-pass (~38 Hz).
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + K / Q + K * K;
  const highPass = { b: [1, -2, 1], a: [1, (2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0] };
  return [shelf, highPass];
}

export interface PowersOptions {
  /** Seconds of the time line to measure; the file is cut, padded with silence, or looped to it. */
  seconds: number;
  /** Repeat the file from its start when it is shorter (a user's music bed). */
  loop?: boolean;
}

/**
 * K-weighted power of each 100 ms of a 16-bit PCM WAV file at any rate (mean square, summed over its
 * channels, each of weight 1 as for mono and stereo in BS.1770), from its start for `seconds`.
 * Streams the file a second at a time: memory does not grow with its length.
 */
export async function subBlockPowers(file: string, o: PowersOptions): Promise<Float64Array> {
  const info = await pcm16WavInfo(file);
  if (!info) throw new Error(`${file} is not a 16-bit PCM WAV file`);
  const { rate, channels } = info;
  const per = Math.round(rate * SUB_BLOCK_SECONDS);
  const count = Math.floor(o.seconds / SUB_BLOCK_SECONDS + 1e-9);
  const out = new Float64Array(count);
  const frameBytes = 2 * channels;
  const fileFrames = Math.floor(info.dataBytes / frameBytes);
  const [s1, s2] = kWeighting(rate) as [{ b: number[]; a: number[] }, { b: number[]; a: number[] }];
  // The coefficients as locals: the loop below runs for every sample of every channel.
  const [p0, p1, p2] = s1.b as [number, number, number];
  const [, q1, q2] = s1.a as [number, number, number];
  const [r0, r1, r2] = s2.b as [number, number, number];
  const [, u1, u2] = s2.a as [number, number, number];
  // Filter state per channel: two transposed direct-form II biquads, two delays each.
  const z = new Float64Array(4 * channels);
  const chunkFrames = per * 10;
  const buf = Buffer.alloc(chunkFrames * frameBytes);
  const samples = new Int16Array(buf.buffer, buf.byteOffset, chunkFrames * channels);
  const energy = new Float64Array(chunkFrames);
  const fh = await open(file, "r");
  try {
    let k = 0;
    let inSub = 0;
    let acc = 0;
    let pos = 0;
    let done = 0;
    const need = count * per;
    while (done < need) {
      const want = Math.min(chunkFrames, need - done);
      let got = 0;
      if (pos < fileFrames) {
        const frames = Math.min(want, fileFrames - pos);
        const { bytesRead } = await fh.read(buf, 0, frames * frameBytes, info.dataOffset + pos * frameBytes);
        got = Math.floor(bytesRead / frameBytes);
        pos += got;
        if (got === 0) pos = fileFrames;
        if (o.loop && pos >= fileFrames) pos = 0;
      }
      if (got === 0) {
        // Past the end of a file that is not looped (or an empty one): silence.
        samples.fill(0, 0, want * channels);
        got = want;
      }
      // One channel at a time, its filter state in locals, the squares added up per frame.
      energy.fill(0, 0, got);
      for (let c = 0; c < channels; c++) {
        const j = 4 * c;
        let z0 = z[j]!;
        let z1 = z[j + 1]!;
        let z2 = z[j + 2]!;
        let z3 = z[j + 3]!;
        for (let i = 0, at = c; i < got; i++, at += channels) {
          const x = samples[at]! / 32768;
          const y1 = p0 * x + z0;
          z0 = p1 * x - q1 * y1 + z1;
          z1 = p2 * x - q2 * y1;
          const y2 = r0 * y1 + z2;
          z2 = r1 * y1 - u1 * y2 + z3;
          z3 = r2 * y1 - u2 * y2;
          energy[i] = energy[i]! + y2 * y2;
        }
        z[j] = z0;
        z[j + 1] = z1;
        z[j + 2] = z2;
        z[j + 3] = z3;
      }
      for (let i = 0; i < got; i++) {
        acc += energy[i]!;
        if (++inSub === per) {
          out[k++] = acc / per;
          acc = 0;
          inSub = 0;
        }
      }
      done += got;
    }
    return out;
  } finally {
    await fh.close();
  }
}

const lufs = (power: number) => -0.691 + 10 * Math.log10(power);

/** Integrated loudness (LUFS) of consecutive 100 ms powers; -Infinity when nothing passes the gates. */
export function integratedLoudness(powers: ArrayLike<number>): number {
  const blocks: number[] = [];
  let sum = 0;
  for (let j = 0; j < powers.length; j++) {
    sum += powers[j]!;
    if (j >= SUB_BLOCKS_PER_BLOCK) sum -= powers[j - SUB_BLOCKS_PER_BLOCK]!;
    if (j >= SUB_BLOCKS_PER_BLOCK - 1) blocks.push(Math.max(0, sum) / SUB_BLOCKS_PER_BLOCK);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const loud = blocks.filter((e) => e > 0 && lufs(e) >= ABSOLUTE_GATE);
  if (loud.length === 0) return Number.NEGATIVE_INFINITY;
  const relative = lufs(mean(loud)) + RELATIVE_GATE;
  const gated = loud.filter((e) => lufs(e) >= relative);
  return lufs(mean(gated));
}

/**
 * The powers of the 100 ms whose middle lies inside one of the spans (seconds), in order: the audio
 * ffmpeg's `aselect` would pass over those spans, joined, so its loudness is measured where they are.
 */
export function powersWithin(powers: ArrayLike<number>, spans: { start: number; end: number }[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < powers.length; k++) {
    const t = (k + 0.5) * SUB_BLOCK_SECONDS;
    if (spans.some((s) => t >= s.start && t <= s.end)) out.push(powers[k]!);
  }
  return out;
}

/** Mean square of a gain curve (at `rate` values a second) over each 100 ms, for `count` of them. */
export function gainPowers(gain: Float32Array, rate: number, count: number): Float64Array {
  const per = Math.max(1, Math.round(rate * SUB_BLOCK_SECONDS));
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    let s = 0;
    for (let i = k * per; i < (k + 1) * per; i++) {
      const g = i < gain.length ? gain[i]! : 0;
      s += g * g;
    }
    out[k] = s / per;
  }
  return out;
}

/**
 * The powers of a stereo mix of a mono voice (on both channels) and a bed times its gain curve, from the
 * parts' own powers: the K-weighted power of a sum is the sum of the powers plus a cross term, and the
 * cross term of a voice and music, which are unrelated, averages out over a 400 ms block (the integrated
 * loudness comes within a few hundredths of a LU of ffmpeg's measurement of the mixed file).
 */
export function mixPowers(
  voice: ArrayLike<number>,
  bed?: { powers: ArrayLike<number>; gain: ArrayLike<number> },
) {
  const out = new Float64Array(voice.length);
  for (let k = 0; k < voice.length; k++) {
    out[k] = 2 * voice[k]! + (bed ? (bed.powers[k] ?? 0) * (bed.gain[k] ?? 0) : 0);
  }
  return out;
}

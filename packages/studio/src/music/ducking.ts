// The music bed's gain over time, computed from the voice's word timings instead of by a compressor
// following the voice: the bed goes down just before speech starts, stays down through the short pauses
// between words and sentences (no pumping), and comes back up only in a real break (scene gaps longer
// than a second, the intro, the end), with raised-cosine ramps. The curve is written as a low-rate
// envelope that ffmpeg multiplies the bed with (amultiply), so no time expression enters a filter.

/** How far under the voice the bed sits while the voice speaks, in dB (the target is 15-22 dB). */
export const BED_UNDER_VOICE_DB = 18;
/** How much louder the bed is where nobody speaks. */
export const DUCK_DEPTH_DB = 8;
/** Pauses shorter than this keep the bed down. */
export const MERGE_GAP_SECONDS = 1.2;
const LEAD = 0.3;
const HOLD = 0.35;
const RELEASE = 0.6;
const FADE_IN = 0.6;
const FADE_OUT = 1.5;
/** Samples per second of the envelope file (ffmpeg resamples it to the mix rate). */
export const ENVELOPE_RATE = 1000;

export interface Span {
  start: number;
  end: number;
}

/** Word spans merged into speech regions wherever the pause between them is under `gap` seconds. */
export function speechRegions(words: Span[], gap = MERGE_GAP_SECONDS): Span[] {
  const sorted = words.filter((w) => w.end > w.start).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.start - last.end < gap) last.end = Math.max(last.end, w.end);
    else out.push({ start: w.start, end: w.end });
  }
  return out;
}

/** Music level for `volume` (the storyboard's 0..1, 0.25 = the default 18 dB under the voice). */
export function bedOffsetDb(volume: number): number {
  if (volume <= 0) return Number.NEGATIVE_INFINITY;
  return Math.max(-30, Math.min(12, 20 * Math.log10(volume / 0.25)));
}

export interface EnvelopeSpec {
  regions: Span[];
  seconds: number;
  /** Gain of the bed while the voice speaks, dB. */
  underDb: number;
  /** Extra gain where nobody speaks, dB. */
  depthDb?: number;
}

const ramp = (x: number) => 0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, Math.max(0, x)));

/** Linear gain per 1/ENVELOPE_RATE s: ducked in speech regions, up between them, faded in and out. */
export function duckEnvelope(spec: EnvelopeSpec): Float32Array {
  const n = Math.max(1, Math.ceil(spec.seconds * ENVELOPE_RATE));
  const depth = spec.depthDb ?? DUCK_DEPTH_DB;
  // duck[i] in 0..1: how far down the bed is at sample i (1 = fully under the voice).
  const duck = new Float32Array(n);
  for (const r of spec.regions) {
    const from = Math.max(0, Math.floor((r.start - LEAD) * ENVELOPE_RATE));
    const to = Math.min(n, Math.ceil((r.end + HOLD + RELEASE) * ENVELOPE_RATE));
    for (let i = from; i < to; i++) {
      const t = i / ENVELOPE_RATE;
      const down = t < r.start ? ramp((t - (r.start - LEAD)) / LEAD) : 1;
      const up = t > r.end + HOLD ? 1 - ramp((t - r.end - HOLD) / RELEASE) : 1;
      duck[i] = Math.max(duck[i]!, Math.min(down, up));
    }
  }
  const out = new Float32Array(n);
  const fadeOutFrom = spec.seconds - FADE_OUT;
  for (let i = 0; i < n; i++) {
    const t = i / ENVELOPE_RATE;
    const db = spec.underDb + depth * (1 - duck[i]!);
    // Linear fades (as afade): a raised cosine would linger near silence for the last fifth of the fade.
    const fade =
      Math.min(1, t / FADE_IN) * (t > fadeOutFrom ? Math.max(0, 1 - (t - fadeOutFrom) / FADE_OUT) : 1);
    out[i] = 10 ** (db / 20) * fade;
  }
  return out;
}

/** The envelope as raw little-endian 32-bit floats (ffmpeg `-f f32le -ar 1000 -ac 1`). */
export function envelopeBytes(env: Float32Array): Buffer {
  const b = Buffer.allocUnsafe(env.length * 4);
  for (let i = 0; i < env.length; i++) b.writeFloatLE(env[i]!, i * 4);
  return b;
}

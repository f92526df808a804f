// Renders note events to stereo samples. Each distinct note (instrument, pitch, length) is synthesized
// once into a mono buffer and then added wherever it is played, so the cost is close to one addition per
// sample per sounding note; a small reverb (four combs and two all-passes per channel) gives the dry
// additive tones a room. Levels: a static gain from the first 30 s to a fixed RMS, then a soft clip, so
// a longer render is the shorter one continued, sample for sample.
import type { Instrument, NoteEvent } from "./compose.ts";

export const MUSIC_RATE = 32000;
const TABLE = 4096;
const SINE = new Float32Array(TABLE + 1);
for (let i = 0; i <= TABLE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE);

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

type Harmonic = [ratio: number, amp: number, decayPerSecond: number];
interface Tone {
  partials: Harmonic[];
  attack: number;
  release: number;
  /** Vibrato rate (Hz) and depth (fraction of the frequency). */
  vibrato?: [number, number];
  /** Detuned copies in cents (a chorus), summed into the one buffer. */
  unison?: number[];
  /**
   * Held tones: the partials are summed into one wave table read once per sample per unison voice, with
   * the first partial's decay for the whole tone (plucked tones keep a decay per partial).
   */
  wavetable?: boolean;
}

const TONES: Partial<Record<Instrument, Tone>> = {
  pad: {
    partials: [
      [1, 1, 0.15],
      [2, 0.35, 0.3],
      [3, 0.14, 0.5],
      [4, 0.06, 0.7],
    ],
    attack: 0.45,
    release: 0.9,
    unison: [-9, 9],
    wavetable: true,
  },
  strings: {
    partials: [1, 2, 3, 4, 5].map((k): Harmonic => [k, 1 / k ** 1.4, 0.08 * k]),
    attack: 0.5,
    release: 0.9,
    vibrato: [5.2, 0.0035],
    unison: [-7, 7],
    wavetable: true,
  },
  piano: {
    partials: [1, 2, 3, 4, 5].map((k): Harmonic => [k * (1 + 0.0004 * k * k), 0.9 ** (k * 3), 2 + 2.8 * k]),
    attack: 0.003,
    release: 0.25,
  },
  marimba: {
    partials: [
      [1, 1, 7],
      [4, 0.35, 25],
      [10, 0.08, 40],
    ],
    attack: 0.002,
    release: 0.1,
  },
  bell: {
    partials: [
      [1, 1, 1.4],
      [2.76, 0.22, 3],
      [5.4, 0.07, 6],
    ],
    attack: 0.002,
    release: 0.6,
  },
  kalimba: {
    partials: [
      [1, 1, 3.5],
      [2, 0.06, 6],
      [5.9, 0.12, 20],
    ],
    attack: 0.002,
    release: 0.2,
  },
  lead: {
    partials: [
      [1, 1, 0.4],
      [2, 0.12, 0.6],
      [3, 0.18, 0.8],
      [5, 0.06, 1.2],
    ],
    attack: 0.04,
    release: 0.25,
    vibrato: [5, 0.003],
    wavetable: true,
  },
  bass: {
    partials: [
      [1, 1, 1.2],
      [2, 0.35, 3],
      [3, 0.1, 5],
    ],
    attack: 0.008,
    release: 0.12,
  },
};

// Instruments kept out of the reverb (they would only muddy it).
const DRY: ReadonlySet<Instrument> = new Set(["bass", "kick"]);

const tables = new Map<Tone, Float32Array>();
/** One cycle of a held tone's partials (harmonic ratios only), normalised to a peak of 1. */
function waveTable(t: Tone): Float32Array {
  let table = tables.get(t);
  if (!table) {
    table = new Float32Array(TABLE + 1);
    for (const [ratio, amp] of t.partials)
      for (let i = 0; i <= TABLE; i++) table[i]! += amp * SINE[(i * ratio) % TABLE]!;
    let peak = 0;
    for (const v of table) peak = Math.max(peak, Math.abs(v));
    for (let i = 0; i <= TABLE; i++) table[i]! /= peak;
    tables.set(t, table);
  }
  return table;
}

function tone(t: Tone, freq: number, seconds: number): Float32Array {
  const body = Math.max(1, Math.round(seconds * MUSIC_RATE));
  const rel = Math.max(1, Math.round(t.release * MUSIC_RATE));
  const n = body + rel;
  const att = Math.max(1, Math.round(t.attack * MUSIC_RATE));
  const out = new Float32Array(n);
  const unison = t.unison ?? [0];
  const [vRate, vDepth] = t.vibrato ?? [0, 0];
  const vStep = (vRate * TABLE) / MUSIC_RATE;
  for (const cents of unison) {
    const f0 = freq * 2 ** (cents / 1200);
    const partials: Harmonic[] = t.wavetable ? [[1, 1, t.partials[0]![2]]] : t.partials;
    const wave = t.wavetable ? waveTable(t) : SINE;
    for (const [ratio, amp, decay] of partials) {
      const f = f0 * ratio;
      if (f >= MUSIC_RATE / 2.2) continue;
      const step = (f * TABLE) / MUSIC_RATE;
      const fall = Math.exp(-decay / MUSIC_RATE);
      let phase = (((cents * 37 + ratio * 101) % TABLE) + TABLE) % TABLE;
      let env = amp / unison.length;
      let vPhase = 0;
      for (let i = 0; i < n; i++) {
        const k = phase | 0;
        const s0 = wave[k]!;
        out[i]! += (s0 + (wave[k + 1]! - s0) * (phase - k)) * env;
        if (vDepth > 0) {
          phase += step * (1 + vDepth * SINE[vPhase | 0]!);
          vPhase += vStep;
          if (vPhase >= TABLE) vPhase -= TABLE;
        } else phase += step;
        if (phase >= TABLE) phase -= TABLE;
        env *= fall;
      }
    }
  }
  // Attack and release shapes (a raised cosine each: no clicks).
  for (let i = 0; i < att && i < n; i++) out[i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / att);
  for (let i = 0; i < rel; i++) out[body + i]! *= 0.5 + 0.5 * Math.cos((Math.PI * i) / rel);
  return out;
}

/** Plucked string (Karplus-Strong): a noise burst in a delay line with a damping average. */
function pluckedString(freq: number, seconds: number, seed: number): Float32Array {
  const n = Math.round((seconds + 0.3) * MUSIC_RATE);
  const period = Math.max(2, Math.round(MUSIC_RATE / freq));
  const line = new Float32Array(period);
  let s = seed >>> 0 || 1;
  let prev = 0;
  for (let i = 0; i < period; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const white = s / 2147483648 - 1;
    // A softened excitation: less bright than white noise.
    prev = prev * 0.55 + white * 0.45;
    line[i] = prev;
  }
  const out = new Float32Array(n);
  const damp = 0.996 - Math.min(0.02, freq / 40000);
  let j = 0;
  for (let i = 0; i < n; i++) {
    const a = line[j]!;
    const next = j + 1 === period ? 0 : j + 1;
    line[j] = damp * 0.5 * (a + line[next]!);
    out[i] = a;
    j = next;
  }
  const rel = Math.round(0.3 * MUSIC_RATE);
  for (let i = 0; i < rel; i++) out[n - rel + i]! *= 0.5 + 0.5 * Math.cos((Math.PI * i) / rel);
  return out;
}

function noiseBurst(seconds: number, decay: number, seed: number, highpass: number): Float32Array {
  const n = Math.round(seconds * MUSIC_RATE);
  const out = new Float32Array(n);
  let s = seed >>> 0 || 1;
  let prev = 0;
  let low = 0;
  const fall = Math.exp(-decay / MUSIC_RATE);
  let env = 1;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const white = s / 2147483648 - 1;
    // One-pole high-pass of the given strength (0 = none, 1 = first difference).
    const high = white - highpass * prev;
    prev = white;
    low = low * 0.3 + high * 0.7;
    out[i] = low * env * Math.min(1, i / 40);
    env *= fall;
  }
  return out;
}

function sweep(seconds: number, from: number, to: number, decay: number, speed: number): Float32Array {
  const n = Math.round(seconds * MUSIC_RATE);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / MUSIC_RATE;
    const f = to + (from - to) * Math.exp(-t * speed);
    phase += (f * TABLE) / MUSIC_RATE;
    while (phase >= TABLE) phase -= TABLE;
    const k = phase | 0;
    const s0 = SINE[k]!;
    out[i] = (s0 + (SINE[k + 1]! - s0) * (phase - k)) * Math.exp(-t * decay) * Math.min(1, i / 130);
  }
  return out;
}

function drum(inst: Instrument, midi: number, variant: number): Float32Array {
  const seed = 1 + variant * 7919 + midi * 31;
  switch (inst) {
    case "kick":
      return sweep(0.35, 130, 48, 11, 30).map((v) => v * 0.9);
    case "tom":
      return sweep(0.7, hz(midi || 45) * 2, hz(midi || 45), 5, 20).map((v) => v * 0.7);
    case "snare": {
      const body = sweep(0.2, 240, 180, 22, 40);
      const noise = noiseBurst(0.22, 18, seed, 0.6);
      return noise.map((v, i) => v * 0.5 + (body[i] ?? 0) * 0.35);
    }
    case "clap": {
      const out = new Float32Array(Math.round(0.25 * MUSIC_RATE));
      for (const [k, at] of [0, 0.011, 0.022].entries()) {
        const burst = noiseBurst(k === 2 ? 0.2 : 0.02, k === 2 ? 20 : 120, seed + k, 0.8);
        out.set(
          burst.map((v, i) => (out[Math.round(at * MUSIC_RATE) + i] ?? 0) + v * 0.5),
          Math.round(at * MUSIC_RATE),
        );
      }
      return out;
    }
    case "hat":
      return noiseBurst(0.07, 70, seed, 1).map((v) => v * 0.22);
    case "shaker":
      return noiseBurst(0.12, 35, seed, 1).map((v, i) => v * 0.16 * Math.min(1, i / 600));
    default:
      return new Float32Array(0);
  }
}

const PITCHED: ReadonlySet<Instrument> = new Set([
  "pad",
  "strings",
  "piano",
  "marimba",
  "bell",
  "kalimba",
  "guitar",
  "bass",
  "lead",
]);

/** Mono buffers of distinct notes, made on first use. */
class NoteCache {
  private readonly notes = new Map<string, Float32Array>();
  get(e: NoteEvent): Float32Array {
    const pitched = PITCHED.has(e.inst);
    const key = pitched
      ? `${e.inst}:${Math.round(e.midi * 100)}:${Math.round(e.dur * 1000)}`
      : `${e.inst}:${e.midi}:${e.variant ?? 0}`;
    let b = this.notes.get(key);
    if (!b) {
      if (e.inst === "guitar") b = pluckedString(hz(e.midi), e.dur, Math.round(e.midi * 977));
      else if (pitched) b = tone(TONES[e.inst]!, hz(e.midi), e.dur);
      else b = drum(e.inst, e.midi, e.variant ?? 0);
      this.notes.set(key, b);
    }
    return b;
  }
}

/** Feedback comb with damping: its output is added to `out` (one tight loop per filter). */
function comb(x: Float32Array, out: Float32Array, length: number, feedback: number, damp: number) {
  const buf = new Float32Array(length);
  let i = 0;
  let store = 0;
  for (let n = 0; n < x.length; n++) {
    const o = buf[i]!;
    store = o * (1 - damp) + store * damp;
    buf[i] = x[n]! + store * feedback;
    if (++i === length) i = 0;
    out[n]! += o;
  }
}

function allpass(x: Float32Array, length: number) {
  const buf = new Float32Array(length);
  let i = 0;
  for (let n = 0; n < x.length; n++) {
    const b = buf[i]!;
    const y = x[n]!;
    buf[i] = y + b * 0.5;
    x[n] = b - y;
    if (++i === length) i = 0;
  }
}

/**
 * Schroeder/Freeverb-style room on the send bus, added to the dry mix. `wetBus` is scratch space of the
 * send's length (its contents are overwritten).
 */
function reverb(
  send: Float32Array,
  outL: Float32Array,
  outR: Float32Array,
  wet: number,
  wetBus: Float32Array,
) {
  const scale = MUSIC_RATE / 44100;
  for (const [spread, out] of [
    [0, outL],
    [23, outR],
  ] as const) {
    wetBus.fill(0);
    for (const l of [1116, 1188, 1277, 1356]) comb(send, wetBus, Math.round((l + spread) * scale), 0.8, 0.3);
    for (const l of [556, 441]) allpass(wetBus, Math.round((l + spread) * scale));
    for (let n = 0; n < out.length; n++) out[n]! += wetBus[n]! * wet;
  }
}

/** Stereo samples of the events over `seconds` (events past the end are cut). */
export function renderEvents(
  events: NoteEvent[],
  seconds: number,
): { left: Float32Array; right: Float32Array } {
  const length = Math.round(seconds * MUSIC_RATE);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  // Instruments that go to the reverb are mixed apart, and their mix feeds it.
  const wetL = new Float32Array(length);
  const wetR = new Float32Array(length);
  const cache = new NoteCache();
  for (const e of events) {
    const b = cache.get(e);
    const start = Math.round(e.t * MUSIC_RATE);
    if (start >= length) continue;
    const level = e.vel * 0.1;
    const l = level * Math.cos(((e.pan + 1) * Math.PI) / 4);
    const r = level * Math.sin(((e.pan + 1) * Math.PI) / 4);
    const [outL, outR] = DRY.has(e.inst) ? [left, right] : [wetL, wetR];
    const end = Math.min(b.length, length - start);
    for (let i = Math.max(0, -start); i < end; i++) {
      const v = b[i]!;
      outL[start + i]! += v * l;
      outR[start + i]! += v * r;
    }
  }
  // The wet mixes become the send bus and the reverb's scratch space: four buffers of the track's
  // length instead of seven (a 90 s bed held ~80 MB while it was drawn, beside the render's encoders).
  const send = wetL;
  for (let i = 0; i < length; i++) {
    const s = (wetL[i]! + wetR[i]!) * 0.35;
    left[i]! += wetL[i]!;
    right[i]! += wetR[i]!;
    send[i] = s;
  }
  reverb(send, left, right, 0.22, wetR);
  // Static gain from the first 30 s (the same for every length), then a soft clip.
  const span = Math.min(length, 30 * MUSIC_RATE);
  let sum = 0;
  for (let i = 0; i < span; i++) sum += left[i]! ** 2 + right[i]! ** 2;
  const rms = Math.sqrt(sum / (2 * Math.max(1, span)));
  const gain = 0.1 / Math.max(rms, 1e-9);
  for (const ch of [left, right]) {
    for (let i = 0; i < length; i++) ch[i] = Math.tanh(ch[i]! * gain * 1.2) / 1.2;
  }
  return { left, right };
}

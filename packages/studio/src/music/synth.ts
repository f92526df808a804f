// Renders note events to stereo samples. Each distinct note (instrument, pitch, length) is synthesized
// once into a mono buffer and then added wherever it is played, so the cost is close to one addition per
// sample per sounding note; a small reverb (four combs and two all-passes per channel) gives the dry
// additive tones a room. Levels: a static gain from the first 30 s to a fixed RMS, then a soft clip, so
// a longer render is the shorter one continued, sample for sample. Rendered in half-second blocks
// (renderBlocks), so memory does not grow with the bed's length.
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
      if (vDepth > 0) {
        for (let i = 0; i < n; i++) {
          const k = phase | 0;
          const s0 = wave[k]!;
          out[i]! += (s0 + (wave[k + 1]! - s0) * (phase - k)) * env;
          phase += step * (1 + vDepth * SINE[vPhase | 0]!);
          vPhase += vStep;
          if (vPhase >= TABLE) vPhase -= TABLE;
          if (phase >= TABLE) phase -= TABLE;
          env *= fall;
        }
      } else {
        for (let i = 0; i < n; i++) {
          const k = phase | 0;
          const s0 = wave[k]!;
          out[i]! += (s0 + (wave[k + 1]! - s0) * (phase - k)) * env;
          phase += step;
          if (phase >= TABLE) phase -= TABLE;
          env *= fall;
        }
      }
    }
  }
  // Attack and release shapes (a raised cosine each: no clicks).
  const rise = fadeCurve(att, -0.5);
  for (let i = 0; i < att && i < n; i++) out[i]! *= rise[i]!;
  const fall = fadeCurve(rel, 0.5);
  for (let i = 0; i < rel; i++) out[body + i]! *= fall[i]!;
  return out;
}

const curves = new Map<string, Float64Array>();
/**
 * 0.5 + `sign` * 0.5 * cos(pi * i / length) for i below `length` (`sign` -0.5: the attack's rise, 0.5:
 * the release's fall), kept: an instrument's attack and release lengths never change, and the cosine of
 * every sample was a tenth of the synthesis.
 */
function fadeCurve(length: number, sign: number): Float64Array {
  const key = `${length}:${sign}`;
  let curve = curves.get(key);
  if (!curve) {
    curve = new Float64Array(length);
    for (let i = 0; i < length; i++) curve[i] = 0.5 + sign * Math.cos((Math.PI * i) / length);
    curves.set(key, curve);
  }
  return curve;
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

/** The note buffer an event plays (one per instrument, pitch and length, or drum variant). */
function noteKey(e: NoteEvent): string {
  return PITCHED.has(e.inst)
    ? `${e.inst}:${Math.round(e.midi * 100)}:${Math.round(e.dur * 1000)}`
    : `${e.inst}:${e.midi}:${e.variant ?? 0}`;
}

function makeNote(e: NoteEvent): Float32Array {
  if (e.inst === "guitar") return pluckedString(hz(e.midi), e.dur, Math.round(e.midi * 977));
  if (PITCHED.has(e.inst)) return tone(TONES[e.inst]!, hz(e.midi), e.dur);
  return drum(e.inst, e.midi, e.variant ?? 0);
}

/**
 * Mono buffers of distinct notes, made on first use and dropped once their last event has sounded (a
 * note is a pure function of its key, so one dropped too early would only be made again). Events are
 * numbered in their given order: `start[j]` is event j's first sample, `note[j]` its note's number.
 */
class NoteCache {
  readonly start: Int32Array;
  readonly note: Int32Array;
  private readonly buffers: (Float32Array | undefined)[] = [];
  /** Length of each note once made (kept after the note is dropped), -1 before. */
  private readonly lengths: number[] = [];
  /** First sample of each note's last event. */
  private readonly lastStart: number[] = [];
  private readonly events: NoteEvent[];
  constructor(events: NoteEvent[]) {
    this.events = events;
    this.start = new Int32Array(events.length);
    this.note = new Int32Array(events.length);
    const numbers = new Map<string, number>();
    events.forEach((e, j) => {
      const key = noteKey(e);
      let k = numbers.get(key);
      if (k === undefined) {
        k = numbers.size;
        numbers.set(key, k);
        this.lengths.push(-1);
        this.lastStart.push(Number.NEGATIVE_INFINITY);
      }
      const start = Math.round(e.t * MUSIC_RATE);
      this.start[j] = start;
      this.note[j] = k;
      this.lastStart[k] = Math.max(this.lastStart[k]!, start);
    });
  }
  /** The samples event j plays. */
  get(j: number): Float32Array {
    const k = this.note[j]!;
    let b = this.buffers[k];
    if (!b) {
      b = makeNote(this.events[j]!);
      this.buffers[k] = b;
      this.lengths[k] = b.length;
    }
    return b;
  }
  /** Whether event j has ended before sample `at` (known once its note was made). */
  endedBefore(j: number, at: number): boolean {
    const length = this.lengths[this.note[j]!]!;
    return length >= 0 && this.start[j]! + length <= at;
  }
  /** Drops the notes whose every event ends before sample `at`. */
  dropBefore(at: number) {
    this.buffers.forEach((b, k) => {
      if (b && this.lastStart[k]! + b.length <= at) this.buffers[k] = undefined;
    });
  }
}

/**
 * Schroeder/Freeverb-style room on the send bus (four feedback combs with damping, then two all-passes,
 * per channel), added to the dry mix block by block; the filters' state is kept between blocks.
 *
 * One loop per channel runs the six filters on each sample in turn: the combs' feedback chains are
 * independent, so the processor overlaps them (one loop per filter waited on each chain in turn, and
 * was a third of the synthesis). Each step rounds to 32 bits where the per-filter loops stored into
 * Float32Arrays (Math.fround), so every sample is the same as theirs.
 */
class Reverb {
  private readonly channels: ReverbChannel[];
  private readonly wet: number;
  constructor(wet: number) {
    this.wet = wet;
    const scale = MUSIC_RATE / 44100;
    this.channels = [0, 23].map(
      (spread) =>
        new ReverbChannel(
          [1116, 1188, 1277, 1356].map((l) => Math.round((l + spread) * scale)),
          [556, 441].map((l) => Math.round((l + spread) * scale)),
        ),
    );
  }
  run(send: Float32Array, outL: Float32Array, outR: Float32Array, n: number) {
    this.channels[0]!.run(send, outL, n, this.wet);
    this.channels[1]!.run(send, outR, n, this.wet);
  }
}

const COMB_FEEDBACK = 0.8;
const COMB_DAMP = 0.3;

/** One channel's four combs and two all-passes (delay lines and positions; the combs' damping state). */
class ReverbChannel {
  private readonly c0: Float32Array;
  private readonly c1: Float32Array;
  private readonly c2: Float32Array;
  private readonly c3: Float32Array;
  private readonly a0: Float32Array;
  private readonly a1: Float32Array;
  /** Positions in the delay lines: combs 0-3, then all-passes 0-1. */
  private readonly at = new Int32Array(6);
  /** The combs' damping filter state (double precision, as it always was). */
  private readonly store = new Float64Array(4);
  constructor(combs: number[], allpasses: number[]) {
    this.c0 = new Float32Array(combs[0]!);
    this.c1 = new Float32Array(combs[1]!);
    this.c2 = new Float32Array(combs[2]!);
    this.c3 = new Float32Array(combs[3]!);
    this.a0 = new Float32Array(allpasses[0]!);
    this.a1 = new Float32Array(allpasses[1]!);
  }
  /** Adds `wet` times the reverb of `x` to `out`. */
  run(x: Float32Array, out: Float32Array, n: number, wet: number) {
    const { c0, c1, c2, c3, a0, a1, at, store } = this;
    const fround = Math.fround;
    const keep = 1 - COMB_DAMP;
    let i0 = at[0]!;
    let i1 = at[1]!;
    let i2 = at[2]!;
    let i3 = at[3]!;
    let j0 = at[4]!;
    let j1 = at[5]!;
    let s0 = store[0]!;
    let s1 = store[1]!;
    let s2 = store[2]!;
    let s3 = store[3]!;
    for (let k = 0; k < n; k++) {
      const input = x[k]!;
      // The combs, each added to the bus (which starts at 0) in turn.
      const o0 = c0[i0]!;
      s0 = o0 * keep + s0 * COMB_DAMP;
      c0[i0] = input + s0 * COMB_FEEDBACK;
      if (++i0 === c0.length) i0 = 0;
      const o1 = c1[i1]!;
      s1 = o1 * keep + s1 * COMB_DAMP;
      c1[i1] = input + s1 * COMB_FEEDBACK;
      if (++i1 === c1.length) i1 = 0;
      const o2 = c2[i2]!;
      s2 = o2 * keep + s2 * COMB_DAMP;
      c2[i2] = input + s2 * COMB_FEEDBACK;
      if (++i2 === c2.length) i2 = 0;
      const o3 = c3[i3]!;
      s3 = o3 * keep + s3 * COMB_DAMP;
      c3[i3] = input + s3 * COMB_FEEDBACK;
      if (++i3 === c3.length) i3 = 0;
      let bus = fround(fround(fround(0 + o0) + o1) + o2);
      bus = fround(bus + o3);
      // The two all-passes, in place on the bus.
      const b0 = a0[j0]!;
      a0[j0] = bus + b0 * 0.5;
      bus = fround(b0 - bus);
      if (++j0 === a0.length) j0 = 0;
      const b1 = a1[j1]!;
      a1[j1] = bus + b1 * 0.5;
      bus = fround(b1 - bus);
      if (++j1 === a1.length) j1 = 0;
      out[k] = out[k]! + bus * wet;
    }
    at[0] = i0;
    at[1] = i1;
    at[2] = i2;
    at[3] = i3;
    at[4] = j0;
    at[5] = j1;
    store[0] = s0;
    store[1] = s1;
    store[2] = s2;
    store[3] = s3;
  }
}

/**
 * tanh(x). Below 0.8 (nearly every sample of a bed at its level) by the continued fraction of tanh to
 * its seventh term, within 4e-13 of it there and far closer below 0.5, so that the 32-bit sample it
 * gives is tanh's own; Math.tanh (a library call per sample, a fifth of the synthesis) above.
 */
export function softClip(x: number): number {
  if (x > 0.8 || x < -0.8) return Math.tanh(x);
  const x2 = x * x;
  return (x * (135135 + x2 * (17325 + x2 * (378 + x2)))) / (135135 + x2 * (62370 + x2 * (3150 + x2 * 28)));
}

/** Samples per block of the streamed synthesis (half a second). */
export const MUSIC_BLOCK = 16384;

/** One block of the two channels: `length` samples from the start of `left` and `right`. */
export interface MusicBlock {
  left: Float32Array;
  right: Float32Array;
  length: number;
}

/**
 * Stereo samples of the events over `seconds` (events past the end are cut), block by block: memory is
 * a few blocks, the notes sounding and the first 30 s (the level is set from them), whatever the length.
 * The yielded block's buffers are reused for the next one. Sample for sample the same as rendering the
 * whole track at once (each sample sums the same terms in the same order).
 */
export function* renderBlocks(
  events: NoteEvent[],
  seconds: number,
  block = MUSIC_BLOCK,
): Generator<MusicBlock> {
  const length = Math.round(seconds * MUSIC_RATE);
  // Static gain from the first 30 s (the same for every length): those are held until it is known.
  const span = Math.min(length, 30 * MUSIC_RATE);
  const held: MusicBlock[] = [];
  let sum = 0;
  let gain = 0;
  const finish = (b: MusicBlock) => {
    for (const ch of [b.left, b.right])
      for (let k = 0; k < b.length; k++) ch[k] = softClip(ch[k]! * gain * 1.2) / 1.2;
    return b;
  };
  const mixer = new BlockMixer(events, block);
  for (let at = 0; at < length; at += block) {
    const n = Math.min(block, length - at);
    const b = mixer.mix(at, n, at < span);
    if (at < span) {
      const upto = Math.min(n, span - at);
      for (let k = 0; k < upto; k++) sum += b.left[k]! ** 2 + b.right[k]! ** 2;
      held.push(b);
      if (at + n < span) continue;
      const rms = Math.sqrt(sum / (2 * Math.max(1, span)));
      gain = 0.1 / Math.max(rms, 1e-9);
      for (const h of held.splice(0)) yield finish(h);
    } else yield finish(b);
  }
}

/** The dry mix, the reverb's send and the reverb of consecutive blocks. */
class BlockMixer {
  private readonly notes: NoteCache;
  private readonly reverb: Reverb;
  private readonly wetL: Float32Array;
  private readonly wetR: Float32Array;
  private out: MusicBlock;
  private readonly events: NoteEvent[];
  private readonly block: number;
  constructor(events: NoteEvent[], block: number) {
    this.events = events;
    this.block = block;
    this.notes = new NoteCache(events);
    this.reverb = new Reverb(0.22);
    this.wetL = new Float32Array(block);
    this.wetR = new Float32Array(block);
    this.out = this.fresh();
  }
  private fresh(): MusicBlock {
    return { left: new Float32Array(this.block), right: new Float32Array(this.block), length: 0 };
  }
  /** Samples [at, at + n); `keep`: the block is held by the caller (a new one is made for the next). */
  mix(at: number, n: number, keep: boolean): MusicBlock {
    const out = keep ? this.fresh() : this.out;
    const { left, right } = out;
    const { wetL, wetR } = this;
    left.fill(0);
    right.fill(0);
    wetL.fill(0);
    wetR.fill(0);
    const end = at + n;
    // Instruments that go to the reverb are mixed apart, and their mix feeds it.
    const notes = this.notes;
    for (let j = 0; j < this.events.length; j++) {
      const start = notes.start[j]!;
      if (start >= end || notes.endedBefore(j, at)) continue;
      const e = this.events[j]!;
      const b = notes.get(j);
      if (start + b.length <= at) continue;
      const level = e.vel * 0.1;
      const l = level * Math.cos(((e.pan + 1) * Math.PI) / 4);
      const r = level * Math.sin(((e.pan + 1) * Math.PI) / 4);
      const [outL, outR] = DRY.has(e.inst) ? [left, right] : [wetL, wetR];
      const from = Math.max(0, at - start);
      const to = Math.min(b.length, end - start);
      const offset = start - at;
      for (let i = from; i < to; i++) {
        const v = b[i]!;
        outL[offset + i]! += v * l;
        outR[offset + i]! += v * r;
      }
    }
    this.notes.dropBefore(end);
    // The wet mix is added to the dry one; its mono sum is the send (written over wetL).
    for (let k = 0; k < n; k++) {
      const s = (wetL[k]! + wetR[k]!) * 0.35;
      left[k]! += wetL[k]!;
      right[k]! += wetR[k]!;
      wetL[k] = s;
    }
    this.reverb.run(wetL, left, right, n);
    out.length = n;
    if (!keep) this.out = out;
    return out;
  }
}

/** Stereo samples of the events over `seconds` (events past the end are cut), as two whole buffers. */
export function renderEvents(
  events: NoteEvent[],
  seconds: number,
): { left: Float32Array; right: Float32Array } {
  const length = Math.round(seconds * MUSIC_RATE);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  let at = 0;
  for (const b of renderBlocks(events, seconds)) {
    left.set(b.left.subarray(0, b.length), at);
    right.set(b.right.subarray(0, b.length), at);
    at += b.length;
  }
  return { left, right };
}

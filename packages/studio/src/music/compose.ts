// A seeded composition for one video: tempo, key, progressions, instruments and an arrangement of
// sections (intro, verse, chorus, bridge) chosen from the seed, with each section instance varied (its
// own arpeggio figure, melody, voicing, drum fills) and a key change every cycle. The arrangement is an
// endless sequence that depends only on the seed and the section's index, so a longer render is the
// shorter one continued, and nothing in a long video repeats the way a loop restarts.
import type { Mood } from "./moods.ts";
import { MOOD_PALETTES } from "./moods.ts";

export type Instrument =
  | "pad"
  | "strings"
  | "piano"
  | "marimba"
  | "bell"
  | "kalimba"
  | "guitar"
  | "bass"
  | "lead"
  | "kick"
  | "snare"
  | "clap"
  | "hat"
  | "shaker"
  | "tom";

export interface NoteEvent {
  /** Start and length in seconds (length without the instrument's release tail). */
  t: number;
  dur: number;
  inst: Instrument;
  /** MIDI pitch (fractions detune); ignored by unpitched drums. */
  midi: number;
  vel: number;
  /** -1 (left) .. 1 (right). */
  pan: number;
  /** Which of a drum's recorded variants (noise seed). */
  variant?: number;
}

export interface Composition {
  mood: Mood;
  bpm: number;
  tonic: number;
  minor: boolean;
  /** Events from `from` to `to` seconds, in no particular order. */
  events(from: number, to: number): NoteEvent[];
  /** Section boundaries (seconds) up to `to`, for tests and logs. */
  sections(to: number): { start: number; name: string; bars: number; tonic: number }[];
}

/** Small fast seeded generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from any text (FNV-1a). */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

// Four-chord progressions as scale degrees (0-based).
const MAJOR_PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [0, 3, 4, 3],
  [0, 3, 5, 4],
  [3, 4, 2, 5],
  [0, 2, 3, 4],
  [1, 4, 0, 5],
  [3, 0, 4, 5],
  [0, 4, 3, 3],
];
const MINOR_PROGRESSIONS = [
  [0, 5, 2, 6],
  [0, 3, 5, 4],
  [0, 6, 5, 6],
  [5, 6, 0, 0],
  [0, 3, 6, 2],
  [5, 3, 0, 6],
  [0, 5, 3, 4],
];
// Arpeggio figures as indexes into the voiced chord plus its octave (0..3).
const ARP_FIGURES = [
  [0, 1, 2, 3],
  [3, 2, 1, 0],
  [0, 1, 2, 3, 2, 1],
  [0, 2, 1, 2],
  [0, 2, 3, 1],
  [0, 3, 1, 2],
  [1, 0, 2, 3],
  [0, 1, 3, 2, 1, 3],
];
// Melody rhythms over two bars, as onsets in eighths (0..15) and lengths in eighths.
const RHYTHMS: [number, number][][] = [
  [
    [0, 2],
    [2, 2],
    [4, 3],
    [8, 2],
    [10, 1],
    [11, 5],
  ],
  [
    [0, 3],
    [3, 1],
    [4, 4],
    [10, 2],
    [12, 4],
  ],
  [
    [2, 2],
    [4, 2],
    [6, 2],
    [8, 6],
    [14, 2],
  ],
  [
    [0, 1],
    [1, 1],
    [2, 2],
    [6, 2],
    [8, 1],
    [9, 1],
    [10, 6],
  ],
  [
    [0, 4],
    [4, 2],
    [6, 2],
    [8, 8],
  ],
];
// The order sections come in; `cycle` repeats with a new key, progressions and figures each time.
const CYCLE: { name: "verse" | "chorus" | "bridge"; bars: number; energy: number }[] = [
  { name: "verse", bars: 8, energy: 2 },
  { name: "chorus", bars: 8, energy: 3 },
  { name: "verse", bars: 8, energy: 2 },
  { name: "bridge", bars: 4, energy: 1 },
  { name: "chorus", bars: 8, energy: 3 },
];
// Key changes from cycle to cycle, in semitones from the first key (kept within a fourth).
const MODULATIONS = [0, 2, -3, 5, -1, 3, -4, 1, 4, -2];
const INTRO_BARS = 2;

interface Section {
  index: number;
  /** The section's second appearance in its cycle. */
  again?: boolean;
  name: "intro" | "verse" | "chorus" | "bridge";
  start: number;
  bars: number;
  energy: number;
  tonic: number;
  progression: number[];
}

/** The composition for a mood and seed. */
export function compose(mood: Mood, seed: number): Composition {
  const p = MOOD_PALETTES[mood];
  const r = rng(seed);
  const bpm = Math.round(p.bpm[0] + r() * (p.bpm[1] - p.bpm[0]));
  const tonic = p.tonicRange[0] + Math.floor(r() * (p.tonicRange[1] - p.tonicRange[0] + 1));
  const minor = p.minor === "always" ? true : p.minor === "never" ? false : r() < 0.35;
  const scale = minor ? MINOR : MAJOR;
  const pool = minor ? MINOR_PROGRESSIONS : MAJOR_PROGRESSIONS;
  const pluck = pick(r, p.plucks);
  const padInst = pick(r, p.pads);
  const leadInst = pick(r, p.leads);
  const beat = 60 / bpm;
  const bar = 4 * beat;
  const arpRate = pick(r, p.arpRates);

  // Section k of the endless arrangement (0 = intro).
  const sectionAt = (k: number, start: number): Section => {
    if (k === 0)
      return { index: 0, name: "intro", start, bars: INTRO_BARS, energy: 1, tonic, progression: pool[0]! };
    const cycle = Math.floor((k - 1) / CYCLE.length);
    const slot = CYCLE[(k - 1) % CYCLE.length]!;
    const cr = rng(seed ^ Math.imul(cycle + 1, 0x9e3779b1));
    // Each cycle gets its own verse, chorus and bridge progressions and key.
    const verse = pick(cr, pool);
    const chorus = pick(
      cr,
      pool.filter((x) => x !== verse),
    );
    const bridge = pick(
      cr,
      pool.filter((x) => x !== verse && x !== chorus),
    );
    const base = slot.name === "verse" ? verse : slot.name === "chorus" ? chorus : bridge;
    // A section's second appearance in a cycle starts its progression halfway through, so the same
    // chords fall on other bars and the pad changes register: nothing lines up with the first time.
    const again = CYCLE.slice(0, (k - 1) % CYCLE.length).some((c) => c.name === slot.name);
    const progression = again ? [...base.slice(2), ...base.slice(0, 2)] : base;
    return {
      again,
      index: k,
      name: slot.name,
      start,
      bars: slot.bars,
      energy: slot.energy,
      tonic: tonic + MODULATIONS[cycle % MODULATIONS.length]!,
      progression,
    };
  };
  const sectionsUntil = (to: number): Section[] => {
    const out: Section[] = [];
    let start = 0;
    for (let k = 0; start < to; k++) {
      const s = sectionAt(k, start);
      out.push(s);
      start += s.bars * bar;
    }
    return out;
  };

  const noteOf = (s: Section, degree: number, octave = 0) =>
    s.tonic + scale[((degree % 7) + 7) % 7]! + 12 * (Math.floor(degree / 7) + octave);

  function sectionEvents(s: Section): NoteEvent[] {
    const ev: NoteEvent[] = [];
    const sr = rng(seed ^ Math.imul(s.index + 7, 0x85ebca6b));
    // The second half of a section answers the first: another arpeggio figure in another octave.
    const figures = [pick(sr, ARP_FIGURES), pick(sr, ARP_FIGURES)];
    const octaves = sr() < 0.5 ? [0, 12] : [12, 0];
    const rhythm = pick(sr, RHYTHMS);
    const melodyDegrees = rhythm.map(() => Math.floor(sr() * 5) - 1);
    const seventh = p.sevenths && sr() < 0.6;
    const other = pick(
      sr,
      (s.tonic === tonic && !minor ? MAJOR_PROGRESSIONS : pool).filter((x) => x !== s.progression),
    );
    const turnaround = other.slice(2);
    let prevCenter = s.tonic;
    for (let b = 0; b < s.bars; b++) {
      const t0 = s.start + b * bar;
      // The second half of a section ends its phrase differently (another progression's last chords).
      const turn = b >= 4 && b % 4 >= 2 ? turnaround : null;
      const root = turn ? turn[b % 2]! : s.progression[b % s.progression.length]!;
      // Voicing: the inversion whose centre is nearest the previous chord's (smooth voice leading).
      const tones = [0, 2, 4, ...(seventh ? [6] : [])].map((d) => noteOf(s, root + d));
      let best = tones;
      let bestDist = Number.POSITIVE_INFINITY;
      for (let inv = 0; inv < tones.length; inv++) {
        const v = tones.map((m, i) => (i < inv ? m + 12 : m)).sort((a, c) => a - c);
        const centre = v.reduce((a, c) => a + c, 0) / v.length;
        const d = Math.abs(centre - prevCenter);
        if (d < bestDist) [best, bestDist] = [v, d];
      }
      prevCenter = best.reduce((a, c) => a + c, 0) / best.length;
      const fill = b === s.bars - 1 && s.name !== "intro";
      const lift = s.energy / 3;

      // Pad: the chord an octave down, a detuned pair per note for width.
      for (const [i, m] of best.entries()) {
        for (const detune of [-0.1, 0.1]) {
          ev.push({
            t: t0,
            dur: bar,
            inst: s.energy === 1 && p.bridgePad ? p.bridgePad : padInst,
            midi: m - (s.again ? 0 : 12) + detune,
            vel: p.padLevel * (0.8 + 0.2 * lift),
            pan: (i / Math.max(1, best.length - 1) - 0.5) * 0.8 + detune,
          });
        }
      }
      // Bass.
      const bassRoot = noteOf(s, root) - 24;
      for (const [beatAt, len, octave] of p.bassPattern) {
        if (s.name === "intro" && beatAt > 0) continue;
        ev.push({
          t: t0 + beatAt * beat,
          dur: len * beat,
          inst: "bass",
          midi: bassRoot + octave,
          vel: p.bassLevel * (s.energy === 1 ? 0.7 : 1),
          pan: 0,
        });
      }
      // Arpeggio (thinner in the intro and bridge).
      const steps = 4 * arpRate;
      const half = b < s.bars / 2 ? 0 : 1;
      const figure = figures[half]!;
      const voiced = [...best, best[0]! + 12].map((m) => m + octaves[half]!);
      for (let st = 0; st < steps; st++) {
        if (s.energy === 1 && st % 2 === 1) continue;
        const m = voiced[figure[st % figure.length]! % voiced.length]!;
        const accent = st % arpRate === 0 ? 1 : 0.75;
        ev.push({
          t: t0 + (st * beat) / arpRate,
          dur: (beat / arpRate) * 1.6,
          inst: pluck,
          midi: m,
          vel: p.arpLevel * accent * (0.85 + 0.1 * sr()),
          pan: st % 2 ? 0.35 : -0.35,
        });
      }
      // Melody in choruses (and the second half of verses), a two-bar rhythm on chord and scale tones.
      const sings = s.name === "chorus" || (s.name === "verse" && b >= s.bars / 2);
      if (sings && p.leadLevel > 0) {
        const second = b % 2;
        for (const [n, [onset, len]] of rhythm.entries()) {
          if (Math.floor(onset / 8) !== second) continue;
          const strong = onset % 4 === 0;
          // Strong beats land on a chord tone; the others step through the scale from it.
          const degree = strong ? root + 2 * (Math.abs(melodyDegrees[n]!) % 3) : root + melodyDegrees[n]! + 1;
          const lastPhrase = b >= s.bars - 2 && n === rhythm.length - 1;
          ev.push({
            t: t0 + ((onset % 8) * beat) / 2,
            dur: (len * beat) / 2,
            inst: leadInst,
            midi: noteOf(s, lastPhrase ? root : degree, 1),
            vel: p.leadLevel * (strong ? 1 : 0.8),
            pan: 0.1,
          });
        }
      }
      // Drums by energy, with a fill in a section's last bar.
      const kit = s.energy === 1 ? p.drums.low : s.energy === 2 ? p.drums.mid : p.drums.high;
      for (const [inst, hits, level] of kit) {
        for (const h of hits) {
          if (fill && h >= 3 && inst !== "kick") continue;
          ev.push({
            t: t0 + h * beat,
            dur: 0.3,
            inst,
            midi: 0,
            vel: level * (0.85 + 0.15 * sr()),
            pan: inst === "hat" ? 0.3 : inst === "shaker" ? -0.3 : 0,
            variant: Math.floor(sr() * 4),
          });
        }
      }
      if (fill && p.fill) {
        for (const [k, h] of [3, 3.25, 3.5, 3.75].entries()) {
          ev.push({
            t: t0 + h * beat,
            dur: 0.4,
            inst: p.fill,
            midi: 52 - 3 * k,
            vel: 0.5 + 0.1 * k,
            pan: 0.3 - 0.2 * k,
            variant: k,
          });
        }
      }
    }
    return ev;
  }

  return {
    mood,
    bpm,
    tonic,
    minor,
    events(from, to) {
      return sectionsUntil(to)
        .filter((s) => s.start + s.bars * bar > from - 4 * bar)
        .flatMap(sectionEvents)
        .filter((e) => e.t < to && e.t + e.dur + 3 > from);
    },
    sections(to) {
      return sectionsUntil(to).map((s) => ({ start: s.start, name: s.name, bars: s.bars, tonic: s.tonic }));
    },
  };
}

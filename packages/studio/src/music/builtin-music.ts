// Built-in background music: five moods synthesized offline (pads, plucked arpeggios, bass and soft
// percussion) once, then cached (DESIGN.md 7: synthesizing live cost ~3 s per render). Each track is a
// whole number of bars, and notes that ring past the end wrap around to the start, so the file loops
// without a seam; it is stored as FLAC (lossless, so no encoder padding breaks the loop either).
// User-supplied music goes through `userMusic`, which checks the file with ffprobe.

import { randomBytes } from "node:crypto";
import { access, mkdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { MUSIC_MOODS, type MusicMood } from "@reelforge/contract/vocabularies";
import type { ProviderCredit } from "../providers/types.ts";
import { FfmpegError, runFfmpeg, runFfprobeRaw } from "../render/run-ffmpeg.ts";

export const MOODS = MUSIC_MOODS;
export type Mood = MusicMood;

/** Bump when the synthesis changes, so cached tracks are made again. */
const VERSION = 2;
const RATE = 44100;

export interface MusicTrack {
  path: string;
  durationSeconds: number;
  credit: ProviderCredit;
}

interface MoodSpec {
  bpm: number;
  /** MIDI note of the key's tonic. */
  tonic: number;
  minor: boolean;
  /** Chord roots as scale degrees (0-based), one chord per bar. */
  progression: number[];
  /** Arpeggio notes per beat (0 = none). */
  arpPerBeat: number;
  pluck: "piano" | "marimba" | "bell";
  drums: { kick: number[]; hat: number[]; shaker: boolean; tom: boolean };
  padLevel: number;
  bassLevel: number;
}

// Beats within a 4/4 bar where drums hit (in beats, fractions allowed).
export const MOOD_SPECS: Record<Mood, MoodSpec> = {
  upbeat: {
    bpm: 118,
    tonic: 60, // C major
    minor: false,
    progression: [0, 4, 5, 3],
    arpPerBeat: 2,
    pluck: "piano",
    drums: { kick: [0, 1, 2, 3], hat: [0.5, 1.5, 2.5, 3.5], shaker: false, tom: false },
    padLevel: 0.5,
    bassLevel: 0.7,
  },
  calm: {
    bpm: 72,
    tonic: 65, // F major
    minor: false,
    progression: [0, 3, 5, 4],
    arpPerBeat: 1,
    pluck: "bell",
    drums: { kick: [], hat: [], shaker: false, tom: false },
    padLevel: 0.8,
    bassLevel: 0.4,
  },
  corporate: {
    bpm: 100,
    tonic: 67, // G major
    minor: false,
    progression: [0, 5, 3, 4],
    arpPerBeat: 2,
    pluck: "piano",
    drums: { kick: [0, 2], hat: [1, 3], shaker: true, tom: false },
    padLevel: 0.6,
    bassLevel: 0.6,
  },
  dramatic: {
    bpm: 84,
    tonic: 62, // D minor
    minor: true,
    progression: [0, 5, 2, 6],
    arpPerBeat: 2,
    pluck: "piano",
    drums: { kick: [0], hat: [], shaker: false, tom: true },
    padLevel: 0.9,
    bassLevel: 0.8,
  },
  playful: {
    bpm: 126,
    tonic: 64, // E major
    minor: false,
    progression: [0, 3, 4, 3],
    arpPerBeat: 2,
    pluck: "marimba",
    drums: { kick: [0, 2], hat: [], shaker: true, tom: false },
    padLevel: 0.35,
    bassLevel: 0.5,
  },
};

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

// ---------------------------------------------------------------- synthesis
const TABLE = 4096;
const SINE = new Float32Array(TABLE + 1);
for (let i = 0; i <= TABLE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE);

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

class Track {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(readonly length: number) {
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
  }

  /** Adds a tone of summed sine partials; samples past the end wrap to the start (seamless loop). */
  tone(
    start: number,
    seconds: number,
    partials: [ratio: number, amp: number, decayPerSecond: number][],
    freq: number,
    opts: { level: number; pan: number; attack: number; release: number },
  ) {
    const n = Math.floor(seconds * RATE);
    const attack = Math.max(1, Math.floor(opts.attack * RATE));
    const release = Math.max(1, Math.floor(opts.release * RATE));
    const l = opts.level * Math.cos(((opts.pan + 1) * Math.PI) / 4);
    const r = opts.level * Math.sin(((opts.pan + 1) * Math.PI) / 4);
    for (const [ratio, amp, decay] of partials) {
      const f = freq * ratio;
      if (f >= RATE / 2) continue;
      const step = (f * TABLE) / RATE;
      const fall = Math.exp(-decay / RATE);
      let phase = 0;
      let env = amp;
      for (let i = 0; i < n; i++) {
        const shape = i < attack ? i / attack : i > n - release ? (n - i) / release : 1;
        // Linear interpolation between table entries keeps the noise floor below -100 dB.
        const k = phase | 0;
        const s0 = SINE[k]!;
        const v = (s0 + (SINE[k + 1]! - s0) * (phase - k)) * env * shape;
        const at = (start + i) % this.length;
        this.left[at]! += v * l;
        this.right[at]! += v * r;
        phase += step;
        if (phase >= TABLE) phase -= TABLE;
        env *= fall;
      }
    }
  }

  /** Filtered noise burst (hats, shakers), from a fixed-seed generator so tracks are reproducible. */
  noise(start: number, seconds: number, level: number, decay: number, pan: number, seed: number) {
    const n = Math.floor(seconds * RATE);
    let s = seed >>> 0;
    let prev = 0;
    const fall = Math.exp(-decay / RATE);
    let env = level;
    for (let i = 0; i < n; i++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const white = s / 2147483648 - 1;
      const high = white - prev; // first difference: a gentle high-pass
      prev = white;
      const at = (start + i) % this.length;
      this.left[at]! += high * env * (1 - pan) * 0.5;
      this.right[at]! += high * env * (1 + pan) * 0.5;
      env *= fall;
    }
  }

  /** A sine sweeping down in pitch (kick, tom). */
  drum(start: number, seconds: number, from: number, to: number, level: number, decay: number) {
    const n = Math.floor(seconds * RATE);
    let phase = 0;
    for (let i = 0; i < n; i++) {
      const t = i / RATE;
      const f = to + (from - to) * Math.exp(-t * 30);
      phase += (f * TABLE) / RATE;
      while (phase >= TABLE) phase -= TABLE;
      const k = phase | 0;
      const s0 = SINE[k]!;
      // A 3 ms fade-in: a softer thump, no click.
      const v =
        (s0 + (SINE[k + 1]! - s0) * (phase - k)) * level * Math.exp(-t * decay) * Math.min(1, i / 130);
      const at = (start + i) % this.length;
      this.left[at]! += v;
      this.right[at]! += v;
    }
  }
}

const PLUCKS: Record<MoodSpec["pluck"], [number, number, number][]> = {
  piano: [
    [1, 1, 3],
    [2, 0.45, 5],
    [3, 0.2, 8],
    [4, 0.1, 12],
  ],
  marimba: [
    [1, 1, 7],
    [4, 0.35, 25],
    [10, 0.08, 40],
  ],
  bell: [
    [1, 1, 1.2],
    [2.76, 0.25, 3],
    [5.4, 0.08, 6],
  ],
};

/** Renders one mood to stereo samples (exported for tests: tempo and key come from the spec). */
export function synthesize(mood: Mood): { left: Float32Array; right: Float32Array; seconds: number } {
  const spec = MOOD_SPECS[mood];
  const beat = 60 / spec.bpm;
  const bar = beat * 4;
  // A whole number of passes through the progression, at least 30 seconds.
  const passes = Math.ceil(30 / (bar * spec.progression.length));
  const bars = passes * spec.progression.length;
  const length = Math.round(bars * bar * RATE);
  const track = new Track(length);
  const scale = spec.minor ? MINOR : MAJOR;
  const note = (degree: number, octave = 0) =>
    spec.tonic + scale[((degree % 7) + 7) % 7]! + 12 * (Math.floor(degree / 7) + octave);
  const at = (seconds: number) => Math.round(seconds * RATE) % length;

  for (let b = 0; b < bars; b++) {
    const root = spec.progression[b % spec.progression.length]!;
    const chord = [note(root), note(root + 2), note(root + 4)];
    const t0 = b * bar;
    // Pad: the chord an octave down, slow attack, detuned pair per note for width.
    for (const [i, m] of chord.entries()) {
      for (const detune of [-0.12, 0.12]) {
        track.tone(
          at(t0),
          bar + 0.6,
          [
            [1, 1, 0.2],
            [2, 0.35, 0.4],
            [3, 0.12, 0.6],
          ],
          hz(m - 12 + detune),
          { level: 0.045 * spec.padLevel, pan: (i - 1) * 0.5 + detune, attack: 0.35, release: 0.6 },
        );
      }
    }
    // Bass: root on beats 1 and 3.
    for (const beatIndex of [0, 2]) {
      track.tone(
        at(t0 + beatIndex * beat),
        beat * 1.8,
        [
          [1, 1, 2],
          [2, 0.3, 4],
        ],
        hz(note(root) - 24),
        {
          level: 0.16 * spec.bassLevel,
          pan: 0,
          attack: 0.01,
          release: 0.15,
        },
      );
    }
    // Arpeggio: chord tones up and down across two octaves.
    if (spec.arpPerBeat > 0) {
      const pattern = [
        chord[0]!,
        chord[1]!,
        chord[2]!,
        chord[0]! + 12,
        chord[2]!,
        chord[1]!,
        chord[0]! + 12,
        chord[2]!,
      ];
      const steps = 4 * spec.arpPerBeat;
      for (let s = 0; s < steps; s++) {
        track.tone(
          at(t0 + (s * beat) / spec.arpPerBeat),
          beat * 1.5,
          PLUCKS[spec.pluck],
          hz(pattern[s % pattern.length]!),
          {
            level: 0.07,
            pan: s % 2 ? 0.35 : -0.35,
            attack: 0.004,
            release: 0.2,
          },
        );
      }
    }
    for (const k of spec.drums.kick) track.drum(at(t0 + k * beat), 0.35, 130, 48, 0.32, 11);
    for (const h of spec.drums.hat) track.noise(at(t0 + h * beat), 0.08, 0.05, 60, 0.3, b * 31 + h * 7);
    if (spec.drums.shaker) {
      for (let e = 0; e < 8; e++)
        track.noise(at(t0 + (e * beat) / 2), 0.12, e % 2 ? 0.03 : 0.018, 35, -0.3, b * 17 + e);
    }
    if (spec.drums.tom && b % 2 === 1) {
      track.drum(at(t0 + 3 * beat), 0.9, 110, 70, 0.3, 4);
      track.drum(at(t0 + 3.5 * beat), 0.9, 100, 62, 0.25, 4);
    }
  }

  // Static gain to a fixed RMS, then a soft limiter: the same level for every mood, and no time-varying
  // gain that would make the loop point audible.
  let sum = 0;
  for (let i = 0; i < length; i++) sum += track.left[i]! ** 2 + track.right[i]! ** 2;
  const rms = Math.sqrt(sum / (2 * length));
  const gain = 0.09 / Math.max(rms, 1e-9);
  for (const ch of [track.left, track.right]) {
    for (let i = 0; i < length; i++) ch[i] = Math.tanh(ch[i]! * gain * 1.2) / 1.2;
  }
  return { left: track.left, right: track.right, seconds: length / RATE };
}

function pcm16(left: Float32Array, right: Float32Array): Buffer {
  const out = Buffer.allocUnsafe(left.length * 4);
  for (let i = 0; i < left.length; i++) {
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(left[i]! * 32767))), i * 4);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(right[i]! * 32767))), i * 4 + 2);
  }
  return out;
}

async function encodeFlac(samples: Buffer, out: string, signal?: AbortSignal): Promise<void> {
  const args = ["-f", "s16le", "-ar", String(RATE), "-ac", "2", "-i", "pipe:0", "-c:a", "flac", out];
  try {
    await runFfmpeg(args, { input: samples, signal });
  } catch (err) {
    if (!(err instanceof FfmpegError)) throw err;
    throw new Error(`ffmpeg could not encode music: ${err.stderr.trim() || err.message}`, { cause: err });
  }
}

const pending = new Map<string, Promise<MusicTrack>>();

/**
 * A loopable background track for `mood`, synthesized on first use into `cacheDir/music` and reused
 * afterwards (keyed by mood and synthesis version). Safe to call from several processes at once.
 */
export function builtinMusic(
  mood: string,
  cacheDir: string,
  opts: { signal?: AbortSignal } = {},
): Promise<MusicTrack> {
  if (!(MOODS as readonly string[]).includes(mood)) {
    return Promise.reject(new Error(`Unknown music mood "${mood}". Choose one of: ${MOODS.join(", ")}.`));
  }
  const m = mood as Mood;
  const path = join(resolve(cacheDir), "music", `builtin-${m}-v${VERSION}.flac`);
  const credit: ProviderCredit = { provider: "builtin-music", model: `${m}-v${VERSION}`, builtin: true };
  let job = pending.get(path);
  if (!job) {
    job = (async () => {
      const seconds = (() => {
        const spec = MOOD_SPECS[m];
        const bar = (60 / spec.bpm) * 4;
        const bars = Math.ceil(30 / (bar * spec.progression.length)) * spec.progression.length;
        return Math.round(bars * bar * RATE) / RATE;
      })();
      try {
        await access(path);
        return { path, durationSeconds: seconds, credit };
      } catch {
        // not cached yet
      }
      await mkdir(join(resolve(cacheDir), "music"), { recursive: true });
      const { left, right } = synthesize(m);
      const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp.flac`;
      try {
        await encodeFlac(pcm16(left, right), tmp, opts.signal);
        await rename(tmp, path);
      } finally {
        await rm(tmp, { force: true });
      }
      return { path, durationSeconds: seconds, credit };
    })();
    job.catch(() => pending.delete(path));
    pending.set(path, job);
  }
  return job;
}

/** A user's own music file, checked with ffprobe: it must exist and hold at least a second of audio. */
export async function userMusic(file: string): Promise<MusicTrack> {
  const path = resolve(file); // absolute, so the name can never be read as an ffprobe option
  let stdout: string;
  try {
    stdout = await runFfprobeRaw([
      "-show_entries",
      "stream=codec_type:format=duration",
      "-of",
      "json",
      "-i",
      path,
    ]);
  } catch (err) {
    const stderr = err instanceof FfmpegError ? err.stderr.trim() : "";
    const why = stderr ? stderr.split("\n").at(-1) : (err as Error).message;
    throw new Error(`The music file ${file} cannot be read as audio (${why}).`);
  }
  const info = JSON.parse(stdout) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
  if (!info.streams?.some((s) => s.codec_type === "audio"))
    throw new Error(`The music file ${file} has no audio.`);
  const durationSeconds = Number(info.format?.duration);
  if (!(durationSeconds >= 1)) throw new Error(`The music file ${file} is too short (under one second).`);
  return { path, durationSeconds, credit: { provider: "user", builtin: false } };
}

// What each music mood allows the composer to choose from: tempo range, keys, major or minor,
// instruments, bass figure, drum kits per energy level and relative levels.
import { MUSIC_MOODS, type MusicMood } from "@reelforge/contract/vocabularies";
import type { Instrument } from "./compose.ts";

export const MOODS = MUSIC_MOODS;
export type Mood = MusicMood;

type DrumLine = [inst: Instrument, beats: number[], level: number];

export interface MoodPalette {
  bpm: [number, number];
  /** MIDI range of the first key's tonic. */
  tonicRange: [number, number];
  minor: "always" | "never" | "sometimes";
  plucks: Instrument[];
  pads: Instrument[];
  /** The pad of the quiet sections, when it differs. */
  bridgePad?: Instrument;
  leads: Instrument[];
  /** Arpeggio notes per beat. */
  arpRates: number[];
  /** Bass notes as [beat, length in beats, octave offset in semitones]. */
  bassPattern: [number, number, number][];
  drums: { low: DrumLine[]; mid: DrumLine[]; high: DrumLine[] };
  fill?: Instrument;
  sevenths: boolean;
  padLevel: number;
  bassLevel: number;
  arpLevel: number;
  leadLevel: number;
}

const EIGHTHS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5];
const OFFBEATS = [0.5, 1.5, 2.5, 3.5];

export const MOOD_PALETTES: Record<Mood, MoodPalette> = {
  upbeat: {
    bpm: [112, 126],
    tonicRange: [57, 64],
    minor: "sometimes",
    plucks: ["piano", "guitar", "marimba"],
    pads: ["pad", "strings"],
    leads: ["lead", "bell"],
    arpRates: [2],
    bassPattern: [
      [0, 0.45, 0],
      [0.5, 0.45, 12],
      [1, 0.45, 0],
      [1.5, 0.45, 12],
      [2, 0.45, 0],
      [2.5, 0.45, 12],
      [3, 0.45, 0],
      [3.5, 0.45, 12],
    ],
    drums: {
      low: [["hat", OFFBEATS, 0.5]],
      mid: [
        ["kick", [0, 1, 2, 3], 0.9],
        ["hat", OFFBEATS, 0.7],
      ],
      high: [
        ["kick", [0, 1, 2, 3], 1],
        ["hat", OFFBEATS, 0.8],
        ["clap", [1, 3], 0.7],
      ],
    },
    fill: "snare",
    sevenths: false,
    padLevel: 0.5,
    bassLevel: 0.6,
    arpLevel: 0.55,
    leadLevel: 0.4,
  },
  calm: {
    bpm: [64, 80],
    tonicRange: [58, 67],
    minor: "sometimes",
    plucks: ["bell", "kalimba", "piano", "guitar"],
    pads: ["pad", "strings"],
    leads: ["bell", "kalimba"],
    arpRates: [1, 2],
    bassPattern: [[0, 3.8, 0]],
    drums: { low: [], mid: [["shaker", [1, 3], 0.35]], high: [["shaker", EIGHTHS, 0.35]] },
    sevenths: true,
    padLevel: 0.8,
    bassLevel: 0.45,
    arpLevel: 0.5,
    leadLevel: 0.3,
  },
  corporate: {
    bpm: [92, 108],
    tonicRange: [55, 64],
    minor: "never",
    plucks: ["piano", "guitar"],
    pads: ["pad", "strings"],
    leads: ["bell", "piano"],
    arpRates: [2],
    bassPattern: [
      [0, 0.9, 0],
      [1, 0.9, 0],
      [2, 0.9, 0],
      [3, 0.9, 0],
    ],
    drums: {
      low: [["shaker", EIGHTHS, 0.3]],
      mid: [
        ["kick", [0, 2], 0.8],
        ["shaker", EIGHTHS, 0.45],
      ],
      high: [
        ["kick", [0, 2, 2.5], 0.9],
        ["clap", [1, 3], 0.55],
        ["shaker", EIGHTHS, 0.5],
      ],
    },
    fill: "tom",
    sevenths: true,
    padLevel: 0.6,
    bassLevel: 0.6,
    arpLevel: 0.55,
    leadLevel: 0.3,
  },
  dramatic: {
    bpm: [70, 90],
    tonicRange: [57, 64],
    minor: "always",
    plucks: ["piano", "guitar"],
    pads: ["strings"],
    bridgePad: "pad",
    leads: ["strings", "bell"],
    arpRates: [2, 4],
    bassPattern: [
      [0, 1.9, 0],
      [2, 1.9, 0],
    ],
    drums: {
      low: [["kick", [0], 0.6]],
      mid: [["kick", [0, 2], 0.8]],
      high: [
        ["kick", [0, 1.5, 2], 1],
        ["tom", [3, 3.5], 0.7],
      ],
    },
    fill: "tom",
    sevenths: false,
    padLevel: 0.9,
    bassLevel: 0.7,
    arpLevel: 0.5,
    leadLevel: 0.35,
  },
  playful: {
    bpm: [116, 134],
    tonicRange: [60, 67],
    minor: "never",
    plucks: ["marimba", "kalimba", "guitar"],
    pads: ["pad"],
    leads: ["bell", "marimba", "lead"],
    arpRates: [2],
    bassPattern: [
      [0, 0.4, 0],
      [1, 0.4, 7],
      [2, 0.4, 0],
      [3, 0.4, 7],
    ],
    drums: {
      low: [["shaker", EIGHTHS, 0.35]],
      mid: [
        ["kick", [0, 2], 0.8],
        ["shaker", EIGHTHS, 0.45],
      ],
      high: [
        ["kick", [0, 2], 0.9],
        ["clap", [3], 0.6],
        ["shaker", EIGHTHS, 0.5],
      ],
    },
    fill: "clap",
    sevenths: false,
    padLevel: 0.35,
    bassLevel: 0.5,
    arpLevel: 0.55,
    leadLevel: 0.4,
  },
};

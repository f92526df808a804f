import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEspeakTts } from "../providers/builtin/espeak-tts.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";
import { alignTranscript } from "./align-transcript.ts";
import { dtwPath } from "./dtw.ts";
import { type Features, fft } from "./mfcc.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "align-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const TRANSCRIPT =
  "Fresh bread every morning. Our bakery opens at seven, and the first loaves leave the oven at eight. " +
  "Come early for warm croissants, stay for coffee, and take a sourdough home for the weekend.";

describe("alignTranscript", () => {
  it("finds each word of a narration it did not make, within 200 ms", async () => {
    const tts = createEspeakTts({ cacheDir: path.join(dir, "cache") });
    // The narration: another voice (female) at another pace (1.3x) than the aligner's own (male, 1x),
    // with 1.5 s of silence before it and 1 s after, as a clip with a quiet start would have.
    const narration = await tts.synthesize(
      TRANSCRIPT,
      { language: "English", gender: "female", speed: 1.3 },
      path.join(dir, "narration"),
    );
    const media = path.join(dir, "narration.m4a");
    await runFfmpeg([
      "-i",
      narration.audioPath,
      "-af",
      "adelay=1500:all=1,apad=pad_dur=1",
      "-c:a",
      "aac",
      "-b:a",
      "96k",
      media,
    ]);
    const aligned = await alignTranscript({
      media,
      transcript: TRANSCRIPT,
      language: "English",
      tts,
      workDir: dir,
    });
    expect(aligned.words.map((w) => w.word)).toEqual(narration.words.map((w) => w.word));
    const errors = aligned.words.map((w, i) => Math.abs(w.start - (narration.words[i]!.start + 1.5)));
    const worst = Math.max(...errors);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    console.log(
      `alignment: ${errors.length} words, mean error ${(mean * 1000).toFixed(0)} ms, worst ${(worst * 1000).toFixed(0)} ms`,
    );
    expect(worst).toBeLessThan(0.2);
    // Words keep their order and stay inside the speech.
    for (let i = 1; i < aligned.words.length; i++)
      expect(aligned.words[i]!.start).toBeGreaterThanOrEqual(aligned.words[i - 1]!.start);
    expect(aligned.words[0]!.start).toBeGreaterThan(1.3);
    expect(aligned.durationSeconds).toBeGreaterThan(narration.durationSeconds + 2.3);
  }, 60_000);
});

describe("fft and dtw", () => {
  it("finds a sine's frequency bin", () => {
    const re = Float64Array.from({ length: 64 }, (_, i) => Math.sin((2 * Math.PI * 5 * i) / 64));
    const im = new Float64Array(64);
    fft(re, im);
    const mags = Array.from(re, (r, k) => Math.hypot(r, im[k]!));
    expect(mags.indexOf(Math.max(...mags.slice(0, 32)))).toBe(5);
  });

  it("maps a sequence onto a copy of itself stretched to twice its length", () => {
    const dims = 2;
    const n = 50;
    const a: Features = {
      data: new Float32Array(n * dims),
      frames: n,
      dims,
      energy: new Float32Array(n),
      hop: 0.01,
    };
    const b: Features = {
      data: new Float32Array(2 * n * dims),
      frames: 2 * n,
      dims,
      energy: new Float32Array(2 * n),
      hop: 0.01,
    };
    for (let i = 0; i < n; i++) {
      const v = [Math.cos(i / 3), Math.sin(i / 3)];
      a.data.set(v, i * dims);
      b.data.set(v, 2 * i * dims);
      b.data.set(v, (2 * i + 1) * dims);
    }
    const { first } = dtwPath(a, { from: 0, to: n }, b, { from: 0, to: 2 * n }, 20);
    for (let i = 5; i < n - 5; i++) expect(Math.abs(first[i]! - 2 * i)).toBeLessThanOrEqual(1);
  });
});

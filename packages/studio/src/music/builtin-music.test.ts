import { execFile } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { decimate, maxNormalisedCorrelation } from "../../test/audio-measure.ts";
import { builtinMusic, synthesize, userMusic } from "./builtin-music.ts";
import { compose } from "./compose.ts";
import { MOOD_PALETTES, MOODS } from "./moods.ts";
import { MUSIC_RATE } from "./synth.ts";

const run = promisify(execFile);
const cacheDir = mkdtempSync(join(tmpdir(), "music-cache-"));
const RATE = 11025;

async function decodeMono(file: string): Promise<Int16Array> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-i", file, "-ac", "1", "-ar", String(RATE), "-f", "s16le", "-"],
    {
      encoding: "buffer",
      maxBuffer: 64 << 20,
    },
  );
  return new Int16Array(stdout.buffer, stdout.byteOffset, stdout.length >> 1);
}

async function loudness(file: string): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    "-hide_banner",
    "-nostats",
    "-i",
    file,
    "-af",
    "ebur128",
    "-f",
    "null",
    "-",
  ]);
  return Number(/I:\s+(-?[\d.]+) LUFS\s*\n\s*Threshold/.exec(stderr)?.[1]);
}

/** Tempo from the autocorrelation of the onset envelope (23 ms frames), searched over 50-200 BPM. */
function tempoBpm(x: Int16Array): number {
  const frame = 256;
  const env: number[] = [];
  let prev = 0;
  for (let i = 0; i + frame <= x.length; i += frame) {
    let e = 0;
    for (let j = 0; j < frame; j++) e += x[i + j]! ** 2;
    e = Math.log1p(e / frame);
    env.push(Math.max(0, e - prev));
    prev = e;
  }
  const framesPerMinute = (60 * RATE) / frame;
  let best = 0;
  let bestLag = 1;
  for (let lag = Math.floor(framesPerMinute / 200); lag <= Math.ceil(framesPerMinute / 50); lag++) {
    let s = 0;
    for (let i = 0; i + lag < env.length; i++) s += env[i]! * env[i + lag]!;
    if (s > best) [best, bestLag] = [s, lag];
  }
  return framesPerMinute / bestLag;
}

describe("builtinMusic", () => {
  it("makes beds at background level, at least as long as the video, whose tempo follows the mood", async () => {
    const tempos: number[] = [];
    // The tempo is measured from onsets where a kick marks every beat (upbeat); the calm bed is only
    // checked for level and length.
    for (const mood of ["upbeat", "calm"] as const) {
      const track = await builtinMusic(mood, cacheDir, { seed: 7, seconds: 41 });
      expect(track.credit).toEqual({ provider: "builtin-music", model: `${mood}-v3`, builtin: true });
      expect(track.durationSeconds).toBe(50); // the next 10 s step with room for the fade
      const lufs = await loudness(track.path);
      expect(lufs).toBeGreaterThan(-24);
      expect(lufs).toBeLessThan(-14);
      const x = await decodeMono(track.path);
      expect(Math.abs(x.length / RATE - track.durationSeconds)).toBeLessThan(0.05);
      const spec = compose(mood, 7).bpm;
      const [lo, hi] = MOOD_PALETTES[mood].bpm;
      expect(spec).toBeGreaterThanOrEqual(lo);
      expect(spec).toBeLessThanOrEqual(hi);
      tempos.push(spec);
      if (mood !== "upbeat") continue;
      const bpm = tempoBpm(x);
      expect(
        [0.5, 1, 2].some((k) => Math.abs(bpm / (spec * k) - 1) < 0.04),
        `${mood}: ${bpm} vs ${spec}`,
      ).toBe(true);
    }
    expect(Math.abs(tempos[0]! - tempos[1]!)).toBeGreaterThan(10);
  });

  it("composes a different piece for each video and the same one again for the same seed", () => {
    const r = MUSIC_RATE / 16;
    const a = decimate(synthesize("upbeat", 1001, 30).left, 16);
    const again = decimate(synthesize("upbeat", 1001, 30).left, 16);
    expect(again).toEqual(a);
    const first20 = a.subarray(0, 20 * r);
    for (const seed of [1002, 31337]) {
      const b = decimate(synthesize("upbeat", seed, 30).left, 16);
      // Best alignment of the first 20 s anywhere in the other piece: far from the same music.
      expect(maxNormalisedCorrelation(first20, b).value).toBeLessThan(0.6);
    }
  });

  it("never restarts: a 3-minute bed has no repeat of its first 20 seconds", () => {
    const r = MUSIC_RATE / 16;
    for (const [mood, seed] of [
      ["upbeat", 5],
      ["calm", 11],
    ] as const) {
      const x = decimate(synthesize(mood, seed, 180).left, 16);
      const first20 = x.subarray(0, 20 * r);
      // A loop restarting would match at ~1.0; the same chords under new figures stay well below.
      const best = maxNormalisedCorrelation(first20, x, 20 * r);
      expect(best.value, `${mood} at ${best.lag / r} s`).toBeLessThan(0.7);
      expect(maxNormalisedCorrelation(first20, x, 0, 0).value).toBeGreaterThan(0.999);
    }
  });

  it("continues a shorter bed sample for sample when the video is longer", () => {
    const short = synthesize("corporate", 9, 30).left;
    const long = synthesize("corporate", 9, 90).left;
    expect(long.length).toBe(short.length * 3);
    expect(long.subarray(0, short.length - MUSIC_RATE)).toEqual(short.subarray(0, short.length - MUSIC_RATE));
  });

  it("reuses the cached file instead of synthesizing again", async () => {
    const first = await builtinMusic("upbeat", cacheDir, { seed: 3, seconds: 20 });
    const mtime = statSync(first.path).mtimeMs;
    const started = performance.now();
    const again = await builtinMusic("upbeat", cacheDir, { seed: 3, seconds: 25 });
    expect(performance.now() - started).toBeLessThan(50);
    expect(again.path).toBe(first.path);
    expect(statSync(again.path).mtimeMs).toBe(mtime);
  });

  it("rejects unknown moods", async () => {
    await expect(builtinMusic("sad", cacheDir)).rejects.toThrow(/Unknown music mood "sad".*upbeat, calm/);
    expect(MOODS).toContain("dramatic");
    expect(compose("dramatic", 1).minor).toBe(true);
  });
});

describe("userMusic", () => {
  it("accepts an audio file and reports its duration", async () => {
    const dir = mkdtempSync(join(tmpdir(), "user-music-"));
    const file = join(dir, "song.m4a");
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=330:duration=2",
      "-c:a",
      "aac",
      file,
    ]);
    const m = await userMusic(file);
    expect(m.durationSeconds).toBeGreaterThan(1.9);
    expect(m.credit).toEqual({ provider: "user", builtin: false });
  });

  it("rejects missing, non-audio and too-short files with a clear message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "user-music-"));
    await expect(userMusic(join(dir, "nope.mp3"))).rejects.toThrow(/cannot be read as audio/);
    const text = join(dir, "notes.mp3");
    writeFileSync(text, "not music at all");
    await expect(userMusic(text)).rejects.toThrow(/cannot be read as audio|has no audio/);
    const png = join(dir, "image.png");
    await run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=red:s=16x16", "-frames:v", "1", png]);
    await expect(userMusic(png)).rejects.toThrow(/has no audio/);
    const blip = join(dir, "blip.wav");
    await run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=duration=0.3", blip]);
    await expect(userMusic(blip)).rejects.toThrow(/too short/);
  });
});

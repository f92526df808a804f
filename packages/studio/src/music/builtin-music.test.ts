import { execFile } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { builtinMusic, MOOD_SPECS, MOODS, userMusic } from "./builtin-music.ts";

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
  it("makes gentle, loopable tracks at background level whose tempo follows the mood", async () => {
    const tempos: number[] = [];
    for (const mood of ["upbeat", "calm"] as const) {
      const track = await builtinMusic(mood, cacheDir);
      expect(track.credit).toEqual({ provider: "builtin-music", model: `${mood}-v2`, builtin: true });
      expect(track.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(track.durationSeconds).toBeLessThanOrEqual(60);
      const lufs = await loudness(track.path);
      expect(lufs).toBeGreaterThan(-24);
      expect(lufs).toBeLessThan(-16);
      const x = await decodeMono(track.path);
      expect(Math.abs(x.length / RATE - track.durationSeconds)).toBeLessThan(0.05);
      // The wrap from the last sample to the first is no bigger a step than the music makes anyway.
      const steps = new Int32Array(x.length - 1);
      for (let i = 0; i < steps.length; i++) steps[i] = Math.abs(x[i + 1]! - x[i]!);
      steps.sort();
      expect(Math.abs(x[0]! - x[x.length - 1]!)).toBeLessThanOrEqual(
        steps[Math.floor(steps.length * 0.999)]!,
      );
      const bpm = tempoBpm(x);
      const spec = MOOD_SPECS[mood].bpm;
      expect(
        [0.5, 1, 2].some((k) => Math.abs(bpm / (spec * k) - 1) < 0.04),
        `${mood}: ${bpm} vs ${spec}`,
      ).toBe(true);
      tempos.push(bpm);
    }
    expect(Math.abs(tempos[0]! - tempos[1]!)).toBeGreaterThan(10);
  });

  it("differs by mood in tempo, key or mode", () => {
    const signatures = MOODS.map((m) => `${MOOD_SPECS[m].bpm}/${MOOD_SPECS[m].tonic}/${MOOD_SPECS[m].minor}`);
    expect(new Set(signatures).size).toBe(MOODS.length);
    expect(MOOD_SPECS.dramatic.minor).toBe(true);
  });

  it("reuses the cached file instead of synthesizing again", async () => {
    const first = await builtinMusic("upbeat", cacheDir);
    const mtime = statSync(first.path).mtimeMs;
    const started = performance.now();
    const again = await builtinMusic("upbeat", cacheDir);
    expect(performance.now() - started).toBeLessThan(50);
    expect(again.path).toBe(first.path);
    expect(statSync(again.path).mtimeMs).toBe(mtime);
  });

  it("rejects unknown moods", async () => {
    await expect(builtinMusic("sad", cacheDir)).rejects.toThrow(/Unknown music mood "sad".*upbeat, calm/);
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

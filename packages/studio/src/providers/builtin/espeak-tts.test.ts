import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { ProviderError, type SpeechResult } from "../types.ts";
import { createEspeakTts } from "./espeak-tts.ts";

const run = promisify(execFile);
const cacheDir = mkdtempSync(join(tmpdir(), "espeak-cache-"));
const outDir = mkdtempSync(join(tmpdir(), "espeak-out-"));
const tts = createEspeakTts({ cacheDir });

async function meanVolumeDb(file: string): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    "-hide_banner",
    "-nostats",
    "-i",
    file,
    "-af",
    "volumedetect",
    "-f",
    "null",
    "-",
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
}

async function probe(file: string): Promise<{ channels: number; sampleRate: number; duration: number }> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=channels,sample_rate:format=duration",
    "-of",
    "json",
    file,
  ]);
  const j = JSON.parse(stdout) as {
    streams: { channels: number; sample_rate: string }[];
    format: { duration: string };
  };
  return {
    channels: j.streams[0]!.channels,
    sampleRate: Number(j.streams[0]!.sample_rate),
    duration: Number(j.format.duration),
  };
}

/** Median fundamental frequency of voiced 40 ms frames, by autocorrelation over 70-400 Hz. */
function medianPitchHz(wavFile: string): number {
  const buf = readFileSync(wavFile);
  const rate = buf.readUInt32LE(24);
  const pcm = new Int16Array(buf.buffer, buf.byteOffset + 44, (buf.length - 44) >> 1);
  const frame = Math.round(rate * 0.04);
  const pitches: number[] = [];
  for (let at = 0; at + frame * 2 < pcm.length; at += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += pcm[at + i]! ** 2;
    if (Math.sqrt(energy / frame) < 1500) continue; // unvoiced or quiet
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(rate / 400); lag <= Math.ceil(rate / 70); lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += pcm[at + i]! * pcm[at + i + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag > 0) pitches.push(rate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[pitches.length >> 1] ?? 0;
}

function expectSaneTimings(r: SpeechResult, text: string) {
  expect(r.words.length).toBeGreaterThan(0);
  let prev = 0;
  for (const w of r.words) {
    expect(w.start).toBeGreaterThanOrEqual(prev);
    expect(w.end).toBeGreaterThanOrEqual(w.start);
    prev = w.end;
  }
  expect(r.words.at(-1)!.end).toBeLessThanOrEqual(r.durationSeconds);
  // Every character of the text appears in the captions, in order.
  expect(
    r.words
      .map((w) => w.word)
      .join("")
      .replace(/\s+/g, ""),
  ).toBe(text.replace(/\s+/g, ""));
}

describe("createEspeakTts", () => {
  beforeAll(async () => {
    // First use compiles the helper; later tests measure synthesis only.
    await tts.synthesize("Ready.", { language: "en", gender: "male" }, outDir);
  });

  it("speaks English into a mono WAV with word timings from the engine", async () => {
    const text = "Most people think productivity is about doing more. It is not, it's about focus!";
    const r = await tts.synthesize(text, { language: "English", gender: "female" }, outDir);
    expectSaneTimings(r, text);
    expect(r.words.map((w) => w.word)).toEqual(text.split(" "));
    expect(r.timingSource).toBe("engine");
    expect(r.credit).toEqual({ provider: "espeak-ng", model: "en-us+f3", builtin: true });
    const info = await probe(r.audioPath);
    expect(info.channels).toBe(1);
    expect(info.sampleRate).toBe(22050);
    expect(Math.abs(info.duration - r.durationSeconds)).toBeLessThan(0.01);
    expect(r.durationSeconds).toBeGreaterThan(3);
    expect(r.durationSeconds).toBeLessThan(8);
    expect(await meanVolumeDb(r.audioPath)).toBeGreaterThan(-35);
    // Silence trimmed: speech starts and ends within 100 ms of the file's edges.
    expect(r.words[0]!.start).toBeLessThan(0.1);
    expect(r.durationSeconds - r.words.at(-1)!.end).toBeLessThan(0.1);
  });

  it("times Chinese, Hindi, Arabic and Korean words", async () => {
    for (const [language, text, words] of [
      ["Mandarin Chinese", "我们今天学习中文。这是一个很好的产品。", 8],
      ["Hindi", "नमस्ते दुनिया, यह एक परीक्षण है।", 6],
      ["Arabic", "مرحبا بالعالم، هذا اختبار.", 4],
      ["Korean", "안녕하세요 세계, 반갑습니다.", 3],
    ] as const) {
      const r = await tts.synthesize(text, { language, gender: "male" }, outDir);
      expectSaneTimings(r, text);
      expect(r.words.length, language).toBeGreaterThanOrEqual(words);
      expect(await meanVolumeDb(r.audioPath), language).toBeGreaterThan(-35);
    }
  });

  it("keeps a number read as several words as one caption word", async () => {
    const r = await tts.synthesize(
      "In 1999 it cost 3.5 dollars.",
      { language: "en", gender: "male" },
      outDir,
    );
    expect(r.words.map((w) => w.word)).toEqual(["In", "1999", "it", "cost", "3.5", "dollars."]);
  });

  it("gives female voices a higher pitch than male voices", async () => {
    const text = "The weather is lovely today, so we are going for a long walk.";
    const male = await tts.synthesize(text, { language: "en", gender: "male" }, outDir);
    const female = await tts.synthesize(text, { language: "en", gender: "female" }, outDir);
    const [m, f] = [medianPitchHz(male.audioPath), medianPitchHz(female.audioPath)];
    expect(m).toBeGreaterThan(70);
    expect(f / m).toBeGreaterThan(1.3);
  });

  it("maps English accents to different voices and audio", async () => {
    const hashes = new Set<string>();
    const models = new Set<string>();
    for (const accent of ["us", "british", "scottish", "caribbean"]) {
      const r = await tts.synthesize(
        "Water, tomato and car.",
        { language: "en", gender: "male", accent },
        outDir,
      );
      models.add(r.credit.model!);
      hashes.add(createHash("sha256").update(readFileSync(r.audioPath)).digest("hex"));
    }
    expect(models.size).toBe(4);
    expect(hashes.size).toBe(4);
  });

  it("speaks faster at a higher speed", async () => {
    const text = "Speed changes how long this sentence takes to say.";
    const normal = await tts.synthesize(text, { language: "en", gender: "male", speed: 1 }, outDir);
    const fast = await tts.synthesize(text, { language: "en", gender: "male", speed: 1.5 }, outDir);
    expect(fast.durationSeconds / normal.durationSeconds).toBeLessThan(0.8);
  });

  it("synthesizes a two-second sentence in well under a second", async () => {
    // About 20 ms on an idle machine; the bound leaves room for other test files sharing the cores.
    const started = performance.now();
    const r = await tts.synthesize(
      "This is a short sentence to time.",
      { language: "en", gender: "female" },
      outDir,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.durationSeconds).toBeGreaterThan(1.2);
  });

  it("rejects empty text, unknown languages, accents, speeds and voice ids with provider errors", async () => {
    const voice = { language: "en", gender: "male" } as const;
    await expect(tts.synthesize(" ... ", voice, outDir)).rejects.toThrow(/no text to speak/);
    await expect(tts.synthesize("Hi.", { ...voice, language: "Elvish" }, outDir)).rejects.toThrow(
      /Unknown language "Elvish"/,
    );
    await expect(tts.synthesize("Hi.", { ...voice, accent: "martian" }, outDir)).rejects.toThrow(
      /Unknown English accent/,
    );
    await expect(tts.synthesize("Hi.", { ...voice, speed: 5 }, outDir)).rejects.toThrow(
      /Speed must be between/,
    );
    await expect(tts.synthesize("Hi.", { ...voice, voiceId: "en; rm -rf /" }, outDir)).rejects.toBeInstanceOf(
      ProviderError,
    );
    await expect(tts.synthesize("Hi.", { ...voice, voiceId: "zz-nothing" }, outDir)).rejects.toThrow(
      /unknown espeak-ng voice/,
    );
  });
});

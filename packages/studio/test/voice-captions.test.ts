// Speech said in words, captions as written: a real render of narrations with a price, an address and
// words in other scripts, checked by the output checker (caption events within 50 ms of spoken words).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkVideo } from "../src/check/check-video.ts";
import { createEspeakTts } from "../src/providers/builtin/espeak-tts.ts";
import { renderStoryboard } from "../src/render/render-storyboard.ts";
import { parseStoryboard } from "../src/storyboard/schema.ts";
import { tempDir, testMusic } from "./fixtures.ts";

let dir: string;
let music: string;

beforeAll(async () => {
  dir = await tempDir();
  music = await testMusic(path.join(dir, "music.wav"));
});

async function render(language: string, texts: string[], name: string, style = "karaoke") {
  const tts = createEspeakTts({ cacheDir: path.join(dir, "cache") });
  const scenes = [];
  for (const [i, narration] of texts.entries()) {
    const speech = await tts.synthesize(narration, { language, gender: "female" }, path.join(dir, "speech"));
    scenes.push({
      id: `s${i}`,
      narration,
      visual: { kind: "color", color: "#1e3a8a" },
      speech: { ...speech, key: narration },
    });
  }
  const sb = parseStoryboard({
    version: 1,
    format: { aspect: "9:16", width: 270, height: 480, fps: 30 },
    voice: { language, gender: "female" },
    captions: { style },
    music: { file: music, volume: 0.3 },
    scenes,
  });
  const out = path.join(dir, `${name}.mp4`);
  const r = await renderStoryboard(sb, {
    out,
    cacheDir: path.join(dir, "cache"),
    workDir: path.join(dir, `w-${name}`),
    musicPath: music,
    encoder: { preset: "superfast" },
  });
  const report = await checkVideo(out, { cacheDir: path.join(dir, "cache") });
  return { report, srt: await readFile(r.srt, "utf8") };
}

describe("captions of normalised speech", () => {
  it("show prices, addresses and other scripts as written, in time with the voice", async () => {
    const { report, srt } = await render(
      "English",
      ["Only $59 at reelforge.com, from 10:30 on 2026-12-04.", "Try 寿司 and مرحبا with us, 20% off!"],
      "en",
    );
    const failed = Object.entries(report.checks).filter(([, c]) => !c.ok);
    expect(failed, JSON.stringify(failed)).toEqual([]);
    expect(report.checks.captionTiming!.ok).toBe(true);
    for (const written of ["$59", "reelforge.com", "10:30", "2026-12-04", "寿司", "مرحبا", "20%"])
      expect(srt).toContain(written);
    expect(srt).not.toMatch(/dollars|\bdot\b|percent|December/);
  });

  it("show Japanese as written while the voice reads kana", async () => {
    const { report, srt } = await render(
      "Japanese",
      ["今日は天気がいいです。東京で$59のコーヒーを買いました。"],
      "ja",
    );
    expect(report.checks.captionTiming!.ok, JSON.stringify(report.checks.captionTiming)).toBe(true);
    expect(srt).toContain("今日は");
    expect(srt).toContain("$59");
    expect(srt).not.toMatch(/キョーワ|トーキョー|ドル/); // the kana the voice was given
  });

  // The voice gives each word of an unspaced script with its own time: captions must not re-split
  // "10:30" into "10:" + "30" or "か月" into "か" + "月" and guess times for the pieces.
  it.each([
    ["Chinese", "zh", ["我们早上10:30开门，咖啡只要$5。", "三个月以后，价格是12欧元。"], ["10:30", "$5"]],
    [
      "Japanese",
      "ja2",
      ["朝10:30に開店します。コーヒーは$5です。", "3か月後、価格は12ユーロになります。"],
      ["10:30", "$5"],
    ],
  ])(
    "time %s captions with clock times and prices on spoken words",
    async (language, name, texts, written) => {
      // Two words a cue: a clock time cut in two would start a cue between spoken words.
      const { report, srt } = await render(language, texts, name, "banger");
      expect(report.checks.captionTiming!.ok, JSON.stringify(report.checks.captionTiming)).toBe(true);
      expect(report.checks.captionCoverage!.ok, JSON.stringify(report.checks.captionCoverage)).toBe(true);
      for (const w of written) expect(srt).toContain(w);
    },
  );
});

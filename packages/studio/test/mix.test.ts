// The music bed as a listener meets it, measured from the stems of real renders: how far under the voice
// it sits while the voice speaks, that it does not rise in the short pauses between words (no pumping),
// that two videos do not share one piece, and that the finished mix is still at -14 LUFS.
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import { renderVideo } from "../src/pipelines/render.ts";
import type { Storyboard } from "../src/storyboard/schema.ts";
import { decimate, decodeMono, loudnessOver, maxNormalisedCorrelation, rmsDb } from "./audio-measure.ts";
import { tempDir, testMusic } from "./fixtures.ts";

const run = promisify(execFile);
const fast = { preset: "superfast" as const, crf: 23, threads: 0 };
const RATE = 8000;

const SCRIPT_A = [
  "Most small businesses post every day, but only a few see real growth. The difference is not luck. It is not a bigger budget either.",
  "The brands that win tell one clear story. They open with a hook, they show the product working, and they finish with one simple step.",
].join("\n\n");
const SCRIPT_B =
  "Our bakery in Lisbon bakes sourdough every morning. Subscribe for twelve euros a week, and fresh bread arrives every Friday.";

let dir: string;
let cacheDir: string;

beforeAll(async () => {
  dir = await tempDir("studio-mix-");
  cacheDir = path.join(dir, "cache");
});

async function render(script: string, name: string) {
  const r = await facelessVideo(
    { script, out: path.join(dir, `${name}.mp4`), music: "upbeat", scale: 0.25, encoder: fast, stems: true },
    { cacheDir },
  );
  const sb = JSON.parse(await readFile(r.storyboard, "utf8")) as Storyboard & {
    meta: { render: { scenes: { offsetSeconds: number; voiceStartSeconds: number }[] } };
  };
  // Every spoken word on the video's time line.
  const words = sb.scenes.flatMap((scene, i) => {
    const at = sb.meta.render.scenes[i]!.offsetSeconds + sb.meta.render.scenes[i]!.voiceStartSeconds;
    return (scene.speech?.words ?? []).map((w) => ({ start: at + w.start, end: at + w.end }));
  });
  return { r, sb, words };
}

describe("music bed under the voice", () => {
  it("sits 15-22 dB under the voice while it speaks and does not rise in short pauses", async () => {
    const { r, words } = await render(SCRIPT_A, "a");
    expect(r.stems?.voice).toBe(path.join(dir, "a.voice.wav"));
    expect(r.stems?.music).toBe(path.join(dir, "a.music.wav"));
    // Windows where the voice speaks: the words, joined across gaps under 0.7 s.
    const speaking: { start: number; end: number }[] = [];
    for (const w of words) {
      const last = speaking.at(-1);
      if (last && w.start - last.end < 0.7) last.end = Math.max(last.end, w.end);
      else speaking.push({ ...w });
    }
    const voice = await loudnessOver(r.stems!.voice, speaking);
    const music = await loudnessOver(r.stems!.music!, speaking);
    const under = voice - music;
    console.log(
      `bed under the voice while it speaks: ${under.toFixed(1)} dB (voice ${voice}, music ${music} LUFS)`,
    );
    expect(under).toBeGreaterThanOrEqual(15);
    expect(under).toBeLessThanOrEqual(22);

    // The gain on the bed over time: the music stem against the bed it was made from (in the cache).
    const beds = (await readdir(path.join(cacheDir, "music"))).filter((f) => f.endsWith(".wav"));
    expect(beds).toHaveLength(1);
    const bed = await decodeMono(path.join(cacheDir, "music", beds[0]!), RATE);
    const stem = await decodeMono(r.stems!.music!, RATE);
    const gain = (a: number, b: number) => rmsDb(stem, RATE, a, b) - rmsDb(bed, RATE, a, b);
    const pauses = words
      .slice(1)
      .map((w, i) => ({ start: words[i]!.end, end: w.start }))
      .filter((p) => p.end - p.start > 0.15 && p.end - p.start < 0.7);
    expect(pauses.length).toBeGreaterThan(2);
    const rises = pauses.map(
      (p) => gain(p.start, p.end) - (gain(p.start - 1, p.start) + gain(p.end, p.end + 1)) / 2,
    );
    console.log(`bed gain change in ${pauses.length} pauses: max ${Math.max(...rises).toFixed(2)} dB`);
    for (const rise of rises) expect(rise).toBeLessThan(1);

    // The thumbnail is a designed cover, not one of the video's frames.
    const frame = async (args: string[]) =>
      (
        await run(
          "ffmpeg",
          ["-v", "error", ...args, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "-"],
          {
            encoding: "buffer",
            maxBuffer: 1 << 26,
          },
        )
      ).stdout;
    const thumb = await frame(["-i", r.thumbnail]);
    for (const t of [0.3, 1, 2]) {
      const f = await frame(["-ss", String(t), "-i", r.video]);
      expect(f.length).toBe(thumb.length);
      let d = 0;
      for (let i = 0; i < f.length; i++) d += Math.abs(f[i]! - thumb[i]!);
      expect(d / f.length).toBeGreaterThan(8);
    }

    // The finished video is still at -14 LUFS.
    const { stderr } = await run("ffmpeg", [
      "-hide_banner",
      "-nostats",
      "-i",
      r.video,
      "-af",
      "ebur128",
      "-f",
      "null",
      "-",
    ]);
    const lufs = Number(/I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf("Summary:")))?.[1]);
    expect(Math.abs(lufs + 14)).toBeLessThan(1);
  });

  it("puts a user's own MP3 under the voice at the same level, decoded once", async () => {
    const saved = JSON.parse(await readFile(path.join(dir, "a.storyboard.json"), "utf8")) as Storyboard;
    const wav = await testMusic(path.join(dir, "own.wav"));
    const mp3 = path.join(dir, "own.mp3");
    await run("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-i",
      wav,
      "-ac",
      "1",
      "-ar",
      "44100",
      "-c:a",
      "libmp3lame",
      mp3,
    ]);
    const withOwn = { ...saved, music: { file: mp3, volume: 0.25 } };
    const r = await renderVideo(
      withOwn,
      { out: path.join(dir, "own.mp4"), encoder: fast, stems: true },
      { cacheDir },
    );
    const sb = JSON.parse(await readFile(r.storyboard, "utf8")) as Storyboard & {
      meta: { render: { scenes: { offsetSeconds: number; voiceStartSeconds: number }[] } };
    };
    const speaking = sb.scenes.map((scene, i) => {
      const at = sb.meta.render.scenes[i]!.offsetSeconds + sb.meta.render.scenes[i]!.voiceStartSeconds;
      const words = scene.speech?.words ?? [];
      return { start: at + words[0]!.start, end: at + words.at(-1)!.end };
    });
    const under =
      (await loudnessOver(r.stems!.voice, speaking)) - (await loudnessOver(r.stems!.music!, speaking));
    expect(under).toBeGreaterThanOrEqual(15);
    expect(under).toBeLessThanOrEqual(22);
    // The MP3 (mono, 44.1 kHz, 4 s, looped under the whole video) was decoded once into the cache.
    expect(await readdir(path.join(cacheDir, "music-pcm"), { recursive: true })).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.wav$/)]),
    );
    const stem = await decodeMono(r.stems!.music!, RATE);
    expect(rmsDb(stem, RATE, r.durationSeconds - 6, r.durationSeconds - 3)).toBeGreaterThan(-60);
  });

  it("gives two videos different music", async () => {
    const [a, b] = await Promise.all([
      decodeMono(path.join(dir, "a.music.wav"), RATE),
      render(SCRIPT_B, "b").then((x) => decodeMono(x.r.stems!.music!, RATE)),
    ]);
    const first = decimate(a, 4).subarray(0, 5 * (RATE / 4));
    // The best match of a's opening anywhere in b is far from the same music.
    expect(maxNormalisedCorrelation(first, decimate(b, 4)).value).toBeLessThan(0.6);
  });
});

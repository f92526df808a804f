// Scenes show what their narration names: real renders of scripts written for these tests, judged from
// the storyboard (which words each picture was chosen for, when each visual beat starts) and from the
// frames (a new beat changes the picture).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import { generateImage } from "../src/pipelines/image.ts";
import { runFfmpeg, runFfprobe } from "../src/render/run-ffmpeg.ts";
import type { Storyboard } from "../src/storyboard/schema.ts";
import { tempDir } from "./fixtures.ts";

let dir: string;
let cacheDir: string;
const fast = { preset: "ultrafast" as const, crf: 28, threads: 0 };

beforeAll(async () => {
  dir = await tempDir("studio-visuals-");
  cacheDir = path.join(dir, "cache");
});

const SCRIPT_EN = [
  "My travel mug keeps coffee hot for six hours on the road.",
  "The battery lasts a whole week, and it charges in an hour.",
  "Our family bakery in Lisbon bakes sourdough bread every morning.",
  "Join the weekly subscription for 12 euros a month.",
  "Fresh loaves are delivered to your door every Friday.",
  "The physiotherapy clinic helps runners recover after a marathon.",
  "Book your massage online through our app in one minute.",
  "The new vegan ramen restaurant opens downtown this Saturday.",
  "Every guest gets free noodles and a cold lemonade.",
  "Follow us for more recipes from the kitchen.",
].join("\n\n");

/** Scenes with a picture chosen for a word of their own narration, out of all scenes. */
function ownWordShare(sb: Storyboard): number {
  const own = sb.scenes.filter((s) =>
    (s.visuals ?? []).some(
      (v) =>
        v.source !== "designer" &&
        v.source !== "kinetic-text" &&
        v.source !== "caption-emoji" &&
        v.keywords.some((k) => s.narration.toLowerCase().includes(k.toLowerCase())),
    ),
  );
  return own.length / sb.scenes.length;
}

/** Start times of each scene's visual beats (distinct layers), with the scene's length. */
function beatsOf(sb: Storyboard): { starts: number[]; seconds: number }[] {
  return sb.scenes.map((s) => {
    const bg = s.visuals?.find((v) => v.source === "designer");
    // Pictures only: kinetic text (a fact in large type) is not a new picture.
    const pictures = (s.visuals ?? []).filter((v) => v.layer && v.source !== "kinetic-text");
    const starts = [...new Set(pictures.map((v) => v.start))].sort((a, b) => a - b);
    return { starts, seconds: bg?.duration ?? 0 };
  });
}

/** Longest stretch of a scene without a new visual beat. */
function longestBeat(b: { starts: number[]; seconds: number }): number {
  const edges = [...b.starts, b.seconds];
  let longest = 0;
  for (let i = 0; i + 1 < edges.length; i++) longest = Math.max(longest, edges[i + 1]! - edges[i]!);
  return longest;
}

/** RGB of the centre third of the frame at `t`, scaled down to 12x12. */
async function centre(video: string, t: number): Promise<Buffer> {
  const out = path.join(dir, `c-${path.basename(video)}-${t}.rgb`);
  await runFfmpeg([
    "-ss",
    t.toFixed(3),
    "-i",
    video,
    "-frames:v",
    "1",
    "-vf",
    "crop=iw/2:ih/3:iw/4:ih/5,scale=12:12:flags=area",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    out,
  ]);
  return readFile(out);
}

const meanDiff = (a: Buffer, b: Buffer) => a.reduce((acc, v, i) => acc + Math.abs(v - b[i]!), 0) / a.length;

describe("visuals that depict the narration", () => {
  it("on TikTok: at least 90% of scenes show a picture of their own words, a new beat at least every 3.5 s", async () => {
    const r = await facelessVideo(
      { script: SCRIPT_EN, platform: "TikTok", scale: 0.25, encoder: fast, out: path.join(dir, "tt.mp4") },
      { cacheDir },
    );
    const sb = r.storyboardData;
    expect(sb.scenes.length).toBeGreaterThanOrEqual(8);
    expect(ownWordShare(sb)).toBeGreaterThanOrEqual(0.9);
    for (const [i, b] of beatsOf(sb).entries()) {
      expect(b.starts.length, `scene ${i + 1}`).toBeGreaterThan(0);
      expect(longestBeat(b), `scene ${i + 1}: ${sb.scenes[i]!.narration}`).toBeLessThanOrEqual(3.5);
    }
    // The subjects a viewer would expect, each chosen for its word.
    const shown = new Map<string, string>();
    for (const v of sb.scenes.flatMap((s) => s.visuals ?? [])) {
      shown.set(v.id, `${shown.get(v.id) ?? ""} ${v.keywords.join(" ")}`);
    }
    for (const [id, word] of [
      ["fluent-emoji-flat:hot-beverage", /mug|coffee/],
      ["fluent-emoji-flat:battery", /battery/],
      ["fluent-emoji-flat:baguette-bread", /bakery/],
      ["reelforge:storefront", /bakery/],
      ["fluent-emoji-flat:cityscape", /Lisbon/],
      ["fluent-emoji-flat:euro-banknote", /euros/],
      ["fluent-emoji-flat:calendar", /Friday|weekly/],
      ["fluent-emoji-flat:steaming-bowl", /ramen|noodles/],
    ] as const) {
      expect(shown.get(id), id).toMatch(word);
    }
    // Every illustration carries its licence and author.
    const illustrations = sb.scenes
      .flatMap((s) => s.visuals ?? [])
      .filter((v) => v.source === "illustration");
    for (const v of illustrations) {
      expect(v.license).toMatch(/^(MIT|ReelForge \(own artwork\))$/);
      expect(v.attribution?.author).toBeTruthy();
    }
    expect(sb.credits).toContainEqual({
      part: "visuals",
      credit: expect.objectContaining({
        provider: "illustration",
        attribution: expect.objectContaining({ licence: "MIT" }),
      }),
    });
    // The file is a real video of the storyboard's length, 270x480.
    const probe = await runFfprobe(r.video);
    const v = probe.streams.find((s) => s.codec_type === "video")!;
    expect([v.width, v.height]).toEqual([270, 480]);
    expect(Number(probe.format.duration)).toBeCloseTo(r.durationSeconds, 0);
    // A new beat changes what the centre of the frame shows: the third scene (bakery, Lisbon, bread).
    const saved = JSON.parse(await readFile(r.storyboard, "utf8")) as Storyboard;
    const render = saved.meta.render as { scenes: { offsetSeconds: number }[] };
    const third = beatsOf(sb)[2]!;
    expect(third.starts.length).toBeGreaterThan(1);
    const at = (k: number) =>
      render.scenes[2]!.offsetSeconds + (third.starts[k]! + (third.starts[k + 1] ?? third.seconds)) / 2;
    const [a, b] = [await centre(r.video, at(0)), await centre(r.video, at(1))];
    expect(meanDiff(a, b)).toBeGreaterThan(12);
  });

  it("on YouTube: calmer beats, still chosen for the scene's words; other languages find their words too", async () => {
    const [yt, es, ja] = await Promise.all([
      facelessVideo(
        { script: SCRIPT_EN, platform: "Youtube", scale: 0.25, encoder: fast, out: path.join(dir, "yt.mp4") },
        { cacheDir },
      ),
      facelessVideo(
        {
          script:
            "Nuestra panadería familiar hornea pan de masa madre cada mañana.\n\nLa suscripción semanal cuesta 12 euros.\n\nEntregamos el pan cada viernes en bicicleta.",
          language: "Spanish",
          platform: "Instagram",
          scale: 0.25,
          encoder: fast,
          out: path.join(dir, "es.mp4"),
        },
        { cacheDir },
      ),
      facelessVideo(
        {
          script: "毎朝、焼きたてのパンとコーヒーをどうぞ。\n\n毎週金曜日に自転車でお届けします。",
          language: "Japanese",
          platform: "TikTok",
          scale: 0.25,
          encoder: fast,
          out: path.join(dir, "ja.mp4"),
        },
        { cacheDir },
      ),
    ]);
    expect(ownWordShare(yt.storyboardData)).toBeGreaterThanOrEqual(0.9);
    const ytBeats = beatsOf(yt.storyboardData);
    for (const b of ytBeats) expect(longestBeat(b)).toBeLessThanOrEqual(6.6);
    const rate = (bs: ReturnType<typeof beatsOf>) =>
      bs.reduce((a, b) => a + b.starts.length, 0) / bs.reduce((a, b) => a + b.seconds, 0);
    const tt = beatsOf(
      (
        await facelessVideo(
          {
            script: SCRIPT_EN,
            platform: "TikTok",
            scale: 0.25,
            encoder: fast,
            out: path.join(dir, "tt2.mp4"),
          },
          { cacheDir },
        )
      ).storyboardData,
    );
    expect(rate(ytBeats)).toBeLessThan(rate(tt));
    for (const r of [es, ja]) {
      expect(ownWordShare(r.storyboardData), r.storyboardData.voice.language).toBeGreaterThanOrEqual(0.9);
    }
    const ids = (r: typeof es) => r.storyboardData.scenes.flatMap((s) => (s.visuals ?? []).map((v) => v.id));
    expect(ids(es)).toEqual(
      expect.arrayContaining(["fluent-emoji-flat:baguette-bread", "fluent-emoji-flat:calendar"]),
    );
    expect(ids(ja)).toEqual(
      expect.arrayContaining(["fluent-emoji-flat:hot-beverage", "fluent-emoji-flat:calendar"]),
    );
  });
});

describe("image generator offline", () => {
  it("draws the subjects of the prompt (bread and a shop at dawn), no text, labelled as an illustration", async () => {
    const out = path.join(dir, "bakery.png");
    const r = await generateImage(
      { prompt: "a cozy bakery storefront with fresh croissants at dawn", out },
      { cacheDir, workDir: await tempDir("studio-img-") },
    );
    expect(r.credit).toMatchObject({ provider: "illustration", builtin: true });
    const ids = r.composition?.subjects.map((s) => s.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(["fluent-emoji-flat:croissant", "reelforge:storefront"]));
    expect(ids.some((id) => /bread|croissant/.test(id))).toBe(true);
    expect(r.composition?.setting).toMatchObject({ sky: "dawn" });
    const probe = await runFfprobe(out);
    expect(probe.streams[0]).toMatchObject({ width: 1024, height: 1024 });
  });

  it("draws the animal a breed names, in its setting (a golden retriever on a beach, a husky in the snow)", async () => {
    for (const [prompt, place, sky] of [
      ["A golden retriever running on a beach at sunset", "beach", "sunset"],
      ["A husky playing in the snow at night", "snow", "night"],
    ] as const) {
      const r = await generateImage(
        { prompt, out: path.join(dir, `${place}.png`) },
        { cacheDir, workDir: await tempDir("studio-img-") },
      );
      const ids = r.composition?.subjects.map((s) => s.id) ?? [];
      expect(ids, prompt).toContain("fluent-emoji-flat:dog");
      expect(r.composition?.setting, prompt).toMatchObject({ place, sky });
    }
  });
});

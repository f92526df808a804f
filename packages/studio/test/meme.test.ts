// The meme video maker, rendered for real at a quarter of the size: each template over a picture or a
// clip of one known colour (or an illustration), read back with ffprobe and as pixels. The lettering is
// where the layout says (white letters with black outline, or black letters on the white bar), fitted
// inside its box, its emoji drawn in colour, and nothing of it outside.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type MemeResult, meme } from "../src/pipelines/meme.ts";
import { layoutMemeBlock, memeAss } from "../src/render/meme-text.ts";
import { runFfmpeg, runFfprobe } from "../src/render/run-ffmpeg.ts";
import { tempDir } from "./fixtures.ts";

let dir: string;
let blue: string;
let green: string;
const fast = { preset: "ultrafast" as const, crf: 18, threads: 0 };
const scale = 0.25;

beforeAll(async () => {
  dir = await tempDir("studio-meme-");
  blue = path.join(dir, "blue.png");
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    "color=c=0x2050c0:s=400x300",
    "-frames:v",
    "1",
    "-update",
    "1",
    blue,
  ]);
  green = path.join(dir, "green.mp4");
  await runFfmpeg([
    ...["-f", "lavfi", "-i", "color=c=0x20a040:s=320x240:r=25:d=1.5"],
    ...["-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", green],
  ]);
});

type Frame = { px: Buffer; w: number; h: number };

async function frameAt(video: string, t: number, w: number, h: number): Promise<Frame> {
  const out = path.join(dir, `${path.basename(video)}-${t}.rgb`);
  await runFfmpeg([
    "-ss",
    String(t),
    "-i",
    video,
    "-frames:v",
    "1",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    out,
  ]);
  return { px: await readFile(out), w, h };
}

/** Pixels of a rectangle that pass a test. */
function count(f: Frame, r: { x: number; y: number; w: number; h: number }, test: (p: number[]) => boolean) {
  let n = 0;
  for (let y = Math.max(0, Math.round(r.y)); y < Math.min(f.h, Math.round(r.y + r.h)); y++) {
    for (let x = Math.max(0, Math.round(r.x)); x < Math.min(f.w, Math.round(r.x + r.w)); x++) {
      const i = 3 * (y * f.w + x);
      if (test([f.px[i]!, f.px[i + 1]!, f.px[i + 2]!])) n++;
    }
  }
  return n;
}
const white = ([r, g, b]: number[]) => r! > 225 && g! > 225 && b! > 225;
const black = ([r, g, b]: number[]) => r! < 45 && g! < 45 && b! < 45;
const blueish = ([r, , b]: number[]) => b! > 150 && r! < 80;
const greenish = ([r, g, b]: number[]) => g! > 130 && r! < 80 && b! < 100;
// The 😂 face's yellow.
const yellow = ([r, g, b]: number[]) => r! > 200 && g! > 150 && b! < 110;

async function probe(result: MemeResult) {
  const p = await runFfprobe(result.video);
  const v = p.streams.find((s) => s.codec_type === "video");
  return {
    width: Number(v?.width),
    height: Number(v?.height),
    seconds: Number(p.format.duration),
    audio: p.streams.some((s) => s.codec_type === "audio"),
  };
}

function expectFitted(result: MemeResult) {
  for (const b of result.blocks) {
    expect(b.widest, b.text).toBeLessThanOrEqual(b.box.w);
    expect(b.height, b.text).toBeLessThanOrEqual(b.box.h + 0.5);
    expect(b.box.x).toBeGreaterThanOrEqual(0);
    expect(b.box.x + b.box.w).toBeLessThanOrEqual(result.width);
  }
}

describe("meme video maker", () => {
  it("top-bottom: white outlined capitals at the top and bottom of the photo, its emoji in colour, a slow zoom for 5 s", async () => {
    const result = await meme(
      {
        template: "top-bottom",
        topText: "When the meeting could have been an email",
        bottomText: "and it lasted two hours 😂",
        media: { path: blue, kind: "image" },
        platform: "TikTok",
        out: path.join(dir, "top-bottom.mp4"),
        scale,
        encoder: fast,
      },
      { cacheDir: path.join(dir, "cache") },
    );
    expect(await probe(result)).toMatchObject({ width: 270, height: 480, audio: true });
    expect((await probe(result)).seconds).toBeCloseTo(5, 1);
    expect(result.blocks.map((b) => b.text)).toEqual([
      "WHEN THE MEETING COULD HAVE BEEN AN EMAIL",
      "AND IT LASTED TWO HOURS 😂",
    ]);
    expectFitted(result);
    const f = await frameAt(result.video, 2, 270, 480);
    const [top, bottom] = result.blocks;
    for (const b of [top!, bottom!]) {
      const ink = { x: b.box.x, y: b.box.y, w: b.box.w, h: b.box.h };
      expect(count(f, ink, white), `white letters of "${b.text}"`).toBeGreaterThan(150);
      expect(count(f, ink, black), `black outline of "${b.text}"`).toBeGreaterThan(80);
    }
    // The top text sits at the top: the lines' band holds the letters, the middle of the frame none.
    const middle = { x: 0, y: 200, w: 270, h: 60 };
    expect(count(f, middle, white)).toBe(0);
    expect(count(f, middle, blueish)).toBeGreaterThan(0.9 * 270 * 60);
    // Nothing outside the boxes' columns.
    expect(count(f, { x: 0, y: 0, w: Math.floor(top!.box.x) - 1, h: 480 }, white)).toBe(0);
    // The emoji as a picture, in colour, where the layout put it.
    expect(result.emoji.map((e) => e.emoji)).toEqual(["😂"]);
    const e = result.emoji[0]!;
    expect(count(f, { x: e.x, y: e.y, w: e.size, h: e.size }, yellow)).toBeGreaterThan(e.size * e.size * 0.2);
  }, 120_000);

  it("caption-bar: black letters on a white bar above the clip, the short clip played again to 3 s", async () => {
    const result = await meme(
      {
        template: "caption-bar",
        topText: "POV: the code worked on the first try",
        media: { path: green, kind: "video" },
        platform: "YouTube Shorts",
        out: path.join(dir, "caption-bar.mp4"),
        scale,
        encoder: fast,
      },
      { cacheDir: path.join(dir, "cache") },
    );
    const p = await probe(result);
    expect([p.width, p.height]).toEqual([270, 480]);
    // 1.5 s of clip, twice.
    expect(p.seconds).toBeGreaterThan(2.9);
    expect(p.seconds).toBeLessThan(3.2);
    expectFitted(result);
    const f = await frameAt(result.video, 1, 270, 480);
    const [caption] = result.blocks;
    expect(caption!.ink).toBe("bar");
    // The bar: white around black letters, right above the clip.
    const bar = { x: 0, y: caption!.box.y, w: 270, h: caption!.box.h };
    expect(count(f, bar, black)).toBeGreaterThan(150);
    expect(count(f, bar, white)).toBeGreaterThan(0.5 * 270 * caption!.box.h);
    const r = result.mediaRect;
    expect(caption!.box.y + caption!.box.h).toBeLessThanOrEqual(r.y);
    expect(count(f, { x: r.x + 4, y: r.y + 4, w: r.w - 8, h: r.h - 8 }, greenish)).toBeGreaterThan(
      0.9 * (r.w - 8) * (r.h - 8),
    );
    expect(count(f, { x: r.x, y: r.y + 4, w: r.w, h: r.h - 8 }, black)).toBe(0);
  }, 120_000);

  it("reaction-split: the situation on a dark half beside an illustration of its words, on a wide frame", async () => {
    const result = await meme(
      {
        template: "reaction-split",
        topText: "Me when the pizza arrives 🍕",
        platform: "Youtube",
        out: path.join(dir, "reaction.mp4"),
        scale,
        encoder: fast,
      },
      { cacheDir: path.join(dir, "cache") },
    );
    const p = await probe(result);
    expect([p.width, p.height]).toEqual([480, 270]);
    expect(p.seconds).toBeCloseTo(5, 1);
    expectFitted(result);
    // An illustration of the words, credited as the library's.
    expect(result.credit?.provider).toBe("illustration");
    expect(result.mediaRect).toEqual({ x: 240, y: 0, w: 240, h: 270 });
    const f = await frameAt(result.video, 2.5, 480, 270);
    const [line] = result.blocks;
    expect(line!.box.x + line!.box.w).toBeLessThanOrEqual(240);
    expect(count(f, line!.box, white)).toBeGreaterThan(150);
    // The picture half is drawn, not the dark panel.
    const half = { x: 250, y: 10, w: 220, h: 250 };
    expect(count(f, half, ([r, g, b]) => Math.max(r!, g!, b!) > 60)).toBeGreaterThan(0.8 * 220 * 250);
  }, 120_000);

  it("any script: Japanese and Arabic fitted to their boxes, a long text made smaller, never cut", async () => {
    const long = "これは本当に長い文章ですが、それでも枠の中に全部収まらなければなりません。".repeat(2);
    const result = await meme(
      {
        template: "top-bottom",
        topText: long,
        bottomText: "القهوة الصباحية 😂 ضرورية",
        media: { path: blue, kind: "image" },
        platform: "Youtube",
        out: path.join(dir, "scripts.mp4"),
        scale,
        encoder: fast,
      },
      { cacheDir: path.join(dir, "cache") },
    );
    expectFitted(result);
    const [top, bottom] = result.blocks;
    expect(top!.lines).toBeGreaterThan(1);
    expect(top!.em).toBeLessThan(bottom!.em);
    const f = await frameAt(result.video, 1, 480, 270);
    expect(count(f, top!.box, white)).toBeGreaterThan(150);
    expect(count(f, bottom!.box, white)).toBeGreaterThan(80);
    const e = result.emoji[0]!;
    expect(count(f, { x: e.x, y: e.y, w: e.size, h: e.size }, yellow)).toBeGreaterThan(e.size * e.size * 0.2);
  }, 120_000);

  it("lays a right-to-left line out from the right: the first words read are right of the emoji", () => {
    const block = layoutMemeBlock({
      text: "القهوة الصباحية 😂 ضرورية",
      box: { x: 0, y: 0, w: 1000, h: 300 },
      ink: "impact",
      valign: "middle",
      maxEm: 60,
    });
    const { ass, emoji } = memeAss([block], { width: 1000, height: 300 }, 5);
    const first = /\\an4\\pos\((\d+),\d+\)\}.*القهوة/u.exec(ass);
    const last = /\\an6\\pos\((\d+),\d+\)\}.*ضرورية/u.exec(ass);
    expect(first && last).toBeTruthy();
    expect(Number(first![1])).toBeGreaterThanOrEqual(emoji[0]!.x + emoji[0]!.size);
    expect(Number(last![1])).toBeLessThanOrEqual(emoji[0]!.x);
    // One endless "word" is cut into lines rather than drawn past the box.
    const endless = layoutMemeBlock({
      text: "A".repeat(150),
      box: { x: 0, y: 0, w: 200, h: 300 },
      ink: "impact",
      valign: "top",
      maxEm: 60,
    });
    for (const line of endless.lines) expect(line.width + 2 * endless.outline).toBeLessThanOrEqual(200);
    expect(endless.lines.length * endless.pitch).toBeLessThanOrEqual(300);
    // The user's text is escaped: never an override of theirs.
    const sneaky = layoutMemeBlock({
      text: "{\\fs200}big",
      box: { x: 0, y: 0, w: 1000, h: 300 },
      ink: "bar",
      valign: "top",
      maxEm: 40,
    });
    expect(memeAss([sneaky], { width: 1000, height: 300 }, 5).ass).toContain("\\{\\\u2060fs200\\}big");
  });
});

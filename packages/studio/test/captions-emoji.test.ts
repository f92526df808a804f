// Emoji of a script shown as colour pictures in the burned-in captions: a real render of a script with
// emoji (built-in voice, designer backgrounds), read back as pixels at a cue's time. The voice is given
// no emoji; the cue that holds one shows its picture in the gap its line leaves for it, and not after.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import {
  iconNameFor,
  iconSvg,
  illustrationForEmoji,
  rasteriseSvgPixels,
} from "../src/providers/builtin/illustrations/index.ts";
import { buildBurnedCaptions, type CaptionEmoji } from "../src/render/captions/emoji.ts";
import { captionSetup, oneSceneCaptionEvents } from "../src/render/captions/scene-captions.ts";
import { runFfmpeg } from "../src/render/run-ffmpeg.ts";
import { sceneTiming } from "../src/render/timeline.ts";
import type { CaptionStyle, Storyboard } from "../src/storyboard/schema.ts";
import { tempDir } from "./fixtures.ts";

let dir: string;
const fast = { preset: "ultrafast" as const, crf: 20, threads: 0 };
const SCRIPT = "Fresh bread 🍞 every Friday 🎉";

beforeAll(async () => {
  dir = await tempDir("studio-emoji-");
});

type Rgb = [number, number, number];

/** The frame at `t` seconds as RGB pixels. */
async function frameAt(video: string, t: number, w: number, h: number): Promise<Buffer> {
  const out = path.join(dir, `f-${path.basename(video)}-${t.toFixed(2)}.rgb`);
  await runFfmpeg([
    "-ss",
    t.toFixed(3),
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
  const buf = await readFile(out);
  expect(buf.length).toBe(w * h * 3);
  return buf;
}

/** Where the renderer put each caption emoji, on the video's clock (recomputed from the storyboard). */
function placements(sb: Storyboard): CaptionEmoji[] {
  const setup = captionSetup(sb);
  const all: CaptionEmoji[] = [];
  let offset = 0;
  sb.scenes.forEach((_s, i) => {
    const t = sceneTiming(sb, i);
    const events = oneSceneCaptionEvents(sb, i, t, sb.format.fps, setup);
    const { emoji } = buildBurnedCaptions(
      events,
      setup.spec,
      setup.options,
      (e) => !!illustrationForEmoji(e, 8),
    );
    for (const e of emoji) all.push({ ...e, start: e.start + offset, end: e.end + offset });
    offset += (t.frames - t.tailFrames) / sb.format.fps;
  });
  return all;
}

/** Mean colour of the opaque pixels of the emoji's own picture, and of the frame under them. */
function compare(
  frame: Buffer,
  width: number,
  e: CaptionEmoji,
): { picture: Rgb; frame: Rgb; saturated: number } {
  const { pixels, width: pw, height: ph } = rasteriseSvgPixels(iconSvg(iconNameFor(e.emoji)!, e.size)!);
  const png = { data: pixels, width: pw, height: ph };
  const pic: Rgb = [0, 0, 0];
  const got: Rgb = [0, 0, 0];
  let n = 0;
  let saturated = 0;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const a = png.data[(y * png.width + x) * 4 + 3]!;
      if (a < 250) continue;
      const i = ((e.y + y) * width + e.x + x) * 3;
      const rgb = [frame[i]!, frame[i + 1]!, frame[i + 2]!];
      for (let c = 0; c < 3; c++) {
        pic[c]! += png.data[(y * png.width + x) * 4 + c]!;
        got[c]! += rgb[c]!;
      }
      // Caption text is white, yellow or black; an emoji's colours are other, saturated ones.
      if (Math.max(...rgb) - Math.min(...rgb) > 60) saturated++;
      n++;
    }
  }
  const mean = (v: Rgb): Rgb => v.map((c) => c / n) as Rgb;
  return { picture: mean(pic), frame: mean(got), saturated: saturated / n };
}

const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

describe("emoji in captions", () => {
  it.each<[CaptionStyle, string]>([
    ["bold-pop", "TikTok"],
    ["clean", "YouTube"],
  ])("are drawn as colour pictures in their cue (%s, %s), never said", async (style, platform) => {
    const r = await facelessVideo(
      {
        script: SCRIPT,
        out: path.join(dir, `emoji-${style}.mp4`),
        scale: 0.5,
        captions: style,
        platform,
        music: "none",
        encoder: fast,
      },
      { cacheDir: path.join(dir, "cache") },
    );
    const sb = r.storyboardData;
    // The narration keeps the emoji; the voice was given none of them, and the caption words carry them.
    expect(sb.scenes.map((s) => s.narration).join(" ")).toContain("🍞");
    const runs = sb.scenes.flatMap((s) => s.speech?.runs ?? []);
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(run.spoken).not.toMatch(/\p{Extended_Pictographic}/u);
    const words = sb.scenes.flatMap((s) => s.speech?.words ?? []).map((w) => w.word);
    expect(words.some((w) => w.includes("🍞"))).toBe(true);
    expect(words.some((w) => w.includes("🎉"))).toBe(true);

    const { width: W, height: H } = sb.format;
    const placed = placements(sb);
    expect(placed.map((e) => e.emoji).sort()).toEqual(["🍞", "🎉"].sort());
    for (const e of placed) {
      // Inside the frame, in the lower half where the captions are.
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.x + e.size).toBeLessThanOrEqual(W);
      expect(e.y).toBeGreaterThan(H / 2);
      const during = await frameAt(r.video, (e.start + e.end) / 2, W, H);
      const shown = compare(during, W, e);
      expect(distance(shown.frame, shown.picture), `${e.emoji} at its cue`).toBeLessThan(60);
      expect(shown.saturated).toBeGreaterThan(0.3);
    }
    // After the last cue the emoji's place shows no picture of it.
    const last = placed.at(-1)!;
    const after = last.end + 0.15;
    if (after < r.durationSeconds - 0.1) {
      const gone = compare(await frameAt(r.video, after, W, H), W, last);
      expect(distance(gone.frame, gone.picture)).toBeGreaterThan(60);
    }
  });
});

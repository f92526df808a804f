// Emoji of a script shown as colour pictures in the burned-in captions: a real render of a script with
// emoji (built-in voice, designer backgrounds), read back as pixels at a cue's time. The voice is given
// no emoji; the cue that holds one shows its picture in the gap its line leaves for it, and not after.
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fontFor } from "../src/fonts.ts";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import {
  iconNameFor,
  iconSvg,
  illustrationForEmoji,
  rasteriseSvgPixels,
} from "../src/providers/builtin/illustrations/index.ts";
import type { AssDocumentOptions } from "../src/render/captions/ass.ts";
import { buildBurnedCaptions, type CaptionEmoji } from "../src/render/captions/emoji.ts";
import { layoutCaptions, type TimedWord } from "../src/render/captions/layout.ts";
import { captionSetup, oneSceneCaptionEvents } from "../src/render/captions/scene-captions.ts";
import { CAPTION_STYLE_SPECS } from "../src/render/captions/styles.ts";
import { filterPath } from "../src/render/filter-escape.ts";
import { runFfmpeg } from "../src/render/run-ffmpeg.ts";
import { sceneTiming } from "../src/render/timeline.ts";
import { safeAreaFor } from "../src/storyboard/formats.ts";
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

    // Each emoji drawn is recorded with its picture's licence.
    const recorded = sb.scenes.flatMap((s) => (s.visuals ?? []).filter((v) => v.source === "caption-emoji"));
    expect(recorded.map((v) => v.id).sort()).toEqual([
      "fluent-emoji-flat:bread",
      "fluent-emoji-flat:party-popper",
    ]);
    for (const v of recorded) expect(v.license).toMatch(/MIT/);

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

const STYLES = Object.keys(CAPTION_STYLE_SPECS) as CaptionStyle[];
const GW = 540;
const GH = 960;

/** Words of a line, each emoji written against the word before it as the voice's timings give them. */
function timedWords(text: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const t of text.split(" ")) {
    if (/^\p{Extended_Pictographic}/u.test(t) && words.length > 0) words[words.length - 1]!.text += ` ${t}`;
    else words.push({ text: t, start: words.length * 0.5, end: words.length * 0.5 + 0.45 });
  }
  return words;
}

/** The caption layer alone (no pictures) at `t`, on mid grey, as RGB. */
async function assFrame(ass: string, fonts: string, name: string, t: number): Promise<Buffer> {
  const file = path.join(dir, `${name}.ass`);
  await writeFile(file, ass);
  const raw = path.join(dir, `${name}.rgb`);
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=0x808080:s=${GW}x${GH}:r=10:d=6`,
    "-vf",
    `ass=filename=${filterPath(file)}:fontsdir=${filterPath(fonts)}:shaping=complex`,
    "-ss",
    t.toFixed(2),
    "-frames:v",
    "1",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    raw,
  ]);
  return readFile(raw);
}

/** Share of a box's pixels that are not the grey background (caption ink, outline, shadow or box). */
function ink(frame: Buffer, x0: number, y0: number, w: number, h: number): number {
  let n = 0;
  let inked = 0;
  for (let y = Math.max(0, y0); y < Math.min(GH, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(GW, x0 + w); x++) {
      const i = (y * GW + x) * 3;
      n++;
      if (Math.abs(frame[i]! - 128) + Math.abs(frame[i + 1]! - 128) + Math.abs(frame[i + 2]! - 128) > 45)
        inked++;
    }
  }
  return n === 0 ? 0 : inked / n;
}

describe("emoji boxes in every caption style", () => {
  const cases = STYLES.flatMap((style) => [
    { style, rtl: false, text: "Fresh bread 🍞 every Friday. 🎉" },
    { style, rtl: true, text: "خبز 🍞 طازج كل جمعة. 🎉" },
  ]);
  it.each(cases)(
    "$style, right to left: $rtl — the line leaves the emoji's box empty, words beside it",
    async ({ style, rtl, text }) => {
      const spec = CAPTION_STYLE_SPECS[style];
      const font = fontFor("montserrat", rtl ? "arabic" : "latin", rtl ? "ar" : "en");
      const latin = fontFor("montserrat", "latin");
      const fonts = path.join(dir, rtl ? "fonts-rtl" : "fonts-ltr");
      await mkdir(fonts, { recursive: true });
      for (const f of [font.file, font.bold, latin.file, latin.bold]) {
        await symlink(f!, path.join(fonts, path.basename(f!))).catch(() => {});
      }
      const boldFamily = rtl ? undefined : "Montserrat ExtraBold";
      const o: AssDocumentOptions = {
        width: GW,
        height: GH,
        safe: safeAreaFor(GW, GH),
        position: "bottom",
        noSpaces: false,
        fontWidthFactor: rtl ? 1.05 : 1.12,
        fontFamily: font.family,
        boldFamily,
        rtl,
        face: {
          family: spec.bold && boldFamily ? boldFamily : font.family,
          file: spec.bold ? font.bold! : font.file,
          fallbacks: [],
          bold: spec.bold,
        },
      };
      const events = layoutCaptions(timedWords(text), spec, o, 6);
      const { ass, emoji } = buildBurnedCaptions(events, spec, o, (e) => !!illustrationForEmoji(e, 8));
      expect(emoji.map((e) => e.emoji).sort()).toEqual(["🍞", "🎉"].sort());
      expect(ass).not.toMatch(/🍞|🎉/u);
      for (const [k, e] of emoji.entries()) {
        const frame = await assFrame(ass, fonts, `${style}-${rtl}-${k}`, (e.start + e.end) / 2);
        // The box is clear (a few pixels of a neighbour's outline at most)...
        expect(ink(frame, e.x, e.y, e.size, e.size), `${e.emoji} box`).toBeLessThan(0.03);
        // ...and the words it follows are beside it: on its left, or on its right in a right-to-left line.
        const side = rtl
          ? ink(frame, e.x + e.size, e.y, e.size * 2, e.size)
          : ink(frame, e.x - 2 * e.size, e.y, e.size * 2, e.size);
        expect(side, `${e.emoji} words before it`).toBeGreaterThan(0.05);
      }
    },
  );
});

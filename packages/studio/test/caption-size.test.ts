// Captions are drawn as large as their style asks: libass spans a face's winAscent + winDescent with the
// ASS font size, so Montserrat (1.56 em) came out at 0.64 of the style's size and Roboto at 0.76. Capital
// letters drawn by libass are measured in a frame and must stand at least 0.57 of the style's size
// (about 0.6-0.7 for these faces at full size; 0.45-0.54 before the fix).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type BoxedTextSpec, boxedTextAss, fitBoxedText } from "../src/render/boxed-text-ass.ts";
import { buildAss } from "../src/render/captions/ass.ts";
import { captionFontDir } from "../src/render/captions/font-set.ts";
import { fontSizePx } from "../src/render/captions/layout.ts";
import { captionSetup } from "../src/render/captions/scene-captions.ts";
import { coverAss } from "../src/render/cover.ts";
import { filterPath } from "../src/render/filter-escape.ts";
import { runFfmpeg } from "../src/render/run-ffmpeg.ts";
import type { Storyboard } from "../src/storyboard/schema.ts";
import { tempDir } from "./fixtures.ts";

const W = 1080;
const H = 1920;

let dir: string;
beforeAll(async () => {
  dir = await tempDir("caption-size");
});

function storyboardFor(font: string): Storyboard {
  return {
    format: { width: W, height: H },
    voice: { language: "English" },
    captions: { enabled: true, style: "clean", font, position: "middle" },
  } as unknown as Storyboard;
}

/** Rows of the frame holding the caption's white letters (the clean style's box is near black). */
async function capitalRows(font: string): Promise<number> {
  const sb = storyboardFor(font);
  const setup = captionSetup(sb);
  const words = ["HEH", "HEH"].map((text, i) => ({ text, start: i * 0.5, end: i * 0.5 + 0.45 }));
  return whiteRows(font, buildAss([{ start: 0, end: 2, words, lines: [words] }], setup.spec, setup.options));
}

/** Rows of a grey frame that hold near-white pixels once `ass` is drawn over it. */
async function whiteRows(font: string, ass: string, tag = font): Promise<number> {
  const { top, bottom } = await whiteBand(font, ass, tag, W, H);
  return top < 0 ? 0 : bottom - top + 1;
}

/** First and last rows of a grey w x h frame holding near-white pixels once `ass` is drawn (-1: none). */
async function whiteBand(
  font: string,
  ass: string,
  tag: string,
  w: number,
  h: number,
): Promise<{ top: number; bottom: number }> {
  const sb = storyboardFor(font);
  const file = path.join(dir, `${tag}.ass`);
  await writeFile(file, ass);
  const fonts = await captionFontDir(sb, dir);
  const raw = path.join(dir, `${tag}.rgb`);
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=0x808080:s=${w}x${h}:r=10:d=2`,
    "-vf",
    `ass=filename=${filterPath(file)}:fontsdir=${filterPath(fonts)}:shaping=complex`,
    "-ss",
    "1",
    "-frames:v",
    "1",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    raw,
  ]);
  const frame = await readFile(raw);
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      if (frame[i]! > 235 && frame[i + 1]! > 235 && frame[i + 2]! > 235) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  return { top, bottom };
}

describe("caption size", () => {
  for (const font of ["montserrat", "roboto", "arial", "comic"]) {
    it(`draws ${font} capitals at the style's size`, async () => {
      const size = fontSizePx(captionSetup(storyboardFor(font)).spec, W, H);
      const rows = await capitalRows(font);
      expect(rows).toBeGreaterThanOrEqual(Math.round(0.57 * size));
      // One line of capitals, not taller than the size itself.
      expect(rows).toBeLessThanOrEqual(size);
    });
  }
});

describe("boxed text size", () => {
  // The slideshow's slide text and the cover's title are fitted at a size and must be drawn at it.
  for (const font of ["montserrat", "roboto"]) {
    it(`draws ${font} capitals of a slide's text at the size they were fitted for`, async () => {
      const setup = captionSetup(storyboardFor(font));
      const face = setup.options.face;
      const spec: BoxedTextSpec = {
        style: "Slide",
        text: "HEH",
        layout: setup.options,
        fontFamily: face?.family ?? setup.options.fontFamily,
        ...(face ? { faceFile: face.file } : {}),
        accent: "#111827",
        boxAlpha: 0,
        shadowAlpha: 0x80,
        startSize: 120,
        minSize: 10,
        maxLines: 4,
        maxWidth: W * 0.8,
        maxHeight: H * 0.5,
        padding: 0.1,
        shadow: 0,
        align: 5,
        anchor: () => ({ x: W / 2, y: H / 2 }),
      };
      const { size } = fitBoxedText(spec);
      const rows = await whiteRows(font, boxedTextAss(spec), `${font}-boxed`);
      expect(rows).toBeGreaterThanOrEqual(Math.round(0.57 * size));
      expect(rows).toBeLessThanOrEqual(size);
    });
  }
});

describe("cover title size", () => {
  it("keeps a four-line title on a wide cover inside the frame, drawn at its full size", async () => {
    const sb = { ...storyboardFor("roboto"), format: { width: 1920, height: 1080 } } as unknown as Storyboard;
    const setup = captionSetup(sb);
    const ass = coverAss({
      title: "Handcrafted sourdough in Lisbon every Friday",
      layout: setup.options,
      fontFamily: setup.options.fontFamily,
      ...(setup.options.face ? { faceFile: setup.options.face.file } : {}),
      accent: "#111827",
    });
    const { top, bottom } = await whiteBand("roboto", ass, "cover-wide", 1920, 1080);
    expect(top).toBeGreaterThan(1080 * 0.02);
    expect(bottom).toBeLessThan(1080 * 0.7);
    // Large: the lines fill a good part of the upper frame.
    expect(bottom - top).toBeGreaterThan(1080 * 0.3);
  });
});

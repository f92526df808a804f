// Captions are drawn as large as their style asks: libass spans a face's winAscent + winDescent with the
// ASS font size, so Montserrat (1.56 em) came out at 0.64 of the style's size and Roboto at 0.76. Capital
// letters drawn by libass are measured in a frame and must stand at least 0.57 of the style's size
// (about 0.6-0.7 for these faces at full size; 0.45-0.54 before the fix).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAss } from "../src/render/captions/ass.ts";
import { captionFontDir } from "../src/render/captions/font-set.ts";
import { fontSizePx } from "../src/render/captions/layout.ts";
import { captionSetup } from "../src/render/captions/scene-captions.ts";
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
  const ass = buildAss([{ start: 0, end: 2, words, lines: [words] }], setup.spec, setup.options);
  const file = path.join(dir, `${font}.ass`);
  await writeFile(file, ass);
  const fonts = await captionFontDir(sb, dir);
  const raw = path.join(dir, `${font}.rgb`);
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=0x808080:s=${W}x${H}:r=10:d=2`,
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
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      if (frame[i]! > 235 && frame[i + 1]! > 235 && frame[i + 2]! > 235) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  return top < 0 ? 0 : bottom - top + 1;
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

// The brand kit's colour is visible in every caption style, on rendered pixels: the spoken word in the
// styles that colour it, the box of the clean style (whose words are all one colour).
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { CAPTION_STYLES, parseStoryboard } from "../../storyboard/schema.ts";
import { filterPath } from "../filter-escape.ts";
import { buildAss } from "./ass.ts";
import { captionFontDir } from "./font-set.ts";
import { layoutCaptions } from "./layout.ts";
import { captionSetup } from "./scene-captions.ts";
import { brandedSpec, CAPTION_STYLE_SPECS } from "./styles.ts";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "brand-captions-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

const BRAND = "#2040ff";
const W = 270;
const H = 480;

// Pixels of one frame (0.5 s in, the second word spoken) of captions on a grey frame that are
// plainly the brand's blue: blue well above red and green.
async function brandPixels(style: (typeof CAPTION_STYLES)[number], color?: string): Promise<number> {
  const sb = parseStoryboard({
    version: 1,
    format: { platform: "tiktok", aspect: "9:16", width: W, height: H },
    scenes: [
      { id: "s0", narration: "Fresh bread every Friday", visual: { kind: "color", color: "#808080" } },
    ],
    voice: { language: "English", gender: "female" },
    captions: { style, ...(color ? { activeColor: color } : {}) },
  });
  const setup = captionSetup(sb);
  const words = ["Fresh", "bread", "every", "Friday"].map((text, i) => ({
    text,
    start: i * 0.4,
    end: i * 0.4 + 0.35,
  }));
  const ass = path.join(dir, `${style}-${color ?? "none"}.ass`);
  await writeFile(
    ass,
    buildAss(layoutCaptions(words, setup.spec, setup.options, 2), setup.spec, setup.options),
  );
  const fonts = await captionFontDir(sb, dir);
  const { stdout } = await run(
    "ffmpeg",
    [
      ...["-v", "error", "-f", "lavfi", "-i", `color=c=0x808080:s=${W}x${H}:r=10:d=1`],
      ...["-vf", `ass=${filterPath(ass)}:fontsdir=${filterPath(fonts)}:shaping=complex`],
      ...["-ss", "0.5", "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ],
    { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
  );
  let count = 0;
  for (let i = 0; i + 2 < stdout.length; i += 3) {
    const [r, g, b] = [stdout[i] ?? 0, stdout[i + 1] ?? 0, stdout[i + 2] ?? 0];
    if (b - Math.max(r, g) > 60) count += 1;
  }
  return count;
}

describe("the brand colour in the captions", () => {
  it("shows in every caption style's rendered frame, and not without it", async () => {
    for (const style of CAPTION_STYLES) {
      expect(await brandPixels(style), `${style} without a brand colour`).toBe(0);
      expect(await brandPixels(style, BRAND), `${style} in ${BRAND}`).toBeGreaterThan(150);
    }
  }, 120_000);

  it("keeps clean's words readable on its brand box: white on a dark colour, near-black on a light one", () => {
    expect(brandedSpec(CAPTION_STYLE_SPECS.clean, BRAND)).toMatchObject({ back: BRAND, text: "#ffffff" });
    expect(brandedSpec(CAPTION_STYLE_SPECS.clean, "#ffe14d")).toMatchObject({
      back: "#ffe14d",
      text: "#101010",
    });
    expect(brandedSpec(CAPTION_STYLE_SPECS.hormozi, BRAND)).toMatchObject({ active: BRAND, text: "#ffffff" });
    expect(brandedSpec(CAPTION_STYLE_SPECS.clean, undefined)).toBe(CAPTION_STYLE_SPECS.clean);
  });
});

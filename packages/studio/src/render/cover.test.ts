// The designed cover, drawn by real ffmpeg: the title large on a box in the upper half, the picture
// everywhere else, and nothing of the title outside its band.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tempDir, testImage } from "../../test/fixtures.ts";
import { groupDocument } from "../providers/builtin/designer/composition.ts";
import { rasteriseSvg } from "../providers/builtin/illustrations/rasterise.ts";
import { safeAreaFor } from "../storyboard/formats.ts";
import { buildCoverArgs, coverAss, coverTitle, keyVisualBox } from "./cover.ts";
import { runFfmpeg } from "./run-ffmpeg.ts";

const run = promisify(execFile);
const W = 270;
const H = 480;

async function rgb(file: string): Promise<Buffer> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    {
      encoding: "buffer",
      maxBuffer: 1 << 26,
    },
  );
  return stdout;
}

async function cover(
  dir: string,
  title: string,
  name: string,
  image: string | { color: string },
  keyVisualPath?: string,
): Promise<Buffer> {
  const ass = coverAss({
    title,
    layout: {
      width: W,
      height: H,
      safe: safeAreaFor(W, H),
      position: "bottom",
      noSpaces: false,
      fontWidthFactor: 1.12,
    },
    fontFamily: "Montserrat ExtraBold",
    accent: "#111827",
  });
  const assPath = path.join(dir, `${name}.ass`);
  await writeFile(assPath, ass);
  const out = path.join(dir, `${name}.jpg`);
  await runFfmpeg(
    buildCoverArgs({
      source: typeof image === "string" ? { kind: "image", path: image } : { kind: "color", ...image },
      width: W,
      height: H,
      assPath,
      out,
      ...(keyVisualPath ? { keyVisualPath } : {}),
    }),
  );
  return rgb(out);
}

describe("cover", () => {
  it("shortens the title at a word boundary", () => {
    expect(coverTitle("Fresh **sourdough** every Friday", false)).toBe("Fresh sourdough every Friday");
    expect(coverTitle("Most small businesses post on social media every single day,", false)).toBe(
      "Most small businesses post on social…",
    );
    expect(coverTitle("我们的面包店在里斯本每天早上烤酸面包", true)).toBe("我们的面包店在里斯本每天早上烤…");
  });

  it("draws the title large on a box in the upper half over the picture", async () => {
    const dir = await tempDir("cover-");
    const image = await testImage(path.join(dir, "still.png"));
    const withTitle = await cover(dir, "Fresh sourdough every Friday", "a", image);
    const without = await cover(dir, "", "b", image);
    expect(withTitle.length).toBe(W * H * 3);
    // Rows where the two covers differ: the title's band, a good part of the frame's height.
    const changed: number[] = [];
    for (let y = 0; y < H; y++) {
      let d = 0;
      for (let x = 0; x < W * 3; x++) d += Math.abs(withTitle[y * W * 3 + x]! - without[y * W * 3 + x]!);
      if (d / (W * 3) > 8) changed.push(y);
    }
    expect(changed.length).toBeGreaterThan(H * 0.15);
    expect(Math.min(...changed)).toBeGreaterThan(H * 0.05);
    expect(Math.max(...changed)).toBeLessThan(H * 0.65);
    // White letters on the dark box inside the band.
    let white = 0;
    let ink = 0;
    for (const y of changed) {
      for (let x = 0; x < W; x++) {
        const [r, g, b] = [0, 1, 2].map((c) => withTitle[(y * W + x) * 3 + c]!);
        if (r! > 225 && g! > 225 && b! > 225) white++;
        if (Math.abs(r! - 17) < 20 && Math.abs(g! - 24) < 20 && Math.abs(b! - 39) < 24) ink++;
      }
    }
    expect(white).toBeGreaterThan(W * changed.length * 0.02);
    expect(ink).toBeGreaterThan(W * changed.length * 0.1);
  });

  it("draws the key visual large below the title", async () => {
    const dir = await tempDir("cover-kv-");
    const box = keyVisualBox(W, H);
    const visual = path.join(dir, "kv.png");
    await writeFile(visual, rasteriseSvg(groupDocument(["🍞", "🏪"], box.size, box.size)));
    const plain = { color: "#334155" };
    const withVisual = await cover(dir, "Fresh sourdough every Friday", "kv", plain, visual);
    const without = await cover(dir, "Fresh sourdough every Friday", "plain", plain);
    // Colourful pixels (the slate background and white/ink title are all near grey).
    const colourful = (img: Buffer, y0: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = 0; x < W; x++) {
          const i = (y * W + x) * 3;
          const [r, g, b] = [img[i]!, img[i + 1]!, img[i + 2]!];
          if (Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;
        }
      }
      return n;
    };
    expect(colourful(without, 0, H)).toBeLessThan(W * H * 0.005);
    const inBox = colourful(withVisual, box.y, box.y + box.size);
    // The pictures cover a good part of their square, and sit below the title's band.
    expect(inBox).toBeGreaterThan(box.size * box.size * 0.15);
    expect(colourful(withVisual, 0, box.y)).toBeLessThan(inBox * 0.05);
    expect(box.size).toBeGreaterThan(W * 0.6);
    expect(box.y).toBeGreaterThan(H * 0.45);
  });
});

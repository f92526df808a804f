import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDesignerImage, titleFromPrompt } from "./designer-image.ts";

const run = promisify(execFile);
const designer = createDesignerImage();

/** The image scaled to size x size, as RGB bytes, by ffmpeg (an independent PNG decoder). */
async function pixels(file: string, size = 16): Promise<Buffer> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-i",
      file,
      "-vf",
      `scale=${size}:${size}:flags=area`,
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-",
    ],
    { encoding: "buffer", maxBuffer: 1 << 20 },
  );
  return stdout;
}

async function size(file: string): Promise<[number, number]> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=width,height",
    "-of",
    "csv=p=0",
    file,
  ]);
  const [w, h] = stdout.trim().split(",").map(Number);
  return [w!, h!];
}

function spread(rgb: Buffer): number {
  const mean = rgb.reduce((a, b) => a + b, 0) / rgb.length;
  return Math.sqrt(rgb.reduce((a, b) => a + (b - mean) ** 2, 0) / rgb.length);
}

describe("createDesignerImage", () => {
  it("draws a deterministic, non-flat PNG of the requested size, credited as the built-in designer", async () => {
    const out = await mkdtemp(join(tmpdir(), "designer-"));
    const req = { prompt: "5 morning habits that boost your productivity", width: 1024, height: 1024 };
    const a = await designer.generate(req, out);
    const b = await designer.generate(req, await mkdtemp(join(tmpdir(), "designer-")));
    expect(await size(a.path)).toEqual([1024, 1024]);
    expect(readFileSync(a.path).equals(readFileSync(b.path))).toBe(true);
    expect(a.credit).toEqual({ provider: "designer", model: "builtin-designer", builtin: true });
    expect(spread(await pixels(a.path))).toBeGreaterThan(12);
    const other = await designer.generate({ ...req, prompt: "A calm ocean beach at sunset" }, out);
    expect(readFileSync(other.path).equals(readFileSync(a.path))).toBe(false);
    // The same picture again after another one of its size (whose working memory it reuses).
    const again = await designer.generate(req, await mkdtemp(join(tmpdir(), "designer-")));
    expect(readFileSync(again.path).equals(readFileSync(a.path))).toBe(true);
  });

  // Its speed (CPU per 1080x1920 background) is printed by the render benchmark, not timed here.
  it("renders text-free 1080x1920 scene backgrounds, a different picture for each scene", async () => {
    const out = await mkdtemp(join(tmpdir(), "designer-"));
    const files: Buffer[] = [];
    for (const prompt of ["Scene one at the beach", "Scene two: growth of a startup", "Scene three, sleep"]) {
      const r = await designer.generate({ prompt, width: 1080, height: 1920, showTitle: false }, out);
      expect(await size(r.path)).toEqual([1080, 1920]);
      files.push(readFileSync(r.path));
    }
    expect(files[0]!.equals(files[1]!)).toBe(false);
    expect(files[1]!.equals(files[2]!)).toBe(false);
  });

  it("takes brand colours", async () => {
    const out = await mkdtemp(join(tmpdir(), "designer-"));
    const blue = await designer.generate(
      { prompt: "Launch day", width: 256, height: 256, palette: ["#1450ff", "#ffcc00"], showTitle: false },
      out,
    );
    const avg = await pixels(blue.path, 1);
    expect(avg[2]!).toBeGreaterThan(avg[0]! + 40);
    await expect(
      designer.generate({ prompt: "x", width: 64, height: 64, palette: ["blue"] }, out),
    ).rejects.toThrow(/#rrggbb/);
  });

  it("sets titles in complex scripts through libass and in CJK through resvg", async () => {
    const out = await mkdtemp(join(tmpdir(), "designer-"));
    for (const prompt of ["भारत में स्टार्टअप कैसे शुरू करें", "探索宇宙的奥秘", "মাছ ধরার সহজ উপায়"]) {
      const titled = await designer.generate({ prompt, width: 512, height: 512 }, out);
      const plain = await designer.generate({ prompt, width: 512, height: 512, showTitle: false }, out);
      expect(await size(titled.path)).toEqual([512, 512]);
      // The title changes the picture where it sits.
      const [t, p] = [await pixels(titled.path, 32), await pixels(plain.path, 32)];
      let diff = 0;
      for (let i = 0; i < t.length; i++) diff += Math.abs(t[i]! - p[i]!);
      expect(diff / t.length, prompt).toBeGreaterThan(3);
    }
  });

  it("turns prompts into short titles", () => {
    expect(titleFromPrompt("Create an image of a cozy coffee shop in autumn.")).toBe(
      "A cozy coffee shop in autumn",
    );
    expect(titleFromPrompt("one two three four five six seven eight nine ten eleven")).toBe(
      "One two three four five six seven eight nine…",
    );
  });

  it("rejects impossible sizes", async () => {
    const out = await mkdtemp(join(tmpdir(), "designer-"));
    await expect(designer.generate({ prompt: "x", width: 0, height: 100 }, out)).rejects.toThrow(
      /width must be/,
    );
    await expect(designer.generate({ prompt: "x", width: 100, height: 10_000 }, out)).rejects.toThrow(
      /height must be/,
    );
  });
});

import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runFfmpeg } from "../run-ffmpeg.ts";
import { assCacheLimitEnv, assCacheLimitLibrary } from "./ass-cache-limit.ts";

const dir = mkdtempSync(join(tmpdir(), "ass-cache-"));

/** Three seconds of words popping in (a new bitmap every frame while they grow). */
function popTrack(): string {
  const events = Array.from({ length: 12 }, (_, i) => {
    const t = (s: number) => `0:00:${s.toFixed(2).padStart(5, "0")}`;
    return `Dialogue: 0,${t(i * 0.25)},${t(i * 0.25 + 0.25)},Caption,,0,0,0,,{\\an2\\pos(160,200)\\fscx130\\fscy130\\t(0,200,\\fscx100\\fscy100)}word ${i}`;
  });
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    "PlayResX: 320",
    "PlayResY: 240",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    "Style: Caption,DejaVu Sans,40,&H00FFFFFF,&H00FFFFFF,&H00000000,&H70000000,1,0,0,0,100,100,0,0,1,3,2,2,0,0,0,1",
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...events,
    "",
  ].join("\n");
}

/** The largest difference of any byte of two raw videos of the same size. */
function maxDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe("libass preload (cache limits, merged pictures)", () => {
  it("is preloaded into a caption-burning ffmpeg and draws every frame as libass alone does", async () => {
    const lib = await assCacheLimitLibrary(dir);
    expect(lib).toMatch(/ass-cache-limit-[0-9a-f]{16}\.so$/);
    expect(statSync(lib!).size).toBeGreaterThan(0);
    expect(await assCacheLimitLibrary(dir)).toBe(lib);
    const ass = join(dir, "pop.ass");
    writeFileSync(ass, popTrack());
    // Two caption chains in one graph (a scene and the next one's first frames): a renderer each.
    const frames = async (env?: Record<string, string>) => {
      const out = join(dir, `frames-${env ? "preloaded" : "plain"}.yuv`);
      let maps: Promise<string> = Promise.resolve("");
      await runFfmpeg(
        [
          "-re",
          "-f",
          "lavfi",
          "-i",
          "color=c=0x336699:s=320x240:r=30:d=3",
          "-filter_complex",
          `[0:v]format=yuv420p,split[a][b];[a]ass=filename=${ass}[a1];[b]setpts=PTS+0.4/TB,ass=filename=${ass},setpts=PTS-0.4/TB[b1];[a1][b1]vstack`,
          "-f",
          "rawvideo",
          out,
        ],
        {
          ...(env ? { env } : {}),
          // Real-time input (-re): the process is still running a moment after it starts.
          onSpawn: (pid) => {
            maps = new Promise((r) => setTimeout(r, 1000)).then(() => readFile(`/proc/${pid}/maps`, "utf8"));
          },
        },
      );
      return { pixels: await readFile(out), maps: await maps };
    };
    const plain = await frames();
    const preloaded = await frames(assCacheLimitEnv(lib));
    expect(preloaded.maps).toContain(lib);
    expect(plain.maps).not.toContain("ass-cache-limit");
    expect(preloaded.maps).toContain("libass");
    const frameBytes = 320 * 480 * 1.5;
    expect(plain.pixels.length / frameBytes).toBeGreaterThanOrEqual(89);
    // The captions are there: frames differ from the bare background.
    expect(plain.pixels.subarray(0, frameBytes).some((v, i) => v !== plain.pixels[frameBytes * 45 + i])).toBe(
      true,
    );
    // The merged shadow and outline are laid as the filter lays them one by one: rounding only (a wrong
    // alpha, such as an opaque shadow, differs by a hundred levels).
    expect(maxDifference(preloaded.pixels, plain.pixels)).toBeLessThanOrEqual(4);
  });
});

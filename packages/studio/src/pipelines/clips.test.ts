import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClipRenderArgs } from "../render/clip-args.ts";
import { DEFAULT_ENCODER } from "../render/encoder.ts";
import { type ClipSignals, planClips } from "./clip-plan.ts";
import { clips } from "./clips.ts";

// The clip generator: where it cuts (pure), and a real run over a video of three different parts.

const quiet = (duration: number): ClipSignals => ({ duration, scenes: [], silences: [], loudness: [] });

describe("planClips", () => {
  it("cuts at scene changes, keeping the strongest when two are close", () => {
    const plan = planClips(
      {
        ...quiet(30),
        scenes: [
          { time: 10, score: 0.9 },
          { time: 10.6, score: 0.4 },
          { time: 20, score: 0.7 },
        ],
      },
      { count: 3, maxSeconds: 60 },
    );
    expect(plan.map((c) => [c.start, c.end, c.startsAt])).toEqual([
      [0, 10, "beginning"],
      [10, 20, "scene change"],
      [20, 30, "scene change"],
    ]);
  });

  it("ends a clip that would be too long at the last pause before the limit, else at the limit", () => {
    const plan = planClips(
      {
        ...quiet(50),
        silences: [
          { start: 7, end: 8 },
          { start: 12, end: 13 },
        ],
      },
      { count: 4, maxSeconds: 15 },
    );
    expect(plan.map((c) => [c.start, c.end, c.startsAt])).toEqual([
      [0, 12.5, "beginning"],
      [12.5, 27.5, "pause"],
      [27.5, 42.5, "length limit"],
      [42.5, 50, "length limit"],
    ]);
    for (const c of plan) expect(c.end - c.start).toBeLessThanOrEqual(15);
  });

  it("cuts one long shot at the pause nearest its middle when more clips are asked for", () => {
    const plan = planClips(
      {
        ...quiet(20),
        silences: [
          { start: 4, end: 4.4 },
          { start: 9, end: 10 },
          { start: 15, end: 15.2 },
        ],
      },
      { count: 2, maxSeconds: 60 },
    );
    expect(plan.map((c) => [c.start, c.end, c.startsAt])).toEqual([
      [0, 9.5, "beginning"],
      [9.5, 20, "pause"],
    ]);
  });

  it("keeps the loudest parts when there are more than asked for, in source order", () => {
    const loudness = Array.from({ length: 400 }, (_, i) => ({
      time: i / 10,
      // 10-20 s and 30-40 s are loud, the rest quiet.
      value: (i >= 100 && i < 200) || i >= 300 ? -12 : -40,
    }));
    const plan = planClips(
      {
        duration: 40,
        scenes: [10, 20, 30].map((time) => ({ time, score: 0.8 })),
        silences: [],
        loudness,
      },
      { count: 2, maxSeconds: 60 },
    );
    expect(plan.map((c) => [c.start, c.end])).toEqual([
      [10, 20],
      [30, 40],
    ]);
  });

  it("draws the centre crop or the blurred fill, the source only as an input file", () => {
    const base = {
      video: "/in/talk.mp4",
      hasAudio: true,
      start: 4,
      end: 8.5,
      width: 270,
      height: 480,
      fps: 25,
      encoder: DEFAULT_ENCODER,
      out: "/out/clip-1.mp4",
    };
    const crop = buildClipRenderArgs({ ...base, reframe: "crop" });
    expect(crop.slice(0, 6)).toEqual(["-ss", "4.000", "-t", "4.500", "-i", "/in/talk.mp4"]);
    const graph = crop[crop.indexOf("-filter_complex") + 1];
    expect(graph).toContain("force_original_aspect_ratio=increase");
    expect(graph).toContain("crop=270:480");
    expect(graph).not.toContain("talk.mp4");
    const blur = buildClipRenderArgs({ ...base, reframe: "blur", hasAudio: false });
    expect(blur[blur.indexOf("-filter_complex") + 1]).toContain("boxblur");
    expect(blur).toContain("-an");
  });
});

describe("clips (real ffmpeg)", () => {
  let dir: string;
  let video: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "rf-clips-"));
    video = path.join(dir, "three.mp4");
    // Three visibly different parts of 4 s (a moving test pattern, plain red, colour bars), each with
    // its own tone.
    execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", "testsrc2=s=640x360:r=25:d=4"],
      ...["-f", "lavfi", "-i", "color=c=red:s=640x360:r=25:d=4"],
      ...["-f", "lavfi", "-i", "smptebars=s=640x360:r=25:d=4"],
      ...["-f", "lavfi", "-i", "sine=f=440:d=4", "-f", "lavfi", "-i", "sine=f=660:d=4"],
      ...["-f", "lavfi", "-i", "sine=f=880:d=4"],
      ...["-filter_complex", "[0:v][3:a][1:v][4:a][2:v][5:a]concat=n=3:v=1:a=1[v][a]"],
      ...["-map", "[v]", "-map", "[a]", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", video],
    ]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("cuts a video of three parts into three clips at their boundaries, 9:16 for TikTok", async () => {
    const result = await clips(
      { video, count: 3, maxSeconds: 30, platform: "TikTok", outDir: path.join(dir, "out"), scale: 0.25 },
      { cacheDir: path.join(dir, "cache"), workDir: path.join(dir, "work") },
    );
    expect(result.clips).toHaveLength(3);
    const expected = [
      [0, 4],
      [4, 8],
      [8, 12],
    ];
    result.clips.forEach((clip, i) => {
      expect(Math.abs(clip.start - expected[i]![0]!)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(clip.end - expected[i]![1]!)).toBeLessThanOrEqual(0.5);
      const probe = JSON.parse(
        execFileSync("ffprobe", [
          "-v",
          "error",
          "-print_format",
          "json",
          "-show_streams",
          "-show_format",
          clip.video,
        ]).toString(),
      ) as {
        streams: { codec_type: string; width?: number; height?: number }[];
        format: { duration: string };
      };
      const v = probe.streams.find((s) => s.codec_type === "video");
      expect([v?.width, v?.height]).toEqual([270, 480]);
      expect(probe.streams.some((s) => s.codec_type === "audio")).toBe(true);
      expect(Math.abs(Number(probe.format.duration) - (clip.end - clip.start))).toBeLessThan(0.25);
    });
    // The middle clip is the red part: its centre is red (the whole picture over a blurred copy).
    const raw = execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-ss", "2", "-i", result.clips[1]!.video, "-frames:v", "1"],
      ...[
        "-vf",
        "crop=iw/4:ih/8:iw*3/8:ih*7/16,scale=1:1:flags=area",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-",
      ],
    ]);
    expect(raw[0]).toBeGreaterThan(180);
    expect(raw[1]).toBeLessThan(60);
    expect(result.notes.join(" ")).toMatch(/No captions/);
  }, 120_000);
});

import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProviders } from "../providers/registry.ts";
import { sendJson, startLocalService } from "../providers/remote/test-support/local-service.ts";
import { buildClipRenderArgs } from "../render/clip-args.ts";
import { DEFAULT_ENCODER } from "../render/encoder.ts";
import { type ClipSignals, planClips } from "./clip-plan.ts";
import { clips, sentenceBreaks } from "./clips.ts";

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

  it("takes a transcript's sentence ends followed by a gap as places to cut", () => {
    const w = (word: string, start: number, end: number) => ({ word, start, end });
    expect(
      sentenceBreaks([
        w("Hello", 0, 0.4),
        w("there.", 0.5, 0.9),
        w("Next", 1.2, 1.5),
        w("one.", 1.55, 1.9),
        w("Go", 1.95, 2),
      ]),
    ).toEqual([{ start: 0.9, end: 1.2 }]);
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

  /** How many pixels of a region (fractions x, y, w, h) at `at` seconds are light (green over 150: text on red). */
  const lightPixels = (file: string, at: number, [x, y, w, h]: number[]) => {
    const raw = execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-ss", String(at), "-i", file, "-frames:v", "1"],
      ...["-vf", `crop=iw*${w}:ih*${h}:iw*${x}:ih*${y}`, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    ]);
    let light = 0;
    for (let i = 1; i < raw.length; i += 3) if ((raw[i] ?? 0) > 150) light++;
    return light;
  };

  it("with a speech recogniser, burns each clip's words in on its own clock (one request for the source)", async () => {
    // A local server answering like OpenAI's /audio/transcriptions: a sentence in each part.
    const service = await startLocalService((_r, res) =>
      sendJson(res, 200, {
        language: "english",
        duration: 12,
        text: "First part here. Now the red part. Bars close it.",
        words: [
          ...[
            ["First", 0.5],
            ["part", 0.9],
            ["here.", 1.3],
          ],
          ...[
            ["Now", 4.6],
            ["the", 5.0],
            ["red", 5.3],
            ["part.", 5.7],
          ],
          ...[
            ["Bars", 8.6],
            ["close", 9.0],
            ["it.", 9.4],
          ],
        ].map(([word, start]) => ({ word, start, end: (start as number) + 0.35 })),
      }),
    );
    try {
      const providers = createProviders(
        { ASR_BASE_URL: `${service.origin}/v1`, ASR_MODEL: "whisper-1" },
        { cacheDir: path.join(dir, "cache") },
      );
      const result = await clips(
        {
          video,
          count: 3,
          maxSeconds: 30,
          platform: "TikTok",
          reframe: "crop",
          outDir: path.join(dir, "asr"),
          scale: 0.25,
        },
        { providers, cacheDir: path.join(dir, "cache"), workDir: path.join(dir, "work-asr") },
      );
      expect(service.requests).toHaveLength(1);
      expect(service.requests[0]?.url.pathname).toBe("/v1/audio/transcriptions");
      expect(result.clips.map((c) => [Math.round(c.start), Math.round(c.end)])).toEqual([
        [0, 4],
        [4, 8],
        [8, 12],
      ]);
      expect(result.notes.join(" ")).toMatch(/Captions from the speech/);
      // The red clip: its words (4.6-6.05 s in the source) are on screen 0.6-2.05 s into the clip,
      // in the caption area (lighter than the red around them); at 3.5 s the area is plain red.
      const red = result.clips[1]!.video;
      const area = [0.06, 0.55, 0.79, 0.25];
      expect(lightPixels(red, 3.5, area)).toBe(0);
      expect(lightPixels(red, 1.2, area)).toBeGreaterThan(150);

      // The caption style and font the user chose (issue 13): the same words drawn otherwise.
      const styled = await clips(
        {
          video,
          count: 3,
          maxSeconds: 30,
          platform: "TikTok",
          reframe: "crop",
          captions: "hormozi",
          font: "comic",
          outDir: path.join(dir, "asr-styled"),
          scale: 0.25,
        },
        { providers, cacheDir: path.join(dir, "cache"), workDir: path.join(dir, "work-asr-styled") },
      );
      const red2 = styled.clips[1]!.video;
      expect(lightPixels(red2, 3.5, area)).toBe(0);
      expect(lightPixels(red2, 1.2, area)).toBeGreaterThan(150);
      const captionArea = (file: string) =>
        execFileSync("ffmpeg", [
          ...["-hide_banner", "-loglevel", "error", "-ss", "1.2", "-i", file, "-frames:v", "1"],
          ...["-vf", "crop=iw*0.79:ih*0.25:iw*0.06:ih*0.55"],
          ...["-f", "rawvideo", "-pix_fmt", "gray", "-"],
        ]);
      const [a, b] = [captionArea(red), captionArea(red2)];
      let differ = 0;
      for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 40) differ++;
      // Another style and font: a good part of the caption area changes.
      expect(differ).toBeGreaterThan(100);
    } finally {
      await service.close();
    }
  }, 240_000);

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

import { writeFile } from "node:fs/promises";
import { createProviders } from "@reelforge/studio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  generate,
  uploadFile,
} from "../../../test/harness.ts";

// Subtitles through the API, rendered for real and small: a clip whose sound is a narration, its
// transcript matched to the speech (cues, SRT, VTT, no video yet), the cues edited and burned in; and
// the clear refusals (no transcript without a recogniser, a cue ending before it starts).

const TEXT = "Fresh bread every morning. Come early for warm croissants.";
let fx: GeneratorFixture;
let clipId = "";
let firstWordAt = 0;

const make = (input: Record<string, unknown>) => generate(fx.alice, "subtitles", input);

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-subtitles-test-" });
  const speech = await createProviders({}, { cacheDir: fx.file("cache") }).builtin.tts.synthesize(
    TEXT,
    { language: "English", gender: "female", speed: 1.2 },
    fx.file("speech"),
  );
  firstWordAt = 1 + speech.words[0]!.start;
  const clip = fx.file("clip.mp4");
  const seconds = (speech.durationSeconds + 1.5).toFixed(2);
  ffmpeg(
    ...["-f", "lavfi", "-i", `testsrc2=s=640x360:r=25:d=${seconds}`, "-i", speech.audioPath],
    ...["-filter_complex", "[1:a]adelay=1000:all=1,apad[a]", "-map", "0:v", "-map", "[a]", "-t", seconds],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", clip],
  );
  clipId = (await uploadFile(fx.alice, clip, "clip.mp4")).id;
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe("subtitles", () => {
  it("times a pasted transcript to the speech, then burns the edited cues into the video, charging one video", async () => {
    const videos = async () =>
      ((await (await fx.alice.get("/api/subscription/status")).json()) as { videoGenerationCount: number })
        .videoGenerationCount;
    const before = await videos();
    const timed = await make({ video: clipId, language: "English", transcript: TEXT, burn: false });
    // The cues alone are free: the subtitled video is the one unit.
    expect(await videos()).toBe(before);
    const cues = timed.result?.cues ?? [];
    expect(cues.map((c) => c.text).join(" ")).toBe(TEXT);
    expect(Math.abs(cues[0]!.start - firstWordAt)).toBeLessThan(0.2);
    expect(timed.result?.videoUrl).toBeUndefined();
    const srt = await (await fx.alice.get(timed.result?.srtUrl ?? "")).text();
    expect(srt).toContain("Fresh bread");
    expect(await (await fx.alice.get(timed.result?.vttUrl ?? "")).text()).toMatch(/^WEBVTT/);
    expect(timed.result?.credits.map((c) => c.label)).toContain(
      "Captions: ReelForge aligner (built-in: your transcript matched to the speech)",
    );

    const edited = cues.map((c, i) => (i === 0 ? { ...c, text: "Fresh loaves every morning." } : c));
    const burned = await make({
      video: clipId,
      language: "English",
      captions: "karaoke",
      font: "Roboto",
      cues: edited,
    });
    expect(burned.title).toBe("Subtitles (edited)");
    const video = await fx.alice.get(burned.result?.videoUrl ?? "");
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    const srt2 = await (await fx.alice.get(burned.result?.srtUrl ?? "")).text();
    expect(srt2).toContain("Fresh loaves every morning.");
    expect(burned.result?.cues?.[0]?.start).toBe(cues[0]!.start);
    expect(await videos()).toBe(before + 1);
    // The burned video is a real one: as long as the clip, with a picture.
    const file = fx.file("burned.mp4");
    await writeFile(file, new Uint8Array(await video.arrayBuffer()));
    const probe = ffprobe(file);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Number(probe.format.duration)).toBeGreaterThan(firstWordAt);
  }, 120_000);

  it("says what to do when there is neither a transcript nor a recogniser, charging nothing", async () => {
    const before = await (await fx.alice.get("/api/subscription/status")).json();
    const response = await fx.alice.post("/api/generations", {
      kind: "subtitles",
      input: { video: clipId, language: "English", transcript: "  " },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; extraDetails: string; code: string };
    expect(body.message).toMatch(/paste what is said in the video as the transcript/);
    expect(body.code).toBe("VALIDATION");
    expect(await (await fx.alice.get("/api/subscription/status")).json()).toEqual(before);
  });

  it("refuses cues that end before they start, and a video that is not the caller's", async () => {
    const bad = await fx.alice.post("/api/generations", {
      kind: "subtitles",
      input: { video: clipId, cues: [{ start: 3, end: 2, text: "x" }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("a cue must end after it starts");
    const missing = await fx.alice.post("/api/generations", {
      kind: "subtitles",
      input: { video: "00000000-0000-4000-8000-000000000000", transcript: TEXT },
    });
    expect(missing.status).toBe(404);
    // Another user's upload is as unknown to the caller as a missing one.
    const foreign = await fx.bob.post("/api/generations", {
      kind: "subtitles",
      input: { video: clipId, transcript: TEXT },
    });
    expect(foreign.status).toBe(404);
  });
});

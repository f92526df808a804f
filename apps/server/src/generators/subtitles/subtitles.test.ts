import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGeneration, TUpload } from "@reelforge/contract";
import { createProviders } from "@reelforge/studio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { configureGenerations } from "../../modules/generations/index.ts";

// Subtitles through the API, rendered for real and small: a clip whose sound is a narration, its
// transcript matched to the speech (cues, SRT, VTT, no video yet), the cues edited and burned in; and
// the clear refusals (no transcript without a recogniser, a cue ending before it starts).

const TEXT = "Fresh bread every morning. Come early for warm croissants.";
let server: TestServer;
let alice: TestClient;
let scratch: string;
let clipId = "";
let firstWordAt = 0;

async function waitFor(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 1200; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function make(input: Record<string, unknown>): Promise<TGeneration> {
  const created = await alice.post("/api/generations", { kind: "subtitles", input });
  expect(created.status).toBe(202);
  const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
  expect(done.error).toBeNull();
  expect(done.status).toBe("succeeded");
  return done;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-subtitles-test-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  const speech = await createProviders({}, { cacheDir: path.join(scratch, "cache") }).builtin.tts.synthesize(
    TEXT,
    { language: "English", gender: "female", speed: 1.2 },
    path.join(scratch, "speech"),
  );
  firstWordAt = 1 + speech.words[0]!.start;
  const clip = path.join(scratch, "clip.mp4");
  const seconds = (speech.durationSeconds + 1.5).toFixed(2);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `testsrc2=s=640x360:r=25:d=${seconds}`, "-i", speech.audioPath],
    ...["-filter_complex", "[1:a]adelay=1000:all=1,apad[a]", "-map", "0:v", "-map", "[a]", "-t", seconds],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", clip],
  ]);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await readFile(clip))]), "clip.mp4");
  const up = await alice.request("/api/uploads", { method: "POST", body: form });
  expect(up.status).toBe(201);
  clipId = ((await up.json()) as TUpload).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("subtitles", () => {
  it("times a pasted transcript to the speech, then burns the edited cues into the video, charging one video", async () => {
    const videos = async () =>
      ((await (await alice.get("/api/subscription/status")).json()) as { videoGenerationCount: number })
        .videoGenerationCount;
    const before = await videos();
    const timed = await make({ video: clipId, language: "English", transcript: TEXT, burn: false });
    // The cues alone are free: the subtitled video is the one unit.
    expect(await videos()).toBe(before);
    const cues = timed.result?.cues ?? [];
    expect(cues.map((c) => c.text).join(" ")).toBe(TEXT);
    expect(Math.abs(cues[0]!.start - firstWordAt)).toBeLessThan(0.2);
    expect(timed.result?.videoUrl).toBeUndefined();
    const srt = await (await alice.get(timed.result?.srtUrl ?? "")).text();
    expect(srt).toContain("Fresh bread");
    expect(await (await alice.get(timed.result?.vttUrl ?? "")).text()).toMatch(/^WEBVTT/);
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
    const video = await alice.get(burned.result?.videoUrl ?? "");
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    const srt2 = await (await alice.get(burned.result?.srtUrl ?? "")).text();
    expect(srt2).toContain("Fresh loaves every morning.");
    expect(burned.result?.cues?.[0]?.start).toBe(cues[0]!.start);
    expect(await videos()).toBe(before + 1);
    // The burned video is a real one: as long as the clip, with a picture.
    const file = path.join(scratch, "burned.mp4");
    await writeFile(file, new Uint8Array(await video.arrayBuffer()));
    const probe = JSON.parse(
      execFileSync("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file], {
        encoding: "utf8",
      }),
    ) as { format: { duration: string }; streams: { codec_type: string }[] };
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Number(probe.format.duration)).toBeGreaterThan(firstWordAt);
  }, 120_000);

  it("says what to do when there is neither a transcript nor a recogniser, charging nothing", async () => {
    const before = await (await alice.get("/api/subscription/status")).json();
    const response = await alice.post("/api/generations", {
      kind: "subtitles",
      input: { video: clipId, language: "English", transcript: "  " },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; extraDetails: string; code: string };
    expect(body.message).toMatch(/paste what is said in the video as the transcript/);
    expect(body.code).toBe("VALIDATION");
    expect(await (await alice.get("/api/subscription/status")).json()).toEqual(before);
  });

  it("refuses cues that end before they start, and a video that is not the caller's", async () => {
    const bad = await alice.post("/api/generations", {
      kind: "subtitles",
      input: { video: clipId, cues: [{ start: 3, end: 2, text: "x" }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("a cue must end after it starts");
    const missing = await alice.post("/api/generations", {
      kind: "subtitles",
      input: { video: "00000000-0000-4000-8000-000000000000", transcript: TEXT },
    });
    expect(missing.status).toBe(404);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGeneration, TUpload } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { configureGenerations } from "../../modules/generations/index.ts";

// Clips through the API, rendered for real: a video of three different parts cut into three clips at
// its boundaries, each downloadable; bad requests refused with their reason.

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let scratch: string;
let videoId = "";
let imageId = "";

const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

async function upload(client: TestClient, file: string, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await readFile(file))]), name);
  const up = await client.request("/api/uploads", { method: "POST", body: form });
  expect(up.status).toBe(201);
  return ((await up.json()) as TUpload).id;
}

async function waitFor(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 1200; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-clips-test-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  bob = await signUpVerified(server, { email: "bob@example.com" });
  const video = path.join(scratch, "talk.mp4");
  ffmpeg(
    ...[
      "-f",
      "lavfi",
      "-i",
      "testsrc2=s=640x360:r=25:d=4",
      "-f",
      "lavfi",
      "-i",
      "color=c=blue:s=640x360:r=25:d=4",
    ],
    ...["-f", "lavfi", "-i", "smptebars=s=640x360:r=25:d=4", "-f", "lavfi", "-i", "sine=f=440:d=4"],
    ...["-f", "lavfi", "-i", "sine=f=660:d=4", "-f", "lavfi", "-i", "sine=f=880:d=4"],
    ...["-filter_complex", "[0:v][3:a][1:v][4:a][2:v][5:a]concat=n=3:v=1:a=1[v][a]"],
    ...["-map", "[v]", "-map", "[a]", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", video],
  );
  videoId = await upload(alice, video, "talk.mp4");
  const image = path.join(scratch, "still.png");
  ffmpeg("-f", "lavfi", "-i", "color=c=green:s=64x64", "-frames:v", "1", image);
  imageId = await upload(alice, image, "still.png");
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("clips", () => {
  it("cuts the user's video into three clips at its three parts, each downloadable", async () => {
    const created = await alice.post("/api/generations", {
      kind: "clips",
      input: { video: videoId, count: 3, platform: "YouTube Shorts", maxSeconds: 20, reframe: "crop" },
    });
    expect(created.status).toBe(202);
    const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
    expect(done.error).toBeNull();
    expect(done.status).toBe("succeeded");
    const clips = done.result?.clips ?? [];
    expect(clips.map((c) => [Math.round(c.start), Math.round(c.end)])).toEqual([
      [0, 4],
      [4, 8],
      [8, 12],
    ]);
    for (const [i, clip] of clips.entries()) {
      expect(Math.abs(clip.start - 4 * i)).toBeLessThanOrEqual(0.5);
      const response = await alice.get(`${clip.videoUrl}?download=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/attachment/);
      const file = path.join(scratch, `clip-${i}.mp4`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      const probe = JSON.parse(
        execFileSync("ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", file]).toString(),
      ) as { streams: { codec_type: string; width?: number; height?: number }[] };
      // YouTube Shorts is 9:16 (1080x1920 at RENDER_SCALE 0.25).
      const v = probe.streams.find((s) => s.codec_type === "video");
      expect([v?.width, v?.height]).toEqual([270, 480]);
      expect(clip.thumbnailUrl).toBeTruthy();
      // Not anyone else's.
      expect((await bob.get(clip.videoUrl)).status).not.toBe(200);
    }
    expect(done.result?.notes?.join(" ")).toMatch(/No captions/);
    expect(done.result?.thumbnailUrl).toBeTruthy();
  }, 180_000);

  it("refuses bad requests with their reason, charging nothing", async () => {
    const ask = (client: TestClient, input: Record<string, unknown>) =>
      client.post("/api/generations", { kind: "clips", input });
    const count = await ask(alice, { video: videoId, count: 0, platform: "TikTok", maxSeconds: 30 });
    expect(count.status).toBe(400);
    expect(JSON.stringify(await count.json())).toMatch(/count must be from 1 to 10/);
    const long = await ask(alice, { video: videoId, count: 2, platform: "TikTok", maxSeconds: 1000 });
    expect(long.status).toBe(400);
    const image = await ask(alice, { video: imageId, count: 2, platform: "TikTok", maxSeconds: 30 });
    expect(image.status).toBe(400);
    // Alice's video is not Bob's to cut.
    const theirs = await ask(bob, { video: videoId, count: 2, platform: "TikTok", maxSeconds: 30 });
    expect(theirs.status).toBe(404);
    const status = (await (await bob.get("/api/subscription/status")).json()) as {
      clipGenerationCount: number;
    };
    expect(status.clipGenerationCount).toBe(0);
  });
});

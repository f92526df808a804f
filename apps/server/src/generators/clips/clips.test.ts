import { writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  startGeneration,
  type TestClient,
  uploadFile,
  waitForGeneration,
} from "../../../test/harness.ts";

// Clips through the API, rendered for real: a video of three different parts cut into three clips at
// its boundaries, each downloadable; bad requests refused with their reason.

let fx: GeneratorFixture;
let videoId = "";
let imageId = "";

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-clips-test-" });
  const video = fx.file("talk.mp4");
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
  videoId = (await uploadFile(fx.alice, video)).id;
  const image = fx.file("still.png");
  ffmpeg("-f", "lavfi", "-i", "color=c=green:s=64x64", "-frames:v", "1", image);
  imageId = (await uploadFile(fx.alice, image)).id;
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe("clips", () => {
  it("cuts the user's video into three clips at its three parts, each downloadable", async () => {
    const created = await startGeneration(fx.alice, "clips", {
      video: videoId,
      count: 3,
      platform: "YouTube Shorts",
      maxSeconds: 20,
      reframe: "crop",
    });
    const done = await waitForGeneration(fx.alice, created);
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
      const response = await fx.alice.get(`${clip.videoUrl}?download=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/attachment/);
      const file = fx.file(`clip-${i}.mp4`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      const probe = ffprobe(file);
      // YouTube Shorts is 9:16 (1080x1920 at RENDER_SCALE 0.25).
      const v = probe.streams.find((s) => s.codec_type === "video");
      expect([v?.width, v?.height]).toEqual([270, 480]);
      expect(clip.thumbnailUrl).toBeTruthy();
      // Not anyone else's.
      expect((await fx.bob.get(clip.videoUrl)).status).not.toBe(200);
    }
    expect(done.result?.notes?.join(" ")).toMatch(/No captions/);
    expect(done.result?.thumbnailUrl).toBeTruthy();
  }, 180_000);

  it("refuses bad requests with their reason, charging nothing", async () => {
    const ask = (client: TestClient, input: Record<string, unknown>) =>
      client.post("/api/generations", { kind: "clips", input });
    const count = await ask(fx.alice, { video: videoId, count: 0, platform: "TikTok", maxSeconds: 30 });
    expect(count.status).toBe(400);
    expect(JSON.stringify(await count.json())).toMatch(/count must be from 1 to 10/);
    const long = await ask(fx.alice, { video: videoId, count: 2, platform: "TikTok", maxSeconds: 1000 });
    expect(long.status).toBe(400);
    const image = await ask(fx.alice, { video: imageId, count: 2, platform: "TikTok", maxSeconds: 30 });
    expect(image.status).toBe(400);
    // Alice's video is not Bob's to cut.
    const theirs = await ask(fx.bob, { video: videoId, count: 2, platform: "TikTok", maxSeconds: 30 });
    expect(theirs.status).toBe(404);
    const status = (await (await fx.bob.get("/api/subscription/status")).json()) as {
      clipGenerationCount: number;
    };
    expect(status.clipGenerationCount).toBe(0);
  });
});

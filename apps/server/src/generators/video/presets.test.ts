import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGeneration } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { configureGenerations } from "../../modules/generations/index.ts";

// The video generator's presets through the API (issue 13): the animation maker's illustrated explainer
// rendered for real and small (9:16, as long as asked, every picture a built-in illustration), and the
// movie maker's lengths (three minutes taken with `style: "movie"`, refused without it).

let server: TestServer;
let alice: TestClient;
let scratch: string;

async function waitFor(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 3000; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

const videos = async () =>
  ((await (await alice.get("/api/subscription/status")).json()) as { videoGenerationCount: number })
    .videoGenerationCount;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-presets-test-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("video presets", () => {
  it("the animation maker's style: an illustrated explainer video, 9:16 for YouTube Shorts", async () => {
    const created = await alice.post("/api/generations", {
      kind: "video",
      input: {
        description: "How solar panels save you 200 dollars a year",
        platform: "YouTube Shorts",
        videoDuration: 6,
        style: "animated",
      },
    });
    expect(created.status, await created.clone().text()).toBe(202);
    const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
    expect(done.error).toBeNull();
    expect(done.status).toBe("succeeded");
    const media = await alice.get(done.result?.videoUrl ?? "");
    expect(media.status).toBe(200);
    const file = path.join(scratch, "animated.mp4");
    await writeFile(file, new Uint8Array(await media.arrayBuffer()));
    const info = JSON.parse(
      execFileSync("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file], {
        encoding: "utf8",
      }),
    ) as { format: { duration: string }; streams: { codec_type: string; width?: number; height?: number }[] };
    const video = info.streams.find((s) => s.codec_type === "video");
    expect([video?.width, video?.height]).toEqual([270, 480]);
    expect(info.streams.some((s) => s.codec_type === "audio")).toBe(true);
    expect(Number(info.format.duration)).toBeGreaterThan(5);
    expect(Number(info.format.duration)).toBeLessThan(9);
    // Every picture drawn by the studio: the credits name the illustrations, no stock or model.
    const labels = (done.result?.credits ?? []).map((c) => c.label).join(" | ");
    expect(labels).toMatch(/illustration/i);
    expect(labels).not.toMatch(/pexels|pixabay|openai/i);
  }, 300_000);

  it("the movie maker takes three minutes; other videos stop at 60 seconds; the refusal charges nothing", async () => {
    const before = await videos();
    const refused = await alice.post("/api/generations", {
      kind: "video",
      input: { description: "A lighthouse keeper's voyage", videoDuration: "180 Seconds" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      'the movie maker (style \\"movie\\") makes up to 180',
    );
    expect(await videos()).toBe(before);

    const movie = await alice.post("/api/generations", {
      kind: "video",
      input: { description: "A lighthouse keeper's voyage", videoDuration: "180 Seconds", style: "movie" },
    });
    expect(movie.status, await movie.clone().text()).toBe(202);
    const { id } = (await movie.json()) as { id: string };
    expect(await videos()).toBe(before + 1);
    // The full render is the movie benchmark's (npm run bench:movie); here the request is cancelled.
    expect((await alice.post(`/api/generations/${id}/cancel`)).status).toBe(200);
    expect((await waitFor(alice, id)).status).toBe("cancelled");
    expect(await videos()).toBe(before);
  }, 120_000);
});

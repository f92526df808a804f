import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffprobe,
  type GeneratorFixture,
  generate,
  waitForGeneration,
} from "../../../test/harness.ts";

// The video generator's presets through the API (issue 13): the animation maker's illustrated explainer
// rendered for real and small (9:16, as long as asked, every picture a built-in illustration), and the
// movie maker's lengths (three minutes taken with `style: "movie"`, refused without it).

let fx: GeneratorFixture;

const videos = async () =>
  ((await (await fx.alice.get("/api/subscription/status")).json()) as { videoGenerationCount: number })
    .videoGenerationCount;

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-presets-test-" });
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe("video presets", () => {
  it("the animation maker's style: an illustrated explainer video, 9:16 for YouTube Shorts", async () => {
    const done = await generate(fx.alice, "video", {
      description: "How solar panels save you 200 dollars a year",
      platform: "YouTube Shorts",
      videoDuration: 6,
      style: "animated",
    });
    const info = ffprobe(await fx.fetchTo(fx.alice, done.result?.videoUrl ?? "", "animated.mp4"));
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
    const refused = await fx.alice.post("/api/generations", {
      kind: "video",
      input: { description: "A lighthouse keeper's voyage", videoDuration: "180 Seconds" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      'the movie maker (style \\"movie\\") makes up to 180',
    );
    expect(await videos()).toBe(before);

    const movie = await fx.alice.post("/api/generations", {
      kind: "video",
      input: { description: "A lighthouse keeper's voyage", videoDuration: "180 Seconds", style: "movie" },
    });
    expect(movie.status, await movie.clone().text()).toBe(202);
    const { id } = (await movie.json()) as { id: string };
    expect(await videos()).toBe(before + 1);
    // The full render is the movie benchmark's (npm run bench:movie); here the request is cancelled.
    expect((await fx.alice.post(`/api/generations/${id}/cancel`)).status).toBe(200);
    expect((await waitForGeneration(fx.alice, id)).status).toBe("cancelled");
    expect(await videos()).toBe(before);
  }, 120_000);
});

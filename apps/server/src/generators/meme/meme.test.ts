import { MEME_TEMPLATE_IDS } from "@reelforge/contract";
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

// The meme video maker through the API, rendered for real (RENDER_SCALE 0.25): the templates listed,
// a meme over the user's clip (its length kept) and one over an illustration of the words, in the
// library under their words; bad requests refused with their reason and nothing charged.

let fx: GeneratorFixture;
let clipId = "";
let songId = "";

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-meme-test-" });
  const clip = fx.file("reaction.mp4");
  ffmpeg(
    ...["-f", "lavfi", "-i", "testsrc2=s=320x240:r=25:d=3.5", "-f", "lavfi", "-i", "sine=f=440:d=3.5"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip],
  );
  clipId = (await uploadFile(fx.alice, clip)).id;
  const song = fx.file("song.wav");
  ffmpeg("-f", "lavfi", "-i", "sine=f=300:d=2", song);
  songId = (await uploadFile(fx.alice, song)).id;
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe("meme", () => {
  it("lists the templates without a session, as the OpenAPI document says", async () => {
    const response = await fx.server.client().get("/api/meme-templates");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      items: { id: string; name: string; description: string; fields: { name: string }[] }[];
    };
    expect(body.items.map((t) => t.id)).toEqual([...MEME_TEMPLATE_IDS]);
    expect(body.items.map((t) => t.id)).toEqual(
      expect.arrayContaining(["caption-bar", "top-bottom", "reaction-split"]),
    );
    for (const t of body.items) {
      expect(t.name).not.toBe("");
      expect(t.description).not.toBe("");
      expect(t.fields.map((f) => f.name)).toEqual(["topText", "bottomText"]);
    }
    const doc = (await (await fx.server.client().get("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { operationId: string } }>;
    };
    expect(doc.paths["/api/meme-templates"]?.get?.operationId).toBe("listMemeTemplates");
  });

  it("makes a meme over the user's clip (its length kept) and one over an illustration, titled by their words", async () => {
    const before = (await (await fx.alice.get("/api/subscription/status")).json()) as {
      videoGenerationCount: number;
    };
    const onClip = await startGeneration(fx.alice, "meme", {
      template: "caption-bar",
      topText: "POV: the build passed on the first try 😳",
      media: clipId,
      platform: "TikTok",
    });
    const drawn = await startGeneration(fx.alice, "meme", {
      template: "Top-Bottom",
      topText: "When the coffee kicks in",
      bottomText: "☕ 月曜日でも大丈夫",
      platform: "Youtube",
    });
    const clipMeme = await waitForGeneration(fx.alice, onClip);
    expect(clipMeme.error).toBeNull();
    expect(clipMeme.status).toBe("succeeded");
    expect(clipMeme.title).toBe("POV: the build passed on the first try 😳");
    expect(clipMeme.result?.thumbnailUrl).toBeTruthy();
    const clipProbe = ffprobe(
      await fx.fetchTo(fx.alice, clipMeme.result?.videoUrl as string, "clip-meme.mp4"),
    );
    const v = clipProbe.streams.find((s) => s.codec_type === "video");
    expect([v?.width, v?.height]).toEqual([270, 480]);
    // The clip's 3.5 s kept, its sound too.
    expect(Number(clipProbe.format.duration)).toBeGreaterThan(3.3);
    expect(Number(clipProbe.format.duration)).toBeLessThan(3.8);
    expect(clipProbe.streams.some((s) => s.codec_type === "audio")).toBe(true);

    const drawnMeme = await waitForGeneration(fx.alice, drawn);
    expect(drawnMeme.error).toBeNull();
    expect(drawnMeme.status).toBe("succeeded");
    expect(drawnMeme.title).toBe("When the coffee kicks in / ☕ 月曜日でも大丈夫");
    const drawnProbe = ffprobe(
      await fx.fetchTo(fx.alice, drawnMeme.result?.videoUrl as string, "drawn-meme.mp4"),
    );
    const dv = drawnProbe.streams.find((s) => s.codec_type === "video");
    expect([dv?.width, dv?.height]).toEqual([480, 270]);
    expect(Number(drawnProbe.format.duration)).toBeCloseTo(5, 0);
    expect(JSON.stringify(drawnMeme.result?.credits)).toMatch(/illustration/);

    // In the library under their own titles, each one of the videos allowance.
    const library = (await (await fx.alice.get("/api/generations?kind=meme")).json()) as {
      items: { id: string; title: string; kind: string }[];
    };
    expect(library.items.map((g) => g.title).sort()).toEqual([clipMeme.title, drawnMeme.title].sort());
    const after = (await (await fx.alice.get("/api/subscription/status")).json()) as {
      videoGenerationCount: number;
    };
    expect(after.videoGenerationCount).toBe(before.videoGenerationCount + 2);
    // Not anyone else's.
    expect((await fx.bob.get(clipMeme.result?.videoUrl as string)).status).not.toBe(200);
  }, 240_000);

  it("refuses bad requests with their reason, charging nothing", async () => {
    const ask = (client: TestClient, input: Record<string, unknown>) =>
      client.post("/api/generations", { kind: "meme", input });
    const message = async (response: Response) => JSON.stringify(await response.json());
    const before = await (await fx.bob.get("/api/subscription/status")).json();

    const unknown = await ask(fx.bob, { template: "galaxy-brain", topText: "hi", platform: "TikTok" });
    expect(unknown.status).toBe(400);
    expect(await message(unknown)).toMatch(/Unknown meme template \\"galaxy-brain\\"/);

    const empty = await ask(fx.bob, {
      template: "top-bottom",
      topText: "  ",
      bottomText: "",
      platform: "TikTok",
    });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toMatch(/topText, bottomText or both/);

    const long = await ask(fx.bob, { template: "top-bottom", topText: "x".repeat(151), platform: "TikTok" });
    expect(long.status).toBe(400);
    expect(await message(long)).toMatch(/at most 150 characters/);

    const platform = await ask(fx.bob, { template: "top-bottom", topText: "hi", platform: "MySpace" });
    expect(platform.status).toBe(400);

    // Alice's clip is not Bob's to use; a song is not a picture.
    const theirs = await ask(fx.bob, {
      template: "top-bottom",
      topText: "hi",
      media: clipId,
      platform: "TikTok",
    });
    expect(theirs.status).toBe(404);
    const song = await ask(fx.alice, {
      template: "top-bottom",
      topText: "hi",
      media: songId,
      platform: "TikTok",
    });
    expect(song.status).toBe(400);

    expect(await (await fx.bob.get("/api/subscription/status")).json()).toEqual(before);
  });
});

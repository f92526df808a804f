import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  limitsOfPlan,
  type TGeneration,
  type TGenerationList,
  type TSubscriptionStatusResponse,
} from "@reelforge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  createTestServer,
  ROOMY_LIMITS,
  signUpVerified,
  type TestClient,
  type TestServer,
} from "../../../test/harness.ts";
import { user } from "../accounts/tables.ts";
import { usageFeature } from "../billing/tables.ts";
import { reserveUsage, setUsagePlan, usageSnapshot } from "../billing/usage-ledger.ts";
import type { EVENT_STREAM_LIMITS } from "./event-stream.ts";
import { handleGenerationJob } from "./generation-worker.ts";
import { configureGenerations, generationsFor } from "./generations-runtime.ts";
import { generation } from "./tables.ts";

const run = promisify(execFile);

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let scratch: string;

async function probe(
  bytes: ArrayBuffer,
): Promise<{ duration: number; width: number; height: number; audio: boolean }> {
  const file = path.join(scratch, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(file, Buffer.from(bytes));
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_type,width,height:format=duration",
    "-of",
    "json",
    file,
  ]);
  const info = JSON.parse(stdout) as {
    streams: { codec_type: string; width?: number; height?: number }[];
    format: { duration: string };
  };
  const video = info.streams.find((s) => s.codec_type === "video");
  return {
    duration: Number(info.format.duration),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    audio: info.streams.some((s) => s.codec_type === "audio"),
  };
}

async function waitFor(
  client: TestClient,
  id: string,
  seen?: (g: TGeneration) => void,
): Promise<TGeneration> {
  for (let i = 0; i < 600; i++) {
    const response = await client.get(`/api/generations/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TGeneration;
    seen?.(body);
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function counts() {
  return (await usageSnapshot(server.deps.db, aliceId, new Date(server.clock.now()))).counts;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-gen-test-"));
  server = await createTestServer({ workers: true });
  // Tiny renders keep the suite fast; full size is RENDER_SCALE=1.
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  bob = await signUpVerified(server, { email: "bob@example.com" });
  const me = (await (await alice.get("/api/user/checkAuthroute")).json()) as { user: { email: string } };
  expect(me.user.email).toBe("alice@example.com");
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
  aliceId = row?.id ?? "";
  await setUsagePlan(server.deps.db, aliceId, "starter", ROOMY_LIMITS, new Date(server.clock.now()), true);
});

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("POST /api/text-to-script/generate", () => {
  it("answers the script text, counts one script, and refuses an empty one or a visitor", async () => {
    const response = await alice.post("/api/text-to-script/generate", {
      script: "A 30 second explainer about composting at home",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: string };
    expect(body.result.length).toBeGreaterThan(40);
    expect(body.result.toLowerCase()).toContain("compost");
    expect((await counts()).scripts).toBe(1);

    const empty = await alice.post("/api/text-to-script/generate", { script: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: "script is required", code: "VALIDATION" });

    const visitor = await server.client().post("/api/text-to-script/generate", { script: "hello" });
    expect(visitor.status).toBe(401);
  });
});

describe("images", () => {
  let imageUrl = "";
  it("POST /api/image/generate answers an imageUrl only its owner can load", async () => {
    const response = await alice.post("/api/image/generate", { prompt: "A lighthouse at dawn" });
    expect(response.status).toBe(200);
    ({ imageUrl } = (await response.json()) as { imageUrl: string });
    // Same-origin and relative, like the videos: right whatever host or port serves the app.
    expect(imageUrl).toMatch(/^\/media\/gen\/[0-9a-f-]{36}\/image\.png$/);
    const own = await alice.get(imageUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect((await bob.get(imageUrl)).status).toBe(404);
    expect((await server.client().get(imageUrl)).status).toBe(401);
  });

  it("POST /api/image/download gives the owner's PNG and refuses other URLs without fetching", async () => {
    const own = await alice.post("/api/image/download", { imageUrl });
    expect(own.status).toBe(200);
    // An absolute URL on our own origin (as answered before) still works.
    expect(
      (await alice.post("/api/image/download", { imageUrl: `http://localhost:3000${imageUrl}` })).status,
    ).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("content-disposition")).toContain("attachment");
    expect((await bob.post("/api/image/download", { imageUrl })).status).toBe(404);
    const outside = await alice.post("/api/image/download", {
      imageUrl: "http://169.254.169.254/latest/meta-data",
    });
    expect(outside.status).toBe(400);
    const traversal = await alice.post("/api/image/download", { imageUrl: "/media/gen/../../secrets.json" });
    expect([400, 404]).toContain(traversal.status);
    expect((await alice.post("/api/image/download", {})).status).toBe(400);
    expect((await alice.get("/media/gen/%E0%A4%A/image.png")).status).toBe(404);
    expect((await alice.post("/api/image/download", { imageUrl: "/media/%E0%A4%A" })).status).toBe(404);
  });

  it("refuses an empty prompt", async () => {
    const response = await alice.post("/api/image/generate", { prompt: "" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("prompt is required");
  });
});

describe("videos", () => {
  let videoUrl = "";
  let full: ArrayBuffer;

  it("validates the spec's options", async () => {
    const base = {
      description: "Morning yoga",
      agegroup: ["Young"],
      platform: "Youtube",
      gender: ["Female"],
    };
    for (const [patch, message] of [
      [{ videoDuration: "61 Seconds" }, /videoDuration/],
      [{ videoDuration: "soon" }, /videoDuration/],
      [{ videoDuration: 4 }, /videoDuration/],
      [{ platform: "MySpace" }, /platform must be one of/],
      [{ agegroup: ["Teen"] }, /agegroup must be one of/],
      [{ gender: ["Male", "Female"] }, /one gender/],
      [{ description: "" }, /description is required/],
    ] as const) {
      const response = await alice.post("/api/video/generate", {
        ...base,
        videoDuration: "5 Seconds",
        ...patch,
      });
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect((await counts()).videos).toBe(0);
  });

  it("POST /api/video/generate waits for a 5-second MP4 and answers its videoUrl", async () => {
    const response = await alice.post("/api/video/generate", {
      description: "Why bees matter for our food",
      agegroup: ["All Age Groups"],
      platform: "Youtube",
      videoDuration: "5 Seconds",
      gender: ["Male"],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    ({ videoUrl } = (await response.json()) as { videoUrl: string });
    // Same-origin relative, like imageUrl (issue 15): not built from PUBLIC_URL.
    expect(videoUrl).toMatch(/^\/media\/[^?]+\/video\.mp4$/);
    const media = await alice.get(videoUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("video/mp4");
    expect(media.headers.get("accept-ranges")).toBe("bytes");
    full = await media.arrayBuffer();
    const info = await probe(full);
    expect(info.duration).toBeGreaterThan(4);
    expect(info.duration).toBeLessThan(8);
    // Youtube is landscape: 1920x1080 at scale 0.25.
    expect([info.width, info.height]).toEqual([480, 270]);
    expect(info.audio).toBe(true);
  });

  it("serves byte ranges so players can seek", async () => {
    const pathname = videoUrl;
    const size = full.byteLength;
    const part = await alice.get(pathname, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(full).subarray(100, 200));
    const tail = await alice.get(pathname, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(Buffer.from(full).subarray(size - 10));
    const beyond = await alice.get(pathname, { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);
  });

  it("POST and GET /api/video/download give the owner's MP4 as output.mp4 and nobody else's", async () => {
    const post = await alice.post("/api/video/download", { VideoUrl: videoUrl });
    expect(post.status).toBe(200);
    expect(post.headers.get("content-disposition")).toBe('attachment; filename="output.mp4"');
    expect((await post.arrayBuffer()).byteLength).toBe(full.byteLength);
    expect((await bob.post("/api/video/download", { VideoUrl: videoUrl })).status).toBe(404);
    expect((await alice.post("/api/video/download", { VideoUrl: "https://example.com/a.mp4" })).status).toBe(
      400,
    );
    const latest = await alice.get("/api/video/download");
    expect(latest.status).toBe(200);
    expect(latest.headers.get("content-disposition")).toBe('attachment; filename="output.mp4"');
    expect((await bob.get("/api/video/download")).status).toBe(404);
  });

  it("share links play without a session, and refuse tampering and expiry", async () => {
    const id = /gen\/([0-9a-f-]{36})\//.exec(videoUrl)?.[1];
    const share = await alice.post(`/api/generations/${id}/share`);
    expect(share.status).toBe(200);
    const { url } = (await share.json()) as { url: string };
    const link = new URL(url);
    const visitor = server.client();
    const ok = await visitor.get(`${link.pathname}${link.search}`, { range: "bytes=0-9" });
    expect(ok.status).toBe(206);
    expect((await bob.post(`/api/generations/${id}/share`)).status).toBe(404);
    const tampered = `${link.pathname}${link.search.replace(/sig=./, (m) => (m.endsWith("A") ? "sig=B" : "sig=A"))}`;
    expect((await visitor.get(tampered)).status).toBe(404);
    const otherFile = `${link.pathname.replace("video.mp4", "storyboard.json")}${link.search}`;
    expect((await visitor.get(otherFile)).status).toBe(404);
    server.clock.advance(8 * 24 * 3600 * 1000);
    try {
      expect((await visitor.get(`${link.pathname}${link.search}`)).status).toBe(404);
    } finally {
      server.clock.advance(-8 * 24 * 3600 * 1000);
    }
  });
});

describe("a video in several languages", () => {
  it("renders one playable video per language, lists the others as alternates and counts each", async () => {
    const before = await counts();
    const created = await alice.post("/api/generations", {
      kind: "video",
      input: {
        description: "Why bees matter for our food",
        videoDuration: 5,
        platform: "Youtube",
        // A repeated language is one video.
        languages: ["English", "Spanish", "english"],
      },
    });
    expect(created.status, await created.clone().text()).toBe(202);
    const { id } = (await created.json()) as { id: string };
    // Both videos are reserved up front.
    expect((await counts()).videos).toBe(before.videos + 2);
    const done = await waitFor(alice, id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    const result = done.result;
    expect(result?.videoUrl).toBe(`/media/gen/${id}/video.mp4`);
    expect(result).toMatchObject({ language: "English", languageCode: "en" });
    // The Spanish video's script could not translate the English request's own words: a plain note says so.
    expect(result?.notes?.join(" ")).toMatch(/video is in Spanish.*model provider would translate/);
    expect(result?.alternates).toEqual([
      {
        language: "Spanish",
        code: "es",
        videoUrl: `/media/gen/${id}/video.es.mp4`,
        srtUrl: `/media/gen/${id}/captions.es.srt`,
        vttUrl: `/media/gen/${id}/captions.es.vtt`,
        thumbnailUrl: `/media/gen/${id}/thumbnail.es.jpg`,
        durationSeconds: expect.any(Number),
      },
    ]);
    const spanish = result?.alternates?.[0];

    for (const url of [result?.videoUrl, spanish?.videoUrl]) {
      const media = await alice.get(url ?? "");
      expect(media.status, url).toBe(200);
      expect(media.headers.get("content-type")).toBe("video/mp4");
      const info = await probe(await media.arrayBuffer());
      expect(info.duration, url).toBeGreaterThan(4);
      expect(info.duration, url).toBeLessThan(8);
      expect([info.width, info.height]).toEqual([480, 270]);
      expect(info.audio, url).toBe(true);
    }
    expect(spanish?.durationSeconds).toBeGreaterThan(4);
    // The voice and music stems of the first video are stored and listed.
    for (const [url, name] of [
      [result?.voiceStemUrl, "voice"],
      [result?.musicStemUrl, "music"],
    ] as const) {
      expect(url).toBe(`/media/gen/${id}/${name}.wav`);
      const stem = await alice.get(url ?? "");
      expect(stem.status, url).toBe(200);
      expect(stem.headers.get("content-type")).toBe("audio/wav");
      expect((await stem.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    }

    // The Spanish captions are another narration, not a copy of the English one.
    const srt = async (url?: string) => {
      const response = await alice.get(url ?? "");
      expect(response.status, url).toBe(200);
      return response.text();
    };
    const english = await srt(result?.srtUrl);
    const other = await srt(spanish?.srtUrl);
    expect(other).toMatch(/-->/);
    const words = (text: string) => text.replace(/^[\d:,\->\s]+$/gm, "").trim();
    expect(words(other)).not.toBe(words(english));
    expect((await alice.get(spanish?.vttUrl ?? "")).headers.get("content-type")).toBe("text/vtt");
    expect((await alice.get(spanish?.thumbnailUrl ?? "")).headers.get("content-type")).toBe("image/jpeg");

    // Only the owner loads them; the download call gives the alternate too.
    expect((await bob.get(spanish?.videoUrl ?? "")).status).toBe(404);
    const download = await alice.post("/api/video/download", { VideoUrl: spanish?.videoUrl });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="output.mp4"');
    expect((await alice.post("/api/video/download", { VideoUrl: spanish?.thumbnailUrl })).status).toBe(404);

    // A share link plays the language asked for, without a session; the primary's by default.
    const shared = async (body?: Record<string, unknown>) => {
      const response = await alice.post(`/api/generations/${id}/share`, body);
      return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
    };
    const visitor = server.client();
    for (const [body, file] of [
      [undefined, "video.mp4"],
      [{ language: "es" }, "video.es.mp4"],
      [{ language: "EN" }, "video.mp4"],
    ] as const) {
      const r = await shared(body);
      expect(r.status, JSON.stringify(body)).toBe(200);
      const link = new URL(r.body.url ?? "");
      expect(link.pathname).toBe(`/media/gen/${id}/${file}`);
      const played = await visitor.get(`${link.pathname}${link.search}`);
      expect(played.status).toBe(200);
      expect(played.headers.get("content-type")).toBe("video/mp4");
    }
    const missing = await shared({ language: "fr" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This video has no "fr" version (it was made in en, es)');
    expect((await shared({ language: "../captions" })).status).toBe(400);

    // The library lists the alternate, and usage still counts both videos.
    const list = (await (await alice.get("/api/generations?limit=50")).json()) as TGenerationList;
    expect(list.items.find((g) => g.id === id)?.result?.alternates?.[0]?.videoUrl).toBe(spanish?.videoUrl);
    expect((await counts()).videos).toBe(before.videos + 2);

    // Deleting removes every language's files.
    expect((await alice.request(`/api/generations/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await alice.get(spanish?.videoUrl ?? "")).status).toBe(404);
  });

  it("refuses, in the error shape, when the plan cannot cover every language, and takes nothing", async () => {
    const now = new Date(server.clock.now());
    const plan = ROOMY_LIMITS;
    const used = (await counts()).videos;
    // One video left.
    await setUsagePlan(server.deps.db, aliceId, "starter", { ...plan, videos: used + 1 }, now, false);
    const rows = async () =>
      (await server.deps.db.select().from(generation).where(eq(generation.userId, aliceId))).length;
    const before = await rows();
    try {
      const response = await alice.post("/api/generations", {
        kind: "video",
        input: { description: "Tea in Japan", languages: ["English", "Japanese"] },
      });
      expect(response.status).toBe(429);
      const body = (await response.json()) as { code: string; message: string; extraDetails?: string };
      expect(body.code).toBe("USAGE_LIMIT_REACHED");
      expect(body.message).toBe(
        `A video in 2 languages is 2 videos, one per language. This needs 2 videos, but only 1 of your ${used + 1} videos is left this month.`,
      );
      expect(body.extraDetails).toMatch(/resets on/);
      const sync = await alice.post("/api/video/generate", {
        description: "Tea in Japan",
        agegroup: ["All Age Groups"],
        platform: "Youtube",
        videoDuration: "5 Seconds",
        gender: ["Female"],
        languages: ["English", "Japanese"],
      });
      expect(sync.status).toBe(429);
      expect((await counts()).videos).toBe(used);
      expect(await rows()).toBe(before);
    } finally {
      await setUsagePlan(server.deps.db, aliceId, "starter", plan, now, false);
    }
  });

  it("a cancelled video in two languages gives both units back", async () => {
    const before = await counts();
    const created = await alice.post("/api/generations", {
      kind: "video",
      input: {
        description: "A long tour of old harbours",
        videoDuration: 40,
        languages: ["German", "France"],
      },
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect((await counts()).videos).toBe(before.videos + 2);
    expect((await alice.post(`/api/generations/${id}/cancel`)).status).toBe(200);
    expect((await waitFor(alice, id)).status).toBe("cancelled");
    expect((await counts()).videos).toBe(before.videos);
  });
});

describe("POST /api/facelessvideo/generate", () => {
  it("answers the MP4 bytes of a two-sentence script; an empty script is a 400 with a message", async () => {
    const empty = await alice.post("/api/facelessvideo/generate", { script: "   " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe("Write Something!");
    const response = await alice.post("/api/facelessvideo/generate", {
      script: "Water boils at one hundred degrees. Salt raises that point a little.",
    });
    expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    const info = await probe(await response.arrayBuffer());
    expect(info.duration).toBeGreaterThan(2);
    // Faceless videos default to the vertical format: 1080x1920 at scale 0.25.
    expect([info.width, info.height]).toEqual([270, 480]);
  });
});

describe("asynchronous API", () => {
  it("creates, reports progress up to 100, lists newest first with pages, and names the providers", async () => {
    // The test clock stands still; move it so this one is the newest.
    server.clock.advance(1000);
    const created = await alice.post("/api/generations", {
      kind: "image",
      input: { prompt: "Red kite over hills" },
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const percents: number[] = [];
    const done = await waitFor(alice, id, (g) => percents.push(g.percent));
    expect(done.status).toBe("succeeded");
    expect(done.percent).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(done.result?.imageUrl).toBe(`/media/gen/${id}/image.png`);
    expect(done.result?.credits).toContainEqual({
      role: "Image",
      label: "Image: illustration (built-in)",
    });

    const first = (await (await alice.get("/api/generations?limit=2")).json()) as TGenerationList;
    expect(first.items[0]?.id).toBe(id);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await alice.get(`/api/generations?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`)
    ).json()) as TGenerationList;
    expect(second.items.map((g) => g.id)).not.toContain(id);
    expect(second.items.length).toBeGreaterThan(0);
    const all = (await (await alice.get("/api/generations?limit=50")).json()) as TGenerationList;
    const times = all.items.map((g) => g.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      all.items.some(
        (g) => g.kind === "video" && g.result?.credits.some((c) => c.label.startsWith("Voice: ")),
      ),
    ).toBe(true);
    expect(((await (await bob.get("/api/generations")).json()) as TGenerationList).items).toEqual([]);
    expect((await bob.get(`/api/generations/${id}`)).status).toBe(404);
  });

  it("a faceless video in an accent no longer offered is spoken with its nearest, and the result says so", async () => {
    const created = await alice.post("/api/generations", {
      kind: "faceless",
      input: { script: "Fresh bread every Friday for $12.", accent: "Indian" },
    });
    expect(created.status).toBe(202);
    const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done.result?.notes?.join(" ")).toMatch(/no Indian English accent; British English was used/);
  });

  it("a generation that fails inside the pipeline stores a readable reason and refunds the unit", async () => {
    const before = await counts();
    const created = await alice.post("/api/generations", {
      kind: "faceless",
      input: { script: "!!! --- ???" },
    });
    expect(created.status).toBe(202);
    const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/no words to narrate.*refunded/);
    expect((await counts()).facelessVideos).toBe(before.facelessVideos);
  });

  it("cancelling a running video stops it and refunds the unit", async () => {
    const before = await counts();
    const created = await alice.post("/api/generations", {
      kind: "video",
      input: { description: "A long tour of old harbours", videoDuration: 40, platform: "TikTok" },
    });
    const { id } = (await created.json()) as { id: string };
    for (let i = 0; i < 200; i++) {
      const g = (await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration;
      if (g.status === "running") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancel = await alice.post(`/api/generations/${id}/cancel`);
    expect(cancel.status).toBe(200);
    const done = await waitFor(alice, id);
    expect(done.status).toBe("cancelled");
    expect((await counts()).videos).toBe(before.videos);
    expect((await alice.post(`/api/generations/${id}/cancel`)).status).toBe(409);
  });

  it("at the plan's limit answers 429 and queues nothing", async () => {
    const rows = async () =>
      (await server.deps.db.select().from(generation).where(eq(generation.userId, aliceId))).length;
    const before = await rows();
    await setUsagePlan(
      server.deps.db,
      aliceId,
      "starter",
      {
        images: 0,
        videos: 0,
        facelessVideos: 0,
        scripts: 0,
        slideshows: 0,
        voiceOvers: 0,
        linkVideos: 0,
        generationSeconds: 0,
        clips: 0,
      },
      new Date(server.clock.now()),
      false,
    );
    try {
      const response = await alice.post("/api/generations", {
        kind: "script",
        input: { script: "Hello there" },
      });
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ code: "USAGE_LIMIT_REACHED" });
      expect((await alice.post("/api/image/generate", { prompt: "A cat" })).status).toBe(429);
      expect(await rows()).toBe(before);
    } finally {
      await setUsagePlan(
        server.deps.db,
        aliceId,
        "starter",
        ROOMY_LIMITS,
        new Date(server.clock.now()),
        false,
      );
    }
  });

  it("DELETE removes the generation and its files", async () => {
    const created = await alice.post("/api/generations", { kind: "image", input: { prompt: "Blue door" } });
    const { id } = (await created.json()) as { id: string };
    const done = await waitFor(alice, id);
    const url = done.result?.imageUrl ?? "";
    expect((await alice.get(url)).status).toBe(200);
    expect((await bob.request(`/api/generations/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await alice.request(`/api/generations/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await alice.get(`/api/generations/${id}`)).status).toBe(404);
    expect((await alice.get(url)).status).toBe(404);
  });
});

describe("a tool plan's minutes of generation", () => {
  it("meters seconds rendered: checked before the job with the length asked for, charged what was rendered, refunded on failure", async () => {
    const carol = await signUpVerified(server, { email: "carol@example.com" });
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, "carol@example.com"));
    const carolId = row?.id ?? "";
    const now = new Date(server.clock.now());
    await setUsagePlan(server.deps.db, carolId, "plus-monthly", limitsOfPlan("plus-monthly"), now, true);
    const status = async () =>
      (await (await carol.get("/api/subscription/status")).json()) as TSubscriptionStatusResponse;
    expect(await status()).toMatchObject({
      meteredBySeconds: true,
      generationSecondsUsed: 0,
      generationSecondsLimit: 50 * 60,
    });

    const created = await carol.post("/api/generations", {
      kind: "faceless",
      input: { script: "Fresh bread every Friday for twelve dollars. Come early, it sells out." },
    });
    expect(created.status).toBe(202);
    const id = ((await created.json()) as { id: string }).id;
    // While it renders, the seconds asked for are held (about 2.5 words a second).
    const held = (await status()).generationSecondsUsed;
    const done = await waitFor(carol, id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    const rendered = done.result?.durationSeconds ?? 0;
    expect(rendered).toBeGreaterThan(1);
    const charged = Math.ceil(rendered);
    expect([5, charged]).toContain(held);
    const after = await status();
    expect(after.generationSecondsUsed).toBe(charged);
    expect(after.facelessGenerationCount).toBe(0);

    // A failure gives back everything it held.
    const failing = await carol.post("/api/generations", {
      kind: "faceless",
      input: { script: "!!! --- ???" },
    });
    expect(failing.status).toBe(202);
    const failed = await waitFor(carol, ((await failing.json()) as { id: string }).id);
    expect(failed.status).toBe("failed");
    expect((await status()).generationSecondsUsed).toBe(charged);

    // With 4 seconds left, a 5-second video is refused before any job exists.
    await server.deps.db
      .update(usageFeature)
      .set({ used: 50 * 60 - 4 })
      .where(and(eq(usageFeature.userId, carolId), eq(usageFeature.feature, "generationSeconds")));
    const jobs = async () =>
      (await server.deps.db.select().from(generation).where(eq(generation.userId, carolId))).length;
    const before = await jobs();
    const refused = await carol.post("/api/generations", {
      kind: "video",
      input: { description: "Cakes", videoDuration: 5 },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: "USAGE_LIMIT_REACHED",
      message:
        "This asks for 5 seconds of AI generation, but only 0 minutes (4 seconds) of your 50 minutes are left this month.",
    });
    expect(await jobs()).toBe(before);

    // A slideshow fitted to a 20-second song asks for the song's length, not its slides' default.
    const uploaded = async (name: string, ...args: string[]) => {
      const file = path.join(scratch, name);
      await run("ffmpeg", ["-v", "error", "-y", ...args, file]);
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await readFile(file))]), name);
      const response = await carol.request("/api/uploads", { method: "POST", body: form });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const images = [
      await uploaded("one.png", "-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1"),
      await uploaded("two.png", "-f", "lavfi", "-i", "color=c=blue:s=64x64", "-frames:v", "1"),
    ];
    const song = await uploaded("song.wav", "-f", "lavfi", "-i", "sine=d=20", "-ar", "8000", "-ac", "1");
    await server.deps.db
      .update(usageFeature)
      .set({ used: 50 * 60 - 10 })
      .where(and(eq(usageFeature.userId, carolId), eq(usageFeature.feature, "generationSeconds")));
    const slideshow = await carol.post("/api/generations", {
      kind: "slideshow",
      input: { images, musicUpload: song, fitToMusic: true, platform: "Instagram" },
    });
    expect(slideshow.status).toBe(429);
    expect(((await slideshow.json()) as { message: string }).message).toMatch(
      /^This asks for 20 seconds of AI generation, but only 0.1 minutes \(10 seconds\)/,
    );
    expect(await jobs()).toBe(before);
  }, 120_000);
});

describe("the Free plan's 10 minutes a week", () => {
  it("refuses a trial account's video past 600 seconds of output in 7 days: 429 with why, no job, nothing counted", async () => {
    const dora = await signUpVerified(server, { email: "dora@example.com" });
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, "dora@example.com"));
    const doraId = row?.id ?? "";
    // A faceless video asked for 590 seconds today (the trial's monthly counts allow a video more).
    await reserveUsage(server.deps.db, doraId, "facelessVideos", new Date(server.clock.now()), 1, 590);
    const jobs = async () =>
      (await server.deps.db.select().from(generation).where(eq(generation.userId, doraId))).length;
    const before = await jobs();
    const refused = await dora.post("/api/generations", {
      kind: "video",
      input: { description: "Cakes", videoDuration: "15 Seconds" },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: "USAGE_LIMIT_REACHED",
      message:
        "This asks for 15 seconds of AI generation, but only 0.1 minutes (10 seconds) of your 10 minutes a week are left on the Free plan.",
    });
    expect(await jobs()).toBe(before);
    const status = (await (await dora.get("/api/subscription/status")).json()) as TSubscriptionStatusResponse;
    expect(status.videoGenerationCount).toBe(0);
  });
});

describe("worker crashes and redelivery", () => {
  it("a row left running by a dead worker whose job is gone fails with a reason and refunds", async () => {
    const before = await counts();
    const now = new Date(server.clock.now());
    const reservation = await reserveUsage(server.deps.db, aliceId, "videos", now);
    expect((await counts()).videos).toBe(before.videos + 1);
    const id = crypto.randomUUID();
    await server.deps.db.insert(generation).values({
      id,
      userId: aliceId,
      kind: "video",
      status: "running",
      stage: "render",
      percent: 40,
      input: { description: "Lost in a crash" },
      reservationId: reservation.id,
      jobId: crypto.randomUUID(),
      createdAt: now,
      updatedAt: now,
    });
    // Fresh rows are left alone: the worker may just be busy.
    expect(((await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration).status).toBe(
      "running",
    );
    server.clock.advance(3 * 60_000);
    try {
      const swept = (await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration;
      expect(swept.status).toBe("failed");
      expect(swept.error).toMatch(/stopped before finishing.*refunded/);
      expect((await counts()).videos).toBe(before.videos);
    } finally {
      server.clock.advance(-3 * 60_000);
    }
  });

  it("a redelivered job of a finished generation changes nothing", async () => {
    const created = await alice.post("/api/generations", {
      kind: "script",
      input: { script: "Tea in Japan" },
    });
    const { id } = (await created.json()) as { id: string };
    const done = await waitFor(alice, id);
    expect(done.status).toBe("succeeded");
    await handleGenerationJob(server.deps, id);
    const again = (await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration;
    expect(again).toEqual(done);
  });
});

describe("a remote language model that fails", () => {
  it("hands the script over to the built-in writer, and the credit says so", async () => {
    let hits = 0;
    const llm = createServer((req, res) => {
      hits += 1;
      req.resume();
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"upstream down"}}');
    });
    await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
    const port = (llm.address() as AddressInfo).port;
    const base = { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") };
    configureGenerations(server.deps, {
      env: {
        ...base,
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_API_KEY: "test-key",
        LLM_MODEL: "test-model",
        PROVIDER_MAX_RETRIES: "0",
      },
    });
    try {
      const response = await alice.post("/api/text-to-script/generate", { script: "A tour of Lisbon trams" });
      expect(response.status).toBe(200);
      const { result, id } = (await response.json()) as { result: string; id: string };
      expect(result.toLowerCase()).toContain("lisbon");
      expect(hits).toBeGreaterThan(0);
      const g = (await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration;
      expect(g.result?.credits[0]?.label).toMatch(
        /^Script: ReelForge writer \(built-in\), used because .+ failed$/,
      );
    } finally {
      configureGenerations(server.deps, { env: base });
      await new Promise<void>((resolve) => llm.close(() => resolve()));
    }
  });
});

// The blocks of a server-sent event stream as they arrive: events ({ event, data }) and comments.
async function* sseBlocks(
  response: Response,
): AsyncGenerator<{ event?: string; data?: string; comment?: string }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (block.startsWith(":")) yield { comment: block.slice(1).trim() };
        else
          yield {
            event: /^event: (.*)$/m.exec(block)?.[1],
            data: /^data: (.*)$/m.exec(block)?.[1],
          };
      }
    }
  } finally {
    reader.releaseLock();
  }
}

describe("GET /api/generations/:id/events", () => {
  it("streams a real video's progress as it renders and ends at its final state", async () => {
    // The stream reads the row every 100 ms here (1 s in service): a render whose stages are already
    // cached (an earlier test made the same speech) can finish within one second and show one step.
    const limits = generationsFor(server.deps).eventStreams.limits;
    const pollMs = limits.pollMs;
    limits.pollMs = 100;
    onTestFinished(() => {
      limits.pollMs = pollMs;
    });
    const created = await alice.post("/api/generations", {
      kind: "video",
      input: { description: "How a lighthouse works", videoDuration: 5, platform: "Youtube" },
    });
    const { id } = (await created.json()) as { id: string };
    const response = await alice.get(`/api/generations/${id}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const events: TGeneration[] = [];
    for await (const block of sseBlocks(response)) {
      if (block.event === "progress") events.push(JSON.parse(block.data ?? "null") as TGeneration);
    }
    // The loop ended: the server closed the stream after the final event.
    expect(events.at(-1)).toMatchObject({ id, status: "succeeded", percent: 100 });
    expect(events.at(-1)?.result?.videoUrl).toBe(`/media/gen/${id}/video.mp4`);
    // Progress on the way: running events between 0 and 100, never going back, each one a change.
    const running = events.filter((g) => g.status === "running");
    expect(running.length).toBeGreaterThan(1);
    expect(running.some((g) => g.percent > 0 && g.percent < 100)).toBe(true);
    const percents = events.map((g) => g.percent);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    const shown = events.map((g) => JSON.stringify(g));
    expect(new Set(shown).size).toBe(shown.length);
    // Owner only, signed in only.
    expect((await bob.get(`/api/generations/${id}/events`)).status).toBe(404);
    expect((await server.client().get(`/api/generations/${id}/events`)).status).toBe(401);
  });

  describe("with a generation another process works on", () => {
    const streams = () => generationsFor(server.deps).eventStreams;
    let saved: typeof EVENT_STREAM_LIMITS;
    let id: string;

    beforeAll(() => {
      saved = { ...streams().limits };
      Object.assign(streams().limits, { pollMs: 100, keepAliveMs: 400 });
    });
    afterAll(() => {
      Object.assign(streams().limits, saved);
    });

    async function insertQueued() {
      const now = new Date(server.clock.now());
      const rowId = crypto.randomUUID();
      await server.deps.db.insert(generation).values({
        id: rowId,
        userId: aliceId,
        kind: "video",
        status: "queued",
        stage: "queued",
        percent: 0,
        input: { description: "Made elsewhere" },
        createdAt: now,
        updatedAt: now,
      });
      return rowId;
    }
    const write = (values: Partial<typeof generation.$inferInsert>) =>
      server.deps.db
        .update(generation)
        .set({ ...values, updatedAt: new Date(server.clock.now()) })
        .where(eq(generation.id, id));

    it("sends what the worker writes to the row, keep-alive comments while nothing changes, and ends", async () => {
      id = await insertQueued();
      const response = await alice.get(`/api/generations/${id}/events`);
      expect(response.status).toBe(200);
      const seen: (TGeneration | string)[] = [];
      for await (const block of sseBlocks(response)) {
        if (block.comment !== undefined) {
          seen.push(block.comment);
          // Idle long enough for a keep-alive: the worker (another process) moves on.
          if (seen.filter((s) => s === "keep-alive").length === 1) {
            await write({ status: "succeeded", stage: "done", percent: 100, finishedAt: new Date() });
          }
          continue;
        }
        const g = JSON.parse(block.data ?? "null") as TGeneration;
        seen.push(g);
        if (g.status === "queued") await write({ status: "running", stage: "render", percent: 40 });
      }
      const generations = seen.filter((s): s is TGeneration => typeof s !== "string");
      expect(generations.map((g) => [g.status, g.stage, g.percent])).toEqual([
        ["queued", "queued", 0],
        ["running", "render", 40],
        ["succeeded", "done", 100],
      ]);
      // The keep-alive came while the row stood still at 40 %, between the two changes.
      expect(seen.indexOf("keep-alive")).toBeGreaterThan(seen.indexOf(generations[1] as TGeneration));
      expect(seen.indexOf("keep-alive")).toBeLessThan(seen.indexOf(generations[2] as TGeneration));
      await server.deps.db.delete(generation).where(eq(generation.id, id));
    });

    it("keeps at most 4 streams per user open; a closed stream frees its place", async () => {
      id = await insertQueued();
      const open: Response[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await alice.get(`/api/generations/${id}/events`);
        expect(response.status).toBe(200);
        open.push(response);
      }
      const refused = await alice.get(`/api/generations/${id}/events`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
      // Another user is not held back by alice's streams (and sees no generation of hers).
      expect((await bob.get(`/api/generations/${id}/events`)).status).toBe(404);

      await open.shift()?.body?.cancel();
      for (let i = 0; i < 50 && (streams().open.get(aliceId) ?? 0) > 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const again = await alice.get(`/api/generations/${id}/events`);
      expect(again.status).toBe(200);
      open.push(again);

      // Deleting the generation ends every stream that follows it, and frees their places.
      await server.deps.db.delete(generation).where(eq(generation.id, id));
      for (const response of open) await response.text();
      expect(streams().open.get(aliceId)).toBeUndefined();
    });
  });
});

// Each visual beat's picture from the first source that has one: stock (Pexels, then Pixabay) by the
// beat's words, then the image model, then the built-in illustrations. Local HTTP servers answer as
// Pexels, Pixabay and OpenAI's images API do (a match, a 500, an empty search); real renders, checked
// with ffprobe and by the colour of the frames where a picture shows.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import { promptVideo } from "../src/pipelines/prompt-video.ts";
import { createProviders } from "../src/providers/registry.ts";
import {
  type LocalService,
  sendBytes,
  sendJson,
  startLocalService,
} from "../src/providers/remote/test-support/local-service.ts";
import { runFfmpeg, runFfprobe } from "../src/render/run-ffmpeg.ts";
import type { Storyboard } from "../src/storyboard/schema.ts";
import { tempDir } from "./fixtures.ts";

const fast = { preset: "ultrafast" as const, crf: 28, threads: 0 };
const SCRIPT = "Our bakery bakes sourdough bread every morning. Fresh loaves reach your door every Friday.";

type Mode = "ok" | "500" | "empty";
let dir: string;
let magentaJpeg: Buffer;
let yellowPng: Buffer;
let service: LocalService;
// What each service answers in the test under way.
const modes: { pexels: Mode; pixabay: Mode; openai: Mode } = { pexels: "ok", pixabay: "ok", openai: "ok" };

async function solid(file: string, color: string, size: string): Promise<Buffer> {
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=${color}:s=${size}`,
    "-frames:v",
    "1",
    "-update",
    "1",
    file,
  ]);
  return readFile(file);
}

beforeAll(async () => {
  dir = await tempDir("studio-beat-sources-");
  magentaJpeg = await solid(path.join(dir, "magenta.jpg"), "magenta", "400x700");
  yellowPng = await solid(path.join(dir, "yellow.png"), "yellow", "1024x1536");
  service = await startLocalService((r, res) => {
    const origin = `http://${r.headers.host}`;
    const p = r.url.pathname;
    if (p.startsWith("/files/")) return sendBytes(res, 200, magentaJpeg, "image/jpeg");
    if (p === "/pexels/v1/search") {
      if (modes.pexels === "500") return sendJson(res, 500, { error: "Internal Server Error" });
      const id = 2014000 + (r.url.searchParams.get("query")?.length ?? 0);
      return sendJson(res, 200, {
        page: 1,
        per_page: 15,
        total_results: modes.pexels === "empty" ? 0 : 1,
        photos:
          modes.pexels === "empty"
            ? []
            : [
                {
                  id,
                  width: 400,
                  height: 700,
                  url: `https://www.pexels.com/photo/bread-${id}/`,
                  photographer: "Ana Baker",
                  photographer_url: "https://www.pexels.com/@ana",
                  avg_color: "#FF00FF",
                  src: { original: `${origin}/files/${id}.jpg`, large: `${origin}/files/${id}-l.jpg` },
                  alt: "Bread",
                },
              ],
      });
    }
    if (p === "/pixabay/api/") {
      if (modes.pixabay === "500") return sendJson(res, 500, { error: "down" });
      const hits =
        modes.pixabay === "empty"
          ? []
          : [
              {
                id: 777,
                pageURL: "https://pixabay.com/photos/bread-777/",
                user: "pixa",
                imageWidth: 400,
                imageHeight: 700,
                webformatURL: `${origin}/files/777-w.jpg`,
                webformatWidth: 400,
                webformatHeight: 700,
                largeImageURL: `${origin}/files/777-l.jpg`,
              },
            ];
      return sendJson(res, 200, { total: hits.length, totalHits: hits.length, hits });
    }
    if (p === "/openai/v1/images/generations") {
      if (modes.openai === "500")
        return sendJson(res, 500, { error: { message: "The server had an error" } });
      return sendJson(res, 200, {
        created: 1_700_000_000,
        data: [{ b64_json: yellowPng.toString("base64") }],
      });
    }
    sendJson(res, 404, { error: "not found" });
  });
});
afterAll(() => service.close());

function providers(env: Record<string, string>, cacheDir: string) {
  return createProviders({ PROVIDER_MAX_RETRIES: "0", PROVIDER_RETRY_BASE_MS: "0", ...env }, { cacheDir });
}
const PEXELS = () => ({ PEXELS_API_KEY: "pexels-key", PEXELS_BASE_URL: `${service.origin}/pexels` });
const PIXABAY = () => ({ PIXABAY_API_KEY: "pixabay-key", PIXABAY_BASE_URL: `${service.origin}/pixabay` });
const OPENAI = () => ({
  IMAGE_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-test",
  OPENAI_BASE_URL: `${service.origin}/openai/v1`,
});

/** The pictures of a storyboard's beats (not the background, nor kinetic text over them). */
const beats = (sb: Storyboard) =>
  sb.scenes.flatMap((s) =>
    (s.visuals ?? []).filter((v) => v.id !== "background" && v.source !== "kinetic-text"),
  );

/** Average colour of the frame at `t` seconds at its left edge, where no caption or text reaches. */
async function colourAt(video: string, t: number): Promise<[number, number, number]> {
  const out = path.join(dir, `frame-${Math.random().toString(36).slice(2)}.rgb`);
  await runFfmpeg([
    "-v",
    "error",
    "-ss",
    t.toFixed(2),
    "-i",
    video,
    "-frames:v",
    "1",
    "-vf",
    "crop=iw*0.04:ih*0.2:0:ih*0.4,scale=1:1:flags=area",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    out,
  ]);
  const px = await readFile(out);
  return [px[0]!, px[1]!, px[2]!];
}

async function probe(video: string) {
  const p = await runFfprobe(video);
  const v = p.streams.find((s) => s.codec_type === "video")!;
  return { codec: v.codec_name, width: v.width, height: v.height, duration: Number(p.format.duration) };
}

describe("visual beats from stock, an image model, then illustrations", () => {
  it("faceless: every beat from Pexels by its words, with the photo's id, licence and author", async () => {
    Object.assign(modes, { pexels: "ok", pixabay: "ok", openai: "ok" });
    const cacheDir = path.join(dir, "cache-a");
    const before = service.requests.length;
    const r = await facelessVideo(
      {
        script: SCRIPT,
        platform: "TikTok",
        scale: 0.25,
        encoder: fast,
        music: "none",
        out: path.join(dir, "a.mp4"),
      },
      { cacheDir, providers: providers(PEXELS(), cacheDir) },
    );
    const sb = r.storyboardData;
    const records = beats(sb);
    expect(records.length).toBeGreaterThan(1);
    for (const v of records) {
      expect(v.source).toBe("pexels");
      expect(v.id).toMatch(/^pexels:\d+$/);
      expect(v.license).toMatch(/^Pexels License/);
      expect(v.attribution?.author).toBe("Ana Baker");
      expect(v.placement).toBe("frame");
      expect(v.keywords.length).toBeGreaterThan(0);
    }
    // Searched by the beats' subjects, in English words, with the key in the header.
    const searches = service.requests.slice(before).filter((q) => q.url.pathname === "/pexels/v1/search");
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.map((q) => q.url.searchParams.get("query")).join(" ")).toMatch(/bread/);
    expect(searches[0]!.headers.authorization).toBe("pexels-key");
    expect(searches[0]!.url.searchParams.get("orientation")).toBe("portrait");
    expect(sb.credits.some((c) => c.credit.provider === "pexels")).toBe(true);
    expect(sb.fallbacks).toEqual([]);
    // A real video, and the photo is what shows.
    const info = await probe(r.video);
    expect(info).toMatchObject({ codec: "h264", width: 270, height: 480 });
    expect(info.duration).toBeGreaterThan(3);
    const first = records[0]!;
    const [red, green, blue] = await colourAt(r.video, first.start + Math.min(0.8, first.duration / 2));
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(90);
    expect(blue).toBeGreaterThan(180);
  });

  it("prompt video: stock answering 500 and empty falls to the image model; the render completes", async () => {
    Object.assign(modes, { pexels: "500", pixabay: "empty", openai: "ok" });
    const cacheDir = path.join(dir, "cache-b");
    const r = await promptVideo(
      {
        prompt: "A bakery with fresh sourdough bread every Friday",
        durationSeconds: 6,
        platform: "YouTube",
        scale: 0.25,
        encoder: fast,
        music: "none",
        out: path.join(dir, "b.mp4"),
      },
      { cacheDir, providers: providers({ ...PEXELS(), ...PIXABAY(), ...OPENAI() }, cacheDir) },
    );
    const records = beats(r.storyboardData);
    expect(records.length).toBeGreaterThan(0);
    for (const v of records) {
      expect(v.source).toBe("openai");
      expect(v.id).toMatch(/^openai:/);
      expect(v.placement).toBe("frame");
    }
    const info = await probe(r.video);
    expect(info).toMatchObject({ codec: "h264", width: 480, height: 270 });
    expect(info.duration).toBeGreaterThan(5);
    const first = records[0]!;
    const [red, green, blue] = await colourAt(r.video, first.start + Math.min(0.8, first.duration / 2));
    expect(red).toBeGreaterThan(180);
    expect(green).toBeGreaterThan(180);
    expect(blue).toBeLessThan(90);
  });

  it("faceless: Pexels empty and the image model answering 500: built-in illustrations, the fallback recorded", async () => {
    Object.assign(modes, { pexels: "empty", pixabay: "ok", openai: "500" });
    const cacheDir = path.join(dir, "cache-c");
    const before = service.requests.length;
    const r = await facelessVideo(
      {
        script: SCRIPT,
        platform: "Instagram",
        aspect: "1:1",
        scale: 0.25,
        encoder: fast,
        music: "none",
        out: path.join(dir, "c.mp4"),
      },
      { cacheDir, providers: providers({ ...PEXELS(), ...OPENAI() }, cacheDir) },
    );
    const sb = r.storyboardData;
    const records = beats(sb);
    expect(records.length).toBeGreaterThan(0);
    for (const v of records) expect(v.source).toBe("illustration");
    expect(records.map((v) => v.id)).toContain("fluent-emoji-flat:bread");
    expect(sb.fallbacks).toContainEqual(
      expect.objectContaining({ stage: "visuals", from: "openai", to: "illustration" }),
    );
    // A source that failed is not asked again for every later beat (at most once per scene under way).
    const asked = service.requests.slice(before).filter((q) => q.url.pathname.startsWith("/openai/"));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(asked.length).toBeLessThan(records.length);
    const info = await probe(r.video);
    expect(info).toMatchObject({ codec: "h264", width: 270, height: 270 });
    expect(info.duration).toBeGreaterThan(3);
  });

  it("animated style (the animation maker): illustrations and kinetic text even with stock and a model set", async () => {
    Object.assign(modes, { pexels: "ok", pixabay: "ok", openai: "ok" });
    const cacheDir = path.join(dir, "cache-d");
    const before = service.requests.length;
    const r = await promptVideo(
      {
        prompt: "Solar panels turn sunlight into power for your home and save you 200 dollars a year",
        durationSeconds: 8,
        platform: "TikTok",
        style: "animated",
        scale: 0.25,
        encoder: fast,
        out: path.join(dir, "d.mp4"),
      },
      { cacheDir, providers: providers({ ...PEXELS(), ...PIXABAY(), ...OPENAI() }, cacheDir) },
    );
    const sb = r.storyboardData;
    // No stock search and no model picture: every beat is a built-in illustration.
    const asked = service.requests.slice(before).map((q) => q.url.pathname);
    expect(asked.filter((p) => !p.startsWith("/files/"))).toEqual([]);
    const records = beats(sb);
    expect(records.length).toBeGreaterThan(1);
    for (const v of records) expect(v.source).toBe("illustration");
    // The price pops up as kinetic text; bright colours, playful music, bouncy captions.
    const kinetic = sb.scenes.flatMap((s) => (s.visuals ?? []).filter((v) => v.source === "kinetic-text"));
    expect(kinetic.map((v) => v.id).join(" ")).toMatch(/\$200/);
    expect(sb.brand.colors).toEqual(["#2563eb", "#facc15", "#f472b6"]);
    expect(sb.music).toMatchObject({ mood: "playful" });
    expect(sb.captions.style).toBe("bold-pop");
    expect(sb.meta.style).toBe("animated");
    const info = await probe(r.video);
    expect(info).toMatchObject({ codec: "h264", width: 270, height: 480 });
    expect(info.duration).toBeGreaterThan(7);
    // The frame's edge is the bright blue of the palette, not a photo.
    const [red, green, blue] = await colourAt(r.video, records[0]!.start + 0.5);
    expect(blue).toBeGreaterThan(red + 60);
    expect(blue).toBeGreaterThan(green + 30);
  });
});

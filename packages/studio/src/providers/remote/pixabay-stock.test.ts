import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ProviderError, type StockQuery } from "../types.ts";
import { createPixabayStock } from "./pixabay-stock.ts";
import { sendJson, sequence } from "./test-support/local-service.ts";
import { stockRetry, stockTestBed } from "./test-support/stock-service.ts";

const retry = stockRetry;
const bed = stockTestBed("pixabay-", { width: 128, height: 72 }, { width: 160, height: 120 });

const file = (origin: string, name: string, width: number, height: number) => ({
  url: width ? `${origin}/files/${name}` : "",
  width,
  height,
  size: width * height,
  thumbnail: `${origin}/thumbs/${name}.jpg`,
});

/** Video hits as GET /api/videos/ returns them (large may be empty when Pixabay has no such size). */
function videoHits(origin: string) {
  return [
    {
      id: 125,
      pageURL: "https://pixabay.com/videos/id-125/",
      type: "film",
      tags: "city",
      duration: 4,
      videos: {
        large: file(origin, "125-l.mp4", 1920, 1080),
        medium: file(origin, "125-m.mp4", 1280, 720),
        small: file(origin, "125-s.mp4", 960, 540),
        tiny: file(origin, "125-t.mp4", 640, 360),
      },
      user_id: 1,
      user: "ShortClipper",
    },
    {
      id: 126,
      pageURL: "https://pixabay.com/videos/id-126/",
      type: "film",
      tags: "city, night",
      duration: 20,
      videos: {
        large: file(origin, "126-l.mp4", 0, 0),
        medium: file(origin, "126-m.mp4", 1280, 720),
        small: file(origin, "126-s.mp4", 960, 540),
        tiny: file(origin, "126-t.mp4", 128, 72),
      },
      user_id: 2,
      user: "NightOwl",
    },
    {
      id: 127,
      pageURL: "https://pixabay.com/videos/id-127/",
      type: "film",
      tags: "city vertical",
      duration: 30,
      videos: { large: file(origin, "127-l.mp4", 1080, 1920) },
      user_id: 3,
      user: "Tall",
    },
  ];
}

function pixabayServer() {
  return bed.startWithFiles((r, res) => {
    const origin = `http://${r.headers.host}`;
    if (r.url.searchParams.get("key") !== "pb-key") {
      res.writeHead(400, { "content-type": "text/plain" });
      res.end("[ERROR 400] Invalid or missing API key (https://pixabay.com/api/docs/).");
      return;
    }
    // `id` asks for that one item (no hits when there is none).
    const byId = <T extends { id: number }>(hits: T[]) => {
      const id = r.url.searchParams.get("id");
      const out = id === null ? hits : hits.filter((h) => String(h.id) === id);
      return { total: out.length, totalHits: out.length, hits: out };
    };
    if (r.url.pathname === "/api/videos/") return sendJson(res, 200, byId(videoHits(origin)));
    if (r.url.pathname === "/api/") {
      return sendJson(
        res,
        200,
        byId([
          {
            id: 195893,
            pageURL: "https://pixabay.com/en/blossom-bloom-flower-195893/",
            type: "photo",
            tags: "blossom",
            previewURL: `${origin}/files/p-150.jpg`,
            webformatURL: `${origin}/files/p-640.jpg`,
            webformatWidth: 640,
            webformatHeight: 426,
            largeImageURL: `${origin}/files/p-1280.jpg`,
            imageWidth: 4000,
            imageHeight: 2667,
            user_id: 48777,
            user: "Josch13",
          },
        ]),
      );
    }
    sendJson(res, 404, {});
  });
}

const landscapeVideo: StockQuery = {
  keywords: "city at night",
  orientation: "landscape",
  kind: "video",
  minDurationSeconds: 10,
  width: 128,
  height: 72,
};

describe("createPixabayStock", () => {
  it("searches /videos/ with key and q, skips the too-short and wrong-shape clips, downloads the closest rendition", async () => {
    const service = await pixabayServer();
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "pb-key", retry });
    const asset = await stock.find(landscapeVideo, bed.dir);
    const search = service.requests[0]!;
    expect(search.url.pathname).toBe("/api/videos/");
    expect(search.url.searchParams.get("key")).toBe("pb-key");
    expect(search.url.searchParams.get("q")).toBe("city at night");
    expect(search.url.searchParams.get("safesearch")).toBe("true");
    expect(service.requests[1]!.url.pathname).toBe("/files/126-t.mp4");
    expect(await readFile(asset!.path)).toEqual(bed.clip);
    expect(asset).toMatchObject({ kind: "video", width: 128, height: 72 });
    expect(asset!.credit).toEqual({
      provider: "pixabay",
      model: "126",
      builtin: false,
      attribution: {
        author: "NightOwl",
        url: "https://pixabay.com/videos/id-126/",
        licence: "Pixabay Content License (https://pixabay.com/service/license-summary/)",
      },
    });
  });

  it("searches photos with image_type and orientation, and takes the large rendition for a big frame", async () => {
    const service = await pixabayServer();
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "pb-key", retry });
    const asset = await stock.find({ keywords: "blossom", orientation: "landscape", kind: "photo" }, bed.dir);
    const search = service.requests[0]!;
    expect(search.url.pathname).toBe("/api/");
    expect(search.url.searchParams.get("image_type")).toBe("photo");
    expect(search.url.searchParams.get("orientation")).toBe("horizontal");
    expect(service.requests[1]!.url.pathname).toBe("/files/p-1280.jpg");
    expect(asset).toMatchObject({ kind: "photo", width: 160, height: 120 });
    expect(asset!.credit.attribution?.author).toBe("Josch13");
  });

  it("search lists photos and clips for a person to choose, with thumbnails, pages and authors", async () => {
    const service = await pixabayServer();
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "pb-key", retry });
    const found = await stock.search!({ keywords: "city", orientation: "portrait", perKind: 2 });
    expect(found.map((c) => `${c.provider}:${c.kind}:${c.id}`)).toEqual([
      "pixabay:photo:195893",
      "pixabay:video:125",
      "pixabay:video:126",
      "pixabay:video:127",
    ]);
    expect(found[0]).toEqual({
      provider: "pixabay",
      id: "195893",
      kind: "photo",
      label: "blossom",
      thumbnailUrl: `${service.origin}/files/p-150.jpg`,
      pageUrl: "https://pixabay.com/en/blossom-bloom-flower-195893/",
      author: "Josch13",
      licence: "Pixabay Content License (https://pixabay.com/service/license-summary/)",
      width: 4000,
      height: 2667,
    });
    expect(found[2]).toMatchObject({
      label: "city, night",
      thumbnailUrl: `${service.origin}/thumbs/126-s.mp4.jpg`,
      durationSeconds: 20,
    });
    const photos = service.requests.find((r) => r.url.pathname === "/api/")!;
    expect(photos.url.searchParams.get("orientation")).toBe("vertical");
    // Pixabay answers at least 3 per page.
    expect(photos.url.searchParams.get("per_page")).toBe("3");
  });

  it("fetch downloads exactly the item chosen, by its id; a gone one is null, another service's refused", async () => {
    const service = await pixabayServer();
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "pb-key", retry });
    // 125 is too short for a 10 s scene, so a search would never choose it: chosen, it is what comes.
    const asset = await stock.fetch!(
      { provider: "pixabay", id: "125", kind: "video" },
      { orientation: "landscape", width: 128, height: 72 },
      bed.dir,
    );
    expect(service.requests[0]!.url.searchParams.get("id")).toBe("125");
    expect(service.requests[1]!.url.pathname).toBe("/files/125-t.mp4");
    expect(asset?.credit).toMatchObject({ provider: "pixabay", model: "125" });
    await expect(
      stock.fetch!({ provider: "pixabay", id: "999", kind: "photo" }, { orientation: "portrait" }, bed.dir),
    ).resolves.toBeNull();
    await expect(
      stock.fetch!({ provider: "pexels", id: "125", kind: "video" }, { orientation: "portrait" }, bed.dir),
    ).rejects.toThrow(ProviderError);
  });

  it("returns null when there are no hits", async () => {
    const service = await bed.start((_r, res) => sendJson(res, 200, { total: 0, totalHits: 0, hits: [] }));
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "k", retry });
    await expect(stock.find(landscapeVideo, bed.dir)).resolves.toBeNull();
  });

  it("fails at once on Pixabay's plain-text key error without leaking the key", async () => {
    const service = await pixabayServer();
    const stock = createPixabayStock({
      baseUrl: `${service.origin}/api`,
      apiKey: "WRONG-SECRET",
      keyEnv: "PIXABAY_API_KEY",
      retry,
    });
    const err = (await stock.find(landscapeVideo, bed.dir).catch((e) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBe(400);
    expect(err.message).toContain("Invalid or missing API key");
    expect(err.message).not.toContain("WRONG-SECRET");
    expect(service.requests).toHaveLength(1);
  });

  it("fails at once on 401/403 naming PIXABAY_API_KEY", async () => {
    const service = await bed.start((_r, res) => sendJson(res, 403, { message: "forbidden" }));
    const stock = createPixabayStock({
      baseUrl: `${service.origin}/api`,
      apiKey: "k",
      keyEnv: "PIXABAY_API_KEY",
      retry,
    });
    await expect(stock.find(landscapeVideo, bed.dir)).rejects.toThrow(/PIXABAY_API_KEY/);
    expect(service.requests).toHaveLength(1);
  });

  it("retries 429 and 500 then succeeds", async () => {
    const service = await bed.start(
      sequence(
        (_r, res) => {
          res.writeHead(429, { "content-type": "text/plain", "retry-after": "0" });
          res.end("API rate limit exceeded");
        },
        (_r, res) => sendJson(res, 500, {}),
        (_r, res) => sendJson(res, 200, { total: 0, totalHits: 0, hits: [] }),
      ),
    );
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "k", retry });
    await expect(stock.find(landscapeVideo, bed.dir)).resolves.toBeNull();
    expect(service.requests).toHaveLength(3);
  });

  it("reports a malformed body after retrying", async () => {
    const service = await bed.start((_r, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>maintenance</html>");
    });
    const stock = createPixabayStock({ baseUrl: `${service.origin}/api`, apiKey: "k", retry });
    await expect(stock.find(landscapeVideo, bed.dir)).rejects.toThrow(/malformed response.*maintenance/);
    expect(service.requests).toHaveLength(3);
  });
});

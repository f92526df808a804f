import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ProviderError, type StockQuery } from "../types.ts";
import { createPexelsStock } from "./pexels-stock.ts";
import { type RecordedRequest, sendBytes, sendJson, sequence } from "./test-support/local-service.ts";
import { stockRetry, stockTestBed } from "./test-support/stock-service.ts";

const retry = stockRetry;
const bed = stockTestBed("pexels-", { width: 180, height: 320 }, { width: 200, height: 300 });

/** A Pexels video object, as GET /videos/search returns it. */
function video(
  origin: string,
  id: number,
  width: number,
  height: number,
  duration: number,
  sizes: [number, number][],
) {
  return {
    id,
    width,
    height,
    url: `https://www.pexels.com/video/clip-${id}/`,
    image: `https://images.pexels.com/videos/${id}/pictures/preview-0.jpg`,
    duration,
    user: { id: 7, name: `Author ${id}`, url: `https://www.pexels.com/@author${id}` },
    video_files: sizes.map(([w, h], i) => ({
      id: id * 10 + i,
      quality: w >= 720 ? "hd" : "sd",
      file_type: "video/mp4",
      width: w,
      height: h,
      fps: 25,
      link: `${origin}/files/${id}-${w}x${h}.mp4`,
    })),
    video_pictures: [],
  };
}

function pexelsServer(handler?: (r: RecordedRequest) => unknown) {
  return bed.startWithFiles((r, res) => {
    const origin = `http://${r.headers.host}`;
    const custom = handler?.(r);
    if (custom) return sendJson(res, 200, custom);
    if (r.url.pathname === "/videos/search") {
      return sendJson(res, 200, {
        page: 1,
        per_page: 15,
        total_results: 3,
        url: "https://www.pexels.com/search/videos/ocean/",
        videos: [
          video(origin, 1, 1920, 1080, 30, [[1920, 1080]]),
          video(origin, 2, 1080, 1920, 3, [[180, 320]]),
          video(origin, 3, 1080, 1920, 12, [
            [90, 160],
            [360, 640],
            [180, 320],
          ]),
        ],
      });
    }
    if (r.url.pathname === "/v1/search") {
      return sendJson(res, 200, {
        page: 1,
        per_page: 15,
        total_results: 1,
        photos: [
          {
            id: 417173,
            width: 4000,
            height: 6000,
            url: "https://www.pexels.com/photo/mountain-417173/",
            photographer: "Pixabay Person",
            photographer_url: "https://www.pexels.com/@pixabay",
            alt: "mountain",
            src: { original: `${origin}/files/photo-417173.jpeg`, large: `${origin}/files/l.jpeg` },
          },
        ],
      });
    }
    // One item by its id, as GET /videos/videos/:id and /v1/photos/:id answer.
    if (r.url.pathname === "/videos/videos/2")
      return sendJson(res, 200, video(origin, 2, 1080, 1920, 3, [[180, 320]]));
    if (r.url.pathname === "/v1/photos/417173") {
      return sendJson(res, 200, {
        id: 417173,
        width: 4000,
        height: 6000,
        url: "https://www.pexels.com/photo/mountain-417173/",
        photographer: "Pixabay Person",
        photographer_url: "https://www.pexels.com/@pixabay",
        alt: "mountain",
        src: { original: `${origin}/files/photo-417173.jpeg` },
      });
    }
    sendJson(res, 404, { error: "Not found" });
  });
}

const portraitVideo: StockQuery = {
  keywords: "ocean waves",
  orientation: "portrait",
  kind: "video",
  minDurationSeconds: 8,
  width: 180,
  height: 320,
};

describe("createPexelsStock", () => {
  it("search lists photos and clips for a person to choose, with thumbnails, pages and authors", async () => {
    const service = await pexelsServer();
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "px-key", retry });
    const found = await stock.search!({ keywords: "ocean", orientation: "portrait", perKind: 4 });
    expect(found.map((c) => `${c.kind}:${c.id}`)).toEqual(["photo:417173", "video:1", "video:2", "video:3"]);
    expect(found[0]).toEqual({
      provider: "pexels",
      id: "417173",
      kind: "photo",
      label: "mountain",
      // No smaller size given: the original stands for it.
      thumbnailUrl: `${service.origin}/files/photo-417173.jpeg`,
      pageUrl: "https://www.pexels.com/photo/mountain-417173/",
      author: "Pixabay Person",
      licence: "Pexels License (https://www.pexels.com/license/)",
      width: 4000,
      height: 6000,
    });
    expect(found[2]).toMatchObject({
      label: "ocean",
      thumbnailUrl: "https://images.pexels.com/videos/2/pictures/preview-0.jpg",
      author: "Author 2",
      durationSeconds: 3,
    });
    for (const r of service.requests) {
      expect(r.headers.authorization).toBe("px-key");
      expect(r.url.searchParams.get("per_page")).toBe("4");
    }
  });

  it("fetch downloads exactly the item chosen, by its id; a gone one is null, another service's refused", async () => {
    const service = await pexelsServer();
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "px-key", retry });
    // Clip 2 is too short for the 8 s a search asks for: chosen, it is what comes.
    const asset = await stock.fetch!(
      { provider: "pexels", id: "2", kind: "video" },
      { orientation: "portrait", width: 180, height: 320 },
      bed.dir,
    );
    expect(service.requests.map((r) => r.url.pathname)).toEqual(["/videos/videos/2", "/files/2-180x320.mp4"]);
    expect(asset).toMatchObject({ kind: "video", credit: { provider: "pexels", model: "2" } });
    const still = await stock.fetch!(
      { provider: "pexels", id: "417173", kind: "photo" },
      { orientation: "portrait" },
      bed.dir,
    );
    expect(still?.credit.attribution?.url).toBe("https://www.pexels.com/photo/mountain-417173/");
    await expect(
      stock.fetch!({ provider: "pexels", id: "5", kind: "photo" }, { orientation: "portrait" }, bed.dir),
    ).resolves.toBeNull();
    await expect(
      stock.fetch!({ provider: "pixabay", id: "2", kind: "video" }, { orientation: "portrait" }, bed.dir),
    ).rejects.toThrow(ProviderError);
  });

  it("searches videos with the key header, picks the long-enough portrait clip and its closest rendition", async () => {
    const service = await pexelsServer();
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "px-key", retry });
    const asset = await stock.find(portraitVideo, bed.dir);

    const search = service.requests[0]!;
    expect(search.url.pathname).toBe("/videos/search");
    expect(search.headers.authorization).toBe("px-key");
    expect(search.url.searchParams.get("query")).toBe("ocean waves");
    expect(search.url.searchParams.get("orientation")).toBe("portrait");
    // Video 3 (portrait, 12 s), rendition 180x320: the smallest that covers the 180x320 frame.
    expect(service.requests[1]!.url.pathname).toBe("/files/3-180x320.mp4");
    expect(asset).not.toBeNull();
    expect(asset!.kind).toBe("video");
    expect(await readFile(asset!.path)).toEqual(bed.clip);
    expect(asset!.width).toBe(180);
    expect(asset!.height).toBe(320);
    expect(asset!.durationSeconds).toBeCloseTo(1, 0);
    expect(asset!.credit).toEqual({
      provider: "pexels",
      model: "3",
      builtin: false,
      attribution: {
        author: "Author 3",
        url: "https://www.pexels.com/video/clip-3/",
        licence: "Pexels License (https://www.pexels.com/license/)",
      },
    });
  });

  it("searches photos on /v1/search and asks the CDN for a frame-sized rendition", async () => {
    const service = await pexelsServer();
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "px-key", retry });
    const asset = await stock.find({ keywords: "mountain", orientation: "portrait", kind: "photo" }, bed.dir);
    expect(service.requests[0]!.url.pathname).toBe("/v1/search");
    const download = service.requests[1]!;
    expect(download.url.pathname).toBe("/files/photo-417173.jpeg");
    expect(download.url.searchParams.get("w")).toBe("1280");
    expect(download.headers.authorization).toBeUndefined();
    expect(asset).toMatchObject({ kind: "photo", width: 200, height: 300 });
    expect(asset!.credit.attribution).toEqual({
      author: "Pixabay Person",
      url: "https://www.pexels.com/photo/mountain-417173/",
      licence: "Pexels License (https://www.pexels.com/license/)",
    });
  });

  it("returns null when nothing matches", async () => {
    const service = await pexelsServer(() => ({ page: 1, per_page: 15, total_results: 0, videos: [] }));
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "k", retry });
    await expect(stock.find(portraitVideo, bed.dir)).resolves.toBeNull();
  });

  it("fails at once on 401 naming PEXELS_API_KEY", async () => {
    const service = await bed.start((_r, res) => sendJson(res, 401, { error: "Unauthorized" }));
    const stock = createPexelsStock({
      baseUrl: service.origin,
      apiKey: "bad",
      keyEnv: "PEXELS_API_KEY",
      retry,
    });
    const err = (await stock.find(portraitVideo, bed.dir).catch((e) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBe(401);
    expect(err.message).toContain("PEXELS_API_KEY");
    expect(service.requests).toHaveLength(1);
  });

  it("retries 429 and 500 on search", async () => {
    const real = await pexelsServer();
    const service = await bed.start(
      sequence(
        (_r, res) => sendJson(res, 429, { error: "Rate limit exceeded" }, { "retry-after": "0" }),
        (_r, res) => sendJson(res, 500, { error: "oops" }),
        async (r, res) => {
          const upstream = await fetch(`${real.origin}${r.url.pathname}${r.url.search}`);
          const text = (await upstream.text()).replaceAll(real.origin, `http://${r.headers.host}`);
          res.writeHead(200, { "content-type": "application/json" });
          res.end(text);
        },
        (_r, res) => sendBytes(res, 200, bed.clip, "video/mp4"),
      ),
    );
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "k", retry });
    const asset = await stock.find(portraitVideo, bed.dir);
    expect(asset?.kind).toBe("video");
    expect(service.requests).toHaveLength(4);
  });

  it("reports a malformed search body clearly", async () => {
    const service = await bed.start((_r, res) => sendJson(res, 200, { videos: [{ id: "x" }] }));
    const stock = createPexelsStock({
      baseUrl: service.origin,
      apiKey: "k",
      retry: { ...retry, retries: 1 },
    });
    await expect(stock.find(portraitVideo, bed.dir)).rejects.toThrow(
      /malformed response.*unexpected search result/,
    );
  });

  it("refuses a download over the size limit", async () => {
    const service = await pexelsServer();
    const stock = createPexelsStock({ baseUrl: service.origin, apiKey: "k", retry, maxDownloadBytes: 100 });
    await expect(stock.find(portraitVideo, bed.dir)).rejects.toThrow(/over our 100-byte limit/);
  });
});

// Pexels stock videos and photos: GET {baseUrl}/videos/search and {baseUrl}/v1/search with the key in
// the Authorization header (no "Bearer"). The best match by orientation and length is downloaded in
// the rendition closest to the frame size; the photographer/videographer and page travel in the credit.
import { join } from "node:path";
import { z } from "zod";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type {
  CallOptions,
  StockAsset,
  StockChoice,
  StockFrame,
  StockItemRef,
  StockProvider,
  StockQuery,
} from "../types.ts";
import { ProviderError } from "../types.ts";
import { downloadTo } from "./download.ts";
import { probeMedia } from "./media-tools.ts";
import {
  pickCandidate,
  pickRendition,
  type Rendition,
  type StockCandidate,
  safeId,
  targetSize,
} from "./stock-selection.ts";

export interface PexelsConfig extends HttpOptions {
  /** Default https://api.pexels.com */
  baseUrl: string;
  apiKey: string;
  keyEnv?: string;
  /** Results looked at per search (Pexels allows up to 80). */
  perPage?: number;
  maxDownloadBytes?: number;
}

const LICENCE = "Pexels License (https://www.pexels.com/license/)";

const ZVideo = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  image: z.string().nullish(),
  duration: z.number(),
  user: z.object({ name: z.string(), url: z.string() }),
  video_files: z.array(
    z.object({
      id: z.number().optional(),
      file_type: z.string().nullish(),
      width: z.number().nullish(),
      height: z.number().nullish(),
      link: z.string(),
    }),
  ),
});
const ZVideoSearch = z.object({ videos: z.array(ZVideo) });

const ZPhoto = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  photographer: z.string(),
  photographer_url: z.string(),
  alt: z.string().nullish(),
  src: z
    .object({ original: z.string(), medium: z.string().nullish(), small: z.string().nullish() })
    .passthrough(),
});
const ZPhotoSearch = z.object({ photos: z.array(ZPhoto) });

export function createPexelsStock(cfg: PexelsConfig): StockProvider {
  const id = "pexels";
  const maxBytes = cfg.maxDownloadBytes ?? 300 * 1024 * 1024;

  async function getJson<T>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const url = joinUrl(cfg.baseUrl, path);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return requestWithRetry({
      provider: id,
      url,
      init: { headers: { authorization: cfg.apiKey } },
      signal,
      retry: cfg.retry,
      keyEnv: cfg.keyEnv,
      read: async (res) => {
        const parsed = schema.safeParse(await readJson(res));
        if (!parsed.success) {
          throw new MalformedResponseError(
            `unexpected ${path.includes("search") ? "search result" : "item"} (${parsed.error.issues[0]?.path.join(".")})`,
          );
        }
        return parsed.data;
      },
    });
  }

  const search = <T>(
    path: string,
    q: { keywords: string; orientation: StockQuery["orientation"] },
    schema: z.ZodType<T>,
    signal?: AbortSignal,
    perPage = cfg.perPage ?? 15,
  ): Promise<T> =>
    getJson(
      path,
      { query: q.keywords.trim().slice(0, 200), orientation: q.orientation, per_page: String(perPage) },
      schema,
      signal,
    );

  async function downloadVideo(
    video: z.infer<typeof ZVideo>,
    target: { width: number; height: number },
    outDir: string,
    signal?: AbortSignal,
  ): Promise<StockAsset | null> {
    const files: Rendition[] = video.video_files
      .filter((f) => (f.file_type ?? "video/mp4") === "video/mp4" && f.width && f.height)
      .map((f) => ({ url: f.link, width: f.width!, height: f.height! }));
    const file = pickRendition(files, target);
    if (!file) return null;
    const path = join(outDir, `pexels-video-${safeId(video.id)}-${file.width}x${file.height}.mp4`);
    await downloadTo({
      provider: id,
      url: file.url,
      baseUrl: cfg.baseUrl,
      path,
      maxBytes,
      signal,
      retry: cfg.retry,
    });
    const info = await probeMedia(id, path);
    return {
      path,
      kind: "video",
      width: info.width ?? file.width,
      height: info.height ?? file.height,
      durationSeconds: info.durationSeconds ?? video.duration,
      credit: {
        provider: id,
        model: String(video.id),
        builtin: false,
        attribution: { author: video.user.name, url: video.url, licence: LICENCE },
      },
    };
  }

  async function downloadPhoto(
    photo: z.infer<typeof ZPhoto>,
    target: { width: number; height: number },
    outDir: string,
    signal?: AbortSignal,
  ): Promise<StockAsset> {
    const url = photoUrl(photo, target);
    const path = join(outDir, `pexels-photo-${safeId(photo.id)}.jpg`);
    await downloadTo({ provider: id, url, baseUrl: cfg.baseUrl, path, maxBytes, signal, retry: cfg.retry });
    const info = await probeMedia(id, path);
    return {
      path,
      kind: "photo",
      width: info.width ?? photo.width,
      height: info.height ?? photo.height,
      credit: {
        provider: id,
        model: String(photo.id),
        builtin: false,
        attribution: { author: photo.photographer, url: photo.url, licence: LICENCE },
      },
    };
  }

  return {
    id,
    async find(q: StockQuery, outDir: string, opts?: CallOptions): Promise<StockAsset | null> {
      if (!q.keywords.trim()) throw new ProviderError(id, "pexels: the search keywords are empty");
      const target = targetSize(q);
      if (q.kind === "video") {
        const found = await search("videos/search", q, ZVideoSearch, opts?.signal);
        const candidates: StockCandidate<z.infer<typeof ZVideo>>[] = found.videos.map((v) => ({
          item: v,
          width: v.width,
          height: v.height,
          durationSeconds: v.duration,
        }));
        const best = pickCandidate(candidates, q);
        return best ? downloadVideo(best.item, target, outDir, opts?.signal) : null;
      }
      const found = await search("v1/search", q, ZPhotoSearch, opts?.signal);
      const best = pickCandidate(
        found.photos.map((p) => ({ item: p, width: p.width, height: p.height })),
        q,
      );
      return best ? downloadPhoto(best.item, target, outDir, opts?.signal) : null;
    },

    async search(q, opts): Promise<StockChoice[]> {
      if (!q.keywords.trim()) throw new ProviderError(id, "pexels: the search keywords are empty");
      const per = q.perKind ?? 8;
      const [photos, videos] = await Promise.all([
        search("v1/search", q, ZPhotoSearch, opts?.signal, per),
        search("videos/search", q, ZVideoSearch, opts?.signal, per),
      ]);
      const words = q.keywords.trim();
      return [
        ...photos.photos.map(
          (p): StockChoice => ({
            provider: id,
            id: String(p.id),
            kind: "photo",
            label: p.alt?.trim() || words,
            thumbnailUrl: p.src.medium ?? p.src.small ?? p.src.original,
            pageUrl: p.url,
            author: p.photographer,
            licence: LICENCE,
            width: p.width,
            height: p.height,
          }),
        ),
        ...videos.videos.flatMap((v): StockChoice[] =>
          v.image
            ? [
                {
                  provider: id,
                  id: String(v.id),
                  kind: "video",
                  label: words,
                  thumbnailUrl: v.image,
                  pageUrl: v.url,
                  author: v.user.name,
                  licence: LICENCE,
                  width: v.width,
                  height: v.height,
                  durationSeconds: v.duration,
                },
              ]
            : [],
        ),
      ];
    },

    async fetch(item: StockItemRef, frame: StockFrame, outDir: string, opts?: CallOptions) {
      if (item.provider !== id) throw new ProviderError(id, `pexels: ${item.provider} items are not Pexels'`);
      if (!/^\d{1,20}$/.test(item.id)) throw new ProviderError(id, `pexels: "${item.id}" is not a Pexels id`);
      const target = targetSize({ ...frame, keywords: "", kind: item.kind });
      try {
        if (item.kind === "video") {
          const video = await getJson(`videos/videos/${item.id}`, {}, ZVideo, opts?.signal);
          return await downloadVideo(video, target, outDir, opts?.signal);
        }
        const photo = await getJson(`v1/photos/${item.id}`, {}, ZPhoto, opts?.signal);
        return await downloadPhoto(photo, target, outDir, opts?.signal);
      } catch (err) {
        // Gone from Pexels (deleted by its author): nothing to show.
        if (err instanceof ProviderError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

/**
 * Pexels serves any size from the original through its image CDN parameters (documented for `src`);
 * we ask for the smallest image that covers the frame, keeping the original's shape.
 */
function photoUrl(photo: z.infer<typeof ZPhoto>, target: { width: number; height: number }): string {
  const scale = Math.max(target.width / photo.width, target.height / photo.height);
  if (scale >= 1) return photo.src.original;
  const url = new URL(photo.src.original);
  url.searchParams.set("auto", "compress");
  url.searchParams.set("cs", "tinysrgb");
  url.searchParams.set("w", String(Math.ceil(photo.width * scale)));
  return url.href;
}

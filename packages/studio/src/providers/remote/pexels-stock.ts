// Pexels stock videos and photos: GET {baseUrl}/videos/search and {baseUrl}/v1/search with the key in
// the Authorization header (no "Bearer"). The best match by orientation and length is downloaded in
// the rendition closest to the frame size; the photographer/videographer and page travel in the credit.
import { z } from "zod";
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
import { downloadStockAsset, getStockJson, type StockConfig, stockService } from "./stock-download.ts";
import {
  pickCandidate,
  pickRendition,
  type Rendition,
  type StockCandidate,
  targetSize,
} from "./stock-selection.ts";

/** baseUrl: default https://api.pexels.com; perPage: Pexels allows up to 80. */
export type PexelsConfig = StockConfig;

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
  const service = stockService(id, cfg);

  function getJson<T>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    return getStockJson(service, path, params, schema, path.includes("search") ? "search result" : "item", {
      headers: { authorization: cfg.apiKey },
      signal,
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
    return downloadStockAsset(
      service,
      {
        kind: "video",
        itemId: video.id,
        ...file,
        durationSeconds: video.duration,
        attribution: { author: video.user.name, url: video.url, licence: LICENCE },
      },
      outDir,
      signal,
    );
  }

  function downloadPhoto(
    photo: z.infer<typeof ZPhoto>,
    target: { width: number; height: number },
    outDir: string,
    signal?: AbortSignal,
  ): Promise<StockAsset> {
    return downloadStockAsset(
      service,
      {
        kind: "photo",
        itemId: photo.id,
        url: photoUrl(photo, target),
        width: photo.width,
        height: photo.height,
        attribution: { author: photo.photographer, url: photo.url, licence: LICENCE },
      },
      outDir,
      signal,
    );
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

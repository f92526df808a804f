// Pixabay stock photos and videos: GET {baseUrl}/?key=...&q=... (photos) and {baseUrl}/videos/?key=...
// (videos). The key travels in the query string, as Pixabay requires, so it is never put in error
// messages (http.ts prints host and path only). Best match by orientation and length, closest
// rendition, attribution (user and page) kept in the credit.
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
import { pickCandidate, pickRendition, type Rendition, targetSize } from "./stock-selection.ts";

/** baseUrl: default https://pixabay.com/api; perPage: Pixabay answers 3 to 200. */
export type PixabayConfig = StockConfig;

const LICENCE = "Pixabay Content License (https://pixabay.com/service/license-summary/)";

const ZVideoFile = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnail: z.string().nullish(),
});
const ZVideoHit = z.object({
  id: z.number(),
  pageURL: z.string(),
  duration: z.number(),
  user: z.string(),
  tags: z.string().nullish(),
  videos: z.object({
    large: ZVideoFile.optional(),
    medium: ZVideoFile.optional(),
    small: ZVideoFile.optional(),
    tiny: ZVideoFile.optional(),
  }),
});
const ZPhotoHit = z.object({
  id: z.number(),
  pageURL: z.string(),
  user: z.string(),
  tags: z.string().nullish(),
  previewURL: z.string().nullish(),
  imageWidth: z.number(),
  imageHeight: z.number(),
  webformatURL: z.string(),
  webformatWidth: z.number(),
  webformatHeight: z.number(),
  largeImageURL: z.string(),
  fullHDURL: z.string().optional(),
});
const ZVideoSearch = z.object({ totalHits: z.number(), hits: z.array(ZVideoHit) });
const ZPhotoSearch = z.object({ totalHits: z.number(), hits: z.array(ZPhotoHit) });

/** Pixabay's image orientation filter has no "square"; videos have no filter at all. */
const PIXABAY_ORIENTATION = { portrait: "vertical", landscape: "horizontal", square: "all" } as const;

export function createPixabayStock(cfg: PixabayConfig): StockProvider {
  const id = "pixabay";
  const service = stockService(id, cfg);

  const search = <T>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    signal?: AbortSignal,
  ) => getStockJson(service, path, { key: cfg.apiKey, ...params }, schema, "search result", { signal });

  /** The closest rendition of a hit, downloaded; null when the hit has none. */
  async function download(
    kind: "video" | "photo",
    hit: z.infer<typeof ZVideoHit> | z.infer<typeof ZPhotoHit>,
    renditions: Rendition[],
    target: { width: number; height: number },
    outDir: string,
    signal?: AbortSignal,
  ): Promise<StockAsset | null> {
    const file = pickRendition(renditions, target);
    if (!file) return null;
    return downloadStockAsset(
      service,
      {
        kind,
        itemId: hit.id,
        ...file,
        durationSeconds: "duration" in hit ? hit.duration : undefined,
        attribution: { author: hit.user, url: hit.pageURL, licence: LICENCE },
      },
      outDir,
      signal,
    );
  }
  const downloadVideo = (
    hit: z.infer<typeof ZVideoHit>,
    target: { width: number; height: number },
    outDir: string,
    signal?: AbortSignal,
  ) => download("video", hit, renditionsOf(hit), target, outDir, signal);
  const downloadPhoto = (
    hit: z.infer<typeof ZPhotoHit>,
    target: { width: number; height: number },
    outDir: string,
    signal?: AbortSignal,
  ) => download("photo", hit, photoRenditions(hit), target, outDir, signal);

  return {
    id,
    async find(q: StockQuery, outDir: string, opts?: CallOptions): Promise<StockAsset | null> {
      // Pixabay limits q to 100 characters.
      const keywords = q.keywords.trim().slice(0, 100);
      if (!keywords) throw new ProviderError(id, "pixabay: the search keywords are empty");
      const target = targetSize(q);
      const common = { q: keywords, safesearch: "true", per_page: String(cfg.perPage ?? 20) };

      if (q.kind === "video") {
        const found = await search("videos/", { ...common, video_type: "film" }, ZVideoSearch, opts?.signal);
        const candidates = found.hits.flatMap((hit) => {
          const biggest = pickRendition(renditionsOf(hit), { width: 1, height: 1 });
          return biggest
            ? [{ item: hit, width: biggest.width, height: biggest.height, durationSeconds: hit.duration }]
            : [];
        });
        const best = pickCandidate(candidates, q);
        return best ? downloadVideo(best.item, target, outDir, opts?.signal) : null;
      }

      const found = await search(
        "",
        { ...common, image_type: "photo", orientation: PIXABAY_ORIENTATION[q.orientation] },
        ZPhotoSearch,
        opts?.signal,
      );
      const best = pickCandidate(
        found.hits.map((hit) => ({ item: hit, width: hit.imageWidth, height: hit.imageHeight })),
        q,
      );
      return best ? downloadPhoto(best.item, target, outDir, opts?.signal) : null;
    },

    async search(q, opts): Promise<StockChoice[]> {
      const keywords = q.keywords.trim().slice(0, 100);
      if (!keywords) throw new ProviderError(id, "pixabay: the search keywords are empty");
      // Pixabay answers 3 to 200 per page.
      const common = { q: keywords, safesearch: "true", per_page: String(Math.max(3, q.perKind ?? 8)) };
      const [photos, videos] = await Promise.all([
        search(
          "",
          { ...common, image_type: "photo", orientation: PIXABAY_ORIENTATION[q.orientation] },
          ZPhotoSearch,
          opts?.signal,
        ),
        search("videos/", { ...common, video_type: "film" }, ZVideoSearch, opts?.signal),
      ]);
      const labelOf = (tags: string | null | undefined) => tags?.trim() || keywords;
      return [
        ...photos.hits.map(
          (hit): StockChoice => ({
            provider: id,
            id: String(hit.id),
            kind: "photo",
            label: labelOf(hit.tags),
            thumbnailUrl: hit.previewURL ?? hit.webformatURL,
            pageUrl: hit.pageURL,
            author: hit.user,
            licence: LICENCE,
            width: hit.imageWidth,
            height: hit.imageHeight,
          }),
        ),
        ...videos.hits.flatMap((hit): StockChoice[] => {
          const { small, tiny, medium, large } = hit.videos;
          const thumbnail = small?.thumbnail ?? tiny?.thumbnail ?? medium?.thumbnail ?? large?.thumbnail;
          const size = pickRendition(renditionsOf(hit), { width: 1, height: 1 });
          return thumbnail && size
            ? [
                {
                  provider: id,
                  id: String(hit.id),
                  kind: "video",
                  label: labelOf(hit.tags),
                  thumbnailUrl: thumbnail,
                  pageUrl: hit.pageURL,
                  author: hit.user,
                  licence: LICENCE,
                  width: size.width,
                  height: size.height,
                  durationSeconds: hit.duration,
                },
              ]
            : [];
        }),
      ];
    },

    async fetch(item: StockItemRef, frame: StockFrame, outDir: string, opts?: CallOptions) {
      if (item.provider !== id)
        throw new ProviderError(id, `pixabay: ${item.provider} items are not Pixabay's`);
      if (!/^\d{1,20}$/.test(item.id))
        throw new ProviderError(id, `pixabay: "${item.id}" is not a Pixabay id`);
      const target = targetSize({ ...frame, keywords: "", kind: item.kind });
      if (item.kind === "video") {
        const found = await search("videos/", { id: item.id }, ZVideoSearch, opts?.signal);
        const hit = found.hits.find((h) => String(h.id) === item.id);
        return hit ? downloadVideo(hit, target, outDir, opts?.signal) : null;
      }
      const found = await search("", { id: item.id }, ZPhotoSearch, opts?.signal);
      const hit = found.hits.find((h) => String(h.id) === item.id);
      return hit ? downloadPhoto(hit, target, outDir, opts?.signal) : null;
    },
  };
}

function renditionsOf(hit: z.infer<typeof ZVideoHit>): Rendition[] {
  return [hit.videos.large, hit.videos.medium, hit.videos.small, hit.videos.tiny].filter(
    (r): r is Rendition => !!r?.url && r.width > 0 && r.height > 0,
  );
}

/** webformat (640 px) has stated dimensions; large is the original scaled to fit 1280 px, fullHD to 1920 px. */
function photoRenditions(hit: z.infer<typeof ZPhotoHit>): Rendition[] {
  const fit = (max: number) => {
    const scale = Math.min(1, max / Math.max(hit.imageWidth, hit.imageHeight));
    return { width: Math.round(hit.imageWidth * scale), height: Math.round(hit.imageHeight * scale) };
  };
  const out: Rendition[] = [
    { url: hit.webformatURL, width: hit.webformatWidth, height: hit.webformatHeight },
    { url: hit.largeImageURL, ...fit(1280) },
  ];
  if (hit.fullHDURL) out.push({ url: hit.fullHDURL, ...fit(1920) });
  return out;
}

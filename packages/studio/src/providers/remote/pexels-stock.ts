// Pexels stock videos and photos: GET {baseUrl}/videos/search and {baseUrl}/v1/search with the key in
// the Authorization header (no "Bearer"). The best match by orientation and length is downloaded in
// the rendition closest to the frame size; the photographer/videographer and page travel in the credit.
import { join } from "node:path";
import { z } from "zod";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type { CallOptions, StockAsset, StockProvider, StockQuery } from "../types.ts";
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
  src: z.object({ original: z.string() }).passthrough(),
});
const ZPhotoSearch = z.object({ photos: z.array(ZPhoto) });

export function createPexelsStock(cfg: PexelsConfig): StockProvider {
  const id = "pexels";
  const maxBytes = cfg.maxDownloadBytes ?? 300 * 1024 * 1024;

  async function search<T>(
    path: string,
    q: StockQuery,
    schema: z.ZodType<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const url = joinUrl(cfg.baseUrl, path);
    url.searchParams.set("query", q.keywords.trim().slice(0, 200));
    url.searchParams.set("orientation", q.orientation);
    url.searchParams.set("per_page", String(cfg.perPage ?? 15));
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
            `unexpected search result (${parsed.error.issues[0]?.path.join(".")})`,
          );
        }
        return parsed.data;
      },
    });
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
        if (!best) return null;
        const files: Rendition[] = best.item.video_files
          .filter((f) => (f.file_type ?? "video/mp4") === "video/mp4" && f.width && f.height)
          .map((f) => ({ url: f.link, width: f.width!, height: f.height! }));
        const file = pickRendition(files, target);
        if (!file) return null;
        const path = join(outDir, `pexels-video-${safeId(best.item.id)}-${file.width}x${file.height}.mp4`);
        await downloadTo({
          provider: id,
          url: file.url,
          baseUrl: cfg.baseUrl,
          path,
          maxBytes,
          signal: opts?.signal,
          retry: cfg.retry,
        });
        const info = await probeMedia(id, path);
        return {
          path,
          kind: "video",
          width: info.width ?? file.width,
          height: info.height ?? file.height,
          durationSeconds: info.durationSeconds ?? best.item.duration,
          credit: {
            provider: id,
            model: String(best.item.id),
            builtin: false,
            attribution: { author: best.item.user.name, url: best.item.url, licence: LICENCE },
          },
        };
      }

      const found = await search("v1/search", q, ZPhotoSearch, opts?.signal);
      const best = pickCandidate(
        found.photos.map((p) => ({ item: p, width: p.width, height: p.height })),
        q,
      );
      if (!best) return null;
      const url = photoUrl(best.item, target);
      const path = join(outDir, `pexels-photo-${safeId(best.item.id)}.jpg`);
      await downloadTo({
        provider: id,
        url,
        baseUrl: cfg.baseUrl,
        path,
        maxBytes,
        signal: opts?.signal,
        retry: cfg.retry,
      });
      const info = await probeMedia(id, path);
      return {
        path,
        kind: "photo",
        width: info.width ?? best.item.width,
        height: info.height ?? best.item.height,
        credit: {
          provider: id,
          model: String(best.item.id),
          builtin: false,
          attribution: { author: best.item.photographer, url: best.item.url, licence: LICENCE },
        },
      };
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

// What the Pexels and Pixabay adapters do alike once they know which item they want: ask the
// service's JSON API (checked against the adapter's zod schema), and download the chosen rendition
// under the outbound rules, probe it for its real size and length, and credit its author.
import { join } from "node:path";
import type { z } from "zod";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type { StockAsset } from "../types.ts";
import { downloadTo } from "./download.ts";
import { probeMedia } from "./media-tools.ts";
import { safeId } from "./stock-selection.ts";

/** One stock service as the helpers see it. */
export interface StockService extends HttpOptions {
  /** "pexels", "pixabay": names errors, credits and downloaded files. */
  provider: string;
  baseUrl: string;
  keyEnv?: string;
  maxDownloadBytes: number;
}

/** What a stock adapter is configured with. */
export interface StockConfig extends HttpOptions {
  /** The service's API address (the adapters name their default). */
  baseUrl: string;
  apiKey: string;
  /** Env var holding the key, named in 401/403 errors. */
  keyEnv?: string;
  /** Results looked at per search. */
  perPage?: number;
  maxDownloadBytes?: number;
}

/** An adapter's settings as the helpers take them (downloads up to 300 MB unless told). */
export function stockService(provider: string, cfg: StockConfig): StockService {
  return {
    provider,
    baseUrl: cfg.baseUrl,
    keyEnv: cfg.keyEnv,
    retry: cfg.retry,
    maxDownloadBytes: cfg.maxDownloadBytes ?? 300 * 1024 * 1024,
  };
}

/**
 * GET `path` below the service's base URL with `params` as its query, with retries, parsed by
 * `schema`; a body that does not fit is a malformed response naming `what` ("search result",
 * "item") and the first field at fault.
 */
export function getStockJson<T>(
  service: StockService,
  path: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
  what: string,
  opts: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const url = joinUrl(service.baseUrl, path);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return requestWithRetry({
    provider: service.provider,
    url,
    init: opts.headers ? { headers: opts.headers } : undefined,
    signal: opts.signal,
    retry: service.retry,
    keyEnv: service.keyEnv,
    read: async (res) => {
      const parsed = schema.safeParse(await readJson(res));
      if (!parsed.success) {
        throw new MalformedResponseError(`unexpected ${what} (${parsed.error.issues[0]?.path.join(".")})`);
      }
      return parsed.data;
    },
  });
}

/** The rendition chosen of one stock item, and who to credit for it. */
export interface StockDownload {
  kind: "video" | "photo";
  /** The service's id of the item. */
  itemId: number;
  url: string;
  /**
   * The size the service states (a video's is its rendition's, which names the file: one item has
   * several renditions): it stands where the probe finds none.
   */
  width: number;
  height: number;
  /** The length the service states (videos), likewise. */
  durationSeconds?: number;
  attribution: { author: string; url: string; licence: string };
}

/**
 * Downloads the rendition into `outDir` as `{provider}-video-{id}-{w}x{h}.mp4` or
 * `{provider}-photo-{id}.jpg` and answers the asset with its probed size (and length for a video).
 */
export async function downloadStockAsset(
  service: StockService,
  item: StockDownload,
  outDir: string,
  signal?: AbortSignal,
): Promise<StockAsset> {
  const { provider } = service;
  const name =
    item.kind === "video"
      ? `${provider}-video-${safeId(item.itemId)}-${item.width}x${item.height}.mp4`
      : `${provider}-photo-${safeId(item.itemId)}.jpg`;
  const path = join(outDir, name);
  await downloadTo({
    provider,
    url: item.url,
    baseUrl: service.baseUrl,
    path,
    maxBytes: service.maxDownloadBytes,
    signal,
    retry: service.retry,
  });
  const info = await probeMedia(provider, path);
  const credit = {
    provider,
    model: String(item.itemId),
    builtin: false,
    attribution: item.attribution,
  };
  const width = info.width ?? item.width;
  const height = info.height ?? item.height;
  if (item.kind === "photo") return { path, kind: "photo", width, height, credit };
  const durationSeconds = info.durationSeconds ?? item.durationSeconds;
  return { path, kind: "video", width, height, durationSeconds, credit };
}

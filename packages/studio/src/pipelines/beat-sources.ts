// Where a visual beat's picture comes from, in order: the user's own media, stock (Pexels/Pixabay, by
// the beat's keywords, when a key is configured), an image model (when one is configured), and last the
// built-in illustrations (scene-visuals.ts draws those). A source that fails or finds nothing hands the
// beat to the next one; the video never fails for it, and the storyboard records why it fell through.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { adoptFile, hashOf, type StudioCache } from "../cache.ts";
import { iconNameFor } from "../providers/builtin/illustrations/icon-set.ts";
import type { Providers } from "../providers/registry.ts";
import type { CallOptions, ProviderCredit } from "../providers/types.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";

/** What a beat needs a picture of. */
export interface BeatRequest {
  /** The words of the scene's narration the beat shows (as written, in the video's language). */
  keywords: string[];
  /** The beat's subjects in English words ("baguette bread", "convenience store"): what stock is searched by. */
  subjects: string[];
  /** The scene's narration, for an image model's prompt. */
  narration: string;
  /** BCP-47 code of the narration. */
  language: string;
  width: number;
  height: number;
  /** Seconds the beat lasts. */
  seconds: number;
}

/** A picture for a beat, downloaded or drawn into the cache. */
export interface BeatPicture {
  /** Who it comes from, as recorded in `scene.visuals[].source`: "upload", "pexels", "pixabay", "openai"... */
  source: string;
  /** The provider's own id of the picture ("pexels:2014422"), an upload's id, or the model's. */
  id: string;
  /** A still (PNG or JPEG) on disk. */
  path: string;
  /** Licence text as the provider gives it ("Pexels License (...)"), "user's own", or the provider's terms. */
  license: string;
  attribution?: { author?: string; url?: string };
  credit: ProviderCredit;
}

/**
 * One source of beat pictures. `pick` answers null when it has nothing for the beat (no match, no
 * upload that fits); it may throw (a service down, a key refused), and the next source is tried then.
 */
export interface BeatSource {
  readonly id: string;
  pick(req: BeatRequest, cache: StudioCache, opts?: CallOptions): Promise<BeatPicture | null>;
}

/**
 * The sources of a run, in order. The user's uploads come first once a request can name them (the
 * pipeline passes them as `uploads`); stock and the image model when configured.
 */
export function beatSources(providers: Providers, uploads?: BeatSource): BeatSource[] {
  const out: BeatSource[] = [];
  if (uploads) out.push(uploads);
  if (providers.stock) out.push(stockBeatSource(providers));
  if (providers.image.id !== providers.builtin.image.id) out.push(imageModelBeatSource(providers));
  return out;
}

/** Stock photos searched by the beat's subjects, the best match for the frame's shape. */
export function stockBeatSource(providers: Providers): BeatSource {
  const stock = providers.stock!;
  return {
    id: stock.id,
    async pick(req, cache, opts) {
      const query = searchWords(req);
      if (!query) return null;
      const orientation =
        req.height > req.width * 1.1 ? "portrait" : req.width > req.height * 1.1 ? "landscape" : "square";
      const key = hashOf({ beatStock: stock.id, query, orientation, w: req.width, h: req.height });
      // A search that found nothing is remembered too, so an edit does not ask again.
      const { path: dir } = await cache.getOrCreate("stock", key, "", async (tmp) => {
        await mkdir(tmp, { recursive: true });
        const asset = await stock.find(
          { keywords: query, orientation, kind: "photo", width: req.width, height: req.height },
          tmp,
          opts,
        );
        await writeFile(
          path.join(tmp, "asset.json"),
          JSON.stringify(asset ? { ...asset, path: path.basename(asset.path) } : null),
        );
      });
      const asset = JSON.parse(await readFile(path.join(dir, "asset.json"), "utf8")) as {
        path: string;
        credit: ProviderCredit;
      } | null;
      if (!asset) return null;
      const a = asset.credit.attribution;
      return {
        source: asset.credit.provider,
        id: `${asset.credit.provider}:${asset.credit.model ?? path.basename(asset.path)}`,
        path: path.join(dir, asset.path),
        license: a?.licence ?? `${asset.credit.provider} terms`,
        ...(a?.author || a?.url ? { attribution: { author: a.author, url: a.url } } : {}),
        credit: asset.credit,
      };
    },
  };
}

/** A picture drawn by the configured image model for the beat's subjects in the scene's words. */
export function imageModelBeatSource(providers: Providers): BeatSource {
  const image = providers.image;
  return {
    id: image.id,
    async pick(req, cache, opts) {
      if (req.subjects.length === 0 && req.keywords.length === 0) return null;
      const prompt = `${[...req.subjects, ...req.keywords].join(", ")}. ${req.narration}`.slice(0, 1000);
      const key = hashOf({ beatImage: image.id, prompt, w: req.width, h: req.height });
      const { path: dir } = await cache.getOrCreate("visuals", key, "", async (tmp) => {
        await mkdir(tmp, { recursive: true });
        const r = await image.generate(
          { prompt, width: req.width, height: req.height, language: req.language },
          tmp,
          opts,
        );
        await adoptFile(r.path, tmp, path.join(tmp, "image.png"));
        await writeFile(path.join(tmp, "credit.json"), JSON.stringify(r.credit));
      });
      const credit = JSON.parse(await readFile(path.join(dir, "credit.json"), "utf8")) as ProviderCredit;
      return {
        source: credit.provider,
        id: `${credit.provider}:${credit.model ?? "image"}:${key.slice(0, 12)}`,
        path: path.join(dir, "image.png"),
        license: credit.attribution?.licence ?? `${credit.provider} terms`,
        credit,
      };
    },
  };
}

/** The words a stock library is searched by: the subjects in English, else the narration's words. */
export function searchWords(req: BeatRequest): string {
  const words = req.subjects.length ? req.subjects : req.keywords;
  return [...new Set(words)].join(" ").slice(0, 200).trim();
}

/** English words of an illustration's subject ("🥖" -> "baguette bread", "🏪" -> "storefront"). */
export function subjectWords(emoji: string): string | null {
  const name = iconNameFor(emoji);
  if (!name) return null;
  return name.replace(/^reelforge-/, "").replace(/-/g, " ");
}

/**
 * A still cover-cropped to `width` x `height` as a PNG layer, cached by its source and size. The file's
 * path is one we made; ffmpeg reads only files.
 */
export async function frameLayer(
  cache: StudioCache,
  source: { path: string; key: string },
  width: number,
  height: number,
  opts?: CallOptions,
): Promise<string> {
  const key = hashOf({ frameLayer: 1, source: source.key, width, height });
  const { path: file } = await cache.getOrCreate("illustrations", key, ".png", async (tmp) => {
    await runFfmpeg(
      [
        "-y",
        "-v",
        "error",
        "-protocol_whitelist",
        "file,pipe",
        "-i",
        source.path,
        "-vf",
        `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=bicubic,crop=${width}:${height},format=rgba`,
        "-frames:v",
        "1",
        "-f",
        "image2",
        "-c:v",
        "png",
        tmp,
      ],
      { signal: opts?.signal },
    );
  });
  return file;
}

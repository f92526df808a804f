// Stability AI Stable Image (v2beta): POST {baseUrl}/v2beta/stable-image/generate/{core|ultra|sd3}
// as multipart/form-data with `accept: image/*`, which returns the image bytes (errors come back as
// JSON {name, errors[]}). The image is made in the nearest supported aspect ratio and then scaled and
// cropped with ffmpeg to the exact size asked for.
import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type HttpOptions, joinUrl, MalformedResponseError, readBytes, requestWithRetry } from "../http.ts";
import type { CallOptions, ImageProvider, ImageRequest, ImageResult } from "../types.ts";
import { ProviderError } from "../types.ts";
import { checkImageRequest, promptWithPalette } from "./image-request.ts";
import { fitImage } from "./media-tools.ts";

export interface StabilityConfig extends HttpOptions {
  /** Default https://api.stability.ai */
  baseUrl: string;
  apiKey: string;
  /** Endpoint under generate/: "core" (default), "ultra" or "sd3". */
  model?: "core" | "ultra" | "sd3";
  keyEnv?: string;
}

/** Aspect ratios the v2beta generate endpoints accept. */
export const STABILITY_ASPECTS = ["21:9", "16:9", "3:2", "5:4", "1:1", "4:5", "2:3", "9:16", "9:21"] as const;
const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

export function closestAspect(width: number, height: number): (typeof STABILITY_ASPECTS)[number] {
  const want = Math.log(width / height);
  let best: (typeof STABILITY_ASPECTS)[number] = "1:1";
  let bestDiff = Number.POSITIVE_INFINITY;
  for (const a of STABILITY_ASPECTS) {
    const [w, h] = a.split(":").map(Number) as [number, number];
    const diff = Math.abs(Math.log(w / h) - want);
    if (diff < bestDiff) {
      best = a;
      bestDiff = diff;
    }
  }
  return best;
}

export function createStabilityImages(cfg: StabilityConfig): ImageProvider {
  const id = "stability";
  const model = cfg.model ?? "core";
  return {
    id,
    async generate(req: ImageRequest, outDir: string, opts?: CallOptions): Promise<ImageResult> {
      checkImageRequest(id, req);
      const aspect = closestAspect(req.width, req.height);
      const prompt = promptWithPalette(req);
      const fields = { prompt, aspect_ratio: aspect, output_format: "png" };

      const image = await requestWithRetry({
        provider: id,
        url: joinUrl(cfg.baseUrl, `v2beta/stable-image/generate/${model}`),
        init: {
          method: "POST",
          headers: { authorization: `Bearer ${cfg.apiKey}`, accept: "image/*" },
          // Built per attempt by fetch from this FormData; the boundary header is set by fetch.
          body: toFormData(fields),
        },
        signal: opts?.signal,
        retry: cfg.retry,
        keyEnv: cfg.keyEnv,
        read: async (res) => {
          // Filtered output still answers 200 with a blurred image; refuse it rather than show it.
          if (res.headers.get("finish-reason") === "CONTENT_FILTERED") {
            await res.body?.cancel();
            throw new ProviderError(id, "stability filtered the generated image for its content policy");
          }
          const type = res.headers.get("content-type") ?? "";
          if (!type.startsWith("image/")) {
            throw new MalformedResponseError(`expected image bytes but got ${type || "no content type"}`);
          }
          return { bytes: await readBytes(res, MAX_IMAGE_BYTES), seed: res.headers.get("seed") ?? undefined };
        },
      });

      await mkdir(outDir, { recursive: true });
      const hash = createHash("sha256")
        .update(JSON.stringify({ model, fields, w: req.width, h: req.height }))
        .digest("hex")
        .slice(0, 16);
      const raw = join(outDir, `stability-${hash}.raw`);
      const path = join(outDir, `stability-${hash}.png`);
      await writeFile(raw, image.bytes);
      try {
        await fitImage(id, raw, path, req.width, req.height);
      } finally {
        await rm(raw, { force: true });
      }
      return {
        path,
        width: req.width,
        height: req.height,
        credit: { provider: id, model: image.seed ? `${model} (seed ${image.seed})` : model, builtin: false },
      };
    },
  };
}

function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

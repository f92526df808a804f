// OpenAI-compatible image generation: POST {baseUrl}/images/generations. The model makes one of a few
// fixed sizes, so we ask for the one closest in shape to the request and scale/crop it with ffmpeg
// to the exact size. Images come back as b64_json, or as a URL fetched only over https or from the
// configured server itself.
import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type { CallOptions, ImageProvider, ImageRequest, ImageResult } from "../types.ts";
import { downloadTo } from "./download.ts";
import { checkImageRequest, promptWithPalette } from "./image-request.ts";
import { fitImage } from "./media-tools.ts";

export interface OpenAiImagesConfig extends HttpOptions {
  /** Including the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string;
  /** Default gpt-image-1; dall-e-3 and dall-e-2 use their own size sets. */
  model?: string;
  keyEnv?: string;
}

const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
const ZImagesResponse = z.object({
  data: z
    .array(
      z.object({
        b64_json: z.string().nullish(),
        url: z.string().nullish(),
        revised_prompt: z.string().nullish(),
      }),
    )
    .min(1),
});

/** Sizes each model family accepts (OpenAI API reference, images/create). */
export function supportedSizes(model: string): [number, number][] {
  if (model.startsWith("dall-e-2")) {
    return [
      [256, 256],
      [512, 512],
      [1024, 1024],
    ];
  }
  if (model.startsWith("dall-e-3")) {
    return [
      [1024, 1024],
      [1792, 1024],
      [1024, 1792],
    ];
  }
  return [
    [1024, 1024],
    [1536, 1024],
    [1024, 1536],
  ];
}

/** The supported size closest in aspect ratio, then the one at least as large as asked (or the largest). */
export function closestSize(model: string, width: number, height: number): [number, number] {
  const want = Math.log(width / height);
  const sizes = supportedSizes(model);
  const bestAspect = Math.min(...sizes.map(([w, h]) => Math.abs(Math.log(w / h) - want)));
  const shaped = sizes.filter(([w, h]) => Math.abs(Math.abs(Math.log(w / h) - want) - bestAspect) < 1e-9);
  const bigEnough = shaped.filter(([w, h]) => w >= width && h >= height);
  // Smallest that covers the request (less to download), else the largest there is.
  if (bigEnough.length) return bigEnough.sort((a, b) => a[0] * a[1] - b[0] * b[1])[0]!;
  return shaped.sort((a, b) => b[0] * b[1] - a[0] * a[1])[0]!;
}

export function createOpenAiImages(cfg: OpenAiImagesConfig): ImageProvider {
  const id = "openai";
  const model = cfg.model ?? "gpt-image-1";
  const auth: Record<string, string> = cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {};
  return {
    id,
    async generate(req: ImageRequest, outDir: string, opts?: CallOptions): Promise<ImageResult> {
      checkImageRequest(id, req);
      const [w, h] = closestSize(model, req.width, req.height);
      const body: Record<string, unknown> = {
        model,
        prompt: promptWithPalette(req),
        n: 1,
        size: `${w}x${h}`,
      };
      // gpt-image models always answer b64_json and reject the field; DALL-E defaults to url without it.
      if (model.startsWith("dall-e")) body.response_format = "b64_json";

      const item = await requestWithRetry({
        provider: id,
        url: joinUrl(cfg.baseUrl, "images/generations"),
        init: {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        signal: opts?.signal,
        retry: cfg.retry,
        keyEnv: cfg.keyEnv,
        read: async (res) => {
          const parsed = ZImagesResponse.safeParse(await readJson(res));
          const first = parsed.success ? parsed.data.data[0] : undefined;
          if (!first?.b64_json && !first?.url)
            throw new MalformedResponseError("no data[0].b64_json or data[0].url");
          return first;
        },
      });

      await mkdir(outDir, { recursive: true });
      const hash = createHash("sha256")
        .update(JSON.stringify({ body, w: req.width, h: req.height }))
        .digest("hex")
        .slice(0, 16);
      const raw = join(outDir, `openai-image-${hash}.raw`);
      const path = join(outDir, `openai-image-${hash}.png`);
      try {
        if (item.b64_json) await writeFile(raw, Buffer.from(item.b64_json, "base64"));
        else {
          await downloadTo({
            provider: id,
            url: item.url!,
            baseUrl: cfg.baseUrl,
            path: raw,
            maxBytes: MAX_IMAGE_BYTES,
            // Our key goes back only to our own server, never to a CDN.
            ownOriginHeaders: auth,
            signal: opts?.signal,
            retry: cfg.retry,
          });
        }
        await fitImage(id, raw, path, req.width, req.height);
      } finally {
        await rm(raw, { force: true });
      }
      return { path, width: req.width, height: req.height, credit: { provider: id, model, builtin: false } };
    },
  };
}

// Prompt -> PNG of the size asked for (1024x1024 by default): the configured image model's picture, or
// offline the built-in designer's illustration of the prompt's subjects in their setting.
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { ImageResult, ProviderCredit } from "../providers/types.ts";
import { type PipelineContext, resolveContext } from "./context.ts";
import { withFallback } from "./fallback.ts";

export interface ImagePipelineOptions {
  prompt: string;
  width?: number;
  height?: number;
  palette?: string[];
  /** Where to write the PNG. */
  out: string;
}

export interface ImagePipelineResult {
  path: string;
  width: number;
  height: number;
  credit: ProviderCredit;
  /** What the built-in designer drew: the prompt's subjects as illustrations, and the setting. */
  composition?: ImageResult["composition"];
  fallbacks: { stage: string; from: string; to: string; reason: string }[];
}

export async function generateImage(
  opts: ImagePipelineOptions,
  ctx: PipelineContext = {},
): Promise<ImagePipelineResult> {
  if (!opts.prompt?.trim()) throw new Error("The prompt is empty.");
  const width = opts.width ?? 1024;
  const height = opts.height ?? 1024;
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(v) || v < 64 || v > 4096)
      throw new Error(`Image ${name} must be a whole number from 64 to 4096.`);
  }
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "image", percent: 0 });
    const fallbacks: ImagePipelineResult["fallbacks"] = [];
    const { result } = await withFallback(
      "image",
      c.providers.image,
      c.providers.builtin.image,
      (p) =>
        p.generate({ prompt: opts.prompt, width, height, palette: opts.palette }, c.workDir, {
          signal: c.signal,
        }),
      (f) => fallbacks.push(f),
      c.signal,
    );
    const out = path.resolve(opts.out);
    await mkdir(path.dirname(out), { recursive: true });
    await copyFile(result.path, out);
    c.onProgress({ stage: "image", percent: 100 });
    return {
      path: out,
      width: result.width,
      height: result.height,
      credit: result.credit,
      composition: result.composition,
      fallbacks,
    };
  } finally {
    await c.cleanup();
  }
}

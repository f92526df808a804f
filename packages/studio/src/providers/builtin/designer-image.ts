// The offline image provider. For a picture (the image generator) it draws the prompt's subjects as
// illustrations from the built-in library (Fluent Emoji, MIT) standing in the setting its words name,
// credited as "illustration"; for a video scene (`background: true`) it draws the designed stage the
// scene's illustrations move over. It never prints the prompt's text, and everything derives from the
// request, so the same request always gives the same PNG. The smooth layers are computed per pixel
// (raster.ts) and the shapes drawn by resvg (a prebuilt N-API addon) on top: 1080x1920 well under 300 ms.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { encodePng } from "../../media/png.ts";
import {
  type CallOptions,
  type ImageProvider,
  type ImageRequest,
  type ImageResult,
  ProviderError,
} from "../types.ts";
import { pictureDesign } from "./designer/picture.ts";
import type { BackgroundSpec } from "./designer/raster.ts";
import { paint } from "./designer/raster.ts";
import { stageDesign } from "./designer/stage.ts";
import { illustrationCredit } from "./illustrations/rasterise.ts";

const PROVIDER = "designer";
const MAX_SIDE = 4096;

function checkRequest(req: ImageRequest) {
  for (const [name, v] of [
    ["width", req.width],
    ["height", req.height],
  ] as const) {
    if (!Number.isInteger(v) || v < 16 || v > MAX_SIDE) {
      throw new ProviderError(
        PROVIDER,
        `Image ${name} must be a whole number from 16 to ${MAX_SIDE}, got ${v}.`,
      );
    }
  }
  if (typeof req.prompt !== "string") throw new ProviderError(PROVIDER, "The image prompt must be text.");
}

/**
 * Background pixels with the SVG layer on top, as PNG (`stored`: uncompressed, for a video scene's stage,
 * which only ffmpeg reads).
 */
function renderPng(
  background: BackgroundSpec,
  svg: string,
  w: number,
  h: number,
  opacity: number,
  stored = false,
): Buffer {
  const overlay = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
    logLevel: "off",
  }).render().pixels;
  return encodePng(paint(background, w, h, overlay, opacity), w, h, { stored });
}

async function writeAtomically(outDir: string, name: string, png: Buffer): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const path = join(resolve(outDir), name);
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp.png`;
  await writeFile(tmp, png);
  await rename(tmp, path);
  return path;
}

const keyOf = (...parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);

export function createDesignerImage(): ImageProvider {
  return {
    id: PROVIDER,
    async generate(req: ImageRequest, outDir: string, callOpts?: CallOptions): Promise<ImageResult> {
      checkRequest(req);
      callOpts?.signal?.throwIfAborted();
      const { width, height } = req;
      const picture = req.background ? null : pictureDesign(req);
      if (picture && (picture.subjects.length > 0 || picture.setting.named)) {
        const png = renderPng(picture.background, picture.overlaySvg, width, height, 1);
        const key = keyOf(picture.background, picture.overlaySvg);
        const path = await writeAtomically(outDir, `illustration-${key}-${width}x${height}.png`, png);
        return {
          path,
          width,
          height,
          credit: illustrationCredit(),
          composition: { subjects: picture.subjects, setting: picture.setting },
        };
      }
      // A scene's stage, or a prompt that names nothing drawable: the designed background alone, its
      // shapes toned down so that what goes over it (illustrations, captions) stays clear.
      const stage = stageDesign(req);
      // A video scene's stage is read by ffmpeg alone, once per segment: stored uncompressed, which saves
      // the deflate (most of the cost of the picture after drawing it); a picture asked for is compressed.
      const png = renderPng(stage.background, stage.overlaySvg, width, height, 0.7, req.background === true);
      const path = await writeAtomically(
        outDir,
        `designer-${keyOf(stage.background, stage.overlaySvg)}-${width}x${height}.png`,
        png,
      );
      return {
        path,
        width,
        height,
        credit: { provider: PROVIDER, model: "builtin-designer", builtin: true },
        composition: { subjects: [] },
      };
    },
  };
}

// Helpers that pipelines use to build storyboards: the frame format for a platform or aspect (with an
// optional scale for small test renders) and scene ids.
import { type Aspect, aspectForPlatform, type Platform, resolvePlatform, sizeForAspect } from "./formats.ts";
import type { Storyboard } from "./schema.ts";

export interface FormatRequest {
  platform?: string;
  /** Overrides the platform's aspect (1:1 and 4:5 feeds on request). */
  aspect?: Aspect;
  /** Multiplies the frame size (e.g. 0.25 -> 270x480 for tests); sizes stay even for yuv420p. */
  scale?: number;
  fps?: number;
}

export function formatFor(req: FormatRequest, defaultPlatform: Platform): Storyboard["format"] {
  const platform = req.platform ? resolvePlatform(req.platform) : defaultPlatform;
  const aspect = req.aspect ?? aspectForPlatform(platform);
  const size = sizeForAspect(aspect);
  const scale = req.scale ?? 1;
  if (!(scale > 0 && scale <= 2)) throw new Error("scale must be between 0 and 2");
  const even = (n: number) => Math.max(64, 2 * Math.round((n * scale) / 2));
  return { platform, aspect, width: even(size.width), height: even(size.height), fps: req.fps ?? 30 };
}

export function sceneId(index: number): string {
  return `s${String(index + 1).padStart(3, "0")}`;
}

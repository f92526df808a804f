// The visuals stage: what a scene shows (its picture, clip or colour, the camera motion, the captions
// burned into it), and everything of it that decides its pixels, for cache keys.
import { writeFile } from "node:fs/promises";
import { fileHash, hashOf } from "../../cache.ts";
import type { Storyboard } from "../../storyboard/schema.ts";
import { buildAss } from "../captions/ass.ts";
import type { CaptionEvent } from "../captions/layout.ts";
import { oneSceneCaptionEvents } from "../captions/scene-captions.ts";
import type { Motion, SceneVisual, SegmentSource } from "../segment-args.ts";
import type { SceneTiming } from "../timeline.ts";
import { sceneLayers } from "../visual-layers.ts";
import type { RenderContext } from "./context.ts";

const MOTION_CYCLE: Motion[] = ["zoom-in", "pan-right", "zoom-out", "pan-left"];

export function motionFor(sb: Storyboard, index: number): Motion {
  return sb.scenes[index]?.motion ?? MOTION_CYCLE[index % MOTION_CYCLE.length]!;
}

export function sourceFor(sb: Storyboard, index: number): SegmentSource {
  const scene = sb.scenes[index]!;
  if (scene.visual.kind === "color") return { kind: "color", color: scene.visual.color };
  const rv = scene.resolvedVisual;
  if (!rv) throw new Error(`Scene ${scene.id} has no visual yet (prepare the storyboard first)`);
  return rv.media === "video" ? { kind: "video", path: rv.path } : { kind: "image", path: rv.path };
}

export interface SceneLook {
  visual: SceneVisual;
  /** Everything of the scene that decides its pixels, for cache keys. */
  look: Record<string, unknown>;
  /** The scene's caption events on its own clock. */
  events: CaptionEvent[];
}

/** Scene `i`'s visual, with its captions written to a cached ASS file. */
export async function sceneVisual(
  ctx: RenderContext,
  i: number,
  t: Omit<SceneTiming, "offsetFrames">,
): Promise<SceneLook> {
  const { sb, captions } = ctx;
  const source = sourceFor(sb, i);
  const sourceKey = source.kind === "color" ? source.color : await fileHash(source.path);
  const events = ctx.withCaptions ? oneSceneCaptionEvents(sb, i, t, ctx.fps, captions) : [];
  const ass = events.length > 0 ? buildAss(events, captions.spec, captions.options) : null;
  let assPath: string | undefined;
  if (ass) {
    assPath = (
      await ctx.cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) => writeFile(tmp, ass, "utf8"))
    ).path;
  }
  const motion = motionFor(sb, i);
  // Illustration layers are cached files named by the hash of what they draw: their paths identify them.
  const layers = source.kind === "video" ? [] : sceneLayers(sb, i, t.frames);
  return {
    visual: { source, motion, frames: t.frames, assPath, layers },
    look: { source: source.kind, sourceKey, frames: t.frames, motion, ass, layers },
    events,
  };
}

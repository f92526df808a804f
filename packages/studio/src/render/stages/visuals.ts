// The visuals stage: what a scene shows (its picture, clip or colour, the camera motion, the captions
// burned into it), and everything of it that decides its pixels, for cache keys.
import { writeFile } from "node:fs/promises";
import { fileHash, hashOf } from "../../cache.ts";
import { iconNameFor, illustrationForEmoji } from "../../providers/builtin/illustrations/index.ts";
import type { Storyboard } from "../../storyboard/schema.ts";
import { buildBurnedCaptions, type CaptionEmoji } from "../captions/emoji.ts";
import type { CaptionEvent } from "../captions/layout.ts";
import { oneSceneCaptionEvents } from "../captions/scene-captions.ts";
import type { CaptionPicture, Motion, SceneVisual, SegmentSource } from "../segment-args.ts";
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
  if (rv.media === "video") return { kind: "video", path: rv.path };
  // The user's own photos (and a linked page's) are shown whole, whatever their shape (over a blurred copy of themselves).
  return rv.credit.provider === "upload" || scene.visual.kind === "asset"
    ? { kind: "image", path: rv.path, fill: "blur" }
    : { kind: "image", path: rv.path };
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
  const burned =
    events.length > 0 ? buildBurnedCaptions(events, captions.spec, captions.options, hasEmojiPicture) : null;
  const ass = burned?.ass ?? null;
  let assPath: string | undefined;
  if (ass) {
    assPath = (
      await ctx.cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) => writeFile(tmp, ass, "utf8"))
    ).path;
  }
  const captionPictures = await emojiPictures(ctx, burned?.emoji ?? []);
  const motion = motionFor(sb, i);
  // Illustration and kinetic-text layers are cached files named by the hash of what they draw: their
  // paths identify them. Footage takes the kinetic text over it too.
  const layers = sceneLayers(sb, i, t.frames);
  return {
    visual: { source, motion, frames: t.frames, assPath, layers, captionPictures },
    look: {
      source: source.kind,
      sourceKey,
      ...(source.kind === "image" && source.fill ? { fill: source.fill } : {}),
      frames: t.frames,
      motion,
      ass,
      layers,
      captionPictures,
    },
    events,
  };
}

const hasEmojiPicture = (emoji: string) => iconNameFor(emoji) !== null;

/**
 * The caption emoji as pictures: each emoji's PNG at its size, drawn once and cached by what it shows
 * (so its path identifies it in cache keys).
 */
async function emojiPictures(ctx: RenderContext, emoji: CaptionEmoji[]): Promise<CaptionPicture[]> {
  const pictures: CaptionPicture[] = [];
  for (const e of emoji) {
    const key = hashOf({ emoji: e.emoji, size: e.size, v: 1 });
    const { path } = await ctx.cache.getOrCreate("caption-emoji", key, ".png", async (tmp) => {
      const picture = illustrationForEmoji(e.emoji, e.size);
      if (!picture) throw new Error(`No picture for the emoji ${e.emoji}`);
      await writeFile(tmp, picture.png);
    });
    pictures.push({ path, x: e.x, y: e.y, start: e.start, end: e.end });
  }
  return pictures;
}

// The plan stage: each scene's timing, visual and cache key, as soon as its own speech and picture
// exist, and whether its body is encoded already (which decides who draws its transitions).
import { hashOf } from "../../cache.ts";
import type { CaptionEvent } from "../captions/layout.ts";
import type { SceneVisual } from "../segment-args.ts";
import { type SceneTiming, sceneTiming } from "../timeline.ts";
import { type RenderContext, settled } from "./context.ts";
import { sceneVisual } from "./visuals.ts";

/** Bump when a change to the builders changes output pixels, so old cache entries are not reused. */
export const RENDER_VERSION = 7;

export interface ScenePlan {
  t: Omit<SceneTiming, "offsetFrames">;
  visual: SceneVisual;
  /** Everything of the scene that decides its pixels, for cache keys. */
  look: Record<string, unknown>;
  /** Cache key of the body. */
  key: string;
  bodyCached: boolean;
}

export interface ScenePlans {
  /** Each scene's plan, settled once its speech and picture exist. */
  plans: Promise<ScenePlan>[];
  /** The plans made so far (a scene never waits for a later one's). */
  planned: (ScenePlan | undefined)[];
  /** Each scene's caption events on its own clock (for the sidecars). */
  captionEvents: CaptionEvent[][];
  /**
   * Scenes not yet planned, and planned scenes still to encode: one left alone (an edit) gets the
   * spare cores; several share them a scene per process (least CPU per frame).
   */
  unplanned: number;
  toEncode: number;
}

export function planScenes(ctx: RenderContext): ScenePlans {
  const n = ctx.sb.scenes.length;
  const state: ScenePlans = {
    plans: [],
    planned: new Array(n).fill(undefined),
    captionEvents: new Array(n).fill([]),
    unplanned: n,
    toEncode: 0,
  };
  state.plans = ctx.sb.scenes.map((_scene, i) => settled(planScene(ctx, state, i)));
  return state;
}

async function planScene(ctx: RenderContext, state: ScenePlans, i: number): Promise<ScenePlan> {
  const { sb, fps, frame } = ctx;
  await ctx.sceneReady(i);
  ctx.signal.throwIfAborted();
  const t = sceneTiming(sb, i);
  ctx.progress.sceneTimed(i, t.frames - t.tailFrames);
  const { visual, look, events } = await sceneVisual(ctx, i, t);
  state.captionEvents[i] = events;
  const key = hashOf({
    v: RENDER_VERSION,
    ...look,
    W: frame.width,
    H: frame.height,
    fps,
    head: t.headFrames,
    tail: t.tailFrames,
    logoKey: ctx.logoKey,
    encoder: ctx.encoderKey,
  });
  // Whether the body was encoded before this render started (decides who draws its transitions).
  const bodyCached = await ctx.cache.has("segments", key, "");
  state.unplanned--;
  const plan: ScenePlan = { t, visual, look, key, bodyCached };
  state.planned[i] = plan;
  if (!bodyCached) state.toEncode++;
  return plan;
}

/** Cache key of the transition between two scenes. */
export function transitionKey(ctx: RenderContext, from: ScenePlan, to: ScenePlan): string {
  return hashOf({
    v: RENDER_VERSION,
    // The outgoing scene's captions are gone before its tail: they do not change the transition.
    from: { ...from.look, ass: null, captionPictures: null },
    to: to.look,
    kind: ctx.transitionKind,
    T: ctx.T,
    W: ctx.frame.width,
    H: ctx.frame.height,
    fps: ctx.fps,
    logoKey: ctx.logoKey,
    encoder: ctx.encoderKey,
  });
}

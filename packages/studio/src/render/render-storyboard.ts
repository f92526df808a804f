// Renders a prepared storyboard (speech and visuals resolved) to an MP4 with sidecar files. Each scene
// segment is cached by the hash of everything that decides its pixels, so an edit re-renders only the
// scenes it touched; segments render in parallel and are joined by stream copy. The stages live in
// ./stages: plan, visuals, speech, segments, soundtrack, thumbnail, join.

import { sweepCache } from "../cache-eviction.ts";
import type { Storyboard } from "../storyboard/schema.ts";
import { createRenderContext, type RenderOptions, type RenderResult, settled } from "./stages/context.ts";
import { joinVideo, writeSidecars } from "./stages/join.ts";
import { planScenes } from "./stages/plan.ts";
import { renderSegments, type ScenePieces } from "./stages/segments.ts";
import { renderSoundtrack, type Soundtrack } from "./stages/soundtrack.ts";
import { renderThumbnail } from "./stages/thumbnail.ts";

export type { Progress, RenderOptions, RenderResult } from "./stages/context.ts";

/**
 * Everything runs as a small dependency graph sharing one budget of heavy ffmpeg processes: a scene's
 * segment starts as soon as its own speech and picture exist (while later scenes are still being
 * voiced and drawn, when `pending` is given), a transition as soon as its two neighbours are encoded,
 * and the voice track, music mix, loudness measurement and AAC encode alongside the video, so the join
 * at the end is a stream copy.
 */
export async function renderStoryboard(sb: Storyboard, opts: RenderOptions): Promise<RenderResult> {
  const ctx = await createRenderContext(sb, opts);
  const plans = planScenes(ctx);
  const segments = renderSegments(ctx, plans);
  const soundtrack = settled(renderSoundtrack(ctx));
  const thumbnail = settled(renderThumbnail(ctx));

  let results: [ScenePieces[], Soundtrack, string];
  try {
    results = await Promise.all([Promise.all(segments.tasks), soundtrack, thumbnail]);
  } catch (err) {
    ctx.fail(err);
    // Let every task notice and stop (children killed) before reporting the first failure.
    await Promise.allSettled([...plans.plans, ...segments.tasks, soundtrack, thumbnail]);
    throw opts.signal?.aborted ? (opts.signal.reason ?? err) : err;
  }
  const [pieces, audio, thumbSource] = results;
  const { timeline } = audio;
  ctx.progress.report("audio", 92);

  const out = await joinVideo(ctx, pieces, audio);
  ctx.progress.report("mux", 97);

  // The saved storyboard carries the credits the preparation settles last.
  await opts.pending?.done;
  const files = await writeSidecars(ctx, out, plans.captionEvents, timeline, thumbSource);
  ctx.progress.report("done", 100);
  // Kept within its size in the background (at most every ten minutes, one process at a time).
  sweepCache(ctx.cache.dir, ctx.cacheMaxBytes).catch(() => {});
  return {
    video: out,
    ...files,
    ...(audio.stems ? { stems: audio.stems } : {}),
    durationSeconds: timeline.totalFrames / ctx.fps,
    timeline,
    segments: { rendered: segments.counts.rendered, reused: segments.counts.reused },
  };
}

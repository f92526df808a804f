// The thumbnail, from the first scene's own encode (the same frames as the video), cached with it.
import { hashOf } from "../../cache.ts";
import { buildThumbnailArgs } from "../audio-args.ts";
import { runFfmpeg } from "../run-ffmpeg.ts";
import { sceneTiming } from "../timeline.ts";
import type { RenderContext } from "./context.ts";
import type { ScenePieces } from "./segments.ts";
import type { Soundtrack } from "./soundtrack.ts";

/** The thumbnail as a cached JPEG; resolves to its path. */
export async function renderThumbnail(
  ctx: RenderContext,
  firstScene: Promise<ScenePieces>,
  soundtrack: Promise<Soundtrack>,
): Promise<string> {
  const { fps } = ctx;
  const first = await firstScene;
  const t = sceneTiming(ctx.sb, 0);
  const totalSeconds = (await soundtrack).timeline.totalFrames / fps;
  const at = Math.min(t.frames / fps / 2, t.voiceStart + 1.2, totalSeconds / 2);
  const key = hashOf({ thumb: 1, segment: first.key, at: at.toFixed(3) });
  // The body piece holding that moment (scene 0 has no head: its body starts at frame 0).
  const atFrame = Math.round(at * fps);
  const body = first.body.filter((b) => b.startFrame <= atFrame).at(-1) ?? first.body[0]!;
  const within = Math.max(0, at - body.startFrame / fps);
  const { path } = await ctx.cache.getOrCreate("thumbnails", key, ".jpg", (tmp) =>
    runFfmpeg(buildThumbnailArgs(body.file, within, tmp), ctx.run).then(() => undefined),
  );
  return path;
}

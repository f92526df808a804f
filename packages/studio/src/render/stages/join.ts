// The join stage: every piece in order joined by stream copy with the encoded soundtrack (moov atom
// first), then the sidecar files beside the video.
import { copyFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Storyboard } from "../../storyboard/schema.ts";
import { buildFinalMuxArgs } from "../audio-args.ts";
import { buildAss } from "../captions/ass.ts";
import type { CaptionEvent } from "../captions/layout.ts";
import { timelineCaptionEvents } from "../captions/scene-captions.ts";
import { buildSrt, buildVtt } from "../captions/srt-vtt.ts";
import { concatListPath } from "../filter-escape.ts";
import { runFfmpeg } from "../run-ffmpeg.ts";
import { buildConcatList } from "../segment-args.ts";
import type { Timeline } from "../timeline.ts";
import type { RenderContext, Sidecars } from "./context.ts";
import type { ScenePieces } from "./segments.ts";
import type { Soundtrack } from "./soundtrack.ts";

/** Joins the pieces and the soundtrack into the output MP4; returns its absolute path. */
export async function joinVideo(
  ctx: RenderContext,
  pieces: ScenePieces[],
  audio: Soundtrack,
): Promise<string> {
  const { opts, fps } = ctx;
  // Each piece with its exact length: a piece cut first from an encode starts after the encoder's
  // B-frame delay and its file reports that much longer, which the join would add as a pause.
  const order: { file: string; seconds: number }[] = [];
  for (const p of pieces) {
    if (p.transition) order.push({ file: p.transition, seconds: ctx.T / fps });
    for (const b of p.body) order.push({ file: b.file, seconds: b.frames / fps });
  }
  const listFile = path.join(opts.workDir, "pieces.ffconcat");
  await writeFile(listFile, buildConcatList(order, concatListPath));

  const out = path.resolve(opts.out);
  const tmpOut = `${out}.part.mp4`;
  await runFfmpeg(buildFinalMuxArgs({ concatList: listFile, audio: audio.audioOut, out: tmpOut }), {
    signal: opts.signal,
    onSpawn: opts.onSpawn,
  });
  await rename(tmpOut, out);
  await rm(audio.audioOut, { force: true });
  return out;
}

function sidecar(out: string, ext: string): string {
  return out.replace(/\.mp4$/i, "") + ext;
}

/**
 * Writes the captions (SRT, VTT, ASS on the whole time line), the thumbnail and the storyboard with
 * where each scene landed, beside the video at `out`.
 */
export async function writeSidecars(
  ctx: RenderContext,
  out: string,
  sceneEvents: CaptionEvent[][],
  timeline: Timeline,
  thumbnail: string,
): Promise<Sidecars> {
  const { spec, options } = ctx.captions;
  const allEvents = ctx.withCaptions ? timelineCaptionEvents(sceneEvents, timeline) : [];
  const files = {
    srt: sidecar(out, ".srt"),
    vtt: sidecar(out, ".vtt"),
    ass: sidecar(out, ".ass"),
    thumbnail: sidecar(out, ".jpg"),
    storyboard: sidecar(out, ".storyboard.json"),
  };
  await writeFile(files.srt, buildSrt(allEvents, options.noSpaces));
  await writeFile(files.vtt, buildVtt(allEvents, options.noSpaces));
  await writeFile(files.ass, buildAss(allEvents, spec, options));
  await copyFile(thumbnail, files.thumbnail);
  await writeFile(files.storyboard, `${JSON.stringify(renderedStoryboard(ctx.sb, timeline), null, 2)}\n`);
  return files;
}

/** The storyboard as rendered: with its length and where each scene and its voice start. */
function renderedStoryboard(sb: Storyboard, timeline: Timeline): Storyboard {
  const fps = timeline.fps;
  return {
    ...sb,
    meta: {
      ...sb.meta,
      render: {
        durationSeconds: timeline.totalFrames / fps,
        fps,
        scenes: timeline.scenes.map((s) => ({
          id: s.id,
          offsetSeconds: s.offsetFrames / fps,
          durationSeconds: s.frames / fps,
          voiceStartSeconds: s.voiceStart,
        })),
      },
    },
  };
}

import path from "node:path";
import { CAPTION_FONTS, idOf } from "@reelforge/contract";
import { clips } from "@reelforge/studio";
import { defineServerGenerator, type PipelineFile } from "../types.ts";

// Clips from the user's long video: each clip and its thumbnail stored as clipN.mp4 / clipN.jpg (media names are [a-z0-9.]), the
// result listing where each starts and ends in the source. The first clip's picture is the library's.
export const clipsServer = defineServerGenerator({
  kind: "clips",
  files: [/^clip\d{1,2}\.(mp4|jpg)$/, /^thumbnail\.jpg$/],
  async run(input, run) {
    const video = await run.upload(input.video);
    if (video.kind !== "video") throw new Error(`video ("${video.name}") is not a video`);
    const result = await clips(
      {
        video: video.path,
        count: input.count,
        maxSeconds: input.maxSeconds,
        platform: input.platform,
        reframe: input.reframe,
        captions: input.captions,
        font: idOf(CAPTION_FONTS, input.font),
        outDir: path.join(run.workDir, "clips"),
        scale: run.scale,
      },
      run.studio,
    );
    const files: PipelineFile[] = result.clips.flatMap((clip, i) => [
      { name: `clip${i + 1}.mp4`, path: clip.video, contentType: "video/mp4" },
      { name: `clip${i + 1}.jpg`, path: clip.thumbnail, contentType: "image/jpeg" },
    ]);
    const first = result.clips[0];
    if (first) files.push({ name: "thumbnail.jpg", path: first.thumbnail, contentType: "image/jpeg" });
    return {
      files,
      durationSeconds: result.clips.reduce((sum, c) => sum + (c.end - c.start), 0),
      clips: result.clips.map((clip, i) => ({
        file: `clip${i + 1}.mp4`,
        thumbnail: `clip${i + 1}.jpg`,
        start: clip.start,
        end: clip.end,
      })),
      notes: result.notes,
      // Who heard the speech the captions show (a recogniser set by ASR_BASE_URL).
      credits: result.captionCredit ? [{ part: "captions", credit: result.captionCredit }] : [],
    };
  },
});

import path from "node:path";
import { CAPTION_FONTS, idOf } from "@reelforge/contract";
import { subtitles } from "@reelforge/studio";
import { defineServerGenerator, type PipelineFile } from "../types.ts";
import { languageOf } from "../video-files.ts";

// Subtitles for the user's own video: its words (edited cues, the recogniser, or the pasted transcript
// aligned offline) as SRT, VTT and cues, and, unless `burn: false`, the video with them burned in.
export const subtitlesServer = defineServerGenerator({
  kind: "subtitles",
  files: [/^video\.mp4$/, /^captions\.(srt|vtt)$/, /^thumbnail\.jpg$/],
  async run(input, run) {
    const video = await run.upload(input.video);
    if (video.kind !== "video") throw new Error(`video ("${video.name}") is not a video`);
    const result = await subtitles(
      {
        video: video.path,
        language: input.language,
        captionStyle: input.captions,
        font: idOf(CAPTION_FONTS, input.font),
        ...(input.transcript?.trim() ? { transcript: input.transcript } : {}),
        ...(input.cues ? { cues: input.cues } : {}),
        burn: input.burn !== false,
        outDir: path.join(run.workDir, "out"),
        scale: run.scale,
      },
      run.studio,
    );
    const files: PipelineFile[] = [
      { name: "captions.srt", path: result.srt, contentType: "application/x-subrip" },
      { name: "captions.vtt", path: result.vtt, contentType: "text/vtt" },
    ];
    if (result.video) {
      files.push(
        { name: "video.mp4", path: result.video.path, contentType: "video/mp4" },
        { name: "thumbnail.jpg", path: result.video.thumbnail, contentType: "image/jpeg" },
      );
    }
    const how = {
      cues: "Your edited cues, as you wrote them.",
      recogniser: "Words heard by the speech recogniser.",
      alignment: "Your transcript, matched to the speech on our server.",
    }[result.source];
    return {
      files,
      durationSeconds: result.durationSeconds,
      language: languageOf(input.language),
      cues: result.cues,
      notes: [how],
      credits: result.source === "cues" ? [] : [{ part: "captions", credit: result.credit }],
    };
  },
});

import path from "node:path";
import { CAPTION_FONTS, GENDERS, idOf } from "@reelforge/contract";
import { voiceOver } from "@reelforge/studio";
import { defineServerGenerator, type PipelineFile } from "../types.ts";
import { languageOf } from "../video-files.ts";

// Text to narration (MP3, WAV, and its words as SRT/VTT) in any offered language, voice, accent and
// speed; with `video`, the narration laid over the user's clip (its sound ducked, captions burned in).
export const voiceOverServer = defineServerGenerator({
  kind: "voice-over",
  files: [/^narration\.(mp3|wav)$/, /^captions\.(srt|vtt)$/, /^video\.mp4$/, /^thumbnail\.jpg$/],
  async run(input, run) {
    const video = input.video ? await run.upload(input.video) : undefined;
    if (video && video.kind !== "video") throw new Error(`video ("${video.name}") is not a video`);
    const gender = idOf(GENDERS, input.gender) ?? "female";
    const result = await voiceOver(
      {
        text: input.text,
        language: input.language,
        gender,
        accent: input.accent,
        speed: input.speed,
        outDir: path.join(run.workDir, "out"),
        video: video?.path,
        burnCaptions: input.burnCaptions,
        captionStyle: input.captions,
        font: input.font ? idOf(CAPTION_FONTS, input.font) : undefined,
        scale: run.scale,
      },
      run.studio,
    );
    const files: PipelineFile[] = [
      { name: "narration.mp3", path: result.mp3, contentType: "audio/mpeg" },
      { name: "narration.wav", path: result.wav, contentType: "audio/wav" },
      { name: "captions.srt", path: result.srt, contentType: "application/x-subrip" },
      { name: "captions.vtt", path: result.vtt, contentType: "text/vtt" },
    ];
    if (result.video) {
      files.push(
        { name: "video.mp4", path: result.video.path, contentType: "video/mp4" },
        { name: "thumbnail.jpg", path: result.video.thumbnail, contentType: "image/jpeg" },
      );
    }
    const sb = result.storyboardData;
    const voice = sb.scenes.find((s) => s.speech)?.speech?.credit;
    const notes = sb.fallbacks
      .filter((f) => f.stage === "voice" && f.from.startsWith("accent "))
      .map((f) => f.reason);
    return {
      files,
      durationSeconds: result.video?.durationSeconds ?? result.durationSeconds,
      language: languageOf(input.language),
      ...(notes.length ? { notes } : {}),
      credits: voice ? [{ part: "voice", credit: voice }] : [],
    };
  },
});

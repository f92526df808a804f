import path from "node:path";
import { videoLanguages } from "@reelforge/contract";
import { promptVideo } from "@reelforge/studio";
import { defineServerGenerator, type PipelineAlternate } from "../types.ts";
import { userMediaOf } from "../user-media.ts";
import { languageOf, mediaFiles, VIDEO_FILES, videoOutput } from "../video-files.ts";

// Prompt to video with the brand-story options; one whole video per language asked for.
export const videoServer = defineServerGenerator({
  kind: "video",
  files: VIDEO_FILES,
  async run(input, run) {
    const own = await userMediaOf(input, run);
    const languages = videoLanguages(input);
    const result = await promptVideo(
      {
        prompt: input.description,
        durationSeconds: input.videoDuration,
        platform: input.platform,
        // One video per language: the first is video.mp4, the others video.<code>.mp4 beside it.
        languages: languages.length ? languages : undefined,
        audience: input.agegroup,
        gender: input.gender[0],
        ...(own.music ? { music: own.music } : {}),
        media: own.media,
        mediaOrder: own.mediaOrder,
        out: path.join(run.workDir, "video.mp4"),
        scale: run.scale,
        stems: true,
      },
      run.studio,
    );
    const output = {
      ...videoOutput(result, [{ part: "script", credit: result.script.credit }]),
      ...(result.notes.length ? { notes: result.notes } : {}),
    };
    if (!languages.length) return output;
    const alternates: PipelineAlternate[] = result.alternates.map((alternate) => {
      const language = languageOf(alternate.language);
      output.files.push(...mediaFiles(alternate.result, language.code));
      return { ...language, durationSeconds: alternate.result.durationSeconds };
    });
    return {
      ...output,
      language: languageOf(languages[0] as string),
      ...(alternates.length ? { alternates } : {}),
    };
  },
});

import path from "node:path";
import { CAPTION_FONTS, idOf, videoLanguages } from "@reelforge/contract";
import { promptVideo } from "@reelforge/studio";
import { addIntroOutro } from "../intro-outro.ts";
import { defineServerGenerator, type PipelineAlternate, type PipelineOutput } from "../types.ts";
import { brandOptions, userMediaOf } from "../user-media.ts";
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
        ...brandOptions(own.brand),
        ...(own.brand?.font ? { font: idOf(CAPTION_FONTS, own.brand.font) } : {}),
        media: own.media,
        mediaOrder: own.mediaOrder,
        ...(input.style ? { style: input.style } : {}),
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
    const branded = (o: PipelineOutput) =>
      own.brand ? addIntroOutro(o, own.brand, run.workDir, run.signal) : Promise.resolve(o);
    if (!languages.length) return branded(output);
    const alternates: PipelineAlternate[] = result.alternates.map((alternate) => {
      const language = languageOf(alternate.language);
      output.files.push(...mediaFiles(alternate.result, language.code));
      return { ...language, durationSeconds: alternate.result.durationSeconds };
    });
    return branded({
      ...output,
      language: languageOf(languages[0] as string),
      ...(alternates.length ? { alternates } : {}),
    });
  },
});

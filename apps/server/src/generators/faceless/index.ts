import path from "node:path";
import { CAPTION_FONTS, GENDERS, idOf } from "@reelforge/contract";
import { facelessVideo } from "@reelforge/studio";
import { addIntroOutro } from "../intro-outro.ts";
import { defineServerGenerator } from "../types.ts";
import { brandOptions, userMediaOf } from "../user-media.ts";
import { VIDEO_FILES, videoOutput } from "../video-files.ts";

// Script to faceless video: the user's own words narrated over designed or stock visuals.
export const facelessServer = defineServerGenerator({
  kind: "faceless",
  files: VIDEO_FILES,
  async run(input, run) {
    const own = await userMediaOf(input, run);
    const result = await facelessVideo(
      {
        script: input.script,
        out: path.join(run.workDir, "video.mp4"),
        platform: input.platform,
        language: input.language,
        gender: input.gender ? idOf(GENDERS, input.gender) : undefined,
        accent: input.accent,
        captions: input.captions,
        // The brand kit's caption font, when it has one, else the video's own choice.
        font: idOf(CAPTION_FONTS, own.brand?.font ?? input.font ?? ""),
        ...brandOptions(own.brand),
        // An uploaded song replaces the mood.
        music: own.music ?? input.music,
        media: own.media,
        mediaOrder: own.mediaOrder,
        scale: run.scale,
        stems: true,
      },
      run.studio,
    );
    // An accent the built-in voice no longer offers ("Indian") was spoken with its nearest: say so.
    const notes = result.storyboardData.fallbacks
      .filter((f) => f.stage === "voice" && f.from.startsWith("accent "))
      .map((f) => f.reason);
    const output = { ...videoOutput(result, []), ...(notes.length ? { notes } : {}) };
    return own.brand ? addIntroOutro(output, own.brand, run.workDir, run.signal) : output;
  },
});

import path from "node:path";
import { CAPTION_FONTS, GENDERS, idOf } from "@reelforge/contract";
import { slideshow } from "@reelforge/studio";
import { defineServerGenerator, type RunUpload } from "../types.ts";
import { VIDEO_FILES, videoOutput } from "../video-files.ts";

function expect(file: RunUpload, kind: RunUpload["kind"], field: string): string {
  if (file.kind !== kind)
    throw new Error(`${field} ("${file.name}") is not ${kind === "image" ? "an image" : `a ${kind} file`}`);
  return file.path;
}

// The user's photos as a slideshow: each whole over a blurred copy of itself, gentle motion,
// transitions, their texts shown or narrated, and music (a mood or the user's own track).
export const slideshowServer = defineServerGenerator({
  kind: "slideshow",
  files: VIDEO_FILES,
  async run(input, run) {
    const images = await Promise.all(
      input.images.map(async (id, i) => expect(await run.upload(id), "image", `images[${i}]`)),
    );
    const musicFile = input.musicUpload
      ? expect(await run.upload(input.musicUpload), "audio", "musicUpload")
      : undefined;
    const result = await slideshow(
      {
        images,
        texts: input.texts,
        narrate: input.narrate,
        language: input.language,
        gender: input.gender ? idOf(GENDERS, input.gender) : undefined,
        accent: input.accent,
        platform: input.platform,
        secondsPerSlide: input.secondsPerSlide,
        fitToMusic: input.fitToMusic,
        music: input.music,
        musicFile,
        transition: input.transition,
        captions: input.captions,
        font: input.font ? idOf(CAPTION_FONTS, input.font) : undefined,
        out: path.join(run.workDir, "video.mp4"),
        scale: run.scale,
        stems: true,
      },
      run.studio,
    );
    const credits = musicFile
      ? [{ part: "music", credit: { provider: "upload", model: "your own music", builtin: false } }]
      : [];
    return videoOutput(result, credits);
  },
});

import path from "node:path";
import { CAPTION_FONTS, GENDERS, idOf } from "@reelforge/contract";
import { slideshow } from "@reelforge/studio";
import { addIntroOutro } from "../intro-outro.ts";
import { defineServerGenerator, type RunUpload } from "../types.ts";
import { brandOptions } from "../user-media.ts";
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
    // The brand kit (logo in the corner, its colour behind the slide texts, its caption font, its
    // intro and outro), unless this slideshow is asked without it.
    const brand = input.brand === false ? null : await run.brand();
    const { logo, brandColors } = brandOptions(brand ?? undefined);
    const font = brand?.font ?? input.font;
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
        font: font ? idOf(CAPTION_FONTS, font) : undefined,
        ...(logo ? { logo } : {}),
        ...(brandColors ? { brandColors } : {}),
        out: path.join(run.workDir, "video.mp4"),
        scale: run.scale,
        stems: true,
      },
      run.studio,
    );
    const credits = musicFile
      ? [{ part: "music", credit: { provider: "upload", model: "your own music", builtin: false } }]
      : [];
    const output = videoOutput(result, credits);
    return brand ? addIntroOutro(output, brand, run.workDir, run.signal) : output;
  },
});

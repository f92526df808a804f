import { writeFile } from "node:fs/promises";
import path from "node:path";
import { CAPTION_FONTS, GENDERS, idOf } from "@reelforge/contract";
import { BRAND_KIT_LOGO, parseStoryboard, voiceOver } from "@reelforge/studio";
import { addIntroOutro } from "../intro-outro.ts";
import { defineServerGenerator, type PipelineFile, type PipelineOutput } from "../types.ts";
import { brandOptions } from "../user-media.ts";
import { languageOf } from "../video-files.ts";

// Text to narration (MP3, WAV, and its words as SRT/VTT) in any offered language, voice, accent and
// speed; with `video`, the narration laid over the user's clip (its sound ducked, captions burned in).
export const voiceOverServer = defineServerGenerator({
  kind: "voice-over",
  files: [
    /^narration\.(mp3|wav)$/,
    /^captions\.(srt|vtt)$/,
    /^video\.mp4$/,
    /^thumbnail\.jpg$/,
    /^storyboard\.json$/,
  ],
  async run(input, run) {
    const video = input.video ? await run.upload(input.video) : undefined;
    if (video && video.kind !== "video") throw new Error(`video ("${video.name}") is not a video`);
    const gender = idOf(GENDERS, input.gender) ?? "female";
    // Over the user's video, the brand kit (logo corner, its colour and font in the captions, its
    // intro and outro), unless asked without it. A narration alone has nothing to wear it.
    const brand = video && input.brand !== false ? await run.brand() : null;
    const { logo: kitLogo, captionColor } = brandOptions(brand ?? undefined);
    const font = brand?.font ?? input.font;
    // An edit (issue 12) speaks its storyboard; the logo is the kit's when the storyboard shows one.
    const edited = run.editStoryboard === undefined ? undefined : parseStoryboard(run.editStoryboard);
    const logo = edited
      ? edited.brand.logo && video
        ? (kitLogo ?? (await run.brand())?.logo)
        : undefined
      : kitLogo;
    if (edited) edited.brand.logo = logo;
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
        font: font ? idOf(CAPTION_FONTS, font) : undefined,
        ...(logo ? { logo } : {}),
        ...(captionColor ? { captionColor } : {}),
        scale: run.scale,
        ...(edited ? { storyboard: edited } : {}),
      },
      run.studio,
    );
    // Its storyboard, so that it can be edited: the logo marked as the brand kit's, never a path.
    const sbFile = path.join(run.workDir, "storyboard.json");
    const { brand: sbBrand, ...rest } = result.storyboardData;
    await writeFile(
      sbFile,
      JSON.stringify({ ...rest, brand: { ...sbBrand, logo: logo ? BRAND_KIT_LOGO : undefined } }),
    );
    const files: PipelineFile[] = [
      { name: "narration.mp3", path: result.mp3, contentType: "audio/mpeg" },
      { name: "narration.wav", path: result.wav, contentType: "audio/wav" },
      { name: "captions.srt", path: result.srt, contentType: "application/x-subrip" },
      { name: "captions.vtt", path: result.vtt, contentType: "text/vtt" },
      { name: "storyboard.json", path: sbFile, contentType: "application/json" },
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
    const output: PipelineOutput = {
      files,
      durationSeconds: result.video?.durationSeconds ?? result.durationSeconds,
      language: languageOf(input.language),
      ...(notes.length ? { notes } : {}),
      credits: voice ? [{ part: "voice", credit: voice }] : [],
    };
    if (!brand || !result.video) return output;
    // The intro and outro go around the video only: the captions stay on the narration's clock, as
    // the MP3 and WAV they belong to.
    const videoFiles = files.filter((f) => f.name === "video.mp4");
    const branded = await addIntroOutro({ ...output, files: videoFiles }, brand, run.workDir, run.signal);
    return { ...branded, files };
  },
});

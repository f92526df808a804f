import { mkdir } from "node:fs/promises";
import path from "node:path";
import { CAPTION_FONTS, idOf } from "@reelforge/contract";
import { promptVideo, type UserMedia } from "@reelforge/studio";
import { addIntroOutro } from "../intro-outro.ts";
import { defineServerGenerator, type PipelineAlternate, type PipelineOutput } from "../types.ts";
import { brandOptions } from "../user-media.ts";
import { languageOf, mediaFiles, VIDEO_FILES, videoOutput } from "../video-files.ts";
import { fetchArticle, writerBrief } from "./article.ts";

// Link to video: the page's article (fetched under the outbound rules) is the script writer's
// request, so the script says the page's facts; the page's pictures are the scenes' visuals, each
// recorded in scene.visuals with its URL (source "page", licence "from the linked page").
export const linkVideoServer = defineServerGenerator({
  kind: "link-video",
  files: VIDEO_FILES,
  async run(input, run) {
    run.onProgress({ stage: "reading the page", percent: 1 });
    const dir = path.join(run.workDir, "page");
    await mkdir(dir, { recursive: true });
    const article = await fetchArticle(input.url, dir, {
      allowLoopback: run.allowLoopback,
      signal: run.signal,
    });
    const media: UserMedia[] = article.images.map((image) => ({
      path: image.path,
      kind: "image",
      name: path.basename(new URL(image.url).pathname),
      origin: { source: "page", url: image.url, licence: "from the linked page" },
    }));
    const languages = [...new Set(input.languages ?? [])];
    // The brand kit, as on every video the user makes, unless this one is asked without it.
    const brand = input.brand === false ? null : await run.brand();
    const result = await promptVideo(
      {
        prompt: writerBrief(article),
        topic: article.title,
        durationSeconds: input.videoDuration,
        platform: input.platform,
        languages: languages.length ? languages : undefined,
        audience: input.agegroup,
        gender: input.gender[0],
        ...(media.length ? { media, mediaOrder: "in-order" as const } : {}),
        ...brandOptions(brand ?? undefined),
        ...(brand?.font ? { font: idOf(CAPTION_FONTS, brand.font) } : {}),
        out: path.join(run.workDir, "video.mp4"),
        scale: run.scale,
        stems: true,
      },
      run.studio,
    );
    const notes = [
      `Made from "${article.title}" (${article.url}); ${article.images.length} of its pictures used.`,
      ...result.notes,
    ];
    const output = { ...videoOutput(result, [{ part: "script", credit: result.script.credit }]), notes };
    const branded = (o: PipelineOutput) =>
      brand ? addIntroOutro(o, brand, run.workDir, run.signal) : Promise.resolve(o);
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

import path from "node:path";
import { meme } from "@reelforge/studio";
import { defineServerGenerator } from "../types.ts";

// A meme video: the user's words laid out by the template over their clip or photo (or an illustration of
// the words), stored as video.mp4 and thumbnail.jpg like the other videos.
export const memeServer = defineServerGenerator({
  kind: "meme",
  files: [/^video\.mp4$/, /^thumbnail\.jpg$/],
  async run(input, run) {
    const upload = input.media ? await run.upload(input.media) : undefined;
    if (upload && upload.kind !== "image" && upload.kind !== "video")
      throw new Error(`media ("${upload.name}") is not a photo or a clip`);
    const result = await meme(
      {
        template: input.template,
        topText: input.topText,
        bottomText: input.bottomText,
        ...(upload ? { media: { path: upload.path, kind: upload.kind as "image" | "video" } } : {}),
        platform: input.platform,
        out: path.join(run.workDir, "video.mp4"),
        thumbnail: path.join(run.workDir, "thumbnail.jpg"),
        scale: run.scale,
      },
      run.studio,
    );
    return {
      files: [
        { name: "video.mp4", path: result.video, contentType: "video/mp4" },
        { name: "thumbnail.jpg", path: result.thumbnail, contentType: "image/jpeg" },
      ],
      durationSeconds: result.durationSeconds,
      credits: result.credit
        ? [{ part: "visuals", credit: result.credit }]
        : [{ part: "visuals", credit: { provider: "upload", model: "your own media", builtin: false } }],
    };
  },
});

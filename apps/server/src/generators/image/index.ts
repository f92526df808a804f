import path from "node:path";
import { generateImage } from "@reelforge/studio";
import { defineServerGenerator } from "../types.ts";

// Prompt to image: one square PNG.
export const imageServer = defineServerGenerator({
  kind: "image",
  files: [/^image\.png$/],
  async run(input, run) {
    const size = Math.max(64, Math.round(1024 * run.scale));
    const out = path.join(run.workDir, "image.png");
    const result = await generateImage({ prompt: input.prompt, width: size, height: size, out }, run.studio);
    return {
      files: [{ name: "image.png", path: result.path, contentType: "image/png" }],
      credits: [{ part: "image", credit: result.credit }],
    };
  },
});

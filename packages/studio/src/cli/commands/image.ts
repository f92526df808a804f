import { list, outPath, parseCommandArgs, required, size } from "../args.ts";
import type { Command } from "./command.ts";

export const imageCommand: Command = {
  name: "image",
  summary: "draw an image from a prompt",
  usage: `studio image --prompt TEXT [--size WxH] [--palette #rrggbb,...] --out FILE.png

  --prompt TEXT    what to draw
  --size WxH       image size (default 1024x1024)
  --palette LIST   colours to use, comma-separated #rrggbb
  --out FILE.png   where to write the PNG`,
  async run(argv, io) {
    const { values } = parseCommandArgs(argv, {
      prompt: { type: "string" },
      size: { type: "string" },
      palette: { type: "string" },
      out: { type: "string", short: "o" },
    });
    const out = outPath(values, ".png");
    const s = size(values, "size") ?? { width: 1024, height: 1024 };
    // Loaded on use so that --help and usage errors answer instantly.
    const { generateImage } = await import("../../pipelines/image.ts");
    const r = await generateImage(
      {
        prompt: required(values, "prompt"),
        width: s.width,
        height: s.height,
        palette: list(values, "palette"),
        out,
      },
      io.ctx,
    );
    io.done();
    io.out(JSON.stringify({ out: r.path, width: r.width, height: r.height, provider: r.credit.provider }));
    return 0;
  },
};

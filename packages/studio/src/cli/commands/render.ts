import { outPath, parseCommandArgs } from "../args.ts";
import { UsageError } from "../usage-error.ts";
import type { Command } from "./command.ts";

export const renderCommand: Command = {
  name: "render",
  summary: "render a storyboard JSON file to MP4",
  usage: `studio render FILE.storyboard.json --out FILE.mp4 [--stems]

  Renders any storyboard (for example one saved beside an earlier video and edited). Scenes whose
  narration, voice and visual did not change are reused from the cache.
  --stems             also write the voice and the music as FILE.voice.wav and FILE.music.wav`,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      { out: { type: "string", short: "o" }, stems: { type: "boolean" } },
      1,
    );
    const file = positionals[0];
    if (!file)
      throw new UsageError("Give the storyboard file: studio render FILE.storyboard.json --out FILE.mp4");
    const out = outPath(values, ".mp4");
    // Loaded on use so that --help and usage errors answer instantly.
    const { renderVideo } = await import("../../pipelines/render.ts");
    let r: Awaited<ReturnType<typeof renderVideo>>;
    try {
      r = await renderVideo(file, { out, stems: values.stems === true }, io.ctx);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === "ENOENT" && e.path === file) throw new UsageError(`Cannot read "${file}".`);
      if (err instanceof SyntaxError || /^Invalid storyboard/.test(e.message))
        throw new UsageError(e.message);
      throw err;
    }
    io.done();
    io.out(
      JSON.stringify({
        out: r.video,
        seconds: r.durationSeconds,
        segments: r.segments,
        ...(r.stems ? { stems: r.stems } : {}),
      }),
    );
    return 0;
  },
};

import { parseCommandArgs, str } from "../args.ts";
import { UsageError } from "../usage-error.ts";
import type { Command } from "./command.ts";

export const checkCommand: Command = {
  name: "check",
  summary: "check a finished MP4 (format, loudness, gaps, captions)",
  usage: `studio check FILE.mp4 [--platform P]

  Prints one JSON object of named checks and exits 1 when any fails: size, codec, profile, pixel
  format, audio rate, faststart, picture and sound of equal length (within 50 ms), integrated
  loudness (-14 LUFS), true peak (<= -1 dBTP), black or silent gaps over 300 ms, and, when FILE.storyboard.json sits beside it, caption events inside the
  platform's safe area and within 50 ms of the spoken words.`,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(argv, { platform: { type: "string" } }, 1);
    const file = positionals[0];
    if (!file) throw new UsageError("Give the video: studio check FILE.mp4");
    // Loaded on use so that --help and usage errors answer instantly.
    const { checkVideo } = await import("../../check/check-video.ts");
    const report = await checkVideo(file, {
      platform: str(values, "platform"),
      signal: io.ctx.signal,
      cacheDir: io.ctx.cacheDir,
    }).catch((e: Error) => {
      if (/^No such file|Unknown platform/.test(e.message)) throw new UsageError(e.message);
      throw e;
    });
    io.out(JSON.stringify(report, null, 2));
    return report.ok ? 0 : 1;
  },
};

import { readFile } from "node:fs/promises";
import { num, outPath, parseCommandArgs, required } from "../args.ts";
import { UsageError } from "../usage-error.ts";
import type { Command } from "./command.ts";
import { VIDEO_HELP, VIDEO_OPTIONS, videoOptions } from "./common-options.ts";

export const facelessCommand: Command = {
  name: "faceless",
  summary: "turn a script into a narrated, captioned video",
  usage: `studio faceless --script FILE.txt [options] --out FILE.mp4

  --script FILE.txt   the narration (up to 320,000 characters; markdown and symbols are cleaned)
  --scene-seconds S   longest narration per scene (default 7)
${VIDEO_HELP}`,
  async run(argv, io) {
    const { values } = parseCommandArgs(argv, {
      ...VIDEO_OPTIONS,
      script: { type: "string" },
      "scene-seconds": { type: "string" },
    });
    const out = outPath(values, ".mp4");
    const file = required(values, "script");
    const o = videoOptions(values);
    let script: string;
    try {
      script = await readFile(file, "utf8");
    } catch {
      throw new UsageError(`Cannot read --script file "${file}".`);
    }
    if ((o.languages?.length ?? 0) > 1) throw new UsageError("faceless takes one --language.");
    // Loaded on use so that --help and usage errors answer instantly.
    const { facelessVideo } = await import("../../pipelines/faceless-video.ts");
    const r = await facelessVideo(
      {
        script,
        out,
        platform: o.platform,
        aspect: o.aspect,
        language: o.languages?.[0],
        gender: o.gender,
        accent: o.accent,
        speed: o.speed,
        captions: o.captions,
        font: o.font,
        position: o.position,
        music: o.music,
        musicVolume: o.musicVolume,
        brandColors: o.brandColors,
        logo: o.logo,
        scale: o.scale,
        encoder: o.encoder,
        maxSecondsPerScene: num(values, "scene-seconds", 2, 60),
        stems: o.stems,
      },
      io.ctx,
    );
    io.done();
    io.out(
      JSON.stringify({
        out: r.video,
        seconds: r.durationSeconds,
        scenes: r.timeline.scenes.length,
        storyboard: r.storyboard,
        srt: r.srt,
        vtt: r.vtt,
        thumbnail: r.thumbnail,
        ...(r.stems ? { stems: r.stems } : {}),
      }),
    );
    return 0;
  },
};

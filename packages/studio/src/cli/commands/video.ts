import { list, num, outPath, parseCommandArgs, str } from "../args.ts";
import { UsageError } from "../usage-error.ts";
import type { Command } from "./command.ts";
import { VIDEO_HELP, VIDEO_OPTIONS, videoOptions } from "./common-options.ts";

export const videoCommand: Command = {
  name: "video",
  summary: "make a short brand-story video from a prompt",
  usage: `studio video --prompt TEXT [--duration S] [--platform P] [--language L] [--audience A] [--gender G] [options] --out FILE.mp4

  --prompt TEXT       what the video is about
  --topic TEXT        brand-story topic (joined with the description)
  --description TEXT  brand-story description
  --duration S        length in seconds: 5..10 as offered, longer on request (default 5)
  --audience A        All Age Groups, Young, Middle-Aged, Kid, Old (changes pace, palette, music, captions)
${VIDEO_HELP}`,
  async run(argv, io) {
    const { values } = parseCommandArgs(argv, {
      ...VIDEO_OPTIONS,
      prompt: { type: "string" },
      topic: { type: "string" },
      description: { type: "string" },
      duration: { type: "string" },
      audience: { type: "string", multiple: true },
    });
    const out = outPath(values, ".mp4");
    const prompt = str(values, "prompt") ?? "";
    if (!prompt.trim() && !str(values, "topic") && !str(values, "description"))
      throw new UsageError("--prompt is required.");
    const o = videoOptions(values);
    const audience = list(values, "audience");
    // Loaded on use so that --help and usage errors answer instantly.
    const { promptVideo } = await import("../../pipelines/prompt-video.ts");
    const r = await promptVideo(
      {
        prompt,
        out,
        topic: str(values, "topic"),
        description: str(values, "description"),
        durationSeconds: num(values, "duration", 3, 600),
        platform: o.platform,
        aspect: o.aspect,
        languages: o.languages,
        audience,
        gender: o.gender,
        accent: o.accent,
        captions: o.captions === "none" ? undefined : o.captions,
        font: o.font,
        music: o.music,
        brandColors: o.brandColors,
        logo: o.logo,
        scale: o.scale,
        encoder: o.encoder,
        stems: o.stems,
      },
      io.ctx,
    );
    io.done();
    io.out(
      JSON.stringify({
        out: r.video,
        seconds: r.durationSeconds,
        title: r.script.title,
        storyboard: r.storyboard,
        ...(r.stems ? { stems: r.stems } : {}),
        alternates: r.alternates.map((a) => ({ language: a.language, out: a.result.video })),
      }),
    );
    return 0;
  },
};

import { writeFile } from "node:fs/promises";
import { list, num, outPath, parseCommandArgs, required, str } from "../args.ts";
import type { Command } from "./command.ts";

export const scriptCommand: Command = {
  name: "script",
  summary: "write a video script from a prompt",
  usage: `studio script --prompt TEXT [--platform P] [--duration S] [--language L] [--audience A] [--gender G] --out FILE.json

  --prompt TEXT     what the video is about
  --platform P      Youtube, Facebook, Instagram, TikTok, Twitter, LinkedIn
  --duration S      spoken length in seconds (default 30)
  --language L      language name or code (default English)
  --audience A      All Age Groups, Young, Middle-Aged, Kid, Old (comma-separated for several)
  --gender G        Male or Female narrator
  --out FILE.json   where to write the script (JSON: title, hook, beats, callToAction, credit)`,
  async run(argv, io) {
    const { values } = parseCommandArgs(argv, {
      prompt: { type: "string" },
      platform: { type: "string" },
      duration: { type: "string" },
      language: { type: "string" },
      audience: { type: "string", multiple: true },
      gender: { type: "string" },
      out: { type: "string", short: "o" },
    });
    const out = outPath(values, ".json");
    // Loaded on use so that --help and usage errors answer instantly.
    const { generateScript } = await import("../../pipelines/script.ts");
    const r = await generateScript(
      {
        prompt: required(values, "prompt"),
        platform: str(values, "platform"),
        durationSeconds: num(values, "duration", 3, 3600) ?? 30,
        language: str(values, "language"),
        audience: list(values, "audience"),
        gender: str(values, "gender"),
      },
      io.ctx,
    );
    await writeFile(out, `${JSON.stringify({ ...r.script, fallbacks: r.fallbacks }, null, 2)}\n`);
    io.done();
    io.out(
      JSON.stringify({
        out,
        title: r.script.title,
        beats: r.script.beats.length,
        provider: r.script.credit.provider,
      }),
    );
    return 0;
  },
};

// The studio command line: `studio <command> [options]`. Exit codes: 0 done, 1 failed while working (or a
// failed check), 2 bad usage.
import { defaultCacheDir } from "../cache.ts";
import { checkCommand } from "./commands/check.ts";
import type { Command } from "./commands/command.ts";
import { facelessCommand } from "./commands/faceless.ts";
import { imageCommand } from "./commands/image.ts";
import { renderCommand } from "./commands/render.ts";
import { scriptCommand } from "./commands/script.ts";
import { videoCommand } from "./commands/video.ts";
import { progressReporter } from "./progress.ts";
import { UsageError } from "./usage-error.ts";

const COMMANDS: Command[] = [
  scriptCommand,
  imageCommand,
  facelessCommand,
  videoCommand,
  renderCommand,
  checkCommand,
];

function mainHelp(): string {
  return `studio: scripts, images and finished short videos, offline by default

Usage: studio <command> [options]    (studio <command> --help for its options)

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join("\n")}

Environment: STUDIO_CACHE_DIR (default ./data/cache); provider keys select remote providers (see docs).`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(`${mainHelp()}\n`);
    return name ? 0 : 2;
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    process.stderr.write(`Unknown command "${name}".\n\n${mainHelp()}\n`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    process.stdout.write(`Usage: ${cmd.usage}\n`);
    return 0;
  }
  const controller = new AbortController();
  const onSignal = () => controller.abort(new Error("Interrupted"));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const bar = progressReporter();
  try {
    return await cmd.run(rest, {
      out: (t) => process.stdout.write(`${t}\n`),
      done: () => bar.done(),
      ctx: { onProgress: (e) => bar.update(e), signal: controller.signal, cacheDir: defaultCacheDir() },
    });
  } catch (err) {
    bar.done();
    if (err instanceof UsageError) {
      process.stderr.write(
        `studio ${cmd.name}: ${err.message}\nRun "studio ${cmd.name} --help" for the options.\n`,
      );
      return 2;
    }
    process.stderr.write(`studio ${cmd.name} failed: ${(err as Error).message}\n`);
    return 1;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${(err as Error).stack ?? err}\n`);
    process.exitCode = 1;
  },
);

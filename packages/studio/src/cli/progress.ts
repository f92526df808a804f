// Progress output: a redrawn bar on a terminal, plain "stage percent%" lines otherwise (logs, CI), both on
// stderr so stdout stays clean for results.
import type { PipelineProgress } from "../pipelines/context.ts";

export function progressReporter(stream: NodeJS.WriteStream = process.stderr): {
  update(e: PipelineProgress): void;
  done(): void;
} {
  const tty = stream.isTTY === true;
  let lastLine = "";
  let lastPlain = -1;
  let lastStage = "";
  const started = Date.now();
  return {
    update(e) {
      const pct = Math.max(0, Math.min(100, Math.round(e.percent)));
      if (tty) {
        const width = 30;
        const filled = Math.round((pct / 100) * width);
        const secs = ((Date.now() - started) / 1000).toFixed(1);
        const line = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(pct).padStart(3)}% ${e.stage.padEnd(12)} ${secs}s`;
        if (line !== lastLine) stream.write(`\r${line}`);
        lastLine = line;
      } else if (e.stage !== lastStage || pct >= lastPlain + 10 || (pct === 100 && lastPlain !== 100)) {
        stream.write(`progress ${e.stage} ${pct}%\n`);
        lastPlain = pct;
        lastStage = e.stage;
      }
    },
    done() {
      if (tty && lastLine) stream.write("\n");
    },
  };
}

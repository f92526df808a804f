// The shape of a CLI command.
import type { PipelineContext } from "../../pipelines/context.ts";

export interface CommandIo {
  out(text: string): void;
  ctx: PipelineContext;
  done(): void;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(argv: string[], io: CommandIo): Promise<number>;
}

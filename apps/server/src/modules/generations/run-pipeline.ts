import path from "node:path";
import { generatorOf, type TGenerationKind } from "@reelforge/contract";
import type { PipelineProgress, Providers } from "@reelforge/studio";
import { type PipelineOutput, serverGeneratorOf } from "../../generators/index.ts";
import type { RunBrand, RunUpload } from "../../generators/types.ts";

export type { PipelineAlternate, PipelineFile, PipelineOutput } from "../../generators/index.ts";

export type PipelineRun = {
  kind: TGenerationKind;
  input: unknown;
  workDir: string;
  upload(id: string): Promise<RunUpload>;
  brand(): Promise<RunBrand | null>;
  scale: number;
  providers: Providers;
  cacheDir: string;
  signal: AbortSignal;
  onProgress(progress: PipelineProgress): void;
};

// Runs the server part of one generation's kind in a scratch folder and checks the files it keeps
// are the ones its kind declares. The stored input is parsed again with the kind's schema, so a row
// written by an older version reaches the pipeline in today's shape.
export async function runPipeline(run: PipelineRun): Promise<PipelineOutput> {
  const input = generatorOf(run.kind).input.parse(run.input);
  const generator = serverGeneratorOf(run.kind);
  const output = await (
    generator.run as (input: unknown, ctx: Parameters<typeof generator.run>[1]) => Promise<PipelineOutput>
  )(input, {
    workDir: run.workDir,
    upload: run.upload,
    brand: run.brand,
    scale: run.scale,
    providers: run.providers,
    signal: run.signal,
    onProgress: run.onProgress,
    studio: {
      onProgress: run.onProgress,
      signal: run.signal,
      providers: run.providers,
      cacheDir: run.cacheDir,
      workDir: path.join(run.workDir, "studio"),
    },
  });
  const undeclared = output.files.filter(
    (file) => !generator.files.some((pattern) => pattern.test(file.name)),
  );
  if (undeclared.length) {
    throw new Error(
      `${run.kind} made files its kind does not declare: ${undeclared.map((f) => f.name).join(", ")}`,
    );
  }
  return output;
}

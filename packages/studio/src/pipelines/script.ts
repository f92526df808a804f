// Prompt and options -> structured script (hook, beats, call to action) from the LLM provider, falling
// back to the offline writer when a remote model fails.
import type { Script, ScriptRequest } from "../providers/types.ts";
import { type PipelineContext, resolveContext } from "./context.ts";
import { withFallback } from "./fallback.ts";

export interface ScriptResult {
  script: Script;
  fallbacks: { stage: string; from: string; to: string; reason: string }[];
}

export async function generateScript(req: ScriptRequest, ctx: PipelineContext = {}): Promise<ScriptResult> {
  if (!req.prompt?.trim()) throw new Error("The prompt is empty.");
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "script", percent: 0 });
    const fallbacks: ScriptResult["fallbacks"] = [];
    const { result } = await withFallback(
      "script",
      c.providers.llm,
      c.providers.builtin.llm,
      (p) => p.writeScript(req, { signal: c.signal }),
      (f) => fallbacks.push(f),
      c.signal,
    );
    c.onProgress({ stage: "script", percent: 100 });
    return { script: result, fallbacks };
  } finally {
    await c.cleanup();
  }
}

import { type ProviderCredit, ProviderError, type Providers } from "@reelforge/studio";
import { defineServerGenerator } from "../types.ts";

// Text to script: the chat model's free-form answer to the prompt; no files.
export const scriptServer = defineServerGenerator({
  kind: "script",
  files: [],
  async run(input, run) {
    run.onProgress({ stage: "script", percent: 0 });
    const { text, credit } = await completeWithFallback(run.providers, input.script, run.signal);
    run.onProgress({ stage: "script", percent: 100 });
    return { files: [], text: text.trim(), credits: [{ part: "script", credit }] };
  },
});

// A remote model that fails hands over to the built-in writer, and the credit says so.
async function completeWithFallback(
  providers: Providers,
  prompt: string,
  signal: AbortSignal,
): Promise<{ text: string; credit: ProviderCredit }> {
  try {
    return await providers.llm.complete(prompt, { signal });
  } catch (error) {
    if (signal.aborted || providers.llm === providers.builtin.llm || !(error instanceof ProviderError)) {
      throw error;
    }
    const result = await providers.builtin.llm.complete(prompt, { signal });
    return {
      text: result.text,
      credit: { ...result.credit, fallbackFrom: providers.llm.id, fallbackReason: error.message },
    };
  }
}

// Turns a ProviderConfig into adapter instances. Kinds left on their built-in ("builtin", "espeak",
// "designer") come back undefined so the registry keeps its built-in for them.
import type { ProviderConfig } from "../config.ts";
import type { AsrProvider, ImageProvider, LlmProvider, StockProvider, TtsProvider } from "../types.ts";
import { createElevenLabsTts } from "./elevenlabs-tts.ts";
import { createOpenAiChatLlm } from "./openai-chat-llm.ts";
import { createOpenAiImages } from "./openai-images.ts";
import { createOpenAiSpeechTts } from "./openai-speech-tts.ts";
import { createOpenAiTranscriptionsAsr } from "./openai-transcriptions-asr.ts";
import { createPexelsStock } from "./pexels-stock.ts";
import { createPixabayStock } from "./pixabay-stock.ts";
import { createStabilityImages } from "./stability-images.ts";
import { stockChain } from "./with-fallback.ts";

export interface RemoteProviders {
  llm?: LlmProvider;
  tts?: TtsProvider;
  image?: ImageProvider;
  /** Speech recognition; absent when ASR_BASE_URL and ASR_API_KEY are unset (there is no built-in one). */
  asr?: AsrProvider;
  /** Pexels then Pixabay when both are configured; null when neither is. */
  stock: StockProvider | null;
}

export function createRemoteProviders(cfg: ProviderConfig): RemoteProviders {
  const retry = cfg.retry;
  const out: RemoteProviders = { stock: null };

  if (cfg.llm.kind === "openai-compatible") {
    out.llm = createOpenAiChatLlm({ ...cfg.llm, retry, keyEnv: "LLM_API_KEY" });
  }

  if (cfg.tts.kind === "openai") {
    out.tts = createOpenAiSpeechTts({
      ...cfg.tts,
      apiKey: cfg.tts.apiKey ?? "",
      retry,
      keyEnv: "OPENAI_API_KEY",
    });
  } else if (cfg.tts.kind === "elevenlabs") {
    out.tts = createElevenLabsTts({ ...cfg.tts, retry, keyEnv: "ELEVENLABS_API_KEY" });
  }

  if (cfg.image.kind === "openai") {
    out.image = createOpenAiImages({ ...cfg.image, retry, keyEnv: "OPENAI_API_KEY" });
  } else if (cfg.image.kind === "stability") {
    out.image = createStabilityImages({ ...cfg.image, retry, keyEnv: "STABILITY_API_KEY" });
  }

  if (cfg.asr.kind === "openai-compatible") {
    out.asr = createOpenAiTranscriptionsAsr({ ...cfg.asr, retry, keyEnv: "ASR_API_KEY" });
  }

  const stock = cfg.stock.map((s) =>
    s.kind === "pexels"
      ? createPexelsStock({ ...s, retry, keyEnv: "PEXELS_API_KEY" })
      : createPixabayStock({ ...s, retry, keyEnv: "PIXABAY_API_KEY" }),
  );
  out.stock = stock.length ? stockChain(stock) : null;
  return out;
}

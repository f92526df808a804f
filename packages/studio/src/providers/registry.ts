// Chooses the providers for a run: the offline built-ins by default, remote adapters when their
// environment variables are set (DESIGN.md 3). The built-ins are always returned too, so a pipeline can
// fall back to them when a remote provider fails at run time (see pipelines/fallback.ts).
import { defaultCacheDir } from "../cache.ts";
import { createDesignerImage } from "./builtin/designer-image.ts";
import { createEspeakTts } from "./builtin/espeak-tts.ts";
import { createBuiltinWriter } from "./builtin/writer.ts";
import { providerConfigFromEnv } from "./config.ts";
import { createRemoteProviders } from "./remote/create-remote-providers.ts";
import type { AsrProvider, ImageProvider, LlmProvider, StockProvider, TtsProvider } from "./types.ts";

export interface Providers {
  llm: LlmProvider;
  tts: TtsProvider;
  image: ImageProvider;
  /** Stock media search; null when no stock provider is configured (visuals fall back to designed images). */
  stock: StockProvider | null;
  /**
   * Speech recognition with word timings (ASR_BASE_URL / ASR_API_KEY); null when none is configured:
   * subtitles then need the user's transcript, aligned to the speech offline.
   */
  asr: AsrProvider | null;
  /** The offline built-ins, used as run-time fallbacks. */
  builtin: { llm: LlmProvider; tts: TtsProvider; image: ImageProvider };
}

export interface CreateProvidersOptions {
  cacheDir?: string;
}

export function createProviders(
  env: NodeJS.ProcessEnv = process.env,
  opts: CreateProvidersOptions = {},
): Providers {
  const cacheDir = opts.cacheDir ?? defaultCacheDir(env);
  const builtin = {
    llm: createBuiltinWriter(),
    tts: createEspeakTts({ cacheDir }),
    image: createDesignerImage(),
  };
  // Remote adapters chosen from env by providers/config.ts (documented in PROVIDERS.md).
  const remote = createRemoteProviders(providerConfigFromEnv(env));
  const llm: LlmProvider = remote.llm ?? builtin.llm;
  const tts: TtsProvider = remote.tts ?? builtin.tts;
  const image: ImageProvider = remote.image ?? builtin.image;
  const stock: StockProvider | null = remote.stock;
  return { llm, tts, image, stock, asr: remote.asr ?? null, builtin };
}

// Which providers to use, read from environment variables (documented in PROVIDERS.md). Parsed with
// zod once; a half-configured provider (say TTS_PROVIDER=elevenlabs without a key) is a clear error
// listing every problem, not a silent fall back to the built-in.
import path from "node:path";
import { z } from "zod";
import { cacheMaxBytesFromEnv, ZCacheMaxBytes } from "../cache-eviction.ts";
import type { RetryPolicy } from "./http.ts";

export type LlmConfig =
  | { kind: "builtin" }
  | { kind: "openai-compatible"; baseUrl: string; apiKey?: string; model: string };
export type TtsConfig =
  | { kind: "espeak" }
  | { kind: "openai"; baseUrl: string; apiKey?: string; model: string }
  | { kind: "elevenlabs"; baseUrl: string; apiKey: string; model: string };
export type ImageConfig =
  | { kind: "designer" }
  | { kind: "openai"; baseUrl: string; apiKey?: string; model: string }
  | { kind: "stability"; baseUrl: string; apiKey: string; model: "core" | "ultra" | "sd3" };
/** Speech recognition with word timestamps (subtitles without a pasted transcript). */
export type AsrConfig =
  | { kind: "none" }
  | { kind: "openai-compatible"; baseUrl: string; apiKey?: string; model: string };
export type StockConfig = { kind: "pexels" | "pixabay"; baseUrl: string; apiKey: string };

export interface ProviderConfig {
  llm: LlmConfig;
  tts: TtsConfig;
  image: ImageConfig;
  asr: AsrConfig;
  /** Stock services in the order they are tried (Pexels first); empty when none is configured. */
  stock: StockConfig[];
  /** Absolute STUDIO_CACHE_DIR (default ./data/cache). */
  cacheDir: string;
  /** STUDIO_CACHE_MAX_BYTES: size limit of the cache (0: none). */
  cacheMaxBytes: number;
  retry: Partial<RetryPolicy>;
}

export class ProviderConfigError extends Error {
  override readonly name = "ProviderConfigError";
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Provider settings are invalid:\n- ${problems.join("\n- ")}\nSee packages/studio/PROVIDERS.md.`);
    this.problems = problems;
  }
}

export const PROVIDER_DEFAULTS = {
  openaiBaseUrl: "https://api.openai.com/v1",
  llmModel: "gpt-4o-mini",
  asrModel: "whisper-1",
  openaiTtsModel: "gpt-4o-mini-tts",
  openaiImageModel: "gpt-image-1",
  elevenlabsBaseUrl: "https://api.elevenlabs.io",
  elevenlabsModel: "eleven_multilingual_v2",
  stabilityBaseUrl: "https://api.stability.ai",
  stabilityModel: "core",
  pexelsBaseUrl: "https://api.pexels.com",
  pixabayBaseUrl: "https://pixabay.com/api",
  cacheDir: "./data/cache",
} as const;

/** Empty strings count as unset, as in .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    schema.optional(),
  );
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** The providers' variables; the server puts them in its one configuration schema. */
export const PROVIDER_ENV = z.object({
  LLM_BASE_URL: optional(httpUrl),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  ASR_BASE_URL: optional(httpUrl),
  ASR_API_KEY: optional(z.string()),
  ASR_MODEL: optional(z.string()),
  TTS_PROVIDER: optional(
    z.enum(["espeak", "openai", "elevenlabs"], { error: "must be espeak, openai or elevenlabs" }),
  ),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(httpUrl),
  OPENAI_TTS_MODEL: optional(z.string()),
  OPENAI_IMAGE_MODEL: optional(z.string()),
  ELEVENLABS_API_KEY: optional(z.string()),
  ELEVENLABS_BASE_URL: optional(httpUrl),
  ELEVENLABS_MODEL: optional(z.string()),
  IMAGE_PROVIDER: optional(
    z.enum(["designer", "openai", "stability"], { error: "must be designer, openai or stability" }),
  ),
  STABILITY_API_KEY: optional(z.string()),
  STABILITY_BASE_URL: optional(httpUrl),
  STABILITY_MODEL: optional(z.enum(["core", "ultra", "sd3"], { error: "must be core, ultra or sd3" })),
  PEXELS_API_KEY: optional(z.string()),
  PEXELS_BASE_URL: optional(httpUrl),
  PIXABAY_API_KEY: optional(z.string()),
  PIXABAY_BASE_URL: optional(httpUrl),
  STUDIO_CACHE_DIR: optional(z.string()),
  STUDIO_CACHE_MAX_BYTES: ZCacheMaxBytes,
  PROVIDER_TIMEOUT_MS: optional(wholeNumber(100, 600_000)),
  PROVIDER_MAX_RETRIES: optional(wholeNumber(0, 10)),
  PROVIDER_RETRY_BASE_MS: optional(wholeNumber(0, 60_000)),
});

const isOpenAiHost = (url: string) => new URL(url).hostname === "api.openai.com";

export function providerConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const parsed = PROVIDER_ENV.safeParse(env);
  if (!parsed.success) {
    throw new ProviderConfigError(parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];

  let llm: LlmConfig = { kind: "builtin" };
  if (e.LLM_BASE_URL || e.LLM_API_KEY) {
    const baseUrl = e.LLM_BASE_URL ?? PROVIDER_DEFAULTS.openaiBaseUrl;
    const model = e.LLM_MODEL ?? (isOpenAiHost(baseUrl) ? PROVIDER_DEFAULTS.llmModel : undefined);
    if (!model)
      problems.push(
        `LLM_MODEL is required when LLM_BASE_URL points at ${new URL(baseUrl).host} (e.g. llama3.2 for Ollama)`,
      );
    if (isOpenAiHost(baseUrl) && !e.LLM_API_KEY) problems.push("LLM_API_KEY is required for api.openai.com");
    llm = { kind: "openai-compatible", baseUrl, apiKey: e.LLM_API_KEY, model: model ?? "" };
  }

  let asr: AsrConfig = { kind: "none" };
  if (e.ASR_BASE_URL || e.ASR_API_KEY) {
    const baseUrl = e.ASR_BASE_URL ?? PROVIDER_DEFAULTS.openaiBaseUrl;
    const model = e.ASR_MODEL ?? (isOpenAiHost(baseUrl) ? PROVIDER_DEFAULTS.asrModel : undefined);
    if (!model)
      problems.push(
        `ASR_MODEL is required when ASR_BASE_URL points at ${new URL(baseUrl).host} (e.g. whisper-large-v3 for Groq)`,
      );
    if (isOpenAiHost(baseUrl) && !e.ASR_API_KEY) problems.push("ASR_API_KEY is required for api.openai.com");
    asr = { kind: "openai-compatible", baseUrl, apiKey: e.ASR_API_KEY, model: model ?? "" };
  }

  const openaiBaseUrl = e.OPENAI_BASE_URL ?? PROVIDER_DEFAULTS.openaiBaseUrl;
  const needOpenAiKey = (what: string) => {
    if (!e.OPENAI_API_KEY && isOpenAiHost(openaiBaseUrl))
      problems.push(`${what}=openai needs OPENAI_API_KEY`);
  };

  let tts: TtsConfig = { kind: "espeak" };
  if (e.TTS_PROVIDER === "openai") {
    needOpenAiKey("TTS_PROVIDER");
    tts = {
      kind: "openai",
      baseUrl: openaiBaseUrl,
      apiKey: e.OPENAI_API_KEY,
      model: e.OPENAI_TTS_MODEL ?? PROVIDER_DEFAULTS.openaiTtsModel,
    };
  } else if (e.TTS_PROVIDER === "elevenlabs") {
    if (!e.ELEVENLABS_API_KEY) problems.push("TTS_PROVIDER=elevenlabs needs ELEVENLABS_API_KEY");
    tts = {
      kind: "elevenlabs",
      baseUrl: e.ELEVENLABS_BASE_URL ?? PROVIDER_DEFAULTS.elevenlabsBaseUrl,
      apiKey: e.ELEVENLABS_API_KEY ?? "",
      model: e.ELEVENLABS_MODEL ?? PROVIDER_DEFAULTS.elevenlabsModel,
    };
  }

  let image: ImageConfig = { kind: "designer" };
  if (e.IMAGE_PROVIDER === "openai") {
    needOpenAiKey("IMAGE_PROVIDER");
    image = {
      kind: "openai",
      baseUrl: openaiBaseUrl,
      apiKey: e.OPENAI_API_KEY,
      model: e.OPENAI_IMAGE_MODEL ?? PROVIDER_DEFAULTS.openaiImageModel,
    };
  } else if (e.IMAGE_PROVIDER === "stability") {
    if (!e.STABILITY_API_KEY) problems.push("IMAGE_PROVIDER=stability needs STABILITY_API_KEY");
    image = {
      kind: "stability",
      baseUrl: e.STABILITY_BASE_URL ?? PROVIDER_DEFAULTS.stabilityBaseUrl,
      apiKey: e.STABILITY_API_KEY ?? "",
      model: e.STABILITY_MODEL ?? PROVIDER_DEFAULTS.stabilityModel,
    };
  }

  const stock: StockConfig[] = [];
  if (e.PEXELS_API_KEY)
    stock.push({
      kind: "pexels",
      baseUrl: e.PEXELS_BASE_URL ?? PROVIDER_DEFAULTS.pexelsBaseUrl,
      apiKey: e.PEXELS_API_KEY,
    });
  if (e.PIXABAY_API_KEY)
    stock.push({
      kind: "pixabay",
      baseUrl: e.PIXABAY_BASE_URL ?? PROVIDER_DEFAULTS.pixabayBaseUrl,
      apiKey: e.PIXABAY_API_KEY,
    });

  if (problems.length) throw new ProviderConfigError(problems);

  const retry: Partial<RetryPolicy> = {};
  if (e.PROVIDER_TIMEOUT_MS !== undefined) retry.timeoutMs = e.PROVIDER_TIMEOUT_MS;
  if (e.PROVIDER_MAX_RETRIES !== undefined) retry.retries = e.PROVIDER_MAX_RETRIES;
  if (e.PROVIDER_RETRY_BASE_MS !== undefined) retry.baseDelayMs = e.PROVIDER_RETRY_BASE_MS;

  return {
    llm,
    tts,
    image,
    asr,
    stock,
    cacheDir: path.resolve(e.STUDIO_CACHE_DIR ?? PROVIDER_DEFAULTS.cacheDir),
    cacheMaxBytes: cacheMaxBytesFromEnv(env),
    retry,
  };
}

import path from "node:path";
import { describe, expect, it } from "vitest";
import { ProviderConfigError, providerConfigFromEnv } from "./config.ts";
import { createRemoteProviders } from "./remote/create-remote-providers.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    providerConfigFromEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ProviderConfigError);
    return (err as ProviderConfigError).problems;
  }
  throw new Error("expected a ProviderConfigError");
}

describe("providerConfigFromEnv", () => {
  it("uses the offline built-ins when nothing is set", () => {
    const cfg = providerConfigFromEnv({});
    expect(cfg.llm).toEqual({ kind: "builtin" });
    expect(cfg.tts).toEqual({ kind: "espeak" });
    expect(cfg.image).toEqual({ kind: "designer" });
    expect(cfg.stock).toEqual([]);
    expect(cfg.cacheDir).toBe(path.resolve("./data/cache"));
    expect(cfg.retry).toEqual({});
    const remote = createRemoteProviders(cfg);
    expect(remote).toEqual({ stock: null });
  });

  it("treats empty values as unset, as .env files write them", () => {
    expect(providerConfigFromEnv({ LLM_BASE_URL: "", TTS_PROVIDER: " ", PEXELS_API_KEY: "" }).llm).toEqual({
      kind: "builtin",
    });
  });

  it("configures an OpenAI LLM from a key alone, with the default model", () => {
    expect(providerConfigFromEnv({ LLM_API_KEY: "sk-1" }).llm).toEqual({
      kind: "openai-compatible",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-1",
      model: "gpt-4o-mini",
    });
  });

  it("configures a keyless local server (Ollama) but requires its model", () => {
    expect(
      providerConfigFromEnv({ LLM_BASE_URL: "http://localhost:11434/v1", LLM_MODEL: "llama3.2" }).llm,
    ).toEqual({
      kind: "openai-compatible",
      baseUrl: "http://localhost:11434/v1",
      apiKey: undefined,
      model: "llama3.2",
    });
    expect(problemsOf({ LLM_BASE_URL: "http://localhost:11434/v1" })).toEqual([
      "LLM_MODEL is required when LLM_BASE_URL points at localhost:11434 (e.g. llama3.2 for Ollama)",
    ]);
  });

  it("builds every remote adapter from its variables", () => {
    const cfg = providerConfigFromEnv({
      LLM_BASE_URL: "https://openrouter.ai/api/v1",
      LLM_API_KEY: "or-1",
      LLM_MODEL: "meta-llama/llama-3.1-8b-instruct",
      TTS_PROVIDER: "elevenlabs",
      ELEVENLABS_API_KEY: "xi-1",
      IMAGE_PROVIDER: "stability",
      STABILITY_API_KEY: "st-1",
      STABILITY_MODEL: "ultra",
      PEXELS_API_KEY: "px-1",
      PIXABAY_API_KEY: "pb-1",
      STUDIO_CACHE_DIR: "/tmp/studio-cache",
      PROVIDER_TIMEOUT_MS: "20000",
      PROVIDER_MAX_RETRIES: "1",
    });
    expect(cfg.tts).toEqual({
      kind: "elevenlabs",
      baseUrl: "https://api.elevenlabs.io",
      apiKey: "xi-1",
      model: "eleven_multilingual_v2",
    });
    expect(cfg.image).toEqual({
      kind: "stability",
      baseUrl: "https://api.stability.ai",
      apiKey: "st-1",
      model: "ultra",
    });
    expect(cfg.stock.map((s) => s.kind)).toEqual(["pexels", "pixabay"]);
    expect(cfg.cacheDir).toBe("/tmp/studio-cache");
    expect(cfg.retry).toEqual({ timeoutMs: 20_000, retries: 1 });
    const remote = createRemoteProviders(cfg);
    expect(remote.llm?.id).toBe("openrouter");
    expect(remote.tts?.id).toBe("elevenlabs");
    expect(remote.image?.id).toBe("stability");
    expect(remote.stock?.id).toBe("pexels+pixabay");
  });

  it("uses OPENAI_API_KEY and OPENAI_BASE_URL for OpenAI speech and images", () => {
    const cfg = providerConfigFromEnv({
      TTS_PROVIDER: "openai",
      IMAGE_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-2",
    });
    expect(cfg.tts).toEqual({
      kind: "openai",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-2",
      model: "gpt-4o-mini-tts",
    });
    expect(cfg.image).toEqual({
      kind: "openai",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-2",
      model: "gpt-image-1",
    });
    const remote = createRemoteProviders(cfg);
    expect(remote.tts?.id).toBe("openai");
    expect(remote.image?.id).toBe("openai");
  });

  it("lists every problem at once, naming the variables", () => {
    expect(
      problemsOf({
        TTS_PROVIDER: "elevenlabs",
        IMAGE_PROVIDER: "stability",
        LLM_BASE_URL: "https://api.openai.com/v1",
      }),
    ).toEqual([
      "LLM_API_KEY is required for api.openai.com",
      "TTS_PROVIDER=elevenlabs needs ELEVENLABS_API_KEY",
      "IMAGE_PROVIDER=stability needs STABILITY_API_KEY",
    ]);
    expect(problemsOf({ TTS_PROVIDER: "google", IMAGE_PROVIDER: "openai" })).toEqual([
      "TTS_PROVIDER must be espeak, openai or elevenlabs",
    ]);
    expect(problemsOf({ IMAGE_PROVIDER: "openai" })).toEqual(["IMAGE_PROVIDER=openai needs OPENAI_API_KEY"]);
    expect(problemsOf({ PEXELS_BASE_URL: "ftp://example.com", PROVIDER_MAX_RETRIES: "lots" })).toEqual([
      "PEXELS_BASE_URL must be an http(s) URL",
      expect.stringMatching(/^PROVIDER_MAX_RETRIES /),
    ]);
  });

  it("says where the settings are documented", () => {
    expect(() => providerConfigFromEnv({ TTS_PROVIDER: "elevenlabs" })).toThrow(/PROVIDERS\.md/);
  });
});

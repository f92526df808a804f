// The registry's remote branches: environment variables pick the adapters, and they really talk to
// the configured servers (local stand-ins here).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { generateScript } from "../../pipelines/script.ts";
import { ProviderConfigError } from "../config.ts";
import { createProviders } from "../registry.ts";
import { type LocalService, sendJson, startLocalService } from "./test-support/local-service.ts";

let service: LocalService | undefined;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "registry-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe("createProviders remote branches", () => {
  it("keeps the built-ins when no provider variable is set", () => {
    const p = createProviders({}, { cacheDir: dir });
    expect(p.llm).toBe(p.builtin.llm);
    expect(p.tts).toBe(p.builtin.tts);
    expect(p.image).toBe(p.builtin.image);
    expect(p.stock).toBeNull();
  });

  it("selects and wires the remote adapters from the environment", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, {
        choices: [{ index: 0, message: { role: "assistant", content: "from the local LLM" } }],
      }),
    );
    const p = createProviders(
      {
        LLM_BASE_URL: `${service.origin}/v1`,
        LLM_API_KEY: "sk-local",
        LLM_MODEL: "llama3.2",
        TTS_PROVIDER: "elevenlabs",
        ELEVENLABS_API_KEY: "xi",
        IMAGE_PROVIDER: "stability",
        STABILITY_API_KEY: "st",
        PIXABAY_API_KEY: "pb",
      },
      { cacheDir: dir },
    );
    expect([p.llm.id, p.tts.id, p.image.id, p.stock?.id]).toEqual([
      "openai-compatible",
      "elevenlabs",
      "stability",
      "pixabay",
    ]);
    expect(p.builtin.tts.id).not.toBe("elevenlabs");
    const out = await p.llm.complete("hello");
    expect(out).toEqual({
      text: "from the local LLM",
      credit: { provider: "openai-compatible", model: "llama3.2", builtin: false },
    });
    expect(service.requests[0]!.url.pathname).toBe("/v1/chat/completions");
    expect(service.requests[0]!.headers.authorization).toBe("Bearer sk-local");
  });

  it("refuses a half-configured provider with a clear error", () => {
    expect(() => createProviders({ TTS_PROVIDER: "openai" }, { cacheDir: dir })).toThrow(ProviderConfigError);
    expect(() => createProviders({ TTS_PROVIDER: "openai" }, { cacheDir: dir })).toThrow(
      /TTS_PROVIDER=openai needs OPENAI_API_KEY/,
    );
  });

  it("a script run through a remote LLM that rejects the key falls back to the built-in writer and says so", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 401, { error: { message: "Invalid token" } }),
    );
    const providers = createProviders(
      { LLM_BASE_URL: `${service.origin}/v1`, LLM_API_KEY: "bad", LLM_MODEL: "m" },
      { cacheDir: dir },
    );
    const { script, fallbacks } = await generateScript(
      { prompt: "three tips for better sleep", durationSeconds: 20 },
      { providers, cacheDir: dir },
    );
    expect(script.credit.builtin).toBe(true);
    expect(script.beats.length).toBeGreaterThan(0);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({
      stage: "script",
      from: "openai-compatible",
      to: providers.builtin.llm.id,
    });
    expect(fallbacks[0]!.reason).toMatch(/HTTP 401 \(check LLM_API_KEY\): Invalid token/);
    expect(service.requests).toHaveLength(1);
  });
});

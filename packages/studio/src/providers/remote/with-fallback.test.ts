import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createEspeakTts } from "../builtin/espeak-tts.ts";
import { ProviderError } from "../types.ts";
import { createElevenLabsTts } from "./elevenlabs-tts.ts";
import { createOpenAiChatLlm } from "./openai-chat-llm.ts";
import { createOpenAiImages } from "./openai-images.ts";
import { createPexelsStock } from "./pexels-stock.ts";
import { createPixabayStock } from "./pixabay-stock.ts";
import { createStabilityImages } from "./stability-images.ts";
import { fixtureImage } from "./test-support/fixture-media.ts";
import { type LocalService, sendBytes, sendJson, startLocalService } from "./test-support/local-service.ts";
import { type FallbackEvent, stockChain, stockWithFallback, withFallback } from "./with-fallback.ts";

const retry = { retries: 1, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 3_000 };
const services: LocalService[] = [];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fallback-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});
async function serve(handler: Parameters<typeof startLocalService>[0]) {
  const s = await startLocalService(handler);
  services.push(s);
  return s;
}

describe("withFallback", () => {
  it("speaks with the built-in espeak when ElevenLabs answers 403, and says so in the credit", async () => {
    const eleven = await serve((_r, res) =>
      sendJson(res, 403, {
        detail: { status: "quota_exceeded", message: "This request exceeds your quota." },
      }),
    );
    const events: FallbackEvent[] = [];
    const tts = withFallback(
      createElevenLabsTts({ baseUrl: eleven.origin, apiKey: "k", retry }),
      createEspeakTts({ cacheDir: join(dir, "cache") }),
      { onFallback: (e) => events.push(e) },
    );
    const out = await tts.synthesize(
      "The render goes on.",
      { language: "English", gender: "female", voiceId: "abc" },
      join(dir, "tts"),
    );
    expect((await stat(out.audioPath)).size).toBeGreaterThan(1_000);
    expect(out.words.map((w) => w.word)).toEqual(["The", "render", "goes", "on."]);
    expect(out.timingSource).toBe("engine");
    expect(out.credit.builtin).toBe(true);
    expect(out.credit.fallbackFrom).toBe("elevenlabs");
    expect(out.credit.fallbackReason).toContain("exceeds your quota");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from: "elevenlabs", reason: out.credit.fallbackReason });
    expect(eleven.requests).toHaveLength(1);
  });

  it("keeps the primary's result untouched when it works", async () => {
    const good = await serve((_r, res) =>
      sendJson(res, 200, {
        choices: [{ index: 0, message: { role: "assistant", content: "primary" }, finish_reason: "stop" }],
      }),
    );
    const other = await serve((_r, res) =>
      sendJson(res, 200, {
        choices: [{ index: 0, message: { role: "assistant", content: "other" }, finish_reason: "stop" }],
      }),
    );
    const llm = withFallback(
      createOpenAiChatLlm({ baseUrl: `${good.origin}/v1`, model: "a", retry }),
      createOpenAiChatLlm({ baseUrl: `${other.origin}/v1`, model: "b", retry }),
    );
    const out = await llm.complete("hi");
    expect(out.text).toBe("primary");
    expect(out.credit.fallbackFrom).toBeUndefined();
    expect(other.requests).toHaveLength(0);
  });

  it("falls back for an LLM whose server keeps failing", async () => {
    const down = await serve((_r, res) => sendJson(res, 503, { error: { message: "overloaded" } }));
    const other = await serve((_r, res) =>
      sendJson(res, 200, {
        choices: [{ index: 0, message: { role: "assistant", content: "backup" }, finish_reason: "stop" }],
      }),
    );
    const llm = withFallback(
      createOpenAiChatLlm({ baseUrl: `${down.origin}/v1`, model: "a", retry }),
      createOpenAiChatLlm({ baseUrl: `${other.origin}/v1`, model: "b", retry }),
    );
    const out = await llm.complete("hi");
    expect(out.text).toBe("backup");
    expect(out.credit).toMatchObject({ model: "b", fallbackFrom: "openai-compatible" });
    expect(out.credit.fallbackReason).toContain("HTTP 503");
    expect(down.requests).toHaveLength(2);
  });

  it("falls back for images and passes a caller's abort through untouched", async () => {
    const png = await fixtureImage(dir, 64, 64);
    const bad = await serve((_r, res) => sendJson(res, 401, { name: "unauthorized", errors: ["bad key"] }));
    const ok = await serve((_r, res) =>
      sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString("base64") }] }),
    );
    const image = withFallback(
      createStabilityImages({ baseUrl: bad.origin, apiKey: "k", retry }),
      createOpenAiImages({ baseUrl: `${ok.origin}/v1`, apiKey: "k", retry }),
    );
    const out = await image.generate({ prompt: "sky", width: 32, height: 32 }, join(dir, "img"));
    expect(out.credit).toMatchObject({ provider: "openai", fallbackFrom: "stability" });

    const hang = await serve(() => {});
    const slow = withFallback(
      createStabilityImages({ baseUrl: hang.origin, apiKey: "k", retry }),
      createOpenAiImages({ baseUrl: `${ok.origin}/v1`, apiKey: "k", retry }),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user cancelled")), 50);
    await expect(
      slow.generate({ prompt: "sky", width: 32, height: 32 }, dir, { signal: controller.signal }),
    ).rejects.toThrow("user cancelled");
    expect(ok.requests).toHaveLength(1);
  });
});

describe("stock fallbacks", () => {
  it("asks the next stock service when one fails, and returns null when none is left", async () => {
    const down = await serve((_r, res) => sendJson(res, 500, {}));
    const empty = await serve((_r, res) =>
      sendJson(res, 200, { page: 1, per_page: 15, total_results: 0, videos: [] }),
    );
    const query = { keywords: "sea", orientation: "portrait" as const, kind: "video" as const };
    const failing = createPexelsStock({ baseUrl: down.origin, apiKey: "k", retry });
    const working = createPexelsStock({ baseUrl: empty.origin, apiKey: "k", retry });

    await expect(stockWithFallback(failing, null).find(query, dir)).resolves.toBeNull();
    await expect(stockWithFallback(failing, working).find(query, dir)).resolves.toBeNull();
    expect(empty.requests).toHaveLength(1);
    await expect(stockChain([failing, working]).find(query, dir)).resolves.toBeNull();
    await expect(stockChain([failing, failing]).find(query, dir)).rejects.toThrow(
      /every stock service failed/,
    );
  });

  it("searches every service (leaving out a failing one) and fetches a chosen item from its own", async () => {
    const photo = await fixtureImage(dir, 40, 60, "chosen.jpg");
    const pexels = await serve((r, res) => {
      const origin = `http://${r.headers.host}`;
      const item = {
        id: 7,
        width: 40,
        height: 60,
        url: "https://www.pexels.com/photo/7/",
        photographer: "P",
        photographer_url: "https://www.pexels.com/@p",
        alt: "a cup",
        src: { original: `${origin}/f7.jpg` },
      };
      if (r.url.pathname === "/f7.jpg") return sendBytes(res, 200, photo, "image/jpeg");
      if (r.url.pathname === "/v1/photos/7") return sendJson(res, 200, item);
      if (r.url.pathname === "/v1/search") return sendJson(res, 200, { photos: [item] });
      sendJson(res, 200, { videos: [] });
    });
    const down = await serve((_r, res) => sendJson(res, 500, {}));
    const failingPixabay = createPixabayStock({ baseUrl: down.origin, apiKey: "k", retry });
    const chain = stockChain([
      createPexelsStock({ baseUrl: pexels.origin, apiKey: "k", retry }),
      failingPixabay,
    ]);
    const found = await chain.search!({ keywords: "cup", orientation: "portrait" });
    expect(found.map((c) => `${c.provider}:${c.kind}:${c.id}`)).toEqual(["pexels:photo:7"]);
    const asset = await chain.fetch!(
      { provider: "pexels", id: "7", kind: "photo" },
      { orientation: "portrait" },
      dir,
    );
    expect(asset?.credit).toMatchObject({ provider: "pexels", model: "7" });
    await expect(
      chain.fetch!({ provider: "unsplash", id: "7", kind: "photo" }, { orientation: "portrait" }, dir),
    ).rejects.toThrow(/unsplash is not a configured stock service/);
    await expect(
      stockChain([failingPixabay, failingPixabay]).search!({ keywords: "cup", orientation: "portrait" }),
    ).rejects.toThrow(ProviderError);
  });

  it("marks an asset found by the second service", async () => {
    const photo = await fixtureImage(dir, 40, 60, "p.jpg");
    const down = await serve((_r, res) => sendJson(res, 401, { error: "bad key" }));
    const up = await serve((r, res) => {
      if (r.url.pathname === "/f.jpg") return sendBytes(res, 200, photo, "image/jpeg");
      sendJson(res, 200, {
        photos: [
          {
            id: 1,
            width: 40,
            height: 60,
            url: "https://www.pexels.com/photo/1/",
            photographer: "P",
            photographer_url: "https://www.pexels.com/@p",
            src: { original: `http://${r.headers.host}/f.jpg` },
          },
        ],
      });
    });
    const chain = stockChain([
      createPexelsStock({ baseUrl: down.origin, apiKey: "k", retry }),
      createPexelsStock({ baseUrl: up.origin, apiKey: "k", retry }),
    ]);
    const asset = await chain.find(
      { keywords: "x", orientation: "portrait", kind: "photo" },
      join(dir, "stock"),
    );
    expect(asset?.credit).toMatchObject({ provider: "pexels", fallbackFrom: "pexels" });
    expect(asset?.credit.fallbackReason).toContain("HTTP 401");
  });
});

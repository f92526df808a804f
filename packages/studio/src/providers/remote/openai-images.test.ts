import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "../types.ts";
import { closestSize, createOpenAiImages } from "./openai-images.ts";
import { dimensionsOf, fixtureImage } from "./test-support/fixture-media.ts";
import {
  type LocalService,
  sendBytes,
  sendJson,
  sequence,
  startLocalService,
} from "./test-support/local-service.ts";

const retry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 3_000 };
let service: LocalService | undefined;
let dir: string;
let portraitPng: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "openai-images-"));
  portraitPng = await fixtureImage(dir, 1024, 1536);
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const b64Response = () => ({ created: 1_700_000_000, data: [{ b64_json: portraitPng.toString("base64") }] });

describe("closestSize", () => {
  it("maps a request to the model's supported size of the nearest shape", () => {
    expect(closestSize("gpt-image-1", 1080, 1920)).toEqual([1024, 1536]);
    expect(closestSize("gpt-image-1", 1920, 1080)).toEqual([1536, 1024]);
    expect(closestSize("gpt-image-1", 1080, 1080)).toEqual([1024, 1024]);
    expect(closestSize("dall-e-3", 1080, 1920)).toEqual([1024, 1792]);
    expect(closestSize("dall-e-2", 300, 300)).toEqual([512, 512]);
  });
});

describe("createOpenAiImages", () => {
  it("asks for the nearest supported size and delivers a PNG of exactly the requested size", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, b64Response()));
    const images = createOpenAiImages({ baseUrl: `${service.origin}/v1`, apiKey: "sk-img", retry });
    const out = await images.generate(
      { prompt: "a calm lake at dawn", width: 1080, height: 1920, palette: ["#112233", "not-a-colour"] },
      dir,
    );
    const req = service.requests[0]!;
    expect(req.url.pathname).toBe("/v1/images/generations");
    expect(req.headers.authorization).toBe("Bearer sk-img");
    const body = JSON.parse(req.body.toString());
    expect(body).toEqual({
      model: "gpt-image-1",
      prompt: "a calm lake at dawn. Colour palette: #112233.",
      n: 1,
      size: "1024x1536",
    });
    expect(out).toMatchObject({
      width: 1080,
      height: 1920,
      credit: { provider: "openai", model: "gpt-image-1", builtin: false },
    });
    expect(await dimensionsOf(out.path)).toEqual({ width: 1080, height: 1920, codec: "png" });
  });

  it("asks DALL-E for b64_json and downloads a url answer from the same server", async () => {
    service = await startLocalService((r, res) => {
      if (r.url.pathname === "/files/img.png") return sendBytes(res, 200, portraitPng, "image/png");
      sendJson(res, 200, {
        created: 1,
        data: [{ url: `http://${r.headers.host}/files/img.png`, revised_prompt: "x" }],
      });
    });
    const images = createOpenAiImages({
      baseUrl: `${service.origin}/v1`,
      apiKey: "k",
      model: "dall-e-3",
      retry,
    });
    const out = await images.generate({ prompt: "a fox", width: 720, height: 720 }, dir);
    expect(JSON.parse(service.requests[0]!.body.toString())).toMatchObject({
      size: "1024x1024",
      response_format: "b64_json",
    });
    expect(service.requests[1]!.url.pathname).toBe("/files/img.png");
    expect(await dimensionsOf(out.path)).toEqual({ width: 720, height: 720, codec: "png" });
  });

  it("refuses to download a plain-http url on another host", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, { created: 1, data: [{ url: "http://169.254.169.254/latest/meta-data" }] }),
    );
    const images = createOpenAiImages({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    await expect(images.generate({ prompt: "x", width: 64, height: 64 }, dir)).rejects.toThrow(
      /will not download/,
    );
    expect(service.requests).toHaveLength(1);
  });

  it("fails at once on a content-policy 400 with OpenAI's message", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 400, {
        error: {
          message: "Your request was rejected by the safety system.",
          code: "content_policy_violation",
        },
      }),
    );
    const images = createOpenAiImages({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    const err = (await images
      .generate({ prompt: "x", width: 64, height: 64 }, dir)
      .catch((e) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBe(400);
    expect(err.message).toContain("rejected by the safety system");
    expect(service.requests).toHaveLength(1);
  });

  it("fails at once on 401, retries 429 and 500", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 401, { error: { message: "Incorrect API key" } }),
    );
    const bad = createOpenAiImages({
      baseUrl: `${service.origin}/v1`,
      apiKey: "bad",
      keyEnv: "OPENAI_API_KEY",
      retry,
    });
    await expect(bad.generate({ prompt: "x", width: 64, height: 64 }, dir)).rejects.toThrow(/OPENAI_API_KEY/);
    expect(service.requests).toHaveLength(1);
    await service.close();

    service = await startLocalService(
      sequence(
        (_r, res) => sendJson(res, 429, { error: { message: "Rate limit" } }, { "retry-after": "0" }),
        (_r, res) => sendJson(res, 500, { error: { message: "server" } }),
        (_r, res) => sendJson(res, 200, b64Response()),
      ),
    );
    const images = createOpenAiImages({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    const out = await images.generate({ prompt: "x", width: 64, height: 96 }, dir);
    expect(await dimensionsOf(out.path)).toMatchObject({ width: 64, height: 96 });
    expect(service.requests).toHaveLength(3);
  });

  it("reports data that is not an image clearly", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, {
        created: 1,
        data: [{ b64_json: Buffer.from("definitely not a png file").toString("base64") }],
      }),
    );
    const images = createOpenAiImages({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    await expect(images.generate({ prompt: "x", width: 64, height: 64 }, dir)).rejects.toThrow(
      /image we could not decode/,
    );
  });

  it("rejects a bad size before calling the service", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, b64Response()));
    const images = createOpenAiImages({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    await expect(images.generate({ prompt: "x", width: 10.5, height: 64 }, dir)).rejects.toThrow(
      /whole number/,
    );
    expect(service.requests).toHaveLength(0);
  });
});

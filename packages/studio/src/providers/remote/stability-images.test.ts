import { mkdtemp, rm } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "../types.ts";
import { closestAspect, createStabilityImages } from "./stability-images.ts";
import { dimensionsOf, fixtureImage } from "./test-support/fixture-media.ts";
import {
  formDataOf,
  type LocalService,
  sendJson,
  sequence,
  startLocalService,
} from "./test-support/local-service.ts";

const retry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 3_000 };
let service: LocalService | undefined;
let dir: string;
let png916: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "stability-"));
  png916 = await fixtureImage(dir, 576, 1024);
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** How the v2beta endpoint answers `accept: image/*`: raw bytes plus finish-reason and seed headers. */
function sendImage(res: ServerResponse, finishReason = "SUCCESS") {
  res.writeHead(200, { "content-type": "image/png", "finish-reason": finishReason, seed: "12345" });
  res.end(png916);
}

describe("closestAspect", () => {
  it("picks the nearest aspect ratio the API accepts", () => {
    expect(closestAspect(1080, 1920)).toBe("9:16");
    expect(closestAspect(1920, 1080)).toBe("16:9");
    expect(closestAspect(1080, 1350)).toBe("4:5");
    expect(closestAspect(500, 500)).toBe("1:1");
  });
});

describe("createStabilityImages", () => {
  it("posts multipart prompt, aspect ratio and png format with bearer key and accept image/*", async () => {
    service = await startLocalService((_r, res) => sendImage(res));
    const images = createStabilityImages({ baseUrl: service.origin, apiKey: "sk-stab", retry });
    const out = await images.generate(
      { prompt: "neon city at night", width: 540, height: 960, palette: ["#ff00aa"] },
      dir,
    );

    const req = service.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url.pathname).toBe("/v2beta/stable-image/generate/core");
    expect(req.headers.authorization).toBe("Bearer sk-stab");
    expect(req.headers.accept).toBe("image/*");
    expect(String(req.headers["content-type"])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formDataOf(req);
    expect(form.get("prompt")).toBe("neon city at night. Colour palette: #ff00aa.");
    expect(form.get("aspect_ratio")).toBe("9:16");
    expect(form.get("output_format")).toBe("png");

    expect(out.credit).toEqual({ provider: "stability", model: "core (seed 12345)", builtin: false });
    expect(await dimensionsOf(out.path)).toEqual({ width: 540, height: 960, codec: "png" });
  });

  it("uses the configured endpoint model", async () => {
    service = await startLocalService((_r, res) => sendImage(res));
    const images = createStabilityImages({ baseUrl: service.origin, apiKey: "k", model: "ultra", retry });
    await images.generate({ prompt: "x", width: 100, height: 100 }, dir);
    expect(service.requests[0]!.url.pathname).toBe("/v2beta/stable-image/generate/ultra");
  });

  it("fails at once on 401 and on a 400 with Stability's errors list", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) =>
          sendJson(res, 401, { id: "a1", name: "unauthorized", errors: ["Missing or invalid API key"] }),
        (_r, res) =>
          sendJson(res, 400, {
            id: "b2",
            name: "bad_request",
            errors: ["prompt: cannot be empty or whitespace"],
          }),
      ),
    );
    const images = createStabilityImages({
      baseUrl: service.origin,
      apiKey: "k",
      keyEnv: "STABILITY_API_KEY",
      retry,
    });
    const e1 = (await images
      .generate({ prompt: "x", width: 64, height: 64 }, dir)
      .catch((e) => e)) as ProviderError;
    expect(e1).toBeInstanceOf(ProviderError);
    expect(e1.message).toContain("Missing or invalid API key");
    expect(e1.message).toContain("STABILITY_API_KEY");
    const e2 = (await images
      .generate({ prompt: "x", width: 64, height: 64 }, dir)
      .catch((e) => e)) as ProviderError;
    expect(e2.status).toBe(400);
    expect(e2.message).toContain("prompt: cannot be empty");
    expect(service.requests).toHaveLength(2);
  });

  it("retries 429 and 500 and re-sends the whole form each time", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) =>
          sendJson(res, 429, { name: "rate_limit_exceeded", errors: ["slow down"] }, { "retry-after": "0" }),
        (_r, res) => sendJson(res, 500, { name: "internal_error", errors: ["oops"] }),
        (_r, res) => sendImage(res),
      ),
    );
    const images = createStabilityImages({ baseUrl: service.origin, apiKey: "k", retry });
    const out = await images.generate({ prompt: "lighthouse", width: 64, height: 64 }, dir);
    expect(await dimensionsOf(out.path)).toMatchObject({ width: 64, height: 64 });
    expect(service.requests).toHaveLength(3);
    expect((await formDataOf(service.requests[2]!)).get("prompt")).toBe("lighthouse");
  });

  it("refuses a content-filtered image", async () => {
    service = await startLocalService((_r, res) => sendImage(res, "CONTENT_FILTERED"));
    const images = createStabilityImages({ baseUrl: service.origin, apiKey: "k", retry });
    await expect(images.generate({ prompt: "x", width: 64, height: 64 }, dir)).rejects.toThrow(/filtered/);
    expect(service.requests).toHaveLength(1);
  });

  it("reports a JSON body on 200 as malformed after retrying", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, { image: "base64..." }));
    const images = createStabilityImages({ baseUrl: service.origin, apiKey: "k", retry });
    await expect(images.generate({ prompt: "x", width: 64, height: 64 }, dir)).rejects.toThrow(
      /malformed response.*expected image bytes/,
    );
    expect(service.requests).toHaveLength(3);
  });

  it("times out a stalled server", async () => {
    service = await startLocalService(() => {});
    const images = createStabilityImages({
      baseUrl: service.origin,
      apiKey: "k",
      retry: { ...retry, retries: 0, timeoutMs: 100 },
    });
    await expect(images.generate({ prompt: "x", width: 64, height: 64 }, dir)).rejects.toThrow(
      /within 100 ms/,
    );
  });
});

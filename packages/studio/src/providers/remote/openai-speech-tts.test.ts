import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "../types.ts";
import { createOpenAiSpeechTts } from "./openai-speech-tts.ts";
import {
  type LocalService,
  sendBytes,
  sendJson,
  sequence,
  startLocalService,
  toneWav,
} from "./test-support/local-service.ts";

const retry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 3_000 };
// Two "sentences" of sound with a clear pause between them, like real speech.
const speech = toneWav([
  { seconds: 0.3, tone: false },
  { seconds: 1.0, tone: true },
  { seconds: 0.6, tone: false },
  { seconds: 1.0, tone: true },
  { seconds: 0.3, tone: false },
]);
let service: LocalService | undefined;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "openai-tts-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe("createOpenAiSpeechTts", () => {
  it("posts model, voice from gender and wav format, and times words on the detected speech", async () => {
    service = await startLocalService((_r, res) => sendBytes(res, 200, speech, "audio/wav"));
    const tts = createOpenAiSpeechTts({ baseUrl: `${service.origin}/v1`, apiKey: "sk-tts", retry });
    const text = "Wake up early. Start today.";
    const out = await tts.synthesize(
      text,
      { language: "English", gender: "male", accent: "british", speed: 1.25 },
      dir,
    );

    const req = service.requests[0]!;
    expect(req.url.pathname).toBe("/v1/audio/speech");
    expect(req.headers.authorization).toBe("Bearer sk-tts");
    const body = JSON.parse(req.body.toString());
    expect(body).toMatchObject({
      model: "gpt-4o-mini-tts",
      input: text,
      voice: "onyx",
      response_format: "wav",
      speed: 1.25,
    });
    expect(body.instructions).toBe("Speak English with a British accent.");

    expect(await readFile(out.audioPath)).toEqual(speech);
    expect(out.durationSeconds).toBeCloseTo(3.2, 1);
    expect(out.timingSource).toBe("proportional-estimate");
    expect(out.credit).toEqual({ provider: "openai", model: "gpt-4o-mini-tts/onyx", builtin: false });
    expect(out.words.map((w) => w.word)).toEqual(["Wake", "up", "early.", "Start", "today."]);
    // Every word sits inside a sound region (0.3..1.3 s, 1.9..2.9 s), none in the pauses, in order.
    const inSound = (t: number) => (t >= 0.25 && t <= 1.35) || (t >= 1.85 && t <= 2.95);
    for (const w of out.words) {
      expect(w.end).toBeGreaterThan(w.start);
      expect(inSound(w.start) && inSound(w.end)).toBe(true);
    }
    for (let i = 1; i < out.words.length; i++)
      expect(out.words[i]!.start).toBeGreaterThanOrEqual(out.words[i - 1]!.end);
    expect(out.words[0]!.start).toBeCloseTo(0.3, 1);
    expect(out.words.at(-1)!.end).toBeCloseTo(2.9, 1);
  });

  it("gives the voice no emoji, and keeps them in the caption words", async () => {
    service = await startLocalService((_r, res) => sendBytes(res, 200, speech, "audio/wav"));
    const tts = createOpenAiSpeechTts({ baseUrl: `${service.origin}/v1`, apiKey: "sk-tts", retry });
    const out = await tts.synthesize(
      "Fresh bread 🍞 every Friday. 🎉",
      { language: "English", gender: "female" },
      dir,
    );
    const body = JSON.parse(service.requests[0]!.body.toString());
    expect(body.input).toBe("Fresh bread every Friday.");
    expect(out.words.map((w) => w.word)).toEqual(["Fresh", "bread🍞", "every", "Friday.🎉"]);
  });

  it("uses the female voice and no speed field at normal speed", async () => {
    service = await startLocalService((_r, res) => sendBytes(res, 200, speech, "audio/wav"));
    const tts = createOpenAiSpeechTts({
      baseUrl: `${service.origin}/v1`,
      apiKey: "k",
      model: "tts-1",
      retry,
    });
    await tts.synthesize("Hello there.", { language: "English", gender: "female" }, dir);
    const body = JSON.parse(service.requests[0]!.body.toString());
    expect(body.voice).toBe("nova");
    expect(body.speed).toBeUndefined();
    expect(body.instructions).toBeUndefined();
  });

  it("fails at once on 401 with OpenAI's message", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 401, {
        error: { message: "Incorrect API key provided: sk-bad.", code: "invalid_api_key" },
      }),
    );
    const tts = createOpenAiSpeechTts({
      baseUrl: `${service.origin}/v1`,
      apiKey: "sk-bad",
      keyEnv: "OPENAI_API_KEY",
      retry,
    });
    const err = (await tts
      .synthesize("Hi.", { language: "en", gender: "male" }, dir)
      .catch((e) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toContain("Incorrect API key provided");
    expect(err.message).toContain("OPENAI_API_KEY");
    expect(service.requests).toHaveLength(1);
  });

  it("retries 429 and 500, then succeeds", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) => sendJson(res, 429, { error: { message: "Rate limit" } }, { "retry-after": "0" }),
        (_r, res) => sendJson(res, 500, { error: { message: "oops" } }),
        (_r, res) => sendBytes(res, 200, speech, "audio/wav"),
      ),
    );
    const tts = createOpenAiSpeechTts({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    const out = await tts.synthesize("One two.", { language: "en", gender: "female" }, dir);
    expect(out.words).toHaveLength(2);
    expect(service.requests).toHaveLength(3);
  });

  it("reports a body that is not audio as malformed after retrying", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, { note: "this is not audio at all" }));
    const tts = createOpenAiSpeechTts({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    await expect(tts.synthesize("Hi.", { language: "en", gender: "male" }, dir)).rejects.toThrow(
      /malformed response.*expected wav audio/,
    );
    expect(service.requests).toHaveLength(3);
  });

  it("refuses over-long input before calling the service", async () => {
    service = await startLocalService((_r, res) => sendBytes(res, 200, speech, "audio/wav"));
    const tts = createOpenAiSpeechTts({ baseUrl: `${service.origin}/v1`, apiKey: "k", retry });
    await expect(tts.synthesize("a ".repeat(3000), { language: "en", gender: "male" }, dir)).rejects.toThrow(
      /at most 4096 characters/,
    );
    expect(service.requests).toHaveLength(0);
  });
});

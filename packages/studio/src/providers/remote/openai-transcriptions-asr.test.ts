import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { providerConfigFromEnv } from "../config.ts";
import { ProviderError } from "../types.ts";
import { createRemoteProviders } from "./create-remote-providers.ts";
import { createOpenAiTranscriptionsAsr, spellAsWritten } from "./openai-transcriptions-asr.ts";
import {
  formDataOf,
  type LocalService,
  sendJson,
  sequence,
  startLocalService,
  toneWav,
} from "./test-support/local-service.ts";

const retry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 2_000 };
let service: LocalService | undefined;
let dir: string;
let audio: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "asr-"));
  audio = path.join(dir, "speech.wav");
  await writeFile(
    audio,
    toneWav([
      { seconds: 0.4, tone: false },
      { seconds: 1.2, tone: true },
    ]),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** A verbose_json transcription as OpenAI's whisper-1 (and compatible servers) return it. */
const verbose = {
  task: "transcribe",
  language: "english",
  duration: 1.6,
  text: " Hello, world. It's 5 pm!",
  words: [
    { word: "Hello", start: 0.4, end: 0.72 },
    { word: "world", start: 0.78, end: 1.1 },
    { word: "It's", start: 1.2, end: 1.32 },
    { word: "5", start: 1.34, end: 1.4 },
    { word: "pm", start: 1.42, end: 1.58 },
  ],
  segments: [{ id: 0, start: 0.4, end: 1.6, text: " Hello, world. It's 5 pm!" }],
};

const asrAt = (origin: string, apiKey?: string) =>
  createOpenAiTranscriptionsAsr({
    baseUrl: `${origin}/v1`,
    model: "whisper-1",
    retry,
    keyEnv: "ASR_API_KEY",
    ...(apiKey ? { apiKey } : {}),
  });

describe("createOpenAiTranscriptionsAsr", () => {
  it("sends the audio as multipart with verbose_json and word timestamps, and reads the words with the text's spelling", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, verbose));
    const result = await asrAt(service.origin, "sk-asr").transcribe({ audioPath: audio, language: "en" });
    const req = service.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url.pathname).toBe("/v1/audio/transcriptions");
    expect(req.headers.authorization).toBe("Bearer sk-asr");
    const form = await formDataOf(req);
    expect(form.get("model")).toBe("whisper-1");
    expect(form.get("response_format")).toBe("verbose_json");
    expect(form.getAll("timestamp_granularities[]")).toEqual(["word"]);
    expect(form.get("language")).toBe("en");
    const file = form.get("file") as File;
    expect(file.name).toBe("speech.wav");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("RIFF");

    expect(result.text).toBe("Hello, world. It's 5 pm!");
    expect(result.words).toEqual([
      { word: "Hello,", start: 0.4, end: 0.72 },
      { word: "world.", start: 0.78, end: 1.1 },
      { word: "It's", start: 1.2, end: 1.32 },
      { word: "5", start: 1.34, end: 1.4 },
      { word: "pm!", start: 1.42, end: 1.58 },
    ]);
    expect(result.language).toBe("english");
    expect(result.durationSeconds).toBe(1.6);
    expect(result.credit).toEqual({
      provider: `asr@${new URL(service.origin).host}`,
      model: "whisper-1",
      builtin: false,
    });
  });

  it("sends no authorization header to a local server without a key", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, verbose));
    await asrAt(service.origin).transcribe({ audioPath: audio });
    expect(service.requests[0]!.headers.authorization).toBeUndefined();
    expect((await formDataOf(service.requests[0]!)).get("language")).toBeNull();
  });

  it("fails at once on 401, naming ASR_API_KEY and the server's message", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } }),
    );
    const error = await asrAt(service.origin, "bad")
      .transcribe({ audioPath: audio })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/rejected the credentials with HTTP 401 \(check ASR_API_KEY\)/);
    expect(error.message).toContain("Incorrect API key provided");
    expect(service.requests).toHaveLength(1);
  });

  it("retries 429 and 500 and succeeds when the server recovers", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) => sendJson(res, 429, { error: { message: "Rate limit reached" } }, { "retry-after": "0" }),
        (_r, res) => sendJson(res, 500, { error: { message: "internal" } }),
        (_r, res) => sendJson(res, 200, verbose),
      ),
    );
    const result = await asrAt(service.origin, "k").transcribe({ audioPath: audio });
    expect(service.requests).toHaveLength(3);
    expect(result.words).toHaveLength(5);
    // Each attempt carried the whole file again.
    for (const r of service.requests)
      expect(((await formDataOf(r)).get("file") as File).size).toBeGreaterThan(1000);
  });

  it("gives up on a server that keeps rate limiting, saying so", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 429, { error: { message: "Rate limit reached for whisper-1" } }),
    );
    const error = await asrAt(service.origin, "k")
      .transcribe({ audioPath: audio })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toMatch(
      /rate limiting us \(HTTP 429\).*Rate limit reached for whisper-1.*gave up after 3 attempts/,
    );
    expect(service.requests).toHaveLength(3);
  });

  it("reports a server error after its retries", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 500, { error: { message: "model crashed" } }),
    );
    const error = await asrAt(service.origin, "k")
      .transcribe({ audioPath: audio })
      .catch((e) => e);
    expect(error.message).toMatch(/server error \(HTTP 500\).*model crashed.*gave up after 3 attempts/);
  });

  it("treats a body that is not JSON, or a transcription without word timestamps, as malformed", async () => {
    service = await startLocalService((_r, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>gateway</html>");
    });
    const notJson = await asrAt(service.origin, "k")
      .transcribe({ audioPath: audio })
      .catch((e) => e);
    expect(notJson).toBeInstanceOf(ProviderError);
    expect(notJson.message).toMatch(/malformed response.*expected JSON/);
    await service.close();

    // A server that ignores timestamp_granularities answers plain json: { text } only.
    service = await startLocalService((_r, res) => sendJson(res, 200, { text: "Hello world" }));
    const noWords = await asrAt(service.origin, "k")
      .transcribe({ audioPath: audio })
      .catch((e) => e);
    expect(noWords.message).toMatch(/malformed response.*words.*timestamp_granularities\[\]=word/);
    expect(service.requests).toHaveLength(3);
    await service.close();

    service = await startLocalService((_r, res) =>
      sendJson(res, 200, { text: "x", words: [{ word: "x", start: "soon", end: 1 }] }),
    );
    const badTime = await asrAt(service.origin, "k")
      .transcribe({ audioPath: audio })
      .catch((e) => e);
    expect(badTime.message).toMatch(/malformed response.*words\.0\.start/);
  });

  it("refuses audio over the 25 MB upload limit without sending it", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, verbose));
    const big = path.join(dir, "big.mp3");
    await writeFile(big, Buffer.alloc(25 * 1024 * 1024 + 1));
    const error = await asrAt(service.origin, "k")
      .transcribe({ audioPath: big })
      .catch((e) => e);
    expect(error.message).toMatch(/at most 25 MB of audio; this is 25\.0 MB/);
    expect(service.requests).toHaveLength(0);
  });
});

describe("ASR configuration", () => {
  it("has no recogniser unless ASR_BASE_URL or ASR_API_KEY is set", () => {
    expect(providerConfigFromEnv({}).asr).toEqual({ kind: "none" });
    expect(createRemoteProviders(providerConfigFromEnv({})).asr).toBeUndefined();
  });

  it("uses OpenAI's whisper-1 from a key alone, and any server with its model", () => {
    expect(providerConfigFromEnv({ ASR_API_KEY: "sk-1" }).asr).toEqual({
      kind: "openai-compatible",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-1",
      model: "whisper-1",
    });
    const groq = providerConfigFromEnv({
      ASR_BASE_URL: "https://api.groq.com/openai/v1",
      ASR_API_KEY: "gsk",
      ASR_MODEL: "whisper-large-v3",
    });
    expect(createRemoteProviders(groq).asr?.id).toBe("groq");
  });

  it("names what is missing", () => {
    expect(() => providerConfigFromEnv({ ASR_BASE_URL: "http://localhost:8000/v1" })).toThrow(
      /ASR_MODEL is required when ASR_BASE_URL points at localhost:8000/,
    );
    expect(() => providerConfigFromEnv({ ASR_BASE_URL: "https://api.openai.com/v1" })).toThrow(
      /ASR_API_KEY is required for api.openai.com/,
    );
    expect(() => providerConfigFromEnv({ ASR_BASE_URL: "ftp://x" })).toThrow(
      /ASR_BASE_URL must be an http\(s\) URL/,
    );
  });
});

describe("spellAsWritten", () => {
  it("keeps the recogniser's word where the text differs, and finds its place again after", () => {
    expect(
      spellAsWritten("Well... the quick, brown fox!", [
        { word: "the", start: 0, end: 0.1 },
        { word: "quack", start: 0.1, end: 0.2 },
        { word: "brown", start: 0.2, end: 0.3 },
        { word: "fox", start: 0.3, end: 0.4 },
      ]).map((w) => w.word),
    ).toEqual(["the", "quack", "brown", "fox!"]);
  });
});

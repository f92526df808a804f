import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "../types.ts";
import { createElevenLabsTts } from "./elevenlabs-tts.ts";
import {
  type LocalService,
  type RecordedRequest,
  sendJson,
  sequence,
  startLocalService,
} from "./test-support/local-service.ts";

const retry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 3_000 };
let service: LocalService | undefined;
let dir: string;
let mp3: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "elevenlabs-"));
  // A real 1.2 s MP3, as ElevenLabs returns for mp3_44100_128.
  const path = join(dir, "fixture.mp3");
  await promisify(execFile)("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=300:duration=1.2",
    "-ar",
    "44100",
    "-b:a",
    "128k",
    path,
  ]);
  mp3 = await readFile(path);
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** Per-character alignment the way ElevenLabs reports it: every character, spaces included. */
function alignmentFor(text: string, secondsPerChar = 0.05) {
  const characters = [...text];
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => +(i * secondsPerChar).toFixed(3)),
    character_end_times_seconds: characters.map((_, i) => +((i + 1) * secondsPerChar).toFixed(3)),
  };
}

function withTimestamps(text: string) {
  return {
    audio_base64: mp3.toString("base64"),
    alignment: alignmentFor(text),
    normalized_alignment: alignmentFor(text),
  };
}

const bodyOf = (r: RecordedRequest) => JSON.parse(r.body.toString()) as Record<string, unknown>;

describe("createElevenLabsTts", () => {
  it("gives the voice no emoji, and keeps them in the caption words with the voice's timings", async () => {
    const said = "Big news: fresh bread every Friday.";
    // The fake service aligns exactly the text it was sent (as ElevenLabs does).
    service = await startLocalService((req, res) =>
      sendJson(res, 200, withTimestamps(String(JSON.parse(req.body.toString()).text))),
    );
    const tts = createElevenLabsTts({ baseUrl: service.origin, apiKey: "xi-test", retry });
    const out = await tts.synthesize(
      "🎉 Big news: fresh bread 🍞🥐 every Friday. 📅",
      { language: "English", gender: "female" },
      dir,
    );
    expect(bodyOf(service.requests[0]!).text).toBe(said);
    expect(out.words.map((w) => w.word)).toEqual([
      "🎉Big",
      "news:",
      "fresh",
      "bread🍞🥐",
      "every",
      "Friday.📅",
    ]);
    // The times are those of the words said: "fresh" starts at its 11th character.
    expect(out.words[2]!.start).toBeCloseTo(said.indexOf("fresh") * 0.05, 3);
    // Emoji alone are nothing to say: refused before any request.
    const err = await tts.synthesize("🎉 🍞", { language: "English", gender: "female" }, dir).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(service.requests).toHaveLength(1);
  });

  it("posts to with-timestamps with xi-api-key and turns character times into word times", async () => {
    const text = "Hi there, friend.";
    service = await startLocalService((_r, res) => sendJson(res, 200, withTimestamps(text)));
    const tts = createElevenLabsTts({ baseUrl: service.origin, apiKey: "xi-test", retry });
    const out = await tts.synthesize(text, { language: "English", gender: "female" }, dir);

    const req = service.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url.pathname).toBe("/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/with-timestamps");
    expect(req.url.searchParams.get("output_format")).toBe("mp3_44100_128");
    expect(req.headers["xi-api-key"]).toBe("xi-test");
    expect(bodyOf(req)).toEqual({ text, model_id: "eleven_multilingual_v2" });

    expect(await readFile(out.audioPath)).toEqual(mp3);
    expect(out.audioPath.endsWith(".mp3")).toBe(true);
    expect(out.durationSeconds).toBeGreaterThan(1.1);
    expect(out.timingSource).toBe("provider-alignment");
    expect(out.credit).toEqual({
      provider: "elevenlabs",
      model: "eleven_multilingual_v2/21m00Tcm4TlvDq8ikWAM",
      builtin: false,
    });
    // "Hi" = chars 0-1, "there," = 3-8, "friend." = 10-16 at 50 ms per character.
    expect(out.words).toEqual([
      { word: "Hi", start: 0, end: 0.1 },
      { word: "there,", start: 0.15, end: 0.45 },
      { word: "friend.", start: 0.5, end: 0.85 },
    ]);
  });

  it("uses the user's voice id, a British premade voice by accent, and clamps speed into ElevenLabs' range", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, withTimestamps("Hello.")));
    const tts = createElevenLabsTts({
      baseUrl: service.origin,
      apiKey: "k",
      model: "eleven_flash_v2_5",
      retry,
    });
    await tts.synthesize("Hello.", { language: "en", gender: "male", accent: "british", speed: 2 }, dir);
    await tts.synthesize("Hello.", { language: "en", gender: "male", voiceId: "customVoice123" }, dir);
    expect(service.requests[0]!.url.pathname).toBe("/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb/with-timestamps");
    expect(bodyOf(service.requests[0]!)).toMatchObject({
      model_id: "eleven_flash_v2_5",
      voice_settings: { speed: 1.2 },
    });
    expect(service.requests[1]!.url.pathname).toBe("/v1/text-to-speech/customVoice123/with-timestamps");
  });

  it("splits Chinese into one caption word per character with punctuation attached", async () => {
    const text = "你好，世界。";
    service = await startLocalService((_r, res) => sendJson(res, 200, withTimestamps(text)));
    const tts = createElevenLabsTts({ baseUrl: service.origin, apiKey: "k", retry });
    const out = await tts.synthesize(text, { language: "zh", gender: "female" }, dir);
    expect(out.words.map((w) => w.word)).toEqual(["你", "好，", "世", "界。"]);
    expect(out.words[1]).toEqual({ word: "好，", start: 0.05, end: 0.15 });
  });

  it("fails at once on 401 with ElevenLabs' detail message", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 401, { detail: { status: "invalid_api_key", message: "Invalid API key" } }),
    );
    const tts = createElevenLabsTts({
      baseUrl: service.origin,
      apiKey: "bad",
      keyEnv: "ELEVENLABS_API_KEY",
      retry,
    });
    const err = (await tts
      .synthesize("Hi.", { language: "en", gender: "male" }, dir)
      .catch((e) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBe(401);
    expect(err.message).toContain("Invalid API key");
    expect(err.message).toContain("ELEVENLABS_API_KEY");
    expect(service.requests).toHaveLength(1);
  });

  it("retries 429 (too_many_concurrent_requests) and 500, then succeeds", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) =>
          sendJson(
            res,
            429,
            { detail: { status: "too_many_concurrent_requests", message: "busy" } },
            { "retry-after": "0" },
          ),
        (_r, res) => sendJson(res, 500, { detail: { message: "internal" } }),
        (_r, res) => sendJson(res, 200, withTimestamps("Ok.")),
      ),
    );
    const tts = createElevenLabsTts({ baseUrl: service.origin, apiKey: "k", retry });
    const out = await tts.synthesize("Ok.", { language: "en", gender: "male" }, dir);
    expect(out.words).toEqual([{ word: "Ok.", start: 0, end: 0.15 }]);
    expect(service.requests).toHaveLength(3);
  });

  it("reports a body without alignment as malformed", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, { audio_base64: mp3.toString("base64") }),
    );
    const tts = createElevenLabsTts({
      baseUrl: service.origin,
      apiKey: "k",
      retry: { ...retry, retries: 1 },
    });
    await expect(tts.synthesize("Hi.", { language: "en", gender: "male" }, dir)).rejects.toThrow(
      /malformed response.*no character alignment/,
    );
    expect(service.requests).toHaveLength(2);
  });

  it("reports audio that is not decodable as a ProviderError (so callers fall back)", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, {
        audio_base64: Buffer.from("x".repeat(64)).toString("base64"),
        alignment: alignmentFor("Hi."),
      }),
    );
    const tts = createElevenLabsTts({ baseUrl: service.origin, apiKey: "k", retry });
    const err = await tts.synthesize("Hi.", { language: "en", gender: "male" }, dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/not readable media/);
  });

  it("times out a stalled server", async () => {
    service = await startLocalService(() => {});
    const tts = createElevenLabsTts({
      baseUrl: service.origin,
      apiKey: "k",
      retry: { ...retry, retries: 1, timeoutMs: 100 },
    });
    await expect(tts.synthesize("Hi.", { language: "en", gender: "male" }, dir)).rejects.toThrow(
      /within 100 ms/,
    );
  });
});

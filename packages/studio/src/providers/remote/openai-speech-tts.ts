// OpenAI text-to-speech: POST {baseUrl}/audio/speech returns audio bytes and no timings, so each
// word's time is estimated: words spread by spoken weight over the speech regions ffmpeg's
// silencedetect finds in the returned audio. The result says so (timingSource "proportional-estimate").

import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { withoutEmoji } from "../../text/emoji.ts";
import { type HttpOptions, joinUrl, MalformedResponseError, readBytes, requestWithRetry } from "../http.ts";
import type { CallOptions, SpeechResult, TtsProvider, VoiceSpec } from "../types.ts";
import { ProviderError } from "../types.ts";
import { detectSilences, probeMedia } from "./media-tools.ts";
import { captionWords, estimateWordTimings } from "./word-timing.ts";

export interface OpenAiSpeechConfig extends HttpOptions {
  /** Including the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string;
  /** Default gpt-4o-mini-tts (takes accent instructions); tts-1 and tts-1-hd work too. */
  model?: string;
  format?: "wav" | "mp3";
  keyEnv?: string;
}

/** OpenAI's documented input limit for one request. */
const MAX_INPUT_CHARS = 4096;
const MAX_AUDIO_BYTES = 64 * 1024 * 1024;
const VOICE_BY_GENDER = { female: "nova", male: "onyx" } as const;

export function createOpenAiSpeechTts(cfg: OpenAiSpeechConfig): TtsProvider {
  const id = "openai";
  const model = cfg.model ?? "gpt-4o-mini-tts";
  const format = cfg.format ?? "wav";
  return {
    id,
    async synthesize(
      text: string,
      voice: VoiceSpec,
      outDir: string,
      opts?: CallOptions,
    ): Promise<SpeechResult> {
      const input = text.trim();
      if (!input) throw new ProviderError(id, "openai speech: there is no text to speak");
      if (input.length > MAX_INPUT_CHARS) {
        throw new ProviderError(
          id,
          `openai speech takes at most ${MAX_INPUT_CHARS} characters per request; this scene has ${input.length}`,
        );
      }
      const voiceName = voice.voiceId ?? VOICE_BY_GENDER[voice.gender];
      // The voice is not given the emoji (the captions draw them, from the words of `input`).
      const said = withoutEmoji(input);
      if (!/[\p{L}\p{N}]/u.test(said))
        throw new ProviderError(id, "openai speech: there is no text to speak");
      const body: Record<string, unknown> = { model, input: said, voice: voiceName, response_format: format };
      if (voice.speed && voice.speed !== 1) body.speed = Math.min(4, Math.max(0.25, voice.speed));
      // Only the gpt-4o TTS models read style instructions; older ones reject unknown fields.
      const instructions = instructionsFor(voice);
      if (instructions && model.startsWith("gpt-4o")) body.instructions = instructions;

      const audio = await requestWithRetry({
        provider: id,
        url: joinUrl(cfg.baseUrl, "audio/speech"),
        init: {
          method: "POST",
          headers: { authorization: `Bearer ${cfg.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        signal: opts?.signal,
        retry: cfg.retry,
        keyEnv: cfg.keyEnv,
        read: async (res) => {
          const bytes = await readBytes(res, MAX_AUDIO_BYTES);
          if (!looksLikeAudio(bytes, format)) {
            throw new MalformedResponseError(
              `expected ${format} audio but got ${bytes.length} bytes of ${res.headers.get("content-type") ?? "unknown type"}`,
            );
          }
          return bytes;
        },
      });

      await mkdir(outDir, { recursive: true });
      const hash = createHash("sha256").update(JSON.stringify(body)).digest("hex").slice(0, 16);
      const audioPath = join(outDir, `openai-speech-${hash}.${format}`);
      await writeFile(audioPath, audio);
      const info = await probeMedia(id, audioPath);
      if (!info.durationSeconds) throw new ProviderError(id, "openai speech returned audio with no duration");
      const silences = await detectSilences(id, audioPath, info.durationSeconds);
      return {
        audioPath,
        durationSeconds: info.durationSeconds,
        words: estimateWordTimings(captionWords(input), info.durationSeconds, silences),
        timingSource: "proportional-estimate",
        credit: { provider: id, model: `${model}/${voiceName}`, builtin: false },
      };
    },
  };
}

function instructionsFor(voice: VoiceSpec): string | undefined {
  const parts: string[] = [];
  if (voice.accent) {
    const accent =
      voice.accent.toLowerCase() === "us" ? "American" : voice.accent.replace(/^\w/, (c) => c.toUpperCase());
    parts.push(`Speak ${voice.language} with a ${accent} accent.`);
  } else if (voice.language && !/^(en|english)/i.test(voice.language))
    parts.push(`Speak in ${voice.language}.`);
  return parts.length ? parts.join(" ") : undefined;
}

function looksLikeAudio(bytes: Buffer, format: "wav" | "mp3"): boolean {
  if (bytes.length < 16) return false;
  if (format === "wav")
    return (
      bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
      bytes.subarray(8, 12).toString("latin1") === "WAVE"
    );
  // MP3: an ID3 tag or an MPEG frame sync.
  return (
    bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
  );
}

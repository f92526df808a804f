// Speech recognition through any OpenAI-compatible POST {baseUrl}/audio/transcriptions (OpenAI's
// whisper-1, Groq, local whisper servers such as speaches or whisper.cpp's server): the audio as
// multipart form data with response_format=verbose_json and timestamp_granularities[]=word, read back
// as words with their times. The recogniser's words carry no punctuation, so the text's own spelling
// of each word (its case and punctuation) is put back where the two agree.
import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { z } from "zod";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type { AsrProvider, CallOptions, TranscribeRequest, Transcription, WordTiming } from "../types.ts";
import { ProviderError } from "../types.ts";

export interface OpenAiTranscriptionsConfig extends HttpOptions {
  /** Including the version path, e.g. https://api.openai.com/v1 or https://api.groq.com/openai/v1. */
  baseUrl: string;
  apiKey?: string;
  /** whisper-1 on OpenAI (its newer transcription models give no word timestamps), whisper-large-v3 on Groq. */
  model: string;
  keyEnv?: string;
}

/** OpenAI's documented upload limit of one transcription request. */
export const MAX_TRANSCRIPTION_BYTES = 25 * 1024 * 1024;

const ZVerboseTranscription = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.number().optional(),
  words: z.array(
    z.object({ word: z.string(), start: z.number().finite().min(0), end: z.number().finite().min(0) }),
    { error: "no word timestamps (the server must support timestamp_granularities[]=word)" },
  ),
});

export function createOpenAiTranscriptionsAsr(cfg: OpenAiTranscriptionsConfig): AsrProvider {
  const id = providerId(cfg.baseUrl);
  return {
    id,
    async transcribe(req: TranscribeRequest, opts?: CallOptions): Promise<Transcription> {
      const size = (await stat(req.audioPath)).size;
      if (size > MAX_TRANSCRIPTION_BYTES) {
        throw new ProviderError(
          id,
          `${id} speech recognition takes at most ${MAX_TRANSCRIPTION_BYTES / 1024 / 1024} MB of audio; this is ${(size / 1024 / 1024).toFixed(1)} MB`,
        );
      }
      const audio = await readFile(req.audioPath);
      const form = new FormData();
      const type = req.audioPath.endsWith(".wav") ? "audio/wav" : "audio/mpeg";
      form.append("file", new Blob([new Uint8Array(audio)], { type }), basename(req.audioPath));
      form.append("model", cfg.model);
      form.append("response_format", "verbose_json");
      form.append("timestamp_granularities[]", "word");
      if (req.language) form.append("language", req.language);
      const body = await requestWithRetry({
        provider: id,
        url: joinUrl(cfg.baseUrl, "audio/transcriptions"),
        init: {
          method: "POST",
          headers: cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {},
          body: form,
        },
        signal: opts?.signal,
        retry: cfg.retry,
        keyEnv: cfg.keyEnv,
        read: async (res) => {
          const parsed = ZVerboseTranscription.safeParse(await readJson(res));
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new MalformedResponseError(
              `not a verbose_json transcription: ${issue?.path.join(".") || "body"} ${issue?.message ?? ""}`.trim(),
            );
          }
          return parsed.data;
        },
      });
      const words = body.words
        .map((w) => ({ word: w.word.trim(), start: w.start, end: Math.max(w.start, w.end) }))
        .filter((w) => w.word.length > 0);
      return {
        text: body.text.trim(),
        words: spellAsWritten(body.text, words),
        ...(body.language ? { language: body.language } : {}),
        ...(body.duration !== undefined ? { durationSeconds: body.duration } : {}),
        credit: { provider: id, model: cfg.model, builtin: false },
      };
    },
  };
}

/** "openai" for api.openai.com, "groq" for api.groq.com, else the host ("asr@localhost:8000"). */
function providerId(baseUrl: string): string {
  const host = new URL(baseUrl).host;
  if (host === "api.openai.com") return "openai";
  if (host === "api.groq.com") return "groq";
  return `asr@${host}`;
}

const bare = (s: string) =>
  s
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The recogniser's words spelled as its text writes them ("world" -> "world."), where the two agree in
 * order; a word the text does not have nearby keeps the recogniser's spelling. Texts of scripts without
 * spaces are left as the words are.
 */
export function spellAsWritten(text: string, words: WordTiming[]): WordTiming[] {
  const tokens = text.split(/\s+/).filter((t) => bare(t).length > 0);
  let at = 0;
  return words.map((w) => {
    const key = bare(w.word);
    for (let k = at; k < Math.min(tokens.length, at + 4); k++) {
      if (key && bare(tokens[k]!) === key) {
        at = k + 1;
        return { ...w, word: tokens[k]! };
      }
    }
    return w;
  });
}

// ElevenLabs text-to-speech with timestamps: POST {baseUrl}/v1/text-to-speech/{voice_id}/with-timestamps
// returns JSON with base64 audio and per-character start/end times, from which caption words get
// exact timings (timingSource "provider-alignment").
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { withoutEmoji } from "../../text/emoji.ts";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type { CallOptions, SpeechResult, TtsProvider, VoiceSpec } from "../types.ts";
import { ProviderError } from "../types.ts";
import { probeMedia } from "./media-tools.ts";
import { withWrittenWords, wordsFromCharacterAlignment } from "./word-timing.ts";

export interface ElevenLabsConfig extends HttpOptions {
  /** Default https://api.elevenlabs.io (paths start with /v1). */
  baseUrl: string;
  apiKey: string;
  /** Default eleven_multilingual_v2 (29 languages). */
  model?: string;
  keyEnv?: string;
}

/** ElevenLabs premade voices, chosen by gender and (for English) accent when the user picked none. */
const PREMADE_VOICES: Record<string, { female: string; male: string }> = {
  default: { female: "21m00Tcm4TlvDq8ikWAM" /* Rachel */, male: "pNInz6obpgDQGcFmaJgB" /* Adam */ },
  british: { female: "Xb7hH8MSUJpSbSDYk0k2" /* Alice */, male: "JBFqnCBsd6RMkjVDRZzb" /* George */ },
};

const ZAlignment = z
  .object({
    characters: z.array(z.string()),
    character_start_times_seconds: z.array(z.number()),
    character_end_times_seconds: z.array(z.number()),
  })
  .refine(
    (a) =>
      a.characters.length === a.character_start_times_seconds.length &&
      a.characters.length === a.character_end_times_seconds.length,
    "alignment arrays differ in length",
  );

const ZWithTimestamps = z.object({
  audio_base64: z.string().min(1),
  alignment: ZAlignment.nullable().optional(),
  normalized_alignment: ZAlignment.nullable().optional(),
});

const OUTPUT_FORMAT = "mp3_44100_128";

export function createElevenLabsTts(cfg: ElevenLabsConfig): TtsProvider {
  const id = "elevenlabs";
  const model = cfg.model ?? "eleven_multilingual_v2";
  return {
    id,
    async synthesize(
      text: string,
      voice: VoiceSpec,
      outDir: string,
      opts?: CallOptions,
    ): Promise<SpeechResult> {
      const input = text.trim();
      if (!input) throw new ProviderError(id, "elevenlabs: there is no text to speak");
      const voiceId = voice.voiceId ?? pickVoice(voice);
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(voiceId))
        throw new ProviderError(id, `elevenlabs: invalid voice id ${JSON.stringify(voiceId)}`);
      // The voice is not given the emoji (it would read their names or stumble): the captions draw them,
      // from the words of `input`.
      const said = withoutEmoji(input);
      if (!/[\p{L}\p{N}]/u.test(said)) throw new ProviderError(id, "elevenlabs: there is no text to speak");
      const body: Record<string, unknown> = { text: said, model_id: model };
      // ElevenLabs accepts speed 0.7 .. 1.2; anything outside is clamped rather than refused.
      if (voice.speed && voice.speed !== 1) {
        body.voice_settings = {
          stability: 0.5,
          similarity_boost: 0.75,
          speed: Math.min(1.2, Math.max(0.7, voice.speed)),
        };
      }
      const url = joinUrl(cfg.baseUrl, `v1/text-to-speech/${voiceId}/with-timestamps`);
      url.searchParams.set("output_format", OUTPUT_FORMAT);

      const result = await requestWithRetry({
        provider: id,
        url,
        init: {
          method: "POST",
          headers: {
            "xi-api-key": cfg.apiKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify(body),
        },
        signal: opts?.signal,
        retry: cfg.retry,
        keyEnv: cfg.keyEnv,
        read: async (res) => {
          const parsed = ZWithTimestamps.safeParse(await readJson(res));
          if (!parsed.success) {
            throw new MalformedResponseError(
              `unexpected with-timestamps body (${parsed.error.issues[0]?.message})`,
            );
          }
          const alignment = parsed.data.alignment ?? parsed.data.normalized_alignment;
          if (!alignment || alignment.characters.length === 0)
            throw new MalformedResponseError("no character alignment");
          const audio = Buffer.from(parsed.data.audio_base64, "base64");
          if (audio.length < 16) throw new MalformedResponseError("audio_base64 decodes to almost nothing");
          return { audio, alignment };
        },
      });

      await mkdir(outDir, { recursive: true });
      const hash = createHash("sha256")
        .update(`${voiceId}\n${model}\n${JSON.stringify(body)}`)
        .digest("hex")
        .slice(0, 16);
      const audioPath = join(outDir, `elevenlabs-${hash}.mp3`);
      await writeFile(audioPath, result.audio);
      const info = await probeMedia(id, audioPath);
      const words = withWrittenWords(
        wordsFromCharacterAlignment(
          result.alignment.characters,
          result.alignment.character_start_times_seconds,
          result.alignment.character_end_times_seconds,
        ),
        input,
      );
      const lastEnd = words.at(-1)?.end ?? 0;
      return {
        audioPath,
        durationSeconds: info.durationSeconds ?? lastEnd,
        words,
        timingSource: "provider-alignment",
        credit: { provider: id, model: `${model}/${voiceId}`, builtin: false },
      };
    },
  };
}

function pickVoice(voice: VoiceSpec): string {
  const set = (voice.accent && PREMADE_VOICES[voice.accent.toLowerCase()]) || PREMADE_VOICES.default!;
  return set[voice.gender];
}

import { z } from "zod";
import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  GENDER_CHOICES,
  VIDEO_LANGUAGES,
} from "../vocabularies.ts";
import { defineGenerator, spokenSeconds, titleFrom } from "./define.ts";
import { oneOf, ZUploadId } from "./fields.ts";

export const MAX_VOICE_OVER_TEXT = 20_000;
export const VOICE_SPEED = { min: 0.5, max: 2 } as const;

const speed = z
  .number({ error: "speed must be a number" })
  .min(VOICE_SPEED.min, `speed must be from ${VOICE_SPEED.min} to ${VOICE_SPEED.max}`)
  .max(VOICE_SPEED.max, `speed must be from ${VOICE_SPEED.min} to ${VOICE_SPEED.max}`);

export const ZVoiceOverInput = z.object({
  text: z
    .string({ error: "Write Something!" })
    .max(MAX_VOICE_OVER_TEXT, `The text must be at most ${MAX_VOICE_OVER_TEXT} characters`)
    .refine((s) => /[\p{L}\p{N}]/u.test(s), "Write Something!"),
  language: oneOf(VIDEO_LANGUAGES, "language"),
  gender: oneOf(GENDER_CHOICES, "gender"),
  accent: z.string().trim().max(40).optional(),
  speed: speed.optional(),
  // The user's own video to narrate over (its sound ducked under the voice).
  video: ZUploadId.optional(),
  // Burn the words into that video as captions (default true).
  burnCaptions: z.boolean().optional(),
  captions: z.enum(CAPTION_STYLE_CHOICES, { error: "Unknown caption style" }).optional(),
  font: z.enum(CAPTION_FONT_CHOICES, { error: "Unknown font" }).optional(),
  // The user's brand kit over that video (logo corner, caption colour and font, intro and outro):
  // used unless false.
  brand: z.boolean({ error: "brand must be true or false" }).optional(),
});
export type TVoiceOverInput = z.infer<typeof ZVoiceOverInput>;

/** GET /api/voice-over/preview: a few seconds of one voice. */
export const ZVoicePreviewQuery = z.object({
  language: oneOf(VIDEO_LANGUAGES, "language"),
  gender: oneOf(GENDER_CHOICES, "gender"),
  accent: z.string().trim().max(40).optional(),
  speed: z.coerce.number({ error: "speed must be a number" }).pipe(speed).optional(),
});
export type TVoicePreviewQuery = z.infer<typeof ZVoicePreviewQuery>;

export const voiceOverGenerator = defineGenerator({
  kind: "voice-over",
  input: ZVoiceOverInput,
  feature: "voiceOvers",
  units: () => 1,
  // Over an uploaded video the result is as long as the video: the rendered seconds are charged.
  seconds: (input) => spokenSeconds(input.text, input.speed ?? 1),
  title: (input) => titleFrom(input.text),
  uploads: (input) => (input.video ? [{ id: input.video, kinds: ["video"] as const, field: "video" }] : []),
  label: "Voice-over generator",
  noun: "Voice-over",
  icon: "voice-over",
  page: "/dashboard/voice-over-generator",
});

import { z } from "zod";
import {
  AGE_GROUP_CHOICES,
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  GENDER_CHOICES,
  MUSIC_MOOD_CHOICES,
  VIDEO_DURATION_LIMITS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "./vocabularies.ts";

// Generations: the spec's synchronous calls (SPEC 7) and the asynchronous API the dashboard uses
// (create, poll progress, library, cancel, delete, share).

export const GENERATION_KINDS = ["script", "image", "video", "faceless"] as const;
export type TGenerationKind = (typeof GENERATION_KINDS)[number];
export const GENERATION_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type TGenerationStatus = (typeof GENERATION_STATUSES)[number];

export const MAX_FACELESS_SCRIPT = 320_000;
export const MAX_PROMPT = 4000;

function oneOf<T extends readonly string[]>(choices: T, what: string) {
  // Case-insensitive, answers with the spelling of the list.
  return z.string({ error: `${what} is required` }).transform((value, ctx) => {
    const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: `${what} must be one of ${choices.join(", ")}` });
      return z.NEVER;
    }
    return found as T[number];
  });
}

// "5 Seconds", "5", 5 -> 5. The spec offers 5 to 10; longer is allowed up to 60.
export const ZVideoDuration = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const n =
    typeof value === "number"
      ? value
      : Number(/^\s*(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds?)?\s*$/i.exec(value)?.[1]);
  const { min, max } = VIDEO_DURATION_LIMITS;
  if (!Number.isFinite(n) || n < min || n > max) {
    ctx.addIssue({
      code: "custom",
      message: `videoDuration must be from ${min} to ${max} seconds (e.g. "5 Seconds")`,
    });
    return z.NEVER;
  }
  return Math.round(n);
});

// One value or a list of values (the spec sends lists; a single string is accepted too).
const listOf = <T extends readonly string[]>(choices: T, what: string) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(oneOf(choices, what)));

const prompt = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(MAX_PROMPT, `${what} must be at most ${MAX_PROMPT} characters`);

export const ZScriptInput = z.object({ script: prompt("script") });
export type TScriptInput = z.infer<typeof ZScriptInput>;

export const ZImageInput = z.object({ prompt: prompt("prompt") });
export type TImageInput = z.infer<typeof ZImageInput>;

export const ZVideoInput = z.object({
  description: prompt("description"),
  agegroup: listOf(AGE_GROUP_CHOICES, "agegroup").default(["All Age Groups"]),
  platform: oneOf(VIDEO_PLATFORMS, "platform").default("Youtube"),
  videoDuration: ZVideoDuration.default(5),
  gender: listOf(GENDER_CHOICES, "gender")
    .default(["Female"])
    .refine((g) => g.length <= 1, "Choose one gender"),
  // One video per language: the first is the primary video, each other one a video of its own
  // (and a usage unit of its own).
  languages: z.array(oneOf(VIDEO_LANGUAGES, "language")).optional(),
});
export type TVideoInput = z.infer<typeof ZVideoInput>;

export const ZFacelessInput = z.object({
  script: z
    .string({ error: "Write Something!" })
    .max(MAX_FACELESS_SCRIPT, `The script must be at most ${MAX_FACELESS_SCRIPT} characters`)
    .refine((s) => s.trim() !== "", "Write Something!"),
  platform: oneOf(VIDEO_PLATFORMS, "platform").optional(),
  language: oneOf(VIDEO_LANGUAGES, "language").optional(),
  gender: oneOf(GENDER_CHOICES, "gender").optional(),
  accent: z.string().trim().max(40).optional(),
  captions: z.enum(CAPTION_STYLE_CHOICES, { error: "Unknown caption style" }).optional(),
  font: z.enum(CAPTION_FONT_CHOICES, { error: "Unknown font" }).optional(),
  music: z.enum(MUSIC_MOOD_CHOICES, { error: "Unknown music mood" }).optional(),
});
export type TFacelessInput = z.infer<typeof ZFacelessInput>;

export const ZCreateGeneration = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("script"), input: ZScriptInput }),
  z.object({ kind: z.literal("image"), input: ZImageInput }),
  z.object({ kind: z.literal("video"), input: ZVideoInput }),
  z.object({ kind: z.literal("faceless"), input: ZFacelessInput }),
]);
export type TCreateGeneration = z.input<typeof ZCreateGeneration>;

export const ZProviderCredit = z.object({
  provider: z.string(),
  model: z.string().optional(),
  builtin: z.boolean(),
  fallbackFrom: z.string().optional(),
  fallbackReason: z.string().optional(),
});
export type TProviderCredit = z.infer<typeof ZProviderCredit>;

export const ZVideoAlternate = z.object({
  // English name of the language ("Spanish") and its BCP-47 code ("es").
  language: z.string(),
  code: z.string(),
  videoUrl: z.string(),
  srtUrl: z.string().optional(),
  vttUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  durationSeconds: z.number(),
});
export type TVideoAlternate = z.infer<typeof ZVideoAlternate>;

export const ZGeneration = z.object({
  id: z.string(),
  kind: z.enum(GENERATION_KINDS),
  status: z.enum(GENERATION_STATUSES),
  stage: z.string().nullable(),
  percent: z.number(),
  title: z.string(),
  // Same-origin URLs under /media/ (owner only) for each asset the generation produced.
  result: z
    .object({
      videoUrl: z.string().optional(),
      imageUrl: z.string().optional(),
      thumbnailUrl: z.string().optional(),
      srtUrl: z.string().optional(),
      vttUrl: z.string().optional(),
      storyboardUrl: z.string().optional(),
      text: z.string().optional(),
      durationSeconds: z.number().optional(),
      // A prompt video's language ("Spanish", "es") when the request chose languages.
      language: z.string().optional(),
      languageCode: z.string().optional(),
      // The same video in the other languages chosen, each a separate render with its own files.
      alternates: z.array(ZVideoAlternate).optional(),
      // "Voice: espeak-ng (built-in)" style lines: which provider made each part.
      credits: z.array(z.object({ role: z.string(), label: z.string() })),
    })
    .nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TGeneration = z.infer<typeof ZGeneration>;

export const ZGenerationList = z.object({
  items: z.array(ZGeneration),
  nextCursor: z.string().nullable(),
});
export type TGenerationList = z.infer<typeof ZGenerationList>;

// A share link plays one file: the video (in `language`, a code from the result's languageCode or
// alternates, when it was made in several) or the image.
export const ZShareRequest = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i, "language must be a language code such as es or pt-br")
    .optional(),
});
export type TShareRequest = z.infer<typeof ZShareRequest>;
export const ZShareResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type TShareResponse = z.infer<typeof ZShareResponse>;

export const ZScriptResponse = z.object({ result: z.string() });
export const ZVideoResponse = z.object({ videoUrl: z.string() });
export const ZImageResponse = z.object({ imageUrl: z.string() });
export const ZVideoDownloadRequest = z.object({
  VideoUrl: z.string({ error: "VideoUrl is required" }).min(1, "VideoUrl is required"),
});
export const ZImageDownloadRequest = z.object({
  imageUrl: z.string({ error: "imageUrl is required" }).min(1, "imageUrl is required"),
});

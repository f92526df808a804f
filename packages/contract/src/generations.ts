import { z } from "zod";
import { GENERATION_KINDS } from "./generators/index.ts";

export * from "./generators/index.ts";

// Generations: the spec's synchronous calls (SPEC 7) and the asynchronous API the dashboard uses
// (create, poll progress, library, cancel, delete, share).

export const GENERATION_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type TGenerationStatus = (typeof GENERATION_STATUSES)[number];

export const ZProviderCredit = z
  .object({
    provider: z.string(),
    model: z.string().optional(),
    builtin: z.boolean(),
    fallbackFrom: z.string().optional(),
    fallbackReason: z.string().optional(),
  })
  .meta({ id: "ProviderCredit" });
export type TProviderCredit = z.infer<typeof ZProviderCredit>;

export const ZVideoAlternate = z
  .object({
    // English name of the language ("Spanish") and its BCP-47 code ("es").
    language: z.string(),
    code: z.string(),
    videoUrl: z.string(),
    srtUrl: z.string().optional(),
    vttUrl: z.string().optional(),
    thumbnailUrl: z.string().optional(),
    durationSeconds: z.number(),
  })
  .meta({ id: "VideoAlternate" });
export type TVideoAlternate = z.infer<typeof ZVideoAlternate>;

export const ZGeneration = z
  .object({
    id: z.string(),
    kind: z.enum(GENERATION_KINDS),
    status: z.enum(GENERATION_STATUSES),
    stage: z.string().nullable(),
    percent: z.number(),
    title: z.string(),
    // Set on a version made by an edit (issue 12): the generation it was edited from.
    parentId: z.string().nullable().optional(),
    // In the library's list: how many versions the video has (edits and restores included), when more
    // than one; the list shows a video once, as its newest finished version.
    versionCount: z.number().int().optional(),
    // Same-origin URLs under /media/ (owner only) for each asset the generation produced.
    result: z
      .object({
        videoUrl: z.string().optional(),
        imageUrl: z.string().optional(),
        thumbnailUrl: z.string().optional(),
        srtUrl: z.string().optional(),
        vttUrl: z.string().optional(),
        storyboardUrl: z.string().optional(),
        // The voice and the music of a video as WAV files, at their level in the mix.
        voiceStemUrl: z.string().optional(),
        musicStemUrl: z.string().optional(),
        // A voice-over's narration as MP3 and as WAV (its words in srtUrl and vttUrl).
        audioUrl: z.string().optional(),
        wavUrl: z.string().optional(),
        text: z.string().optional(),
        durationSeconds: z.number().optional(),
        // A prompt video's language ("Spanish", "es") when the request chose languages.
        language: z.string().optional(),
        languageCode: z.string().optional(),
        // The same video in the other languages chosen, each a separate render with its own files.
        alternates: z.array(ZVideoAlternate).optional(),
        // Plain notes from the script writer: facts a short video could not hold, words not translated.
        notes: z.array(z.string()).optional(),
        // Clips cut from the user's video (kind "clips"): where each starts and ends in the source
        // (seconds) and its own video, reframed to the platform.
        clips: z
          .array(
            z.object({
              start: z.number(),
              end: z.number(),
              videoUrl: z.string(),
              thumbnailUrl: z.string().optional(),
            }),
          )
          .optional(),
        // Subtitles: the captions as cues (seconds on the video's clock), to edit and burn in again.
        cues: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).optional(),
        // "Voice: espeak-ng (built-in)" style lines: which provider made each part.
        credits: z.array(z.object({ role: z.string(), label: z.string() })),
      })
      .nullable(),
    error: z.string().nullable(),
    // A script's message as the user wrote it, and the previous reply of its conversation.
    message: z.string().optional(),
    follows: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Generation" });
export type TGeneration = z.infer<typeof ZGeneration>;

export const ZGenerationList = z
  .object({
    items: z.array(ZGeneration),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "GenerationList" });
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
export const ZShareResponse = z.object({ url: z.string(), expiresAt: z.string() }).meta({ id: "ShareLink" });
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

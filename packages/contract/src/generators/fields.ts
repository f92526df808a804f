import { z } from "zod";
import type { TUploadKind } from "../uploads.ts";
import { MOVIE_DURATION_LIMITS, VIDEO_DURATION_LIMITS } from "../vocabularies.ts";

// Field schemas the generators' inputs share.

export const MAX_PROMPT = 4000;

/** One of `choices`, case-insensitive; answers with the spelling of the list. */
export function oneOf<T extends readonly string[]>(choices: T, what: string) {
  return z.string({ error: `${what} is required` }).transform((value, ctx) => {
    const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: `${what} must be one of ${choices.join(", ")}` });
      return z.NEVER;
    }
    return found as T[number];
  });
}

/** One value or a list of values (the spec sends lists; a single string is accepted too). */
export const listOf = <T extends readonly string[]>(choices: T, what: string) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(oneOf(choices, what)));

export const prompt = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(MAX_PROMPT, `${what} must be at most ${MAX_PROMPT} characters`);

// "5 Seconds", "5", 5 -> 5. The spec offers 5 to 10; longer is allowed up to the limit.
const videoDuration = (limits: { min: number; max: number }) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const n =
      typeof value === "number"
        ? value
        : Number(/^\s*(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds?)?\s*$/i.exec(value)?.[1]);
    const { min, max } = limits;
    if (!Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({
        code: "custom",
        message: `videoDuration must be from ${min} to ${max} seconds (e.g. "5 Seconds")`,
      });
      return z.NEVER;
    }
    return Math.round(n);
  });
export const ZVideoDuration = videoDuration(VIDEO_DURATION_LIMITS);
/** The movie maker's lengths (a prompt video of `style: "movie"`): up to three minutes. */
export const ZMovieDuration = videoDuration(MOVIE_DURATION_LIMITS);

// The user's own uploads in a generation (issue 11): ids from POST /api/uploads. An id that is not the
// caller's own upload is answered 404, as a missing one; an upload of the wrong kind 400.

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ZUploadId = z
  .string({ error: "an upload id is required" })
  .trim()
  .regex(UPLOAD_ID, "must be the id of one of your uploads");

export const MEDIA_ORDERS = ["in-order", "match"] as const;
export const CLIP_SOUNDS = ["mix", "mute"] as const;

/** The fields a video generator takes to use the user's media. */
export const mediaFields = {
  // Photos and clips, shown before any other visual: in the order given, or each with the scene whose
  // words match its name ("match").
  media: z.array(ZUploadId).max(100, "at most 100 photos and clips").optional(),
  mediaOrder: z
    .enum(MEDIA_ORDERS, { error: `mediaOrder must be one of ${MEDIA_ORDERS.join(", ")}` })
    .optional(),
  // An uploaded song under the narration, instead of a music mood.
  musicUpload: ZUploadId.optional(),
  // An uploaded clip's own sound: mixed under the voice (the default) or muted.
  clipSound: z.enum(CLIP_SOUNDS, { error: `clipSound must be one of ${CLIP_SOUNDS.join(", ")}` }).optional(),
  // The user's brand kit (logo, colours, caption font, intro and outro): used unless false.
  brand: z.boolean({ error: "brand must be true or false" }).optional(),
};

/** One upload a generation's input refers to, and the kinds it may be. */
export type UploadRef = { field: string; id: string; kinds: readonly TUploadKind[] };

/** The uploads named by the media fields. */
export function mediaUploads(input: { media?: string[]; musicUpload?: string }): UploadRef[] {
  return [
    ...(input.media ?? []).map((id, i) => ({ field: `media[${i}]`, id, kinds: ["image", "video"] as const })),
    ...(input.musicUpload
      ? [{ field: "musicUpload", id: input.musicUpload, kinds: ["audio"] as const }]
      : []),
  ];
}

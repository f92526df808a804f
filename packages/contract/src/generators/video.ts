import { z } from "zod";
import {
  AGE_GROUP_CHOICES,
  GENDER_CHOICES,
  MOVIE_DURATION_LIMITS,
  VIDEO_DURATION_LIMITS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
  VIDEO_STYLES,
} from "../vocabularies.ts";
import { defineGenerator, titleFrom } from "./define.ts";
import { listOf, mediaFields, mediaUploads, oneOf, prompt, ZMovieDuration } from "./fields.ts";

export const ZVideoInput = z
  .object({
    description: prompt("description"),
    agegroup: listOf(AGE_GROUP_CHOICES, "agegroup").default(["All Age Groups"]),
    platform: oneOf(VIDEO_PLATFORMS, "platform").default("Youtube"),
    // Up to VIDEO_DURATION_LIMITS.max seconds; the movie maker's style up to MOVIE_DURATION_LIMITS.max.
    videoDuration: ZMovieDuration.default(5),
    gender: listOf(GENDER_CHOICES, "gender")
      .default(["Female"])
      .refine((g) => g.length <= 1, "Choose one gender"),
    // One video per language: the first is the primary video, each other one a video of its own
    // (and a usage unit of its own).
    languages: z.array(oneOf(VIDEO_LANGUAGES, "language")).optional(),
    // A preset's look (issue 13): "animated" (the animation maker's illustrated explainer: built-in
    // illustrations, kinetic text, bright colours) or "movie" (the movie maker's story in many scenes,
    // up to three minutes). Absent: the video generator's own look.
    style: z.enum(VIDEO_STYLES, { error: `style must be one of ${VIDEO_STYLES.join(", ")}` }).optional(),
    ...mediaFields,
  })
  .superRefine((input, ctx) => {
    if (input.style !== "movie" && input.videoDuration > VIDEO_DURATION_LIMITS.max) {
      ctx.addIssue({
        code: "custom",
        path: ["videoDuration"],
        message: `videoDuration must be from ${VIDEO_DURATION_LIMITS.min} to ${VIDEO_DURATION_LIMITS.max} seconds (e.g. "5 Seconds"); the movie maker (style "movie") makes up to ${MOVIE_DURATION_LIMITS.max}`,
      });
    }
  })
  .meta({ id: "VideoInput" });
export type TVideoInput = z.infer<typeof ZVideoInput>;

/** The languages a prompt video is made in, each once, in the order chosen. */
export function videoLanguages(input: Pick<TVideoInput, "languages">): string[] {
  return [...new Set(input.languages ?? [])];
}

export const videoGenerator = defineGenerator({
  kind: "video",
  input: ZVideoInput,
  feature: "videos",
  // One video per language it asks for.
  units: (input) => Math.max(1, videoLanguages(input).length),
  seconds: (input) => input.videoDuration * Math.max(1, videoLanguages(input).length),
  uploads: mediaUploads,
  title: (input) => titleFrom(input.description),
  label: "Video generator",
  noun: "Video",
  icon: "video",
  page: "/dashboard/video-generator",
});

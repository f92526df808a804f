import { z } from "zod";
import { AGE_GROUP_CHOICES, GENDER_CHOICES, VIDEO_LANGUAGES, VIDEO_PLATFORMS } from "../vocabularies.ts";
import { defineGenerator, titleFrom } from "./define.ts";
import { listOf, mediaFields, mediaUploads, oneOf, prompt, ZVideoDuration } from "./fields.ts";

export const ZVideoInput = z
  .object({
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
    ...mediaFields,
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

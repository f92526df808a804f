import { z } from "zod";
import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  GENDER_CHOICES,
  MUSIC_MOOD_CHOICES,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "../vocabularies.ts";
import { defineGenerator, spokenSeconds, titleFrom } from "./define.ts";
import { mediaFields, mediaUploads, oneOf } from "./fields.ts";

export const MAX_FACELESS_SCRIPT = 320_000;

export const ZFacelessInput = z
  .object({
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
    ...mediaFields,
  })
  .meta({ id: "FacelessInput" });
export type TFacelessInput = z.infer<typeof ZFacelessInput>;

export const facelessGenerator = defineGenerator({
  kind: "faceless",
  input: ZFacelessInput,
  feature: "facelessVideos",
  units: () => 1,
  seconds: (input) => spokenSeconds(input.script),
  uploads: mediaUploads,
  title: (input) => titleFrom(input.script),
  label: "Faceless videos",
  noun: "Faceless video",
  icon: "faceless",
  page: "/dashboard/faceless-videos",
});

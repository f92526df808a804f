import { z } from "zod";
import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  GENDER_CHOICES,
  MUSIC_MOOD_CHOICES,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "../vocabularies.ts";
import { defineGenerator, titleFrom } from "./define.ts";
import { oneOf, ZUploadId } from "./fields.ts";

export const SLIDESHOW_IMAGES = { min: 2, max: 100 } as const;
export const SLIDE_SECONDS = { min: 1, max: 20 } as const;
export const MAX_SLIDE_TEXT = 300;
/** How long a slide lasts when the request does not say. */
export const DEFAULT_SLIDE_SECONDS = 3;
/** How one slide changes into the next. */
export const SLIDE_TRANSITIONS = ["fade", "slideleft", "slideup", "wipeleft", "circleopen", "none"] as const;

export const ZSlideshowInput = z
  .object({
    images: z
      .array(ZUploadId, { error: "images must be a list of upload ids" })
      .min(SLIDESHOW_IMAGES.min, `A slideshow needs at least ${SLIDESHOW_IMAGES.min} images`)
      .max(SLIDESHOW_IMAGES.max, `A slideshow takes at most ${SLIDESHOW_IMAGES.max} images`),
    // One text per slide, in order (an empty one: none); shown on the slide, or spoken with `narrate`.
    texts: z
      .array(z.string().max(MAX_SLIDE_TEXT, `A slide's text must be at most ${MAX_SLIDE_TEXT} characters`))
      .max(SLIDESHOW_IMAGES.max)
      .optional(),
    narrate: z.boolean().optional(),
    language: oneOf(VIDEO_LANGUAGES, "language").optional(),
    gender: oneOf(GENDER_CHOICES, "gender").optional(),
    accent: z.string().trim().max(40).optional(),
    music: z.enum(MUSIC_MOOD_CHOICES, { error: "Unknown music mood" }).optional(),
    musicUpload: ZUploadId.optional(),
    platform: oneOf(VIDEO_PLATFORMS, "platform"),
    secondsPerSlide: z
      .number({ error: "secondsPerSlide must be a number" })
      .min(SLIDE_SECONDS.min, `secondsPerSlide must be from ${SLIDE_SECONDS.min} to ${SLIDE_SECONDS.max}`)
      .max(SLIDE_SECONDS.max, `secondsPerSlide must be from ${SLIDE_SECONDS.min} to ${SLIDE_SECONDS.max}`)
      .optional(),
    // Share the length of the uploaded music out among the slides.
    fitToMusic: z.boolean().optional(),
    transition: z.enum(SLIDE_TRANSITIONS, { error: "Unknown transition" }).optional(),
    captions: z.enum(CAPTION_STYLE_CHOICES, { error: "Unknown caption style" }).optional(),
    font: z.enum(CAPTION_FONT_CHOICES, { error: "Unknown font" }).optional(),
    // The user's brand kit (logo, colours, caption font, intro and outro): used unless false.
    brand: z.boolean({ error: "brand must be true or false" }).optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.texts?.length ?? 0) > input.images.length)
      ctx.addIssue({ code: "custom", path: ["texts"], message: "There are more texts than images" });
    if (input.musicUpload && input.music && input.music !== "none")
      ctx.addIssue({
        code: "custom",
        path: ["music"],
        message: "Choose a music mood or your own music, not both",
      });
    if (input.fitToMusic && !input.musicUpload)
      ctx.addIssue({
        code: "custom",
        path: ["fitToMusic"],
        message: "Fitting the slides to the music needs your own music (musicUpload)",
      });
    if (input.fitToMusic && input.secondsPerSlide !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["secondsPerSlide"],
        message: "Set secondsPerSlide or fitToMusic, not both",
      });
  });
export type TSlideshowInput = z.infer<typeof ZSlideshowInput>;

export const slideshowGenerator = defineGenerator({
  kind: "slideshow",
  input: ZSlideshowInput,
  feature: "slideshows",
  units: () => 1,
  // Fitted to the music, the slides last as long as the music: the rendered seconds are charged.
  seconds: (input) => input.images.length * (input.secondsPerSlide ?? DEFAULT_SLIDE_SECONDS),
  title: (input) =>
    titleFrom(input.texts?.find((t) => t.trim()) ?? `Slideshow of ${input.images.length} pictures`),
  uploads: (input) => [
    ...input.images.map((id, i) => ({ id, kinds: ["image"] as const, field: `images[${i}]` })),
    ...(input.musicUpload
      ? [{ id: input.musicUpload, kinds: ["audio"] as const, field: "musicUpload" }]
      : []),
  ],
  label: "Slideshow maker",
  noun: "Slideshow",
  icon: "slideshow",
  page: "/dashboard/slideshow-maker",
});

import { z } from "zod";
import { VIDEO_PLATFORMS } from "../vocabularies.ts";
import { defineGenerator, titleFrom } from "./define.ts";
import { oneOf, ZUploadId } from "./fields.ts";

// Meme video maker (issue 13): the user's words in classic meme lettering, laid out by a template,
// over their own clip or photo, or over a built-in illustration chosen from the words.

/** Most characters of one meme text. */
export const MAX_MEME_TEXT = 150;
/** A still (photo or illustration) lasts this long; an uploaded clip keeps its length up to the cap. */
export const MEME_STILL_SECONDS = 5;
export const MEME_MAX_SECONDS = 20;

export const MEME_TEMPLATE_IDS = ["caption-bar", "top-bottom", "reaction-split"] as const;
export type MemeTemplateId = (typeof MEME_TEMPLATE_IDS)[number];

/** One text field a template shows, and what the form calls it. */
export type MemeTemplateField = {
  name: "topText" | "bottomText";
  label: string;
  placeholder: string;
  maxLength: number;
};

export type MemeTemplate = {
  id: MemeTemplateId;
  name: string;
  description: string;
  fields: MemeTemplateField[];
};

const field = (name: MemeTemplateField["name"], label: string, placeholder: string): MemeTemplateField => ({
  name,
  label,
  placeholder,
  maxLength: MAX_MEME_TEXT,
});

/** The templates (GET /api/meme-templates), in the picker's order. */
export const MEME_TEMPLATES: readonly MemeTemplate[] = [
  {
    id: "caption-bar",
    name: "Caption bar",
    description: "A white bar above the picture with your caption in bold black letters.",
    fields: [
      field("topText", "Caption", "POV: the code worked on the first try"),
      field("bottomText", "Under the picture (optional)", "nobody believes you"),
    ],
  },
  {
    id: "top-bottom",
    name: "Top and bottom",
    description: "Bold white letters with a black outline over the top and the bottom of the picture.",
    fields: [
      field("topText", "Top text", "When the meeting could have been an email"),
      field("bottomText", "Bottom text", "And it was 2 hours long 😭"),
    ],
  },
  {
    id: "reaction-split",
    name: "Reaction split",
    description:
      "Your line on one half, the reaction on the other: stacked on vertical videos, side by side on wide ones.",
    fields: [
      field("topText", "The situation", "Me seeing my screen time for the week"),
      field("bottomText", "Over the reaction (optional)", "nope"),
    ],
  },
];

const memeText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(MAX_MEME_TEXT, `${name} must be at most ${MAX_MEME_TEXT} characters`)
    .optional();

export const ZMemeInput = z
  .object({
    template: z.string({ error: "template is required" }).transform((value, ctx) => {
      const id = value.trim().toLowerCase();
      const found = MEME_TEMPLATE_IDS.find((t) => t === id);
      if (!found) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown meme template "${value}": choose one of ${MEME_TEMPLATE_IDS.join(", ")}`,
        });
        return z.NEVER;
      }
      return found;
    }),
    topText: memeText("topText"),
    bottomText: memeText("bottomText"),
    // A photo or a clip of the user's uploads; without one, an illustration of the words.
    media: ZUploadId.optional(),
    platform: oneOf(VIDEO_PLATFORMS, "platform").default("TikTok"),
  })
  .superRefine((input, ctx) => {
    const hasWords = (t?: string) => !!t && /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(t);
    if (!hasWords(input.topText) && !hasWords(input.bottomText))
      ctx.addIssue({
        code: "custom",
        path: ["topText"],
        message: "Write the meme's text: topText, bottomText or both",
      });
  })
  .meta({ id: "MemeInput" });
export type TMemeInput = z.infer<typeof ZMemeInput>;

export const memeGenerator = defineGenerator({
  kind: "meme",
  input: ZMemeInput,
  // A meme is one of the videos allowance.
  feature: "videos",
  units: () => 1,
  // A still lasts a few seconds; a clip's own length (its upload's, capped) is what the service reserves.
  seconds: () => MEME_STILL_SECONDS,
  uploads: (input) =>
    input.media ? [{ id: input.media, kinds: ["image", "video"] as const, field: "media" }] : [],
  title: (input) =>
    titleFrom([input.topText, input.bottomText].filter((t) => t?.trim()).join(" / ") || "Meme"),
  label: "Meme video maker",
  noun: "Meme",
  icon: "video",
  page: "/dashboard/meme-maker",
});

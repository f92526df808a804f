import { z } from "zod";
import { CAPTION_FONT_CHOICES, CAPTION_STYLE_CHOICES, VIDEO_PLATFORMS } from "../vocabularies.ts";
import { defineGenerator } from "./define.ts";
import { oneOf, ZUploadId } from "./fields.ts";

// Clip generator (issue 13): the user's long video cut into short clips at its natural boundaries
// (scene changes, pauses in speech, loudness), each reframed to the platform (centre crop or a blurred
// fill) and listed in the result as `clips: [{ start, end, videoUrl }]` on the source's clock.

export const CLIP_COUNT = { min: 1, max: 10 } as const;
export const CLIP_SECONDS = { min: 3, max: 180 } as const;
export const CLIP_REFRAMES = ["blur", "crop"] as const;

export const ZClipsInput = z
  .object({
    video: ZUploadId,
    count: z
      .number({ error: "count must be a number" })
      .int("count must be a whole number")
      .min(CLIP_COUNT.min, `count must be from ${CLIP_COUNT.min} to ${CLIP_COUNT.max}`)
      .max(CLIP_COUNT.max, `count must be from ${CLIP_COUNT.min} to ${CLIP_COUNT.max}`)
      .default(3),
    platform: oneOf(VIDEO_PLATFORMS, "platform").default("TikTok"),
    maxSeconds: z
      .number({ error: "maxSeconds must be a number" })
      .min(CLIP_SECONDS.min, `maxSeconds must be from ${CLIP_SECONDS.min} to ${CLIP_SECONDS.max}`)
      .max(CLIP_SECONDS.max, `maxSeconds must be from ${CLIP_SECONDS.min} to ${CLIP_SECONDS.max}`)
      .default(60),
    // How a frame of another shape fits the platform's: the whole picture over a blurred copy of
    // itself (the default), or the centre cut out to fill the frame.
    reframe: z
      .enum(CLIP_REFRAMES, { error: `reframe must be one of ${CLIP_REFRAMES.join(", ")}` })
      .optional(),
    // The captions' look and font (when the speech is heard), as the subtitle generator offers them.
    captions: z.enum(CAPTION_STYLE_CHOICES, { error: "Unknown caption style" }).default("bold-pop"),
    font: z.enum(CAPTION_FONT_CHOICES, { error: "Unknown font" }).default("Montserrat"),
  })
  .meta({ id: "ClipsInput" });
export type TClipsInput = z.infer<typeof ZClipsInput>;

export const clipsGenerator = defineGenerator({
  kind: "clips",
  input: ZClipsInput,
  feature: "clips",
  units: () => 1,
  uploads: (input) => [{ id: input.video, kinds: ["video"] as const, field: "video" }],
  title: (input) => `${input.count} clip${input.count === 1 ? "" : "s"} for ${input.platform}`,
  label: "Clip generator",
  noun: "Clips",
  icon: "video",
  page: "/dashboard/clip-generator",
});

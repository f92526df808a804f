import { z } from "zod";
import { ZUploadId } from "./generators/fields.ts";
import { ZUpload } from "./uploads.ts";
import { CAPTION_FONT_CHOICES } from "./vocabularies.ts";

// The user's brand kit (issue 11): applied to every video the user makes unless the request says
// `brand: false`. The logo is set in a corner of every frame, the colours tint the designs and the
// spoken word of the captions, the font sets the captions, and the intro and outro clips open and
// close the video.

export const MAX_BRAND_COLORS = 5;
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour looks like #rrggbb");

export const ZBrandKit = z
  .object({
    logo: ZUpload.nullable(),
    colors: z.array(z.string()),
    font: z.enum(CAPTION_FONT_CHOICES).nullable(),
    intro: ZUpload.nullable(),
    outro: ZUpload.nullable(),
  })
  .meta({ id: "BrandKit" });
export type TBrandKit = z.infer<typeof ZBrandKit>;

/** PUT /api/brand-kit: the whole kit; null clears a part. */
export const ZBrandKitUpdate = z.object({
  logo: ZUploadId.nullable().default(null),
  colors: z
    .array(hex)
    .max(MAX_BRAND_COLORS, `at most ${MAX_BRAND_COLORS} colours`)
    .default([])
    .transform((colors) => [...new Set(colors.map((c) => c.toLowerCase()))]),
  font: z.enum(CAPTION_FONT_CHOICES, { error: "Unknown font" }).nullable().default(null),
  intro: ZUploadId.nullable().default(null),
  outro: ZUploadId.nullable().default(null),
});
export type TBrandKitUpdate = z.input<typeof ZBrandKitUpdate>;

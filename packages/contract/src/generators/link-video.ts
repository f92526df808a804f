import { z } from "zod";
import { AGE_GROUP_CHOICES, GENDER_CHOICES, VIDEO_LANGUAGES, VIDEO_PLATFORMS } from "../vocabularies.ts";
import { defineGenerator, titleFrom } from "./define.ts";
import { listOf, oneOf, ZVideoDuration } from "./fields.ts";

// Link to video (issue 13): a web page's article -> a script from its facts -> a prompt video that
// shows the page's own pictures. The page is fetched by the worker under the outbound rules (http(s),
// public addresses only, 5 redirects, 5 MB, 10 s); the URL is only checked for its shape here.

export const MAX_LINK_URL = 2000;

export const ZLinkVideoInput = z
  .object({
    url: z
      .string({ error: "url is required" })
      .trim()
      .min(1, "url is required")
      .max(MAX_LINK_URL, `url must be at most ${MAX_LINK_URL} characters`)
      .refine((value) => {
        try {
          return ["http:", "https:"].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, "url must be an http:// or https:// address of a web page"),
    agegroup: listOf(AGE_GROUP_CHOICES, "agegroup").default(["All Age Groups"]),
    platform: oneOf(VIDEO_PLATFORMS, "platform").default("Youtube"),
    videoDuration: ZVideoDuration.default(10),
    gender: listOf(GENDER_CHOICES, "gender")
      .default(["Female"])
      .refine((g) => g.length <= 1, "Choose one gender"),
    // One video per language, as the video generator: the first is the primary video.
    languages: z.array(oneOf(VIDEO_LANGUAGES, "language")).optional(),
    // The user's brand kit (logo, colours, caption font, intro and outro): used unless false.
    brand: z.boolean({ error: "brand must be true or false" }).optional(),
  })
  .meta({ id: "LinkVideoInput" });
export type TLinkVideoInput = z.infer<typeof ZLinkVideoInput>;

export const linkVideoGenerator = defineGenerator({
  kind: "link-video",
  input: ZLinkVideoInput,
  feature: "linkVideos",
  units: (input) => Math.max(1, new Set(input.languages ?? []).size),
  seconds: (input) => input.videoDuration * Math.max(1, new Set(input.languages ?? []).size),
  title: (input) => titleFrom(input.url),
  label: "Link to video",
  noun: "Link video",
  icon: "video",
  page: "/dashboard/link-to-video",
});

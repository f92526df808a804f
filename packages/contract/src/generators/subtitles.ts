import { z } from "zod";
import { CAPTION_FONT_CHOICES, CAPTION_STYLE_CHOICES, VIDEO_LANGUAGES } from "../vocabularies.ts";
import { defineGenerator } from "./define.ts";
import { oneOf, ZUploadId } from "./fields.ts";

// Subtitle generator (issue 13): the user's own video -> its spoken words with times (a recogniser when
// ASR_* is set, else the pasted transcript aligned to the speech offline) -> captions burned in, SRT and
// VTT. Two steps on the page: `burn: false` gives the cues to read and edit; then `cues` (the edited
// ones) skips recognition and burns them in.

export const MAX_TRANSCRIPT = 20_000;
export const MAX_CUES = 2_000;
export const MAX_CUE_TEXT = 300;

export const ZSubtitleCue = z
  .object({
    start: z
      .number({ error: "a cue's start must be a number of seconds" })
      .min(0, "a cue cannot start before 0"),
    end: z.number({ error: "a cue's end must be a number of seconds" }).min(0),
    text: z
      .string({ error: "a cue needs its text" })
      .max(MAX_CUE_TEXT, `a cue's text must be at most ${MAX_CUE_TEXT} characters`),
  })
  .refine((c) => c.end > c.start, "a cue must end after it starts")
  .meta({ id: "SubtitleCue" });
export type TSubtitleCue = z.infer<typeof ZSubtitleCue>;

export const ZSubtitlesInput = z
  .object({
    video: ZUploadId,
    language: oneOf(VIDEO_LANGUAGES, "language").default("English"),
    captions: z.enum(CAPTION_STYLE_CHOICES, { error: "Unknown caption style" }).default("clean"),
    font: z.enum(CAPTION_FONT_CHOICES, { error: "Unknown font" }).default("Montserrat"),
    // What is said in the video, matched to the speech on the server (no recogniser needed).
    transcript: z
      .string({ error: "transcript must be text" })
      .max(MAX_TRANSCRIPT, `The transcript must be at most ${MAX_TRANSCRIPT} characters`)
      .optional(),
    // Cues as the user edited them: burned in as they are (recognition and alignment are skipped).
    cues: z
      .array(ZSubtitleCue)
      .min(1, "cues must hold at least one cue")
      .max(MAX_CUES, `at most ${MAX_CUES} cues`)
      .refine((cues) => cues.some((c) => /[\p{L}\p{N}]/u.test(c.text)), "Every cue is empty")
      .optional(),
    // Burn the captions into the video (default true); false: the cues, SRT and VTT only.
    burn: z.boolean({ error: "burn must be true or false" }).optional(),
  })
  .meta({ id: "SubtitlesInput" });
export type TSubtitlesInput = z.infer<typeof ZSubtitlesInput>;

export const subtitlesGenerator = defineGenerator({
  kind: "subtitles",
  input: ZSubtitlesInput,
  // A subtitled video is one of the videos allowance, charged once: the burn (the video the user
  // gets) takes the unit; the cues alone (`burn: false`, the page's first step) are free, so reading
  // and editing them before burning in does not cost a second unit.
  feature: "videos",
  units: (input) => (input.burn === false ? 0 : 1),
  // The result is as long as the video (its upload's length is what the service reserves); the cues'
  // last end is the least it can be.
  seconds: (input) => Math.max(1, ...(input.cues ?? []).map((c) => c.end)),
  title: (input) =>
    input.cues
      ? "Subtitles (edited)"
      : input.transcript?.trim()
        ? "Subtitles from a transcript"
        : "Subtitles",
  uploads: (input) => [{ id: input.video, kinds: ["video"] as const, field: "video" }],
  label: "Subtitle generator",
  noun: "Subtitled video",
  icon: "video",
  page: "/dashboard/subtitle-generator",
});

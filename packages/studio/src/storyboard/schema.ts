// The storyboard: a whole video as versioned JSON data. Every pipeline builds one and the renderer turns
// any valid storyboard into an MP4; saving it beside the video makes every edit a re-render of data.

import {
  CAPTION_FONT_IDS,
  CAPTION_STYLE_IDS,
  type CaptionFontId,
  type CaptionStyleId,
  MUSIC_MOODS,
} from "@reelforge/contract/vocabularies";
import { z } from "zod";
import { ASPECTS, PLATFORMS } from "./formats.ts";

// Caption styles, fonts and music moods are defined once, in packages/contract.
export const CAPTION_STYLES = CAPTION_STYLE_IDS as readonly CaptionStyleId[] as readonly [
  CaptionStyleId,
  ...CaptionStyleId[],
];
export type CaptionStyle = CaptionStyleId;
export const CAPTION_FONTS = CAPTION_FONT_IDS as readonly CaptionFontId[] as readonly [
  CaptionFontId,
  ...CaptionFontId[],
];
export { MUSIC_MOODS };
export const CAPTION_POSITIONS = ["bottom", "middle", "top"] as const;
export const CAPTION_SIZES = ["small", "medium", "large"] as const;
/** How much larger than the style's own each caption size draws. */
export const CAPTION_SIZE_SCALE: Record<(typeof CAPTION_SIZES)[number], number> = {
  small: 0.8,
  medium: 1,
  large: 1.25,
};
export const TRANSITIONS = ["fade", "slideleft", "slideup", "wipeleft", "circleopen", "none"] as const;
export const MOTIONS = ["zoom-in", "zoom-out", "pan-left", "pan-right", "none"] as const;

/**
 * The camera move of the `i`th scene's designed stage: a slow pan, its direction alternating scene after
 * scene. A pan renders as a window moved over the still by whole pixels, which x264 encodes as pure
 * translation; a zoom rescales every frame (zoompan) and changes every block. Measured on a 10.7 s
 * illustrated 1080x1920 scene: ~1.1 s of CPU less per scene (filters 0.7, x264 0.4), a quarter of its
 * render. Zooms stay available to any scene that asks for one.
 */
export function stageMotion(i: number): (typeof MOTIONS)[number] {
  return i % 2 === 0 ? "pan-right" : "pan-left";
}

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "colour must look like #rrggbb");

export const ZCredit = z.object({
  provider: z.string().min(1),
  model: z.string().optional(),
  builtin: z.boolean(),
  attribution: z
    .object({ author: z.string().optional(), url: z.string().optional(), licence: z.string().optional() })
    .optional(),
  fallbackFrom: z.string().optional(),
  fallbackReason: z.string().optional(),
});

export const ZWordTiming = z.object({ word: z.string(), start: z.number().min(0), end: z.number().min(0) });

export const ZVisual = z.discriminatedUnion("kind", [
  /** Built-in (or configured) image provider draws a picture from the prompt. */
  z.object({
    kind: z.literal("designer"),
    prompt: z.string().max(2000),
    /**
     * Illustrations chosen by the user ("fluent-emoji-flat:hot-beverage"): every beat of the scene
     * shows them instead of the subjects its narration names.
     */
    illustrations: z.array(z.string().min(1).max(130)).min(1).max(3).optional(),
  }),
  /** An image file on disk (PNG/JPEG/WebP). */
  z.object({ kind: z.literal("image"), path: z.string().min(1) }),
  /** Stock search; falls back to the designer image when no stock provider is configured or nothing matches. */
  z.object({
    kind: z.literal("stock"),
    query: z.string().min(1).max(300),
    media: z.enum(["video", "photo"]).default("video"),
    /**
     * The item a person chose (the editor's stock search): exactly it is shown, never another match of
     * the query (which then only says what it shows).
     */
    item: z
      .object({
        provider: z.string().regex(/^[a-z]{1,20}$/),
        id: z.string().regex(/^[0-9]{1,20}$/),
      })
      .optional(),
  }),
  /** A user's uploaded file (image or video). */
  z.object({
    kind: z.literal("asset"),
    path: z.string().min(1),
    media: z.enum(["image", "video"]),
    /** The upload's id, when an edit chose it: an edit's render copies it again by this id. */
    upload: z.string().min(1).max(100).optional(),
    /** A clip's own sound, mixed under the voice (muted when absent or false). */
    sound: z.boolean().optional(),
    /** Not the user's own: where it came from (a linked page's image), as scene.visuals records it. */
    origin: z
      .object({ source: z.string().min(1), url: z.string().min(1), licence: z.string().min(1) })
      .optional(),
  }),
  z.object({ kind: z.literal("color"), color: hexColor }),
]);
export type Visual = z.infer<typeof ZVisual>;

/** Filled in by the voice stage so that a saved storyboard re-renders without speaking again. */
export const ZSceneSpeech = z.object({
  audioPath: z.string(),
  durationSeconds: z.number().positive(),
  words: z.array(ZWordTiming),
  timingSource: z.enum(["engine", "provider-alignment", "per-word-synthesis", "proportional-estimate"]),
  credit: ZCredit,
  /** Hash of narration + voice that produced it; a mismatch means the speech is stale. */
  key: z.string(),
  /** Which voice said which part (the built-in voice speaks a run of another script with that language's voice). */
  runs: z
    .array(z.object({ language: z.string(), voice: z.string(), written: z.string(), spoken: z.string() }))
    .optional(),
});

/**
 * One picture a scene shows, for the record (who made it, under which licence, and which words of the
 * narration it was chosen for). A scene lists its background and each illustration of each visual beat.
 */
export const ZVisualRecord = z.object({
  /** "illustration" (the built-in library), "designer" (a designed background), "upload", or the stock or image provider ("pexels", "pixabay", "openai"...). */
  source: z.string().min(1),
  /** The picture: "fluent-emoji-flat:bread", a stock asset's page, an upload's file name. */
  id: z.string(),
  /** The words of this scene's narration it was chosen for (empty for a background). */
  keywords: z.array(z.string()).default([]),
  /** Seconds from the scene's start. */
  start: z.number().min(0),
  duration: z.number().min(0),
  /** SPDX id or the licence's name ("MIT", "Pexels License", "user's own"). */
  license: z.string(),
  attribution: z.object({ author: z.string().optional(), url: z.string().optional() }).optional(),
  /** Other illustrations that fit this beat (ids), offered by the editor to replace it. */
  alternatives: z.array(z.string()).max(12).optional(),
  /** The PNG laid over the background for this beat: an illustrations' composition, or a picture. */
  layer: z.string().optional(),
  /**
   * Where the layer stands: "subjects" (illustrations, large in the frame's subject area, floating) or
   * "frame" (a stock photo, an upload or a model's picture filling the frame). "subjects" when absent.
   */
  placement: z.enum(["subjects", "frame"]).optional(),
});
export type VisualRecord = z.infer<typeof ZVisualRecord>;

export const ZScene = z.object({
  id: z.string().min(1).max(64),
  narration: z.string().max(20_000),
  visual: ZVisual,
  /** Seconds on screen; by default the narration's length plus a short pause. */
  durationSeconds: z.number().min(0.5).max(600).optional(),
  motion: z.enum(MOTIONS).optional(),
  speech: ZSceneSpeech.optional(),
  /** Resolved visual (file produced by a provider) and who made it. */
  resolvedVisual: z
    .object({ path: z.string(), media: z.enum(["image", "video"]), credit: ZCredit, key: z.string() })
    .optional(),
  /** Every picture the scene shows, in order of appearance (filled in with the resolved visual). */
  visuals: z.array(ZVisualRecord).optional(),
});
export type Scene = z.infer<typeof ZScene>;

export const ZStoryboard = z.object({
  version: z.literal(1),
  title: z.string().max(300).default("Untitled"),
  format: z.object({
    platform: z.enum(PLATFORMS).optional(),
    aspect: z.enum(ASPECTS),
    width: z.number().int().min(64).max(3840),
    height: z.number().int().min(64).max(3840),
    fps: z.number().int().min(10).max(60).default(30),
  }),
  scenes: z.array(ZScene).min(1, "a storyboard needs at least one scene").max(5000),
  voice: z.object({
    provider: z.string().default("espeak-ng"),
    language: z.string().min(1),
    gender: z.enum(["male", "female"]),
    accent: z.string().optional(),
    /** The user's speed: multiplies the pace below (1 = as paced). */
    speed: z.number().min(0.5).max(2).default(1),
    /** Pace for the platform and audience (see narrationWordsPerMinute); the language's own pace if absent. */
    wordsPerMinute: z.number().min(40).max(800).optional(),
    voiceId: z.string().optional(),
    enabled: z.boolean().default(true),
  }),
  captions: z.object({
    enabled: z.boolean().default(true),
    style: z.enum(CAPTION_STYLES).default("bold-pop"),
    font: z.enum(CAPTION_FONTS).default("montserrat"),
    position: z.enum(CAPTION_POSITIONS).default("bottom"),
    /** Text size against the style's own ("medium", the default when absent). */
    size: z.enum(CAPTION_SIZES).optional(),
    /** The colour of the spoken word (a brand colour), for styles that colour it; the style's own when absent. */
    activeColor: hexColor.optional(),
  }),
  music: z
    .object({
      mood: z.enum(MUSIC_MOODS).optional(),
      file: z.string().optional(),
      /**
       * Level of the bed (0..1): 0.25, the default, puts it 18 dB under the voice while the voice speaks;
       * each doubling is 6 dB louder. It is ducked under the voice and rises where nobody speaks.
       */
      volume: z.number().min(0).max(1).default(0.25),
      /** Seed of the built-in composition (set from the content when first rendered; edits keep it). */
      seed: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .nullable()
    .default(null),
  brand: z
    .object({
      colors: z.array(hexColor).max(6).default([]),
      logo: z.string().optional(),
    })
    .default({ colors: [] }),
  transition: z
    .object({ kind: z.enum(TRANSITIONS).default("fade"), seconds: z.number().min(0).max(2).default(0.4) })
    .default({ kind: "fade", seconds: 0.4 }),
  /** Who made each part (script, voice, images, music). */
  credits: z.array(z.object({ part: z.string(), credit: ZCredit })).default([]),
  /** Runtime fallbacks, e.g. a remote TTS that failed and was replaced by the built-in one. */
  fallbacks: z
    .array(z.object({ stage: z.string(), from: z.string(), to: z.string(), reason: z.string() }))
    .default([]),
  /** Free-form metadata from the pipeline that built it (prompt, audience...). */
  meta: z.record(z.string(), z.unknown()).default({}),
});
export type Storyboard = z.infer<typeof ZStoryboard>;
export type StoryboardInput = z.input<typeof ZStoryboard>;

/** Parses unknown JSON into a storyboard, with one readable message listing every problem. */
export function parseStoryboard(data: unknown): Storyboard {
  const r = ZStoryboard.safeParse(data);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new Error(`Invalid storyboard:\n  ${lines.join("\n  ")}`);
}

import { z } from "zod";
import { MAX_MEME_TEXT, MEME_TEMPLATE_IDS, MEME_TEMPLATES } from "./generators/meme.ts";
import { MAX_CUES, ZSubtitleCue } from "./generators/subtitles.ts";
import {
  CAPTION_FONT_IDS,
  CAPTION_STYLE_IDS,
  type CaptionFontId,
  type CaptionStyleId,
  GENDERS,
  MUSIC_MOODS,
  PLATFORM_IDS,
  type PlatformId,
} from "./vocabularies.ts";

// Editing a video after it is made (issue 12): the editable view of a video's storyboard, the
// operations an edit is made of, and the versions an edit leaves. Scenes are numbered from 1, as
// people say them ("scene 2"); operations apply in order, each to the result of the one before.

// Messages name the operation and field (a 400 says which operation is wrong).
const enumOf = <T extends string>(values: readonly T[], where: string) =>
  z.enum(values as unknown as [T, ...T[]], { error: `${where} must be one of: ${values.join(", ")}` });
const sceneNumber = z
  .number({ error: "scene must be a scene number (1 is the first)" })
  .int({ error: "scene must be a whole number" })
  .min(1, { error: "scene numbers start at 1" })
  .max(5000);
const text = z.string().trim().min(1, "the text is empty").max(5000);
const query = z.string().trim().min(1, "say what the picture shows").max(300);
/** An illustration of the built-in library: "fluent-emoji-flat:hot-beverage". */
const illustrationId = z.string().regex(/^[a-z0-9-]{1,40}:[a-z0-9-]{1,80}$/, {
  error: "illustration must be an id such as fluent-emoji-flat:bread",
});

/** A stock item of a picture search: its service, whether a photo or a clip, and its id there. */
export const STOCK_SOURCES = ["pexels", "pixabay"] as const;
const stockId = z.string().regex(/^(pexels|pixabay):(photo|video):[0-9]{1,20}$/, {
  error: "stock must be an id such as pexels:photo:2014422 (from a picture search)",
});

export const EDIT_ASPECTS = ["9:16", "16:9", "1:1", "4:5"] as const;
export const CAPTION_POSITION_IDS = ["bottom", "middle", "top"] as const;
/** Caption text size relative to the style's own (medium). */
export const CAPTION_SIZE_IDS = ["small", "medium", "large"] as const;
export type CaptionSizeId = (typeof CAPTION_SIZE_IDS)[number];
const uploadId = z.string().trim().min(1, "name an upload").max(100);
const cardText = z.string().trim().min(1, "the text is empty").max(200).nullable();

const memeText = (where: string) =>
  z
    .string({ error: `${where} must be text` })
    .trim()
    .max(MAX_MEME_TEXT, `${where} must be at most ${MAX_MEME_TEXT} characters`)
    .nullable()
    .optional();

/** Every operation an edit can name (each kind takes some of them). */
export const EDIT_OPERATION_NAMES = [
  "narration",
  "visual",
  "delete",
  "duplicate",
  "move",
  "add",
  "split",
  "merge",
  "duration",
  "voice",
  "captions",
  "music",
  "format",
  "intro",
  "outro",
  "logo",
  "translate",
  "meme",
  "cues",
] as const;

// An operation that names nothing to change is refused with its name (a refine's check must answer a
// boolean: a message returned in its place passed as true).
const atLeastOne = (what: string) =>
  [
    (value: Record<string, unknown>) =>
      Object.keys(value).some((key) => key !== "op" && value[key] !== undefined),
    { error: `${what}: nothing to change` },
  ] as const;

export const ZEditOperation = z
  .discriminatedUnion(
    "op",
    [
      z.object({ op: z.literal("narration"), scene: sceneNumber, text }),
      /**
       * A new picture for the scene: found by what it shows (`query`), one of the built-in library's
       * illustrations by id (`illustration`: one of the scene's alternatives or a search result), or one
       * of the user's uploads (`upload`, an image or a clip). Exactly one of the three.
       */
      z
        .object({
          op: z.literal("visual"),
          scene: sceneNumber,
          query: query.optional(),
          illustration: illustrationId.optional(),
          upload: z.string().trim().min(1, "upload is empty").max(100).optional(),
          /** A stock photo or clip of a picture search ("pexels:photo:2014422"): exactly that item. */
          stock: stockId.optional(),
          /** What the stock item shows, in words (its search result's label). */
          label: z.string().trim().min(1, "label is empty").max(300).optional(),
        })
        .refine(
          (v) => [v.query, v.illustration, v.upload, v.stock].filter((x) => x !== undefined).length === 1,
          { error: "visual: give exactly one of query, illustration, upload or stock" },
        )
        .refine((v) => v.label === undefined || v.stock !== undefined, {
          error: "visual: label goes with stock only",
        }),
      z.object({ op: z.literal("delete"), scene: sceneNumber }),
      z.object({ op: z.literal("duplicate"), scene: sceneNumber }),
      /** The scene moves to position `to` (positions counted after it left its place). */
      z.object({ op: z.literal("move"), scene: sceneNumber, to: sceneNumber }),
      /** A new scene that takes position `at` (1: the intro; one past the last: the outro). */
      z.object({ op: z.literal("add"), at: sceneNumber, narration: text, visual: query.optional() }),
      /**
       * Two scenes from one: cut after word `word` of its narration (1 is the first word), or without
       * `word` between the sentences (or words) nearest its middle.
       */
      z.object({
        op: z.literal("split"),
        scene: sceneNumber,
        word: z
          .number({ error: "split word must be a word number (1 is the first)" })
          .int({ error: "split word must be a whole number" })
          .min(1, { error: "split word numbers start at 1" })
          .max(20_000)
          .optional(),
      }),
      /** The scene and the next become one. */
      z.object({ op: z.literal("merge"), scene: sceneNumber }),
      z.object({ op: z.literal("duration"), scene: sceneNumber, seconds: z.number().min(0.5).max(600) }),
      z
        .object({
          op: z.literal("voice"),
          language: z.string().trim().min(1).max(60).optional(),
          gender: enumOf(Object.keys(GENDERS) as (keyof typeof GENDERS)[], "voice gender").optional(),
          accent: z.string().trim().min(1).max(40).optional(),
          speed: z.number().min(0.5).max(2).optional(),
          enabled: z.boolean().optional(),
        })
        .refine(...atLeastOne("voice")),
      z
        .object({
          op: z.literal("captions"),
          enabled: z.boolean().optional(),
          style: enumOf<CaptionStyleId>(CAPTION_STYLE_IDS, "captions style").optional(),
          font: enumOf<CaptionFontId>(CAPTION_FONT_IDS, "captions font").optional(),
          position: enumOf(CAPTION_POSITION_IDS, "captions position").optional(),
          size: enumOf(CAPTION_SIZE_IDS, "captions size").optional(),
        })
        .refine(...atLeastOne("captions")),
      /**
       * A mood of the built-in music, "none" for silence under the voice, or `upload`: the id of one of
       * the user's own audio uploads; volume 0..1.
       */
      z
        .object({
          op: z.literal("music"),
          mood: enumOf([...MUSIC_MOODS, "none"], "music mood").optional(),
          upload: uploadId.optional(),
          volume: z.number().min(0).max(1).optional(),
        })
        .refine(...atLeastOne("music"))
        .refine((m) => !(m.mood && m.upload), "music: choose a mood or an upload, not both"),
      /** A first scene saying `text` (null: no intro); it replaces the intro an earlier edit added. */
      z.object({ op: z.literal("intro"), text: cardText }),
      /** A last scene saying `text` (null: no outro). */
      z.object({ op: z.literal("outro"), text: cardText }),
      /** The brand kit's logo in the corner (on), or none (off). */
      z.object({
        op: z.literal("logo"),
        enabled: z.boolean({ error: "logo enabled must be true or false" }),
      }),
      /** The narration said in another language (with a language model: translated; offline: rewritten). */
      z.object({ op: z.literal("translate"), language: z.string().trim().min(1).max(60) }),
      /** Re-laid out for a platform (its aspect) or to an aspect. */
      z
        .object({
          op: z.literal("format"),
          platform: enumOf<PlatformId>(PLATFORM_IDS, "format platform").optional(),
          aspect: enumOf(EDIT_ASPECTS, "format aspect").optional(),
        })
        .refine(...atLeastOne("format")),
      /**
       * A meme's words and picture (kind "meme"): its template, top and bottom text (null or "": none;
       * one of the two stays), and its photo or clip (an upload's id; null: an illustration of the words).
       */
      z
        .object({
          op: z.literal("meme"),
          template: enumOf(MEME_TEMPLATE_IDS, "meme template").optional(),
          topText: memeText("meme topText"),
          bottomText: memeText("meme bottomText"),
          media: z.string().trim().min(1, "meme media is empty").max(100).nullable().optional(),
        })
        .refine(...atLeastOne("meme")),
      /** A subtitled video's captions (kind "subtitles"): every cue, in order, as it should be burned in. */
      z.object({
        op: z.literal("cues"),
        cues: z
          .array(ZSubtitleCue)
          .min(1, "cues must hold at least one cue")
          .max(MAX_CUES, `cues: at most ${MAX_CUES}`)
          .refine((cues) => cues.some((c) => /[\p{L}\p{N}]/u.test(c.text)), "cues: every cue is empty"),
      }),
    ],
    {
      error: `op must be one of: ${EDIT_OPERATION_NAMES.join(", ")}`,
    },
  )
  .meta({ id: "EditOperation" });
export type TEditOperation = z.infer<typeof ZEditOperation>;
export type TEditOperationKind = TEditOperation["op"];

/** A magic-edit command, or the operations themselves: exactly one of the two. */
export const ZEditRequest = z
  .object({
    command: z.string().trim().min(1, "Type what to change").max(2000).optional(),
    operations: z.array(ZEditOperation).min(1, "operations is empty").max(100).optional(),
  })
  .strict()
  .refine((r) => (r.command === undefined) !== (r.operations === undefined), {
    error: "Send either command or operations",
  })
  .meta({ id: "EditRequest" });
export type TEditRequest = z.infer<typeof ZEditRequest>;

/**
 * A picture of the built-in illustration library, or a stock photo or clip of a picture search, with a
 * small image of it.
 */
export const ZVisualChoice = z
  .object({
    /** "fluent-emoji-flat:hot-beverage" (an illustration), "pexels:photo:2014422" (a stock item). */
    id: z.string(),
    /** What it shows, in words ("hot beverage"). */
    label: z.string(),
    /** Where it comes from: the built-in library or the stock service. */
    source: z.enum(["illustration", ...STOCK_SOURCES]),
    /** An illustration, a stock photo or a stock clip. */
    media: z.enum(["illustration", "photo", "video"]),
    thumbnailUrl: z.string(),
    license: z.string(),
    /** Who made a stock item and its page on the service (the attribution). */
    author: z.string().optional(),
    pageUrl: z.string().optional(),
    /**
     * What a `visual` operation takes to show exactly this picture: `{ op: "visual", scene, ...use }`.
     */
    use: z.union([
      z.object({ illustration: z.string() }).strict(),
      z.object({ stock: z.string(), label: z.string() }).strict(),
    ]),
  })
  .meta({ id: "VisualChoice" });
export type TVisualChoice = z.infer<typeof ZVisualChoice>;

export const ZEditableScene = z.object({
  number: z.number().int(),
  id: z.string(),
  narration: z.string(),
  /** What the picture is, in words ("a coffee cup", "your upload photo.jpg", "a colour"). */
  visual: z.string(),
  durationSeconds: z.number().nullable(),
  /** Where the scene starts in the video (seconds), when the storyboard was rendered. */
  startSeconds: z.number().nullable(),
  thumbnailUrl: z.string().optional(),
  /** The illustrations the scene shows now (empty for footage, uploads and colours). */
  pictures: z.array(ZVisualChoice),
  /** Other illustrations that fit the scene, kept per beat when it was rendered: choices for `visual`. */
  alternatives: z.array(ZVisualChoice),
});

export const ZEditableStoryboard = z
  .object({
    id: z.string(),
    title: z.string(),
    platform: z.string().nullable(),
    aspect: z.enum(EDIT_ASPECTS),
    scenes: z.array(ZEditableScene),
    voice: z.object({
      language: z.string(),
      gender: z.string(),
      accent: z.string().nullable(),
      speed: z.number(),
      enabled: z.boolean(),
    }),
    captions: z.object({
      enabled: z.boolean(),
      style: z.string(),
      font: z.string(),
      position: z.string(),
      size: z.enum(CAPTION_SIZE_IDS),
    }),
    music: z.object({ mood: z.string().nullable(), volume: z.number(), ownFile: z.boolean() }).nullable(),
    /** The words of the intro and outro scenes an edit added, when there are. */
    intro: z.string().nullable(),
    outro: z.string().nullable(),
    /** Whether the brand kit's logo is shown. */
    logo: z.boolean(),
    durationSeconds: z.number().nullable(),
    /**
     * Seconds of the rendered video before scene 1 (the brand kit's intro clip; 0 without one): a
     * scene plays in the video at `leadSeconds + startSeconds`.
     */
    leadSeconds: z.number().min(0),
  })
  .meta({ id: "EditableStoryboard" });
export type TEditableStoryboard = z.infer<typeof ZEditableStoryboard>;

/** What saving an edit costs: nothing when it re-renders less than half of the scenes. */
export const ZEditCost = z.object({
  scenesToRender: z.number().int(),
  scenes: z.number().int(),
  units: z.number().int().min(0).max(1),
  /** The usage it counts against (videos, facelessVideos...), when it costs a unit. */
  feature: z.string(),
  message: z.string(),
});
export type TEditCost = z.infer<typeof ZEditCost>;

/**
 * What an edit can change of a video made without a storyboard, as it is now: a meme's template, texts
 * and picture; a subtitled video's cues, caption style and font; a set of clips' caption style and font.
 */
export const ZEditableInput = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("meme"),
      template: z.enum(MEME_TEMPLATE_IDS),
      topText: z.string(),
      bottomText: z.string(),
      /** The upload shown (null: an illustration of the words), and its name. */
      media: z.string().nullable(),
      mediaName: z.string().nullable(),
    }),
    z.object({
      kind: z.literal("subtitles"),
      cues: z.array(ZSubtitleCue),
      style: z.enum(CAPTION_STYLE_IDS as [CaptionStyleId, ...CaptionStyleId[]]),
      font: z.enum(CAPTION_FONT_IDS as [CaptionFontId, ...CaptionFontId[]]),
    }),
    z.object({
      kind: z.literal("clips"),
      clips: z.number().int(),
      /** Whether the clips carry captions (speech was heard): only then is there a style to change. */
      captioned: z.boolean(),
      style: z.enum(CAPTION_STYLE_IDS as [CaptionStyleId, ...CaptionStyleId[]]),
      font: z.enum(CAPTION_FONT_IDS as [CaptionFontId, ...CaptionFontId[]]),
    }),
  ])
  .meta({ id: "EditableInput" });
export type TEditableInput = z.infer<typeof ZEditableInput>;
/** The kinds edited by their input (ZEditableInput) rather than a storyboard. */
export const INPUT_EDIT_KINDS = ["meme", "subtitles", "clips"] as const;
export type TInputEditKind = (typeof INPUT_EDIT_KINDS)[number];
/**
 * The operations each of those kinds accepts (any other is asked back, 422): a meme its words, template
 * and picture; a subtitled video its cues and caption style and font; clips their caption style and font.
 */
export const INPUT_EDIT_OPERATIONS: Record<TInputEditKind, readonly TEditOperationKind[]> = {
  meme: ["meme"],
  subtitles: ["cues", "captions"],
  clips: ["captions"],
};

export const ZEditPreview = z
  .object({
    operations: z.array(ZEditOperation),
    message: z.string(),
    cost: ZEditCost,
    /** The storyboard after the edit (kinds with scenes), or what the edit makes of the input (the others). */
    storyboard: ZEditableStoryboard.optional(),
    input: ZEditableInput.optional(),
  })
  .meta({ id: "EditPreview" });
export type TEditPreview = z.infer<typeof ZEditPreview>;

export const ZEditCreated = z
  .object({ id: z.string(), parentId: z.string(), message: z.string(), cost: ZEditCost })
  .meta({ id: "EditCreated" });
export type TEditCreated = z.infer<typeof ZEditCreated>;

export const ZVersion = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  summary: z.string(),
  status: z.string(),
  /** Scenes the studio encoded for this version, and scenes it reused from the cache. */
  segments: z.object({ rendered: z.number(), reused: z.number() }).nullable(),
});
export const ZVersionList = z.object({ items: z.array(ZVersion) }).meta({ id: "VersionList" });
export type TVersion = z.infer<typeof ZVersion>;
export type TVersionList = z.infer<typeof ZVersionList>;

/** The cost rule of an edit: free when it re-renders less than half of the scenes, else one unit. */
export function editUnits(scenesToRender: number, scenes: number): 0 | 1 {
  return scenesToRender * 2 < Math.max(1, scenes) ? 0 : 1;
}

/** What one unit of each usage an edit can count against is called ("1 faceless video"). */
export const EDIT_UNIT_NAMES: Record<string, string> = {
  videos: "video",
  facelessVideos: "faceless video",
  slideshows: "slideshow",
  linkVideos: "link video",
  voiceOvers: "voice-over",
  clips: "set of clips",
};

/**
 * What saving an edit costs, the one rule the server charges by and the editor shows: the scenes of the
 * edited video, intro and outro scenes included (they are rendered like any other), and those of them
 * it encodes again (`scenesToRender`).
 */
export function editCost(
  scenesToRender: number,
  scenes: number,
  feature: string,
  /**
   * What the parts are called when a kind has no scenes: a meme's parts (its texts and its picture), a
   * subtitled video's captions, a set of clips' clips. The same rule: less than half of them changed is free.
   */
  parts = "scenes",
): TEditCost {
  const units = editUnits(scenesToRender, scenes);
  const name = EDIT_UNIT_NAMES[feature] ?? "video";
  const verb = parts === "scenes" ? "Re-renders" : "Changes";
  return {
    scenesToRender,
    scenes,
    units,
    feature,
    message:
      units === 0
        ? `${verb} ${scenesToRender} of ${scenes} ${parts}: free.`
        : `${verb} ${scenesToRender} of ${scenes} ${parts}: counts as one ${name}.`,
  };
}

/** "Free", or the unit an edit counts against ("1 faceless video"). */
export function editCostLabel(cost: Pick<TEditCost, "units" | "feature">): string {
  return cost.units === 0 ? "Free" : `1 ${EDIT_UNIT_NAMES[cost.feature] ?? "video"}`;
}

export const ZVisualSearchQuery = z.object({
  q: z.string().trim().min(1, "Type what the picture should show").max(200),
  /** The language the words are in (a name or BCP-47 code); English when absent. */
  language: z.string().trim().min(1).max(60).optional(),
  /** The video's frame: stock results of its shape come first (portrait for 9:16...). */
  aspect: z.enum(EDIT_ASPECTS, { error: `aspect must be one of: ${EDIT_ASPECTS.join(", ")}` }).optional(),
});
export const ZVisualSearchResult = z
  .object({
    items: z.array(ZVisualChoice),
    /** Where the results come from ("the built-in illustration library", "Pexels"). */
    sources: z.array(z.string()),
  })
  .meta({ id: "VisualSearchResult" });
export type TVisualSearchResult = z.infer<typeof ZVisualSearchResult>;

/**
 * The commands the magic-edit box offers as examples for a video of `kind` (its hint), each one that
 * kind accepts (magic-edit-examples.test.ts in the server runs every one through the offline parsers):
 * a meme its words and template, a subtitled video or a set of clips their caption style and font, a
 * voice-over its voice and words, the others their scenes and settings. `scenes`: how many the video has
 * ("delete scene 2" only where there is a scene 2); `captioned`: whether a set of clips has captions
 * (none: nothing a command could change, so no examples); `template`: a meme's template, when known (the
 * example names another one: the meme maker's default, top and bottom, when unknown); `captionStyle` and
 * `captionFont`: the captions' style and font (ids), when known (the examples name others).
 */
export function magicEditExamples(
  kind: string,
  {
    scenes = 0,
    captioned = true,
    template = "top-bottom",
    captionStyle,
    captionFont,
  }: {
    scenes?: number;
    captioned?: boolean;
    template?: string;
    captionStyle?: string;
    captionFont?: string;
  } = {},
): string[] {
  const restyle = captionStyle === "karaoke" ? "make the captions bold pop" : "make the captions karaoke";
  const refont = captionFont === "roboto" ? "use the Montserrat font" : "use the Roboto font";
  if (kind === "meme") {
    const other = MEME_TEMPLATES.find((t) => t.id !== template) ?? MEME_TEMPLATES[0];
    return [
      "change the top text to Friday at last",
      "remove the bottom text",
      `use the ${other?.name.toLowerCase()} template`,
    ];
  }
  if (kind === "subtitles") return [restyle, refont];
  if (kind === "clips") return captioned ? [restyle, refont] : [];
  if (kind === "voice-over") {
    return ["change the voiceover to a British female", "make it slower", "translate it to Spanish"];
  }
  return [
    scenes >= 2 ? "delete scene 2" : "make it faster",
    `replace the picture in scene ${Math.min(Math.max(scenes, 1), 3)} with a coffee cup`,
    restyle,
  ];
}

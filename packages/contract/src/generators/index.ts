import { z } from "zod";
import { clipsGenerator } from "./clips.ts";
import { facelessGenerator } from "./faceless.ts";
import type { UploadRef } from "./fields.ts";
import { imageGenerator } from "./image.ts";
import { linkVideoGenerator } from "./link-video.ts";
import { memeGenerator } from "./meme.ts";
import { scriptGenerator } from "./script.ts";
import { slideshowGenerator } from "./slideshow.ts";
import { subtitlesGenerator } from "./subtitles.ts";
import { videoGenerator } from "./video.ts";
import { voiceOverGenerator } from "./voice-over.ts";

// The one list of generation kinds, in the dashboard navigation's order (SPEC 2.2). Adding a kind
// is a module beside this file and one line here, plus its server part
// (apps/server/src/generators/) and its page (apps/web/app/routes/dashboard/); the registry test
// (apps/server/src/generators/registry.test.ts) fails while a part is missing.
export const GENERATORS = [
  imageGenerator,
  videoGenerator,
  scriptGenerator,
  facelessGenerator,
  slideshowGenerator,
  voiceOverGenerator,
  linkVideoGenerator,
  clipsGenerator,
  subtitlesGenerator,
  memeGenerator,
] as const;

type Generators = typeof GENERATORS;
export type TGenerator = Generators[number];
export type TGenerationKind = TGenerator["kind"];
export type GeneratorOf<K extends TGenerationKind> = Extract<TGenerator, { kind: K }>;
export type GenerationInputOf<K extends TGenerationKind> = z.output<GeneratorOf<K>["input"]>;

// Mapped over a type parameter, so tuples stay tuples.
type KindsOf<T extends readonly unknown[]> = {
  readonly [I in keyof T]: T[I] extends { kind: infer K } ? K : never;
};
type CreateOptionsOf<T extends readonly unknown[]> = { [I in keyof T]: CreateOption<T[I]> };

export const GENERATION_KINDS = GENERATORS.map((g) => g.kind) as unknown as KindsOf<Generators>;

const BY_KIND = new Map<string, TGenerator>(GENERATORS.map((g) => [g.kind, g]));

export function isGenerationKind(kind: string): kind is TGenerationKind {
  return BY_KIND.has(kind);
}

/** The uploads a request's input names (none for kinds that take no uploads). */
export function uploadsOf(kind: TGenerationKind, input: unknown): UploadRef[] {
  const generator = generatorOf(kind) as { uploads?: (input: unknown) => UploadRef[] };
  return generator.uploads ? generator.uploads(input) : [];
}

/** Seconds of output a request asks for, or undefined for kinds whose results have no length. */
export function requestedSecondsOf(kind: TGenerationKind, input: unknown): number | undefined {
  const generator = generatorOf(kind) as { seconds?: (input: unknown) => number };
  return generator.seconds?.(input);
}

export function generatorOf<K extends TGenerationKind>(kind: K): GeneratorOf<K> {
  const found = BY_KIND.get(kind);
  if (!found) throw new Error(`unknown generation kind ${kind}`);
  return found as GeneratorOf<K>;
}

/**
 * Where the finished or failed generation is POSTed (calls made with an API token only): https,
 * a public address; signed with the token's webhook secret (X-ReelForge-Signature).
 */
export const ZWebhookUrl = z.url({
  protocol: /^https?$/,
  error: "webhookUrl must be an https:// URL",
});

type CreateOption<G> = G extends { kind: infer K extends string; input: infer S extends z.ZodType }
  ? z.ZodObject<{ kind: z.ZodLiteral<K>; input: S; webhookUrl: z.ZodOptional<typeof ZWebhookUrl> }>
  : never;

/** POST /api/generations: `{ kind, input, webhookUrl? }` with the kind's own input schema. */
export const ZCreateGeneration = z
  .discriminatedUnion(
    "kind",
    GENERATORS.map((g) =>
      z.object({ kind: z.literal(g.kind), input: g.input, webhookUrl: ZWebhookUrl.optional() }),
    ) as unknown as CreateOptionsOf<Generators>,
  )
  .meta({ id: "CreateGeneration" });
export type TCreateGeneration = z.input<typeof ZCreateGeneration>;

export {
  CLIP_COUNT,
  CLIP_REFRAMES,
  CLIP_SECONDS,
  clipsGenerator,
  type TClipsInput,
  ZClipsInput,
} from "./clips.ts";
export { type GeneratorDefinition, type GeneratorIcon, titleFrom } from "./define.ts";
export { facelessGenerator, MAX_FACELESS_SCRIPT, type TFacelessInput, ZFacelessInput } from "./faceless.ts";
export {
  CLIP_SOUNDS,
  MAX_PROMPT,
  MEDIA_ORDERS,
  mediaUploads,
  type UploadRef,
  ZUploadId,
} from "./fields.ts";
export { imageGenerator, type TImageInput, ZImageInput } from "./image.ts";
export {
  linkVideoGenerator,
  MAX_LINK_URL,
  type TLinkVideoInput,
  ZLinkVideoInput,
} from "./link-video.ts";
export {
  MAX_MEME_TEXT,
  MEME_MAX_SECONDS,
  MEME_STILL_SECONDS,
  MEME_TEMPLATE_IDS,
  MEME_TEMPLATES,
  type MemeTemplate,
  type MemeTemplateField,
  type MemeTemplateId,
  memeGenerator,
  type TMemeInput,
  ZMemeInput,
} from "./meme.ts";
export { PRESET_TOOLS, type PresetTool } from "./presets.ts";
export { scriptGenerator, type TScriptInput, ZScriptInput } from "./script.ts";
export {
  DEFAULT_SLIDE_SECONDS,
  MAX_SLIDE_TEXT,
  SLIDE_SECONDS,
  SLIDE_TRANSITIONS,
  SLIDESHOW_IMAGES,
  slideshowGenerator,
  type TSlideshowInput,
  ZSlideshowInput,
} from "./slideshow.ts";
export {
  MAX_CUE_TEXT,
  MAX_CUES,
  MAX_TRANSCRIPT,
  subtitlesGenerator,
  type TSubtitleCue,
  type TSubtitlesInput,
  ZSubtitleCue,
  ZSubtitlesInput,
} from "./subtitles.ts";
export { type TVideoInput, videoGenerator, videoLanguages, ZVideoInput } from "./video.ts";
export {
  MAX_VOICE_OVER_TEXT,
  type TVoiceOverInput,
  type TVoicePreviewQuery,
  VOICE_SPEED,
  voiceOverGenerator,
  ZVoiceOverInput,
  ZVoicePreviewQuery,
} from "./voice-over.ts";

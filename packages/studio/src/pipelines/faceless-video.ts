// Script (up to 320,000 characters, cleaned of markdown and symbols) -> scenes -> voice -> visuals ->
// captions -> music -> MP4.

import { MUSIC_MOODS } from "@reelforge/contract/vocabularies";
import type { CaptionFont } from "../fonts.ts";
import { narrationWordsPerMinute, resolveLanguage } from "../languages.ts";
import { formatFor, sceneId } from "../storyboard/build.ts";
import type { Aspect } from "../storyboard/formats.ts";
import {
  type CaptionStyle,
  parseStoryboard,
  type Storyboard,
  type StoryboardInput,
  stageMotion,
} from "../storyboard/schema.ts";
import { cleanScript } from "../text/clean-script.ts";
import { splitScenes } from "../text/split-scenes.ts";
import { type PipelineContext, resolveContext } from "./context.ts";
import { renderWithContext, type VideoResult } from "./render.ts";
import { type MediaOrder, type UserMedia, withUserMedia } from "./user-media.ts";

export const MAX_SCRIPT_CHARS = 320_000;

export interface FacelessOptions {
  script: string;
  out: string;
  title?: string;
  platform?: string;
  aspect?: Aspect;
  language?: string;
  gender?: "male" | "female";
  accent?: string;
  speed?: number;
  captions?: CaptionStyle | "none";
  font?: CaptionFont;
  position?: "bottom" | "middle" | "top";
  /** Music mood, a music file path, or "none". */
  music?: string;
  musicVolume?: number;
  brandColors?: string[];
  /** The spoken word's colour in the captions (a brand colour). */
  captionColor?: string;
  logo?: string;
  /** The user's photos and clips, shown before any other source (see user-media.ts). */
  media?: UserMedia[];
  mediaOrder?: MediaOrder;
  /** Longest narration per scene in seconds (default 7). */
  maxSecondsPerScene?: number;
  /** Frame size multiplier (tests render 0.25 = 270x480). */
  scale?: number;
  encoder?: import("../render/encoder.ts").EncoderSettings;
  concurrency?: number;
  onSpawn?(pid: number): void;
  /** Also write NAME.voice.wav and NAME.music.wav beside the video. */
  stems?: boolean;
}

const MOODS: readonly string[] = MUSIC_MOODS;

/** Storyboard of a faceless video, before speech and visuals are resolved. */
export function facelessStoryboard(opts: FacelessOptions): Storyboard {
  if (!opts.script?.trim()) throw new Error("Write Something! The script is empty.");
  if (opts.script.length > MAX_SCRIPT_CHARS)
    throw new Error(`The script is too long (${opts.script.length} > ${MAX_SCRIPT_CHARS} characters).`);
  const language = resolveLanguage(opts.language ?? "English");
  const text = cleanScript(opts.script);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new Error("The script has no words to narrate after cleaning.");
  const parts = splitScenes(text, {
    language: language.code,
    maxSecondsPerScene: opts.maxSecondsPerScene ?? 7,
  });
  const music = opts.music ?? "calm";
  const format = formatFor({ platform: opts.platform, aspect: opts.aspect, scale: opts.scale }, "tiktok");
  const input: StoryboardInput = {
    version: 1,
    title: opts.title ?? parts[0]?.narration.slice(0, 80) ?? "Faceless video",
    format,
    // The user's photos and clips fill their scenes first (user-media.ts); every other scene is a
    // designed stage whose visual beats show what the words name, from stock or an image model when
    // configured, else the built-in illustrations (beat-sources.ts).
    scenes: withUserMedia(
      parts.map((p, i) => ({
        id: sceneId(i),
        narration: p.narration,
        visual: { kind: "designer", prompt: p.narration.slice(0, 2000) },
        motion: stageMotion(i),
      })),
      opts.media,
      opts.mediaOrder,
    ),
    voice: {
      language: language.name,
      gender: opts.gender ?? "female",
      accent: opts.accent,
      speed: opts.speed ?? 1,
      wordsPerMinute: narrationWordsPerMinute(language, format.platform),
    },
    captions: {
      enabled: opts.captions !== "none",
      style: opts.captions && opts.captions !== "none" ? opts.captions : "bold-pop",
      font: opts.font ?? "montserrat",
      position: opts.position ?? "bottom",
      ...(opts.captionColor ? { activeColor: opts.captionColor } : {}),
    },
    music:
      music === "none"
        ? null
        : MOODS.includes(music)
          ? { mood: music as "calm", volume: opts.musicVolume ?? 0.25 }
          : { file: music, volume: opts.musicVolume ?? 0.25 },
    brand: { colors: opts.brandColors ?? [], logo: opts.logo },
    meta: { pipeline: "faceless-video", scriptCharacters: opts.script.length },
  };
  return parseStoryboard(input);
}

export async function facelessVideo(opts: FacelessOptions, ctx: PipelineContext = {}): Promise<VideoResult> {
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "script", percent: 0 });
    const sb = facelessStoryboard(opts);
    return await renderWithContext(
      sb,
      {
        out: opts.out,
        encoder: opts.encoder,
        concurrency: opts.concurrency,
        onSpawn: opts.onSpawn,
        stems: opts.stems,
      },
      c,
      2,
      100,
    );
  } finally {
    await c.cleanup();
  }
}

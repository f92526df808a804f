// The user's pictures -> slides (each picture whole over a blurred copy of itself, its text shown or
// narrated) -> a storyboard with gentle camera motion on every slide, transitions between them and
// music (a mood or the user's own track) -> MP4. The slide length is set, or fits the user's track.
import { writeFile } from "node:fs/promises";
import { MUSIC_MOODS } from "@reelforge/contract/vocabularies";
import { fileHash, hashOf, StudioCache } from "../cache.ts";
import type { CaptionFont } from "../fonts.ts";
import { resolveLanguage } from "../languages.ts";
import { userMusic } from "../music/builtin-music.ts";
import { captionFontDir } from "../render/captions/font-set.ts";
import { captionSetup } from "../render/captions/scene-captions.ts";
import { runFfmpeg } from "../render/run-ffmpeg.ts";
import { buildSlideArgs, slideTextAss } from "../render/slide-args.ts";
import { formatFor, sceneId } from "../storyboard/build.ts";
import {
  type CaptionStyle,
  parseStoryboard,
  type Storyboard,
  type StoryboardInput,
  type TRANSITIONS,
} from "../storyboard/schema.ts";
import { type PipelineContext, type ResolvedContext, resolveContext, slice } from "./context.ts";
import { renderWithContext, type VideoResult } from "./render.ts";

export const SLIDESHOW_LIMITS = {
  minImages: 2,
  maxImages: 100,
  minSecondsPerSlide: 1,
  maxSecondsPerSlide: 20,
  /** When the slides fit the music, each stays at least and at most this long. */
  fitMinSeconds: 1.5,
  fitMaxSeconds: 12,
  defaultSecondsPerSlide: 3,
} as const;

/** Seconds of each transition between slides. */
export const SLIDE_TRANSITION_SECONDS = 0.6;

export interface SlideshowOptions {
  /** The pictures, in order (image files we may read; paths are only ever ffmpeg input arguments). */
  images: string[];
  /** Each slide's text (missing or empty: none). */
  texts?: (string | undefined)[];
  /** Speak each slide's text with the voice (its words then show as captions). */
  narrate?: boolean;
  language?: string;
  gender?: "male" | "female";
  accent?: string;
  platform?: string;
  secondsPerSlide?: number;
  /** Fit the slides to the length of the music file. */
  fitToMusic?: boolean;
  /** A music mood or "none". */
  music?: string;
  /** The user's own music file (wins over the mood). */
  musicFile?: string;
  transition?: (typeof TRANSITIONS)[number];
  captions?: CaptionStyle;
  font?: CaptionFont;
  brandColors?: string[];
  logo?: string;
  title?: string;
  out: string;
  scale?: number;
  stems?: boolean;
  encoder?: import("../render/encoder.ts").EncoderSettings;
}

const MOODS: readonly string[] = MUSIC_MOODS;

/** Seconds of each slide: the set length, or the music's length shared out (transitions overlap). */
export function slideSeconds(
  count: number,
  opts: { secondsPerSlide?: number; fitTo?: number; transitionSeconds: number },
): number {
  const L = SLIDESHOW_LIMITS;
  if (opts.fitTo && opts.fitTo > 0) {
    const each = (opts.fitTo + (count - 1) * opts.transitionSeconds) / count;
    return Math.min(L.fitMaxSeconds, Math.max(L.fitMinSeconds, Math.round(each * 1000) / 1000));
  }
  const s = opts.secondsPerSlide ?? L.defaultSecondsPerSlide;
  return Math.min(L.maxSecondsPerSlide, Math.max(L.minSecondsPerSlide, s));
}

function checkOptions(opts: SlideshowOptions): void {
  const L = SLIDESHOW_LIMITS;
  if (opts.images.length < L.minImages || opts.images.length > L.maxImages)
    throw new Error(`A slideshow takes ${L.minImages} to ${L.maxImages} images (got ${opts.images.length}).`);
  if ((opts.texts?.length ?? 0) > opts.images.length)
    throw new Error("There are more slide texts than images.");
  if (opts.fitToMusic && !opts.musicFile)
    throw new Error("Fitting the slides to the music needs your own music file.");
}

/** Composes every slide (cached by picture, frame and text); resolves to each slide's PNG. */
async function composeSlides(
  sb: Storyboard,
  opts: SlideshowOptions,
  c: ResolvedContext,
  report: (done: number) => void,
): Promise<string[]> {
  const cache = new StudioCache(c.cacheDir);
  const setup = captionSetup(sb);
  const fontsDir = await captionFontDir(sb, c.cacheDir);
  const { width, height } = sb.format;
  const out: string[] = [];
  let done = 0;
  // One at a time: each is a short single-frame ffmpeg, and the render after it is the heavy part.
  for (const [i, image] of opts.images.entries()) {
    c.signal?.throwIfAborted();
    const text = opts.narrate ? "" : (opts.texts?.[i] ?? "").trim();
    const ass = text
      ? slideTextAss({
          text,
          layout: setup.options,
          fontFamily: setup.options.boldFamily ?? setup.options.fontFamily,
          ...(setup.options.face ? { faceFile: setup.options.face.file } : {}),
          accent: sb.brand.colors[0] ?? "#111827",
        })
      : null;
    const assPath = ass
      ? (await cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) => writeFile(tmp, ass, "utf8"))).path
      : undefined;
    const key = hashOf({ slide: 1, image: await fileHash(image), width, height, ass });
    const { path } = await cache.getOrCreate("slides", key, ".png", (tmp) =>
      runFfmpeg(buildSlideArgs({ image, width, height, assPath, fontsDir, out: tmp }), {
        signal: c.signal,
      }).then(() => undefined),
    );
    out.push(path);
    report(++done);
  }
  return out;
}

/** The slideshow's storyboard; each scene's picture is set once its slide is composed. */
export function slideshowStoryboard(opts: SlideshowOptions, musicSeconds?: number): Storyboard {
  checkOptions(opts);
  const language = resolveLanguage(opts.language ?? "English");
  const format = formatFor({ platform: opts.platform, scale: opts.scale }, "instagram");
  const transition = opts.transition ?? "fade";
  const tSeconds = transition === "none" ? 0 : SLIDE_TRANSITION_SECONDS;
  const seconds = slideSeconds(opts.images.length, {
    secondsPerSlide: opts.secondsPerSlide,
    fitTo: opts.fitToMusic ? musicSeconds : undefined,
    transitionSeconds: tSeconds,
  });
  const texts = opts.images.map((_p, i) => (opts.texts?.[i] ?? "").replace(/\s+/g, " ").trim());
  const narrated = !!opts.narrate && texts.some((t) => /[\p{L}\p{N}]/u.test(t));
  const music = opts.musicFile ? "file" : (opts.music ?? "upbeat");
  // 0.25 is the bed 18 dB under the voice while it speaks, and at its own level where nobody speaks (the
  // whole slideshow when nothing is narrated); the mix is then brought to the product's loudness.
  const volume = 0.25;
  const input: StoryboardInput = {
    version: 1,
    title: opts.title ?? (texts.find(Boolean) || `Slideshow of ${opts.images.length} pictures`).slice(0, 80),
    format,
    scenes: opts.images.map((image, i) => ({
      id: sceneId(i),
      narration: narrated ? texts[i]! : "",
      // Replaced by the composed slide before rendering.
      visual: { kind: "asset", path: image, media: "image" },
      durationSeconds: seconds,
    })),
    voice: {
      language: language.name,
      gender: opts.gender ?? "female",
      accent: opts.accent,
      speed: 1,
      wordsPerMinute: language.wordsPerMinute,
      enabled: narrated,
    },
    captions: {
      enabled: narrated,
      style: opts.captions ?? "clean",
      font: opts.font ?? "montserrat",
      position: "bottom",
    },
    music:
      music === "file"
        ? { file: opts.musicFile, volume }
        : music === "none" || !MOODS.includes(music)
          ? null
          : { mood: music as "calm", volume },
    brand: { colors: opts.brandColors ?? [], logo: opts.logo },
    transition: { kind: transition, seconds: tSeconds },
    meta: {
      pipeline: "slideshow",
      slides: opts.images.length,
      secondsPerSlide: seconds,
      fitToMusic: !!opts.fitToMusic,
    },
  };
  return parseStoryboard(input);
}

export async function slideshow(opts: SlideshowOptions, ctx: PipelineContext = {}): Promise<VideoResult> {
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "slides", percent: 0 });
    checkOptions(opts);
    const musicSeconds = opts.musicFile ? (await userMusic(opts.musicFile)).durationSeconds : undefined;
    const sb = slideshowStoryboard(opts, musicSeconds);
    const report = slice(c.onProgress, 0, 12);
    const slides = await composeSlides(sb, opts, c, (done) =>
      report({ stage: "slides", percent: (100 * done) / opts.images.length }),
    );
    slides.forEach((slide, i) => {
      sb.scenes[i]!.visual = { kind: "asset", path: slide, media: "image" };
    });
    return await renderWithContext(
      sb,
      { out: opts.out, stems: opts.stems, encoder: opts.encoder },
      c,
      12,
      100,
    );
  } finally {
    await c.cleanup();
  }
}

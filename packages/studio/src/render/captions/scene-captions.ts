// Caption events of a storyboard, per scene (for burning into scene segments) and on the whole time line
// (for the sidecar SRT/VTT/ASS files and the checker), all from the speech word timings.
import { fontFor } from "../../fonts.ts";
import { resolveLanguage } from "../../languages.ts";
import { safeAreaFor } from "../../storyboard/formats.ts";
import { CAPTION_SIZE_SCALE, type Storyboard } from "../../storyboard/schema.ts";
import type { SceneTiming, Timeline } from "../timeline.ts";
import type { AssDocumentOptions } from "./ass.ts";
import { type CaptionEvent, layoutCaptions } from "./layout.ts";
import { brandedSpec, CAPTION_STYLE_SPECS, type CaptionStyleSpec } from "./styles.ts";

// Montserrat is noticeably wider than the other faces; Noto faces for other scripts are near the table.
const FONT_WIDTH: Record<string, number> = { montserrat: 1.12, roboto: 0.96, arial: 0.96, comic: 0.92 };

/** The style's look at the size the storyboard asks (small, medium or large). */
export function sizedSpec(captions: Pick<Storyboard["captions"], "style" | "size">): CaptionStyleSpec {
  const own = CAPTION_STYLE_SPECS[captions.style];
  const scale = CAPTION_SIZE_SCALE[captions.size ?? "medium"];
  return scale === 1 ? own : { ...own, size: own.size * scale };
}

export interface CaptionSetup {
  spec: CaptionStyleSpec;
  options: AssDocumentOptions;
  rtl: boolean;
}

export function captionSetup(sb: Storyboard): CaptionSetup {
  const lang = resolveLanguage(sb.voice.language);
  const font = fontFor(sb.captions.font, lang.script, lang.code);
  const latinFace = ["latin", "cyrillic", "greek"].includes(lang.script);
  const noSpaces = lang.script === "cjk" || lang.script === "thai" || /^(my|lo|km)\b/.test(lang.code);
  // The brand colour, shown in every style (the spoken word, or clean's box).
  const spec = brandedSpec(sizedSpec(sb.captions), sb.captions.activeColor);
  const latin = fontFor(sb.captions.font, "latin");
  const boldFamily = font.family === "Montserrat" ? "Montserrat ExtraBold" : undefined;
  const faceFile = spec.bold ? (font.bold ?? font.file) : font.file;
  const latinFile = spec.bold ? (latin.bold ?? latin.file) : latin.file;
  return {
    spec,
    rtl: lang.rtl,
    options: {
      width: sb.format.width,
      height: sb.format.height,
      safe: safeAreaFor(sb.format.width, sb.format.height),
      position: sb.captions.position,
      noSpaces,
      fontWidthFactor: latinFace ? (FONT_WIDTH[sb.captions.font] ?? 1) : 1.05,
      locale: lang.code,
      fontFamily: font.family,
      boldFamily,
      rtl: lang.rtl,
      face: {
        family: spec.bold && boldFamily ? boldFamily : font.family,
        file: faceFile,
        fallbacks: latinFile === faceFile ? [] : [latinFile],
        bold: spec.bold,
      },
    },
  };
}

/** One scene's events on its own clock (0 = scene start); needs only that scene's speech and timing. */
export function oneSceneCaptionEvents(
  sb: Storyboard,
  i: number,
  t: Pick<SceneTiming, "frames" | "tailFrames" | "voiceStart">,
  fps: number,
  setup: CaptionSetup,
): CaptionEvent[] {
  const scene = sb.scenes[i]!;
  if (!sb.captions.enabled || !sb.voice.enabled || !scene.speech) return [];
  const words = scene.speech.words.map((w) => ({
    text: w.word,
    start: w.start + t.voiceStart,
    end: Math.max(w.end, w.start + 0.05) + t.voiceStart,
  }));
  // Captions leave the screen before the outgoing transition starts.
  const until = (t.frames - t.tailFrames) / fps;
  return layoutCaptions(words, setup.spec, setup.options, until);
}

export function shiftEvents(events: CaptionEvent[], by: number): CaptionEvent[] {
  const sh = (w: { text: string; start: number; end: number }) => ({
    ...w,
    start: w.start + by,
    end: w.end + by,
  });
  return events.map((e) => ({
    start: e.start + by,
    end: e.end + by,
    words: e.words.map(sh),
    lines: e.lines.map((l) => l.map(sh)),
  }));
}

/** All events on the video's time line. */
export function timelineCaptionEvents(perScene: CaptionEvent[][], timeline: Timeline): CaptionEvent[] {
  return perScene.flatMap((events, i) =>
    shiftEvents(events, timeline.scenes[i]!.offsetFrames / timeline.fps),
  );
}

// Prompt plus brand-story options -> script -> storyboard -> MP4. Every option changes the result:
// platform -> frame size; gender -> voice; language -> narration language, voice and caption script;
// age group -> pace, palette, music and caption look; duration -> length.
import path from "node:path";
import type { VideoStyle } from "@reelforge/contract/vocabularies";
import type { CaptionFont } from "../fonts.ts";
import { narrationWordsPerMinute, resolveLanguage } from "../languages.ts";
import type { Providers } from "../providers/registry.ts";
import type { Script } from "../providers/types.ts";
import { computeTimeline } from "../render/timeline.ts";
import { formatFor, sceneId } from "../storyboard/build.ts";
import type { Aspect } from "../storyboard/formats.ts";
import {
  type CaptionStyle,
  MUSIC_MOODS,
  parseStoryboard,
  type Storyboard,
  stageMotion,
} from "../storyboard/schema.ts";
import { audienceProfile } from "./audience.ts";
import { type PipelineContext, type ResolvedContext, resolveContext, slice } from "./context.ts";
import { withFallback } from "./fallback.ts";
import { prepareStoryboard } from "./prepare-storyboard.ts";
import { renderWithContext, type VideoResult } from "./render.ts";
import { type MediaOrder, type UserMedia, withUserMedia } from "./user-media.ts";

export interface PromptVideoOptions {
  prompt: string;
  topic?: string;
  description?: string;
  /** Seconds; the spec offers 5 to 10, longer on request (up to 600). Default 5. */
  durationSeconds?: number;
  platform?: string;
  aspect?: Aspect;
  /** One video per language; the first is written to `out`, the others beside it as NAME.<code>.mp4. */
  languages?: string[];
  audience?: string[];
  gender?: string;
  accent?: string;
  captions?: CaptionStyle;
  font?: CaptionFont;
  music?: string;
  brandColors?: string[];
  /** The spoken word's colour in the captions (a brand colour). */
  captionColor?: string;
  logo?: string;
  /** The user's photos and clips, shown before any other source (see user-media.ts). */
  media?: UserMedia[];
  mediaOrder?: MediaOrder;
  out: string;
  scale?: number;
  encoder?: import("../render/encoder.ts").EncoderSettings;
  concurrency?: number;
  /** Also write NAME.voice.wav and NAME.music.wav beside each video. */
  stems?: boolean;
  /**
   * A preset's look (issue 13). "animated": an illustrated explainer: the built-in illustrations on
   * designed backgrounds with kinetic text (never stock or model pictures; the user's own media still
   * come first), bright colours unless the brand's, playful music, bouncy captions and transitions.
   * "movie": a story told in many scenes (the script writer's story form), up to three minutes.
   */
  style?: VideoStyle;
}

/** What the animated style changes (see PromptVideoOptions.style). */
export const ANIMATED_LOOK = {
  palette: ["#2563eb", "#facc15", "#f472b6"],
  mood: "playful",
  captions: "bold-pop",
  transition: "slideleft",
} as const satisfies {
  palette: string[];
  mood: (typeof MUSIC_MOODS)[number];
  captions: CaptionStyle;
  transition: string;
};

/**
 * The providers of a style: the animated look draws every picture itself, so stock and image models
 * are set aside (the voice and the writer stay the configured ones).
 */
export function providersForStyle(providers: Providers, style: VideoStyle | undefined): Providers {
  if (style !== "animated") return providers;
  return { ...providers, stock: null, image: providers.builtin.image };
}

export interface PromptVideoResult extends VideoResult {
  script: Script;
  /** Plain notes for the user from the script writer (facts left out, words not translated), per language. */
  notes: string[];
  /** Videos in the other languages asked for. */
  alternates: { language: string; result: VideoResult }[];
}

export function parseGender(g: string | undefined): "male" | "female" {
  const k = (g ?? "female").trim().toLowerCase();
  if (k === "male" || k === "m" || k === "man") return "male";
  if (k === "female" || k === "f" || k === "woman") return "female";
  throw new Error(`Unknown gender "${g}". Choose Male or Female.`);
}

/** A scene to be: what is said, what is shown, and which of the request's facts it says. */
type Beat = { narration: string; visual: string; facts: string[] };

/** Joins beats so that there are at most `max` scenes (short videos cannot afford many scene changes). */
function mergeBeats(beats: Beat[], max: number): Beat[] {
  if (beats.length <= max) return beats;
  const per = Math.ceil(beats.length / max);
  const out: Beat[] = [];
  const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
  for (let i = 0; i < beats.length; i += per) {
    const group = beats.slice(i, i + per);
    out.push({
      narration: group.reduce(
        (a, b) => (a ? `${a}${unspaced.test(a) ? "" : " "}${b.narration}` : b.narration),
        "",
      ),
      // Every noun the merged scene speaks of, so that its visuals can show each of them.
      visual: [...new Set(group.flatMap((b) => b.visual.split(/\s+/)))].slice(0, 12).join(" "),
      facts: [...new Set(group.flatMap((b) => b.facts))],
    });
  }
  return out;
}

/** When even fast speech runs long: drops the middle beat that says the fewest facts (the latest of those). */
function dropOne(beats: Beat[]): { beats: Beat[]; dropped: string[] } {
  if (beats.length <= 2) return { beats: [beats[0]!], dropped: beats.slice(1).flatMap((b) => b.facts) };
  let at = beats.length - 2;
  for (let i = beats.length - 2; i >= 1; i--) if (beats[i]!.facts.length < beats[at]!.facts.length) at = i;
  return { beats: beats.filter((_, i) => i !== at), dropped: beats[at]!.facts };
}

function narrationsOf(script: Script): Beat[] {
  const beats: Beat[] = script.beats.map((b) => ({
    narration: b.narration.trim(),
    visual: b.visual || b.narration,
    facts: b.facts ?? [],
  }));
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  const cta = script.callToAction?.trim() ?? "";
  // A call to action said at the end of an earlier sentence (the request retold: "..., first class free,
  // book at sunriseyoga.com.") is said last instead, where a viewer acts on it: it had been left out of
  // the video as said already, in its second scene.
  let ctaFacts: string[] = [];
  const said = cta.replace(/[.!?。！？]+$/u, "").trim();
  if (said) {
    const words = said.split(/\s+/u).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const trailing = new RegExp(
      `(?:[,;:—–]|\\s+(?:and|or|-))?\\s*${words.join("\\s+")}[\\s.!?。！？]*$`,
      "iu",
    );
    for (const b of beats.slice(0, -1)) {
      const m = trailing.exec(b.narration);
      const head = m ? b.narration.slice(0, m.index).trim() : "";
      if (!m || !/[\p{L}\p{N}]/u.test(head)) continue;
      b.narration = /[.!?。！？]$/u.test(head) ? head : `${head}.`;
      ctaFacts = [...new Set([...ctaFacts, ...b.facts.filter((f) => norm(cta).includes(norm(f)))])];
      b.facts = b.facts.filter((f) => !ctaFacts.includes(f));
    }
  }
  const all = beats.map((b) => norm(b.narration)).join(" ");
  const out = [...beats];
  if (script.hook?.trim() && !all.includes(norm(script.hook)))
    out.unshift({ narration: script.hook.trim(), visual: script.title, facts: [] });
  if (cta && !all.includes(norm(cta))) out.push({ narration: cta, visual: script.title, facts: ctaFacts });
  return out.filter((b) => /[\p{L}\p{N}]/u.test(b.narration));
}

async function oneLanguage(
  opts: PromptVideoOptions,
  language: string,
  out: string,
  c: ResolvedContext,
  from: number,
  to: number,
): Promise<{ result: VideoResult; script: Script }> {
  const report = slice(c.onProgress, from, to);
  const { storyboard, script } = await fittedStoryboard(opts, language, c, report);
  const result = await renderWithContext(
    storyboard,
    { out, encoder: opts.encoder, concurrency: opts.concurrency, stems: opts.stems },
    c,
    from + (to - from) * 0.25,
    to,
  );
  return { result, script };
}

/**
 * The storyboard of a prompt video in one language, prepared (script written, voice spoken, visuals
 * chosen) and fitted to the duration, without rendering it; the script as told to the user.
 */
export async function promptStoryboard(
  opts: Omit<PromptVideoOptions, "out" | "languages">,
  language: string,
  ctx: PipelineContext = {},
): Promise<{ storyboard: Storyboard; script: Script }> {
  const c = await resolveContext(ctx);
  c.providers = providersForStyle(c.providers, opts.style);
  try {
    return await fittedStoryboard(opts, language, c, c.onProgress);
  } finally {
    await c.cleanup();
  }
}

async function fittedStoryboard(
  opts: Omit<PromptVideoOptions, "out" | "languages">,
  language: string,
  c: ResolvedContext,
  report: (e: { stage: string; percent: number }) => void,
): Promise<{ storyboard: Storyboard; script: Script }> {
  const lang = resolveLanguage(language);
  const duration = opts.durationSeconds ?? 5;
  const audience = audienceProfile(opts.audience);
  const animated = opts.style === "animated";
  // The animated look over the audience's; an age group chosen keeps its own caption style.
  const general = audience === audienceProfile([]);
  const profile = animated
    ? { ...audience, ...ANIMATED_LOOK, captions: general ? ANIMATED_LOOK.captions : audience.captions }
    : audience;
  const gender = parseGender(opts.gender);
  report({ stage: "script", percent: 0 });
  const fallbacks: Storyboard["fallbacks"] = [];
  // The storyboard records the whole request; the writer reads topic, prompt and description itself.
  const prompt = [opts.topic, opts.description, opts.prompt].filter((s) => s?.trim()).join(". ");
  const { result: script } = await withFallback(
    "script",
    c.providers.llm,
    c.providers.builtin.llm,
    (p) =>
      p.writeScript(
        {
          prompt: opts.prompt?.trim() || prompt,
          platform: opts.platform,
          durationSeconds: duration,
          language: lang.name,
          audience: opts.audience,
          ...(opts.style === "movie" ? { form: "story" as const } : {}),
          gender,
          topic: opts.topic,
          description: opts.description,
        },
        { signal: c.signal },
      ),
    (f) => fallbacks.push(f),
    c.signal,
  );
  let beats = mergeBeats(narrationsOf(script), Math.max(1, Math.floor(duration / 2.5)));
  if (beats.length === 0) throw new Error("The script writer returned no narration.");
  const format = formatFor({ platform: opts.platform, aspect: opts.aspect, scale: opts.scale }, "youtube");
  // Paced for the platform and audience (about 160 words a minute in English on social platforms,
  // slower for kids and older viewers); `speed` is a multiplier the length fitting below raises.
  const wordsPerMinute = narrationWordsPerMinute(lang, format.platform, opts.audience);
  const build = (speed: number, bs: typeof beats) =>
    parseStoryboard({
      version: 1,
      title: script.title,
      format,
      scenes: withUserMedia(
        bs.map((b, i) => ({
          id: sceneId(i),
          narration: b.narration,
          visual: { kind: "designer", prompt: b.visual },
          motion: stageMotion(i),
        })),
        opts.media,
        opts.mediaOrder,
      ),
      voice: { language: lang.name, gender, accent: opts.accent, speed, wordsPerMinute },
      captions: {
        style: opts.captions ?? profile.captions,
        font: opts.font ?? "montserrat",
        ...(opts.captionColor ? { activeColor: opts.captionColor } : {}),
      },
      music:
        opts.music === "none"
          ? null
          : opts.music && !MUSIC_MOODS.includes(opts.music as "calm")
            ? { file: opts.music, volume: 0.25 }
            : { mood: (opts.music as "calm") ?? profile.mood, volume: 0.25 },
      brand: { colors: opts.brandColors ?? profile.palette, logo: opts.logo },
      transition: { kind: profile.transition, seconds: duration <= 10 ? 0.3 : 0.4 },
      credits: [{ part: "script", credit: script.credit }],
      fallbacks,
      meta: {
        pipeline: "prompt-video",
        prompt,
        durationSeconds: duration,
        audience: opts.audience ?? [],
        language: lang.code,
        ...(opts.style ? { style: opts.style } : {}),
      },
    });
  // Fit the length: speak faster (up to 1.5x the audience pace) when the narration runs long, drop middle
  // beats if even that is too long, and hold scenes longer when it runs short.
  const dropped: string[] = [];
  let speed = 1;
  let prepared = await prepareStoryboard(build(speed, beats), { ...c, onProgress: slice(report, 5, 25) });
  let total = computeTimeline(prepared.storyboard).totalFrames / prepared.storyboard.format.fps;
  const maxSpeed = 1.5;
  for (let round = 0; round < 4 && total > duration * 1.08; round++) {
    const speech = prepared.storyboard.scenes.reduce((a, s) => a + (s.speech?.durationSeconds ?? 0), 0);
    const room = duration - (total - speech);
    const needed = room > 0 ? (speed * speech) / room : Number.POSITIVE_INFINITY;
    if (needed > maxSpeed && beats.length > 1) {
      // Keep the hook and the last beat (call to action); drop from the middle, facts last.
      const cut = dropOne(beats);
      beats = cut.beats;
      dropped.push(...cut.dropped);
    } else if (speed < maxSpeed) {
      speed = Math.round(Math.min(maxSpeed, needed) * 100) / 100;
    } else {
      break;
    }
    prepared = await prepareStoryboard(build(speed, beats), { ...c, onProgress: slice(report, 5, 25) });
    total = computeTimeline(prepared.storyboard).totalFrames / prepared.storyboard.format.fps;
  }
  const fitted = structuredClone(prepared.storyboard);
  if (total < duration) {
    const tl = computeTimeline(fitted);
    const extra = (duration - total) / fitted.scenes.length;
    fitted.scenes.forEach((s, i) => {
      s.durationSeconds = tl.scenes[i]!.frames / tl.fps + extra;
    });
  }
  // Facts whose every mention was dropped to fit the length: the script says so.
  const kept = new Set(beats.flatMap((b) => b.facts));
  const lost = [...new Set(dropped)].filter((f) => !kept.has(f));
  const told = lost.length
    ? {
        ...script,
        leftOut: [...(script.leftOut ?? []), ...lost],
        notes: [
          ...(script.notes ?? []),
          `The ${duration} seconds could not hold every fact; left out: ${lost.join(", ")}. A longer video would include them.`,
        ],
      }
    : script;
  return { storyboard: fitted, script: told };
}

export async function promptVideo(
  opts: PromptVideoOptions,
  ctx: PipelineContext = {},
): Promise<PromptVideoResult> {
  if (!opts.prompt?.trim() && !opts.topic?.trim() && !opts.description?.trim())
    throw new Error("The prompt is empty.");
  const d = opts.durationSeconds ?? 5;
  if (!(d >= 3 && d <= 600)) throw new Error("Duration must be between 3 and 600 seconds.");
  const languages = opts.languages?.length ? opts.languages : ["English"];
  for (const l of languages) resolveLanguage(l);
  const c = await resolveContext(ctx);
  c.providers = providersForStyle(c.providers, opts.style);
  try {
    const n = languages.length;
    const first = await oneLanguage(opts, languages[0]!, opts.out, c, 0, 100 / n);
    const alternates: PromptVideoResult["alternates"] = [];
    const scripts: { script: Script }[] = [];
    for (let i = 1; i < n; i++) {
      const code = resolveLanguage(languages[i]!).code;
      const out = path.join(path.dirname(opts.out), `${path.basename(opts.out, ".mp4")}.${code}.mp4`);
      const r = await oneLanguage(opts, languages[i]!, out, c, (100 * i) / n, (100 * (i + 1)) / n);
      alternates.push({ language: languages[i]!, result: r.result });
      scripts.push(r);
    }
    const notes = [first, ...scripts].flatMap((r) =>
      (r.script.notes ?? []).map((n) =>
        n.includes(r.script.language) || n.startsWith(r.script.language) ? n : `${r.script.language}: ${n}`,
      ),
    );
    return { ...first.result, script: first.script, alternates, notes: [...new Set(notes)] };
  } finally {
    await c.cleanup();
  }
}

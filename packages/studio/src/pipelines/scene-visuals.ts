// The record of what each scene shows (`scene.visuals`): its background or footage, and on a designed
// background the illustrations of each visual beat, drawn once as transparent PNG layers (cached by
// what they show) for the renderer to move over the background.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { exists, hashOf, type StudioCache } from "../cache.ts";
import { resolveLanguage } from "../languages.ts";
import { groupDocument } from "../providers/builtin/designer/composition.ts";
import {
  emojiForIcon,
  iconNameFor,
  iconNameOfId,
  illustrationId,
  licenceOf,
} from "../providers/builtin/illustrations/icon-set.ts";
import { findSubjects } from "../providers/builtin/illustrations/keyword-index.ts";
import { rasteriseBatch, rasteriseSvg } from "../providers/builtin/illustrations/rasterise.ts";
import { searchIllustrations } from "../providers/builtin/illustrations/search.ts";
import { sceneTiming } from "../render/timeline.ts";
import { framePlacement, layerPlacement, rowsBesideKineticBox } from "../render/visual-layers.ts";
import type { Storyboard, VisualRecord } from "../storyboard/schema.ts";
import { emojiClusters, isPictureEmoji } from "../text/emoji.ts";
import { type BeatPicture, type BeatSource, frameLayer, subjectWords } from "./beat-sources.ts";
import type { FallbackRecord } from "./fallback.ts";
import { type KineticInput, kineticRecords, planKineticText } from "./kinetic-text.ts";
import { type BeatSubject, planBeats } from "./visual-beats.ts";

const LAYER_VERSION = 6;

/**
 * The subjects of the whole video (title and every narration), strongest first, each with all its
 * pictures (a bakery: bread and its shop): fillers for scenes that name too few of their own.
 */
export function videoSubjects(
  sb: Storyboard,
  texts = [sb.title, ...sb.scenes.map((s) => s.narration)],
): BeatSubject[][] {
  const lang = resolveLanguage(sb.voice.language).code;
  const score = new Map<string, { group: BeatSubject[]; score: number }>();
  for (const text of texts) {
    for (const m of findSubjects(text, lang)) {
      const key = m.emoji.join(" ");
      const had = score.get(key);
      if (had) {
        had.score += m.score;
        for (const s of had.group) if (!s.keywords.includes(m.word)) s.keywords.push(m.word);
      } else
        score.set(key, { group: m.emoji.map((emoji) => ({ emoji, keywords: [m.word] })), score: m.score });
    }
  }
  return [...score.values()].sort((a, b) => b.score - a.score).map((x) => x.group);
}

/**
 * The layer PNG of each beat (its subjects composed), cached by what it draws; the missing ones are
 * drawn together in one worker (see rasteriseBatch).
 */
async function beatLayers(
  cache: StudioCache,
  groups: { emoji: string[]; rows?: { top: number; bottom: number } }[],
  width: number,
  height: number,
): Promise<string[]> {
  // The rows are part of the key only when given, so the layers of every other beat keep their keys.
  const keys = groups.map(({ emoji, rows }) =>
    hashOf({ v: LAYER_VERSION, emoji, width, height, ...(rows ? { rows } : {}) }),
  );
  const document = (i: number) =>
    groupDocument(groups[i]!.emoji, width, height, { halo: "#ffffff", rows: groups[i]!.rows });
  const missing: number[] = [];
  for (const [i, key] of keys.entries()) {
    if (!(await exists(cache.entryPath("illustrations", key, ".png")))) missing.push(i);
  }
  const drawn = await rasteriseBatch(missing.map(document));
  const files: string[] = [];
  for (const [i, key] of keys.entries()) {
    const at = missing.indexOf(i);
    const { path: file } = await cache.getOrCreate("illustrations", key, ".png", (tmp) =>
      writeFile(tmp, at >= 0 ? drawn[at]! : rasteriseSvg(document(i))),
    );
    files.push(file);
  }
  return files;
}

/**
 * The visual records of scene `index`, once its speech and visual are resolved. A designed background
 * gets the illustration beats of its narration; footage, uploads and model pictures are recorded as
 * they are (they show their subject themselves).
 */
export interface BeatSourcing {
  /** The sources to ask before the built-in illustrations, in order (see beat-sources.ts). */
  sources: BeatSource[];
  /** Records a source that failed (the beat went to the next one). */
  record(f: FallbackRecord): void;
  /** Credits of the pictures used, for the result's "made with" list. */
  credit?(c: BeatPicture["credit"]): void;
  /**
   * Sources that failed in this run: not asked again for later beats (a service that is down or
   * refuses the key would otherwise cost every beat its retries).
   */
  failed?: Set<string>;
  signal?: AbortSignal;
}

export async function sceneVisualRecords(
  sb: Storyboard,
  index: number,
  cache: StudioCache,
  fillers: BeatSubject[][],
  sourcing: BeatSourcing = { sources: [], record: () => {} },
): Promise<VisualRecord[]> {
  const records = await pictureRecords(sb, index, cache, fillers, sourcing);
  return [...records, ...captionEmojiRecords(sb, index)];
}

/**
 * The emoji the captions draw as pictures (render/captions/emoji.ts), recorded with their licence: one
 * record per emoji of a spoken word, from when that word is said (no layer: the renderer draws them
 * with the caption cue).
 */
export function captionEmojiRecords(sb: Storyboard, index: number): VisualRecord[] {
  const scene = sb.scenes[index]!;
  if (!sb.captions.enabled || !sb.voice.enabled || !scene.speech) return [];
  const t = sceneTiming(sb, index);
  const records: VisualRecord[] = [];
  for (const w of scene.speech.words) {
    for (const m of w.word.matchAll(emojiClusters())) {
      const name = isPictureEmoji(m[0]) ? iconNameFor(m[0]) : null;
      if (!name) continue;
      const l = licenceOf(name);
      records.push({
        source: "caption-emoji",
        id: illustrationId(name),
        keywords: [w.word],
        start: round(w.start + t.voiceStart),
        duration: round(Math.max(0.05, w.end - w.start)),
        license: l.licence,
        attribution: { author: l.author, ...(l.url ? { url: l.url } : {}) },
      });
    }
  }
  return records;
}

async function pictureRecords(
  sb: Storyboard,
  index: number,
  cache: StudioCache,
  fillers: BeatSubject[][],
  sourcing: BeatSourcing,
): Promise<VisualRecord[]> {
  const scene = sb.scenes[index]!;
  const t = sceneTiming(sb, index);
  const seconds = t.frames / sb.format.fps;
  const lang = resolveLanguage(sb.voice.language).code;
  const rv = scene.resolvedVisual;
  if (scene.visual.kind === "color" || !rv) {
    const id = scene.visual.kind === "color" ? scene.visual.color : "none";
    return [{ source: "color", id, keywords: [], start: 0, duration: seconds, license: "none" }];
  }
  if (rv.credit.provider !== "designer") {
    const query = scene.visual.kind === "stock" ? scene.visual.query : scene.narration;
    const words = findSubjects(query, lang).map((m) => m.word);
    const upload = rv.credit.provider === "upload";
    const picture: VisualRecord[] = [
      {
        source: rv.credit.provider,
        id: rv.credit.attribution?.url ?? path.basename(rv.path),
        keywords: words.filter((w) => scene.narration.includes(w)),
        start: 0,
        duration: seconds,
        license: rv.credit.attribution?.licence ?? (upload ? "user's own" : `${rv.credit.provider} terms`),
        ...(rv.credit.attribution?.author || rv.credit.attribution?.url
          ? { attribution: { author: rv.credit.attribution.author, url: rv.credit.attribution.url } }
          : {}),
      },
    ];
    // Footage, uploads and model pictures carry the key facts too: the type sits on its own plate (its
    // contrast does not depend on the picture), in the box kept clear of the captions.
    const facts = planKineticText(kineticInput(sb, index, lang, spans(seconds)));
    return [...picture, ...(await kineticRecords(sb, cache, facts))];
  }
  const records: VisualRecord[] = [
    {
      source: "designer",
      id: "background",
      keywords: [],
      start: 0,
      duration: seconds,
      license: "ReelForge (built-in)",
    },
  ];
  const { width: W, height: H } = sb.format;
  const chosen = scene.visual.kind === "designer" ? chosenSubjects(scene.visual.illustrations) : [];
  const planned = planBeats({
    narration: scene.narration,
    language: lang,
    words: sb.voice.enabled ? scene.speech?.words : undefined,
    voiceStart: t.voiceStart,
    speechSeconds: scene.speech?.durationSeconds,
    sceneSeconds: seconds,
    platform: sb.format.platform,
    portrait: H > W * 1.2,
    hint:
      scene.visual.kind === "designer" && scene.visual.prompt !== scene.narration
        ? scene.visual.prompt
        : undefined,
    videoSubjects: fillers,
  });
  // Illustrations the user chose show for the whole scene, from no other source.
  const beats = chosen.length ? [{ start: 0, end: seconds, subjects: chosen }] : planned;
  const candidates = alternativeCandidates(scene.narration, lang, fillers, planned);
  // Each beat from the first source that has a picture for it; the others get illustrations.
  const pictures: (VisualRecord | null)[] = [];
  for (const beat of beats)
    pictures.push(
      chosen.length ? null : await sourcedPicture(sb, scene.narration, lang, beat, cache, sourcing),
    );
  const drawn = beats.filter((_, k) => !pictures[k]);
  const { width: lw, height: lh } = layerPlacement(sb);
  // A beat during which a key fact shows in large type keeps its subjects out of the fact's box (its
  // plate had covered the tops of the subjects on wide frames).
  const facts = planKineticText(
    kineticInput(
      sb,
      index,
      lang,
      beats.map((b) => ({ start: b.start, end: b.end })),
    ),
  );
  const rows = rowsBesideKineticBox(sb);
  // A fact said at the end of a beat and held into the next one counts for the next: the subjects of a
  // beat stay large unless a fact shows over a good part of it (a second, or half of a short beat).
  const underFact = (b: { start: number; end: number }) =>
    facts.some((f) => {
      const overlap = Math.min(b.end, f.start + f.duration) - Math.max(b.start, f.start);
      return overlap >= Math.min(1, (b.end - b.start) / 2);
    });
  const layers = await beatLayers(
    cache,
    drawn.map((b) => ({ emoji: b.subjects.map((s) => s.emoji), ...(rows && underFact(b) ? { rows } : {}) })),
    lw,
    lh,
  );
  for (const [k, beat] of beats.entries()) {
    const picture = pictures[k];
    if (picture) {
      records.push(picture);
      continue;
    }
    const layer = layers[drawn.indexOf(beat)]!;
    const own = new Set(beat.subjects.map((s) => s.emoji));
    const alternatives = candidates
      .filter((id) => !own.has(id.emoji))
      .slice(0, 6)
      .map((c) => c.id);
    for (const s of beat.subjects) {
      const name = iconNameFor(s.emoji)!;
      const l = licenceOf(name);
      records.push({
        source: "illustration",
        id: illustrationId(name),
        keywords: s.keywords,
        start: round(beat.start),
        duration: round(beat.end - beat.start),
        license: l.licence,
        attribution: { author: l.author, ...(l.url ? { url: l.url } : {}) },
        ...(alternatives.length ? { alternatives } : {}),
        layer,
      });
    }
  }
  // A key fact of the narration (a price, an offer, a day) in large type for a beat, over the pictures.
  records.push(...(await kineticRecords(sb, cache, facts)));
  return records;
}

/** What the kinetic text of scene `index` is planned from, with the scene's beats. */
function kineticInput(
  sb: Storyboard,
  index: number,
  language: string,
  beats: { start: number; end: number }[],
): KineticInput {
  const scene = sb.scenes[index]!;
  const t = sceneTiming(sb, index);
  const prompt = sb.meta.prompt;
  return {
    narration: scene.narration,
    ...(typeof prompt === "string" && prompt.trim() ? { request: prompt } : {}),
    language,
    words: sb.voice.enabled ? scene.speech?.words : undefined,
    voiceStart: t.voiceStart,
    speechSeconds: scene.speech?.durationSeconds,
    sceneSeconds: t.frames / sb.format.fps,
    beats,
  };
}

/** A scene with one picture, cut into spans of about 3 s: at most one key fact in large type each. */
function spans(seconds: number): { start: number; end: number }[] {
  const n = Math.max(1, Math.round(seconds / 3));
  return Array.from({ length: n }, (_, k) => ({
    start: round((k * seconds) / n),
    end: round(((k + 1) * seconds) / n),
  }));
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The subjects of the illustrations a user chose for a scene (ids the library does not have are left out). */
function chosenSubjects(ids: string[] | undefined): BeatSubject[] {
  return (ids ?? []).flatMap((id) => {
    const name = iconNameOfId(id);
    const emoji = name ? emojiForIcon(name) : null;
    return emoji ? [{ emoji, keywords: [] }] : [];
  });
}

/**
 * Illustrations that fit a scene, for the editor to offer in place of a beat's: every picture of every
 * subject its narration names and of its planned beats, then the video's strongest subjects.
 */
function alternativeCandidates(
  narration: string,
  language: string,
  fillers: BeatSubject[][],
  planned: { subjects: BeatSubject[] }[],
): { id: string; emoji: string }[] {
  // Other pictures of the words each beat shows (a bee: a honeybee, a beetle...) first.
  const words = [...new Set(planned.flatMap((b) => b.subjects.flatMap((s) => s.keywords)))];
  const emoji = [
    ...words.flatMap((w) => searchIllustrations(w, language, 4).map((h) => h.emoji)),
    ...findSubjects(narration, language).flatMap((m) => m.emoji),
    ...planned.flatMap((b) => b.subjects.map((s) => s.emoji)),
    ...fillers.slice(0, 6).flatMap((group) => group.map((s) => s.emoji)),
  ];
  const out: { id: string; emoji: string }[] = [];
  for (const e of emoji) {
    const name = iconNameFor(e);
    if (!name || out.some((c) => c.emoji === e)) continue;
    out.push({ id: illustrationId(name), emoji: e });
  }
  return out.slice(0, 16);
}

/**
 * A beat's picture from the first source that has one, as its visual record (a frame-filling layer),
 * or null when none has (the beat is illustrated). A source that throws is recorded and skipped.
 */
async function sourcedPicture(
  sb: Storyboard,
  narration: string,
  language: string,
  beat: { start: number; end: number; subjects: BeatSubject[] },
  cache: StudioCache,
  sourcing: BeatSourcing,
): Promise<VisualRecord | null> {
  if (sourcing.sources.length === 0) return null;
  const { width: W, height: H } = sb.format;
  const keywords = [...new Set(beat.subjects.flatMap((s) => s.keywords))];
  const subjects = [
    ...new Set(beat.subjects.map((s) => subjectWords(s.emoji)).filter((w): w is string => !!w)),
  ];
  const req = {
    keywords,
    subjects,
    narration,
    language,
    width: W,
    height: H,
    seconds: beat.end - beat.start,
  };
  for (const [i, source] of sourcing.sources.entries()) {
    if (sourcing.failed?.has(source.id)) continue;
    let picture: BeatPicture | null;
    try {
      picture = await source.pick(req, cache, { signal: sourcing.signal });
    } catch (err) {
      if (sourcing.signal?.aborted) throw err;
      sourcing.failed?.add(source.id);
      sourcing.record({
        stage: "visuals",
        from: source.id,
        to: sourcing.sources[i + 1]?.id ?? "illustration",
        reason: (err as Error).message,
      });
      continue;
    }
    if (!picture) continue;
    const place = framePlacement(sb);
    const layer = await frameLayer(
      cache,
      { path: picture.path, key: picture.path },
      place.width,
      place.height,
      { signal: sourcing.signal },
    );
    sourcing.credit?.(picture.credit);
    return {
      source: picture.source,
      id: picture.id,
      keywords,
      start: round(beat.start),
      duration: round(beat.end - beat.start),
      license: picture.license,
      ...(picture.attribution ? { attribution: picture.attribution } : {}),
      layer,
      placement: "frame",
    };
  }
  return null;
}

/**
 * The key visual of a video for its cover (thumbnail): its strongest subjects (up to three, a word's
 * pictures together) composed on a transparent `width` x `height` PNG, or null when it names none.
 */
export function keyVisual(
  sb: Storyboard,
  width: number,
  height = width,
): { png: Buffer; ids: string[]; emoji: string[] } | null {
  // What the video opens with: the title and the first scene's subjects, then the next scenes' in turn
  // until two are found. A cover is the video's face: editing a later scene's words does not change it
  // (nor cost a new cover).
  const texts = [sb.title, ...sb.scenes.map((s) => s.narration)];
  let emoji: string[] = [];
  for (let n = Math.min(2, texts.length); n <= texts.length; n++) {
    emoji = [];
    for (const group of videoSubjects(sb, texts.slice(0, n))) {
      for (const s of group) if (emoji.length < 3 && !emoji.includes(s.emoji)) emoji.push(s.emoji);
      if (emoji.length >= 2) break;
    }
    if (emoji.length >= 2) break;
  }
  if (emoji.length === 0) return null;
  return {
    png: rasteriseSvg(groupDocument(emoji, width, height)),
    ids: emoji.map((e) => illustrationId(iconNameFor(e)!)),
    emoji,
  };
}

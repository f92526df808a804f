// Edits of a saved storyboard (issue 12): operations applied in order to a copy, each described in
// plain words, and how many scenes the result must encode again. A scene keeps its speech and picture
// (and so its cached segment) unless the operation touched what decides them.

import type { TEditableStoryboard, TEditOperation, TVisualChoice } from "@reelforge/contract";
import { hashOf } from "../cache.ts";
import { resolveLanguage } from "../languages.ts";
import {
  emojiForIcon,
  iconNameFor,
  iconNameOfId,
  illustrationId,
  licenceOf,
} from "../providers/builtin/illustrations/icon-set.ts";
import { findSubjects } from "../providers/builtin/illustrations/keyword-index.ts";
import { iconLabel, searchIllustrations } from "../providers/builtin/illustrations/search.ts";
import { computeTimeline } from "../render/timeline.ts";
import { formatFor } from "./build.ts";
import { aspectForPlatform, sizeForAspect } from "./formats.ts";
import type { Scene, Storyboard } from "./schema.ts";

/** Which question a refusal asks, with its numbers: said again in the command's language when it has one. */
export type EditQuestion = { kind: "no-scene"; scene: number; count: number } | { kind: "only-scene" };

/** An operation that cannot apply (a scene that does not exist...): the message is a question for the user. */
export class EditRefused extends Error {
  override name = "EditRefused";
  readonly question?: EditQuestion;
  constructor(message: string, question?: EditQuestion) {
    super(message);
    this.question = question;
  }
}

/** The brand kit's logo, resolved to its file by whoever renders (the server copies the kit's logo). */
export const BRAND_KIT_LOGO = "brand-kit:logo";
/** A music file that is the user's upload `id`, resolved to its file by whoever renders. */
export const uploadRef = (id: string) => `upload:${id}`;
export const INTRO_ID = "intro";
export const OUTRO_ID = "outro";

/** Turns a translate operation into the operations that say the narration in `language`. */
export type Translator = (
  sb: Storyboard,
  language: string,
) => Promise<{ operations: TEditOperation[]; change: string }>;

export interface AppliedEdit {
  storyboard: Storyboard;
  /** One short phrase per operation ("deleted scene 2"). */
  changes: string[];
  /** The changes as one sentence. */
  message: string;
}

function sceneAt(sb: Storyboard, n: number): Scene {
  const scene = sb.scenes[n - 1];
  if (!scene) {
    const count = sb.scenes.length;
    throw new EditRefused(
      `There is no scene ${n}: this video has ${count} scene${count === 1 ? "" : "s"}. Which scene did you mean (1 to ${count})?`,
      { kind: "no-scene", scene: n, count },
    );
  }
  return scene;
}

function newId(sb: Storyboard, base: string): string {
  const taken = new Set(sb.scenes.map((s) => s.id));
  const stem = base.replace(/-\d+$/, "").slice(0, 56);
  for (let k = 2; ; k++) {
    const id = `${stem}-${k}`;
    if (!taken.has(id)) return id;
  }
}

/** A scene whose words changed: its speech, picture and length are made again. */
function rewritten(scene: Scene, narration: string): Scene {
  const { speech: _speech, resolvedVisual: _rv, visuals: _v, durationSeconds: _d, ...rest } = scene;
  // Pictures chosen from the narration are chosen from the new one (the old words are no hint for it).
  const v = scene.visual;
  const fromWords = v.kind === "designer" && !v.illustrations && v.prompt.trim() === scene.narration.trim();
  return { ...rest, narration, ...(fromWords ? { visual: { ...v, prompt: narration } } : {}) };
}

/** Cuts a narration between the sentences (else the words) nearest its middle. */
export function splitNarration(narration: string): [string, string] | null {
  const text = narration.trim();
  const sentences =
    text.match(/[^.!?。！？]+[.!?。！？]+["')\]]*\s*|[^.!?。！？]+$/gu)?.map((s) => s.trim()) ?? [];
  const pieces = sentences.length > 1 ? sentences : text.split(/\s+/);
  if (pieces.length < 2) return null;
  const half = text.length / 2;
  let best = 1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let k = 1; k < pieces.length; k++) {
    const distance = Math.abs(pieces.slice(0, k).join(" ").length - half);
    if (distance < bestDistance) {
      best = k;
      bestDistance = distance;
    }
  }
  return [pieces.slice(0, best).join(" "), pieces.slice(best).join(" ")];
}

/** The words of a narration as the editor counts them (split at white space). */
export const narrationWords = (narration: string): string[] => narration.trim().split(/\s+/u).filter(Boolean);

/** Cuts a narration after its `word`-th word (1-based); null when that leaves a part empty. */
export function splitAtWord(narration: string, word: number): [string, string] | null {
  const words = narrationWords(narration);
  if (word < 1 || word >= words.length) return null;
  return [words.slice(0, word).join(" "), words.slice(word).join(" ")];
}

/** The intro (first scene) or outro (last scene) saying `text`, replaced or removed (null). */
function card(sb: Storyboard, kind: "intro" | "outro", text: string | null): string {
  const id = kind === "intro" ? INTRO_ID : OUTRO_ID;
  const index = sb.scenes.findIndex((s) => s.id === id);
  if (text === null) {
    if (index < 0) return `kept the video without an ${kind}`;
    if (sb.scenes.length === 1) throw new EditRefused(`The ${kind} is the only scene. Rewrite it instead?`);
    sb.scenes.splice(index, 1);
    return `removed the ${kind}`;
  }
  if (index >= 0) {
    const scene = sb.scenes[index]!;
    sb.scenes[index] = { ...rewritten(scene, text), visual: { kind: "designer", prompt: text } };
    return `changed the ${kind} to ${quoteOf(text)}`;
  }
  const scene: Scene = { id, narration: text, visual: { kind: "designer", prompt: text } };
  if (kind === "intro") sb.scenes.unshift(scene);
  else sb.scenes.push(scene);
  return `added an ${kind} saying ${quoteOf(text)}`;
}

/** A stock service's name as people write it ("Pexels"). */
export const stockName = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

/** "a", "a and b", "a, b and c". */
const listed = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

const quoteOf = (text: string) => (text.length > 40 ? `"${text.slice(0, 37)}..."` : `"${text}"`);

/** What an edit may refer to beyond the storyboard: the owner's uploads it may show (by id). */
export interface EditContext {
  uploads?: ReadonlyMap<string, { name: string; media: "image" | "video"; file: string }>;
}

function applyOne(sb: Storyboard, op: TEditOperation, context: EditContext): string {
  switch (op.op) {
    case "narration": {
      const scene = sceneAt(sb, op.scene);
      sb.scenes[op.scene - 1] = rewritten(scene, op.text);
      return `rewrote the narration of scene ${op.scene}`;
    }
    case "visual": {
      const scene = sceneAt(sb, op.scene);
      const { resolvedVisual: _rv, visuals: _v, ...rest } = scene;
      if (op.illustration !== undefined) {
        const name = iconNameOfId(op.illustration);
        if (!name || !emojiForIcon(name)) {
          throw new EditRefused(
            `The library has no illustration "${op.illustration}". Which picture should scene ${op.scene} show?`,
          );
        }
        const label = iconLabel(name);
        sb.scenes[op.scene - 1] = {
          ...rest,
          visual: { kind: "designer", prompt: label, illustrations: [op.illustration] },
        };
        return `replaced the picture in scene ${op.scene} with the illustration ${label}`;
      }
      if (op.upload !== undefined) {
        const upload = context.uploads?.get(op.upload);
        if (!upload) {
          throw new EditRefused(
            `There is no photo or clip "${op.upload}" in your media. Which of your uploads should scene ${op.scene} show?`,
          );
        }
        sb.scenes[op.scene - 1] = {
          ...rest,
          visual: { kind: "asset", path: upload.file, media: upload.media, upload: op.upload },
        };
        return `replaced the picture in scene ${op.scene} with your ${upload.media === "video" ? "clip" : "photo"} ${upload.name}`;
      }
      if (op.stock !== undefined) {
        const [provider, media, id] = op.stock.split(":") as [string, "photo" | "video", string];
        const label = op.label ?? `${stockName(provider)} ${media} ${id}`;
        sb.scenes[op.scene - 1] = {
          ...rest,
          visual: { kind: "stock", query: label, media, item: { provider, id } },
        };
        return `replaced the picture in scene ${op.scene} with the ${stockName(provider)} ${media} ${quoteOf(label)}`;
      }
      const query = op.query ?? "";
      // What the words name in the library is what the scene shows (its narration no longer decides);
      // words the library has no picture for stay a hint for the pictures of its narration.
      const named = findSubjects(query, resolveLanguage(sb.voice.language).code)
        .sort((a, b) => b.score - a.score)
        .flatMap((m) => (m.emoji[0] ? [iconNameFor(m.emoji[0])] : []))
        .flatMap((name) => (name ? [illustrationId(name)] : []));
      const illustrations = named.slice(0, 1);
      sb.scenes[op.scene - 1] = {
        ...rest,
        visual: { kind: "designer", prompt: query, ...(illustrations.length ? { illustrations } : {}) },
      };
      return `replaced the picture in scene ${op.scene} with ${query}`;
    }
    case "delete": {
      sceneAt(sb, op.scene);
      if (sb.scenes.length === 1) {
        throw new EditRefused(
          "A video needs at least one scene. Do you want to rewrite this scene instead?",
          {
            kind: "only-scene",
          },
        );
      }
      sb.scenes.splice(op.scene - 1, 1);
      return `deleted scene ${op.scene}`;
    }
    case "duplicate": {
      const scene = sceneAt(sb, op.scene);
      sb.scenes.splice(op.scene, 0, { ...structuredClone(scene), id: newId(sb, scene.id) });
      return `duplicated scene ${op.scene}`;
    }
    case "move": {
      const scene = sceneAt(sb, op.scene);
      if (op.to > sb.scenes.length) sceneAt(sb, op.to);
      sb.scenes.splice(op.scene - 1, 1);
      sb.scenes.splice(op.to - 1, 0, scene);
      return `moved scene ${op.scene} to position ${op.to}`;
    }
    case "add": {
      if (op.at > sb.scenes.length + 1) {
        throw new EditRefused(
          `A new scene can go at positions 1 to ${sb.scenes.length + 1}. Where should it go?`,
        );
      }
      const id = newId(sb, "added");
      sb.scenes.splice(op.at - 1, 0, {
        id,
        narration: op.narration,
        visual: { kind: "designer", prompt: op.visual ?? op.narration },
      });
      const where =
        op.at === 1 ? "an intro" : op.at === sb.scenes.length ? "an outro" : `a scene at position ${op.at}`;
      return `added ${where} saying ${quoteOf(op.narration)}`;
    }
    case "split": {
      const scene = sceneAt(sb, op.scene);
      const parts =
        op.word === undefined ? splitNarration(scene.narration) : splitAtWord(scene.narration, op.word);
      if (!parts) {
        const words = narrationWords(scene.narration).length;
        throw new EditRefused(
          op.word === undefined || words < 2
            ? `Scene ${op.scene} has too few words to split. Do you want to duplicate it instead?`
            : `Scene ${op.scene} has ${words} words, so it can be cut after word 1 to ${words - 1}. After which word should it be cut?`,
        );
      }
      const first = rewritten(scene, parts[0]);
      const second = { ...rewritten(scene, parts[1]), id: newId(sb, scene.id) };
      sb.scenes.splice(op.scene - 1, 1, first, second);
      return op.word === undefined
        ? `split scene ${op.scene} in two`
        : `split scene ${op.scene} in two after ${quoteOf(narrationWords(parts[0]).at(-1) ?? "")}`;
    }
    case "merge": {
      const scene = sceneAt(sb, op.scene);
      const next = sb.scenes[op.scene];
      if (!next) {
        throw new EditRefused(
          `Scene ${op.scene} is the last one, so there is no next scene to merge it with. Did you mean scene ${op.scene - 1}?`,
        );
      }
      sb.scenes.splice(
        op.scene - 1,
        2,
        rewritten(scene, `${scene.narration.trim()} ${next.narration.trim()}`),
      );
      return `merged scenes ${op.scene} and ${op.scene + 1}`;
    }
    case "duration": {
      const scene = sceneAt(sb, op.scene);
      scene.durationSeconds = op.seconds;
      scene.visuals = undefined;
      return `made scene ${op.scene} last ${op.seconds} seconds`;
    }
    case "voice": {
      const parts: string[] = [];
      if (op.language !== undefined) {
        let name: string;
        let was: string;
        try {
          name = resolveLanguage(op.language).name;
          was = resolveLanguage(sb.voice.language).name;
        } catch {
          throw new EditRefused(
            `I do not know the language "${op.language}". Which language should the voice speak?`,
          );
        }
        sb.voice.language = op.language;
        if (name !== was) parts.push(`made the voice speak ${name}`);
      }
      const who: string[] = [];
      if (op.accent !== undefined) {
        sb.voice.accent = op.accent.toLowerCase();
        who.push(op.accent[0]!.toUpperCase() + op.accent.slice(1));
      }
      if (op.gender !== undefined) {
        sb.voice.gender = op.gender;
        who.push(op.gender);
      }
      if (who.length) {
        const phrase = `${who.join(" ")}${op.gender ? "" : " accent"}`;
        parts.push(`changed the voice to ${/^[AEIOU]/i.test(phrase) ? "an" : "a"} ${phrase}`);
      }
      if (op.speed !== undefined) {
        const before = sb.voice.speed;
        sb.voice.speed = op.speed;
        parts.push(
          op.speed >= before
            ? `made it faster (voice speed ${op.speed})`
            : `made it slower (voice speed ${op.speed})`,
        );
      }
      if (op.enabled !== undefined) {
        sb.voice.enabled = op.enabled;
        parts.push(op.enabled ? "turned the voiceover on" : "turned the voiceover off");
      }
      return parts.join(", ") || "kept the voice as it was";
    }
    case "captions": {
      const parts: string[] = [];
      // "made the captions karaoke and large"
      const looks: string[] = [];
      if (op.enabled !== undefined) {
        sb.captions.enabled = op.enabled;
        parts.push(op.enabled ? "turned the captions on" : "turned the captions off");
      }
      if (op.style !== undefined) {
        sb.captions.style = op.style;
        sb.captions.enabled = true;
        looks.push(op.style);
      }
      if (op.font !== undefined) {
        sb.captions.font = op.font;
        parts.push(`set the caption font to ${op.font}`);
      }
      if (op.position !== undefined) {
        sb.captions.position = op.position;
        parts.push(`moved the captions to the ${op.position}`);
      }
      if (op.size !== undefined) {
        sb.captions.size = op.size;
        looks.push(op.size);
      }
      if (looks.length) {
        parts.splice(op.enabled === undefined ? 0 : 1, 0, `made the captions ${looks.join(" and ")}`);
      }
      return listed(parts);
    }
    case "music": {
      if (op.mood === "none") {
        sb.music = null;
        return "removed the music";
      }
      const music = sb.music ?? { volume: 0.25 };
      const parts: string[] = [];
      if (op.upload !== undefined) {
        const { mood: _mood, file: _file, ...rest } = music;
        sb.music = { ...rest, file: uploadRef(op.upload) };
        parts.push("set the music to your own song");
      } else if (op.mood !== undefined) {
        // A built-in mood replaces an uploaded song.
        const { file: _file, ...rest } = music;
        sb.music = { ...rest, mood: op.mood };
        parts.push(`set the music to ${op.mood}`);
      } else sb.music = { ...music };
      if (op.volume !== undefined) {
        if (!sb.music.mood && !sb.music.file) sb.music.mood = "upbeat";
        sb.music.volume = op.volume;
        parts.push(`set the music volume to ${Math.round(op.volume * 100)}%`);
      }
      return parts.join(" and ");
    }
    case "intro":
    case "outro":
      return card(sb, op.op, op.text);
    case "logo": {
      if (op.enabled) {
        sb.brand.logo = BRAND_KIT_LOGO;
        return "put your logo in the corner";
      }
      sb.brand.logo = undefined;
      return "removed the logo";
    }
    case "translate":
      throw new EditRefused(
        `Translating to ${op.language} is done by the server before the edit applies. Could you try again?`,
      );
    case "format": {
      const current = sb.format;
      // Keep the render scale the video was made at.
      const scale = current.width / sizeForAspect(current.aspect).width;
      const platform = op.platform ?? current.platform ?? "youtube";
      const aspect = op.aspect ?? (op.platform ? aspectForPlatform(op.platform) : current.aspect);
      sb.format = { ...formatFor({ platform, aspect, scale, fps: current.fps }, platform) };
      for (const scene of sb.scenes) scene.visuals = undefined;
      return `re-laid it out as ${aspect}${op.platform ? ` for ${op.platform}` : ""}`;
    }
    // A meme's words and a subtitled video's cues: those kinds are edited by their input (the server).
    case "meme":
      throw new EditRefused(
        "This video has scenes, not a meme's top and bottom text: which scene's narration should change?",
      );
    case "cues":
      throw new EditRefused(
        "This video's captions follow its narration: change a scene's narration, or the captions' style, font, position or size.",
      );
  }
}

/** Applies the operations in order to a copy of the storyboard; an impossible one throws EditRefused. */
export function applyEdit(
  input: Storyboard,
  operations: readonly TEditOperation[],
  context: EditContext = {},
): AppliedEdit {
  const sb = structuredClone(input);
  const changes = operations.map((op) => applyOne(sb, op, context));
  return { storyboard: sb, changes, message: sentenceOf(changes) };
}

/**
 * As applyEdit, with translate operations turned into narration and voice operations by `translate`
 * (on the storyboard as the operations before left it).
 */
export async function applyEditWith(
  input: Storyboard,
  operations: readonly TEditOperation[],
  translate: Translator,
  context: EditContext = {},
): Promise<AppliedEdit & { operations: TEditOperation[] }> {
  const sb = structuredClone(input);
  const changes: string[] = [];
  const applied: TEditOperation[] = [];
  for (const op of operations) {
    if (op.op !== "translate") {
      changes.push(applyOne(sb, op, context));
      applied.push(op);
      continue;
    }
    const done = await translate(sb, op.language);
    for (const one of done.operations) applyOne(sb, one, context);
    applied.push(...done.operations);
    changes.push(done.change);
  }
  return { storyboard: sb, changes, message: sentenceOf(changes), operations: applied };
}

export function sentenceOf(changes: string[]): string {
  if (!changes.length) return "Nothing changed.";
  const list =
    changes.length === 1
      ? changes[0]!
      : `${changes.slice(0, -1).join(", ")} and ${changes[changes.length - 1]}`;
  return `${list[0]!.toUpperCase()}${list.slice(1)}.`;
}

// What decides every scene's pixels and speech at once (a change re-renders them all).
function wholeKey(sb: Storyboard): string {
  const { speed, language, gender, accent, voiceId, enabled, provider, wordsPerMinute } = sb.voice;
  return hashOf({
    format: sb.format,
    captions: sb.captions,
    voice: { speed, language, gender, accent, voiceId, enabled, provider, wordsPerMinute },
    brand: sb.brand,
  });
}

function sceneKey(scene: Scene): string {
  return hashOf({
    narration: scene.narration.trim(),
    visual: scene.visual,
    durationSeconds: scene.durationSeconds ?? null,
    motion: scene.motion ?? null,
  });
}

/**
 * How many scenes of `after` must be encoded again: all of them when a whole-video setting that decides
 * the picture or the speech changed (format, captions, voice, brand); otherwise those whose own
 * content is new. A music change re-mixes the sound only: no scene.
 */
export function scenesToRender(before: Storyboard, after: Storyboard): number {
  if (wholeKey(before) !== wholeKey(after)) return after.scenes.length;
  const known = new Set(before.scenes.map(sceneKey));
  return after.scenes.filter((scene) => !known.has(sceneKey(scene))).length;
}

function describeVisual(scene: Scene, pictures: TVisualChoice[]): string {
  const v = scene.visual;
  switch (v.kind) {
    case "designer": {
      // What the user asked for ("a coffee cup"); else what the scene shows, not the writer's note of
      // picture words it was chosen from ("suscripción calendar box delivery gift sale Lisboa city...").
      if (v.illustrations?.length || v.prompt === scene.narration || pictures.length === 0)
        return v.prompt === scene.narration ? "pictures chosen from the narration" : v.prompt;
      const labels = [...new Set(pictures.map((p) => p.label))];
      const shown = labels.slice(0, 3);
      return labels.length > 3
        ? `${shown.join(", ")} and more`
        : shown.join(", ").replace(/, ([^,]+)$/, " and $1");
    }
    case "stock":
      return v.item
        ? `${stockName(v.item.provider)} ${v.media} ${v.item.id}: ${v.query}`
        : `stock ${v.media}: ${v.query}`;
    case "asset":
      return `your ${v.media}`;
    case "image":
      return "a picture";
    case "color":
      return `the colour ${v.color}`;
  }
}

function choiceOf(id: string, imageUrl: (id: string) => string): TVisualChoice | null {
  const name = iconNameOfId(id);
  if (!name) return null;
  return {
    id,
    label: iconLabel(name),
    source: "illustration",
    media: "illustration",
    thumbnailUrl: imageUrl(id),
    license: licenceOf(name).licence,
    use: { illustration: id },
  };
}

function uniqueChoices(ids: string[], imageUrl: (id: string) => string, skip: Set<string>): TVisualChoice[] {
  const out: TVisualChoice[] = [];
  for (const id of ids) {
    if (skip.has(id) || out.some((c) => c.id === id)) continue;
    const choice = choiceOf(id, imageUrl);
    if (choice) out.push(choice);
  }
  return out;
}

/**
 * The illustrations a scene shows and the alternatives to them: those its render recorded per beat, or
 * (a storyboard rendered before they were recorded) every picture its narration names.
 */
function sceneChoices(
  sb: Storyboard,
  scene: Scene,
  imageUrl: (id: string) => string,
): { pictures: TVisualChoice[]; alternatives: TVisualChoice[] } {
  const drawn = (scene.visuals ?? []).filter((v) => v.source === "illustration");
  const chosen = scene.visual.kind === "designer" ? (scene.visual.illustrations ?? []) : [];
  const pictures = uniqueChoices([...chosen, ...drawn.map((v) => v.id)], imageUrl, new Set());
  const shown = new Set(pictures.map((p) => p.id));
  const recorded = drawn.flatMap((v) => v.alternatives ?? []);
  const language = resolveLanguage(sb.voice.language).code;
  const named = findSubjects(scene.narration, language).flatMap((m) => [
    ...m.emoji.map((e) => iconNameFor(e)).flatMap((n) => (n ? [illustrationId(n)] : [])),
    ...searchIllustrations(m.word, language, 3).map((h) => h.id),
  ]);
  return { pictures, alternatives: uniqueChoices([...recorded, ...named], imageUrl, shown).slice(0, 12) };
}

/** Where each scene starts (seconds), when every scene's length is known (the storyboard was rendered). */
function sceneStarts(sb: Storyboard): (number | null)[] {
  if (sb.voice.enabled && sb.scenes.some((s) => !s.speech && s.narration.trim()))
    return sb.scenes.map(() => null);
  const timeline = computeTimeline(sb);
  return timeline.scenes.map((t) => Math.round((t.offsetFrames / timeline.fps) * 100) / 100);
}

export const illustrationImagePath = (id: string) => `/api/visuals/illustrations/${encodeURIComponent(id)}`;

/** The editor's view of a storyboard (no file paths). */
export function editableView(
  id: string,
  sb: Storyboard,
  imageUrl: (id: string) => string = illustrationImagePath,
  // Seconds of the rendered video before scene 1 (an intro clip joined after the render).
  leadSeconds = 0,
): TEditableStoryboard {
  const total = sb.scenes.reduce(
    (sum, s) => (sum === null || !s.durationSeconds ? null : sum + s.durationSeconds),
    0 as number | null,
  );
  const starts = sceneStarts(sb);
  return {
    id,
    title: sb.title,
    platform: sb.format.platform ?? null,
    aspect: sb.format.aspect,
    scenes: sb.scenes.map((scene, k) => {
      const choices = sceneChoices(sb, scene, imageUrl);
      return {
        number: k + 1,
        id: scene.id,
        narration: scene.narration,
        visual: describeVisual(scene, choices.pictures),
        durationSeconds: scene.durationSeconds ?? scene.speech?.durationSeconds ?? null,
        startSeconds: starts[k] ?? null,
        ...choices,
      };
    }),
    voice: {
      language: sb.voice.language,
      gender: sb.voice.gender,
      accent: sb.voice.accent ?? null,
      speed: sb.voice.speed,
      enabled: sb.voice.enabled,
    },
    captions: {
      enabled: sb.captions.enabled,
      style: sb.captions.style,
      font: sb.captions.font,
      position: sb.captions.position,
      size: sb.captions.size ?? "medium",
    },
    music: sb.music
      ? { mood: sb.music.mood ?? null, volume: sb.music.volume, ownFile: Boolean(sb.music.file) }
      : null,
    intro: sb.scenes.find((s) => s.id === INTRO_ID)?.narration ?? null,
    outro: sb.scenes.find((s) => s.id === OUTRO_ID)?.narration ?? null,
    logo: Boolean(sb.brand.logo),
    durationSeconds: total,
    leadSeconds,
  };
}

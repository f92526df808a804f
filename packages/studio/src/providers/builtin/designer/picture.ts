// The picture the image generator draws offline: the prompt's subjects as illustrations, standing in
// the setting its words name (dawn, night, a lake, a city street, a kitchen...). Never the prompt's
// text: a picture of what it describes.

import { iconNameFor, illustrationId } from "../illustrations/icon-set.ts";
import { findSubjects, type SubjectMatch } from "../illustrations/keyword-index.ts";
import { groupSvg } from "./composition.ts";
import { rng, seedOf } from "./palette.ts";
import type { BackgroundSpec } from "./raster.ts";
import { horizonOf, type Setting, settingBackground, settingFor, settingSvg } from "./setting.ts";

export interface PictureSubject {
  emoji: string;
  /** "fluent-emoji-flat:croissant". */
  id: string;
  /** The words of the prompt it shows. */
  keywords: string[];
}

export interface PictureDesign {
  background: BackgroundSpec;
  overlaySvg: string;
  setting: Setting;
  subjects: PictureSubject[];
}

// Emoji that are a setting rather than a subject: the picture draws them as its background.
const SETTING_EMOJI = new Set([..."🌅🌄🌇🌆🌃🌙🌌🌛🌜🏞🏖🏝🏜🌊🏙"]);

/** Languages to read a prompt in, from its script (Latin prompts: the languages the product offers). */
function candidateLanguages(text: string, language?: string): string[] {
  if (language) return [language];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ["ja"];
  if (/\p{Script=Han}/u.test(text)) return ["zh"];
  if (/\p{Script=Hangul}/u.test(text)) return ["ko"];
  if (/\p{Script=Arabic}/u.test(text)) return ["ar", "ur"];
  if (/\p{Script=Devanagari}/u.test(text)) return ["hi"];
  if (/\p{Script=Bengali}/u.test(text)) return ["bn"];
  if (/\p{Script=Cyrillic}/u.test(text)) return ["ru"];
  return ["en", "es", "pt", "fr", "de", "id", "sw"];
}

/** The prompt's subjects (in the language that finds the most), at most three, settings apart. */
export function pictureSubjects(prompt: string, language?: string): PictureSubject[] {
  let best: SubjectMatch[] = [];
  let bestScore = 0;
  for (const lang of candidateLanguages(prompt, language)) {
    const found = findSubjects(prompt, lang);
    const score = found.reduce((a, m) => a + m.score, 0);
    if (score > bestScore) {
      best = found;
      bestScore = score;
    }
    if (lang === "en" && score >= 2) break;
  }
  // Strongest words first (a word's pictures together: a bakery is bread and its shop); each emoji
  // once, with every word that asked for it. Scores within a quarter of each other are a tie, taken in
  // the prompt's order: a plural ("croissants", a guessed form at 0.9) is not outranked by a word after
  // it ("window").
  const subjects: PictureSubject[] = [];
  const rank = (score: number) => Math.floor(Math.log(Math.max(score, 1e-3)) / Math.log(1.25));
  const ranked = [...best].sort((a, b) => rank(b.score) - rank(a.score) || a.start - b.start);
  for (const m of ranked) {
    for (const e of m.emoji) {
      if (SETTING_EMOJI.has(e.replace(/\uFE0F/g, ""))) continue;
      const name = iconNameFor(e);
      if (!name) continue;
      const had = subjects.find((s) => s.emoji === e);
      if (had) {
        if (!had.keywords.includes(m.word)) had.keywords.push(m.word);
      } else if (subjects.length < 3) {
        subjects.push({ emoji: e, id: illustrationId(name), keywords: [m.word] });
      }
    }
  }
  return subjects;
}

export function pictureDesign(req: {
  prompt: string;
  width: number;
  height: number;
  palette?: string[];
  language?: string;
}): PictureDesign {
  const { width: w, height: h } = req;
  const r = rng(seedOf(`picture\u0000${req.prompt}`));
  const found = pictureSubjects(req.prompt, req.language);
  const setting = settingFor(
    req.prompt,
    found.map((s) => s.emoji),
  );
  // A room is drawn with its window: the window the prompt sits by is the setting's, not a subject.
  const indoors = setting.place === "room" || setting.place === "office";
  const subjects = indoors ? found.filter((s) => s.emoji.replace(/\uFE0F/g, "") !== "🪟") : found;
  const background = settingBackground(setting, w, h, req.palette?.[0]);
  // The group stands on the ground line: its box ends a little below the horizon.
  const hy = h * horizonOf(setting, w, h);
  const s = Math.min(w * 0.92, h * 0.72);
  const box = { x: (w - s) / 2, y: Math.min(h - s * 1.02, hy + s * 0.16 - s), w: s, h: s };
  const overlaySvg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${settingSvg(setting, w, h, r)}${groupSvg(
    subjects.map((x) => x.emoji),
    box,
    "p",
  )}</svg>`;
  return { background, overlaySvg, setting, subjects };
}

// Searching the built-in illustration library by words (the editor's "find a new picture"): the words
// of the language's CLDR keywords and our curated words, then the subjects a sentence names, then the
// icons whose English names contain a word. Symbols (arrows, signs, letters) are left out.

import { RecentAnswers } from "../../../text/recent-answers.ts";
import { emojiForIcon, iconNameFor, iconNames, illustrationId, isSymbolIcon, licenceOf } from "./icon-set.ts";
import { baseLanguage, findSubjects, languageIndex, normalise } from "./keyword-index.ts";

export interface IllustrationHit {
  /** "fluent-emoji-flat:hot-beverage". */
  id: string;
  name: string;
  emoji: string;
  /** What it shows, in words ("hot beverage"). */
  label: string;
  licence: string;
}

/** A readable label of an icon name ("hot-beverage" -> "hot beverage"). */
export const iconLabel = (name: string) => name.replace(/^reelforge-/, "").replace(/-/g, " ");

export function illustrationHit(name: string): IllustrationHit | null {
  const emoji = emojiForIcon(name);
  if (!emoji) return null;
  return { id: illustrationId(name), name, emoji, label: iconLabel(name), licence: licenceOf(name).licence };
}

/** Recent searches' answers (a render searches the words of each beat more than once). */
const recentSearches = new RecentAnswers<IllustrationHit[]>(256);

/** The illustrations that match `query`, best first (at most `limit`). */
export function searchIllustrations(query: string, language = "en", limit = 24): IllustrationHit[] {
  return recentSearches.get(`${language}\u0000${limit}\u0000${query}`, () => search(query, language, limit));
}

function search(query: string, language: string, limit: number): IllustrationHit[] {
  const lang = baseLanguage(language);
  const idx = languageIndex(language);
  const text = normalise(query.trim(), language);
  const words = text.split(/[\s,;.!?]+/u).filter((w) => w.length > 0);
  // Each word (with its plural cut, in English) gives a picture its best score; a picture's scores add
  // up over the words, so one that matches more of them ("coffee cup") comes first.
  const scored = new Map<string, number>();
  const groups: string[][] = [
    [text],
    ...words.map((w) => (lang === "en" && w.length > 3 && w.endsWith("s") ? [w, w.slice(0, -1)] : [w])),
  ];
  const addGroup = (pairs: [string, number][]) => {
    const best = new Map<string, number>();
    for (const [emoji, score] of pairs) {
      const name = iconNameFor(emoji);
      if (!name || isSymbolIcon(name)) continue;
      best.set(name, Math.max(best.get(name) ?? 0, score));
    }
    for (const [name, score] of best) scored.set(name, (scored.get(name) ?? 0) + score);
  };
  for (const [k, forms] of groups.entries()) {
    // The whole query counts more than one of its words.
    const weight = k === 0 ? 2 : 1;
    const pairs: [string, number][] = [];
    for (const form of forms) {
      for (const [i, emoji] of (idx.curated.get(form) ?? []).entries())
        pairs.push([emoji, weight * (4 - i * 0.1)]);
      for (const hit of idx.keys.get(form) ?? []) pairs.push([hit.emoji, weight * hit.weight]);
    }
    addGroup(pairs);
  }
  addGroup(findSubjects(query, language).flatMap((m) => m.emoji.map((e): [string, number] => [e, m.score])));
  if (lang === "en") {
    for (const name of iconNames()) {
      if (scored.has(name) || isSymbolIcon(name)) continue;
      const parts = name.split("-");
      if (words.some((w) => w.length > 2 && parts.includes(w))) scored.set(name, 0.5);
    }
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => illustrationHit(name))
    .filter((h): h is IllustrationHit => h !== null)
    .slice(0, limit);
}

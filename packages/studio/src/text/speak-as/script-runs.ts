// Splits a narration into runs by writing system, each spoken by a voice that reads that system: an
// Arabic or Chinese name inside an English sentence goes to the Arabic or Mandarin voice instead of
// being spelled "Arabic letter, Arabic letter"; a Latin brand name inside Japanese or Hindi goes to the
// English voice (espeak-ng's Japanese voice spells Latin letter by letter).

import { type Language, resolveLanguage } from "../../languages.ts";

export interface ScriptRun {
  /** UTF-16 span of the run in the text. */
  from: number;
  to: number;
  /** Language code whose voice speaks the run. */
  language: string;
}

type Script = string;

// Unicode scripts and the language that speaks a run of them when the narration's own language does not.
const SCRIPTS: [Script, RegExp, string][] = [
  ["Latin", /\p{Script=Latin}/u, "en"],
  ["Han", /\p{Script=Han}/u, "zh"],
  ["Kana", /[\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff70]/u, "ja"],
  ["Hangul", /\p{Script=Hangul}/u, "ko"],
  ["Arabic", /\p{Script=Arabic}/u, "ar"],
  ["Devanagari", /\p{Script=Devanagari}/u, "hi"],
  ["Bengali", /\p{Script=Bengali}/u, "bn"],
  ["Cyrillic", /\p{Script=Cyrillic}/u, "ru"],
  ["Greek", /\p{Script=Greek}/u, "el"],
  ["Hebrew", /\p{Script=Hebrew}/u, "he"],
  ["Thai", /\p{Script=Thai}/u, "th"],
  ["Georgian", /\p{Script=Georgian}/u, "ka"],
  ["Armenian", /\p{Script=Armenian}/u, "hy"],
  ["Ethiopic", /\p{Script=Ethiopic}/u, "am"],
  ["Tamil", /\p{Script=Tamil}/u, "ta"],
  ["Telugu", /\p{Script=Telugu}/u, "te"],
  ["Kannada", /\p{Script=Kannada}/u, "kn"],
  ["Malayalam", /\p{Script=Malayalam}/u, "ml"],
  ["Gujarati", /\p{Script=Gujarati}/u, "gu"],
  ["Gurmukhi", /\p{Script=Gurmukhi}/u, "pa"],
  ["Oriya", /\p{Script=Oriya}/u, "or"],
  ["Sinhala", /\p{Script=Sinhala}/u, "si"],
  ["Myanmar", /\p{Script=Myanmar}/u, "my"],
];

// Which Unicode scripts each kind of writing in languages.ts reads natively.
const NATIVE: Record<Language["script"], Script[]> = {
  latin: ["Latin"],
  cyrillic: ["Cyrillic"],
  greek: ["Greek"],
  arabic: ["Arabic"],
  hebrew: ["Hebrew"],
  devanagari: ["Devanagari"],
  bengali: ["Bengali"],
  cjk: ["Han"],
  hangul: ["Hangul"],
  thai: ["Thai"],
  other: [],
};

function scriptOf(ch: string): Script | undefined {
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return undefined; // digits, punctuation, spaces, symbols, combining marks: go with their neighbours
}

/** The language whose voice reads `script` inside a narration in `main`. */
function languageFor(script: Script, main: Language, hasKana: boolean): string {
  if (main.code === "ja" && (script === "Han" || script === "Kana")) return "ja";
  if (script === "Han" && hasKana) return "ja";
  if (NATIVE[main.script].includes(script)) return main.code;
  // Scripts filed under "other" in languages.ts (Tamil, Georgian...) are native to their own language.
  return SCRIPTS.find(([name]) => name === script)![2];
}

/** Runs of `text` by writing system, covering it end to end, each with the language that speaks it. */
export function scriptRuns(text: string, language: string): ScriptRun[] {
  const main = resolveLanguage(language);
  const hasKana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  // Language of each code point that has a script; undefined for neutral characters.
  const cells: { at: number; end: number; lang?: string; space: boolean }[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const script = scriptOf(ch);
    cells.push({
      at: i,
      end: i + ch.length,
      lang: script ? languageFor(script, main, hasKana) : undefined,
      space: /\s/u.test(ch),
    });
    i += ch.length;
  }
  // Neutral stretches between two languages: up to and including their first space stay with the run
  // before ("寿司, " then "and coffee"), the rest goes with the run after ("Price " then "59元").
  const langs = cells.map((c) => c.lang);
  for (let i = 0; i < cells.length; ) {
    if (langs[i] !== undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < cells.length && langs[j] === undefined) j++;
    const before = i > 0 ? langs[i - 1] : undefined;
    const after = j < cells.length ? langs[j] : undefined;
    let split = j;
    if (before !== undefined && after !== undefined && before !== after) {
      const space = cells.slice(i, j).findIndex((c) => c.space);
      split = space >= 0 ? i + space + 1 : j;
    }
    for (let k = i; k < j; k++) langs[k] = k < split ? (before ?? after) : (after ?? before);
    i = j;
  }
  const runs: ScriptRun[] = [];
  for (let i = 0; i < cells.length; i++) {
    const lang = langs[i] ?? main.code;
    const last = runs.at(-1);
    if (last && last.language === lang) last.to = cells[i]!.end;
    else runs.push({ from: cells[i]!.at, to: cells[i]!.end, language: lang });
  }
  return runs;
}

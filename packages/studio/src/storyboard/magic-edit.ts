// The magic-edit box offline (issue 12): English commands mapped onto the editor's operations by
// patterns, nothing else. A command it cannot map, or one that cannot apply, throws EditRefused with a
// question for the user; the caller then changes nothing.

import {
  CAPTION_STYLES,
  type CaptionStyleId,
  MUSIC_MOODS,
  PLATFORMS,
  type PlatformId,
  type TEditOperation,
} from "@reelforge/contract";
import { EditRefused } from "./edit.ts";
import { phrasedCommand } from "./magic-edit-phrases.ts";
import { questionIn } from "./magic-edit-questions.ts";
import type { Storyboard } from "./schema.ts";

const VERBS =
  "make|change|set|switch|turn|put|use|delete|remove|drop|cut|add|insert|replace|swap|translate|duplicate|copy|split|merge|join|move|speed|slow";
// "... scene 3 with a coffee cup and make the voice British": a new clause starts with a verb.
const CLAUSE_BREAK = new RegExp(
  `\\s*(?:[,;]|\\bthen\\b)?\\s*\\band\\s+(?:then\\s+)?(?=(?:${VERBS})\\b)|\\s*[;.]\\s+|\\s*,\\s*(?:then\\s+)?(?=(?:${VERBS})\\b)`,
  "i",
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  first: 1,
  two: 2,
  second: 2,
  three: 3,
  third: 3,
  four: 4,
  fourth: 4,
  five: 5,
  fifth: 5,
  six: 6,
  sixth: 6,
  seven: 7,
  seventh: 7,
  eight: 8,
  eighth: 8,
  nine: 9,
  ninth: 9,
  ten: 10,
  tenth: 10,
};
const NUM =
  "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)";

function numberOf(word: string, sb: Storyboard): number {
  const w = word.toLowerCase();
  if (w === "last") return sb.scenes.length;
  return NUMBER_WORDS[w] ?? Number.parseInt(w, 10);
}

const stripQuotes = (s: string) =>
  s
    .trim()
    .replace(/^["'“‘]+|["'”’.!]+$/g, "")
    .trim();
const stripArticle = (s: string) => stripQuotes(s).replace(/^(a|an|the|some)\s+/i, "");

const ACCENTS = ["british", "american", "scottish", "caribbean", "indian"];
const LANGUAGES = [
  "english",
  "spanish",
  "french",
  "german",
  "portuguese",
  "italian",
  "russian",
  "hindi",
  "arabic",
  "japanese",
  "korean",
  "chinese",
  "mandarin",
  "indonesian",
  "swahili",
  "urdu",
  "bengali",
  "dutch",
  "turkish",
  "polish",
];

function captionStyleIn(text: string): CaptionStyleId | undefined {
  const t = text.toLowerCase();
  for (const [id, label] of Object.entries(CAPTION_STYLES) as [CaptionStyleId, string][]) {
    const names = [id.replace("-", " "), id, label.toLowerCase().replace(/\s*\(.*\)$/, "")];
    if (names.some((n) => new RegExp(`\\b${n}\\b`).test(t))) return id;
  }
  if (/\bword by word\b/.test(t)) return "karaoke";
  return undefined;
}

function platformIn(text: string): PlatformId | undefined {
  const t = text.toLowerCase();
  if (/\b(youtube )?shorts\b/.test(t)) return "youtube-shorts";
  if (/\breels?\b/.test(t)) return "instagram";
  if (/\bx\b|\btweet\b/.test(t)) return "twitter";
  for (const [id, label] of Object.entries(PLATFORMS) as [PlatformId, string][]) {
    if (new RegExp(`\\b${label.toLowerCase()}\\b`).test(t)) return id;
  }
  return undefined;
}

function voiceOf(clause: string): Extract<TEditOperation, { op: "voice" }> | null {
  const t = clause.toLowerCase();
  const accent = ACCENTS.find((a) => new RegExp(`\\b${a}\\b`).test(t));
  const gender = /\b(female|woman|girl|lady|women)\b/.test(t)
    ? "female"
    : /\b(male|man|guy|boy|men)\b/.test(t)
      ? "male"
      : undefined;
  const language = LANGUAGES.find((l) => new RegExp(`\\b(in|to|speak|speaks|speaking)\\s+${l}\\b`).test(t));
  if (!accent && !gender && !language) return null;
  return {
    op: "voice",
    ...(accent ? { accent: accent[0]!.toUpperCase() + accent.slice(1), language: "english" } : {}),
    ...(language && !accent ? { language } : {}),
    ...(gender ? { gender } : {}),
  };
}

function clauseOperations(raw: string, sb: Storyboard): TEditOperation[] {
  const clause = raw
    .trim()
    .replace(/^(please|can you|could you|now)\s+/i, "")
    .replace(/[.!?]+$/, "");
  const t = clause.toLowerCase();
  let m: RegExpMatchArray | null;
  const scene = (w: string) => numberOf(w, sb);

  m = t.match(new RegExp(`^(?:delete|remove|drop|cut)\\s+(?:the\\s+)?(?:scene\\s+${NUM}|${NUM}\\s+scene)$`));
  if (m) {
    return [{ op: "delete", scene: scene(m[1] ?? m[2] ?? "") }];
  }
  m = t.match(new RegExp(`^(?:duplicate|copy)\\s+(?:the\\s+)?scene\\s+${NUM}$`));
  if (m) {
    return [{ op: "duplicate", scene: scene(m[1]!) }];
  }
  m = t.match(new RegExp(`^split\\s+(?:the\\s+)?scene\\s+${NUM}(?:\\s+in\\s+(?:two|half))?$`));
  if (m) {
    return [{ op: "split", scene: scene(m[1]!) }];
  }
  m = t.match(
    new RegExp(`^(?:merge|join)\\s+(?:the\\s+)?scenes?\\s+${NUM}\\s+(?:and|with)\\s+(?:scene\\s+)?${NUM}$`),
  );
  if (m) {
    const a = scene(m[1]!);
    const b = scene(m[2]!);
    if (Math.abs(a - b) !== 1) {
      throw new EditRefused(
        `Only neighbouring scenes can be merged. Do you want to move scene ${b} next to scene ${a} first?`,
      );
    }
    return [{ op: "merge", scene: Math.min(a, b) }];
  }
  m = t.match(
    new RegExp(
      `^move\\s+(?:the\\s+)?scene\\s+${NUM}\\s+(?:to\\s+(?:the\\s+)?(?:position\\s+)?|after\\s+scene\\s+|before\\s+scene\\s+)${NUM}(?:\\s+position)?$`,
    ),
  );
  if (m) {
    const from = scene(m[1]!);
    let to = scene(m[2]!);
    if (/\bafter scene\b/.test(t)) to = to >= from ? to : to + 1;
    else if (/\bbefore scene\b/.test(t)) to = to > from ? to - 1 : to;
    return [{ op: "move", scene: from, to }];
  }
  m = t.match(
    new RegExp(`^move\\s+(?:the\\s+)?scene\\s+${NUM}\\s+to\\s+the\\s+(start|beginning|front|end)$`),
  );
  if (m) {
    return [{ op: "move", scene: scene(m[1]!), to: m[2] === "end" ? sb.scenes.length : 1 }];
  }
  m = t.match(
    new RegExp(
      `^(?:make|set)\\s+scene\\s+${NUM}\\s+(?:last\\s+|take\\s+)?(\\d+(?:\\.\\d+)?)\\s*(?:s|sec|secs|seconds?)(?:\\s+long)?$`,
    ),
  );
  if (m) {
    return [{ op: "duration", scene: scene(m[1]!), seconds: Number(m[2]) }];
  }
  // Pictures: "replace the picture in scene 3 with a coffee cup", "show a coffee cup in scene 3".
  m = clause.match(
    new RegExp(
      `^(?:replace|change|swap)\\s+(?:the\\s+)?(?:picture|image|visual|photo|background|video|clip)s?\\s+(?:in|of|on|for)\\s+scene\\s+${NUM}\\s+(?:with|to|for)\\s+(.+)$`,
      "i",
    ),
  );
  if (m) {
    return [{ op: "visual", scene: scene(m[1]!), query: stripArticle(m[2]!) }];
  }
  m = clause.match(new RegExp(`^(?:show|use)\\s+(.+?)\\s+in\\s+scene\\s+${NUM}$`, "i"));
  if (m) {
    return [{ op: "visual", scene: scene(m[2]!), query: stripArticle(m[1]!) }];
  }
  // Narration: "change the narration of scene 2 to ...", "make scene 2 say ...".
  m =
    clause.match(
      new RegExp(
        `^(?:change|set|replace|rewrite)\\s+(?:the\\s+)?(?:narration|text|words|voiceover|script)\\s+(?:of|in|for)\\s+scene\\s+${NUM}\\s+(?:to|with)\\s+(.+)$`,
        "i",
      ),
    ) ?? clause.match(new RegExp(`^(?:make\\s+)?scene\\s+${NUM}\\s+say(?:s|ing)?\\s+(.+)$`, "i"));
  if (m) {
    return [{ op: "narration", scene: scene(m[1]!), text: stripQuotes(m[2]!) }];
  }
  // Intro, outro and new scenes: the intro and outro are one scene each, which a later edit replaces.
  m = clause.match(
    /^(?:add|insert|put|make|change|set)\s+(?:an?\s+|the\s+)?(intro|outro|ending|opening|scene)\b(.*?)\s+(?:saying|that says|with the words|with the text|reading|to say|to)\s*[:,]?\s*(.+)$/i,
  );
  if (m) {
    const kind = m[1]!.toLowerCase();
    const where = m[2]!.toLowerCase();
    const text = stripQuotes(m[3]!);
    if (kind === "intro" || kind === "opening") return [{ op: "intro", text }];
    if ((kind === "outro" || kind === "ending") && !where.trim()) return [{ op: "outro", text }];
    let at = kind === "intro" || kind === "opening" ? 1 : sb.scenes.length + 1;
    const after = where.match(new RegExp(`after\\s+scene\\s+${NUM}`));
    const before = where.match(new RegExp(`before\\s+scene\\s+${NUM}`));
    if (after) at = scene(after[1]!) + 1;
    else if (before) at = scene(before[1]!);
    else if (/\b(start|beginning)\b/.test(where)) at = 1;
    return [{ op: "add", at, narration: text }];
  }
  if (/^(?:remove|delete|drop)\s+(?:the\s+)?(intro|outro)$/.test(t)) {
    return [{ op: t.endsWith("intro") ? "intro" : "outro", text: null }];
  }
  // Pace.
  if (
    /^(?:make\s+it|make\s+the\s+(?:video|voice|voiceover|narration)|speed\s+(?:it|the\s+\w+)\s+up|speak)\s*(?:a\s+(?:bit|little)\s+)?(faster|quicker|snappier|up)$/.test(
      t,
    ) ||
    /^speed (it )?up$/.test(t)
  ) {
    return [{ op: "voice", speed: Math.min(2, Math.round(sb.voice.speed * 1.25 * 100) / 100) }];
  }
  if (
    /^(?:make\s+it|make\s+the\s+(?:video|voice|voiceover|narration)|slow\s+(?:it|the\s+\w+)\s+down|speak)\s*(?:a\s+(?:bit|little)\s+)?(slower|calmer)$/.test(
      t,
    ) ||
    /^slow (it )?down$/.test(t)
  ) {
    return [{ op: "voice", speed: Math.max(0.5, Math.round((sb.voice.speed / 1.25) * 100) / 100) }];
  }
  // Format.
  if (
    /^(?:make|turn|change|switch|put)\b.*\b(square|vertical|portrait|landscape|horizontal|widescreen|1:1|9:16|16:9|4:5|for\s+\w+)/.test(
      t,
    ) &&
    !/\b(caption|voice|music)/.test(t)
  ) {
    const aspect = /\b(square|1:1)\b/.test(t)
      ? "1:1"
      : /\b(vertical|portrait|9:16)\b/.test(t)
        ? "9:16"
        : /\b(landscape|horizontal|widescreen|16:9)\b/.test(t)
          ? "16:9"
          : /\b4:5\b/.test(t)
            ? "4:5"
            : undefined;
    const platform = platformIn(t);
    if (aspect || platform) {
      return [{ op: "format", ...(platform ? { platform } : {}), ...(aspect ? { aspect } : {}) }];
    }
  }
  // Captions.
  if (/\b(captions?|subtitles?)\b/.test(t)) {
    if (/\b(off|remove|hide|no|without|disable)\b/.test(t)) return [{ op: "captions", enabled: false }];
    const style = captionStyleIn(t);
    const position = t.match(/\b(top|middle|center|centre|bottom)\b/)?.[1];
    const pos = position === "center" || position === "centre" ? "middle" : position;
    const size = /\b(bigger|larger|large|big)\b/.test(t)
      ? "large"
      : /\b(smaller|small|tiny)\b/.test(t)
        ? "small"
        : /\b(medium|normal size)\b/.test(t)
          ? "medium"
          : undefined;
    if (style || pos || size) {
      return [
        {
          op: "captions",
          ...(style ? { style } : {}),
          ...(pos ? { position: pos as "top" | "middle" | "bottom" } : {}),
          ...(size ? { size } : {}),
        },
      ];
    }
    if (/\b(on|show|add|enable)\b/.test(t)) return [{ op: "captions", enabled: true }];
    throw new EditRefused(`Which caption style do you want: ${Object.values(CAPTION_STYLES).join(", ")}?`);
  }
  // Music.
  if (/\bmusic\b/.test(t)) {
    if (/\b(no|remove|without|off|stop|delete)\b/.test(t)) return [{ op: "music", mood: "none" }];
    const volume = sb.music?.volume ?? 0.25;
    if (/\b(louder|up|higher)\b/.test(t)) return [{ op: "music", volume: Math.min(1, volume * 2) }];
    if (/\b(quieter|softer|down|lower)\b/.test(t)) return [{ op: "music", volume: volume / 2 }];
    const mood = MUSIC_MOODS.find((x) => new RegExp(`\\b${x}\\b`).test(t));
    if (mood) return [{ op: "music", mood }];
    throw new EditRefused(`Which music mood do you want: ${MUSIC_MOODS.join(", ")}, or none?`);
  }
  // Translation: with a model the narration is translated; offline the built-in writer rewrites it.
  m = t.match(/^(?:translate|say)\b.*?\b(?:to|into|in)\s+(\w+)/);
  if (m && /^translate\b/.test(t)) return [{ op: "translate", language: m[1]! }];
  if (/\blogo\b/.test(t)) {
    if (/\b(remove|delete|hide|no|without|drop|off)\b/.test(t)) return [{ op: "logo", enabled: false }];
    return [{ op: "logo", enabled: true }];
  }
  // Voice last: "make the voice British", "change the voiceover to a British female".
  if (/\b(voice|voiceover|narrator|speaker|accent|speak)\b/.test(t)) {
    const voice = voiceOf(clause);
    if (voice) return [voice];
    throw new EditRefused(
      "Which voice do you want: male or female, and which accent (American, British, Scottish, Caribbean)?",
    );
  }
  throw new EditRefused(
    `I did not understand "${raw.trim()}". Could you say it like "delete scene 2", "make the captions karaoke" or "replace the picture in scene 3 with a coffee cup"?`,
  );
}

/**
 * A magic-edit command -> the operations it names, in order. Throws EditRefused with a question. A
 * command English does not map is tried in the phrasebooks' languages (magic-edit-phrases.ts).
 */
export function parseCommand(command: string, sb: Storyboard): TEditOperation[] {
  return parseCommandIn(command, sb).operations;
}

/**
 * As parseCommand, saying which phrasebook language the command was in (null for English): its
 * questions are asked in that language (see questionIn).
 */
export function parseCommandIn(
  command: string,
  sb: Storyboard,
): { operations: TEditOperation[]; language: string | null } {
  try {
    return { operations: parseEnglish(command, sb), language: null };
  } catch (error) {
    if (!(error instanceof EditRefused)) throw error;
    const phrased = phrasedCommand(command);
    if (!phrased) throw error;
    try {
      return { operations: parseEnglish(phrased.english, sb), language: phrased.language };
    } catch (refused) {
      if (refused instanceof EditRefused)
        throw new EditRefused(questionIn(phrased.language, refused), refused.question);
      throw refused;
    }
  }
}

/**
 * The phrasebook language a command is written in, as the offline parser tells it (null: English, or
 * words no phrasebook knows). A language model's edit asks its questions in it too.
 */
export function commandLanguage(command: string, sb: Storyboard): string | null {
  try {
    return parseCommandIn(command, sb).language;
  } catch (error) {
    if (!(error instanceof EditRefused)) throw error;
    return phrasedCommand(command)?.language ?? null;
  }
}

function parseEnglish(command: string, sb: Storyboard): TEditOperation[] {
  const clauses = command
    .trim()
    .split(CLAUSE_BREAK)
    .map((c) => c?.trim())
    .filter((c): c is string => Boolean(c));
  if (!clauses.length) throw new EditRefused("What would you like to change?");
  return clauses.flatMap((clause) => clauseOperations(clause, sb));
}

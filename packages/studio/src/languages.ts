// The languages the studio can narrate offline with espeak-ng, and how each one is written and paced.
// Every `espeakVoice` and accent voice below was checked against `espeak-ng --voices` (espeak-ng 1.51,
// Debian 12); languages.test.ts synthesizes each one so a missing voice fails the build, not a render.

export type WritingScript =
  | "latin"
  | "cyrillic"
  | "greek"
  | "arabic"
  | "hebrew"
  | "devanagari"
  | "bengali"
  | "cjk"
  | "hangul"
  | "thai"
  | "other";

export interface Language {
  /** BCP-47 code. */
  code: string;
  /** English name as shown to users. */
  name: string;
  /** Other names and codes users may type (lower case); the spec's "France" means French. */
  aliases: string[];
  /** espeak-ng voice name for the default accent. */
  espeakVoice: string;
  script: WritingScript;
  rtl: boolean;
  /**
   * Comfortable narration rate. For languages written without spaces between words (Chinese, Japanese,
   * Thai, Burmese) this counts characters per minute instead; `speechUnits` in `src/text/speech-units.ts`
   * counts text the same way, so pacing code can stay language-agnostic.
   */
  wordsPerMinute: number;
  /** Whether the offline writer (`createBuiltinWriter`) can write scripts in this language. */
  builtinWriter: boolean;
  /** Accent -> espeak-ng voice, for languages with several accents. */
  accents?: Record<string, string>;
}

type Row = [
  code: string,
  name: string,
  aliases: string[],
  voice: string,
  script: WritingScript,
  wpm: number,
  extra?: { rtl?: boolean; writer?: boolean; accents?: Record<string, string> },
];

// English accents: each one a distinct espeak-ng voice (languages.test.ts and espeak-tts.test.ts check
// that every accent offered sounds different). espeak-ng 1.51 has no Indian English voice, so "indian" is
// not offered; old requests for it still work with British English and a note (see RETIRED_ACCENTS).
const ENGLISH_ACCENTS: Record<string, string> = {
  american: "en-us",
  british: "en-gb",
  rp: "en-gb-x-rp",
  scottish: "en-gb-scotland",
  caribbean: "en-029",
  "new york": "en-us-nyc",
  lancaster: "en-gb-x-gbclan",
  "west midlands": "en-gb-x-gbcwmd",
};

/** Other names of an offered accent, per language code. */
const ACCENT_ALIASES: Record<string, Record<string, string>> = {
  en: {
    us: "american",
    usa: "american",
    uk: "british",
    gb: "british",
    "received pronunciation": "rp",
    scotland: "scottish",
    nyc: "new york",
  },
  es: { mexican: "latin american", latam: "latin american", castilian: "spain", spanish: "spain" },
  pt: { brazil: "brazilian", portugal: "european" },
  fr: { french: "france", belgium: "belgian", switzerland: "swiss" },
};

/** Accents once offered that have no voice of their own: still accepted, spoken as `as`, with a note. */
export const RETIRED_ACCENTS: Record<string, Record<string, { as: string; note: string }>> = {
  en: {
    indian: {
      as: "british",
      note: "The built-in voice has no Indian English accent; British English was used. A remote voice (ElevenLabs, OpenAI) can speak with an Indian accent.",
    },
  },
};

// Order: the spec's 15 languages first (the order of its language toggles), then the others by name.
const ROWS: Row[] = [
  [
    "en",
    "English",
    ["english", "eng", "en-us", "en-gb"],
    "en-us",
    "latin",
    160,
    { writer: true, accents: ENGLISH_ACCENTS },
  ],
  // espeak-ng's plain "cmn" voice reads the tone digits of its pinyin in English ("ni three"); the
  // cmn-latn-pinyin voice pronounces Hanzi correctly, so it is the default.
  [
    "zh",
    "Mandarin Chinese",
    ["mandarin", "chinese", "cmn", "zh-cn", "zh-hans", "mandarin chinese"],
    "cmn-latn-pinyin",
    "cjk",
    250,
  ],
  ["hi", "Hindi", ["hindi", "hin"], "hi", "devanagari", 140],
  ["ar", "Arabic", ["arabic", "ara"], "ar", "arabic", 120, { rtl: true }],
  [
    "es",
    "Spanish",
    ["spanish", "español", "espanol", "spa"],
    "es",
    "latin",
    160,
    { writer: true, accents: { spain: "es", "latin american": "es-419" } },
  ],
  ["ru", "Russian", ["russian", "русский", "rus"], "ru", "cyrillic", 130],
  [
    "pt",
    "Portuguese",
    ["portuguese", "português", "portugues", "por", "pt-br", "pt-pt"],
    "pt-br",
    "latin",
    150,
    { accents: { brazilian: "pt-br", european: "pt" } },
  ],
  [
    "fr",
    "French",
    ["french", "france", "français", "francais", "fra", "fr-fr"],
    "fr-fr",
    "latin",
    160,
    { writer: true, accents: { france: "fr-fr", belgian: "fr-be", swiss: "fr-ch" } },
  ],
  ["ur", "Urdu", ["urdu", "urd"], "ur", "arabic", 130, { rtl: true }],
  ["bn", "Bengali", ["bengali", "bangla", "ben"], "bn", "bengali", 130],
  ["de", "German", ["german", "deutsch", "deu", "ger"], "de", "latin", 130, { writer: true }],
  // espeak-ng reads Japanese kana; Kanji are spelled out as "Chinese letter", so use kana or a remote voice.
  ["ja", "Japanese", ["japanese", "日本語", "jpn"], "ja", "cjk", 300],
  ["ko", "Korean", ["korean", "한국어", "kor"], "ko", "hangul", 110],
  ["id", "Indonesian", ["indonesian", "bahasa indonesia", "ind"], "id", "latin", 140],
  ["sw", "Swahili", ["swahili", "kiswahili", "swa"], "sw", "latin", 130],

  ["af", "Afrikaans", ["afrikaans"], "af", "latin", 150],
  ["sq", "Albanian", ["albanian", "shqip"], "sq", "latin", 140],
  ["am", "Amharic", ["amharic"], "am", "other", 110],
  ["hy", "Armenian", ["armenian"], "hy", "other", 120],
  ["as", "Assamese", ["assamese"], "as", "bengali", 120],
  ["az", "Azerbaijani", ["azerbaijani", "azeri"], "az", "latin", 120],
  ["eu", "Basque", ["basque", "euskara"], "eu", "latin", 130],
  ["be", "Belarusian", ["belarusian"], "be", "cyrillic", 120],
  ["bs", "Bosnian", ["bosnian"], "bs", "latin", 130],
  ["bg", "Bulgarian", ["bulgarian"], "bg", "cyrillic", 130],
  ["my", "Burmese", ["burmese", "myanmar"], "my", "other", 300],
  ["yue", "Cantonese", ["cantonese", "zh-yue", "zh-hk"], "yue", "cjk", 260],
  ["ca", "Catalan", ["catalan", "català"], "ca", "latin", 150],
  ["hr", "Croatian", ["croatian", "hrvatski"], "hr", "latin", 130],
  ["cs", "Czech", ["czech", "čeština"], "cs", "latin", 130],
  ["da", "Danish", ["danish", "dansk"], "da", "latin", 140],
  ["nl", "Dutch", ["dutch", "nederlands", "flemish"], "nl", "latin", 150],
  ["eo", "Esperanto", ["esperanto"], "eo", "latin", 140],
  ["et", "Estonian", ["estonian"], "et", "latin", 120],
  ["fi", "Finnish", ["finnish", "suomi"], "fi", "latin", 110],
  ["ka", "Georgian", ["georgian"], "ka", "other", 110],
  ["el", "Greek", ["greek", "ελληνικά"], "el", "greek", 140],
  ["gu", "Gujarati", ["gujarati"], "gu", "other", 130],
  ["ht", "Haitian Creole", ["haitian creole", "haitian", "kreyòl"], "ht", "latin", 150],
  ["haw", "Hawaiian", ["hawaiian"], "haw", "latin", 130],
  ["he", "Hebrew", ["hebrew", "עברית"], "he", "hebrew", 130, { rtl: true }],
  ["hu", "Hungarian", ["hungarian", "magyar"], "hu", "latin", 120],
  ["is", "Icelandic", ["icelandic"], "is", "latin", 130],
  ["ga", "Irish", ["irish", "gaelic (irish)"], "ga", "latin", 140],
  ["it", "Italian", ["italian", "italiano"], "it", "latin", 160],
  ["kn", "Kannada", ["kannada"], "kn", "other", 110],
  ["kk", "Kazakh", ["kazakh"], "kk", "cyrillic", 120],
  ["ku", "Kurdish", ["kurdish", "kurmanji"], "ku", "latin", 130],
  ["ky", "Kyrgyz", ["kyrgyz"], "ky", "cyrillic", 120],
  ["la", "Latin", ["latin"], "la", "latin", 130],
  ["lv", "Latvian", ["latvian"], "lv", "latin", 120],
  ["lt", "Lithuanian", ["lithuanian"], "lt", "latin", 120],
  ["lb", "Luxembourgish", ["luxembourgish"], "lb", "latin", 130],
  ["mk", "Macedonian", ["macedonian"], "mk", "cyrillic", 130],
  ["ms", "Malay", ["malay", "bahasa melayu"], "ms", "latin", 140],
  ["ml", "Malayalam", ["malayalam"], "ml", "other", 100],
  ["mt", "Maltese", ["maltese"], "mt", "latin", 130],
  ["mi", "Maori", ["maori", "māori"], "mi", "latin", 130],
  ["mr", "Marathi", ["marathi"], "mr", "devanagari", 120],
  ["ne", "Nepali", ["nepali"], "ne", "devanagari", 120],
  ["nb", "Norwegian", ["norwegian", "norsk", "bokmål", "no"], "nb", "latin", 140],
  ["or", "Odia", ["odia", "oriya"], "or", "other", 120],
  ["om", "Oromo", ["oromo"], "om", "latin", 120],
  ["fa", "Persian", ["persian", "farsi", "فارسی"], "fa", "arabic", 130, { rtl: true }],
  ["pl", "Polish", ["polish", "polski"], "pl", "latin", 130],
  ["pa", "Punjabi", ["punjabi", "panjabi"], "pa", "other", 130],
  ["qu", "Quechua", ["quechua"], "qu", "latin", 110],
  ["ro", "Romanian", ["romanian", "română"], "ro", "latin", 140],
  ["gd", "Scottish Gaelic", ["scottish gaelic", "gàidhlig"], "gd", "latin", 130],
  ["sr", "Serbian", ["serbian", "српски"], "sr", "cyrillic", 130],
  ["tn", "Setswana", ["setswana", "tswana"], "tn", "latin", 130],
  ["sd", "Sindhi", ["sindhi"], "sd", "arabic", 120, { rtl: true }],
  ["si", "Sinhala", ["sinhala", "sinhalese"], "si", "other", 110],
  ["sk", "Slovak", ["slovak"], "sk", "latin", 130],
  ["sl", "Slovenian", ["slovenian", "slovene"], "sl", "latin", 130],
  ["sv", "Swedish", ["swedish", "svenska"], "sv", "latin", 140],
  ["ta", "Tamil", ["tamil"], "ta", "other", 100],
  ["tt", "Tatar", ["tatar"], "tt", "cyrillic", 120],
  ["te", "Telugu", ["telugu"], "te", "other", 110],
  ["th", "Thai", ["thai", "ไทย"], "th", "thai", 500],
  ["tr", "Turkish", ["turkish", "türkçe"], "tr", "latin", 120],
  ["tk", "Turkmen", ["turkmen"], "tk", "latin", 120],
  ["uk", "Ukrainian", ["ukrainian", "українська"], "uk", "cyrillic", 130],
  ["ug", "Uyghur", ["uyghur", "uighur"], "ug", "arabic", 120, { rtl: true }],
  ["uz", "Uzbek", ["uzbek"], "uz", "latin", 120],
  [
    "vi",
    "Vietnamese",
    ["vietnamese", "tiếng việt"],
    "vi",
    "latin",
    150,
    { accents: { northern: "vi", central: "vi-vn-x-central", southern: "vi-vn-x-south" } },
  ],
  ["cy", "Welsh", ["welsh", "cymraeg"], "cy", "latin", 130],
];

export const LANGUAGES: Language[] = ROWS.map(([code, name, aliases, espeakVoice, script, wpm, extra]) => ({
  code,
  name,
  aliases,
  espeakVoice,
  script,
  rtl: extra?.rtl ?? false,
  wordsPerMinute: wpm,
  builtinWriter: extra?.writer ?? false,
  ...(extra?.accents ? { accents: extra.accents } : {}),
}));

const byKey = new Map<string, Language>();
for (const lang of LANGUAGES) {
  for (const key of [lang.code, lang.name, ...lang.aliases]) {
    const k = key.toLowerCase();
    if (!byKey.has(k)) byKey.set(k, lang);
  }
}

/**
 * Finds a language by English name, alias or BCP-47 code, case-insensitively ("Hindi", "hi",
 * "en-GB", "France"). A region subtag the table does not list falls back to its base language
 * ("es-MX" -> Spanish). Throws a readable error listing the choices when nothing matches.
 */
export function resolveLanguage(nameOrCode: string): Language {
  const key = nameOrCode.trim().toLowerCase().replaceAll("_", "-");
  const found = byKey.get(key) ?? byKey.get(key.split("-")[0] ?? "");
  if (found) return found;
  throw new Error(
    `Unknown language "${nameOrCode}". Choose one of: ${LANGUAGES.map((l) => `${l.name} (${l.code})`).join(", ")}.`,
  );
}

/** The accents offered for a language (each a different voice), in a stable order; [] when it has none. */
export function accentsOf(language: Language): string[] {
  return Object.keys(language.accents ?? {});
}

/**
 * Resolves an accent the user asked for: an offered accent or one of its other names ("us" is
 * "american"), or a retired one (spoken as its replacement, with `note` saying so). An unknown accent
 * for a language that has accents is an error, so "change the accent" never silently does nothing;
 * languages without accents ignore it.
 */
export function resolveAccent(
  language: Language,
  accent: string | undefined,
): { accent?: string; voice: string; note?: string } {
  const wanted = accent
    ?.trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  if (!wanted || !language.accents) return { voice: language.espeakVoice };
  const name = ACCENT_ALIASES[language.code]?.[wanted] ?? wanted;
  const voice = language.accents[name];
  if (voice) return { accent: name, voice };
  const retired = RETIRED_ACCENTS[language.code]?.[name];
  if (retired) return { accent: retired.as, voice: language.accents[retired.as]!, note: retired.note };
  throw new Error(
    `Unknown ${language.name} accent "${accent}". Choose one of: ${accentsOf(language).join(", ")}.`,
  );
}

/**
 * The espeak-ng voice for a language, accent and gender (see `resolveAccent`). Gender picks espeak-ng's
 * male (+m3) or female (+f3) variant.
 */
export function espeakVoiceFor(language: Language, gender: "male" | "female", accent?: string): string {
  return `${resolveAccent(language, accent).voice}+${gender === "female" ? "f3" : "m3"}`;
}

// Narration pace. A language's `wordsPerMinute` is its pace on social platforms (TikTok, Instagram,
// YouTube Shorts: about 160 words a minute in English); long-form platforms are a little calmer, and
// children and older audiences get a slower voice. The user's speed multiplies this pace.
const PLATFORM_PACE: Record<string, number> = { youtube: 0.94, linkedin: 0.94 };
const AUDIENCE_PACE: Record<string, number> = { kid: 0.85, old: 0.85, young: 1.05 };

/**
 * Words (or characters, for unspaced scripts) per minute for a narration in `language` on `platform`
 * for `audience` (age groups as the pipelines resolve them: "kid", "old", "young", "middle-aged"); the
 * slowest audience named wins, so a video for kids and adults is paced for kids.
 */
export function narrationWordsPerMinute(
  language: Language,
  platform?: string,
  audience: string[] = [],
): number {
  const p = PLATFORM_PACE[platform?.toLowerCase() ?? ""] ?? 1;
  const groups = audience.map((a) => a.trim().toLowerCase().replace(/s$/, "").replace("senior", "old"));
  const a = groups.length ? Math.min(...groups.map((g) => AUDIENCE_PACE[g] ?? 1)) : 1;
  return Math.round(language.wordsPerMinute * p * a);
}

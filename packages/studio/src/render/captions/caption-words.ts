// The units captions are built from: spoken words as written, with runs of unspaced scripts (Chinese,
// Japanese, Thai...) cut at real word boundaries (Intl.Segmenter) instead of between any two characters,
// and a number kept with its unit or currency ("12 euros", "$ 59", "20 %", "3 天") or a day with its
// month ("April 30") so that no cue or line ever separates them. Web addresses are single words already
// and are never cut (a wide one is shrunk).
import type { TimedWord } from "./layout.ts";

const NUMBER = /^[+\-−]?[$€£¥₹₩₽]?\d[\d.,:'’\u00a0\u202f]*(?:[kKmMbB]|[%‰]|[$€£¥₹₩₽])?$/u;
/** A word ending in a currency sign ("$", or "for $" when the speech engine joined them). */
const ENDS_IN_SIGN = /(?:^|\s)[$€£¥₹₩₽]$/u;
// Units and currencies that follow a number, in the languages the product offers (lower case).
const UNITS = new Set(
  [
    "%",
    "‰",
    "€",
    "$",
    "£",
    "¥",
    "₹",
    "₩",
    "₽",
    "x",
    "×",
    "euro",
    "euros",
    "eur",
    "dollar",
    "dollars",
    "usd",
    "pound",
    "pounds",
    "gbp",
    "yen",
    "yuan",
    "rmb",
    "rupee",
    "rupees",
    "inr",
    "peso",
    "pesos",
    "real",
    "reais",
    "franc",
    "francs",
    "franken",
    "krona",
    "kronor",
    "krone",
    "kroner",
    "złoty",
    "zł",
    "lira",
    "lire",
    "ruble",
    "rubles",
    "рублей",
    "рубля",
    "евро",
    "долларов",
    "won",
    "baht",
    "dirham",
    "dirhams",
    "riyal",
    "riyals",
    "percent",
    "prozent",
    "pourcent",
    "procent",
    "процентов",
    "kg",
    "g",
    "mg",
    "km",
    "m",
    "cm",
    "mm",
    "mi",
    "mile",
    "miles",
    "km/h",
    "mph",
    "l",
    "ml",
    "kb",
    "mb",
    "gb",
    "tb",
    "h",
    "hr",
    "hrs",
    "hour",
    "hours",
    "min",
    "mins",
    "minute",
    "minutes",
    "s",
    "sec",
    "secs",
    "second",
    "seconds",
    "day",
    "days",
    "week",
    "weeks",
    "month",
    "months",
    "year",
    "years",
    "°",
    "°c",
    "°f",
    "k",
    "stunden",
    "minuten",
    "tage",
    "jahre",
    "horas",
    "minutos",
    "días",
    "dias",
    "años",
    "anos",
    "heures",
    "jours",
    "ans",
    "ore",
    "giorni",
    "anni",
    "uur",
    "dagen",
    "jaar",
  ].map((u) => u.toLocaleLowerCase()),
);
// Two-word units ("per cent", "por ciento").
const UNIT_PAIRS = new Set(["per cent", "por ciento", "pour cent", "per cento", "por cento"]);

const bare = (text: string) => text.replace(/^[("'“‘«¿¡]+|[)"'”’».,!?;:…]+$/gu, "").toLocaleLowerCase();
const isNumber = (text: string) => NUMBER.test(bare(text).replace(/^[("'“‘«]+/u, ""));
const endsClause = (text: string) => /[.,!?;:…。，！？；：、]$/u.test(text);

function merge(words: TimedWord[], sep: string): TimedWord {
  return {
    // A currency sign is written against its number ("$59"), however the speech engine split them.
    text: words.map((w, i) => (i > 0 && !ENDS_IN_SIGN.test(words[i - 1]!.text) ? sep : "") + w.text).join(""),
    start: words[0]!.start,
    end: words[words.length - 1]!.end,
  };
}

// Month names of the spaced scripts of the picker (long and short, standalone and as written with a
// day: "abril", "апреля"), lower case, made once when first asked for: a date ("April 30", "30 April",
// "30 de abril") is one caption word.
let months: ReadonlySet<string> | undefined;
function monthNames(): ReadonlySet<string> {
  if (months) return months;
  const out = new Set<string>();
  for (const locale of ["en", "es", "pt", "fr", "de", "id", "sw", "ru"]) {
    for (const month of ["long", "short"] as const) {
      const alone = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
      const withDay = new Intl.DateTimeFormat(locale, { month, day: "numeric", timeZone: "UTC" });
      for (let m = 0; m < 12; m++) {
        const d = new Date(Date.UTC(2026, m, 15, 12));
        out.add(alone.format(d).toLocaleLowerCase());
        for (const part of withDay.formatToParts(d))
          if (part.type === "month") out.add(part.value.toLocaleLowerCase());
      }
    }
  }
  for (const m of [...out]) out.add(m.replace(/\.$/, ""));
  months = out;
  return out;
}
const isDay = (text: string) => /^\d{1,2}(?:st|nd|rd|th|er|º|ª|\.)?$/u.test(bare(text));
const isMonth = (text: string) => monthNames().has(bare(text));

/** Words from `i` that are one date: "April 30", "30 April", "30. April", "30 de abril" (or 1). */
function dateLength(words: TimedWord[], i: number): number {
  const [a, b, c] = [words[i]!, words[i + 1], words[i + 2]];
  if (!b) return 1;
  // German writes the day as an ordinal with a full stop ("am 30. April"): no end of a clause there.
  if (/^\d{1,2}\.$/u.test(a.text) && isMonth(b.text)) return 2;
  if (endsClause(a.text)) return 1;
  if ((isMonth(a.text) && isDay(b.text)) || (isDay(a.text) && isMonth(b.text))) return 2;
  if (c && isDay(a.text) && /^(?:de|del)$/u.test(bare(b.text)) && !endsClause(b.text) && isMonth(c.text))
    return 3;
  return 1;
}

/** How many words from `i` belong together: a number with the unit after it, or a sign before it. */
function unitLength(words: TimedWord[], i: number, noSpaces: boolean): number {
  const w = words[i]!;
  const next = words[i + 1];
  if (!noSpaces) {
    const date = dateLength(words, i);
    if (date > 1) return date;
  }
  if (ENDS_IN_SIGN.test(w.text) && next && isNumber(next.text)) return 1 + unitLength(words, i + 1, noSpaces);
  if (!isNumber(w.text) || !next || endsClause(w.text)) return 1;
  const pair = words[i + 2] ? `${bare(next.text)} ${bare(words[i + 2]!.text)}` : "";
  if (UNIT_PAIRS.has(pair) && !endsClause(next.text)) return 3;
  if (UNITS.has(bare(next.text))) return 2;
  // Unspaced scripts write counters and currencies right after the number (12欧元, 3日, ３０分).
  if (noSpaces && /\p{L}/u.test(next.text) && [...bare(next.text)].length <= 3) return 2;
  return 1;
}

/** Words with every number joined to its unit or currency. */
export function glueUnits(words: TimedWord[], noSpaces: boolean): TimedWord[] {
  const out: TimedWord[] = [];
  for (let i = 0; i < words.length; ) {
    const n = unitLength(words, i, noSpaces);
    out.push(n === 1 ? words[i]! : merge(words.slice(i, i + n), noSpaces ? "" : " "));
    i += n;
  }
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(Intl.Segmenter.supportedLocalesOf([locale]).length ? locale : "und", {
      granularity: "word",
    });
    segmenters.set(locale, s);
  }
  return s;
}

/**
 * A spoken "word" of an unspaced script (often a whole clause from the speech engine) cut into real
 * words, sharing its time by length; punctuation stays on the word before it (never starts a line).
 */
export function segmentWord(w: TimedWord, locale: string): TimedWord[] {
  const parts: string[] = [];
  for (const seg of segmenter(locale).segment(w.text)) {
    if (seg.isWordLike || parts.length === 0) parts.push(seg.segment);
    else parts[parts.length - 1] += seg.segment;
  }
  // Leading punctuation (an opening bracket) joins the word after it.
  if (parts.length > 1 && !/[\p{L}\p{N}]/u.test(parts[0]!)) parts.splice(0, 2, parts[0]! + parts[1]!);
  const chars = (s: string) => [...s].length;
  const total = parts.reduce((a, p) => a + chars(p), 0);
  let t = w.start;
  return parts
    .map((text) => {
      const end = t + ((w.end - w.start) * chars(text)) / Math.max(1, total);
      const piece = { text: text.trim(), start: t, end };
      t = end;
      return piece;
    })
    .filter((p) => p.text.length > 0);
}

/**
 * Whether a spoken word of an unspaced script is cut into smaller words. The voice gives words as written
 * with their own times (Intl.Segmenter, kuromoji for Japanese), so a word is kept whole: cutting it again
 * out of context splits "10:30" into "10:" + "30" or "か月" into "か" + "月" and gives the pieces guessed
 * times that start cues between spoken words. Only a run longer than a cue can hold (a speech engine that
 * times whole clauses) is cut, and never one with digits in it.
 */
function needsSegmenting(text: string, maxChars: number): boolean {
  return [...text].length > maxChars && !/\p{N}/u.test(text) && !LATIN_WORD.test(text);
}

/**
 * A word in Latin letters among an unspaced script, with its punctuation ("ramen-tokyo.jp。"): a web
 * address, a name or an English word the speech engine gave as one, cut by nothing (Intl.Segmenter cut
 * "ramen-tokyo.jp" into "ramen-" and "tokyo.jp", two cues).
 */
const LATIN_WORD = /^[\p{P}\p{S}]*[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}\p{P}\p{S}]*$/u;

/** A web address or an e-mail address as written, with the punctuation after it. */
const ADDRESS =
  /^(?:https?:\/\/)?[\p{L}\p{N}][\p{L}\p{N}._-]*\.[a-z]{2,}(?:\/[^\s]*)?[.,!?;:。]*$|^[^\s@]+@[^\s@]+\.[a-z]{2,}[.,!?;:。]*$/u;

/**
 * Pieces of one web address that the voice timed apart ("yasmeen-" and "cafe.jo." in an Arabic sentence,
 * spoken by the English voice) joined again: an address is one caption word.
 */
function joinAddresses(words: TimedWord[]): TimedWord[] {
  const out: TimedWord[] = [];
  for (let w of words) {
    const prev = out.at(-1);
    // "لائیں: @" then "chaikhana۔": the voice's timing left a handle's "@" (or a tag's "#") on the word
    // before it; it goes with its handle.
    const sign = prev && /\s([@#])$/u.exec(prev.text);
    if (prev && sign && /^[\p{L}\p{N}_]/u.test(w.text)) {
      out[out.length - 1] = { ...prev, text: prev.text.slice(0, -2).trimEnd() };
      w = { ...w, text: sign[1] + w.text };
    }
    if (
      prev &&
      // Cut after a hyphen, an "@" or a "/" only: a full stop between two words ends a sentence.
      /[-/@]$/u.test(prev.text) &&
      /^[\p{L}\p{N}]/u.test(w.text) &&
      ADDRESS.test(prev.text + w.text)
    )
      out[out.length - 1] = { text: prev.text + w.text, start: prev.start, end: w.end };
    else out.push(w);
  }
  return out;
}

/** The caption units of a scene's spoken words. */
export function captionWords(
  raw: TimedWord[],
  opts: {
    noSpaces: boolean;
    locale?: string;
    uppercase: boolean;
    /** Characters of an unspaced script one cue holds; longer spoken runs are cut at word boundaries. */
    maxChars?: number;
  },
): TimedWord[] {
  const maxChars = opts.maxChars ?? 9;
  const words = raw
    .filter((w) => w.text.trim().length > 0)
    .map((w) => ({ ...w, text: opts.uppercase ? w.text.trim().toLocaleUpperCase() : w.text.trim() }))
    .flatMap((w) =>
      opts.noSpaces && needsSegmenting(w.text, maxChars) ? segmentWord(w, opts.locale ?? "und") : [w],
    );
  return glueUnits(joinAddresses(words), opts.noSpaces);
}

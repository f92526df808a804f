// Builds a script from the request's facts and a phrasebook: the user's own sentences when they are in
// the video's language, one sentence per fact said in that language otherwise, a hook and a call to
// action, paced to the duration. Every fact appears unless the duration cannot hold it; those left out
// are listed with a plain note. Choices are seeded by the request, so the same request gives the same
// script and different requests rarely share a sentence.

import { createHash } from "node:crypto";
import nlp from "compromise";
import type { Language } from "../../../languages.ts";
import {
  type CtaAction,
  DEADLINE,
  escapeRe,
  extractFacts,
  type Fact,
  isKnownTerm,
  type RequestFacts,
} from "../../../text/facts.ts";
import {
  countryCode,
  isKnownPlace,
  PLACE_PREPOSITION,
  placeIn,
  placeName,
} from "../../../text/place-names.ts";
import { speechSeconds, speechUnits } from "../../../text/speech-units.ts";
import type { Script, ScriptBeat, ScriptRequest } from "../../types.ts";
import { findSubjects } from "../illustrations/keyword-index.ts";
import type { Book, CtaKind, LineKind } from "./book.ts";
import { EN } from "./books-en.ts";
import { WORLD_BOOKS } from "./books-world.ts";
import { businessKind, businessTraits, isOffering, linesFitting } from "./kinds.ts";
import { type LexEntry, lexEntriesIn, lexEntry } from "./lexicon.ts";

export const BOOKS: Record<string, Book> = { en: EN, ...WORLD_BOOKS };

const CREDIT = { provider: "builtin-writer", model: "phrasebook-v2", builtin: true } as const;

export type Tone = "casual" | "professional" | "kid";

export interface ComposeOptions {
  req: ScriptRequest;
  language: Language;
  platform: string;
  tone: Tone;
  wordsPerMinute: number;
  seconds: number;
}

type Said = { fact: Fact; say: string; kind: LineKind };
type Part = { text: string; covers: Fact[]; visual: string[] };

function seedOf(...parts: (string | undefined)[]): number {
  return createHash("sha256").update(parts.join("\u0000")).digest().readUInt32LE(0);
}

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** The request's text: topic, prompt and description, each once. */
export function requestText(req: ScriptRequest): string {
  const parts: string[] = [];
  for (const p of [req.topic, req.prompt, req.description]) {
    const t = p?.replace(/\s+/g, " ").trim();
    if (!t) continue;
    const lower = t.toLowerCase();
    if (parts.some((q) => q.toLowerCase().includes(lower))) continue;
    for (let i = parts.length - 1; i >= 0; i--)
      if (lower.includes(parts[i]!.toLowerCase())) parts.splice(i, 1);
    // The sentence's own script ends it, not a web address at its end ("予約はmidori-cafe.jp" takes "。").
    const bare = t
      .replace(/(?:https?:\/\/)?[\w.@-]*[a-z\d]\.[a-z]{2,}(?:\/\S*)?$|@[\w.]+$/iu, "")
      .replace(/[^\p{L}]+$/u, "");
    // Urdu, written in Arabic letters, is told by its own letters (ٹ ڈ ڑ ں ہ ھ ے گ) and ends with "۔".
    const end = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(bare)
      ? "。"
      : /[\p{Script=Devanagari}\p{Script=Bengali}]$/u.test(bare)
        ? "।"
        : /\p{Script=Arabic}$/u.test(bare) && /[\u0679\u0688\u0691\u06ba\u06be\u06c1\u06d2\u06af]/u.test(t)
          ? "۔"
          : ".";
    parts.push(/[.!?。！？।۔]$/u.test(t) ? t : `${t}${end}`);
  }
  return parts.join(" ");
}

// A web address, handle or e-mail that starts a sentence keeps its letters as written ("hanaya-tokyo.jp").
const ADDRESS_FIRST = /^(?:@|[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)+\b|[^\s@]+@[^\s@]+\.)/u;
const cap = (s: string) => (ADDRESS_FIRST.test(s) ? s : s.charAt(0).toLocaleUpperCase() + s.slice(1));

/**
 * Fills a sentence's slots; undefined when one of them has no value. A place after the phrasebook's
 * preposition takes the form that place needs ("à {place}" -> "au Japon", "в {place}" -> "в Лиссабоне").
 */
function fill(template: string, values: Record<string, string | undefined>): string | undefined {
  let missing = false;
  const lang = values.place_lang;
  const prep = lang ? PLACE_PREPOSITION[lang] : undefined;
  const placed = lang && prep && values.place ? placeIn(values.place, lang) : undefined;
  let t = placed ? template.split(`${prep} {place}`).join("{place_in}") : template;
  // A value that brings its own article ("du 14 au 16 avril") takes the line's place ("le {date}").
  for (const key of ["date", "deadline"])
    if (/^du /.test(values[key] ?? "")) t = t.replace(`le {${key}}`, `{${key}}`);
  values = placed ? { ...values, place_in: placed } : values;
  // A value that starts with its own word for the hour says it once: "Mulai pukul {time}." with "jam 7
  // pagi" is "Mulai pukul 7 pagi" (was "pukul jam 7 pagi").
  for (const [key, v] of Object.entries(values))
    if (v && /^(?:jam|pukul|saa)\s/u.test(v) && new RegExp(`(?:pukul|jam|saa) \\{${key}\\}`, "iu").test(t))
      values = { ...values, [key]: v.replace(/^\S+\s/u, "") };
  const out = t.replace(/\{(\w+)\}( ([\p{L}\p{M}]+))?/gu, (_, key: string, after = "", word = "") => {
    const v = values[key.toLowerCase()];
    if (!v) {
      missing = true;
      return "";
    }
    // A value that ends with the word the line puts after it says it once ("सुबह 7 बजे" in "{time} बजे
    // से" was "सुबह 7 बजे बजे से").
    const rest = word && v.endsWith(` ${word}`) ? "" : after;
    return (key[0] === key[0]!.toUpperCase() ? cap(v) : v) + rest;
  });
  if (missing) return undefined;
  // Bengali: a word of its own script takes the genitive ending ("ঢাকার", "সিলেটের"), not "ঢাকা-এর",
  // which is how a name in another script takes it ("Cloudnest-এর").
  // So with the locative: "$60 প্রতি সপ্তাহে-এ" is "$60 প্রতি সপ্তাহে" (the word has its "-ে" already).
  return (
    out
      .replace(/(\p{Script=Bengali}+)-এর/gu, (_, w: string) =>
        /[\u0985-\u0994\u09be-\u09cc]$/u.test(w) ? `${w}র` : `${w}ের`,
      )
      .replace(/(\p{Script=Bengali}+)-এ(?![\p{L}\p{M}])/gu, (_, w: string) =>
        /\u09c7$/u.test(w) ? w : /[\u0985-\u0994\u09be-\u09cc]$/u.test(w) ? `${w}য়` : `${w}ে`,
      )
      // An hour said "at five" ("৫টায়") is "five" before "from" ("৫টা থেকে", was "৫টায় থেকে").
      .replace(/টায়(\s+থেকে)/gu, "টা$1")
  );
}

const DIGITS = (code: string) => `${code}-u-nu-latn`;

/** Japanese says a length of time with its own counter ("14日間", not "14 日"). */
const JA_DURATION: Partial<Record<string, string>> = { day: "日間", week: "週間", month: "か月" };

// Russian weekdays after "до" take the genitive ("до субботы").
const RU_GENITIVE_DAYS = [
  "воскресенья",
  "понедельника",
  "вторника",
  "среды",
  "четверга",
  "пятницы",
  "субботы",
];

/**
 * The number of a price as written: "1,200" and "1.200" and "1 200" are twelve hundred, "4.50" and "4,50"
 * four and a half ("Rp 300.000" is three hundred thousand, not 300).
 */
export function amountOf(written: string): number {
  const a = written.replace(/\s/g, " ");
  const grouped = /^(\d{1,3}(?:([ ,.])\d{3})+)(?:([.,])(\d{1,2}))?$/.exec(a);
  if (grouped && grouped[3] !== grouped[2])
    return Number(`${grouped[1]!.replace(/[ ,.]/g, "")}${grouped[4] ? `.${grouped[4]}` : ""}`);
  return Number(a.replace(",", "."));
}

// Where a clause of the request ends: "Sunny Side Cafe in Leeds: breakfast until 11am, flat white £3".
const CLAUSE_END = /[,;:.!?\n。、，；：！？،؛]/u;
// Words that join a price to what it buys ("for £3", "ab 3 Euro"): the clause is then said as written.
const PRICE_JOIN =
  /(?:^|\s)(?:for|at|only|just|from|over|under|ab|für|nur|por|desde|solo|à|pour|dès|a partir de|por apenas|от|за|mulai|hanya|kwa|से|में|سے|من|بـ)$/iu;

/**
 * A deadline or price said with what it is for, in the user's own words, when its clause of the request
 * is only that: "breakfast until 11am" is "Breakfast until 11am." (not "Only until 11am.", which sounds
 * like an offer ending), "Frühstück bis 14 Uhr" "Frühstück bis 14 Uhr.", "flat white £3" "Flat white:
 * £3." (not "£3, and nothing hidden.", which loses what costs £3). Undefined for a clause that says
 * more, or nothing but the fact ("until Friday", "£3").
 */
function ownClause(s: Said, text: string, facts: Fact[], code: string, sayAs?: string): string | undefined {
  const f = s.fact;
  // "25 euro a night" is said "25 euros a night" in English (see lineOf).
  const said = sayAs ?? f.text;
  if (!/^(?:deadline|price)$/.test(s.kind) || f.text !== text.slice(f.at, f.at + f.text.length)) return;
  let start = f.at;
  while (start > 0 && !CLAUSE_END.test(text[start - 1]!)) start--;
  let end = f.at + f.text.length;
  while (end < text.length && !CLAUSE_END.test(text[end]!)) end++;
  // The fact ends its clause, which holds no other fact and no figure of its own.
  if (text.slice(f.at + f.text.length, end).trim()) return;
  if (facts.some((o) => o !== f && o.at >= start && o.at < end)) return;
  const before = text.slice(start, f.at).trim();
  if (!before || /\d/u.test(before) || before.split(/\s+/u).length > 5) return;
  const unspaced = /^(?:ja|zh)$/.test(code);
  if (s.kind === "deadline") {
    // "until 11am" alone is the book's deadline line; "breakfast until 11am" names what ends.
    if (!`${before} `.replace(DEADLINE, "").trim()) return;
    return `${cap(`${before}${unspaced ? "" : " "}${said}`)}${unspaced ? "。" : "."}`;
  }
  if (f.bound || PRICE_JOIN.test(before)) return `${cap(`${before} ${said}`)}.`;
  // French sets a colon off with a space ("Croissant : 1,20 €.").
  return `${cap(before)}${unspaced ? "：" : code === "fr" ? " : " : ": "}${said}${unspaced ? "。" : "."}`;
}

/** A fact said in the video's language, or undefined when it cannot be said there offline. */
function sayFact(f: Fact, book: Book, same: boolean): { say: string; kind: LineKind } | undefined {
  const code = book.code;
  switch (f.kind) {
    case "place":
    case "name":
      // A city or country in the video's language ("Lisbon" in a Spanish script: "Lisboa").
      if (!same && (f.kind === "place" || isKnownPlace(f.text)))
        return { say: placeName(f.text, code) ?? f.text, kind: f.kind };
      // A name that is not the business's own (its game "Starfall", "Steam", "Python") is said, not greeted.
      return { say: f.text, kind: f.kind === "name" && !f.brand ? "named" : f.kind };
    case "url":
    case "email":
    case "phone":
    case "handle":
      return { say: f.text, kind: f.kind };
    case "price": {
      // "3 meals a week for $60": the price is said with what it is for ("$60 a week"), never bare.
      if (same) return { say: f.text + (f.perApart && f.per ? book.per[f.per] : ""), kind: "price" };
      const amount = amountOf(f.amount!);
      if (!Number.isFinite(amount)) return undefined;
      const money = new Intl.NumberFormat(DIGITS(code), {
        style: "currency",
        currency: f.currency!,
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
      const price = money.replace(/\u200f/g, "").replace("UK£", "£") + (f.per ? book.per[f.per] : "");
      // "from 35 euros" is "ab 35 €", "over $50" "über 50 $": a bound is never said as the price.
      return { say: f.bound ? book.bounds[f.bound].replace("{price}", price) : price, kind: "price" };
    }
    case "percent":
      return { say: same ? f.text : `${f.value}%`, kind: "percent" };
    case "day":
      // "du mardi au samedi": the days it is open, as hours are ("Horaires : du mardi au samedi.").
      if (f.untilWeekday !== undefined) {
        if (same) return { say: f.text, kind: "hours" };
        const name = (d: number) =>
          new Intl.DateTimeFormat(code, { weekday: "long", timeZone: "UTC" }).format(
            new Date(Date.UTC(2026, 1, 1 + d, 12)),
          );
        return { say: `${name(f.weekday!)}–${name(f.untilWeekday)}`, kind: "hours" };
      }
      // "bis Samstag", "until Friday": a deadline, said as one ("Nur bis zum Samstag."), never "See you on".
      if (f.until) {
        if (same) return { say: f.text, kind: "deadline" };
        const name =
          code === "ru"
            ? RU_GENITIVE_DAYS[f.weekday!]!
            : new Intl.DateTimeFormat(code, { weekday: "long", timeZone: "UTC" }).format(
                new Date(Date.UTC(2026, 1, 1 + f.weekday!, 12)),
              );
        return { say: name, kind: "deadline" };
      }
      if (same && code === "en")
        return f.recurring ? { say: book.every[f.weekday!]!, kind: "every" } : { say: f.text, kind: "on" };
      // Other languages: the book's own forms ("cada sábado", "каждую субботу"), which the user's
      // sentence usually contains; the day as written would not fit a sentence ("Te esperamos sábado").
      return f.recurring
        ? { say: book.every[f.weekday!]!, kind: "every" }
        : { say: book.on[f.weekday!]!, kind: "on" };
    case "date": {
      // "until March 1" is a deadline ("Only until March 1."), not a day to save.
      const kind: LineKind = f.until ? "deadline" : "date";
      if (same) return { say: f.text, kind };
      const d = new Date(Date.UTC(2026, f.month! - 1, f.dayOfMonth!, 12));
      const format = new Intl.DateTimeFormat(DIGITS(code), {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });
      // "April 14-16": "14–16 de abril", "14.–16. April", "4月14日～16日".
      const end = new Date(Date.UTC(2026, f.month! - 1, f.untilDay ?? 1, 12));
      // French says a range of days "du 14 au 16 avril" (the line's "le" then goes, see fill).
      // "le 1er mars": French writes the first of the month as an ordinal.
      const one = format.format(d);
      const say = !f.untilDay
        ? code === "fr" && f.dayOfMonth === 1
          ? one.replace(/^1 /, "1er ")
          : one
        : code === "fr"
          ? `du ${f.dayOfMonth} au ${format.format(end)}`
          : // ICU writes a Japanese or Chinese range of days in figures ("05/12～05/14", "5/12 – 5/14").
            code === "ja"
            ? `${one}～${f.untilDay}日`
            : code === "zh"
              ? `${one}至${f.untilDay}日`
              : format.formatRange(d, end);
      return { say, kind };
    }
    case "time": {
      // A range ("11am-2pm") is said as hours, never "It starts at 2pm"; "before 9am" as a deadline.
      const kind: LineKind = f.untilHour !== undefined ? "hours" : f.until ? "deadline" : "time";
      if (same) return { say: f.text, kind };
      const at = (h: number, m: number) =>
        new Intl.DateTimeFormat(DIGITS(code), {
          hour: "numeric",
          minute: "2-digit",
          hourCycle: "h23",
          timeZone: "UTC",
        }).format(new Date(Date.UTC(2026, 0, 1, h, m)));
      const from = at(f.hour!, f.minute!);
      // German says "Uhr" after hours of the day ("10:00–18:00 Uhr"), which a range of days has not.
      if (kind !== "hours") return { say: from, kind };
      return { say: `${from}–${at(f.untilHour!, f.untilMinute ?? 0)}${code === "de" ? " Uhr" : ""}`, kind };
    }
    case "number": {
      if (same) return { say: f.text, kind: "number" };
      if (!f.unit) return undefined;
      const n = Number(f.value!.replace(",", "."));
      return {
        say: new Intl.NumberFormat(DIGITS(code), { style: "unit", unit: f.unit, unitDisplay: "long" }).format(
          n,
        ),
        kind: "number",
      };
    }
    case "offer": {
      // "Free entry." said inside a line: "Do not miss this: free entry." (a name keeps its capital).
      if (same)
        return {
          // French, Spanish, Portuguese, Russian, Indonesian and Swahili too ("Offre : premier cours offert.");
          // German keeps it (its nouns are capitalised).
          say:
            /^\p{Lu}\p{Ll}+(?!\p{L})/u.test(f.text) &&
            (code === "en"
              ? !nlp(f.text.split(" ")[0]!).has("#ProperNoun")
              : /^(?:es|pt|fr|id|sw|ru)$/.test(code) && !/\s\p{Lu}/u.test(f.text))
              ? f.text.charAt(0).toLowerCase() + f.text.slice(1)
              : f.text,
          kind: "offer",
        };
      // A discount stays an offer in every language ("خصم 30%" -> "30% off"), never a bare number.
      if (f.percentOff)
        return { say: book.percentOff.replace("{percent}", `${f.percentOff}%`), kind: "offer" };
      const thing = lexEntry(f.free)?.words[code];
      if (!thing) return undefined;
      // "free for 14 days": the trial with its time ("prueba gratis durante 14 días").
      if (f.value && f.unit) {
        const duration =
          code === "ja" && JA_DURATION[f.unit]
            ? `${f.value}${JA_DURATION[f.unit]}`
            : new Intl.NumberFormat(DIGITS(code), {
                style: "unit",
                unit: f.unit,
                unitDisplay: "long",
              }).format(Number(f.value));
        return { say: book.freeFor.replace("{thing}", thing).replace("{duration}", duration), kind: "free" };
      }
      return { say: book.free.replace("{thing}", thing), kind: "free" };
    }
    case "cta":
      return undefined; // said by the call to action
  }
}

/**
 * A fact said in the user's sentence or a list, never in a line of its own nor again: a starting price or
 * a threshold is not what something costs ("All of it for over $50."), a price by weight not the price of
 * everything ("सब कुछ सिर्फ़ 800 रुपये में"), a bundle's price not one's ("$10, and nothing hidden." of "3
 * tacos for $10"), an address no count ("42 Maple Street, and counting.").
 */
const listedOnly = (f: Fact) => !!(f.bound || f.measure || f.address || f.bundle);

/** Pictures of facts (a day, money, a city, an offer): shown where the fact is said, not on other lines. */
const SAID_WHERE_SAID = new Set([
  "📅",
  "🗓️",
  "💶",
  "💵",
  "💷",
  "💴",
  "💰",
  "🏷️",
  "🎁",
  "🏙️",
  "🌍",
  "⏰",
  "🕐",
  "⏱️",
  "💻",
]);

/** Entries that never say what a request is about: whom it is for, what comes with it, what kind. */
const HEAD_EXCLUDED = /^(?:subscription|trial|delivery|kids|ticket|charity)$/;

// Subjects that are a business or its offer (the others, "sleep", "bees", are topics to give advice on).
const VENUES = new Set(
  "bakery cafe restaurant clinic dentist studio gym shop salon hair spa hotel florist bookshop school barber photographer plumber vet accountant app tool software course class tour workshop subscription delivery event concert market nails tattoo repair lesson".split(
    " ",
  ),
);

const VAGUE = new Set(
  "thing things way ways one ones time times lot day days people person name price deal number question questions point difference detail details care work anyone everything something nothing favourite friends neighbours locals calendar kind feel sort type bit quality gimmicks hello fail".split(
    " ",
  ),
);

/** The picture words of a fact: a euro sign for a price in euros, a calendar for a day, the city. */
function factPictures(f: Fact): string[] {
  if (f.kind === "price") {
    const money = (
      { EUR: "euro", USD: "dollar", GBP: "pound", JPY: "yen", INR: "rupee" } as Record<string, string>
    )[f.currency!];
    return [money ?? "money", "price"];
  }
  if (f.kind === "day" || f.kind === "date") return ["calendar"];
  if (f.kind === "time") return ["clock"];
  if (f.kind === "place") return [f.text, "city"];
  if (f.kind === "phone") return ["phone"];
  if (f.kind === "email") return ["email"];
  if (f.kind === "url") return ["website", "laptop"];
  if (f.kind === "offer" || f.kind === "percent") return ["gift", "sale"];
  return [];
}

/**
 * The request's subjects, one group of picture words each (its nouns in the video's language with their
 * English picture words, then its facts' pictures): what lines that name nothing show, in turn.
 */
function requestVisualGroups(
  text: string,
  book: Book,
  said: Said[],
  requestLanguage: string,
  subjectHead?: string,
): string[][] {
  // Keyed by the first picture word: "pan" and "pan de masa madre" are both bread, shown once.
  const groups = new Map<string, string[]>();
  // What the request is about, first, when the library draws it and the phrasebooks have no word for
  // it ("handmade soy candles": the candles, not only the shop they are sold in).
  if (subjectHead && !lexEntry(subjectHead) && findSubjects(subjectHead, "en", { list: true }).length > 0)
    groups.set(subjectHead, [subjectHead]);
  // The request's things in its own language (an English request for a Japanese video names a bakery),
  // said in the video's.
  for (const e of lexEntriesIn(withoutPlatforms(text, said), requestLanguage)) {
    if (!e.words[book.code]) continue;
    const local = book.code === "en" ? e.keys[0]! : e.words[book.code]!;
    const pictures = e.visual.split(" ");
    if (!groups.has(pictures[0]!)) groups.set(pictures[0]!, [local, ...pictures]);
  }
  // The things the library draws that the phrasebooks have no word for (Japanese sweets "和菓子", a
  // Korean "베이커리", soy candles), up to three subjects in all, as their pictures: an emoji reads the same in every
  // language. Not what the facts show where they are said (a city, money, a day).
  // (English requests have their subject's own group above, and their lines' own nouns.)
  if (requestLanguage !== "en") {
    const drawn = new Set(
      [...groups.values()].flatMap((g) =>
        findSubjects(g.join(" "), "en", { list: true }).flatMap((m) => m.emoji),
      ),
    );
    for (const m of findSubjects(text, requestLanguage)) {
      if (groups.size >= 3) break;
      if (m.emoji.some((e) => drawn.has(e) || SAID_WHERE_SAID.has(e))) continue;
      if (said.some((x) => x.fact.kind !== "offer" && x.fact.text.includes(m.word))) continue;
      groups.set(m.emoji[0]!, [m.word, ...m.emoji]);
      for (const e of m.emoji) drawn.add(e);
    }
  }
  const lower = text.toLocaleLowerCase();
  // How to reach the business (its site, phone, e-mail), what it costs and when are shown where they are
  // said, not on other lines: "Built on trust." is no calendar, "shared with pride" no banknote.
  const saidOnly = new Set(["url", "phone", "email", "price", "percent", "day", "date", "time"]);
  for (const s of said) {
    if (saidOnly.has(s.fact.kind)) continue;
    // The product and its delivery are the lexicon's groups above (a box, a truck), not a gift on sale.
    if (s.kind === "product") continue;
    const named = [s.fact.text, s.say].some((w) => lower.includes(w.toLocaleLowerCase()));
    const pictures = named ? factPictures(s.fact) : [];
    const key = pictures.at(-1);
    if (key && !groups.has(key)) groups.set(key, pictures);
  }
  return [...groups.values()];
}

/**
 * The text without the names of other companies' products and platforms: "Download it from the App
 * Store" names no shop to show.
 */
function withoutPlatforms(text: string, said: Said[]): string {
  return said
    .filter((s) => s.fact.kind === "name" && isKnownTerm(s.fact.text))
    .reduce((t, s) => t.split(s.say).join(" ".repeat(s.say.length)), text);
}

/**
 * What a beat shows: each noun it names in the video's language with its English picture words
 * ("panadería bakery bread"), then the pictures of its facts (a euro sign, a calendar, the city), then the
 * other English words; most telling first, at most 12.
 */
function visualWords(text: string, book: Book, said: Said[]): string[] {
  const first: string[] = [];
  const rest: string[] = [];
  const things = withoutPlatforms(text, said);
  const entries = lexEntriesIn(things, book.code);
  if (book.code === "en") entries.push(...lexEntriesIn(things, "en").filter((e) => !entries.includes(e)));
  for (const e of entries) {
    const [main, ...more] = e.visual.split(" ");
    if (book.code !== "en") first.push(e.words[book.code]!);
    first.push(book.code === "en" ? e.keys[0]! : main!);
    rest.push(...(book.code === "en" ? [main!, ...more] : more));
  }
  for (const s of said) {
    // (The product and its delivery are the lexicon's words above.)
    if (s.kind !== "product" && text.toLocaleLowerCase().includes(s.say.toLocaleLowerCase()))
      first.push(...factPictures(s.fact));
  }
  if (book.code === "en") {
    // The narration's own concrete nouns ("sourdough", "subscription", "massage"), not the words of a
    // name ("Green Thumb Garden Center" shows no thumb; its "garden" is in the lexicon's words above).
    const unnamed = said
      .filter((s) => s.fact.kind === "name")
      .reduce((t, s) => t.split(s.say).join(" "), text);
    const nouns = nlp(unnamed)
      .match("#Noun")
      .not("(#Pronoun|#ProperNoun|#Adjective|#Value)")
      .out("array") as string[];
    for (const n of nouns) {
      const head = n.toLowerCase().replace(/[^\p{L}-]/gu, "");
      if (head.length > 2 && !VAGUE.has(head)) rest.push(head);
    }
  }
  const seen = new Set<string>();
  return [...first, ...rest]
    .map((w) => w.trim())
    .filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()))
    .slice(0, 12);
}

export interface Composed extends Script {
  leftOut?: string[];
  notes?: string[];
}

export function compose(o: ComposeOptions): Composed {
  const { req, language, tone } = o;
  const code = BOOKS[language.code] ? language.code : "en";
  const book = BOOKS[code]!;
  const text = requestText(req);
  const rf: RequestFacts = extractFacts(text);
  const same = rf.language === code;
  const random = rng(seedOf(text, req.platform, code, req.gender, String(o.seconds)));
  const pick = <T>(items: readonly T[]): T | undefined =>
    items.length ? items[Math.floor(random() * items.length)] : undefined;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const budget = Math.max(6, Math.round((o.wordsPerMinute * o.seconds) / 60));
  const units = (s: string) => speechUnits(s);
  const unspaced = /^(?:zh|ja)$/.test(code);

  // What the video is about, in the video's language.
  // Nouns inside another company's name are that name's ("Store" of "App Store"): not things the
  // request offers. The business's own name says what it is ("Zapatería Luna", "Hotel Mar Azul").
  const unnamed = rf.facts
    .filter((f) => (f.kind === "name" && !f.brand) || f.kind === "url" || f.kind === "email")
    .reduce((t, f) => t.split(f.text).join(" "), text);
  const entries: LexEntry[] = lexEntriesIn(unnamed, rf.language);
  // The subject's own entry, its longest compound first ("bike repair shop" is a "taller de bicicletas",
  // not a "tienda"; "barber shop" a "barbería").
  const subjectWords = rf.subject?.text.toLowerCase().split(/\s+/) ?? [];
  const headEntry =
    subjectWords.map((_, i) => lexEntry(subjectWords.slice(i).join(" "))).find((e) => !!e) ??
    lexEntry(rf.subject?.head) ??
    // Not whom it is for ("children" of "the children's hospital"): what it is, or nothing.
    // Nor a ticket, nor "charity", which says what kind it is (its words are adjectives: "benéfica").
    // Of several, a place of business first: "猫咖啡馆" is a café (with cats), not a cat.
    entries.find((e) => !HEAD_EXCLUDED.test(e.keys[0]!) && VENUES.has(e.keys[0]!.split(" ").pop()!)) ??
    entries.find((e) => !HEAD_EXCLUDED.test(e.keys[0]!));
  let subject: string | undefined;
  if (same && rf.subject)
    subject = rf.subject.text.replace(/^\p{Lu}(?=\p{Ll}*(?:[\s-]|$))/u, (c) => c.toLowerCase());
  else if (headEntry) subject = headEntry.words[code];
  // A business or product (promotional lines) or a topic (advice): facts such as prices and addresses,
  // or a place of business named as the subject, tell them apart.
  const sold =
    rf.facts.some((f) => /^(?:name|price|url|phone|cta|offer|handle|email)$/.test(f.kind)) ||
    (!!headEntry && VENUES.has(headEntry.keys[0]!.split(" ").pop()!)) ||
    isOffering(rf.subject?.head);
  // What kind of business, for promotional lines that fit it (software is not "local, personal").
  const kindWords = [
    ...(rf.subject?.text.split(/[\s-]+/) ?? []),
    ...entries.flatMap((e) => e.keys[0]!.split(" ")),
    ...(rf.language === "en" ? text.split(/[\s,.:;!?()]+/) : []),
  ];
  // The lexicon's compound says it as English does: "driving school" is a school whose modifier is
  // "driving", as "bike repair shop" is a shop whose modifiers are "bike repair".
  const headKey = headEntry?.keys[0]?.split(" ");
  const kind = businessKind(
    rf.subject?.head ?? headKey?.at(-1),
    kindWords,
    // "bike repair" of "bike repair shop": what a shared head such as "shop" is.
    rf.subject?.text.split(/\s+/).slice(0, -1) ?? headKey?.slice(0, -1) ?? [],
  );
  // A person's name is not spoken of as a firm's ("the team at Marta Silva"): a title, or a subject that
  // is a person ("a wedding photographer").
  const subjectHead = rf.subject?.text.split(/\s+/).pop()?.replace(/^.*-/, "");
  const isPerson = (h: string | undefined) =>
    !!h &&
    /(?:er|or|ist|ian|ant|ent|coach|chef|smith)$/i.test(h) &&
    !/(?:center|centre|store|corner|parlor|parlour|bakery)$/i.test(h);
  // What its lines may take for granted: people visit it, it fixes things, it makes what it sells...
  // A cause is promoted like a business ("a volunteer program that pairs students with seniors" gets no
  // advice such as "Give helping hands a few minutes every day").
  const business = sold || kind === "cause";
  const traits = businessTraits({
    person:
      isPerson(subjectHead) ||
      rf.facts.some((f) => f.kind === "name" && /^(?:Dr|Dra|Mr|Mrs|Ms|Mx|Prof)\.?\s/u.test(f.text)),
    kind,
    // The request without its instruction: "Make a video about" makes nothing.
    text: rf.text,
    words: kindWords,
    hasPlace: rf.facts.some((f) => f.kind === "place"),
    hasSchedule: rf.facts.some((f) => /^(?:day|date|time)$/.test(f.kind)),
    hasPrice: rf.facts.some((f) => f.kind === "price"),
    ctaAction: rf.facts.find((f) => f.kind === "cta")?.action,
    visitWords:
      /\b(?:visit|come (?:in|by|and)|drop (?:in|by)|pop in|walk-?ins?|in[- ]store|our (?:shop|store|studio|café|cafe))\b/i.test(
        text,
      ),
  });
  // "{Subject}: real quality." is for something sold, not a food bank.
  const subjectLines = linesFitting(book.lines[business ? "subject" : "topic"] ?? [], traits);

  // Facts said in the video's language.
  const said: Said[] = [];
  const unsaid: Fact[] = [];
  for (const f of rf.facts) {
    const s = sayFact(f, book, same);
    // A name the request wrote in guillemets («مخالب سعيدة», «Кофе и книги») keeps them: it reads as a
    // name, and its words ("claws") give the lines no pictures.
    if (
      s &&
      f.kind === "name" &&
      s.say === f.text &&
      new RegExp(`«\\s?${escapeRe(f.text)}\\s?»`, "u").test(text)
    )
      s.say = `«${f.text}»`;
    if (s) said.push({ fact: f, ...s });
    else if (f.kind !== "cta") unsaid.push(f);
  }
  // The product the request offers ("a weekly sourdough subscription", "delivered every Friday"): facts
  // of their own, ranked before descriptors of the business, said elsewhere by the book's subscription line.
  const subEntry = entries.find((e) => e.keys[0] === "subscription");
  const deliveryEntry = lexEntry("delivery")!;
  const productEntry = subEntry
    ? entries.find((e) => e !== headEntry && !/^(?:subscription|trial|delivery)$/.test(e.keys[0]!))
    : undefined;
  const deliverMatch =
    rf.language === "en"
      ? /\bdeliver(?:s|ed|ing|y)?\b(?:\s+every\s+\p{L}+)?/iu.exec(text)
      : entries.includes(deliveryEntry)
        ? { 0: deliveryEntry.words[rf.language]!, index: text.indexOf(deliveryEntry.words[rf.language]!) }
        : null;
  // One price for the whole offer (per night, per month, a subscription): "All of it for {price}." fits.
  const prices = rf.facts.filter((f) => f.kind === "price");
  if (prices.length === 1 && (prices[0]!.per || subEntry)) traits.add("whole");
  if (subEntry && productEntry) {
    const m =
      rf.language === "en"
        ? /\b(?:(?:weekly|monthly|daily|yearly|annual)\s+)?(?:[\p{L}-]+\s+)?subscriptions?\b/iu.exec(text)
        : null;
    const own = m?.[0] ?? productEntry.words[rf.language] ?? productEntry.keys[0]!;
    said.push({
      fact: { kind: "offer", text: own, at: m?.index ?? Math.max(0, text.indexOf(own)) },
      say: same ? own : productEntry.words[code]!,
      kind: "product",
    });
  }
  if (productEntry && deliverMatch) {
    const own = deliverMatch[0];
    said.push({
      fact: { kind: "offer", text: own.split(/\s+/)[0]!, at: Math.max(0, deliverMatch.index) },
      say: same ? own : deliveryEntry.words[code]!,
      kind: "product",
    });
  }
  said.sort((a, b) => a.fact.at - b.fact.at);
  // A person to call ("Call Dana Reyes at...") is not the business: no "Join us at Dana Reyes.", said by
  // the call to action only. (A person is the business when the request is about one: "a photographer".)
  const ctaText = rf.facts.find((f) => f.kind === "cta")?.text ?? "";
  const contacts = new Set(
    said
      .filter(
        (s) =>
          s.kind === "name" &&
          code === "en" &&
          same &&
          !isPerson(subjectHead) &&
          // "Call Dana Reyes", "Call Sarah at Parkside Estates": a full name, or a first name.
          (s.say.includes(" ") || nlp(s.say).has("#FirstName")) &&
          ctaText.includes(s.say) &&
          nlp(s.say).has("#Person") &&
          !nlp(s.say).has("#Organization"),
      )
      .map((s) => s.fact),
  );
  const first = (kind: string) => said.find((s) => s.fact.kind === kind || s.kind === kind)?.say;
  const values: Record<string, string | undefined> = {
    subject,
    a_subject: subject && code === "en" ? withArticle(subject) : undefined,
    // "free shipping in the US": a place written with "the" takes it in every sentence, which the slots
    // cannot give ("US, this was overdue."); such a place is said by the user's own sentence only.
    place: said.find(
      (s) =>
        s.fact.kind === "place" &&
        !(code === "en" && same && new RegExp(`\\bthe ${escapeRe(s.fact.text)}\\b`, "i").test(text)),
    )?.say,
    place_lang: code,
    name: said.find((s) => s.kind === "name" && !contacts.has(s.fact))?.say,
    price: first("price"),
    every: said.find((s) => s.kind === "every")?.say,
    offer: first("offer"),
  };

  const parts: Part[] = [];
  const droppedWords: string[] = [];
  const covered = new Set<Fact>();
  const has = (text: string, part: string) => text.toLocaleLowerCase().includes(part.toLocaleLowerCase());
  // A place is said when its form after the preposition is ("в Дубае" says Дубай).
  const formsOf = (x: Said) => {
    const inflected = x.fact.kind === "place" ? placeIn(x.say, code)?.replace(/^\S+\s+/u, "") : undefined;
    return inflected && inflected !== x.say ? [x.say, inflected] : [x.say];
  };
  // A name is said when it is spoken as a name: "cloudnest.com.au" in the call to action does not say
  // "Cloudnest" (the script would never name the business otherwise).
  const addresses = said.filter((x) => /^(?:url|email|handle)$/.test(x.fact.kind)).map((x) => x.say);
  const coversOf = (s: string) => {
    const spoken = addresses.reduce((t, a) => t.split(a).join(" "), s);
    return said
      .filter((x) => formsOf(x).some((f) => has(/^(?:name|named)$/.test(x.kind) ? spoken : s, f)))
      .map((x) => x.fact);
  };

  // Call to action: the user's own when it can be said, else one built from their address or number.
  const ctaFact = rf.facts.find((f) => f.kind === "cta");
  const target =
    said.find((s) => s.fact.kind === "url")?.say ??
    said.find((s) => s.fact.kind === "phone")?.say ??
    said.find((s) => s.fact.kind === "handle")?.say ??
    said.find((s) => s.fact.kind === "email")?.say;
  let callToAction: string;
  if (ctaFact && same) {
    callToAction =
      cap(ctaFact.text.replace(/[.!?。！？।۔]+$/u, "")) +
      (unspaced ? "。" : /^(?:hi|bn)$/.test(code) ? "।" : code === "ur" ? "۔" : ".");
  } else if (ctaFact || target) {
    // Without the user's own verb: a number is called, an app tried, a course joined, a cause given to,
    // an event booked; anything else visited.
    const action: CtaAction =
      ctaFact?.action ??
      (said.find((s) => s.fact.kind === "phone" && s.say === target)
        ? "call"
        : kind === "online"
          ? "try"
          : kind === "course" && traits.has("remote")
            ? "join"
            : kind === "event" && rf.facts.some((f) => f.kind === "price")
              ? "book"
              : "visit");
    const t = book.actions[action];
    callToAction = target ? t.replace("{target}", target) : t.replace(/\s*[:：]\s*\{target\}/u, "");
  } else {
    const kind: CtaKind = ctaKindFor(o.platform);
    const options = book.cta[kind];
    // The first wording that names the business when it has a name, else the plain one (the last).
    callToAction =
      budget < 30
        ? shortest_(options.map((x) => fill(x, values)).filter((x): x is string => !!x))!
        : (fill(options[0]!, values) ??
          fill(pick(options.slice(1)) ?? "", values) ??
          options[options.length - 1]!);
  }
  if (ctaFact) covered.add(ctaFact);
  for (const f of coversOf(callToAction)) covered.add(f);

  // Hook: one that names facts when there are any.
  const hookPool =
    tone === "kid" && book.kidHooks.length > 0
      ? book.kidHooks
      : !business && subject && book.topicHooks?.length
        ? tone === "professional" && book.proHooks?.length
          ? book.proHooks
          : book.topicHooks
        : book.hooks;
  // Openers take tags as promotional lines do: "your new favourite food bank" is for something sold.
  const hooks = shuffle(linesFitting(hookPool, traits))
    .map((h) => fill(h, values))
    .filter((h): h is string => !!h);
  const naming = hooks.filter((h) => coversOf(h).length > 0 || (subject && h.includes(subject)));
  // Short videos get the shortest opener, so that the facts keep the time.
  const tight = budget < 30;
  let hook =
    (business ? (tight ? shortest_(naming) : naming[0]) : undefined) ??
    (tight ? shortest_(hooks) : hooks[0]) ??
    polish(subject ?? rf.sentences[0] ?? "", code);
  if (tone === "kid" && code === "en" && !subject) hook = "Let's learn something fun together!";

  let remaining = budget - units(hook) - units(callToAction);
  for (const f of coversOf(hook)) covered.add(f);

  // Tiny budgets: one packed line says the subject, place and the key facts.
  const packed = (bare = false): string | undefined => {
    const v = bare && rf.subject ? { ...values, subject: rf.subject.head } : values;
    const head = v.name ?? (v.subject && v.place ? fill(book.at, v) : (v.subject ?? v.place));
    const items = said
      .filter(
        (s) =>
          !covered.has(s.fact) &&
          s.say !== head &&
          !(head ?? "").includes(s.say) &&
          s.fact.kind !== "name" &&
          s.fact.kind !== "place",
      )
      .map((s) => s.say)
      .filter((x, _, all) => !all.some((y) => y !== x && has(y, x)));
    const extraPlace =
      values.name && values.place && !(head ?? "").includes(values.place) ? [values.place] : [];
    // What the duration cannot hold is left out (and listed): the most telling facts are kept first
    // (place, price, offer, when), in the request's order, within the room left (at least 12 words).
    const rank = (x: string) => {
      const k = said.find((s) => s.say === x)?.fact.kind ?? "place";
      const i = [
        "place",
        "price",
        "offer",
        "percent",
        "date",
        "day",
        "time",
        "hours",
        "deadline",
        "url",
        "phone",
        "handle",
        "email",
      ].indexOf(k);
      return i < 0 ? 99 : i;
    };
    const room = Math.max(12, remaining) - units(head ?? "");
    const kept = new Set<string>();
    let used = 0;
    for (const x of [...extraPlace, ...items].sort((a, b) => rank(a) - rank(b))) {
      if (used + units(x) > room && kept.size > 0) continue;
      kept.add(x);
      used += units(x);
    }
    const all = [...extraPlace, ...items].filter((x) => kept.has(x));
    const list = all.join(unspaced ? "、" : /^(?:ar|ur)$/.test(code) ? "، " : ", ");
    const end = unspaced ? "。" : /^(?:hi|bn)$/.test(code) ? "।" : code === "ur" ? "۔" : ".";
    if (!head) return list ? cap(list) + end : undefined;
    // Nothing to list: a sentence about the subject rather than the bare word.
    if (!list && values.place && has(head, values.place)) return cap(head) + end;
    if (!list) return fill(pick(subjectLines) ?? "", values) ?? cap(head) + end;
    const sep = unspaced ? "：" : ": ";
    return cap(head) + (list ? sep + list : "") + end;
  };

  const add = (text: string | undefined, extraCovers: Fact[] = []) => {
    if (!text) return false;
    parts.push({ text, covers: [...coversOf(text), ...extraCovers], visual: [] });
    for (const f of parts[parts.length - 1]!.covers) covered.add(f);
    remaining -= units(text);
    return true;
  };

  const uncovered = () => said.filter((s) => !covered.has(s.fact));
  // The phrasebook lines used for facts so far (each wording once in a script).
  const usedLines = new Set<string>();
  // The user's sentences, less the one that is their call to action (it closes the script).
  const userSentences = same
    ? rf.sentences
        .filter(
          (s) =>
            !(
              ctaFact &&
              s
                .replace(/[.!?。！？।۔]+$/u, "")
                .trim()
                .endsWith(ctaFact.text) &&
              s.length < ctaFact.text.length + 12
            ),
        )
        .map((s) => polish(s, code))
    : [];
  // A request that is only its subject ("Recycling glass") is said by the hook already.
  for (let i = userSentences.length - 1; i >= 0; i--) {
    const bare = userSentences[i]!.replace(/[.!?。！？।۔]+$/u, "");
    if (units(bare) <= 5 && has(hook, bare) && !rf.facts.some((f) => bare.includes(f.text)))
      userSentences.splice(i, 1);
  }
  const userWords = userSentences.reduce((a, s) => a + units(s), 0);

  if (same && userWords <= remaining + 4) {
    for (const s of userSentences)
      add(
        s,
        rf.facts.filter((f) => s.includes(f.text)),
      );
  } else if (same) {
    // The user's sentences, in order, while they fit; the packed line says what the others held.
    for (const s of userSentences)
      if (units(s) <= remaining - 4)
        add(
          s,
          rf.facts.filter((f) => s.includes(f.text)),
        );
  }
  if (!same && productEntry && said.some((s) => s.kind === "product" && !covered.has(s.fact))) {
    add(
      fill(deliverMatch ? book.subscription.deliver : book.subscription.plain, {
        ...values,
        product: productEntry.words[code],
        subscription: subEntry!.words[code],
        delivery: deliveryEntry.words[code],
      }),
    );
  }
  if (uncovered().length > 0) {
    // One sentence per fact while there is room; a packed line when there is not.
    const lineFor = (s: Said) => {
      // Another company's product or platform, or the business's product: named among the rest.
      if (s.kind === "named") {
        const all = uncovered()
          .filter((x) => x.kind === "named")
          .map((x) => x.say);
        return book.also.replace(
          "{items}",
          all.join(unspaced ? "、" : /^(?:ar|ur)$/.test(code) ? "، " : ", "),
        );
      }
      if (listedOnly(s.fact)) return undefined;
      const own = same ? ownClause(s, text, rf.facts, code) : undefined;
      if (own && !usedLines.has(own)) {
        usedLines.add(own);
        return own;
      }
      // A line's tags say what it takes for granted ("@meet Say hello to {name}." is not for a concert).
      const t = linesFitting(book.lines[s.kind] ?? [], traits);
      if (!t.length) return undefined;
      for (const l of shuffle(t)) {
        if (usedLines.has(l)) continue;
        const v = fill(l, { ...values, [s.kind]: s.say, thing: s.say, target: s.say });
        if (v) {
          usedLines.add(l);
          return v;
        }
      }
      return undefined;
    };
    const lines = uncovered().map((s) => ({ s, line: lineFor(s) }));
    const need = lines.reduce((a, l) => a + (l.line ? units(l.line) : 99), 0);
    // The subject must be named too: by its own line, or in the packed line on short videos.
    const subjectLine =
      subject && !has(hook, subject) && !parts.some((p) => has(p.text, subject))
        ? fill(pick(subjectLines) ?? "", values)
        : undefined;
    const room = remaining + 3 - (subjectLine ? units(subjectLine) : 0);
    if (budget >= 40 && need <= room && lines.every((l) => l.line)) {
      if (subjectLine) add(subjectLine);
      for (const l of lines) if (!covered.has(l.s.fact)) add(l.line);
    } else {
      // A product ranks above the business's descriptors ("family-owned"): they go first when the
      // packed line would not fit, and are listed as left out.
      const full = packed();
      const bare = packed(true);
      const product = said.some((s) => s.kind === "product");
      if (product && same && full && bare && bare !== full && units(full) > remaining && rf.subject) {
        add(bare);
        droppedWords.push(rf.subject.text.replace(new RegExp(`\\s*${rf.subject.head}$`), ""));
      } else add(full);
    }
  }
  if (parts.length === 0 && same && userSentences.length > 0 && said.length === 0) {
    // Nothing to pack: the user's own first sentence says what the video is about.
    add(userSentences[0]);
  } else if (!same && subject && !has(hook, subject) && !parts.some((p) => has(p.text, subject))) {
    add(fill(pick(subjectLines) ?? "", values));
  }
  // Room left: the key facts once more in other words, what else the request names, then general lines.
  const lineOf = (x: Said) => {
    // "a 25 euro tune-up" is said again as a price on its own: "25 euros" ("25 euros a night").
    const m =
      code === "en" && x.kind === "price"
        ? /^(\d[\d.,]*)\s+(euro|dollar|pound|buck)(\s.*)?$/i.exec(x.say)
        : null;
    const say = m && m[1] !== "1" ? `${m[1]} ${m[2]}s${m[3] ?? ""}` : x.say;
    const own = same ? ownClause(x, text, rf.facts, code, m ? say : undefined) : undefined;
    if (own && !usedLines.has(own) && !parts.some((p) => p.text === own)) {
      usedLines.add(own);
      return own;
    }
    for (const l of shuffle(linesFitting(book.lines[x.kind] ?? [], traits))) {
      // Each wording once: "Mark your calendar: every Tuesday." and "... every Thursday." echo.
      if (usedLines.has(l)) continue;
      const v = fill(l, { ...values, [x.kind]: say, thing: say, target: say });
      if (v && !parts.some((p) => p.text === v) && v !== hook) {
        usedLines.add(l);
        return v;
      }
    }
    return undefined;
  };
  if (!same) {
    // The subject as the request words it too: "barber shop" says its "shop".
    const headWords = `${headEntry?.words[rf.language] ?? ""} ${rf.subject?.text ?? ""}`.toLocaleLowerCase();
    const others = entries
      // "متجر عطور" (perfume shop) also holds "shop" and "perfume": said once, by the subject.
      .filter((e) => e !== headEntry && !headWords.includes(e.words[rf.language]!.toLocaleLowerCase()))
      .filter((e) => e.keys[0] !== "charity")
      .map((e) => e.words[code]!)
      .filter((w) => !parts.some((p) => has(p.text, w)));
    const list = others.join(unspaced ? "、" : /^(?:ar|ur)$/.test(code) ? "، " : ", ");
    const also = list ? book.also.replace("{items}", list) : "";
    if (also && units(also) <= remaining) add(also);
  }
  // The subject in full once, then by its head noun ("the bakery"), so that lines do not echo each other.
  // A person ("wedding photographer") is not a place: lines about "the {subject}" are not for them.
  const head = subjectHead;
  const person = isPerson(head);
  const plural = !!head && /[^s]s$/i.test(head);
  // "the service", "the company" say nothing: those heads keep their modifier ("the cleaning service").
  const generic =
    !!head && /^(?:service|services|company|business|agency|platform|place|firm|truck|house)$/i.test(head);
  const short = business && same && head && code === "en" && !generic ? head : subject;
  let fullUses = parts.filter((p) => subject && p.text.includes(subject)).length;
  const kidLines = tone === "kid" && book.kidAdvice?.length ? book.kidAdvice : undefined;
  // A business's lines: those of its kind and those that fit any, taken in turn.
  const kindLines = business && kind ? shuffle(linesFitting(book.promoBy[kind], traits)) : [];
  // A cause is not sold: no "Honest prices, no surprises." for a food bank.
  const anyLines = shuffle(
    business ? (kind === "cause" ? [] : linesFitting(book.promo, traits)) : (kidLines ?? book.advice),
  );
  const mixed: string[] = [];
  for (let i = 0; i < Math.max(kindLines.length, anyLines.length); i++) {
    if (kindLines[i]) mixed.push(kindLines[i]!);
    if (anyLines[i]) mixed.push(anyLines[i]!);
  }
  const general = mixed
    .map((l) => {
      const usesSubject = /\{subject\}/i.test(l);
      if (usesSubject && person && business && code === "en") return undefined;
      // A product named in the plural ("matcha lattes") is not a place people run or visit, nor is one
      // sold with no place ("Everything at the bar is chosen with care" of a protein bar).
      if (usesSubject && plural && business && code === "en") return undefined;
      if (
        usesSubject &&
        code === "en" &&
        !traits.has("visit") &&
        /\b(?:at|run) the \{subject\}|the \{subject\} feel|the \{subject\} your week/i.test(l)
      )
        return undefined;
      const v = fill(l, { ...values, subject: usesSubject && fullUses > 0 ? short : subject });
      if (v && usesSubject) fullUses++;
      return v;
    })
    .filter((l): l is string => !!l && !parts.some((p) => p.text === l) && l !== hook);
  // The key facts once more in other words (their values make each script its own), alternating with
  // general lines, so that no two general lines run together the same way in two scripts.
  const again = (same ? said : [])
    .filter((x) => /^(?:price|every|on|date|time|hours|deadline|offer|percent|free|place|name)$/.test(x.kind))
    .filter((x) => !contacts.has(x.fact))
    .filter((x) => !(x.kind === "place" && hook.includes(x.say)))
    // "free shipping in the US": a country is said by the user's sentence ("US locals already know the
    // way" and "Right here in US" are not English).
    .filter(
      (x) =>
        !(
          x.kind === "place" &&
          code === "en" &&
          (countryCode(x.say) || /^(?:US|USA|UK|UAE|EU|Europe)$/.test(x.say))
        ),
    )
    // Several prices ("hems from €12, zips from €15") are each for something: "All of it for €12." is not.
    .filter((x) => !(x.kind === "price" && prices.length > 1))
    // A cause's fee is not a bargain ("All of it for $50." of an adoption fee): said once, by the user.
    .filter((x) => !(kind === "cause" && x.kind === "price"))
    .filter((x) => !listedOnly(x.fact))
    .map((x) => lineOf(x))
    .filter((l): l is string => !!l);
  const nameCap = Math.min(5, Math.max(4, Math.round(o.seconds / 12)));
  const sequence: string[] = [];
  for (let i = 0; i < Math.max(again.length, general.length); i++) {
    if (again[i]) sequence.push(again[i]!);
    if (general[i]) sequence.push(general[i]!);
  }
  for (const l of sequence) {
    if (parts.some((p) => p.text === l)) continue;
    // A place or name already said twice is not said again by a general line.
    const said2 = (v: string) =>
      parts.filter((p) => p.text.includes(v)).length +
      (hook.includes(v) ? 1 : 0) +
      (callToAction.includes(v) ? 1 : 0);
    if (values.place && l.includes(values.place) && said2(values.place) >= 2) continue;
    // The name at most four times in 30 s (the call to action's too), five in a longer video.
    if (values.name && l.includes(values.name) && said2(values.name) >= nameCap) continue;
    if (remaining < 4) break;
    if (units(l) <= remaining + 2) add(l);
  }
  const extras = general;
  if (parts.length === 0)
    add(packed() ?? extras[0] ?? fill(pick(linesFitting(book.promo, traits)) ?? "", values));

  const leftOutFacts = [
    ...said
      .filter(
        (s) =>
          !covered.has(s.fact) &&
          !formsOf(s).some((say) =>
            isInside({ ...s, say }, [hook, callToAction, ...parts.map((p) => p.text)]),
          ),
      )
      .map((s) => s.fact),
    ...unsaid,
  ];
  const notes: string[] = [];
  if (!same) {
    notes.push(
      `Your request is in ${languageName(rf.language)} and the video is in ${language.name}: the built-in writer kept your names, places, prices, dates and days and wrote the rest from its ${language.name} phrasebook. A model provider would translate your own words better.`,
    );
  }
  const leftOut = [...leftOutFacts.map((f) => f.text), ...droppedWords.filter(Boolean)];
  if (leftOut.length) {
    notes.push(
      same
        ? `The ${o.seconds} seconds could not hold every fact; left out: ${leftOut.join(", ")}. A longer video would include them.`
        : `Left out, as they could not be said in ${language.name} offline: ${leftOut.join(", ")}.`,
    );
  }

  const wpm = o.wordsPerMinute;
  // A line that names nothing to show ("Made with care.") shows the request's subjects in turn, each
  // such line starting further along (the truck, then the calendar, then the euro), instead of the
  // main subject on every one of them.
  const requestGroups = requestVisualGroups(text, book, said, rf.language, rf.subject?.head);
  const bracketed = said
    .filter(
      (x) =>
        x.fact.kind === "name" &&
        ["「", "『"].some((q) => text.includes(`${q}${x.say}${q === "「" ? "」" : "』"}`)),
    )
    .map((x) => x.say);
  let fillers = 0;
  // A name the request wrote in corner brackets (「花月」) gives a line no picture words (no flowers).
  const unbracketed = (line: string) => bracketed.reduce((t, n) => t.split(n).join(" "), line);
  const namesSomething = (line: string) =>
    lexEntriesIn(unbracketed(line), book.code).length > 0 ||
    (book.code !== "en" && lexEntriesIn(line, "en").length > 0) ||
    said.some(
      (x) => line.toLocaleLowerCase().includes(x.say.toLocaleLowerCase()) && factPictures(x.fact).length,
    );
  const visualOf = (line: string) => {
    const own = visualWords(unbracketed(line), book, said);
    if (namesSomething(line) || requestGroups.length === 0) return own;
    const from = fillers++ % requestGroups.length;
    // Its own nouns ("patience", "trust") after the request's subjects: they rarely have a picture.
    // Three subjects: as many as such a line has beats; the others are for the next lines.
    return [...requestGroups.slice(from), ...requestGroups.slice(0, from)].slice(0, 3).flat().concat(own);
  };
  const beats: ScriptBeat[] = parts.map((p) => ({
    narration: p.text,
    visual: clip(visualOf(p.text), subject, book),
    seconds: round(speechSeconds(p.text, wpm)),
    ...(p.covers.length ? { facts: [...new Set(p.covers.map((f) => f.text))] } : {}),
  }));
  const titleValues = { ...values, every: undefined };
  const title =
    // The title that names the most of what, who and where ("Padaria em Lisboa" over "Padaria").
    shuffle(tone === "kid" && !business && book.kidTitles?.length ? book.kidTitles : book.titles)
      .map((t) => {
        const filled = fill(t, code === "en" ? values : titleValues);
        // A title that says a word twice ("Sunrise Yoga Studio: yoga studio") names one thing fewer.
        const words = (filled ?? "").toLocaleLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
        const repeats = words.length - new Set(words).size > 0 ? 1 : 0;
        // A name that says what it is ("Green Leaf Plant Shop") is not followed by a subject too
        // ("Green Leaf Plant Shop: monstera"): where it is says more ("... in Bristol").
        const restated =
          values.name && KIND_NAME.test(values.name) && /\{name\}.*\{subject\}/iu.test(t) ? 1 : 0;
        return { t: filled, slots: t.split("{").length - repeats - restated, named: /\{name\}/iu.test(t) };
      })
      .filter((x): x is { t: string; slots: number; named: boolean } => !!x.t)
      // Of titles that name as much, the business's name before what it is ("FitPal", not "Application").
      .sort((a, b) => b.slots - a.slots || Number(b.named) - Number(a.named))[0]?.t ??
    // No title of the book fits: what the request calls itself ("ঢাকার রঙিন শাড়ি ঘর", "東京マラソン2026"),
    // its name or its place, never the hook sentence.
    cap(subject ?? values.name ?? (same ? requestTitle(rf.sentences[0]) : undefined) ?? values.place ?? hook);
  const duration =
    speechSeconds(hook, wpm) + speechSeconds(callToAction, wpm) + beats.reduce((a, b) => a + b.seconds, 0);
  return {
    title: title.replace(/[.!?。]+$/u, ""),
    hook,
    beats,
    callToAction,
    language: language.name,
    durationSeconds: round(duration),
    credit: { ...CREDIT },
    ...(leftOut.length ? { leftOut } : {}),
    ...(notes.length ? { notes } : {}),
  };
}

/** A business name that ends with what the business is ("Sunny Side Cafe", "Bäckerei Schmidt" aside). */
const KIND_NAME =
  /(?:^|\s)(?:shop|store|caf[eé]|coffee|bakery|studio|salon|restaurant|bistro|bar|pub|kitchen|clinic|gym|market|workshop|boutique|pizzeria|barbers?|barbershop|spa|hotel|agency|garage|florist|pharmacy|dental|dentistry|academy|school|taqueria|diner|deli|brewery|winery|library|gallery|museum|theat(?:re|er))$/iu;

/** The first words of a request up to its first pause, when they are few enough to be a title. */
function requestTitle(sentence: string | undefined): string | undefined {
  const head = sentence?.split(/[:：,，、،;؛।。.!?！？]/u)[0]?.trim();
  if (!head || !/\p{L}/u.test(head)) return undefined;
  // Chinese and Japanese count characters, not words: a short name is up to 16 of them.
  return (/\s/.test(head) ? head.split(/\s+/).length <= 6 : head.length <= 16) ? head : undefined;
}

function shortest_(list: string[]): string | undefined {
  return [...list].sort((a, b) => speechUnits(a) - speechUnits(b))[0];
}

/** "a bakery", "an app", "yoga classes" (plurals take none). */
function withArticle(noun: string): string {
  const last = noun.split(/\s+/).pop()!;
  if (/[^s]s$/i.test(last)) return noun;
  return /^[aeio]|^u(?!ni|se|su)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function isInside(s: Said, texts: string[]): boolean {
  return texts.some((t) => t.toLocaleLowerCase().includes(s.say.toLocaleLowerCase()));
}

function languageName(code: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
}

const round = (n: number) => Math.round(n * 10) / 10;

function ctaKindFor(platform: string): CtaKind {
  const p = platform.toLowerCase();
  if (p.includes("youtube")) return "subscribe";
  if (p.includes("instagram")) return "bio";
  if (p.includes("linkedin")) return "share";
  if (p.includes("facebook")) return "page";
  return "follow";
}

/** The beat's concrete nouns, in the video's language and English, for stock search and illustrations. */
function clip(words: string[], subject: string | undefined, book: Book): string {
  const all = words.length
    ? words
    : subject
      ? [subject, ...(lexEntriesIn(subject, book.code)[0]?.visual.split(" ") ?? [])]
      : [];
  const out = [...new Set(all)].slice(0, 12).join(" ");
  return out || subject || "abstract background";
}

// -ing words that are never the verb of "X launching Y".
const NOT_A_VERB =
  /^(?:during|morning|evening|something|nothing|anything|everything|spring|king|thing|wedding|building|clothing|ring|string|sourdough)$/i;
// Words after an -ing word that make it part of the business's name ("grooming salon", "cooking class").
const BUSINESS_NOUN =
  /^(?:salon|salons|shop|shops|store|stores|service|services|company|studio|studios|school|schools|class|classes|course|courses|center|centre|club|clubs|business|agency|app|kit|kits|team|pool|room|rooms|truck|spot|supplies|equipment|gear|products?|brand|co|lessons?|camp|camps|academy|clinic|parlou?r|lounge|bar|hall|alley|lot|garage|boutique|firm|venue|company|tours?|trips?|experience|workshops?|sessions?|program(?:me)?s?|plan|plans|platform|tool|tools|machine|machines|gym|track|range|rink|lanes?|center|desk|cart|stand|station|house|spa|bus|van|boat)$/i;

/** The user's sentence as a spoken sentence: capital first letter, a verb for "X launching Y", an end mark. */
export function polish(s: string, code: string): string {
  let t = s.trim().replace(/\s+/g, " ");
  if (code === "en") {
    // "A bakery in Lisbon launching a subscription" -> "A bakery in Lisbon is launching a subscription".
    // The verb is the first -ing word of the opening noun phrase that does not name the business
    // ("A dog grooming salon in Austin offering a special": "grooming" is part of the salon).
    const head = /^(?:a|an|the|our|my)\s[^,]*/i.exec(t)?.[0] ?? "";
    const ing = /\s(\w+ing)\b(?:\s(\w+))?/gi;
    for (let m = ing.exec(head); m; m = ing.exec(head)) {
      const [word, next = ""] = [m[1]!, m[2]];
      ing.lastIndex = m.index + 1 + word.length;
      const subject = t.slice(0, m.index);
      if (/\b(?:is|are|was|were|has|have|will|can|does|do)\b/i.test(subject)) break;
      if (NOT_A_VERB.test(word) || BUSINESS_NOUN.test(next)) continue;
      const noun = subject.split(/\s(?:in|at|on|from|of|near|for|with)\s/i)[0]!;
      const plural = /\b\w+s$/i.test(noun) && !/ss$/i.test(noun);
      t = `${subject} ${plural ? "are" : "is"} ${t.slice(m.index + 1)}`;
      break;
    }
  }
  t = cap(t);
  if (!/[.!?。！？।۔]$/u.test(t))
    t += /^(?:zh|ja)$/.test(code) ? "。" : /^(?:hi|bn)$/.test(code) ? "।" : /^ur$/.test(code) ? "۔" : ".";
  return t;
}

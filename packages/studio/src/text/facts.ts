// The facts of a request that a script must not lose: names, places, prices, percentages, numbers with
// their units, dates, days, times, web and e-mail addresses, phone numbers, handles, offers and calls to
// action, each as the user wrote it plus what it means (a weekday's index, an amount and its currency),
// so that a script in another language can say it in that language. English is read with the
// `compromise` NLP library (places, people, noun phrases); every language with patterns built from its
// own day and month names (from ICU through `Intl`), its script and its capitalisation.

import nlp from "compromise";
import { detectLanguage } from "./facts-language.ts";
import { isKnownPlace, knownPlacesIn } from "./place-names.ts";
import { RecentAnswers } from "./recent-answers.ts";

export type FactKind =
  | "name"
  | "place"
  | "price"
  | "percent"
  | "number"
  | "date"
  | "day"
  | "time"
  | "url"
  | "email"
  | "phone"
  | "handle"
  | "offer"
  | "cta";

export type CtaAction =
  | "book"
  | "call"
  | "order"
  | "visit"
  | "join"
  | "try"
  | "download"
  | "follow"
  | "contact"
  | "donate";
export type Unit = "day" | "week" | "month" | "year" | "hour" | "minute" | "kilometer" | "kilogram";
/** What a price is per: a unit of time, or a night, a person, a class, a session, one item. */
export type PerUnit =
  | "day"
  | "week"
  | "month"
  | "year"
  | "hour"
  | "night"
  | "person"
  | "class"
  | "session"
  | "each";

export interface Fact {
  kind: FactKind;
  /** As the user wrote it. */
  text: string;
  /** Offset in the request text (facts are listed in this order). */
  at: number;
  /** Weekday (0 = Sunday) of a day or date; `recurring` for "every Friday", "Fridays". */
  weekday?: number;
  recurring?: boolean;
  /** Month (1-12) and day of the month of a date. */
  month?: number;
  dayOfMonth?: number;
  /** Price: amount as written ("12", "4.50") and ISO currency; a per-unit price ("a month"). */
  amount?: string;
  currency?: string;
  per?: PerUnit;
  /** The unit is said apart from the price ("3 meals a week for $60"): `text` is the price alone. */
  perApart?: boolean;
  /**
   * A price that is a bound, not what something costs: "from" a starting price ("tune-ups from 35
   * euros", "ab 35 €"), "over" a threshold ("orders over $50", "$50 or more"). `text` holds the bound's
   * words when they come before the price ("from 35 euros") or after it ("$50 or more").
   */
  bound?: "from" | "over";
  /**
   * A price by weight or measure: the measure as written ("किलो" of "800 रुपये किलो", "/lb"). `text`
   * holds it; the price is never restated as what something costs.
   */
  measure?: string;
  /** A price of several together ("3 tacos for $10"): how many it buys; never restated as one's price. */
  bundle?: string;
  /** A number that is a street address ("42 Maple Street"): said where it is, never counted. */
  address?: boolean;
  /** Number with a unit ("14-day", "20 years"); `unit` is normalised when known. */
  value?: string;
  unit?: Unit;
  /** Time of day, 24 h. */
  hour?: number;
  minute?: number;
  /** A date, day or time that ends something ("early bird until March 1", "before 9am", "bis Samstag"). */
  until?: boolean;
  /** A range of weekdays ("Monday to Friday"): the last one. */
  untilWeekday?: number;
  /** A range of days in one month ("April 14-16"): its last day. */
  untilDay?: number;
  /** A range of times ("11am-2pm"): where it ends. */
  untilHour?: number;
  untilMinute?: number;
  /**
   * Name: the business's or product's own name, which the script greets ("Say hello to Pixel Forge").
   * The other names are things it mentions (a game it launches, "Steam", "Python"), said but not greeted.
   */
  brand?: boolean;
  /** Call to action: what it asks for. */
  action?: CtaAction;
  /** Offer: the percentage taken off, or the thing given free ("trial", "delivery"). */
  percentOff?: string;
  free?: string;
}

export interface RequestFacts {
  /** Detected language of the request (BCP-47 code). */
  language: string;
  /** The whole request, normalised whitespace. */
  text: string;
  /** Its sentences, in order, cleaned (no instruction such as "make a video about"). */
  sentences: string[];
  /** What the video is about (English: the first noun phrase, without its article). */
  subject?: { text: string; head: string };
  facts: Fact[];
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₽": "RUB",
  R$: "BRL",
  Rp: "IDR",
  KSh: "KES",
  "৳": "BDT",
  "₨": "PKR",
  "₦": "NGN",
  "₱": "PHP",
  "₺": "TRY",
  "₫": "VND",
  "฿": "THB",
  "₴": "UAH",
  "₪": "ILS",
};
// Currency words after a number; matched at the start of the word so that "12欧元起" finds 欧元.
const CURRENCY_WORDS: [RegExp, string][] = (
  [
    ["euros?|eur|евро|欧元|ユーロ|유로|यूरो|يورو|یورو|ইউরো", "EUR"],
    ["dollars?|usd|bucks|dólares?|美元|ドル|달러|डॉलर|دولار|ڈالر|ডলার", "USD"],
    ["pounds?|gbp|quid|libras?|英镑|ポンド|파운드|पाउंड|جنيه|پاؤنڈ|পাউন্ড", "GBP"],
    ["yen|jpy|日元|円|엔", "JPY"],
    ["rupees?|inr|रुपये|रुपए|रुपया|روپے", "INR"],
    ["won|krw|원", "KRW"],
    ["rubles?|roubles?|rub|рубл\\p{L}*", "RUB"],
    ["reais|brl", "BRL"],
    ["rupiah|idr", "IDR"],
    ["shillings?|shilingi|kes", "KES"],
    ["yuan|rmb|cny|元|块", "CNY"],
    // "টাকা" is Bangladesh's taka, and the rupee in West Bengal (see extractFacts).
    ["taka|bdt|টাকা", "BDT"],
    ["dirhams?|aed|درهم", "AED"],
    ["dinars?|jod|دنانير|دينار", "JOD"],
    ["riyals?|sar|ريال", "SAR"],
    ["pesos?|mxn", "MXN"],
  ] as const
).map(([src, code]) => [new RegExp(`^(?:${src})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])`, "iu"), code]);
const SYMBOL_RE = /US\$|R\$|KSh|Rp|[$€£¥₹₩₽৳₨₦₱₺₫฿₴₪]/u;
const NUM = String.raw`\d{1,3}(?:[ ,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;

const UNIT_WORDS: [RegExp, Unit][] = [
  [
    /^(?:days?|días?|dias?|jours?|tage?n?|hari|siku|дней|дня|день|दिन|يوم|يومًا|أيام|دن|দিন|日|天|일)$/iu,
    "day",
  ],
  [
    /^(?:weeks?|semanas?|semaines?|wochen?|minggu|wiki|недел[юиья]|सप्ताह|أسبوع|ہفتے|সপ্তাহ|週|周|주)$/iu,
    "week",
  ],
  [
    /^(?:months?|mes(?:es)?|mês|meses|mois|monate?|bulan|mwezi|miezi|месяц[аев]*|महीने|महीना|شهر|مہینے|মাস|か月|ヶ月|个月|개월)$/iu,
    "month",
  ],
  [
    /^(?:years?|años?|anos?|ans?|années?|jahren?|jahre|tahun|miaka|лет|года?|साल|سنة|سال|বছর|年|년)$/iu,
    "year",
  ],
  [
    /^(?:hours?|hrs?|horas?|heures?|stunden?|jam|saa|час(?:а|ов)?|घंटे|ساعة|گھنٹے|ঘণ্টা|時間|小时|시간)$/iu,
    "hour",
  ],
  [
    /^(?:minutes?|mins?|minutos?|minuten?|menit|dakika|минут[аы]?|मिनट|دقيقة|منٹ|মিনিট|分|分钟|분)$/iu,
    "minute",
  ],
  [/^(?:km|kilometers?|kilometres?|kilómetros?|quilômetros?|kilomètres?|kilometer)$/iu, "kilometer"],
  [/^(?:kg|kilos?|kilograms?|kilogramos?|kilogrammes?|kilogramm)$/iu, "kilogram"],
];

export function unitOf(word: string | undefined): Unit | undefined {
  if (!word) return undefined;
  return UNIT_WORDS.find(([re]) => re.test(word))?.[1];
}

// What a price is per, in the request's words: the unit it says, by language.
const PER_WORDS: [RegExp, PerUnit][] = [
  [/^(?:days?|día|dia|jour|tag|hari|siku|день|天|日|दिन|يوم|দিন|দিনে|روز|일)$/iu, "day"],
  [
    /^(?:weeks?|wk|semana|semaine|woche|minggu|wiki|неделю|周|週|주|सप्ताह|हफ़्ते|हफ्ते|أسبوع|الأسبوع|ہفتہ|ہفتے|সপ্তাহ|সপ্তাহে)$/iu,
    "week",
  ],
  [
    /^(?:months?|mo|mth|mes|mês|mois|monat|bulan|mwezi|месяц|月|월|माह|महीने|महीना|شهر|الشهر|مہینہ|مہینے|মাস|মাসে)$/iu,
    "month",
  ],
  [/^(?:years?|yr|año|ano|an|jahr|tahun|mwaka|год|年|년|साल|वर्ष|سنة|السنة|سال|বছর|বছরে)$/iu, "year"],
  [/^(?:hours?|hr|h|hora|heure|stunde|jam|saa|час|小时|時間|시간|घंटा|घंटे|ساعة|گھنٹہ|ঘণ্টা|ঘণ্টায়)$/iu, "hour"],
  [/^(?:nights?|noche|noite|nuit|nacht|malam|usiku|ночь|晚|泊|박|रात|رات|ليلة|রাত|রাতে)$/iu, "night"],
  [
    /^(?:person|people|head|guest|pp|persona|pessoa|personne|pers|orang|mtu|человека?|人|인|व्यक्ति|کس|شخص|জন)$/iu,
    "person",
  ],
  [
    /^(?:lesson|class|lección|clase|aula|cours|leçon|unterrichtsstunde|kelas|somo|darasa|занятие|урок|क्लास|کلاس|ক্লাস|ক্লাসে|einheit|节课|レッスン|회|حصة)$/iu,
    "class",
  ],
  [
    /^(?:session|sesión|sessão|séance|sitzung|termin|sesi|kipindi|сеанс|次|回|सत्र|جلسة|سیشن|সেশন|সেশনে)$/iu,
    "session",
  ],
  [/^(?:item|piece|unidad|unidade|pièce|stück|buah|kipande|штуку|个|個|개|पीस|قطعة|عدد|পিস)$/iu, "each"],
];

/**
 * What follows a price and says what it is for: "a night", "per person", "/month", "each", "a bag";
 * `unit` when it is one the phrasebooks can say in another language.
 */
function perOf(rest: string): { text: string; unit?: PerUnit } | undefined {
  const each =
    /^\s?(?:each|apiece|pp|p\/p|cada uno|cada una|la unidad|chacun|chacune|la pièce|pièce|l'unité|cada|pro Stück|je Stück|kila moja|за штуку)(?![\p{L}])/iu.exec(
      rest,
    );
  if (each) return { text: each[0], unit: /pp|p\/p/i.test(each[0]) ? "person" : "each" };
  // "$60 weekly", "٥٠ درهم شهريًا", "500 روپے ماہانہ": a word that says the unit on its own.
  const adverb =
    /^\s?(?:(daily|nightly|يومي(?:ًا|ا)?|روزانہ)|(weekly|ہفتہ وار|أسبوعي(?:ًا|ا)?)|(monthly|ماہانہ|شهري(?:ًا|ا)?)|(yearly|annually|سالانہ|سنوي(?:ًا|ا)?)|(hourly)|(জনপ্রতি))(?![\p{L}\p{M}])/iu.exec(
      rest,
    );
  if (adverb) {
    const units: PerUnit[] = ["day", "week", "month", "year", "hour", "person"];
    const i = adverb.slice(1).findIndex((g) => g !== undefined);
    const unit = /^\s?nightly/i.test(adverb[0]) ? "night" : units[i];
    return { text: adverb[0], unit };
  }
  // "per" words in the 15 languages; "a"/"an" only before a unit or a countable thing ("a bag", "a jar").
  // Words of other scripts carry marks (the vowel signs of "क्लास"); "لليلة" is "for the night".
  const m =
    /^(?:\s?(?:per|al|a la|por|par|la|le|pro|je|im|kwa|в|за|с|प्रति|فی|في|প্রতি)\s|\s?[/／]\s?|\s?[每毎]|\s(?:an?|the)\s|\s?de l'|\s(?=ليلة)|\sل(?=ليلة)|\sلل(?!يلة))(\p{L}[\p{L}\p{M}]*)(?![\p{L}\p{M}])/iu.exec(
      rest,
    );
  if (!m) return undefined;
  const word = m[1]!;
  const unit = PER_WORDS.find(([re]) => re.test(word))?.[1];
  if (unit) return { text: m[0], unit };
  // Things sold by the piece ("$18 a bag", "£4 per jar"): kept with the price, said as written in its language.
  if (
    /^\s?(?:per|\/|an?)\s/iu.test(m[0]) &&
    /^(?:bag|box|bottle|jar|pack|packet|pint|runner|participant|player|team|entry|attendee|guest|bunch|bouquet|kg|kilo|lb|pound|plate|bowl|cup|glass|slice|loaf|ticket|seat|room|ride|visit|couple|family|car|dog|cat|pet|child|kid|adult|student|pair|set|tin|can|candle|bar|dozen|round|game|course)$/i.test(
      word,
    )
  )
    return { text: m[0] };
  return undefined;
}

// ---------------------------------------------------------------- calendar words, from ICU
const calendarCache = new Map<string, { days: string[][]; months: string[][] }>();

// Words that make a price a starting price ("from 35 euros") or a threshold ("orders over $50"), in
// the 15 languages, said before the price; and after it ("$50 or more", "35 € aufwärts", "3000円から").
const FROM_BEFORE =
  /(?:^|[\s(])(from|starting (?:at|from)|as low as|prices start at|desde|a partir de|à partir de|dès|ab|от|mulai(?: dari)?|kuanzia|ابتداءً من|ابتداء من|بدءًا من|يبدأ من)\s$/iu;
const OVER_BEFORE =
  /(?:^|[\s(])(over|above|more than|at least|in excess of|minimum(?: of)?|min\.?|más de|superiores? a|mínimo(?: de)?|acima de|plus de|über|mehr als|свыше|более|больше|от суммы|di atas|lebih dari|minimal|zaidi ya|满|أكثر من|فوق)\s?$/iu;
const FROM_AFTER = /^(?:\s?(?:起|から|부터|से शुरू|থেকে শুরু|سے شروع)|\s(?:and up|aufwärts))/u;
const OVER_AFTER =
  /^(?:\+|\s(?:or more|and (?:over|above)|or above|plus|o más|ou mais|ou plus|oder mehr|и более|atau lebih)|\s?(?:以上|이상|से ज़्यादा|से अधिक|سے زیادہ|এর বেশি))(?![\p{L}\p{N}])/u;

/** A measure after a price: it is the price of that much ("a kilo", "किलो", "/lb", "за кг"). */
const MEASURE_AFTER =
  /^\s?(?:(?:a|per|the|le|la|el|o|pro|das|je|за|প্রতি|प्रति|فی|لكل)\s)?\/?\s?(?:kg|kilo|kilos|kilogram|kilograms|kilogramme|quilo|lb|lbs|pound|litre|liter|litro|l|100\s?g|100g|किलो|किलोग्राम|लीटर|кг|килограмм|литр|公斤|斤|キロ|kg当たり|킬로|킬로그램|كيلو|كيلوغرام|کلو|کلوگرام|কেজি|কিলো|লিটার)(?![\p{L}])/iu;

/** A starting price or a threshold: the bound and how many characters its words take each side. */
function priceBound(
  text: string,
  start: number,
  end: number,
): { kind: "from" | "over"; before: number; after: number } | undefined {
  const ahead = text.slice(Math.max(0, start - 24), start);
  const behind = text.slice(end, end + 16);
  // The words matched before the price, without the space or bracket that precedes them.
  const lead = (m: RegExpExecArray) => m[0].length - (/^[\s(]/u.test(m[0]) ? 1 : 0);
  const from = FROM_BEFORE.exec(ahead);
  if (from) return { kind: "from", before: lead(from), after: 0 };
  const fromAfter = FROM_AFTER.exec(behind);
  if (fromAfter) return { kind: "from", before: 0, after: fromAfter[0].length };
  const over = OVER_BEFORE.exec(ahead);
  const overAfter = OVER_AFTER.exec(behind);
  // "Spend $50 (or more) and get...": the amount to reach, its verb not part of it.
  if (over || overAfter || /(?:^|\s)spend\s$/iu.test(ahead))
    return {
      kind: "over",
      before: over ? lead(over) : 0,
      after: overAfter?.[0].length ?? 0,
    };
  return undefined;
}

/** Weekday names (0 = Sunday) and month names (0 = January) of a language, lower case, several forms. */
export function calendarWords(code: string): { days: string[][]; months: string[][] } {
  const hit = calendarCache.get(code);
  if (hit) return hit;
  const days: string[][] = [];
  const months: string[][] = [];
  for (let i = 0; i < 7; i++) {
    const d = new Date(Date.UTC(2026, 1, 1 + i, 12)); // 1 Feb 2026 is a Sunday
    const forms = new Set<string>();
    for (const weekday of ["long", "short"] as const)
      forms.add(new Intl.DateTimeFormat(code, { weekday, timeZone: "UTC" }).format(d).toLowerCase());
    // One character (日, 月, 金, 일) is part of too many words to be a weekday on its own: "周五" and
    // "金曜" are kept, "月" of 「月光」 is not Monday.
    days.push([...forms].filter((f) => f.length > 2 || (/\p{Script=Han}/u.test(f) && f.length > 1)));
  }
  for (let m = 0; m < 12; m++) {
    const d = new Date(Date.UTC(2026, m, 3, 12));
    const forms = new Set<string>();
    forms.add(new Intl.DateTimeFormat(code, { month: "long", timeZone: "UTC" }).format(d).toLowerCase());
    // The month as it stands beside a day ("марта", "de marzo"), without the digits.
    const withDay = new Intl.DateTimeFormat(`${code}-u-nu-latn`, {
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    })
      .format(d)
      .toLowerCase()
      .replace(/\d+\.?/g, "")
      .replace(/^\s*de\s+|\s+de\s*$/g, "")
      .trim();
    if (withDay && !/\d/.test(withDay)) forms.add(withDay);
    if (code === "en") forms.add(forms.values().next().value!.slice(0, 3));
    months.push([...forms].filter((f) => f.length >= 3));
  }
  const extra = EXTRA_DAYS[code];
  if (extra)
    extra.forEach((forms, i) => {
      days[i]!.push(...forms);
    });
  const out = { days, months };
  calendarCache.set(code, out);
  return out;
}

// Spoken forms ICU does not list: plurals and short forms people write.
const EXTRA_DAYS: Record<string, string[][]> = {
  en: ["sundays", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays"].map((d) => [d]),
  zh: [["周日", "礼拜天"], ["周一"], ["周二"], ["周三"], ["周四"], ["周五"], ["周六"]],
  ja: [["日曜"], ["月曜"], ["火曜"], ["水曜"], ["木曜"], ["金曜"], ["土曜"]],
  ar: [["أحد"], ["اثنين"], ["ثلاثاء"], ["أربعاء"], ["خميس"], ["جمعة"], ["سبت"]],
  ru: [
    ["воскресеньям"],
    ["понедельникам"],
    ["вторникам"],
    ["средам", "среду"],
    ["четвергам"],
    ["пятницам", "пятницу"],
    ["субботам", "субботу"],
  ],
  de: [["sonntags"], ["montags"], ["dienstags"], ["mittwochs"], ["donnerstags"], ["freitags"], ["samstags"]],
  fr: [["dimanches"], ["lundis"], ["mardis"], ["mercredis"], ["jeudis"], ["vendredis"], ["samedis"]],
  es: [["domingos"], ["lunes"], ["martes"], ["miércoles"], ["jueves"], ["viernes"], ["sábados"]],
  pt: [
    ["domingos"],
    ["segundas", "segundas-feiras"],
    ["terças", "terças-feiras"],
    ["quartas", "quartas-feiras"],
    ["quintas", "quintas-feiras"],
    ["sextas", "sextas-feiras"],
    ["sábados"],
  ],
};

// Words before a date, day or time that make it a deadline, in the 15 languages, with the article a
// time of day takes after them in Spanish and Portuguese ("hasta las 12:00", "até às 11h": it had been
// read as the hour something starts, "A partir de las 12:00.").
export const DEADLINE =
  /(?:^|[\s(])(?:until|till|til|through|thru|by|before|ends?|ending|hasta|antes del?|até|jusqu'(?:au|à)|avant le|bis(?: zum)?|до|sampai|hingga|hadi|kabla ya)(?:\s+(?:las|la|el|los|às|as|a|ao|o))?\s+$/iu;
// The same written after it in Chinese, Japanese and Korean ("3月1日まで", "3月1日截止", "3월 1일까지").
const DEADLINE_AFTER = /^\s?(?:まで|截止|之前|以前|까지)/u;

const EVERY_WORDS =
  /(?:every|each|cada|todo|toda|todos|todas|chaque|tous les|jeden|jede|jedem|setiap|tiap|kila|каждую|каждый|каждое|по|每|毎週|每周|매주|हर|ہر|كل|প্রতি)\s*$/iu;

// ---------------------------------------------------------------- patterns shared by every language
// Top-level domains besides the two-letter ones: the common ones, and those of cities, regions and trades
// that businesses use ("marathon.tokyo", "jazzaldia.eus", "pizza.berlin").
const TLDS =
  "com|org|net|io|co|app|dev|shop|store|ai|me|info|biz|online|site|studio|cafe|xyz|tv|design|nyc|tokyo|osaka|berlin|hamburg|koeln|london|paris|amsterdam|barcelona|madrid|wien|moscow|eus|cat|gal|scot|wales|quebec|africa|asia|art|blog|club|live|life|news|page|travel|events|fit|health|coffee|pizza|restaurant|bar|yoga|photo|photography|academy|school|education|fashion|shoes|garden|farm|bike|run|fun|games|space|tech|agency|media|world|today|city|link|global|green|golf|care|team|church|dance|wine|beer|[a-z]{2}";
const URL_RE = new RegExp(
  String.raw`\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})(?:\.[a-z]{2})?(?![a-z0-9-])(?:\/[^\s,;)"'»]*)?(?<![.!?])`,
  "giu",
);
const EMAIL_RE = /\b[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/giu;
const HANDLE_RE = /(?<![\w@])@[A-Za-z0-9_.]{2,30}\b/gu;
const PHONE_RE =
  /(?<![\w.])(?:(?:\+\d{1,3}[\s-]?)?(?:\(\d{1,4}\)[\s-]?)?\d{2,5}(?:[\s-]\d{2,8}){1,4}|\+\d{9,14}|0\d{8,11})(?![\w.,]?\d)/gu;
const PERCENT_RE = new RegExp(
  String.raw`(?:${NUM})\s?(?:%|٪|percent\b|per cent\b|por ciento\b|pour cent\b|prozent\b|persen\b|процент\w*)`,
  "giu",
);
/** A time of day: "7am", "7:30 pm", "11 a.m." (hour, minute, meridiem), or "19:00", "19h30" (hour, minute). */
export const TIME_RE =
  /\b(\d{1,2})(?:[:.h](\d{2}))?\s?(a\.m\.|p\.m\.|am|pm)(?![\p{L}])|\b([01]?\d|2[0-3])[:h]([0-5]\d)\b/giu;

// Digits of the scripts of the 15 languages besides 0-9: Arabic-Indic (Arabic), Extended Arabic-Indic
// (Urdu, Persian), Devanagari (Hindi), Bengali; the Arabic decimal and thousands separators.
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u066b\u066c]/gu;

/** The text with every native digit written as its Western digit (same length, same offsets). */
export function westernDigits(text: string): string {
  return text.replace(NATIVE_DIGITS, (d) => {
    const c = d.charCodeAt(0);
    if (c === 0x066b) return ".";
    if (c === 0x066c) return ",";
    const zero = c >= 0x09e6 ? 0x09e6 : c >= 0x0966 ? 0x0966 : c >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(c - zero);
  });
}

// Times of day in the words of the 15 languages; `pre` and `post` say the part of the day.
const LOCAL_TIMES: RegExp[] = [
  /(?<![\d.:])(?<h>\d{1,2})(?:[.:](?<m>\d{2}))?\s?Uhr(?![\p{L}])/gu,
  // French and Portuguese only ("9h"): "Room 9h" is no time in English.
  /(?<=(?:^|\s)(?:à|a|às|dès|de|jusqu'à|até|partir das)\s)(?<h>[01]?\d|2[0-3])h(?![\p{L}\d])/gu,
  /(?<pre>午前|午後|朝|夜|夕方)?(?<h>\d{1,2})時(?:(?<m>\d{1,2})分|(?<half>半))?(?!間)/gu,
  /(?<pre>上午|下午|晚上|早上|中午)(?<h>\d{1,2})[点點](?:(?<m>\d{1,2})分|(?<half>半))?|(?<![\d.])(?<h2>\d{1,2})[点點](?=[开起到至～~—-]|\d{1,2}分|半)/gu,
  /(?:(?<pre>오전|오후|저녁|아침|밤)\s?)?(?<h>\d{1,2})시(?:\s?(?<m>\d{1,2})분|\s?(?<half>반))?(?!간)/gu,
  /(?:(?<pre>सुबह|शाम|दोपहर|रात)\s)?(?<h>\d{1,2})(?:[:.](?<m>\d{2}))?\s?बजे/gu,
  /(?:(?<pre>صبح|شام|دوپہر|رات)\s)?(?<h>\d{1,2})(?:[:.](?<m>\d{2}))?\s?بجے/gu,
  /(?:(?<pre>সকাল|বিকেল|বিকাল|সন্ধ্যা|দুপুর|রাত)\s)?(?<h>\d{1,2})(?:[:.](?<m>\d{2}))?\s?(?:টায়|টায়|টার|টা)(?![\p{L}\p{M}])/gu,
  /(?:(?<pre>الساعة)\s)?(?<h>\d{1,2})(?:[:.](?<m>\d{2}))?\s?(?<post>صباحًا|صباحا|مساءً|مساء|ظهرًا|ظهرا|ليلًا|ليلا)(?![\p{L}\p{M}])|الساعة\s(?<h2>\d{1,2})(?:[:.](?<m2>\d{2}))?(?![\d\p{L}])/gu,
  /(?<=(?:^|\s)(?:a|desde|hasta|de)\s)las\s(?<h>\d{1,2})(?:[:.](?<m>\d{2}))?(?:\s(?<post>de la (?:mañana|tarde|noche)))?(?![\d\p{L}])/giu,
  /(?<h>\d{1,2})(?:[.:](?<m>\d{2}))?\s(?<post>утра|вечера|дня|ночи)(?![\p{L}])/giu,
];
// Indonesian "jam 9" ("jam" is a word in English too): read in Indonesian requests only.
const ID_TIME =
  /(?<=(?:^|\s))(?:pukul|jam)\s(?<h>\d{1,2})(?:[.:](?<m>\d{2}))?(?:\s(?<post>pagi|siang|sore|malam))?(?![\d\p{L}])/giu;
const PM_WORDS = /午後|夕方|下午|晚上|오후|저녁|शाम|شام|বিকেল|বিকাল|সন্ধ্যা|مساء|tarde|noche|sore|malam|вечера/u;
const NIGHT_WORDS = /夜|밤|रात|رات|রাত|ليل|noche|malam|ночи/u;
const NOON_WORDS = /中午|दोपहर|دوپہر|দুপুর|ظهر|siang|дня/u;

interface Span {
  start: number;
  end: number;
}

/** The facts of recent requests and narrations (a render reads each scene's again for its kinetic words). */
const recentFacts = new RecentAnswers<RequestFacts>(128);

/** Extracts the facts of a request (prompt, topic and description together). */
export function extractFacts(input: string, languageHint?: string): RequestFacts {
  return recentFacts.get(`${languageHint ?? ""}\u0000${input}`, () => factsOf(input, languageHint));
}

function factsOf(input: string, languageHint?: string): RequestFacts {
  const whole = input.replace(/\s+/g, " ").trim();
  const language = languageHint && languageHint !== "auto" ? languageHint : detectLanguage(whole);
  // Facts come from what the user said about the video, not from the instruction around it.
  const sentences = sentencesOf(whole, language);
  const written = sentences.join(" ");
  // Numbers in the digits of the request's script ("৫০০ টাকা", "٥٠ دولارًا", "५०० रुपये") are read as
  // numbers: the patterns run on a copy with Western digits (each digit one code unit in both, so every
  // offset holds), and each fact keeps the digits the user wrote.
  const text = westernDigits(written);
  const facts: Fact[] = [];
  const taken: Span[] = [];
  const free = (s: number, e: number) => !taken.some((t) => s < t.end && e > t.start);
  const add = (f: Omit<Fact, "at">, start: number, end: number) => {
    if (!free(start, end)) return false;
    taken.push({ start, end });
    facts.push({ ...f, at: start });
    return true;
  };
  const each = (re: RegExp, fn: (m: RegExpExecArray) => void) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) fn(m);
  };

  each(EMAIL_RE, (m) => add({ kind: "email", text: m[0] }, m.index, m.index + m[0].length));
  each(URL_RE, (m) => {
    const s = m[0];
    // "4.50" or "e.g" are not addresses; a bare domain needs a letter in its name.
    if (!/[a-z]{2,}[a-z0-9-]*\./iu.test(s) || /^\d/.test(s)) return;
    if (!new RegExp(String.raw`^https?:|^www\.|\.(?:${TLDS})(?:\/|$|\.[a-z]{2}$)`, "iu").test(s)) return;
    add({ kind: "url", text: s }, m.index, m.index + s.length);
  });
  each(HANDLE_RE, (m) => add({ kind: "handle", text: m[0] }, m.index, m.index + m[0].length));

  // Offers and calls to action.
  for (const f of offersOf(text, language)) add(f, f.at, f.at + f.text.length);
  for (const f of ctasOf(text, language)) {
    // A call to action may contain an address or a phone number already taken: keep both.
    if (facts.some((x) => x.kind === "cta")) continue;
    facts.push(f);
  }

  // Prices: symbol before or after the number, or a currency word after it; "a month" after it.
  const priceRe = new RegExp(
    String.raw`(${SYMBOL_RE.source})\s?(${NUM})|(${NUM})\s?(${SYMBOL_RE.source})|(${NUM})\s?([\p{L}\p{M}]+)`,
    "gu",
  );
  each(priceRe, (m) => {
    let currency: string | undefined;
    let amount: string | undefined;
    if (m[1]) [currency, amount] = [CURRENCY_SYMBOLS[m[1]], m[2]];
    else if (m[4]) [currency, amount] = [CURRENCY_SYMBOLS[m[4]], m[3]];
    let written = m[0];
    if (m[6]) {
      // "3만원", "1.5万元", "2万円": ten thousands of the currency.
      const myriad = /^[万만]/u.test(m[6]);
      const word = myriad ? m[6].slice(1) : m[6];
      for (const [re, code] of CURRENCY_WORDS) {
        const hit = re.exec(word);
        if (!hit) continue;
        currency = code;
        amount = myriad ? String(Math.round(Number(m[5]!.replace(",", ".")) * 10000)) : m[5];
        written = m[0].slice(0, m[0].length - m[6].length) + (myriad ? m[6][0] : "") + hit[0];
        break;
      }
    }
    if (!currency || !amount) return;
    // "টাকা" in a request from India (Kolkata, West Bengal, Tripura) is the rupee.
    if (
      currency === "BDT" &&
      /টাকা/u.test(written) &&
      /ভারত|কলকাতা|কোলকাতা|পশ্চিমবঙ্গ|হাওড়া|শিলিগুড়ি|দুর্গাপুর|আসানসোল|ত্রিপুরা|আগরতলা|₹|Kolkata|India/u.test(text)
    )
      currency = "INR";
    // Rupees in Urdu, or in Pakistan, are Pakistan's ("80 روپے" in Lahore is no ₹80).
    if (
      currency === "INR" &&
      !/₹/u.test(written) &&
      (language === "ur" ||
        /Pakistan|پاکستان|Lahore|لاہور|Karachi|کراچی|Islamabad|اسلام آباد|Rawalpindi|راولپنڈی|Faisalabad|فیصل آباد|Peshawar|پشاور|Multan|ملتان/u.test(
          text,
        ))
    )
      currency = "PKR";
    let end = m.index + written.length;
    const f: Omit<Fact, "at"> = { kind: "price", text: written, amount, currency };
    // "$40 a night", "$79 per person", "€40 per lesson", "$12/month", "£18 a bag", "$5 each": what the price
    // is for is part of it ("$40" alone would be a lie by omission).
    // "每月299元", "월 2만원": the unit may come first in Chinese, Japanese and Korean.
    const before =
      /(?:每|毎|매)(月|周|週|晚|人|天|日|年|小时|時間|월|주|일|년)\s?$|(?:^|\s)(월|주|일)\s$|(?:1|一|한)\s?(박|泊|晚)\s?$/u.exec(
        text.slice(Math.max(0, m.index - 4), m.index),
      );
    const per = perOf(text.slice(end));
    // "প্রতি মাসে ৫০০ টাকা", "हर महीने ५०० रुपये": the unit said just before the price is part of it.
    const ahead = /(?:^|\s)(?:প্রতি|हर|प्रति|ہر|فی|كل)\s(\p{L}[\p{L}\p{M}]*)\s$/u.exec(
      text.slice(Math.max(0, m.index - 20), m.index),
    );
    const aheadUnit = ahead ? PER_WORDS.find(([re]) => re.test(ahead[1]!))?.[1] : undefined;
    // "3 meals a week for $60", "twice a month for €40", "al mes por 30 €": the unit is said apart, before
    // the price, and the price is for it.
    const apart =
      /(?:^|\s)(?:(?:an?|per|every|each|al|a la|por|par|pro|je|im|kwa|в|за)\s(\p{L}+)|(daily|nightly|weekly|monthly|yearly|annually|hourly))\s(?:for|at|por|pour|für|für nur|за|seharga|kwa)\s(?:(?:only|just|solo|seulement|nur|только)\s)?$/iu.exec(
        text.slice(Math.max(0, m.index - 40), m.index),
      );
    const apartUnit = apart
      ? apart[2]
        ? perOf(` ${apart[2]}`)?.unit
        : PER_WORDS.find(([re]) => re.test(apart[1]!))?.[1]
      : undefined;
    let start = m.index;
    if (!per && aheadUnit) {
      f.per = aheadUnit;
      start -= ahead![0].trimStart().length;
      f.text = text.slice(start, end);
    } else if (!per && apartUnit) {
      f.per = apartUnit;
      f.perApart = true;
    } else if (per) {
      if (per.unit) f.per = per.unit;
      f.text += per.text;
      end += per.text.length;
    } else if (before) {
      const unit = before[1] ?? before[2] ?? before[3]!;
      f.per = (
        {
          月: "month",
          周: "week",
          週: "week",
          晚: "night",
          人: "person",
          天: "day",
          日: "day",
          年: "year",
          小时: "hour",
          時間: "hour",
          월: "month",
          주: "week",
          일: "day",
          년: "year",
          박: "night",
          泊: "night",
        } as Record<string, PerUnit>
      )[unit];
      start -= before[0].length;
      f.text = text.slice(start, end);
    }
    // "800 रुपये किलो", "$12/lb", "3 € le kilo": a price by weight or measure, said as the user wrote it.
    const measure = f.per ? null : MEASURE_AFTER.exec(text.slice(end, end + 14));
    if (measure) {
      f.measure = measure[0].trim();
      end += measure[0].length;
      f.text = text.slice(start, end);
    }
    const bound = priceBound(text, start, end);
    if (bound) {
      f.bound = bound.kind;
      start -= bound.before;
      end += bound.after;
      f.text = text.slice(start, end);
    }
    // "3 tacos for $10", "or 3 for $45": the price of several together, never what one costs.
    // (The count opens its phrase, "3 tacos for", "or 3 for", "buy 2 coffees for": "October 14 for" is a
    // date; nor is it a time, "24 hours for $5" is how long.)
    const bundle = f.per
      ? null
      : /(?:^|[,.:;!?]\s|\b(?:or|and|buy|get|just|only)\s)(\d+)\s(?:[\p{L}-]+\s){0,2}for\s(?:(?:only|just)\s)?$/iu.exec(
          text.slice(Math.max(0, start - 40), start),
        );
    if (
      bundle &&
      Number(bundle[1]) > 1 &&
      !/\d+\s(?:hours?|days?|nights?|weeks?|months?|years?|minutes?)\b/iu.test(bundle[0])
    )
      f.bundle = bundle[1];
    add(f, start, end);
  });
  each(PERCENT_RE, (m) => {
    const value = /\d+(?:[.,]\d+)?/.exec(m[0])![0];
    add({ kind: "percent", text: m[0], value }, m.index, m.index + m[0].length);
  });
  each(TIME_RE, (m) => {
    let hour = Number(m[1] ?? m[4]);
    const minute = Number(m[2] ?? m[5] ?? 0);
    if (m[3] && /p/i.test(m[3]) && hour < 12) hour += 12;
    if (m[3] && /a/i.test(m[3]) && hour === 12) hour = 0;
    // "11am-2pm", "from 9am to 5pm", "de 10h à 18h": a range is one fact (its end is no start time).
    const prev = facts.at(-1);
    const between = prev?.kind === "time" ? text.slice(prev.at + prev.text.length, m.index) : undefined;
    if (
      prev &&
      between !== undefined &&
      /^\s?(?:-|–|—|to|until|till|a|à|bis|до|hasta|até)\s?$/iu.test(between)
    ) {
      const span = taken.find((t) => t.start === prev.at)!;
      // "с 8:00 до 11:00", "de 9h à 18h": the word that opens the range stays with it (not in English,
      // where "Hours: 11am-2pm" says it).
      const from =
        language === "en"
          ? null
          : /(?:^|\s)(с|de|desde|von|dès|dari|kuanzia|das)\s$/iu.exec(text.slice(0, prev.at));
      if (from && free(prev.at - from[1]!.length - 1, prev.at)) {
        prev.at -= from[1]!.length + 1;
        span.start = prev.at;
      }
      prev.text = text.slice(prev.at, m.index + m[0].length);
      prev.untilHour = hour;
      prev.untilMinute = minute;
      span.end = m.index + m[0].length;
      return;
    }
    const f: Omit<Fact, "at"> = { kind: "time", text: m[0], hour, minute };
    if (DEADLINE.test(text.slice(0, m.index))) f.until = true;
    add(f, m.index, m.index + m[0].length);
  });
  // "7pm GMT", "6pm EST": the time zone is part of the time (it had been read as a brand: "Say hello to
  // GMT.").
  for (const f of facts) {
    if (f.kind !== "time") continue;
    const zone = TIME_ZONE.exec(text.slice(f.at + f.text.length));
    if (!zone) continue;
    const span = taken.find((t) => t.start === f.at);
    if (span && free(span.end, span.end + zone[0].length)) {
      f.text += zone[0];
      span.end += zone[0].length;
    }
  }

  // Times said the way of each language: "9 Uhr", "9h", "7時", "下午3点", "오후 7시", "सुबह 7 बजे",
  // "বিকেল 5টায়", "12 ظهرًا", "a las 8", "pukul 9", "в 7 вечера".
  for (const re of language === "id" ? [...LOCAL_TIMES, ID_TIME] : LOCAL_TIMES) {
    each(re, (m) => {
      const g = m.groups!;
      let hour = Number(g.h ?? g.h2);
      const minute = g.half ? 30 : Number(g.m ?? g.m2 ?? 0);
      if (hour > 24 || minute > 59) return;
      const part = `${g.pre ?? ""} ${g.post ?? ""}`;
      if (NIGHT_WORDS.test(part)) {
        if (hour >= 6 && hour < 12) hour += 12;
      } else if (NOON_WORDS.test(part)) {
        if (hour < 6) hour += 12;
      } else if (PM_WORDS.test(part) && hour < 12) hour += 12;
      const f: Omit<Fact, "at"> = { kind: "time", text: m[0].trim(), hour: hour % 24, minute };
      const start = m.index + (m[0].length - m[0].trimStart().length);
      if (DEADLINE.test(text.slice(0, start))) f.until = true;
      add(f, start, start + f.text.length);
    });
  }

  // Dates and weekdays in the request's language (and English, which people mix in).
  for (const code of [...new Set([language, "en"])]) {
    const { days, months } = calendarWords(code);
    const monthAlt = months
      .flatMap((forms, i) => forms.map((f) => [f, i] as const))
      .sort((a, b) => b[0].length - a[0].length);
    const monthRe = monthAlt.map(([f]) => escapeRe(f)).join("|");
    const dateRe = new RegExp(
      String.raw`(?<![\p{L}\d])(?:(\d{1,2})(?:st|nd|rd|th|er|\.|º)?\s?(?:de\s|of\s)?(${monthRe})|(${monthRe})\.?\s(\d{1,2})(?:st|nd|rd|th)?)(?:,?\s(\d{4}))?(?![\p{L}])|(\d{1,2})月(\d{1,2})日|(\d{1,2})월\s?(\d{1,2})일|(\d{4})-(\d{2})-(\d{2})`,
      "giu",
    );
    each(dateRe, (m) => {
      let month: number | undefined;
      let day: number | undefined;
      if (m[2] || m[3]) {
        const name = (m[2] ?? m[3])!.toLowerCase();
        month = monthAlt.find(([f]) => f === name)![1] + 1;
        day = Number(m[1] ?? m[4]);
      } else if (m[6]) [month, day] = [Number(m[6]), Number(m[7])];
      else if (m[8]) [month, day] = [Number(m[8]), Number(m[9])];
      else if (m[10]) [month, day] = [Number(m[11]), Number(m[12])];
      if (!month || !day || month > 12 || day > 31) return;
      const f: Omit<Fact, "at"> = { kind: "date", text: m[0], month, dayOfMonth: day };
      let start = m.index;
      // "April 14-16", "July 20 to 25": the days of one month, said as a range.
      const last = /^(?:[-–]|\s(?:to|through|until)\s)(\d{1,2})(?:st|nd|rd|th)?(?![\d\p{L}])/u.exec(
        text.slice(m.index + m[0].length),
      );
      // "del 20 al 25 de julio", "vom 20. bis 25. Juli", "du 20 au 25 juillet", "20 to 25 July": the
      // range's first day is written before the date.
      const first = m[1]
        ? /(?:(?:^|\s)(?:del|de|du|vom|from|с|dari|kuanzia)\s)?(\d{1,2})(?:st|nd|rd|th|er|\.)?\s?(?:al|au|a|bis(?: zum)?|to|through|until|till|–|-|до|hingga|sampai|hadi)\s?$/iu.exec(
            text.slice(Math.max(0, m.index - 24), m.index),
          )
        : null;
      if (last && Number(last[1]) > day && Number(last[1]) <= 31) {
        f.untilDay = Number(last[1]);
        f.text += last[0];
      } else if (first && Number(first[1]) < day && free(m.index - first[0].trimStart().length, m.index)) {
        f.dayOfMonth = Number(first[1]);
        f.untilDay = day;
        start = m.index - first[0].trimStart().length;
        f.text = text.slice(start, m.index + m[0].length);
      }
      if (DEADLINE.test(text.slice(0, start)) || DEADLINE_AFTER.test(text.slice(start + f.text.length)))
        f.until = true;
      add(f, start, start + f.text.length);
    });
    const dayAlt = days
      .flatMap((forms, i) => forms.map((f) => [f, i] as const))
      .sort((a, b) => b[0].length - a[0].length);
    const spaced = !/^(?:zh|ja|ko)$/.test(code);
    const dayRe = new RegExp(
      spaced
        ? `(?<![\\p{L}])(${dayAlt.map(([f]) => escapeRe(f)).join("|")})(?![\\p{L}])`
        : `(${dayAlt.map(([f]) => escapeRe(f)).join("|")})`,
      "giu",
    );
    // A weekday's short form is a word too ("Sol y Mar", "Sun & Sea", "Sat"): a day only when written
    // as an abbreviation ("Mar.", "Mon-Fri", "Sat 9am").
    const short = new Set<string>();
    for (let i = 0; i < 7; i++) {
      const d = new Date(Date.UTC(2026, 1, 1 + i, 12));
      const long = new Intl.DateTimeFormat(code, { weekday: "long", timeZone: "UTC" })
        .format(d)
        .toLowerCase();
      const abbr = new Intl.DateTimeFormat(code, { weekday: "short", timeZone: "UTC" })
        .format(d)
        .toLowerCase();
      if (abbr !== long && !abbr.endsWith(".")) short.add(abbr);
    }
    each(dayRe, (m) => {
      const name = m[1]!.toLowerCase();
      const weekday = dayAlt.find(([f]) => f === name)![1];
      if (spaced && short.has(name)) {
        const after = text.slice(m.index + m[0].length, m.index + m[0].length + 5);
        const before = text.slice(Math.max(0, m.index - 2), m.index);
        if (!/^(?:\.|\s?[-–]|\s?to\s|\s?\d)/u.test(after) && !/[-–]\s?$/u.test(before)) return;
      }
      const before = text.slice(Math.max(0, m.index - 12), m.index);
      const recurring =
        EVERY_WORDS.test(before) ||
        (/s$/i.test(m[1]!) && code === "en") ||
        (/^(?:.*s)$/.test(name) && code === "de") ||
        // "tous les dimanches", "los domingos", "aos sábados": a plural weekday recurs.
        /(?:^|\s)(?:les|los|aos|às|nos|nas)\s$/iu.test(before) ||
        // "todas as sextas", "todos os domingos", "todos los lunes".
        /(?:^|\s)(?:todas|todos)\s(?:as|os|las|los)\s$/iu.test(before);
      // "Saturday" in "Saturday Market" is a name; a weekday stands alone.
      const f: Omit<Fact, "at"> = { kind: "day", text: m[0], weekday, recurring };
      if (DEADLINE.test(text.slice(0, m.index)) || DEADLINE_AFTER.test(text.slice(m.index + m[0].length)))
        f.until = true;
      add(f, m.index, m.index + m[0].length);
    });
  }

  // Phone numbers: at least 7 digits, not a date or a price already taken.
  each(PHONE_RE, (m) => {
    const digits = m[0].replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) return;
    add({ kind: "phone", text: m[0].trim() }, m.index, m.index + m[0].trim().length);
  });

  // Numbers left: with the word after them (their unit or what they count).
  each(new RegExp(String.raw`(?<![\p{L}\d.,])(${NUM})(?:(-|\s)([\p{L}][\p{L}\p{M}]*))?`, "gu"), (m) => {
    // "5K" of "Lumen Run 5K", "3D", "4x4": a number written into a word is part of that word (a name's);
    // "5km" is a number with its unit.
    const glued = /^\p{L}+/u.exec(text.slice(m.index + m[1]!.length))?.[0];
    if (glued && !m[2]) {
      const unit = unitOf(glued);
      if (unit) {
        add(
          { kind: "number", text: m[1]! + glued, value: m[1], unit },
          m.index,
          m.index + m[1]!.length + glued.length,
        );
        return;
      }
      if (/^(?:K|k|D|x)$/.test(glued)) return;
    }
    const unit = unitOf(m[3]);
    const word =
      m[3] && !/^(?:and|or|to|of|for|a|an|the|per|at|in|on|from|by|y|et|und|e|и|na|dan)$/iu.test(m[3])
        ? m[3]
        : undefined;
    let text_ = word ? m[0] : m[1]!;
    // "42 Maple Street", "7 Rue de Rivoli": a street address is one fact, its number with its street.
    const afterNumber = text.slice(m.index + m[1]!.length);
    const street =
      /^(?:[\s-]\p{Lu}[\p{L}'’.]*){1,3}\s(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|Place|Square|Court|Terrace|Parkway|Highway)(?![\p{L}])/u.exec(
        afterNumber,
      ) ??
      /^\s(?:Rue|Avenue|Boulevard|Calle|Avenida|Rua|Via|Piazza)(?:\s(?:de|del|de la|des|du|da|do)?\s?\p{Lu}[\p{L}'’-]*){1,2}/u.exec(
        afterNumber,
      );
    if (street) {
      const address = m[1]! + street[0];
      add({ kind: "number", text: address, value: m[1], address: true }, m.index, m.index + address.length);
      return;
    }
    // "40 local growers", "12 new flavours": an adjective after the number goes with what it counts.
    if (word && !unit && language === "en") {
      const next = /^\s([\p{L}][\p{L}\p{M}-]*)/u.exec(text.slice(m.index + m[0].length))?.[1];
      const tags = next
        ? (nlp(`${m[0]} ${next}`).json()[0]?.terms as { tags: string[] }[] | undefined)
        : undefined;
      if (tags?.length === 3 && tags[1]!.tags.includes("Adjective") && tags[2]!.tags.includes("Noun"))
        text_ = `${m[0]} ${next}`;
    }
    add({ kind: "number", text: text_, value: m[1], unit }, m.index, m.index + text_.length);
  });

  // A request of a few title-cased words ("AI Explainer", "Education Series") names a topic, not a brand.
  const titleOnly = text.split(/\s+/).length <= 4 && facts.length === 0 && !/[,:]/.test(text);
  const names = titleOnly ? [] : language === "en" ? englishNames(text) : namesOf(text, language);
  // A name that holds a place ("The Grand Lisbon Wine Festival", "Oakwood Furniture") is taken whole,
  // before the place inside it.
  const byLength = [...names].sort(
    (a, b) =>
      Number(names.some((o) => o !== b && b.text.includes(o.text))) -
      Number(names.some((o) => o !== a && a.text.includes(o.text))),
  );
  for (const n of byLength) {
    for (let i = text.indexOf(n.text); i >= 0; i = text.indexOf(n.text, i + 1)) {
      // A bare number inside a name is the name's ("Tech Summit 2026"): the name takes its place.
      const end = i + n.text.length;
      for (let k = facts.length - 1; k >= 0; k--) {
        const f = facts[k]!;
        if (f.kind === "number" && !f.unit && f.at >= i && f.at + f.text.length <= end) {
          facts.splice(k, 1);
          taken.splice(
            taken.findIndex((t) => t.start === f.at),
            1,
          );
        }
      }
      if (add(n, i, end)) break;
    }
  }

  facts.sort((a, b) => a.at - b.at);
  // The same fact written twice ("Lisbon" in the topic and the description) is one fact.
  const seen = new Set<string>();
  const unique = facts.filter((f) => {
    const key = `${f.kind}:${f.text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  // "every Monday and Wednesday": the second day recurs too.
  unique.forEach((f, i) => {
    const prev = unique[i - 1];
    if (
      f.kind === "day" &&
      prev?.kind === "day" &&
      prev.recurring &&
      /^\s*(?:and|&|,|y|et|und|e|и|na|dan|和|、|と|및|और|و)\s*$/iu.test(
        text.slice(prev.at + prev.text.length, f.at),
      )
    )
      f.recurring = true;
  });
  // "du mardi au samedi", "Monday to Friday", "Mon-Fri": a range of days is one fact (not "Rendez-vous
  // mardi." and "Rendez-vous samedi.").
  for (let i = unique.length - 1; i > 0; i--) {
    const f = unique[i]!;
    const prev = unique[i - 1]!;
    if (
      f.kind !== "day" ||
      prev.kind !== "day" ||
      !/^\s*(?:to|through|thru|-|–|au|à|a|al|bis|до|hasta|até|sampai|hingga|hadi|mpaka|～|〜|~|から)\s*$/iu.test(
        text.slice(prev.at + prev.text.length, f.at),
      )
    )
      continue;
    const from =
      language === "en"
        ? null
        : /(?:^|\s)(du|de|del|desde|von|с|dari|kuanzia|tangu)\s$/iu.exec(text.slice(0, prev.at));
    const start = from ? prev.at - from[1]!.length - 1 : prev.at;
    prev.text = text.slice(start, f.at + f.text.length);
    prev.at = start;
    prev.untilWeekday = f.weekday;
    prev.recurring = true;
    unique.splice(i, 1);
  }
  markBrand(unique, text);
  if (written !== text)
    for (const f of unique)
      if (text.slice(f.at, f.at + f.text.length) === f.text)
        f.text = written.slice(f.at, f.at + f.text.length);
  const nameTexts = unique
    .filter((f) => f.kind === "name" || f.kind === "place")
    .map((f) => f.text.toLowerCase());
  const subject =
    language === "en"
      ? englishSubject(
          titleOnly
            ? sentences.map((x) =>
                x.replace(/\b(\p{Lu})(\p{Ll}+)/gu, (_, a: string, b: string) => a.toLowerCase() + b),
              )
            : sentences,
          nameTexts,
        )
      : undefined;
  // A request that opens with its call to action ("Order before 9am for same-day delivery, ...") names
  // no subject with its verb: the title had been "Flower Box London: order".
  const opensWithAction = unique.some(
    (f) =>
      f.kind === "cta" &&
      f.at === 0 &&
      subject &&
      f.text.toLowerCase().startsWith(subject.text.toLowerCase()),
  );
  return {
    language,
    text: written,
    sentences,
    subject: opensWithAction ? undefined : subject,
    facts: unique,
  };
}

// Products, platforms and languages of other companies, which a request mentions ("an online Python
// course", "launching on Steam", "built on Shopify"): names, but not the business's own.
const KNOWN_TERMS =
  /^(?:Python|Java|JavaScript|TypeScript|Rust|Go|Swift|Kotlin|PHP|Ruby|React|Vue|Angular|Node|SQL|Excel|Word|PowerPoint|Outlook|WordPress|Shopify|Squarespace|Wix|Etsy|Amazon|eBay|Steam|PlayStation|Xbox|Nintendo|Switch|Roblox|Minecraft|Fortnite|iPhone|iPad|Android|iOS|Windows|Mac|macOS|Linux|Zoom|Slack|Notion|Figma|Photoshop|Illustrator|Canva|Instagram|TikTok|YouTube|Facebook|LinkedIn|WhatsApp|Telegram|Spotify|Netflix|Google|Uber|Airbnb|Stripe|PayPal|Kindle|Tesla|AWS|Azure|QuickBooks|Xero|Salesforce|HubSpot|Mailchimp|Discord|Twitch|Pinterest|Snapchat|ChatGPT|OpenAI|Bitcoin|Ethereum|Lego|LEGO|Deliveroo|UberEats|DoorDash|Glovo|App Store|Google Play|Play Store|WhatsApp Business)$/u;

/** Whether a name is another company's product or platform ("App Store", "Steam", "Python"). */
export function isKnownTerm(name: string): boolean {
  return KNOWN_TERMS.test(name);
}

/**
 * Marks the business's or product's own name among the names of a request: the first one said as what
 * the request is about ("Pixel Forge, an indie game studio", "Zenflow offers", "Meet Kobo", a name that
 * opens a sentence), else the first that is not another company's product or platform. The other names
 * (a game it launches, "Steam", "Python") stay facts to say, but are not greeted as the brand.
 */
function markBrand(facts: Fact[], text: string): void {
  // A person introduced ("Meet Denver, our new barista at Bean There Cafe") is not the business when the
  // request names one.
  const all = facts.filter((f) => f.kind === "name");
  const firms = all.filter((f) => !introducedAsPerson(text, f.text));
  const names = firms.length > 0 ? firms : all;
  const position = (f: Fact) => {
    const before = text.slice(0, f.at);
    const after = text.slice(f.at + f.text.length);
    const opens = /(?:^|[.!?¡¿:]\s+)(?:(?:the|meet|introducing|welcome to|say hello to)\s+)?$/iu.test(before);
    const apposed =
      /^,?\s+(?:a|an|the|your|our|un|una|um|uma|une|ein|eine|is|are|est|es|é|ist|offers|runs|opens|makes|brings|helps|sells|has|launches|invites|bakes|serves)\b/iu.test(
        after,
      ) || /^\s?[:—–-]\s/u.test(after);
    const called =
      /\b(?:meet|introducing|called|named|welcome to|at)\s+$/iu.test(before) && !KNOWN_TERMS.test(f.text);
    // A name the request writes in quotes or guillemets («Hatua», 「喵星人」) is the one it means.
    const quoted = /[«“"„「『]\s?$/u.test(before);
    return opens || apposed || called || quoted;
  };
  const brand =
    names.find(
      (f) =>
        position(f) &&
        !(KNOWN_TERMS.test(f.text) && !/^,?\s+(?:a|an)\s/iu.test(text.slice(f.at + f.text.length))),
    ) ?? names.find((f) => !KNOWN_TERMS.test(f.text));
  if (brand) brand.brand = true;
}

/** A string matched as itself inside a regular expression. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// ---------------------------------------------------------------- offers and calls to action
const FREE_WORDS: Record<string, RegExp> = {
  en: /\bfree\b/iu,
  es: /\bgratis\b|\bgratuit[oa]s?\b/iu,
  pt: /\bgrátis\b|\bgratuit[oa]s?\b/iu,
  fr: /\bgratuite?s?\b|\boffert[es]*\b/iu,
  de: /\bkostenlose?[nrms]?\b|\bgratis\b|\bumsonst\b/iu,
  id: /\bgratis\b|\bcuma-cuma\b/iu,
  sw: /\bbure\b/iu,
  ru: /бесплатн\p{L}*/iu,
  zh: /免费/u,
  ja: /無料/u,
  ko: /무료/u,
  hi: /मुफ़्त|मुफ्त|फ्री/u,
  ar: /مجان\p{L}*/u,
  ur: /مفت/u,
  bn: /বিনামূল্যে|ফ্রি/u,
};

// Words of a discount in each language, written before or after its percentage.
const DISCOUNT_WORDS: Record<string, RegExp> = {
  es: /descuento|dto\.?|rebaja/u,
  pt: /desconto|off/u,
  fr: /remise|réduction|de rabais/u,
  de: /Rabatt|Nachlass|günstiger/u,
  id: /diskon|potongan/u,
  sw: /punguzo(?: la)?/u,
  ru: /скидк\p{L}*/u,
  zh: /优惠|折扣|立减|减/u,
  ja: /割引|オフ|OFF/u,
  ko: /할인/u,
  hi: /छूट|डिस्काउंट|ऑफ़|ऑफ/u,
  ar: /خصم|تخفيض|تخفيضات/u,
  ur: /رعایت|ڈسکاؤنٹ|آف/u,
  bn: /ছাড়|ডিসকাউন্ট/u,
};

const EN_FREE_THINGS =
  /\bfree\s+(?!(?:at|to|for|in|on|with|and|or|of|from|by|the|a|an|today|now|forever|until|when|if|it|you|online)\b)((?:\d+[-\s])?(?:[a-z]+-)?(?:(?:[a-z]+\s)?(?:trial|delivery|shipping|consultation|consult|class|classes|lesson|lessons|session|sessions|coffee|drink|dessert|check-?ups?|review|audit|fitting|assessment|quote|estimate|gift|sample|samples|tasting|parking|wifi|wi-fi|entry|returns|month|week|visit|demo|cleaning|whitening|bowl|pastry|tune-up)\b|[a-z]+))/iu;

const TIME_ZONE =
  /^\s(?:GMT|UTC|BST|CET|CEST|EET|EEST|WET|WEST|ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|AEST|AEDT|ACST|AWST|NZST|NZDT|IST|PKT|JST|KST|SGT|HKT|WIB|EAT|WAT|CAT|SAST|MSK)(?:[+-]\d{1,2}(?::\d{2})?)?(?![\p{L}\d])/u;

function offersOf(text: string, language: string): Fact[] {
  const out: Fact[] = [];
  if (language === "en") {
    for (const m of text.matchAll(
      // "25% off this weekend", "20% off gel manicures", "15% off for first visits".
      /(\d+(?:\.\d+)?)\s?(?:%|percent)\s+off(?:\s+(?:this|next)\s+[a-z]+|\s+(?:for\s+|on\s+)?(?:the\s+|your\s+|all\s+|every\s+)?(?:first\s+)?[a-z]+(?:\s+(?!(?:this|next|and|with|for|in|at|on|until|from|to|every)\b)[a-z]+s\b)?)?/giu,
    )) {
      out.push({
        kind: "offer",
        text: m[0].replace(/\s+(?:and|with|for|in|at|on)$/i, ""),
        at: m.index!,
        percentOff: m[1],
      });
    }
    // "free for 14 days", "a 14-day free trial", "your first 30 days free": a free trial for a time, one
    // fact (the days are not a count of their own).
    for (const m of text.matchAll(
      /\b(?:(\d+)[-\s](day|week|month)s?\s+free\s+trial|free(?:\s+trial)?\s+for\s+(\d+)\s+(day|week|month)s?|(?:(?:your|the)\s+)?first\s+(\d+)\s+(day|week|month)s?\s+(?:are\s+|is\s+)?free)\b/giu,
    )) {
      const value = m[1] ?? m[3] ?? m[5]!;
      const unit = (m[2] ?? m[4] ?? m[6]!).toLowerCase() as Unit;
      out.push({ kind: "offer", text: m[0], at: m.index!, free: "trial", value, unit });
    }
    for (const m of text.matchAll(new RegExp(EN_FREE_THINGS.source, "giu"))) {
      let said = m[0];
      let thing = m[1]!.split(/\s+/).at(-1)!;
      // "a free outdoor festival": the free thing is the festival, "outdoor" only says which.
      const next = /^\s+([a-z]+(?:-[a-z]+)*)(?:\s+([a-z]+))?/u.exec(text.slice(m.index! + said.length));
      // "free nail trims": a noun before a plural noun says which; the trims are free.
      if (
        !m[1]!.includes(" ") &&
        next &&
        /^[a-z]+s$/.test(next[1]!) &&
        !/ss$/.test(next[1]!) &&
        !/^(?:is|was|has|does|gets|comes|goes|runs|makes|means|includes|lasts|starts|ends|opens|closes|applies|this|plus|always|as|us|its|yes|perhaps|thanks|lets)$/.test(
          next[1]!,
        )
      ) {
        said = `${said} ${next[1]}`;
        thing = next[1]!;
      } else if (
        !m[1]!.includes(" ") &&
        nlp(thing).has("#Adjective") &&
        next &&
        !nlp(next[1]!).has("#Preposition")
      ) {
        const nouns = [next[1]!, next[2]].filter(
          (w): w is string => !!w && nlp(w).has("#Noun") && !nlp(w).has("#Preposition"),
        );
        if (nouns.length > 0 && nlp(next[1]!).has("(#Noun|#Adjective)")) {
          const take = nouns.length === 2 && next[2] ? `${next[1]} ${next[2]}` : next[1]!;
          said = `${said} ${take}`;
          thing = take.split(" ").at(-1)!;
        }
      }
      // "a free bag of potting soil", "a free cup of coffee": the bag holds the free thing.
      const of = CONTAINER.test(thing)
        ? /^\s+of\s+((?:our|the|your|my|their)\s+)?([a-z]+)(?:\s+([a-z]+))?/u.exec(
            text.slice(m.index! + said.length),
          )
        : null;
      if (of && !nlp(of[2]!).has("(#Preposition|#Conjunction|#Determiner|#Pronoun)")) {
        const second =
          of[3] && !nlp(of[3]).has("(#Preposition|#Conjunction|#Verb|#Determiner|#Date|#Adverb|#Pronoun)")
            ? of[3]
            : undefined;
        said = `${said} of ${of[1] ?? ""}${of[2]}${second ? ` ${second}` : ""}`;
        thing = second ?? of[2]!;
      }
      out.push({ kind: "offer", text: said, at: m.index!, free: thing.toLowerCase() });
    }
    for (const m of text.matchAll(
      /\b(?:buy one,? get one(?: free)?|bogo|two for one|2 for 1|(?:(?:your |the )?first [a-z]+ )?half[- ]price|first (?:[a-z]+ ){0,2}free|(?:[a-z]+ )?discount)\b/giu,
    )) {
      out.push({ kind: "offer", text: m[0], at: m.index! });
    }
    return out;
  }
  // A percentage beside a discount word is the offer ("خصم 30%", "30% de descuento", "30%オフ").
  const discount = DISCOUNT_WORDS[language];
  if (discount) {
    const pct = String.raw`(?:${NUM})\s?[%％٪]`;
    const re = new RegExp(
      String.raw`(${discount.source})[\s:：]{0,2}(?:(?:de|von|la|на|в)\s)?(${pct})|(${pct})\s?(?:(?:de|la|की|का|के)\s)?(${discount.source})`,
      "giu",
    );
    for (const m of text.matchAll(re)) {
      const value = /\d+(?:[.,]\d+)?/.exec(m[2] ?? m[3]!)![0];
      out.push({ kind: "offer", text: m[0], at: m.index!, percentOff: value });
    }
  }
  const re = FREE_WORDS[language];
  if (!re) return out;
  // The free thing is the few words around the free-word, inside its clause.
  for (const clause of text.matchAll(/[^.!?;:,،。！？、।۔]+/gu)) {
    const c = clause[0];
    const m = re.exec(c);
    if (!m) continue;
    const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c);
    let phrase: string;
    if (unspaced) phrase = c.slice(Math.max(0, m.index - 6), m.index + m[0].length + 6);
    else {
      const words = c.trim().split(/\s+/);
      const wi = words.findIndex((w) => re.test(w));
      // The free thing ends at a conjunction: "primera consulta gratis y blanqueamiento por 150 euros"
      // gives the first visit, not the whitening.
      const AND = /^(?:y|e|et|und|and|dan|na|и|o|ou|oder|pero|mais|aber|but)$/iu;
      let from = Math.max(0, wi - 3);
      for (let k = wi - 1; k >= from; k--) if (AND.test(words[k]!)) from = k + 1;
      let to = Math.min(words.length, wi + 3);
      for (let k = wi + 1; k < to; k++) if (AND.test(words[k]!)) to = k;
      // "Grátis por 7 dias": a number keeps the word it counts.
      if (to < words.length && /^\d+$/.test(words[to - 1]!) && unitOf(words[to]!.replace(/[.,;:!?]+$/u, "")))
        to++;
      phrase = words
        .slice(from, to)
        .join(" ")
        .replace(/[.,;:!?]+$/u, "");
    }
    phrase = phrase.trim();
    const at = text.indexOf(phrase, clause.index);
    if (at >= 0) out.push({ kind: "offer", text: phrase, at });
  }
  return out;
}

const CTA_VERBS: Record<string, [RegExp, CtaAction][]> = {
  en: [
    [/book|reserve|schedule/, "book"],
    [/donate|make a donation|sponsor|support us/, "donate"],
    [/call|phone|ring|text|whatsapp/, "call"],
    // "Get tickets at...", "Get your tickets", "Pick up your box": getting the thing is ordering it.
    [
      /order|pre-?order|buy|shop|grab|get yours|get (?:your |the |a )?(?:tickets?|passes?|seats?|box|copy|kit|bundle|deal|pass)|pick up your/,
      "order",
    ],
    [/visit|come|stop by|drop by|find us|pop in/, "visit"],
    [/sign up|join|register|subscribe|enrol|enroll|apply/, "join"],
    [/try|start your|claim/, "try"],
    [/download|install/, "download"],
    [/follow/, "follow"],
    [
      /contact|message|dm|email|e-mail|write to|get in touch|ask|get (?:a |your )?(?:free )?quote|request a quote/,
      "contact",
    ],
  ],
  es: [
    [/reserv|agend/, "book"],
    [/dona\b|done\b|donad\b|haz un donativo|colabora con/, "donate"],
    [/llam/, "call"],
    [/pide|pida|compr|encarg/, "order"],
    [/visít|visit|ven\b|venga/, "visit"],
    [/únete|suscríbete|apúntate|regístrate|inscríbete/, "join"],
    [/prueb/, "try"],
    [/descarg/, "download"],
    [/sígue/, "follow"],
    [/escríb|contáct/, "contact"],
  ],
  pt: [
    [/reserv|agende/, "book"],
    [/doe\b|faça uma doação|contribua/, "donate"],
    [/lig/, "call"],
    [/peça|compre|encomend/, "order"],
    [/visite|venha/, "visit"],
    [/assine|inscreva|junte-se|cadastre/, "join"],
    [/experimente|teste/, "try"],
    [/baixe/, "download"],
    [/siga/, "follow"],
    [/fale|escreva|contat/, "contact"],
  ],
  fr: [
    [/réserv|prenez rendez-vous|prendre rendez-vous/, "book"],
    [/faites un don|donnez\b|soutenez/, "donate"],
    [/appel/, "call"],
    [/command|achet/, "order"],
    [/visit|venez|passez/, "visit"],
    [/inscri|abonn|rejoign/, "join"],
    [/essay|testez/, "try"],
    [/télécharg/, "download"],
    [/suiv/, "follow"],
    [/contact|écriv/, "contact"],
  ],
  de: [
    [/buch|reservier|termin/, "book"],
    [/spende|unterstütze/, "donate"],
    [/ruf|anruf/, "call"],
    [/bestell|kauf|sicher dir/, "order"],
    [/besuch|komm|vorbei/, "visit"],
    [/meld|anmeld|abonnier|registrier|mach mit/, "join"],
    [/teste|probier/, "try"],
    [/lad|herunter|download/, "download"],
    [/folg/, "follow"],
    [/schreib|kontakt/, "contact"],
  ],
  id: [
    [/pesan|booking|reservasi/, "book"],
    [/donasi|donasikan/, "donate"],
    [/hubungi|telepon|telp|wa\b/, "call"],
    [/beli|order/, "order"],
    [/kunjungi|datang|mampir/, "visit"],
    [/daftar|gabung|langganan/, "join"],
    [/coba/, "try"],
    [/unduh/, "download"],
    [/ikuti/, "follow"],
  ],
  sw: [
    [/weka nafasi|hifadhi/, "book"],
    [/changia/, "donate"],
    [/piga simu/, "call"],
    [/agiza|nunua/, "order"],
    [/tembelea|njoo|karibu/, "visit"],
    [/jiunge|jisajili/, "join"],
    [/jaribu/, "try"],
    [/pakua/, "download"],
    [/fuata/, "follow"],
    [/wasiliana/, "contact"],
  ],
  ru: [
    [/заброниру|запиш/, "book"],
    [/пожертв|поддержите/, "donate"],
    [/звон/, "call"],
    [/закаж|куп/, "order"],
    [/приходи|посети|загляни/, "visit"],
    [/подпиш|присоедин|зарегистр/, "join"],
    [/попробу/, "try"],
    [/скача/, "download"],
    [/пиши|свяж/, "contact"],
  ],
  zh: [
    [/预订|预约/, "book"],
    [/捐/, "donate"],
    [/致电|打电话|拨打/, "call"],
    [/订购|下单|购买/, "order"],
    [/欢迎光临|来店|到店/, "visit"],
    [/加入|报名|注册|订阅/, "join"],
    [/试用|体验/, "try"],
    [/下载/, "download"],
    [/关注/, "follow"],
  ],
  ja: [
    [/予約/, "book"],
    [/寄付/, "donate"],
    [/電話/, "call"],
    [/注文|購入/, "order"],
    [/ご来店|お越し/, "visit"],
    [/登録|申し込/, "join"],
    [/お試し|体験/, "try"],
    [/ダウンロード/, "download"],
    [/フォロー/, "follow"],
  ],
  ko: [
    [/예약/, "book"],
    [/기부|후원/, "donate"],
    [/전화/, "call"],
    [/주문|구매/, "order"],
    [/방문/, "visit"],
    [/가입|구독|신청/, "join"],
    [/체험/, "try"],
    [/다운로드/, "download"],
    [/팔로우/, "follow"],
  ],
  hi: [
    [/बुक/, "book"],
    [/दान/, "donate"],
    [/कॉल|फ़ोन|फोन/, "call"],
    [/ऑर्डर|खरीद/, "order"],
    [/आइए|पधारें/, "visit"],
    [/जुड़ें|सदस्यता|रजिस्टर/, "join"],
    [/आज़माएँ|आजमाएं/, "try"],
    [/डाउनलोड/, "download"],
    [/फ़ॉलो|फॉलो/, "follow"],
  ],
  ar: [
    [/احجز|احجزوا/, "book"],
    [/تبرع/, "donate"],
    [/اتصل|اتصلوا/, "call"],
    [/اطلب|اطلبوا|اشتر/, "order"],
    [/زورونا|زوروا|تفضلوا/, "visit"],
    [/اشترك|انضم|سجّل|سجل/, "join"],
    [/جرّب|جرب/, "try"],
    [/حمّل|حمل/, "download"],
    [/تابع/, "follow"],
  ],
  ur: [
    [/بک/, "book"],
    [/عطیہ/, "donate"],
    [/کال|فون/, "call"],
    [/آرڈر|خریدیں/, "order"],
    [/تشریف/, "visit"],
    [/شامل|رجسٹر/, "join"],
    [/آزمائیں/, "try"],
    [/ڈاؤن لوڈ/, "download"],
    [/فالو/, "follow"],
  ],
  bn: [
    [/বুক/, "book"],
    [/দান/, "donate"],
    [/কল|ফোন/, "call"],
    [/অর্ডার|কিনুন/, "order"],
    [/আসুন/, "visit"],
    [/যোগ দিন|সাবস্ক্রাইব|নিবন্ধন/, "join"],
    [/চেষ্টা/, "try"],
    [/ডাউনলোড/, "download"],
    [/ফলো/, "follow"],
  ],
};

// In these languages a call to action shows its imperative (a noun such as 订阅 "subscription" is not one).
const IMPERATIVE: Record<string, RegExp> = {
  zh: /请|立即|马上|欢迎|快来|赶快|现在就/u,
  ja: /ください|ぜひ|お待ちして|しよう|しましょう/u,
  ko: /하세요|주세요|보세요|오세요|하십시오/u,
  hi: /करें|आइए|कीजिए|जुड़ें|खरीदें|आज़माएँ/u,
  ur: /کریں|لائیں|ہوں|خریدیں|آزمائیں/u,
  bn: /করুন|আসুন|দিন|কিনুন/u,
  ar: /احجز|اتصل|اطلب|زوروا|زورونا|تفضلوا|اشترك|انضم|سجّل|جرّب|جرب|حمّل|تابع|اشتر|تبرع/u,
};

function ctasOf(text: string, language: string): Fact[] {
  const verbs = CTA_VERBS[language] ?? [];
  const out: Fact[] = [];
  const latin = /^(?:en|es|pt|fr|de|id|sw|ru)$/.test(language);
  for (const clause of text.matchAll(/.+?(?:[.!?;。！？।۔](?=\s|$)|[。！？।۔]|$)/gu)) {
    const c = clause[0].trim();
    if (!c) continue;
    const lower = c.toLowerCase();
    for (const [re, action] of verbs) {
      if (!latin && !IMPERATIVE[language]?.test(c)) continue;
      const m = latin
        ? new RegExp(
            String.raw`(?:^|[,:—–-]\s*|\b(?:and|or|y|o|et|ou|und|oder|dan|na|и)\s+|\bjust\s+|\b(?:now|jetzt|ahora|maintenant|agora|sekarang|сейчас)\s+)(?:please\s+|por favor,?\s+|bitte\s+)?(?:${re.source})${language === "en" ? String.raw`(?![\w-])` : ""}`,
            "iu",
          ).exec(lower)
        : // A verb is a word of its own: "تبرع" (donate) is not the noun "التبرعات" (donations).
          /^(?:zh|ja|ko)$/.test(language)
          ? re.exec(lower)
          : // Arabic: the verb ends the word, or takes a plural or object ending ("اشتروا", "زورونا"):
            // "اشتر" (buy) is not "اشتراك" (a subscription).
            new RegExp(
              `(?<![\\p{L}\\p{M}])(?:${re.source})${language === "ar" ? "(?:وا|ونا|وه|نا|ي|ها|ه)?(?![\\p{L}\\p{M}])" : ""}`,
              "u",
            ).exec(lower);
      if (!m) continue;
      // English: a clause that starts with the verb, or a verb after "and", is an instruction to viewers.
      const from = latin ? m.index + (m[0].length - m[0].trimStart().length) : 0;
      let phrase = c
        .slice(latin ? lowerIndex(c, m, from) : 0)
        .replace(/[.!?。！？]+$/u, "")
        .trim();
      if (latin) phrase = phrase.replace(/^[,:—–-]\s*|^(?:and|or|y|o|et|ou|und|oder|dan|na|и)\s+/iu, "");
      if (phrase.split(/\s+/).length > 14) continue;
      const at = text.indexOf(phrase, clause.index);
      if (at >= 0) out.push({ kind: "cta", text: phrase, at, action });
      break;
    }
  }
  return out;
}

function lowerIndex(c: string, m: RegExpExecArray, _from: number): number {
  const lead = /^[\s,:—–-]*(?:(?:and|or|y|o|et|ou|und|oder|dan|na|и|just|now)\s+)?/iu.exec(
    c.slice(m.index),
  )![0];
  return m.index + lead.length;
}

// ---------------------------------------------------------------- names
/**
 * Whether a capitalised word is introduced as a person, whatever else it may name: "Meet Denver, our new
 * barista" (Denver is a city too), "Austin, our head chef".
 */
function introducedAsPerson(text: string, name: string): boolean {
  const n = escapeRe(name);
  return (
    new RegExp(`\\bmeet\\s+${n}\\b`, "i").test(text) ||
    new RegExp(
      `\\b${n},\\s+(?:our|my|the|your)\\s+(?:new\\s+|head\\s+|lead\\s+|own\\s+)?(?:\\p{L}+\\s+)?(?:\\p{L}+(?:er|or|ist|ian)|coach|chef|barista|nurse|host|owner|founder|manager|guide)\\b`,
      "iu",
    ).test(text)
  );
}

const EN_COMMON_START = new Set(
  "a an the our my we i you your this that these those introducing meet new get make create write discover welcome try book join learn download visit call order sign follow shop find enroll enrol apply register watch listen grab save start see explore put take drink eat keep stop use add go do don't let turn set give leave pick plan read walk sleep wake open close check remember think ask tell show skip swap move stay bring choose they he she it its their there here what why how when where if just".split(
    " ",
  ),
);

/** English names: people and organisations (compromise), places, and capitalised runs. */
const HOLIDAY =
  /^(?:Eid(?: al-(?:Fitr|Adha))?|Ramadan|Diwali|Holi|Christmas|Xmas|Easter|Hanukkah|Chanukah|Passover|Thanksgiving|Halloween|Valentine'?s(?: Day)?|New Year'?s?(?: Eve| Day)?|Lunar New Year|Chinese New Year|Black Friday|Cyber Monday|Mother'?s Day|Father'?s Day|Boxing Day|Nowruz|Navratri|Onam|Vesak|Carnival|Mardi Gras|St\.? Patrick'?s(?: Day)?|Independence Day|Labor Day|Labour Day|Memorial Day)$/iu;

function englishNames(text: string): Omit<Fact, "at">[] {
  const doc = nlp(text);
  const out: Omit<Fact, "at">[] = [];
  const clean = (s: string) => s.replace(/^[\s"'“‘(]+|[\s"'”’),.:;!?]+$/gu, "");
  const places = new Set<string>();
  for (const p of doc.places().out("array") as string[]) {
    const c = clean(p);
    // "St." of "St. Mary's Bakery" is a title, not a place.
    if (/^(?:St|Mt|Dr|Mr|Mrs|Ms)$/u.test(c)) continue;
    if (introducedAsPerson(text, c)) continue;
    // "House Gym" of "Iron House Gym" is a business's name, not a place.
    if (NAMED_BUSINESS[c.split(/\s+/).at(-1)!.toLowerCase()] !== undefined) continue;
    if (c.includes(" ") && BUSINESS_WORD.test(c.split(/\s+/).at(-1)!)) continue;
    if (c && /^\p{Lu}/u.test(c)) {
      places.add(c);
      out.push({ kind: "place", text: c });
    }
  }
  // Capitalised runs: "Kobo Ramen", "Brightside Physio", "LedgerLoop", "St. Mary's".
  // A title's full stop ends neither the sentence nor the name ("Dr. Priya Shah").
  const sentences = text.split(
    /(?<=[.!?])(?<!(?:^|\s)(?:Dr|Dra|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Srta|Jr|St|Mt|Hr|Fr)\.)\s+/u,
  );
  const { days, months } = calendarWords("en");
  const calendar = new Set([...days.flat(), ...months.flat()]);
  for (const s of sentences) {
    const words = s.split(/\s+/);
    let run: string[] = [];
    const flush = (index: number) => {
      if (run.length === 0) return;
      // A sentence starts again after a label's colon or an emoji ("Tip 1: Put your phone...",
      // "📱 You will sleep better").
      const prior = words[index - run.length - 1];
      const first =
        index - run.length === 0 || /:$/u.test(prior ?? "") || /^[^\p{L}\p{N}]+$/u.test(prior ?? "");
      // "Launching LedgerLoop", "Introducing Kobo": the verb that opens the sentence is not the name.
      if (first && run.length > 1) {
        const w0 = clean(run[0]!).toLowerCase();
        if (
          EN_COMMON_START.has(w0) ||
          (/ing$/.test(w0) && nlp(s).json()[0]?.terms[0]?.tags.includes("Gerund"))
        )
          run.shift();
      }
      // A label ("Tip 1:", "Step 2 -") names nothing: "Tip", "Step" before its number.
      if (
        run.length === 1 &&
        !/[,.:;!?]$/u.test(run[0]!) &&
        (/^\d+[:.)]$/u.test(words[index] ?? "") ||
          (/^\d+$/u.test(words[index] ?? "") && /^[-–—:]$/u.test(words[index + 1] ?? "")))
      ) {
        run = [];
        return;
      }
      const name = clean(run.join(" "));
      const before = clean(words[index - run.length - 1] ?? "").toLowerCase();
      const listed = /,$/.test(run.at(-1) ?? "") && places.has(clean(words[index] ?? ""));
      run = [];
      if (!name) return;
      const lower = name.toLowerCase();
      if (calendar.has(lower) || places.has(name)) return;
      // Feasts and seasons of the year name no one ("Eid cookies", "Diwali sweets", "Christmas market").
      if (HOLIDAY.test(name)) return;
      // "42 Maple Street, Austin": a city the place table knows is a place wherever it stands.
      if (!name.includes(" ") && isKnownPlace(name) && !introducedAsPerson(text, name)) {
        places.add(name);
        out.push({ kind: "place", text: name });
        return;
      }
      // "Shoreditch, London": a name before a city it is in is a part of that city.
      if (listed && !name.includes(" ") && !BUSINESS_WORD.test(name)) {
        places.add(name);
        out.push({ kind: "place", text: name });
        return;
      }
      // "over Cappadocia", "to Kyoto", "in Old Town": a capitalised name after a preposition of place is
      // a place (no city table needed), unless it reads as a business ("at Kumo Cafe") or a brand
      // ("at LedgerLoop", "at IKEA"), or compromise knows it as a person or an organisation.
      if (
        PLACE_PREPS.test(before) &&
        !BUSINESS_WORD.test(name.split(/\s+/).at(-1)!) &&
        !/\p{Ll}\p{Lu}|^\p{Lu}{2,}$|[&\d]/u.test(name) &&
        !nlp(name).has("(#Person|#Organization)")
      ) {
        places.add(name);
        out.push({ kind: "place", text: name });
        return;
      }
      const single = !name.includes(" ");
      if (first && single) {
        // A sentence's first word is a name only when it does not read as an ordinary word.
        if (EN_COMMON_START.has(lower)) return;
        const inner = /\p{Ll}\p{Lu}/u.test(name) || /^\p{Lu}{2,}$/u.test(name);
        const again = text.slice(text.indexOf(s) + s.length).includes(name);
        const subjectVerb =
          /^\S+,?\s+(?:is|offers|opens|makes|brings|helps|sells|delivers|runs|has|launches|invites|turns|gives|a|an)\b/u.test(
            s,
          );
        const tagged = nlp(name).has("#ProperNoun") && !nlp(name).has("#Place");
        // "Hopworks, a craft brewery": a word set off as what the business is called is its name.
        const appositive = /^\S+,\s+(?:a|an)\s/u.test(s);
        const person = introducedAsPerson(text, name);
        if (!(inner || again || tagged || appositive || person || (subjectVerb && !/s$/.test(lower)))) return;
      }
      if (/^(?:I|I'm|I've|OK|A|An|The|DM|PM|AM|FAQ|PS|TV|NEW|FREE|SALE)$/u.test(name)) return;
      // "a new Ethiopian single origin": a nationality says where from, it names nobody.
      if (single && nlp(name).has("#Demonym")) return;
      // Kinds of product written in capitals ("a SaaS tool", "an AI app") are not brands.
      if (
        /^(?:SaaS|PaaS|IaaS|ADHD|PTSD|LGBTQ\+?|NHS|GP|STEM|GCSE|IELTS|TOEFL|AI|API|CRM|ERP|SEO|B2B|B2C|UX|UI|HR|IT|PDF|VAT|USB|DIY|VIP|BBQ|IPA|MOT|CEO|EV|VR|AR|3D|NFT|eBook|eBooks|eCommerce|E-commerce)$/u.test(
          name,
        )
      )
        return;
      out.push({ kind: "name", text: name });
    };
    // "Jazz on the Lake", "Summer Nights at the Pier", "Shakespeare in the Park": a title's small words
    // between capitalised ones keep it whole (not "Jazz" and a brand "Lake"). Not after a business's
    // own name ("Kumo Tea House in the Old Town" is a name and a place).
    let titleUntil = -1;
    words.forEach((w, i) => {
      const bare = clean(w);
      const cap = /^\p{Lu}/u.test(bare) || /^\p{Ll}+\p{Lu}/u.test(bare);
      if (
        run.length > 0 &&
        run.length <= 3 &&
        // "Download on the App Store": a verb that opens the sentence starts no title.
        !(i - run.length === 0 && EN_COMMON_START.has(clean(run[0]!).toLowerCase())) &&
        !/[,.:;!?)]$/u.test(words[i - 1] ?? "") &&
        /^(?:on|at|in|of|by|under|over|for|with|from|beyond|before|after)$/.test(w) &&
        words[i + 1] === "the" &&
        /^\p{Lu}\p{Ll}/u.test(clean(words[i + 2] ?? "")) &&
        !BUSINESS_WORD.test(clean(run[run.length - 1]!))
      )
        titleUntil = i + 1;
      const joiner =
        i <= titleUntil ||
        // "Lumen Run 5K", "Tech Summit 2026": a number closes a title.
        (run.length > 0 &&
          /^(?:\d+K|(?:19|20)\d{2})$/.test(bare) &&
          !/[,.:;!?)]$/u.test(words[i - 1] ?? "")) ||
        (run.length > 0 &&
          /^(?:&|of|de|da|and|'n')$/iu.test(bare) &&
          /^\p{Lu}/u.test(clean(words[i + 1] ?? "")));
      if ((cap && !(run.length === 0 && /^(?:The|A|An)$/u.test(bare))) || joiner) {
        run.push(w);
        if (/[,.:;!?)]$/u.test(w) && !TITLE_ABBREVIATION.test(w)) flush(i + 1);
      } else flush(i);
    });
    flush(words.length);
  }
  for (const p of doc.people().out("array") as string[]) {
    const c = clean(p);
    // "Austin", "Denver" alone are the cities the table knows, not people's first names.
    if (places.has(c) || (!c.includes(" ") && isKnownPlace(c))) continue;
    if (c && /^\p{Lu}/u.test(c) && !out.some((o) => o.text.includes(c))) out.push({ kind: "name", text: c });
  }
  return out.filter((o) => o.text.length > 1 && !/^\p{N}+$/u.test(o.text));
}

// English prepositions and verbs that put a place after them, and the last words of a business's name.
const PLACE_PREPS =
  /^(?:downtown|uptown|central|in|into|to|at|over|across|around|near|from|above|through|visit|visiting|explore|exploring|discover|across)$/;
const BUSINESS_WORD =
  /^(?:cafe|café|coffee|house|tea|bar|pub|bistro|kitchen|grill|diner|bakery|shop|store|studio|studios|hotel|hostel|inn|restaurant|gym|salon|spa|clinic|academy|school|market|hall|center|centre|club|lounge|co|inc|ltd|llc|labs?|app|books|records|press|media|group|company|agency|florist|pizzeria|tours|travel|dental|fitness|yoga|physio|roasters|brewery|boutique|gallery|theatre|theater|cinema|arena|stadium|room|rooms|loft|yard|arms|tavern|garden|gardens|cellar|terrace|rooftop|alterations|tailoring|estates|realty|realtors|properties|property|homes|lettings|letting|mortgages|insurance|partners|associates|solicitors|law|legal|accountants|consulting)$/i;

const PLACE_PREPOSITIONS: Record<string, RegExp> = {
  es: /(?:^|\s)(?:en|desde)\s$/iu,
  pt: /(?:^|\s)(?:em|no|na|desde)\s$/iu,
  fr: /(?:^|\s)(?:à|au|en|depuis)\s$/iu,
  de: /(?:^|\s)(?:in|aus|nach)\s$/iu,
  id: /(?:^|\s)(?:di|ke|dari)\s$/iu,
  sw: /(?:^|\s)(?:huko|mjini|katika|jijini)\s$/iu,
  ru: /(?:^|\s)(?:в|во|из)\s$/iu,
};

// The first word of a business's name in the cased languages ("Hotel Sol y Mar", "Restaurante Pan y Vino").
const BUSINESS_START =
  /^(?:Hotel|Hostal|Restaurante|Restaurant|Bar|Café|Cafetería|Panadería|Pastelería|Padaria|Pousada|Pensión|Librería|Livraria|Librairie|Boulangerie|Bistro|Bistrô|Gasthaus|Gasthof|Pension|Taberna|Tasca|Casa|Posada)\s/u;

// Indefinite articles and possessives before a capitalised noun are not part of a name ("Una Casa",
// "Eine Familienbäckerei"); a definite article often is ("La Tahona", "Le Petit Four"). German "new" at
// the start of a request is what it is, not its name ("Neue Fahrradwerkstatt in Leipzig": a new bike
// workshop, which had been greeted as "Neue Fahrradwerkstatt wartet auf dich"), and a preposition that
// starts a sentence is not part of the name after it ("Bei Happy Paws").
const LEADING_WORDS =
  /^(?:un|una|nuestro|nuestra|um|uma|nosso|nossa|une|notre|ein|eine|einen|unser|unsere|jeden|jede|sebuah|наш|наша|это|neue|neuer|neues|neuen|bei|beim|im|am|für|mit|von|vom|zum|zur|auf|aus|nach|con|para|desde|com|chez|avec|pour|dans)\s+/iu;

/** Names in other languages: capitalised runs (not a sentence's first ordinary word), quoted text, Latin runs in other scripts. */
function namesOf(text: string, language: string): Omit<Fact, "at">[] {
  const out: Omit<Fact, "at">[] = [];
  const quoted: [number, number][] = [];
  for (const m of text.matchAll(
    /[«“"„「『]([^»”"“」』]{2,40})[»”"“」』]|(?<![\p{L}\p{M}])'([^'\n]{2,40})'(?![\p{Script=Latin}])/gu,
  )) {
    out.push({ kind: "name", text: (m[1] ?? m[2])!.trim() });
    quoted.push([m.index!, m.index! + m[0].length]);
  }
  const { days, months } = calendarWords(language);
  const calendar = new Set([...days.flat(), ...months.flat()]);
  const cased = /^(?:es|pt|fr|de|id|sw|ru|en)$/.test(language);
  if (cased) {
    for (const m of text.matchAll(
      /\p{Lu}[\p{L}'’-]*(?:\s(?:de |da |do |la |del |von |van |ya |wa |za |cha )?\p{Lu}[\p{L}'’-]*)*/gu,
    )) {
      // A run that starts a sentence with an article or pronoun ("Eine Familienbäckerei", "Una Casa") starts after it.
      const lead = LEADING_WORDS.exec(m[0]);
      let name = lead ? m[0].slice(lead[0].length) : m[0];
      // "Hotel Sol y Mar", "Café Pan e Vinho": a business's name may join two words with "and".
      const and = /^\s(?:y|e|et|und|&)\s\p{Lu}[\p{L}'’-]*/u.exec(text.slice(m.index! + m[0].length));
      if (and && BUSINESS_START.test(name)) name += and[0];
      const at = m.index! + (lead ? lead[0].length : 0);
      if (!name) continue;
      // A capitalised word inside a quoted name ("Кофе" of «Кофе и книги») is that name's.
      if (quoted.some(([s, e]) => at >= s && at < e)) continue;
      const before = text.slice(0, at);
      const sentenceStart = /(?:^|[.!?¡¿:]\s*)$/u.test(before);
      if (calendar.has(name.toLowerCase())) continue;
      const multi = name.includes(" ") || /\p{Ll}\p{Lu}/u.test(name);
      const seenElsewhere = text.indexOf(name, at + name.length) >= 0 && !sentenceStart;
      const prep = PLACE_PREPOSITIONS[language]?.test(text.slice(Math.max(0, at - 8), at));
      // German capitalises every noun: only runs, places after a preposition and words seen twice count.
      // "Budgetly ist eine App", "Lumo, una app": a word said to be something is that thing's name.
      const called =
        /^(?:\s(?:ist|es|est|é|adalah|ni|это)|,)\s+(?:ein|eine|einen|un|una|une|um|uma|sebuah|satu)\s/iu.test(
          text.slice(at + name.length),
        );
      if (language === "de" && !multi && !prep && !called) continue;
      if (sentenceStart && !multi && !called) continue;
      // "en San Sebastián", "em São Paulo": a city of two words after a preposition of place.
      const twoWordPlace =
        multi &&
        (isKnownPlace(name) ||
          /^(?:San|Santa|Santo|São|Saint|Sainte|Sankt|Nueva|Nuevo|Nova|Novo|New|Los|Las|Rio|Río|Puerto|Porto|Buenos|Ciudad|Villa|Vila|Bad|Mont|Monte|Costa|Isla|Ilha|Île|Playa|Praia|Cabo|Gran|Belo|Port)\s\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(
            name,
          ));
      // A city the place tables know is a place without a preposition too ("Duka la vitabu Nairobi").
      out.push({
        kind: (prep || isKnownPlace(name)) && (!multi || twoWordPlace) ? "place" : "name",
        text: name,
      });
      void seenElsewhere;
    }
  } else {
    // Cities and countries, which no capital marks in these scripts ("في دبي", "京都の").
    for (const place of knownPlacesIn(text, language)) out.push({ kind: "place", text: place });
    // Latin-script runs inside another script are names the user kept as written ("Lisbon", "Kobo Ramen").
    for (const m of text.matchAll(
      /\p{Script=Latin}[\p{Script=Latin}\d'’&-]*(?:\s\p{Script=Latin}[\p{Script=Latin}\d'’&-]*)*/gu,
    )) {
      if (m[0].length > 1) out.push({ kind: "name", text: m[0] });
    }
  }
  return out;
}

// ---------------------------------------------------------------- sentences and subject
const INSTRUCTION_EN = new RegExp(
  [
    String.raw`^(?:please\s+)?(?:(?:make|create|write|generate|produce|give me|i want|i need|i'd like)\s+(?:me\s+)?)?`,
    String.raw`(?:an?\s+)?(?:(?:short|quick|fun|simple|promo(?:tional)?|catchy|engaging|\d+[-\s]?(?:second|sec|s|minute|min)s?(?:\s+long)?)\s+)*`,
    String.raw`(?:(?:tiktok|youtube|instagram|linkedin|facebook|twitter)\s+)?`,
    // "Adoption fee $50" is no "ad" about "option fee $50": the word ends where it ends.
    String.raw`(?:video|script|reel|short|tiktok|clip|post|ad|advert|explainer|promo)s?\b\s*`,
    String.raw`(?:(?:in|for)\s+(?:tiktok|youtube|instagram|linkedin|facebook|twitter|english|spanish|french|german)\s*)?`,
    String.raw`(?:about|on|for|explaining|showing|that explains|promoting|introducing)?\s*:?\s*`,
  ].join(""),
  "iu",
);
const INSTRUCTION_VERB = /^(?:please\s+)?(?:make|create|write|generate|produce)\s+(?:me\s+)?(?:an?\s+)?/iu;
// "Launch video for Tidy", "A product teaser about...", "Brand trailer of...": what kind of video, then
// what it is for. Only before "for", "about" or "of": "Commercial cleaning for offices" is a business.
const INSTRUCTION_KIND_EN =
  /^(?:(?:a|an|the|our|my)\s+)?(?:(?:launch|product|brand|marketing|promo(?:tional)?|teaser|announcement|demo|welcome|intro|explainer|short|quick|social media|holiday|sale|new)\s+)*(?:video|teaser|trailer|commercial|demo|announcement|ad|advert|promo|reel|clip)s?\s+(?:for|about|of|introducing|announcing|showing)\s+/iu;

const TITLE_ABBREVIATION = /(?:^|\s)(?:Dr|Dra|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Srta|Jr|St|Mt|Hr|Fr)\.$/u;

/** The request's sentences, without the instruction around them ("Make a 30 second video about"). */
export function sentencesOf(text: string, language: string): string[] {
  const seg = new Intl.Segmenter(language, { granularity: "sentence" });
  const out: string[] = [];
  // A title's full stop ends no sentence ("Dr. Priya Shah, a pediatric clinic" is one, not "Dr." and a rest).
  const segments: string[] = [];
  // Nor does a day's ("Start am 1. März", "vom 20. bis 25. Juli"): the month goes on.
  const months = new Set(calendarWords(language).months.flat());
  const ordinalDay = (prev: string, next: string) =>
    /(?:^|\s)\d{1,2}\.\s*$/u.test(prev) &&
    (months.has(/^\p{L}+/u.exec(next)?.[0].toLowerCase() ?? "") || /^bis\s/u.test(next));
  for (const { segment } of seg.segment(text)) {
    const prev = segments[segments.length - 1];
    if (prev && (TITLE_ABBREVIATION.test(prev.trim()) || ordinalDay(prev, segment)))
      segments[segments.length - 1] = prev + segment;
    else segments.push(segment);
  }
  for (const segment of segments) {
    let s = segment.trim();
    if (language === "en") {
      const kindOf = s.replace(INSTRUCTION_KIND_EN, "");
      if (kindOf !== s && /[\p{L}\p{N}]/u.test(kindOf)) s = kindOf;
      const stripped = s.replace(INSTRUCTION_EN, "");
      s = stripped !== s && /[\p{L}\p{N}]/u.test(stripped) ? stripped : s.replace(INSTRUCTION_VERB, "");
    }
    s = s.replace(/^[-•*]\s*/u, "").trim();
    if (
      /[\p{L}\p{N}]/u.test(s) &&
      !out.some(
        (o) =>
          o.toLowerCase().replace(/[.!?。！？]+$/u, "") === s.toLowerCase().replace(/[.!?。！？]+$/u, ""),
      )
    )
      out.push(s);
  }
  return out;
}

// The last word of a business's name -> what the business is ("" when the word says it).
const NAMED_BUSINESS: Record<string, string> = {
  "food bank": "food bank",
  "bed and breakfast": "bed and breakfast",
  "b&b": "bed and breakfast",
  guesthouse: "",
  festival: "",
  summit: "",
  conference: "",
  expo: "",
  fair: "",
  school: "",
  daycare: "",
  alterations: "alterations service",
  tailoring: "tailor",
  resort: "",
  cabins: "cabins",
  cottages: "cottages",
  chalets: "chalets",
  villas: "villas",
  lodge: "",
  motel: "",
  inn: "",
  rescue: "animal rescue",
  shelter: "animal shelter",
  repair: "repair shop",
  repairs: "repair shop",
  kitchen: "restaurant",
  nursery: "",
  preschool: "",
  kindergarten: "",
  creche: "",
  hotel: "",
  hostel: "",
  bookshop: "",
  bookstore: "",
  brewery: "",
  pub: "",
  bistro: "",
  barbers: "barbershop",
  gym: "",
  bakery: "",
  cafe: "",
  café: "",
  restaurant: "",
  salon: "",
  spa: "",
  studio: "",
  clinic: "",
  florist: "",
  barbershop: "",
  pizzeria: "",
  plumbing: "plumbing service",
  plumbers: "plumbing service",
  dental: "dental clinic",
  dentistry: "dental clinic",
  travel: "travel agency",
  travels: "travel agency",
  tours: "tour company",
  fitness: "gym",
  cleaning: "cleaning service",
  photography: "photography studio",
  yoga: "yoga studio",
  physio: "physio clinic",
  physiotherapy: "physio clinic",
};
// Words before a business's head that say what it is ("Driving School", "Wine Festival", "Food Bank").
export const KIND_MODIFIER =
  /^(?:driving|coding|cooking|baking|dance|dancing|music|art|language|languages|wine|beer|food|film|book|jazz|craft|flower|farmers|christmas|night|yoga|surf|ski|swim|swimming|diving|pet|dog|coffee|tea|comedy|street|design|tech|fashion|science|chess|climbing|boxing|martial|pottery|piano|guitar|singing|acting|nail|hair|beauty|toy|shoe|furniture|bike|cycling|running|golf|tennis|football|soccer|sushi|pizza|burger|taco|vegan|kids|children's)$/i;
/** What holds a free thing ("a free bag of potting soil", "a free cup of coffee"). */
const CONTAINER =
  /^(?:bag|bags|box|boxes|bottle|bottles|cup|cups|jar|jars|pack|packs|slice|slices|scoop|scoops|bunch|pot|pots|can|cans|glass|glasses|bowl|bowls|tub|tubs|sack|sacks|packet|packets|sample|samples|loaf|bar|bars)$/i;
const COMPOUND_HEAD =
  /^(?:service|services|salon|shop|store|studio|company|business|agency|app|tool|platform|class|classes|school|course|club|centre|center|clinic|kit|kits|lessons?|market|markets|fair|truck|bar|cafe|café)$/i;
const NOT_A_SUBJECT =
  /^(?:couples?|persons?|people|adults?|mornings?|evenings?|afternoons?|nights?|weekends?|tonight|today|tomorrow|pounds?|euros?|dollars?|bucks|yen|rupees?|cents?|pence|months?|weeks?|days?|nights?|hours?|minutes?|seconds?|years?|percent|times?)$/i;

/** English: the first noun phrase that says what the video is about ("family-owned bakery"), and its head. */
/** What a product named in one word is, from its last part ("EcoBottle" is a bottle). */
const PRODUCT_TAIL =
  /^(?:bottle|mug|cup|bag|backpack|box|lamp|light|pen|notebook|watch|shoe|shoes|sneaker|sneakers|chair|desk|bed|pillow|blanket|brush|kit|case|jacket|hoodie|shirt|hat|cap|candle|soap|bar|bike|board|speaker|headphones|buds|charger|phone|tab|pad|book|planner|tracker|ring|band|scale|oven|grill|blender|kettle|cooler|tent|mat)$/;

function englishSubject(sentences: string[], names: string[]): { text: string; head: string } | undefined {
  type Term = { text: string; tags: string[]; post: string };
  // A business named by what it is ("Iron House Gym", "Fast Flow Plumbing", "Sunway Travel") at the start
  // of the request is the subject, not the next thing the sentence names ("pounds", "leaks", "summer").
  const first =
    sentences[0]?.toLowerCase().replace(/^(?:(?:the|our|my|a|an|all-new|brand-new|new)\s+)+/, "") ?? "";
  for (const n of names) {
    if (!first.startsWith(n)) continue;
    // "EcoBottle", "SnugMug": a product named by what it is, its last part.
    const at = sentences[0]!.toLowerCase().indexOf(n);
    const cased = at >= 0 ? sentences[0]!.slice(at, at + n.length) : "";
    const tail = /\p{Ll}(\p{Lu}\p{Ll}+)$/u.exec(cased)?.[1]?.toLowerCase();
    if (tail && !n.includes(" ") && PRODUCT_TAIL.test(tail)) return { text: tail, head: tail };
    // "Tech Summit 2026", "Lumen Run 5K": the number says which one, the word before it what it is.
    const words = n.split(/\s+/).filter((w, i, all) => i < all.length - 1 || !/^\d+k?$/i.test(w));
    const kind = words.at(-1)!;
    const two = words
      .slice(-2)
      .join(" ")
      .replace(/\s&\s|\sand\s/, " and ");
    const bed = NAMED_BUSINESS[two] ?? NAMED_BUSINESS[words.slice(-3).join(" ").replace("&", "and")];
    if (bed) return { text: bed, head: bed.split(" ").at(-1)! };
    const subject = NAMED_BUSINESS[kind];
    // "Jenny's Driving School", "The Grand Lisbon Wine Festival": the word before the head says which.
    const which = words.at(-2);
    if (subject === "" && which && KIND_MODIFIER.test(which) && words.length >= 2)
      return { text: `${which.toLowerCase()} ${kind}`, head: kind };
    if (subject !== undefined && n.includes(" "))
      return { text: subject || kind, head: (subject || kind).split(" ").at(-1)! };
  }
  for (const s of sentences.slice(0, 2)) {
    const terms = nlp(s).json()[0]?.terms as Term[] | undefined;
    if (!terms) continue;
    const has = (t: Term, ...tags: string[]) => tags.some((g) => t.tags.includes(g));
    // Noun phrases in order: determiners, adjectives, nouns; a gerund only before the head ("invoicing tool").
    const phrases: Term[][] = [];
    let cur: Term[] = [];
    const end = () => {
      if (cur.some((t) => has(t, "Noun")) || (cur[0] === terms[0] && /ing$/i.test(cur[0]?.text ?? "")))
        phrases.push(cur);
      cur = [];
    };
    terms.forEach((t, i) => {
      const next = terms[i + 1];
      const headless = cur.every(
        (c) => has(c, "Determiner", "Adjective") || /\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(c.text),
      );
      // A word joined to the next by a hyphen is part of it ("non-profit", "second-hand"), whatever its tag.
      const joined = t.post === "-" && !!next && cur.length + 1 < 6;
      // "refill shop", "repair shop": a word right before a business's head is part of the compound.
      const beforeHead =
        cur.length > 0 &&
        !!next &&
        COMPOUND_HEAD.test(next.text.replace(/[^\p{L}]/gu, "")) &&
        !/[,.:;!?(]/.test(t.post) &&
        !has(t, "Preposition", "Pronoun", "Conjunction", "Determiner", "Value", "Date");
      // "farmers market", "food truck": a business's head after a word of the phrase is its end, whatever
      // compromise makes of it ("market" a verb).
      const head =
        cur.length > 0 &&
        COMPOUND_HEAD.test(t.text.replace(/[^\p{L}]/gu, "")) &&
        !/[,.:;!?(]/.test(cur.at(-1)!.post) &&
        !has(cur.at(-1)!, "Preposition", "Determiner", "Value");
      // "Commercial cleaning for offices", "Professional dog walking in Hackney.": an -ing word that ends
      // the phrase is the service ("A bakery baking bread": one before its object is a verb).
      const service =
        has(t, "Gerund", "Noun") &&
        /ing$/i.test(t.text) &&
        cur.some((c) => has(c, "Adjective", "Noun") && !has(c, "Pronoun")) &&
        !/[,.:;!?(]/.test(cur.at(-1)?.post ?? "") &&
        (!next || has(next, "Preposition", "Particle") || /[,.:;!?]/.test(t.post));
      // "Pet grooming salon", "Dog walking service": the first word, which compromise reads as an order
      // ("Pet!"), says what the service is for.
      const leading =
        i === 0 &&
        !!next &&
        /ing$/i.test(next.text) &&
        !/[,.:;!?(]/.test(t.post + next.post) &&
        COMPOUND_HEAD.test((terms[2]?.text ?? "").replace(/[^\p{L}]/gu, ""));
      const ok =
        joined ||
        leading ||
        beforeHead ||
        head ||
        service ||
        ((has(t, "Noun", "Adjective", "Determiner") ||
          (has(t, "Gerund") && headless && next && has(next, "Noun"))) &&
          !has(t, "Preposition", "Pronoun", "Value", "Date", "Conjunction") &&
          // compromise reads "over" of "a ride over Cappadocia" as an adjective.
          !/^(?:over|across|above|around|near|through|under|below|beyond|inside|outside|along)$/i.test(
            t.text,
          ) &&
          !(has(t, "Determiner") && cur.length > 0));
      // "home cleaning service", "dog grooming salon": a gerund before a business's head goes on the compound.
      const afterHead =
        !service &&
        !headless &&
        /ing$/i.test(t.text) &&
        !(next && COMPOUND_HEAD.test(next.text.replace(/[^\p{L}]/gu, "")));
      if (ok && afterHead && i > 0) end();
      else if (ok) cur.push(t);
      else end();
      if (ok && /[,.:;!?(]/.test(t.post)) end();
    });
    end();
    // A leading gerund alone is a topic ("Composting at home" -> "composting").
    if (
      phrases.length === 0 ||
      (terms[0] && /ing$/i.test(terms[0].text) && !phrases[0]!.includes(terms[0]))
    ) {
      if (terms[0] && /ing$/i.test(terms[0].text)) phrases.unshift([terms[0]]);
    }
    for (const p of phrases) {
      const words = p.filter((t) => !has(t, "Determiner") && !/^(?:our|my|your|their|new)$/i.test(t.text));
      if (words.length === 0) continue;
      let text = words
        .map((t, i) => t.text + (i < words.length - 1 ? (t.post.includes("-") ? "-" : " ") : ""))
        .join("")
        .trim();
      // "Taco Loco food truck": the name is said as the name, the subject is what it is ("food truck").
      const named = names.find((n) => text.toLowerCase().startsWith(`${n} `));
      if (named) text = text.slice(named.length + 1);
      // "Harvest Table farmers market", where compromise reads "Harvest" as a verb: the phrase starts
      // inside the name ("Table farmers market"), whose rest goes too.
      else
        for (const n of names) {
          const nw = n.split(" ");
          const k = nw.findIndex(
            (_, j) => j > 0 && text.toLowerCase().startsWith(`${nw.slice(j).join(" ")} `),
          );
          if (k > 0) {
            text = text.slice(nw.slice(k).join(" ").length + 1);
            break;
          }
        }
      const lower = text.toLowerCase();
      if (names.some((n) => n === lower || n.includes(lower) || lower.replace(/^\S+ing\s+/, "") === n))
        continue;
      // "Pet grooming salon Happy Paws": the name after what it is is said as the name.
      const after = names.find((n) => lower.endsWith(` ${n}`));
      if (after) text = text.slice(0, -(after.length + 1));
      // compromise reads "a Nigerian restaurant" as an organisation: only capitalised words are names.
      if (words.every((t) => has(t, "ProperNoun", "Place") && /^\p{Lu}/u.test(t.text))) continue;
      // "Fun science experiments": how the request rates it is not what it is about.
      const w = text.split(/\s+/);
      // A "fun run", a "fun day" or a "fun fair" is what it is, not how it is rated.
      while (
        w.length > 1 &&
        /^(?:fun|easy|simple|quick|great|best|amazing|cool|awesome|top|ultimate|perfect)$/i.test(w[0]!) &&
        !(/^fun$/i.test(w[0]!) && /^(?:runs?|days?|fairs?|fêtes?)$/i.test(w[1]!))
      )
        w.shift();
      // Money and time ("29 pounds a month", "7 nights") are facts, not what the video is about.
      if (NOT_A_SUBJECT.test(w[w.length - 1]!) || TIME_ZONE.test(` ${w[w.length - 1]!}`)) continue;
      return { text: w.slice(-5).join(" "), head: w[w.length - 1]!.toLowerCase().replace(/^.*-/, "") };
    }
  }
  return undefined;
}

// Rewrites a narration into what the voice should say in its language: "$59" -> "59 dollars",
// "20%" -> "20 por ciento", "reelforge.com" -> "reelforge dot com", "2026-12-04" -> "4 December 2026",
// "10:30" -> "10 Uhr 30". Only the speech is rewritten: the result remembers where each spoken part came
// from, so word timings of the speech map back onto the words as written (captions show "$59").

import { RewriteBuilder, type Rewritten } from "./offset-map.ts";
import { type Currency, pick, SPEAK_VOCAB, type SpeakVocab, type Unit, withNumber } from "./vocab.ts";

const NUM = String.raw`\d+(?:[.,\u00a0\u202f]\d{3})*(?:[.,]\d+)?`;
const SYMBOL: Record<string, Currency> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  Rs: "INR",
  "Rs.": "INR",
  "₩": "KRW",
  "₽": "RUB",
  R$: "BRL",
  Rp: "IDR",
  "Rp.": "IDR",
  KSh: "KES",
  "KSh.": "KES",
  TSh: "TZS",
  "TSh.": "TZS",
  "৳": "BDT",
  "₦": "NGN",
};
const CODES = "USD|EUR|GBP|JPY|CNY|RMB|INR|KRW|RUB|BRL|IDR|KES|TZS|BDT|PKR|NGN";
const PREFIX = String.raw`US\$|R\$|\$|€|£|¥|₹|₩|₽|৳|₦|Rs\.?|Rp\.?|KSh\.?|TSh\.?`;
const SUFFIX = String.raw`€|\$|£|¥|₹|₩|₽|৳|₦`;
const MULT = String.raw`(?:\s?(?:k|K|m|M|mn|bn|B)(?![\p{L}\p{N}]))`;
const UNIT_RE = String.raw`km\/h|kmh|mph|km|kg|mg|ml|mL|cm|mm|kWh|GB|MB|TB|°C|°F|m|g|l|L|h|min`;
// Words written after a clock time that the spoken time already says ("10:30 Uhr", "10:30 बजे").
const CLOCK = String.raw`\s?(?:Uhr|h|hrs|horas|heures|uur|बजे|بجے|টায়|টা)`;
const CYRILLIC_UNITS: Record<string, Unit> = {
  "км/ч": "kmh",
  км: "km",
  кг: "kg",
  мг: "mg",
  мл: "ml",
  см: "cm",
  мм: "mm",
  г: "g",
  л: "l",
  ч: "h",
  мин: "min",
};
const TLD =
  "com|org|net|io|ai|co|app|dev|shop|store|online|site|xyz|me|tv|info|biz|edu|gov|eu|uk|us|de|fr|es|pt|br|in|jp|cn|ru|id|ke|tz|ng|pk|bd|kr|it|nl|ca|au|mx|ar|cl|pe|ch|be|at|se|no|dk|pl|tr|sa|ae|eg|ma|za|sg|my|ph|vn|th|hk|tw|nz|ie";

// Alternatives in priority order; each named group marks what matched.
const PATTERN = new RegExp(
  [
    String.raw`(?<email>[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})`,
    String.raw`(?<url>(?:https?:\/\/|www\.)[^\s<>"'“”]+)`,
    String.raw`(?<domain>(?<![A-Za-z0-9@.\/_-])[A-Za-z0-9][A-Za-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${TLD})(?:\/[^\s<>"'“”]*)?(?![A-Za-z0-9]))`,
    String.raw`(?<isodate>(?<![\p{N}])\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\p{N}]))`,
    String.raw`(?<time>(?<![\p{N}:.])(?:[01]?\d|2[0-3]):[0-5]\d(?![\p{N}]|:\d)(?:\s?(?:[ap]\.m\.|[AaPp][Mm](?![\p{L}])|${CLOCK}(?![\p{L}])))?)`,
    // "pukul 10.30", "jam 9.15 WIB", "10.30 Uhr": a clock time written with a dot, where a clock word says so.
    String.raw`(?<dottime>(?<=(?:pukul|jam|Pukul|Jam)\s)(?:[01]?\d|2[0-3])\.[0-5]\d(?![\p{N}])(?:\s?(?:WIB|WITA|WIT)(?![\p{L}]))?|(?<![\p{N}:.,])(?:[01]?\d|2[0-3])\.[0-5]\d\s?(?:Uhr|WIB|WITA|WIT)(?![\p{L}]))`,
    String.raw`(?<hour>(?<![\p{N}:.])(?:1[0-2]|0?[1-9])\s?(?:[ap]\.m\.|[AaPp][Mm](?![\p{L}])))`,
    String.raw`(?<cpre>(?<![A-Za-z0-9])(?:${PREFIX})\s?${NUM}${MULT}?)`,
    String.raw`(?<ccode>(?<![A-Za-z0-9])(?:${CODES})\s?${NUM}${MULT}?)`,
    String.raw`(?<csuf>(?<![\p{N}.,])${NUM}${MULT}?\s?(?:(?:${SUFFIX})|(?:${CODES})(?![\p{L}])))`,
    String.raw`(?<percent>(?<![\p{N}.,])${NUM}\s?[%％٪])`,
    String.raw`(?<times>(?<![\p{N}.,])\d+(?:[.,]\d+)?[x×](?![A-Za-z0-9]))`,
    String.raw`(?<unit>(?<![\p{N}.,])${NUM}\s?(?:${UNIT_RE})(?![A-Za-z0-9]))`,
    String.raw`(?<unitru>(?<![\p{N}.,])${NUM}\s?(?:км\/ч|км|кг|мг|мл|см|мм|г|л|ч|мин)(?![\p{L}\p{N}]))`,
    String.raw`(?<range>(?<![\p{L}\p{N}.,:\/-])(?:\d{1,3}\s?[-–]\s?\d{1,3}|[12]\d{3}\s?[-–]\s?[12]\d{3})(?![\p{N}]|[-–:\/.,]\d)(?:\s?[%％٪])?)`,
    String.raw`(?<rank>#\d+(?![\p{L}\p{N}]))`,
    String.raw`(?<hashtag>#(?=\p{L})[\p{L}\p{M}\p{N}_]+)`,
    String.raw`(?<emoji>(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}\u{20E3}]|\p{Extended_Pictographic}|\p{Regional_Indicator})*)`,
  ].join("|"),
  "gu",
);

const DECIMAL = new Map<string, string>();
function decimalMark(locale: string): string {
  let d = DECIMAL.get(locale);
  if (!d) {
    d = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
    if (!/^[.,]$/.test(d)) d = ".";
    DECIMAL.set(locale, d);
  }
  return d;
}

interface Amount {
  value: number;
  /** Whole part as plain digits ("1299"). */
  whole: string;
  /** Decimals as written ("99"), or "". */
  fraction: string;
}

/** Reads "1,299.99", "1.299,99", "12,50", "50.000" or "3.5": a lone separator before 3 digits groups. */
export function parseAmount(s: string): Amount {
  const t = s.replace(/[\u00a0\u202f]/g, ",");
  const last = Math.max(t.lastIndexOf("."), t.lastIndexOf(","));
  let whole = t;
  let fraction = "";
  if (last >= 0) {
    const after = t.slice(last + 1);
    const seps = new Set(t.match(/[.,]/g));
    const grouped = seps.size === 1 && after.length === 3 && /^\d{1,3}([.,]\d{3})+$/.test(t);
    if (!grouped) {
      whole = t.slice(0, last);
      fraction = after;
    }
  }
  whole = whole.replace(/[.,]/g, "").replace(/^0+(?=\d)/, "");
  return { value: Number(`${whole}.${fraction || "0"}`), whole, fraction };
}

function digits(a: Amount, v: SpeakVocab): string {
  return a.fraction ? `${a.whole}${decimalMark(v.locale)}${a.fraction}` : a.whole;
}

function multiply(a: Amount, m: string | undefined): Amount {
  const k = m?.trim();
  if (!k) return a;
  const zeros = /^[kK]$/.test(k) ? 3 : /^[mM]n?$/.test(k) ? 6 : 9;
  const frac = a.fraction.padEnd(zeros, "0");
  const whole = `${a.whole}${frac.slice(0, zeros)}`.replace(/^0+(?=\d)/, "");
  const rest = frac.slice(zeros).replace(/0+$/, "");
  return { value: a.value * 10 ** zeros, whole, fraction: rest };
}

function currencyWords(v: SpeakVocab, code: Currency, a: Amount): string {
  const word = v.currency[code];
  if (!a.fraction || v.order === "attached" || /^0+$/.test(a.fraction)) {
    const n = a.fraction && !/^0+$/.test(a.fraction) ? a : { ...a, fraction: "" };
    return withNumber(v, word, n.fraction ? n.value : Number(n.whole), digits(n, v));
  }
  // "59 dollars 99", "12 euros 50", "dola 59 na 99"
  const cents = a.fraction.length === 1 ? `${a.fraction}0` : a.fraction;
  const main = withNumber(v, word, Number(a.whole), a.whole);
  return v.order === "before" ? `${main} na ${Number(cents)}` : `${main} ${Number(cents)}`;
}

function splitNumber(s: string): { num: string; rest: string } {
  const m = new RegExp(`^${NUM}`).exec(s);
  const num = m?.[0] ?? "";
  return { num, rest: s.slice(num.length) };
}

function unitKey(u: string): Unit {
  const k = u.toLowerCase();
  if (k === "km/h" || k === "kmh") return "kmh";
  if (k === "°c") return "degC";
  if (k === "°f") return "degF";
  return k as Unit;
}

function speakAddress(v: SpeakVocab, address: string): string {
  let a = address.replace(/^https?:\/\//i, "");
  a = a.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return a
    .split("/")
    .map((part) =>
      part
        .split(".")
        .filter(Boolean)
        .map((label) => label.replace(/[-_]+/g, " "))
        .join(` ${v.dot} `),
    )
    .join(` ${v.slash} `);
}

function speakMatch(groups: Record<string, string | undefined>, v: SpeakVocab, language: string): string {
  const { email, url, domain, isodate, time, hour, cpre, ccode, csuf, percent, times, unit, unitru } = groups;
  const { range, rank, hashtag, dottime } = groups;
  if (email) {
    const [local, host] = email.split("@") as [string, string];
    return `${local.split(/[._]/).filter(Boolean).join(` ${v.dot} `)} ${v.at} ${speakAddress(v, host)}`;
  }
  if (url || domain) return speakAddress(v, (url ?? domain)!);
  if (isodate) {
    const [y, m, d] = isodate.split("-").map(Number) as [number, number, number];
    const formatted = new Intl.DateTimeFormat(`${v.locale}-u-nu-latn`, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(y, m - 1, d)));
    return v.date ? v.date(formatted) : formatted;
  }
  if (dottime) {
    const [, h, m, zone] = /^(\d+)\.(\d\d)\s?(.*)$/.exec(dottime)!;
    const said = v.time(Number(h), m!);
    return zone && zone !== "Uhr" ? `${said} ${zone.split("").join(" ")}` : said;
  }
  if (time || hour) {
    const [, h, m, ampm] = /^(\d+)(?::(\d\d))?\s?(.*)$/.exec((time ?? hour)!)!;
    const said = v.time(Number(h), m ?? "00");
    if (!/^[ap]/i.test(ampm ?? "")) return said;
    const pm = /^p/i.test(ampm!);
    return language === "en" ? `${said.replace(" o'clock", "")} ${pm ? "p m" : "a m"}` : said;
  }
  if (cpre || ccode) {
    const s = (cpre ?? ccode)!;
    const sym = cpre
      ? (/^(US\$|R\$|\$|€|£|¥|₹|₩|₽|৳|₦|Rs\.?|Rp\.?|KSh\.?|TSh\.?)/.exec(s)?.[1] ?? "$")
      : s.slice(0, 3);
    const rest = s.slice(sym.length).trim();
    const { num, rest: mult } = splitNumber(rest);
    const code = cpre ? currencyOf(sym, language) : codeOf(sym);
    return currencyWords(v, code, multiply(parseAmount(num), mult));
  }
  if (csuf) {
    const { num, rest } = splitNumber(csuf);
    const m = /^\s?(k|K|mn|m|M|bn|B)?\s?(.+)$/.exec(rest)!;
    const sym = m[2]!.trim();
    const code = /^[A-Z]{3}$/.test(sym) ? codeOf(sym) : currencyOf(sym, language);
    return currencyWords(v, code, multiply(parseAmount(num), m[1]));
  }
  if (percent) {
    const a = parseAmount(splitNumber(percent).num);
    return withNumber(v, v.percent, a.value, digits(a, v));
  }
  if (times) {
    const a = parseAmount(times.slice(0, -1));
    return withNumber(v, v.times, a.value, digits(a, v));
  }
  if (unit) {
    const { num, rest } = splitNumber(unit);
    const a = parseAmount(num);
    return withNumber(v, v.units[unitKey(rest.trim())], a.value, digits(a, v));
  }
  if (unitru) {
    const { num, rest } = splitNumber(unitru);
    const a = parseAmount(num);
    return withNumber(v, v.units[CYRILLIC_UNITS[rest.trim()]!], a.value, digits(a, v));
  }
  if (range) {
    const pct = /[%％٪]$/.test(range);
    const [a, b] = range.replace(/\s?[%％٪]$/, "").split(/\s?[-–]\s?/) as [string, string];
    const said = v.range.replace("{a}", a).replace("{b}", b);
    return pct ? withNumber(v, v.percent, Number(b), said) : said; // "10 to 20 percent"
  }
  if (rank) return v.rank.replace("{n}", rank.slice(1));
  // "#BlackFriday": the words without the sign, split where the case changes.
  if (hashtag)
    return hashtag
      .slice(1)
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .replaceAll("_", " ");
  return ""; // emoji are not said
}

function currencyOf(symbol: string, language: string): Currency {
  if (symbol === "¥") return language === "zh" ? "CNY" : "JPY";
  if ((symbol === "Rs" || symbol === "Rs.") && language === "ur") return "PKR";
  return SYMBOL[symbol] ?? "USD";
}

function codeOf(code: string): Currency {
  return (code === "RMB" ? "CNY" : code) as Currency;
}

/** Whether the speech normaliser knows how `language` (a code such as "es") says numbers and addresses. */
export function canSpeakAs(language: string): boolean {
  return language in SPEAK_VOCAB;
}

/**
 * The text as `language` should say it, with the way back to the written text. Languages without a
 * vocabulary only lose emoji (which espeak-ng would read out by name).
 */
export function speakAs(text: string, language: string): Rewritten {
  const v = SPEAK_VOCAB[language];
  const b = new RewriteBuilder(text);
  let at = 0;
  PATTERN.lastIndex = 0;
  for (const m of text.matchAll(PATTERN)) {
    const groups = m.groups ?? {};
    let matched = m[0];
    if (groups.url || groups.domain) matched = matched.replace(/[.,;:!?)\]}'"’]+$/, "");
    if (!v && !groups.emoji) continue;
    const start = m.index;
    const end = start + matched.length;
    if (start < at) continue;
    const fixed = { ...groups };
    if (groups.url) fixed.url = matched;
    if (groups.domain) fixed.domain = matched;
    let spoken = v ? speakMatch(fixed, v, language) : "";
    if (spoken && (groups.time || groups.hour || groups.dottime)) {
      // "saa 10:30" must not become "saa saa 10 na dakika 30".
      const first = /^\S+/.exec(spoken)?.[0];
      const prev = /(\S+)\s*$/.exec(text.slice(0, start))?.[1];
      if (first && prev === first && spoken.length > first.length && !/\d/.test(first))
        spoken = spoken.slice(first.length).trimStart();
    }
    b.copy(at, start);
    // Keep words apart: "at59%" must not glue to its neighbours.
    const before = start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]!) && v?.order !== "attached" ? " " : "";
    const after = end < text.length && /[\p{L}\p{N}]/u.test(text[end]!) && v?.order !== "attached" ? " " : "";
    b.replace(start, end, spoken ? `${before}${spoken}${after}` : "");
    at = end;
  }
  b.copy(at, text.length);
  return b.done();
}

export { pick };

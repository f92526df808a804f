// Finds the illustrations a text names, in any of the ~170 locales of the CLDR emoji annotations (npm
// `cldr-annotations-full`: for each emoji its short name and keywords, per language). One language's
// index is built on first use from that language's file alone (~20k keys, a few tens of milliseconds)
// and kept for the life of the process; nothing is written to disk and nothing is read at start-up.
//
// A word's weight for an emoji: 3 when it is the emoji's whole short name ("bread"), 2 when it is a word
// of it ("store" of "convenience store"), 1 for a keyword, divided by 1 + log2(emoji sharing the key)
// so that generic words ("food", "hot", "building") weigh little and specific ones ("croissant") a lot.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import nlp from "compromise";
import { KIND_MODIFIER, TIME_RE } from "../../../text/facts.ts";
import { RecentAnswers } from "../../../text/recent-answers.ts";
import { HYPERNYMS } from "./hypernyms.ts";
import { iconNameFor, isSymbolIcon } from "./icon-set.ts";
import { synonymsFor, WEAK } from "./synonyms.ts";

const require = createRequire(import.meta.url);

interface Hit {
  emoji: string;
  weight: number;
}

interface LanguageIndex {
  language: string;
  keys: Map<string, Hit[]>;
  /** Curated and calendar words: key -> emoji, most telling first. */
  curated: Map<string, string[]>;
  /** Curated words that give way to concrete nouns. */
  weak: Set<string>;
  /** Weekday names as their inflected forms begin ("пятниц" of "пятницу"), for words no key matches. */
  weekdayStems: string[];
  /**
   * Country names in scripts with capitals ("turkey", "chile"): a place, drawn as a map, when written
   * with a capital ("Turkey"); the same word in lower case is the thing ("roast turkey").
   */
  regions: Set<string>;
  maxKeyChars: number;
}

/** One subject a text names. */
export interface SubjectMatch {
  /** The words of the text as written ("croissants", "12 euros" -> "euros"). */
  word: string;
  /** Character offsets of `word` in the text. */
  start: number;
  end: number;
  /** Emoji that show it, the most telling first (one, or two for words such as "bakery"). */
  emoji: string[];
  /** How surely the word names a picturable subject (about 0.3 .. 3). */
  score: number;
}

/**
 * The subjects of recent texts: a render asks about the same narration many times (its beats, the
 * pictures' searches, the editor's alternatives, the designer), and the part-of-speech tagger is the
 * costly part (~0.1 s a scene).
 */
const recentSubjects = new RecentAnswers<SubjectMatch[]>(256);

const UNSPACED = new Set(["ja", "zh", "th", "lo", "km", "my", "yue"]);
const COMPOUNDING = new Set(["de", "nl", "sv", "da", "no", "nb", "fi", "is"]);
const AGGLUTINATIVE = new Set(["tr", "fi", "hu", "et", "az", "uz", "kk"]);
const KOREAN_PARTICLES =
  /(에서|으로|에게|한테|까지|부터|처럼|보다|이랑|마다|에는|엔|를|을|는|은|이|가|에|로|와|과|의|도|만|랑)$/u;

// English function words and vague words that CLDR lists as keywords of some emoji ("you" -> waving
// hand, "where" -> house, "simple" -> house, "get" -> ...): never a subject on their own.
const EN_STOP = new Set(
  (
    "a an the and or but if of to in on at by for with from into onto over under about as is are was were be been " +
    "being am do does did done have has had having i me my mine we us our ours you your yours he him his she her " +
    "hers it its they them their theirs this that these those there here where when what which who whom whose why " +
    "how all any both each few more most other some such no nor not only own same so than too very can will just " +
    "should now get got make made let lets go going come yes ok okay up down out off again further then once " +
    "one two three four five six seven eight nine ten first last next every per simple real really thing things " +
    "way ways day days people person lot lots well good great best better new old big small little right left " +
    "high low top back side part hot cool nice want need needs know see look use used using also even still " +
    "why because while after before during until since without within through across around along behind " +
    "hello hi hey bye love like calm quiet small large huge tiny fresh cozy cosy warm cold getting keep keeps " +
    "kept single second seconds tell tells turn turns drop drops change changes vertical watch watching works " +
    "working wrong fix post mistake fail fails nothing anything everything something care service services air place places " +
    "patience shared personal riding"
  ).split(" "),
);
// The most frequent function words of the other languages the product narrates in Latin or Cyrillic
// letters, some of which CLDR lists as keywords ("des" -> game die, "aus" -> mobile phone off), and their
// words for good, best, big and small, as in English ("buenos" -> superhero), and Spanish "real" (real or
// royal: "resultados reales" drew the peacock of "pavo real"; "mesa", a table, the ping-pong of "tenis de
// mesa").
const STOP: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    es: "usted ustedes el la los las un una unos unas de del al y o u en con por para sin sobre entre que como muy más mas este esta estos estas ese esa su sus tu tus mi mis nuestro nuestra es son ser está estar hay cada todo todos toda todas hoy aquí ya pero si no lo le les se nos desde hasta ven vení venga vengan ven ahora nuevo nueva nuevos nuevas novedad novedades también atención descubre aquí allí así bien bueno buena buenos buenas mejor mejores gran grande grandes pequeño pequeña real reales verdadero verdadera mesa mesas personal personales",
    pt: "você vocês voce voces o a os as um uma uns umas de do da dos das no na nos nas em com por para sem sobre entre que como muito mais este esta estes estas esse essa seu sua seus suas teu tua meu minha nosso nossa é são ser está estar há cada todo todos toda todas hoje aqui já mas se não ao aos à às pelo pela atenção venha vem agora novo nova novos novas novidade novidades também assim bom boa bons boas melhor melhores grande grandes pequeno pequena mesa mesas pessoal pessoais",
    fr: "le la les un une des de du au aux et ou en dans avec par pour sans sur sous entre que qui comme très plus ce cet cette ces son sa ses ton ta tes mon ma mes notre nos votre vos est sont être il elle ils elles nous vous on chaque tout tous toute toutes aujourd ici mais si ne pas venez viens nouveau nouvelle nouveaux nouvelles nouveauté nouveautés maintenant attention aussi bon bonne bons bonnes meilleur meilleure meilleurs grand grande grands petit petite personnel personnelle personnels personnelles",
    de: "der die das den dem des ein eine einen einem einer eines und oder in im an am auf aus mit von vom zu zum zur für ohne über unter bei nach vor wie sehr mehr dieser diese dieses sein seine ihr ihre unser unsere ist sind sein wird werden es er sie wir ihr jeden jede jeder alle heute hier aber wenn nicht noch auch nur gibt geben gab neu neue neuer neues neuen jetzt los komm kommt achtung gut gute guten guter gutes besser beste besten groß große großen klein kleine",
    id: "dan atau di ke dari yang dengan untuk pada dalam ini itu adalah akan juga tidak ada setiap semua kami kita anda saya mereka dia hari baru sekarang ayo mari bisa sudah lagi telah para oleh bagi sangat kini baik bagus terbaik besar kecil layanan pribadi",
    sw: "na ya wa za la kwa katika ni kila hii hiyo huu kwenye pia sana leo sisi wewe yeye wao mpya sasa karibu nzuri bora kubwa ndogo",
    ru: "и в во на с со к ко по за из от до для без о об при что как это этот эта эти все всё каждый каждую очень мы вы он она они наш ваш свой новый новая новое новые сейчас теперь здесь приходите есть хороший хорошая хорошее хорошие лучший лучшая лучшие большой большая маленький",
    hi: "के का की को में है हैं और से पर लिए लिये यह वह ये वो एक भी तो ही नहीं हर आप हम साथ तक ने जो कि या अपने अपना अपनी बहुत अब सब कुछ इस उस इन उन कर करें करते करना करे हो होता होती होगा था थी थे गया गई रहा रही रहे यहाँ यहां वहाँ नया नई नए आज अभी आपके आपकी हमारे हमारी मैं",
    ur: "کے کا کی کو میں ہے ہیں اور سے پر لیے لئے یہ وہ ایک بھی تو ہی نہیں ہر آپ ہم ساتھ تک نے جو کہ یا اپنے اپنا اپنی بہت اب سب کچھ اس ان کر کریں کرتے کرنا ہو ہوتا ہوتی ہوگا تھا تھی تھے گیا گئی رہا رہی رہے یہاں وہاں نیا نئی نئے آج ابھی آپکے ہمارے ہماری میں والے والی نظر پہلے پہلی",
    bn: "এবং ও এর এ একটি এক জন্য আছে আছেন আছি হয় হবে হয়েছে করে করুন করা করতে থেকে দিয়ে সাথে সঙ্গে যে কি না এই সেই তার তাদের আমাদের আমরা আমি আপনি আপনার প্রতি সব খুব আর বা তো এখন এখানে নতুন আজ মধ্যে পর্যন্ত",
    ar: "شخصي شخصية عربية عربي العربية بعناية الأول الأولى أول في من إلى الى على عن مع و أو او هذا هذه ذلك تلك التي الذي الذين هو هي هم نحن أنت أنتم كل كان كانت يكون لا ما قد ثم لكن بعد قبل عند حتى بين أن إن أجل اجل لأجل هنا الآن جدا جديد جديدة اليوم لك لكم لنا به بها فيه فيها",
    zh: "的 了 和 是 在 也 就 都 而 及 与 着 或 一个 这 那 这里 那里 这个 那个 我们 你们 他们 我 你 他 她 它 每 个 为 为了 从 到 给 把 被 让 很 更 最 开始 新 新的 今天 现在 一条 一起 可以 没有 什么",
    ja: "の に は を が で と も へ や から まで より です ます する した して ここ そこ あそこ これ それ あれ この その あの 新しい 始め 始めよう 始める 今日 今 いま こちら そちら ため",
    ko: "이 그 저 것 수 등 및 위해 위한 에서 있는 있어요 있습니다 있다 합니다 하는 하고 그리고 또는 여기 저기 거기 지금 새로운 새 오늘 우리 당신 모든 매주 매일 바로 함께",
  }).map(([k, v]) => [k, new Set(v.split(" "))]),
);

// Faces, hands and gestures read as reactions, not as the subject of a sentence.
const REACTION =
  /^[\u{1F600}-\u{1F64F}\u{1F910}-\u{1F92F}\u{1F970}-\u{1F97A}\u{1F440}-\u{1F450}\u{1F590}-\u{1F596}\u{1F918}-\u{1F91F}\u{1F932}-\u{1F934}\u{270A}-\u{270D}\u{1F4A9}\u{1F47B}-\u{1F480}]/u;

/** Whether an emoji may be drawn for a word: in the set, and not a sign, arrow or letter button. */
function drawable(emoji: string): boolean {
  const name = iconNameFor(emoji);
  return name !== null && !isSymbolIcon(name);
}

// Words of Chinese, Japanese and Korean: one character is too often part of something else.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

// English words that name a subject only among the words that give them their sense.
const IN_CONTEXT: Record<string, RegExp> = {
  class:
    /\b(?:school|schools|student|students|pupil|pupils|teacher|teachers|classroom|course|courses|lesson|lessons|university|college|campus|exam|exams|graduat\w*|homework|tuition|semester)\b/i,
};
IN_CONTEXT.classes = IN_CONTEXT.class!;
// A ride is a car only among words of driving ("a balloon ride", "a boat ride" are not).
IN_CONTEXT.ride =
  /\b(?:car|cars|taxi|taxis|cab|cabs|driver|drivers|driving|uber|lyft|chauffeur|carpool\w*|airport|pick-?up)\b/i;
IN_CONTEXT.rides = IN_CONTEXT.ride;
// Training is lifting weights only among words of fitness (staff, software or dog training is not).
IN_CONTEXT.training =
  /\b(?:gym|gyms|fitness|workouts?|personal training|strength|muscles?|weights?|athletes?|athletic|sports?|exercises?|bootcamp|crossfit|trainers?)\b/i;
// A studio is a microphone only among words of sound ("a recording studio"); a yoga, dance or art studio
// is drawn by what it is for, which names it.
IN_CONTEXT.studio =
  /\b(?:music|musicians?|recording|records?|podcasts?|radio|sound|audio|bands?|singers?|vocals?|producers?|beats|mixing|mastering|voice-?overs?|broadcast\w*|songs?|albums?|rap|hip-hop|karaoke)\b/i;
IN_CONTEXT.studios = IN_CONTEXT.studio;

// German town names by their endings ("Freiburg", "Heidelberg", "Ingolstadt", "Göttingen"), capitalised.
const GERMAN_TOWN =
  /^\p{Lu}\p{L}*(?:burg|berg|stadt|dorf|heim|hausen|furt|feld|bach|ingen|brück|brücken|münster|kirchen|hafen)$/u;

// Words of a website next to "visit".
const WEB_VISIT =
  /\bvisit(?:s|ing)?\s+(?:us\s+)?(?:(?:at|on)\s+)?(?:(?:our|the|my)\s+)?(?:website|web\s?site|site|web|online|page|(?:https?:\/\/)?(?:www\.)?[\w-]+\.[a-z]{2,}(?:\.[a-z]{2})?\b)/iu;

// English words whose picture as a noun is wrong when they are a verb ("Book your table": a calendar, not
// a book; "fly to Turkey": a plane, not an insect). Other verbs and adjectives are drawn only when our
// own list names them (deliver, launch, save, free); CLDR's keywords are nouns' pictures. German writes
// every noun with a capital: a word in lower case there is drawn the same way.
const EN_VERB_SENSE: Record<string, string[]> = {
  book: ["📅"],
  booking: ["📅"],
  booked: ["📅"],
  fly: ["✈️"],
  flying: ["✈️"],
  ship: ["📦"],
  ships: ["📦"],
  // Wellbeing words of tips and advice videos ("sleep better", "less stressed", "relax").
  sleep: ["😴"],
  sleeping: ["😴"],
  rest: ["😴"],
  relax: ["🧘"],
  relaxed: ["🧘"],
  stressed: ["😫"],
};
// A sport drawn only where it is named, never for what something does ("a dog running on the beach" is
// no runner, "swimming in options" no swimmer).
const EN_NOUN_ONLY = new Set([
  "book",
  "books",
  "booked",
  "booking",
  "running",
  "jogging",
  "swimming",
  "cycling",
  "climbing",
  "dancing",
  "hiking",
  "surfing",
  "boxing",
]);
// Words that are the verb when one of these follows them ("book at", "book now", "book your table").
const VERB_BEFORE: Record<string, RegExp> = {
  book: /^(?:at|now|online|today|your|a|an|via|through|with|on|here|direct|directly|ahead|early)$/,
};

/** Marks a word of a business's name that is not its last ("Iron" of "Iron House Gym"): never drawn. */
const NAME_PART = "";

const CLITIC: Record<string, RegExp> = {
  es: /^(?:se|te|me|nos|os|le|les)$/u,
  pt: /^(?:se|te|me|nos|lhe|lhes)$/u,
};

/**
 * The start offsets of English words used as verbs, adjectives or adverbs (compromise's part-of-speech
 * tagger), which name no thing to draw.
 */
function englishNonNouns(text: string): Map<number, string> {
  const out = new Map<number, string>();
  type Term = { text: string; tags: string[]; offset: { start: number; length: number } };
  const sentences = nlp(text).json({ offset: true }) as { terms: Term[] }[];
  for (const s of sentences) {
    // A name of several capitalised words ("Iron House Gym", "Bright Smile Dental") is drawn by its last
    // word, what the business is: the words before it are its name (no waffle iron, no house), except a
    // word that says what kind of business it is ("Sunrise Yoga Studio": a person doing yoga).
    let run: Term[] = [];
    const endRun = () => {
      if (run.length > 1)
        for (const t of run.slice(0, -1)) if (!KIND_MODIFIER.test(t.text)) out.set(t.offset.start, NAME_PART);
      run = [];
    };
    for (const t of s.terms) {
      if (/^\p{Lu}/u.test(t.text)) run.push(t);
      else endRun();
      if (/[,.:;!?]/.test((t as Term & { post?: string }).post ?? "")) endRun();
    }
    endRun();
    for (const [k, t] of s.terms.entries()) {
      const tags = new Set(t.tags);
      // "..., book at fixmybike.nl": the tagger reads a verb after a comma as a noun; the word after it
      // says it is the verb, unless the word before makes it a noun ("a good book at the library").
      const next = s.terms[k + 1]?.text.toLowerCase() ?? "";
      const before = new Set(s.terms[k - 1]?.tags ?? []);
      // A comma between them ("first class free, book at ...") ends the phrase the word before is in.
      const apart = /[,;:]/.test((s.terms[k - 1] as (Term & { post?: string }) | undefined)?.post ?? "");
      const nounPhrase =
        !apart && ["Determiner", "Adjective", "Possessive", "Preposition"].some((x) => before.has(x));
      if (VERB_BEFORE[t.text.toLowerCase()]?.test(next) && !nounPhrase && !out.has(t.offset.start)) {
        out.set(t.offset.start, t.text);
        continue;
      }
      if (tags.has("Noun") || tags.has("ProperNoun") || tags.has("Value")) continue;
      if (out.has(t.offset.start)) continue;
      if (tags.has("Verb") || tags.has("Adjective") || tags.has("Adverb")) out.set(t.offset.start, t.text);
    }
  }
  return out;
}

/** How a word the tagger reads as a verb or adjective is drawn, or null when it is not. */
function nonNounSubject(idx: LanguageIndex, word: string, lang: string): Found | null {
  const sense = lang === "en" ? EN_VERB_SENSE[word] : undefined;
  if (sense) return { emoji: sense.filter(drawable), score: 2 };
  if (lang === "en" && EN_NOUN_ONLY.has(word)) return null;
  for (const form of variants(word, lang)) {
    if (idx.curated.has(form)) return lookup(idx, form);
  }
  return null;
}

function stopWord(word: string, lang: string): boolean {
  return lang === "en" ? EN_STOP.has(word) : (STOP[lang]?.has(word) ?? false);
}

const MINOR = new Set(["📅", "🗓️", "💶", "💵", "💷", "💴"]);

const indexes = new Map<string, LanguageIndex>();

/** The CLDR locale directory for a BCP-47 language code, or null when CLDR has none. */
function cldrFile(language: string): string | null {
  const base = language.toLowerCase().split(/[-_]/)[0]!;
  const tries = [language, base, ...(base === "nb" ? ["no"] : []), ...(base === "tl" ? ["fil"] : [])];
  for (const l of tries) {
    try {
      return require.resolve(`cldr-annotations-full/annotations/${l}/annotations.json`);
    } catch {
      // next candidate
    }
  }
  return null;
}

export function baseLanguage(language: string): string {
  const b = language.toLowerCase().split(/[-_]/)[0]!;
  return b === "nb" ? "no" : b;
}

/** Lower case in the language's rules, compatibility forms unified. */
export function normalise(s: string, language: string): string {
  const n = s.normalize("NFKC");
  try {
    return n.toLocaleLowerCase(language);
  } catch {
    return n.toLowerCase();
  }
}

/** Latin words also match without accents ("cafe" and "café"); other scripts keep their marks. */
function folded(s: string): string | null {
  if (!/^[\p{Script=Latin}\p{N}'’ -]+$/u.test(s)) return null;
  const f = s
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .normalize("NFC");
  return f === s ? null : f;
}

/** Weekday and month names in the language, from Intl (CLDR inside the JavaScript engine). */
function calendarWords(language: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const put = (word: string, emoji: string) => {
    const k = normalise(word.replace(/[.,]/g, ""), language).trim();
    // "sexta-feira" is also matched as the two words a segmenter makes of it, and in the plural
    // ("às sextas-feiras").
    const plural =
      baseLanguage(language) === "pt" && /^\p{L}+-\p{L}+$/u.test(k)
        ? k.replace(/(\p{L})(?=-|$)/gu, "$1s")
        : "";
    for (const form of [k, k.replace(/-/g, " "), plural, plural.replace(/-/g, " ")])
      if (form.length >= 2 && !out.has(form)) out.set(form, [emoji]);
    // Arabic "الجمعة": also without its article ("يوم جمعة").
    if (baseLanguage(language) === "ar" && /^ال\p{L}{2,}/u.test(k)) put(k.slice(2), emoji);
  };
  try {
    for (const style of ["long", "short"] as const) {
      const wd = new Intl.DateTimeFormat(language, { weekday: style, timeZone: "UTC" });
      for (let d = 0; d < 7; d++) put(wd.format(Date.UTC(2024, 0, 1 + d)), "📅");
    }
    const mo = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" });
    for (let m = 0; m < 12; m++) put(mo.format(Date.UTC(2024, m, 15)), "🗓️");
    const names = new Intl.DisplayNames([language], { type: "currency" });
    for (const [code, emoji] of [
      ["EUR", "💶"],
      ["USD", "💵"],
      ["GBP", "💷"],
      ["JPY", "💴"],
    ] as const) {
      const name = names.of(code);
      if (!name) continue;
      put(name, emoji);
      // "US Dollar", "British Pound": the last word alone is said too.
      const words = name.split(/\s+/);
      if (words.length > 1) put(words.at(-1)!, emoji);
    }
  } catch {
    // A language Intl does not know: no calendar words.
  }
  return out;
}

// Case endings of Russian nouns: "пятница" is also "пятницу", "пятницы", "пятнице", "пятницей"... (not
// "и": "среди", among, is no Wednesday).
const RU_ENDINGS = /^(?:а|я|у|ю|ы|е|о|ой|ей|ою|ею|ам|ям|ами|ями|ах|ях|ом|ем|ь)$/u;
const CYRILLIC_STEM = /[аяоеьйы]$/u;

/** The long weekday names of a language, as their inflected forms begin. */
function weekdayStems(language: string): string[] {
  const stems: string[] = [];
  try {
    const wd = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
    for (let d = 0; d < 7; d++) {
      const name = normalise(wd.format(Date.UTC(2024, 0, 1 + d)), language);
      if (/\s/u.test(name) || [...name].length < 3) continue;
      stems.push(/\p{Script=Cyrillic}/u.test(name) ? name.replace(CYRILLIC_STEM, "") : name);
    }
  } catch {
    // A language Intl does not know.
  }
  return stems;
}

/**
 * Whether a word is an inflected weekday name: a stem followed by a case ending (Russian), or the
 * whole name followed by a short ending ("freitags", "vendredis", "শুক্রবারে", "cumaları").
 */
function inflectedWeekday(idx: LanguageIndex, word: string): boolean {
  for (const stem of idx.weekdayStems) {
    if (!word.startsWith(stem) || word === stem) continue;
    const rest = word.slice(stem.length);
    if (/\p{Script=Cyrillic}/u.test(stem)) {
      if (RU_ENDINGS.test(rest)) return true;
    } else if ([...rest].length <= 3 && /^[\p{L}\p{M}]+$/u.test(rest) && [...stem].length >= 4) return true;
  }
  return false;
}

// Country names English speakers use that Intl writes otherwise ("Türkiye", "Czechia", "United States").
const EN_REGION_ALIASES =
  "turkey;czech republic;holland;america;usa;uk;england;scotland;wales;ivory coast".split(";");
const WORLD_MAP = "🗺️";

/** The names of every country and region in a language, from Intl (CLDR inside the JavaScript engine). */
function regionNames(language: string): string[] {
  const out = new Set<string>(baseLanguage(language) === "en" ? EN_REGION_ALIASES : []);
  const A = "A".charCodeAt(0);
  for (const style of ["long", "short"] as const) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([language], { type: "region", style, fallback: "none" });
    } catch {
      return [...out];
    }
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        // Private-use and unknown codes name no place.
        if (/^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code)) continue;
        const name = names.of(code);
        if (name && name !== code) out.add(normalise(name.replace(/-/g, " "), language).trim());
      }
    }
  }
  return [...out].filter((n) => [...n].length >= 2);
}

// Arabic prefixes written onto a word: and, so, with/by, for, like, and the article (with each of them).
const AR_PREFIX = /^(?:وال|بال|فال|كال|لل|ال|و|ف|ب|ل|ك)(?=\p{L}{3,})/u;

function build(language: string): LanguageIndex {
  const keys = new Map<string, Hit[]>();
  const add = (key: string, emoji: string, weight: number) => {
    const k = normalise(key, language).trim();
    if (!k) return;
    for (const form of [k, folded(k)]) {
      if (!form) continue;
      const hits = keys.get(form) ?? [];
      const same = hits.find((h) => h.emoji === emoji);
      if (same) same.weight = Math.max(same.weight, weight);
      else hits.push({ emoji, weight });
      keys.set(form, hits);
    }
  };
  const file = cldrFile(language);
  const unspacedLanguage = UNSPACED.has(baseLanguage(language));
  if (file) {
    const data = JSON.parse(readFileSync(file, "utf8")) as {
      annotations: { annotations: Record<string, { default?: string[]; tts?: string[] }> };
    };
    for (const [emoji, a] of Object.entries(data.annotations.annotations)) {
      if (!drawable(emoji)) continue;
      const name = a.tts?.[0];
      if (name) {
        add(name, emoji, 3);
        const parts = name.split(/[\s:,]+/).filter(Boolean);
        if (parts.length > 1)
          for (const p of parts)
            if (!stopWord(normalise(p, language), baseLanguage(language))) add(p, emoji, 2);
      }
      for (const k of a.default ?? []) {
        // In scripts without spaces a keyword inside the short name is one of its words ("パン" of "食パン").
        add(k, emoji, unspacedLanguage && name && k !== name && name.includes(k) ? 2 : 1);
      }
    }
  }
  let maxKeyChars = 1;
  for (const [k, hits] of keys) {
    const spread = 1 + Math.log2(hits.length);
    for (const h of hits) h.weight = (h.weight / spread) * (REACTION.test(h.emoji) ? 0.35 : 1);
    hits.sort((a, b) => b.weight - a.weight);
    maxKeyChars = Math.max(maxKeyChars, [...k].length);
  }
  const curated = new Map<string, string[]>();
  for (const [k, v] of synonymsFor(baseLanguage(language))) {
    const emoji = v.filter((e) => drawable(e));
    if (emoji.length === 0) continue;
    const nk = normalise(k, language);
    curated.set(nk, emoji);
    const f = folded(nk);
    if (f && !curated.has(f)) curated.set(f, emoji);
  }
  for (const [k, v] of calendarWords(language)) if (!curated.has(k)) curated.set(k, v);
  // Countries: in scripts without capitals a name is always the place ("中国", "トルコ"); in the others
  // only when written with a capital (see `regions`).
  const regions = new Set<string>();
  const drawsMap = drawable(WORLD_MAP);
  for (const name of drawsMap ? regionNames(language) : []) {
    if (/[\p{Lu}\p{Ll}]/u.test(name)) regions.add(name);
    else if (!curated.has(name)) curated.set(name, [WORLD_MAP]);
  }
  for (const k of curated.keys()) maxKeyChars = Math.max(maxKeyChars, [...k].length);
  const weak = new Set(baseLanguage(language) === "en" ? WEAK : []);
  return {
    language,
    keys,
    curated,
    weak,
    weekdayStems: weekdayStems(language),
    regions,
    maxKeyChars: Math.min(maxKeyChars, 12),
  };
}

/** The index of a language (built on first use). */
export function languageIndex(language: string): LanguageIndex {
  const base = baseLanguage(language);
  const key = base === "zh" && /hant|tw|hk/i.test(language) ? "zh-Hant" : base;
  let idx = indexes.get(key);
  if (!idx) {
    idx = build(key);
    indexes.set(key, idx);
  }
  return idx;
}

/** Forms to look a word up by, the word itself first. */
function variants(word: string, language: string): string[] {
  const out = [word];
  const push = (s: string, min = 3) => {
    if ([...s].length >= min && !out.includes(s)) out.push(s);
  };
  const w = word;
  if (language === "en") {
    if (w.endsWith("'s") || w.endsWith("’s")) push(w.slice(0, -2));
    if (w.endsWith("ies")) push(`${w.slice(0, -3)}y`);
    if (w.endsWith("ves")) push(`${w.slice(0, -3)}f`);
    if (w.endsWith("es")) push(w.slice(0, -2));
    if (w.endsWith("s") && !w.endsWith("ss")) push(w.slice(0, -1));
    for (const suffix of ["ing", "ed", "er"]) {
      if (!w.endsWith(suffix) || w.length < suffix.length + 3) continue;
      const stem = w.slice(0, -suffix.length);
      push(stem);
      push(`${stem}e`);
      if (/([b-df-hj-np-tv-z])\1$/.test(stem)) push(stem.slice(0, -1));
    }
    return out;
  }
  if (language === "ar") {
    // Up to two prefixes ("وبالجمعة": and + with + the); the word with and without its article.
    let rest = w;
    for (let k = 0; k < 2; k++) {
      const m = AR_PREFIX.exec(rest);
      if (!m) break;
      rest = rest.slice(m[0].length);
      if (m[0].endsWith("ال") || m[0] === "لل") push(`ال${rest}`, 3);
      push(rest, 3);
    }
    return out;
  }
  if (language === "ko") {
    const m = KOREAN_PARTICLES.exec(w);
    if (m && w.length > m[0].length) push(w.slice(0, -m[0].length), 1);
    return out;
  }
  for (const suffix of ["es", "s", "en", "n", "e", "er", "i", "a", "os", "as", "x"]) {
    if (w.endsWith(suffix) && [...w].length - suffix.length >= 4) push(w.slice(0, -suffix.length), 4);
  }
  if (AGGLUTINATIVE.has(language)) {
    for (let cut = 1; cut <= 5; cut++) if ([...w].length - cut >= 4) push([...w].slice(0, -cut).join(""), 4);
  }
  return out;
}

interface Found {
  emoji: string[];
  score: number;
}

function lookup(idx: LanguageIndex, form: string): Found | null {
  const curated = idx.curated.get(form);
  // Days, dates and money are drawn too, after the things a sentence is about.
  if (curated) return { emoji: curated, score: idx.weak.has(form) ? 1.5 : MINOR.has(curated[0]!) ? 2 : 3 };
  const hits = idx.keys.get(form);
  if (!hits?.length) return null;
  // A key one emoji owns far more than the others ("パン": bread twice as much as croissant) is its word.
  const clear = hits.length > 1 && hits[0]!.weight >= 1.8 * hits[1]!.weight ? 1.5 : 1;
  return { emoji: [hits[0]!.emoji], score: hits[0]!.weight * clear };
}

/** The best subject for one word in any of its forms (no compounds), or null. */
function lookupForms(idx: LanguageIndex, word: string, lang: string): Found | null {
  const forms = variants(word, lang);
  // Curated words first in any form ("delivering" is CLDR's incoming envelope, "deliver" a truck).
  for (const curatedOnly of [true, false]) {
    for (const [i, form] of forms.entries()) {
      if (i > 0 && stopWord(form, lang)) continue;
      // A Korean word without its particle may be one syllable: only our own keys (빵) count then.
      if ([...form].length < 2 && CJK.test(form) && !idx.curated.has(form)) continue;
      for (const f of [form, folded(form)]) {
        if (!f) continue;
        const found = idx.curated.has(f) ? lookup(idx, f) : curatedOnly ? null : lookup(idx, f);
        // A variant is a guess: it counts a little less than the word as written.
        if (found) return i === 0 ? found : { ...found, score: found.score * 0.9 };
      }
    }
  }
  return null;
}

// Letters German and its neighbours put between the parts of a compound ("Hund-e-schule",
// "Arbeit-s-platz"), tried off the first part.
const LINKS = ["", "s", "es", "n", "en", "e", "er"];

/**
 * The best subject for one word (its variants, then a compound's parts), or null. A compound is drawn
 * by its first part, the one that tells it apart, then its last, what it is ("Fahrradladen": a bicycle
 * and a shop; "Hundeschule": a dog and a school); by its last alone when the first has no picture.
 */
function lookupWord(idx: LanguageIndex, word: string): Found | null {
  const lang = baseLanguage(idx.language);
  const own = lookupForms(idx, word, lang);
  if (own) return own;
  if (inflectedWeekday(idx, word)) return { emoji: ["📅"], score: 2 * 0.9 };
  if (COMPOUNDING.has(lang)) {
    const chars = [...word];
    for (let cut = 2; cut <= chars.length - 4; cut++) {
      const tail = chars.slice(cut).join("");
      const found = lookup(idx, tail) ?? lookup(idx, variants(tail, lang)[1] ?? "");
      if (!found) continue;
      const head = chars.slice(0, cut).join("");
      let first: Found | null = null;
      for (const link of LINKS) {
        if (!head.endsWith(link) || [...head].length - link.length < 4) continue;
        const part = head.slice(0, head.length - link.length);
        if (stopWord(part, lang)) continue;
        first = lookupForms(idx, part, lang);
        if (first) break;
      }
      const emoji = first ? [...new Set([first.emoji[0]!, found.emoji[0]!])] : found.emoji;
      return { emoji, score: Math.max(found.score, first?.score ?? 0) * 0.8 };
    }
  }
  return null;
}

const SYMBOLS: [RegExp, string][] = [
  [/€/gu, "💶"],
  [/\$/gu, "💵"],
  [/£/gu, "💷"],
  [/¥|￥/gu, "💴"],
];

/** Minimum score of a subject: below it a word is too generic to draw. */
export const MIN_SUBJECT_SCORE = 0.55;

/** The clock face showing a time's hour (and half hour): 🕐..🕛, 🕜..🕧. */
function clockFace(hour: number, minute: number): string {
  const h = ((hour + 11) % 12) + 1;
  const half = minute >= 15 && minute < 45;
  // The next hour's face from 45 minutes on.
  const shown = minute >= 45 ? (h % 12) + 1 : h;
  return String.fromCodePoint((half ? 0x1f55c : 0x1f550) + shown - 1);
}

/**
 * The picturable subjects a text names, in the order they appear. Words are found by Intl.Segmenter in
 * spaced scripts (with multi-word names such as "ice cream" first) and by longest match in scripts
 * written without spaces; emoji written in the text count as themselves.
 */
/**
 * `list`: the text is a list of picture words (a writer's hint, "garden plants"), not a sentence: no
 * word is read as a verb ("plants") or as part of a name.
 */
export function findSubjects(text: string, language = "en", opts: { list?: boolean } = {}): SubjectMatch[] {
  return recentSubjects.get(`${language}\u0000${opts.list ? 1 : 0}\u0000${text}`, () =>
    subjectsOf(text, language, opts),
  );
}

function subjectsOf(text: string, language: string, opts: { list?: boolean }): SubjectMatch[] {
  const idx = languageIndex(language);
  const lang = baseLanguage(language);
  const out: SubjectMatch[] = [];
  const taken = new Array<boolean>(text.length).fill(false);
  const claim = (start: number, end: number, word: string, found: Found) => {
    if (found.score < MIN_SUBJECT_SCORE) return;
    for (let i = start; i < end; i++) if (taken[i]) return;
    for (let i = start; i < end; i++) taken[i] = true;
    out.push({ word, start, end, emoji: found.emoji, score: found.score });
  };
  // A name in guillemets or corner brackets («مخالب سعيدة», «Кофейня», 「花月」) is a name: its words
  // ("claws", "flower") are no subjects.
  for (const m of text.matchAll(/[«「『][^«»「」『』]{1,60}[»」』]/gu))
    for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
  for (const m of text.matchAll(
    /\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic}|\p{EMod})*/gu,
  )) {
    if (iconNameFor(m[0])) claim(m.index, m.index + m[0].length, m[0], { emoji: [m[0]], score: 3 });
  }
  // A time of day ("7am", "7:30 pm", "19:00", "19h30"), read as the facts read it: a clock at that hour.
  for (const m of text.matchAll(TIME_RE)) {
    const hour = Number(m[1] ?? m[4]);
    const minute = Number(m[2] ?? m[5] ?? 0);
    claim(m.index, m.index + m[0].length, m[0], { emoji: [clockFace(hour, minute)], score: 2 });
  }
  for (const [re, emoji] of SYMBOLS) {
    for (const m of text.matchAll(re))
      claim(m.index, m.index + m[0].length, m[0], { emoji: [emoji], score: 2 });
  }
  const unspaced =
    UNSPACED.has(lang) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(text);
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
  } catch {
    segmenter = new Intl.Segmenter("en", { granularity: "word" });
  }
  const words = [...segmenter.segment(text)].filter((s) => s.isWordLike);
  const nonNouns = lang === "en" && !opts.list ? englishNonNouns(text) : undefined;
  if (!unspaced) {
    // Names of two or three words ("ice cream", "hot air balloon") before single words.
    for (const n of [3, 2]) {
      for (let i = 0; i + n <= words.length; i++) {
        const group = words.slice(i, i + n);
        const start = group[0]!.index;
        const last = group.at(-1)!;
        const end = last.index + last.segment.length;
        const raw = text.slice(start, end);
        if (!/^[\p{L}\p{N}'’]+(?:[\s-][\p{L}\p{N}'’]+)*$/u.test(raw)) continue;
        const phrase = normalise(raw.replace(/-/g, " ").replace(/\s+/g, " "), language);
        const found =
          region(idx, raw, phrase) ??
          lookup(idx, phrase) ??
          orGeneral(lookup(idx, folded(phrase) ?? ""), phrase, lang);
        if (found && found.score >= 1) claim(start, end, raw, found);
      }
    }
  }
  // Runs of Chinese and Japanese characters are scanned whole: a segmenter may cut a word we know
  // ("面包店" into "面包" and "店", "每周五" into "每周" and "五").
  const runs: { text: string; index: number }[] = [];
  let before = "";
  for (const w of words) {
    const word = normalise(w.segment, language);
    // Spanish and Portuguese: a word after a pronoun written before its verb is that verb ("se nota",
    // "te espera"), not the noun it spells (a musical note).
    const afterClitic = CLITIC[lang]?.test(before) ?? false;
    before = word;
    if (unspaced && UNSPACED_RUN.test(w.segment)) {
      // Function words ("这里", "から") part runs: they are never part of a subject's name.
      if (stopWord(word, lang)) continue;
      const prev = runs.at(-1);
      if (prev && prev.index + prev.text.length === w.index) prev.text += w.segment;
      else runs.push({ text: w.segment, index: w.index });
      continue;
    }
    const chars = [...word].length;
    if (/^\p{N}+$/u.test(word)) continue;
    if (stopWord(word, lang)) continue;
    // Short words are too vague, unless listed as words that draw ("꽃" flower, "빵" bread are one syllable).
    if (chars < (CJK.test(word) ? 2 : 3) && !idx.curated.has(word)) continue;
    const context = lang === "en" ? IN_CONTEXT[word] : undefined;
    if (context && !context.test(text)) continue;
    if (nonNouns?.get(w.index) === NAME_PART) continue;
    let found =
      region(idx, w.segment, word) ??
      (nonNouns?.has(w.index) || afterClitic || (lang === "de" && /^\p{Ll}/u.test(w.segment))
        ? (nonNounSubject(idx, word, lang) ?? (HYPERNYMS[word] ? general(word, lang) : null))
        : orGeneral(lookupWord(idx, word), word, lang));
    // "in Freiburg", "aus Magdeburg": a German town by its name's ending, not the castle of "-burg".
    if (
      lang === "de" &&
      GERMAN_TOWN.test(w.segment) &&
      /(?:^|\s)(?:in|aus|nach|bei|von)\s+$/u.test(text.slice(0, w.index))
    )
      found = { emoji: ["🏙️"], score: 3 };
    if (found)
      claim(
        w.index,
        w.index + w.segment.length,
        w.segment,
        // "Visit greenleafbristol.co.uk", "visit our website": a visit to a site is the web, not a map pin.
        lang === "en" && /^visit(?:s|ing)?$/.test(word) && WEB_VISIT.test(text)
          ? { ...found, emoji: ["🌐"] }
          : found,
      );
  }
  for (const run of runs) {
    scanUnspaced(idx, run.text, run.index, language, claim);
  }
  out.sort((a, b) => a.start - b.start);
  return OF.has(lang) ? withSpecifiersFirst(text, out) : out;
}

// Romance languages name a kind of thing as "X de Y" ("escuela de yoga", "loja de bicicletas", "cours de
// danse"): Y tells it apart, X says what it is, as a German compound's parts do.
const OF = new Set(["es", "pt", "fr", "it"]);
const OF_WORDS = /^\s+(?:de|del|da|do|das|dos|des|du|di)\s+$|^\s+d['’]$/iu;

/**
 * "X de Y" as one subject drawn by Y, then X ("escuela de yoga": a person doing yoga, then a school),
 * as a compound is; the found subjects in text order.
 */
function withSpecifiersFirst(text: string, found: SubjectMatch[]): SubjectMatch[] {
  const out: SubjectMatch[] = [];
  for (let i = 0; i < found.length; i++) {
    const [a, b] = [found[i]!, found[i + 1]];
    if (b && OF_WORDS.test(text.slice(a.end, b.start))) {
      out.push({
        word: text.slice(a.start, b.end),
        start: a.start,
        end: b.end,
        emoji: [...new Set([b.emoji[0]!, a.emoji[0]!])],
        score: Math.max(a.score, b.score),
      });
      i++;
    } else out.push(a);
  }
  return out;
}

/**
 * A word with no picture of its own drawn as its nearest general subject ("matcha" as green tea,
 * "gelato" as ice cream, "pottery" as an amphora), from the hypernym table and the English keyword data;
 * it counts less than a word's own picture.
 */
function general(word: string, lang: string): Found | null {
  const en = languageIndex("en");
  for (const form of new Set([word, ...variants(word, lang)])) {
    for (const target of HYPERNYMS[form] ?? []) {
      const found = lookup(en, normalise(target, "en"));
      const emoji = found?.emoji.filter(drawable)[0];
      if (emoji) return { emoji: [emoji], score: 1.2 };
    }
  }
  return null;
}

/** A word's own picture, or its general subject's when it has none strong enough to draw. */
function orGeneral(found: Found | null, word: string, lang: string): Found | null {
  if (found && found.score >= MIN_SUBJECT_SCORE) return found;
  return general(word, lang) ?? found;
}

/** A country written with a capital ("Turkey", "Chile"): a map, never the thing its name also means. */
function region(idx: LanguageIndex, raw: string, form: string): Found | null {
  if (!/^\p{Lu}/u.test(raw)) return null;
  return idx.regions.has(form) || idx.regions.has(folded(form) ?? "")
    ? { emoji: [WORLD_MAP], score: 2 }
    : null;
}

const UNSPACED_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}ー々〆]+$/u;
const KATAKANA_RUN = /[\p{Script=Katakana}ー・]+/gu;

function scanUnspaced(
  idx: LanguageIndex,
  segment: string,
  offset: number,
  language: string,
  claim: (start: number, end: number, word: string, found: Found) => void,
) {
  const chars = [...segment];
  const found: { start: number; end: number; piece: string; found: Found }[] = [];
  let i = 0;
  let at = 0;
  while (i < chars.length) {
    let matched = 0;
    for (let len = Math.min(idx.maxKeyChars, chars.length - i); len >= 1; len--) {
      const piece = chars.slice(i, i + len).join("");
      // One character (a Han or kana character, a Latin letter) is a word only when it is one of our
      // own keys (円, 茶): CLDR's one-character keywords (条, "p") name signs and buttons.
      const key = normalise(piece, language);
      const own = len > 1 || idx.curated.has(key) ? lookup(idx, key) : null;
      const hit = len > 1 && HYPERNYMS[key] ? orGeneral(own, key, language) : own;
      if (hit && hit.score >= MIN_SUBJECT_SCORE) {
        found.push({ start: at, end: at + piece.length, piece, found: hit });
        matched = len;
        break;
      }
    }
    const step = Math.max(1, matched);
    at += chars.slice(i, i + step).join("").length;
    i += step;
  }
  // A word in katakana is a word from another language, often a name ("リスボン", Lisbon): the words we
  // know must make up all of it ("チーズケーキ"), or be its last word, the head of the compound, of at
  // least three characters ("ホットコーヒー"); never a piece of it ("リス", a squirrel).
  const foreign = [...segment.matchAll(KATAKANA_RUN)].map((m) => [m.index, m.index + m[0].length] as const);
  const whole = ([a, b]: readonly [number, number]) => {
    let covered = a;
    for (const f of found)
      if (f.end > a && f.start < b && f.start <= covered) covered = Math.max(covered, f.end);
    return covered >= b;
  };
  const broken = foreign.filter((r) => !whole(r));
  for (const f of found) {
    const inside = broken.find(([a, b]) => f.start < b && f.end > a);
    if (inside && !(f.end === inside[1] && f.start > inside[0] && [...f.piece].length >= 3)) continue;
    claim(offset + f.start, offset + f.end, f.piece, f.found);
  }
}

// Japanese read by its sounds: espeak-ng's Japanese voice reads kana but says "Chinese letter" for every
// kanji, so kanji words are replaced by their readings (katakana) from the kuromoji morphological
// analyser and its bundled IPA dictionary, one space between words so that each gets its own timing.
// The dictionary takes about 2 s and 300 MB to load: it is loaded on first use (Japanese narration
// only), kept while narrations keep coming, and let go after a minute without use.

import { createRequire } from "node:module";
import path from "node:path";
import kuromoji from "kuromoji";
import { RewriteBuilder, type Rewritten } from "./offset-map.ts";

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;
let loading: Promise<Tokenizer> | undefined;
let idle: NodeJS.Timeout | undefined;
const KEEP_MS = 60_000;

function tokenizer(): Promise<Tokenizer> {
  clearTimeout(idle);
  idle = setTimeout(() => {
    loading = undefined; // the garbage collector takes the dictionary back
  }, KEEP_MS);
  idle.unref();
  if (!loading) {
    const require = createRequire(import.meta.url);
    const dicPath = path.join(path.dirname(require.resolve("kuromoji/package.json")), "dict");
    loading = new Promise<Tokenizer>((resolve, reject) => {
      kuromoji.builder({ dicPath }).build((err, t) => (err ? reject(err) : resolve(t)));
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

// Punctuation stays on its word; every other word, particles included, gets a space before it so that
// espeak-ng reports its start: captions cut Japanese at real word boundaries (買い|ました) and each cut
// must fall on a time the voice really said (it costs about 10% of pace, made up in RATE_SCALE).
const ATTACHED = new Set(["記号"]);

/** Whether `text` has kanji that espeak-ng would spell out. */
export function hasKanji(text: string): boolean {
  return /\p{Script=Han}/u.test(text);
}

/**
 * `text` with every word in katakana as pronounced (は as a particle is ワ), words separated by spaces
 * ("キョー ワ テンキ ガ"). Words without a reading stay as written.
 */
export async function japaneseReading(text: string): Promise<Rewritten & { phrases: Phrase[] }> {
  const tokens = (await tokenizer()).tokenize(text);
  return { ...readingOf(text, tokens), phrases: phrasesOf(text, tokens) };
}

/** A span of the text read as one caption word. */
export interface Phrase {
  from: number;
  to: number;
}

// Words that lean on the one before them: particles (は, を), auxiliaries (ます, た), suffixes and
// dependent verbs (くださ|い, いただけ), symbols.
const BOUND_POS = new Set(["助詞", "助動詞", "記号"]);
const BOUND_DETAIL = new Set(["接尾", "非自立"]);

/**
 * The text's phrases (bunsetsu): a word with the particles and auxiliaries that follow it, and a prefix
 * with the word it opens ("覚えて|ください", "お試し|ください", "買いました"). Captions show these whole:
 * Intl.Segmenter alone cuts inside words ("くだ|さい", "ま|した").
 */
function phrasesOf(text: string, tokens: kuromoji.IpadicFeatures[]): Phrase[] {
  const out: Phrase[] = [];
  let at = 0;
  let prefix = false;
  for (const t of tokens) {
    const start = text.indexOf(t.surface_form, at);
    if (start < 0) continue;
    const end = start + t.surface_form.length;
    at = end;
    if (/^\s+$/u.test(t.surface_form)) {
      prefix = false;
      continue;
    }
    const last = out.at(-1);
    const bound = BOUND_POS.has(t.pos) || BOUND_DETAIL.has(t.pos_detail_1);
    if (last && last.to === start && (bound || prefix)) last.to = end;
    else out.push({ from: start, to: end });
    prefix = t.pos === "接頭詞";
  }
  return out;
}

function readingOf(text: string, tokens: kuromoji.IpadicFeatures[]): Rewritten {
  // Word starts as Intl.Segmenter sees them (captions cut there): a kana word that spans one of them
  // ("まし|た" against "ま|した") is spoken in two parts so that each part has a time of its own.
  const cuts = new Set<number>();
  for (const seg of new Intl.Segmenter("ja", { granularity: "word" }).segment(text)) cuts.add(seg.index);
  const b = new RewriteBuilder(text);
  let at = 0;
  let first = true;
  for (const t of tokens) {
    const surface = t.surface_form;
    const start = text.indexOf(surface, at);
    if (start < 0) continue;
    b.copy(at, start);
    const end = start + surface.length;
    const reading = t.pronunciation && t.pronunciation !== "*" ? t.pronunciation : undefined;
    let spoken = reading ?? surface;
    if (t.pos === "助詞" && spoken === "ヲ") spoken = "オ";
    const gap = !first && !ATTACHED.has(t.pos) && !/^\s/u.test(surface) && !/\s$/u.test(text.slice(0, start));
    if (/^\s+$/u.test(surface)) {
      b.copy(start, end);
    } else if (spoken === surface && !gap) {
      b.copy(start, end);
    } else if (
      spoken.length === surface.length &&
      /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(surface)
    ) {
      // Kana read as written, letter for letter: split it where the captions' words start.
      let from = start;
      for (let k = start + 1; k <= end; k++) {
        if (k < end && !cuts.has(k)) continue;
        const lead = from === start ? gap : true;
        b.replace(from, k, `${lead ? " " : ""}${spoken.slice(from - start, k - start)}`);
        from = k;
      }
    } else {
      b.replace(start, end, `${gap ? " " : ""}${spoken}`);
    }
    first = false;
    at = end;
  }
  b.copy(at, text.length);
  return b.done();
}

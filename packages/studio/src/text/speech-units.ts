// Counting text the way speaking rates are measured: words for languages written with spaces, characters
// for those written without (Chinese, Japanese, Thai, Lao, Burmese, Khmer). `Language.wordsPerMinute`
// uses the same units, so `seconds = speechUnits(text) / wordsPerMinute * 60` holds for every language.

// One unit per character of Han, kana, Thai, Lao, Myanmar and Khmer; otherwise one per run of letters,
// digits and combining marks (marks keep Devanagari, Bengali and Arabic words whole), with inner
// apostrophes and hyphens ("don't", "well-known") and numbers such as 3.5 or 10,000 counted as one word.
const UNIT =
  /\p{N}+(?:[.,:]\p{N}+)+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Khmer}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Khmer}])[\p{L}\p{N}\p{M}])+(?:['’-](?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}])+)*/gu;

/** Words (or characters, for unspaced scripts) a narrator would say in `text`. */
export function speechUnits(text: string): number {
  let units = 0;
  UNIT.lastIndex = 0;
  while (UNIT.exec(text) !== null) units++;
  return units;
}

/** Planned seconds to say `text` at `wordsPerMinute` (in the units of `speechUnits`). */
export function speechSeconds(text: string, wordsPerMinute: number): number {
  if (!(wordsPerMinute > 0)) throw new Error(`wordsPerMinute must be positive, got ${wordsPerMinute}.`);
  return (speechUnits(text) / wordsPerMinute) * 60;
}

// Which of the product's languages a piece of text is written in, from its script and, for Latin-script
// text, its most common small words. Good enough to tell whether the user's own words can be spoken in
// the video's language; it is not a general language identifier.

const LATIN_WORDS: Record<string, string[]> = {
  en: "the a an and of to in for with on at is are our your we you it this that from by new every no off up out now per all just only call get free open book visit order shop day week month year".split(
    " ",
  ),
  es: "el la los las un una y de del en para con por es son nuestro nuestra tu su que cada nuevo nueva al".split(
    " ",
  ),
  pt: "o a os as um uma e de do da em no na para com por é são nosso nossa seu sua que cada novo nova ao".split(
    " ",
  ),
  fr: "le la les un une et de du des en à au pour avec par est sont notre votre nous vous chaque nouveau nouvelle".split(
    " ",
  ),
  de: "der die das ein eine und von zu im in für mit auf ist sind unser unsere dein ihr jeden jede neu neue neuer neues neuen den dem am bis ab uhr bei zum zur vom nur jetzt auch oder täglich heute unter".split(
    " ",
  ),
  id: "yang dan di ke dari untuk dengan ini itu kami kamu anda setiap baru adalah akan pada oleh kursus kelas orang daftar harga mulai buka hari bulan minggu sekarang toko diskon hanya juga bisa maksimal semua".split(
    " ",
  ),
  sw: "na ya wa kwa za la cha katika ni kila mpya yetu yako sisi wewe hii huko kutoka kwenye".split(" "),
};

/** A BCP-47 code among the product's languages ("en", "es", "zh", ...); "en" when nothing tells. */
export function detectLanguage(text: string): string {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(/\p{Script=Han}/gu);
  const scripts: [string, number][] = [
    ["ja", kana > 0 ? kana + han : 0],
    ["zh", kana > 0 ? 0 : han],
    ["ko", count(/\p{Script=Hangul}/gu)],
    ["ur", /[ٹڈڑںےۓہھ]/u.test(text) ? count(/\p{Script=Arabic}/gu) : 0],
    ["ar", /[ٹڈڑںےۓہھ]/u.test(text) ? 0 : count(/\p{Script=Arabic}/gu)],
    ["hi", count(/\p{Script=Devanagari}/gu)],
    ["bn", count(/\p{Script=Bengali}/gu)],
    ["ru", count(/\p{Script=Cyrillic}/gu)],
  ];
  const latin = count(/\p{Script=Latin}/gu);
  const best = scripts.sort((a, b) => b[1] - a[1])[0]!;
  if (best[1] > latin / 3 && best[1] > 0) return best[0];
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let top = "en";
  let topScore = 0;
  for (const [code, list] of Object.entries(LATIN_WORDS)) {
    const set = new Set(list);
    const score = words.filter((w) => set.has(w)).length;
    if (score > topScore) {
      top = code;
      topScore = score;
    }
  }
  // A tie with English (one "in" each) goes to German when its letters are there ("Frühstück", "Straße").
  if (top === "en" && /[äöüß]/iu.test(text)) {
    const de = new Set(LATIN_WORDS.de);
    if (words.filter((w) => de.has(w)).length >= topScore) return "de";
  }
  // Unaccented Portuguese and Spanish share most small words; their own letters decide.
  if ((top === "es" || top === "pt") && /[ãõç]|\b(?:não|em|uma|os)\b/iu.test(text)) return "pt";
  if (top === "pt" && /[ñ¿¡]|\b(?:una|los|el|y)\b/iu.test(text)) return "es";
  return top;
}

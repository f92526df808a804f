// Escaping for ASS dialogue text. libass treats `{...}` as override tags and `\N`, `\n`, `\h`, `\{`, `\}`
// as specials; it has no generic backslash escape, so a literal backslash gets an invisible U+2060 WORD
// JOINER after it (the workaround libass maintainers recommend), and braces become `\{` / `\}`.

const WORD_JOINER = "\u2060";

export function escapeAssText(text: string): string {
  return text
    .replace(/[\r\n\t\v\f\u2028\u2029]+/g, " ")
    .replace(/\\/g, `\\${WORD_JOINER}`)
    .replace(/\{/g, "\\{")
    .replace(/\}/g, "\\}");
}

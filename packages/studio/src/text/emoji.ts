// Emoji as written in a script: one cluster per picture, a pictograph (or a flag's pair of regional
// indicators) with its variation selector, skin tone, keycap and zero-width-joined parts.

const PART = String.raw`(?:\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|\u{20E3}|\p{Extended_Pictographic}|\p{Regional_Indicator})`;

/** A fresh global regex of emoji clusters. */
export function emojiClusters(): RegExp {
  return new RegExp(String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})${PART}*`, "gu");
}

/** Parts of an emoji that take no room of their own (joiners, selectors, skin tones, keycap). */
export const EMOJI_JOINING = /^(?:\u{FE0F}|\u{FE0E}|\u{200D}|\u{20E3}|[\u{1F3FB}-\u{1F3FF}])$/u;

/** Whether a cluster is shown as a picture ("™" or "©" without a selector are text). */
export function isPictureEmoji(cluster: string): boolean {
  return /\p{Emoji_Presentation}|\u{FE0F}|\p{Regional_Indicator}/u.test(cluster);
}

/** `text` without the emoji shown as pictures (what a voice must be given: captions draw them). */
export function withoutEmoji(text: string): string {
  return text
    .replace(emojiClusters(), (m) => (isPictureEmoji(m) ? " " : m))
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([.,!?;:])/g, "$1")
    .trim();
}

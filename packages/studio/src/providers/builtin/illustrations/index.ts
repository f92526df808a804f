// The built-in illustration library: find pictures for words in 50+ languages, draw them as PNG.
export {
  emojiForIcon,
  emojiKey,
  FLUENT_EMOJI,
  type IllustrationLicence,
  iconNameFor,
  iconNameOfId,
  iconShape,
  iconSvg,
  illustrationId,
  licenceOf,
  OWN_ARTWORK,
  uniqueIds,
} from "./icon-set.ts";
export { findSubjects, languageIndex, MIN_SUBJECT_SCORE, type SubjectMatch } from "./keyword-index.ts";
export {
  type EmojiIllustration,
  illustrationCredit,
  illustrationForEmoji,
  rasteriseBatch,
  rasteriseSvg,
  rasteriseSvgPixels,
} from "./rasterise.ts";
export { type IllustrationHit, iconLabel, illustrationHit, searchIllustrations } from "./search.ts";

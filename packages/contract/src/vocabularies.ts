// The product's vocabularies, defined once: the engine (packages/studio) uses the ids, the API
// accepts the labels (the spec's spellings) and ids alike, and the web app shows the labels.
// Plain data (no zod), so the studio and the marketing bundle can import it alone
// ("@reelforge/contract/vocabularies").

type Labels = Readonly<Record<string, string>>;

/** The labels of some ids of a vocabulary, in that order, typed as a tuple of literals. */
function labelsOf<const V extends Labels, const I extends readonly (keyof V)[]>(
  vocabulary: V,
  ids: I,
): { readonly [K in keyof I]: V[I[K]] } {
  return ids.map((id) => vocabulary[id]) as unknown as { readonly [K in keyof I]: V[I[K]] };
}

/** The id of a label or id, case-insensitively (undefined when it is neither). */
export function idOf<V extends Labels>(vocabulary: V, value: string): keyof V | undefined {
  const wanted = value.trim().toLowerCase();
  return Object.keys(vocabulary).find(
    (id) => id.toLowerCase() === wanted || (vocabulary[id] ?? "").toLowerCase() === wanted,
  );
}

// ---- platforms: frame size and safe area come from the platform (studio storyboard/formats.ts)
export const PLATFORMS = {
  youtube: "Youtube",
  "youtube-shorts": "YouTube Shorts",
  tiktok: "TikTok",
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
} as const;
export type PlatformId = keyof typeof PLATFORMS;
export const PLATFORM_IDS = Object.keys(PLATFORMS) as PlatformId[];
/**
 * The platforms the generator forms offer (SPEC 9), Youtube (the default) first; YouTube Shorts (9:16)
 * beside Youtube (16:9), as issue 13 asks.
 */
export const VIDEO_PLATFORMS = labelsOf(PLATFORMS, [
  "youtube",
  "youtube-shorts",
  "facebook",
  "instagram",
  "tiktok",
  "twitter",
  "linkedin",
] as const);

// ---- captions
export const CAPTION_STYLES = {
  "bold-pop": "Bold pop",
  clean: "Clean",
  hormozi: "Hormozi",
  comic: "Comic",
  banger: "Banger",
  karaoke: "Karaoke (word by word)",
} as const;
export type CaptionStyleId = keyof typeof CAPTION_STYLES;
export const CAPTION_STYLE_IDS = Object.keys(CAPTION_STYLES) as CaptionStyleId[];
/** Caption styles as the API takes them (ids). */
export const CAPTION_STYLE_CHOICES = [
  "bold-pop",
  "clean",
  "hormozi",
  "comic",
  "banger",
  "karaoke",
] as const satisfies readonly CaptionStyleId[];

export const CAPTION_FONTS = {
  montserrat: "Montserrat",
  roboto: "Roboto",
  arial: "Arial",
  comic: "Comic",
} as const;
export type CaptionFontId = keyof typeof CAPTION_FONTS;
export const CAPTION_FONT_IDS = Object.keys(CAPTION_FONTS) as CaptionFontId[];
/** Caption fonts as the API takes them (labels). */
export const CAPTION_FONT_CHOICES = labelsOf(CAPTION_FONTS, [
  "montserrat",
  "roboto",
  "arial",
  "comic",
] as const);

// ---- music
export const MUSIC_MOODS = ["upbeat", "calm", "corporate", "dramatic", "playful"] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];
/** Music as the API takes it: a mood, or none. */
export const MUSIC_MOOD_CHOICES = [...MUSIC_MOODS, "none"] as const;

// ---- audience
export const AGE_GROUPS = {
  "all age groups": "All Age Groups",
  young: "Young",
  "middle-aged": "Middle-Aged",
  kid: "Kid",
  old: "Old",
} as const;
export type AgeGroupId = keyof typeof AGE_GROUPS;
export const AGE_GROUP_IDS = Object.keys(AGE_GROUPS) as AgeGroupId[];
export const AGE_GROUP_CHOICES = labelsOf(AGE_GROUPS, [
  "all age groups",
  "young",
  "middle-aged",
  "kid",
  "old",
] as const);

export const GENDERS = { male: "Male", female: "Female" } as const;
export type GenderId = keyof typeof GENDERS;
export const GENDER_CHOICES = labelsOf(GENDERS, ["male", "female"] as const);

/**
 * English accents the built-in voice offers, each a distinct espeak-ng voice. espeak-ng has no Indian
 * English voice, so "Indian" is not offered; the studio still accepts it (as British, with a note).
 */
export const ENGLISH_ACCENTS = ["American", "British", "Scottish", "Caribbean"] as const;

// ---- durations (seconds)
/** The durations the video form offers (SPEC 9: 5 to 10 seconds, default 5). */
export const VIDEO_DURATIONS = [5, 6, 7, 8, 9, 10] as const;
/** What the API accepts for a prompt video's length. */
export const VIDEO_DURATION_LIMITS = { min: 5, max: 60 } as const;
/**
 * The movie maker (issue 13: `style: "movie"`, a multi-scene story) offers longer videos: these
 * durations in its form, and up to `max` seconds through the API.
 */
export const MOVIE_DURATIONS = [30, 60, 120, 180] as const;
export const MOVIE_DURATION_LIMITS = { min: 5, max: 180 } as const;

// ---- video styles (presets of the video generator, issue 13)
/**
 * `animated`: the animation maker's illustrated explainer (built-in illustrations only, never stock or
 * model pictures unless the user's own media; kinetic text, bright colours, playful music); `movie`: the
 * movie maker's story in many scenes, up to MOVIE_DURATION_LIMITS.max seconds.
 */
export const VIDEO_STYLES = ["animated", "movie"] as const;
export type VideoStyle = (typeof VIDEO_STYLES)[number];

// ---- languages offered by the forms (SPEC 9; "France" is the spec's spelling of French)
export const VIDEO_LANGUAGES = [
  "English",
  "Mandarin Chinese",
  "Hindi",
  "Arabic",
  "Spanish",
  "Russian",
  "Portuguese",
  "France",
  "Urdu",
  "Bengali",
  "German",
  "Japanese",
  "Korean",
  "Indonesian",
  "Swahili",
] as const;

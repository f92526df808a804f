// Options shared by the video commands and how they map onto pipeline options.

import { resolveLanguage } from "../../languages.ts";
import { ASPECTS, resolvePlatform } from "../../storyboard/formats.ts";
import { CAPTION_FONTS, CAPTION_POSITIONS, CAPTION_STYLES, MUSIC_MOODS } from "../../storyboard/schema.ts";
import { list, num, type OptionSpec, oneOf, str } from "../args.ts";
import { UsageError } from "../usage-error.ts";

export const VIDEO_OPTIONS: OptionSpec = {
  platform: { type: "string" },
  aspect: { type: "string" },
  language: { type: "string", multiple: true },
  gender: { type: "string" },
  accent: { type: "string" },
  speed: { type: "string" },
  captions: { type: "string" },
  font: { type: "string" },
  position: { type: "string" },
  music: { type: "string" },
  "music-volume": { type: "string" },
  brand: { type: "string" },
  logo: { type: "string" },
  scale: { type: "string" },
  preset: { type: "string" },
  stems: { type: "boolean" },
  out: { type: "string", short: "o" },
};

export const VIDEO_HELP = `  --platform P        youtube (16:9), youtube-shorts, tiktok, instagram (9:16), facebook, twitter, linkedin (16:9)
  --aspect A          override the frame: ${ASPECTS.join(", ")}
  --language L        language name or code (English, Hindi, zh, ...); video: repeat or comma-separate for several
  --gender G          male | female
  --accent A          accent where the language has several (English: american,
                      british, rp, scottish, caribbean, new york, lancaster, west midlands;
                      Spanish: spain, latin american; Portuguese: brazilian, european;
                      French: france, belgian, swiss)
  --speed S           narration speed 0.5..2, times the pace for the platform and audience (default 1)
  --captions STYLE    ${CAPTION_STYLES.join(", ")}, none
  --font F            ${CAPTION_FONTS.join(", ")}
  --position POS      ${CAPTION_POSITIONS.join(", ")}
  --music MOOD        ${MUSIC_MOODS.join(", ")}, none, or a music file path
  --music-volume V    music level 0..1 (default 0.25: 18 dB under the voice; doubling = +6 dB)
  --brand COLOURS     brand colours, comma-separated #rrggbb
  --logo FILE         PNG logo shown in the top-left corner
  --scale N           frame size multiplier (0.25 renders 270x480 drafts)
  --preset P          x264 preset: ultrafast, superfast, veryfast (default), faster, fast, medium
  --stems             also write the voice and the music as FILE.voice.wav and FILE.music.wav
  --out FILE.mp4      output video; .srt, .vtt, .ass, .jpg and .storyboard.json are written beside it`;

export function videoOptions(values: Record<string, unknown>) {
  const platform = str(values, "platform");
  if (platform) {
    try {
      resolvePlatform(platform);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const languages = list(values, "language");
  for (const l of languages ?? []) {
    try {
      resolveLanguage(l);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const captions = oneOf(values, "captions", [...CAPTION_STYLES, "none"] as const);
  const music = str(values, "music");
  const brand = list(values, "brand");
  for (const c of brand ?? [])
    if (!/^#[0-9a-f]{6}$/i.test(c))
      throw new UsageError(`--brand colours must look like #1e3a8a, got "${c}".`);
  const preset = oneOf(values, "preset", [
    "ultrafast",
    "superfast",
    "veryfast",
    "faster",
    "fast",
    "medium",
  ] as const);
  return {
    platform,
    aspect: oneOf(values, "aspect", ASPECTS),
    languages,
    gender: oneOf(values, "gender", ["male", "female"] as const),
    accent: str(values, "accent"),
    speed: num(values, "speed", 0.5, 2),
    captions,
    font: oneOf(values, "font", CAPTION_FONTS),
    position: oneOf(values, "position", CAPTION_POSITIONS),
    music:
      music && (MUSIC_MOODS as readonly string[]).includes(music.toLowerCase()) ? music.toLowerCase() : music,
    musicVolume: num(values, "music-volume", 0, 1),
    brandColors: brand,
    logo: str(values, "logo"),
    scale: num(values, "scale", 0.1, 2),
    encoder: preset ? { preset, crf: 21, threads: 0 } : undefined,
    stems: values.stems === true,
  };
}

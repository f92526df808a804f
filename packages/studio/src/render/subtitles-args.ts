// Command lines of the subtitle generator: the user's video with captions burned in from an ASS file we
// wrote (its own sound kept, re-encoded as AAC), and its sound alone for a recogniser. The user's video
// is only ever an input file argument.
import { aacArgs, SAMPLE_RATE } from "./audio-args.ts";
import { type EncoderSettings, videoEncoderArgs } from "./encoder.ts";
import { filterPath } from "./filter-escape.ts";

export interface SubtitleBurnSpec {
  video: string;
  hasAudio: boolean;
  width: number;
  height: number;
  fps: number;
  assPath: string;
  fontsDir: string;
  encoder: EncoderSettings;
  out: string;
}

export function buildSubtitleBurnArgs(s: SubtitleBurnSpec): string[] {
  const video = `[0:v]fps=${s.fps},scale=${s.width}:${s.height}:flags=bicubic,setsar=1,format=yuv420p,ass=filename=${filterPath(s.assPath)}:fontsdir=${filterPath(s.fontsDir)}:shaping=complex[v]`;
  const encode = videoEncoderArgs(s.encoder, s.fps).filter((a) => a !== "-an");
  return [
    "-i",
    s.video,
    "-filter_complex",
    video,
    "-map",
    "[v]",
    ...(s.hasAudio ? ["-map", "0:a:0", ...aacArgs("192k"), "-ar", String(SAMPLE_RATE)] : ["-an"]),
    ...encode,
    "-movflags",
    "+faststart",
    s.out,
  ];
}

/** The video's sound as 16 kHz mono MP3 (48 kb/s: an hour is about 21 MB, under the recognisers' 25 MB). */
export function buildSpeechExtractArgs(video: string, out: string): string[] {
  return [
    "-i",
    video,
    "-vn",
    "-map",
    "0:a:0",
    "-ac",
    "1",
    "-ar",
    "16000",
    "-c:a",
    "libmp3lame",
    "-b:a",
    "48k",
    out,
  ];
}

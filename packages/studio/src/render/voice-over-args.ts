// Command lines of the voice-over generator: the narration measured, brought to the product's loudness
// and written as WAV and MP3 in one pass; and the narration laid over the user's own video, whose sound
// is ducked under it by a side-chain compressor keyed on the narration, with the captions burned in
// from an ASS file. The user's video is only ever an input file argument.
import { aacArgs, SAMPLE_RATE } from "./audio-args.ts";
import { type EncoderSettings, videoEncoderArgs } from "./encoder.ts";
import { filterPath } from "./filter-escape.ts";

// Gentle compression evens out the voice so loudness can reach the target without hard limiting.
export const NARRATION_CHAIN = "acompressor=threshold=0.125:ratio=3:attack=5:release=120:makeup=2";

/** The narration compressed, measured (`ebur128` summary in the log), written nowhere. */
export function buildNarrationMeasureArgs(voiceWav: string): string[] {
  return ["-i", voiceWav, "-af", `${NARRATION_CHAIN},ebur128`, "-f", "null", "-"];
}

export interface NarrationEncodeSpec {
  voiceWav: string;
  /** The measured gain and limiter (audio-args loudnessFilter). */
  loudness: string;
  wavOut: string;
  mp3Out: string;
}

/** The narration at the product's loudness as 48 kHz 16-bit mono WAV and 48 kHz mono MP3 (160 kb/s). */
export function buildNarrationEncodeArgs(n: NarrationEncodeSpec): string[] {
  return [
    "-i",
    n.voiceWav,
    "-filter_complex",
    `[0:a]${NARRATION_CHAIN},${n.loudness},aresample=${SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono,asplit=2[w][m]`,
    "-map",
    "[w]",
    "-c:a",
    "pcm_s16le",
    n.wavOut,
    "-map",
    "[m]",
    "-c:a",
    "libmp3lame",
    "-b:a",
    "160k",
    n.mp3Out,
  ];
}

export interface VoiceOverVideoSpec {
  /** The user's video (an input file argument only). */
  video: string;
  /** Whether it has a sound track to keep under the narration. */
  videoHasAudio: boolean;
  videoSeconds: number;
  /** The narration at its final loudness (buildNarrationEncodeArgs' WAV). */
  narration: string;
  narrationSeconds: number;
  width: number;
  height: number;
  fps: number;
  /** Captions to burn in (an ASS file we wrote) and the font directory it needs. */
  assPath?: string;
  fontsDir?: string;
  /** The brand logo (an input file argument only), set in the top-left corner as in every render. */
  logo?: string;
  encoder: EncoderSettings;
  out: string;
}

/** Length of the finished video: the longer of the video and the narration (the last frame held). */
export function voiceOverSeconds(s: Pick<VoiceOverVideoSpec, "videoSeconds" | "narrationSeconds">): number {
  return Math.max(s.videoSeconds, s.narrationSeconds);
}

/**
 * The video scaled to the output size with its last frame held while the narration is still speaking;
 * its own sound ducked about 15-20 dB while the narration speaks (a compressor keyed on the narration,
 * fast attack and slow release so it does not pump between words), mixed without normalisation and
 * limited under full scale. H.264 + AAC with faststart.
 */
export function buildVoiceOverVideoArgs(s: VoiceOverVideoSpec): string[] {
  const T = voiceOverSeconds(s);
  const t = T.toFixed(3);
  const hold = Math.max(0, T - s.videoSeconds) + 0.5;
  let video = `[0:v]fps=${s.fps},scale=${s.width}:${s.height}:flags=bicubic,setsar=1,format=yuv420p,tpad=stop_mode=clone:stop_duration=${hold.toFixed(3)}`;
  const chains: string[] = [];
  if (s.logo) {
    // The same size and place as the storyboard renderer's logo (segment-args logoChains).
    const lh = Math.round(Math.min(s.width, s.height) * 0.09);
    chains.push(`[2:v]scale=-2:${lh},format=rgba[logo]`);
    video += `[base];[base][logo]overlay=x=${Math.round(s.width * 0.06)}:y=${Math.round(s.height * 0.045)}:format=auto,format=yuv420p`;
  }
  if (s.assPath) {
    const fonts = s.fontsDir ? `:fontsdir=${filterPath(s.fontsDir)}` : "";
    video += `,ass=filename=${filterPath(s.assPath)}${fonts}:shaping=complex`;
  }
  video += `,trim=end=${t},setpts=PTS-STARTPTS[v]`;
  const stereo = `aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
  chains.push(video);
  if (s.videoHasAudio) {
    chains.push(
      `[0:a]${stereo},apad,atrim=0:${t},asetpts=PTS-STARTPTS[orig]`,
      `[1:a]${stereo},apad,atrim=0:${t},asetpts=PTS-STARTPTS,asplit=2[nar][key]`,
      "[orig][key]sidechaincompress=threshold=0.012:ratio=12:attack=20:release=450:knee=4[duck]",
      "[duck][nar]amix=inputs=2:normalize=0:duration=first,alimiter=limit=0.89:level=false[a]",
    );
  } else {
    chains.push(`[1:a]${stereo},apad,atrim=0:${t},asetpts=PTS-STARTPTS[a]`);
  }
  // The video encoder's own arguments end with -an (its pieces carry no sound); this file does.
  const encode = videoEncoderArgs(s.encoder, s.fps).filter((a) => a !== "-an");
  return [
    "-i",
    s.video,
    "-i",
    s.narration,
    ...(s.logo ? ["-i", s.logo] : []),
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[v]",
    "-map",
    "[a]",
    ...encode,
    ...aacArgs("192k"),
    "-ar",
    String(SAMPLE_RATE),
    "-t",
    t,
    "-movflags",
    "+faststart",
    s.out,
  ];
}

/** The output size: the video's own, made even, no larger than `maxSide` on its long side. */
export function voiceOverFrame(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const k = Math.min(1, maxSide / Math.max(width, height));
  const even = (n: number) => Math.max(16, 2 * Math.round((n * k) / 2));
  return { width: even(width), height: even(height) };
}

/** One JPEG frame of the finished video, as its thumbnail. */
export function buildFrameGrabArgs(video: string, atSeconds: number, out: string): string[] {
  return ["-ss", atSeconds.toFixed(3), "-i", video, "-frames:v", "1", "-q:v", "3", "-update", "1", out];
}

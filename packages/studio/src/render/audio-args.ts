// Audio command lines: speech clips to a common PCM format; the voice pass (the voice at 48 kHz,
// compressed); the mix and its encode in one pass (the bed times its ducking curve from the word timings,
// amix without normalisation, the gain measured beforehand (-14 LUFS, true peak <= -1), AAC) with the
// stems beside it; and the final join of video and audio by stream copy.

export const SAMPLE_RATE = 48_000;

/**
 * The AAC encoder of every output, at `bitrate` ("192k"): ffmpeg's fast coder (its default two-loop
 * search cost ~4 s of CPU per minute for no audible gain) without the mid/side stereo search, which was
 * 40% of the fast coder's CPU (a 61 s voice-and-music mix at 192 kb/s: 0.48 -> 0.30 s; SNR against
 * the source 31.3 -> 30.3 dB, nothing audible at these rates).
 */
export function aacArgs(bitrate: string): string[] {
  return ["-c:a", "aac", "-aac_coder", "fast", "-aac_ms", "0", "-b:a", bitrate];
}
export const LOUDNESS = { I: -14, TP: -1.5, LRA: 11 } as const;

/** Speech file (WAV or MP3 from any TTS) -> raw s16le mono 48 kHz, which the voice track is built from. */
export function buildSpeechPcmArgs(input: string, out: string): string[] {
  return [
    "-i",
    input,
    "-vn",
    "-af",
    `aresample=${SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono`,
    "-f",
    "s16le",
    "-c:a",
    "pcm_s16le",
    out,
  ];
}

/** A user's music file (any format ffmpeg reads) -> 16-bit stereo WAV at 48 kHz, which node measures. */
export function buildBedWavArgs(input: string, out: string): string[] {
  return ["-i", input, "-vn", "-ac", "2", "-ar", String(SAMPLE_RATE), "-c:a", "pcm_s16le", "-f", "wav", out];
}

// Gentle compression evens out the voice so loudness can reach -14 LUFS without hard limiting.
const VOICE_CHAIN = "acompressor=threshold=0.125:ratio=3:attack=5:release=120:makeup=2";

export interface VoicePassSpec {
  voiceWav: string;
  seconds: number;
  /** The processed voice (mono WAV at 48 kHz): the voice stem, and the mix's voice input. */
  voiceOut: string;
}

/**
 * First audio pass: the voice track at 48 kHz, compressed, to the voice stem. Its loudness, the bed's
 * and the mix's are then measured in node from the files (media/loudness.ts), so the mix is made once,
 * in the encode.
 */
export function buildVoicePassArgs(v: VoicePassSpec): string[] {
  const t = v.seconds.toFixed(3);
  return [
    "-i",
    v.voiceWav,
    "-af",
    `aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,${VOICE_CHAIN},apad,atrim=0:${t}`,
    "-c:a",
    "pcm_s16le",
    "-ar",
    String(SAMPLE_RATE),
    v.voiceOut,
  ];
}

export interface LoudnessMeasurement {
  /** Integrated loudness, LUFS (-Infinity for silence). */
  integrated: number;
}

/** The summary ebur128 prints at the end of its pass. */
export function parseEbur128Summary(stderr: string): LoudnessMeasurement {
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const i = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  if (i === undefined) throw new Error("ebur128 printed no loudness summary");
  return { integrated: i === "-inf" ? Number.NEGATIVE_INFINITY : Number(i) };
}

/**
 * The peak limiter after the gain: sample peak -2 dBFS, leaving room for inter-sample peaks and the AAC
 * encoder's overshoot under the -1.5 dBTP target; its 2 ms look-ahead compensated, so the sound stays
 * in sync. It changes nothing below its limit, so it is always there: deciding when it is needed took a
 * true-peak measurement (4x oversampling of the whole mix, a third of the mix pass's CPU), the limiter
 * itself costs a tenth of that.
 */
export const PEAK_LIMITER = "alimiter=limit=0.7943:attack=2:release=60:level=false:latency=1";

/**
 * Measured-gain normalisation: one gain that brings the mix to -14 LUFS, then the peak limiter. Two
 * linear steps instead of loudnorm's dynamic mode, which resamples to 192 kHz and cost ~3.6 s of CPU per
 * minute of audio per pass.
 */
export function loudnessFilter(m: LoudnessMeasurement): string {
  const gain = loudnessGainDb(m);
  if (gain === null) return "anull";
  return `volume=${gain.toFixed(2)}dB,${PEAK_LIMITER}`;
}

/** The gain (dB) that brings the measured mix to the target, or null for silence. */
export function loudnessGainDb(m: LoudnessMeasurement): number | null {
  if (!Number.isFinite(m.integrated) || m.integrated < -70) return null;
  return LOUDNESS.I - m.integrated;
}

export interface AudioEncodeSpec {
  /** The processed voice from buildVoicePassArgs (mono). */
  voiceWav: string;
  /**
   * The bed and its gain curve: raw 32-bit float samples at `envelopeRate` (music/ducking.ts), ducked
   * under the voice, faded in and out, the bed's level included; `loop` repeats a bed shorter than the
   * video (a user's own file).
   */
  music?: { path: string; loop: boolean; envelope: string; envelopeRate: number };
  seconds: number;
  /** The measured gain and the peak limiter (loudnessFilter). */
  loudnorm: string;
  /** An .m4a file (AAC in MP4, so the encoder delay is recorded and the final join stays in sync). */
  out: string;
  /**
   * Stems to write beside the video at the level they have in the finished mix (the same gain, without
   * the peak limiter): the voice (mono) and the music as it sits in the mix, as WAV files.
   */
  stems?: { gainDb: number; voice: string; music?: string };
}

/**
 * The mix and its encode, in one pass: the voice on both channels plus the bed times its gain curve
 * (amix without normalisation), the measured gain and the peak limiter, AAC at 48 kHz; the stems beside
 * it. Runs while the video is still being encoded.
 */
export function buildAudioEncodeArgs(a: AudioEncodeSpec): string[] {
  const t = a.seconds.toFixed(3);
  const args = ["-i", a.voiceWav];
  const stems = a.stems;
  const chains: string[] = [
    `[0:a]aformat=sample_fmts=fltp:channel_layouts=mono,apad,atrim=0:${t}${stems ? ",asplit=2[vmono][vstem]" : "[vmono]"}`,
    "[vmono]pan=stereo|c0=c0|c1=c0[voice]",
  ];
  const outs: string[] = [];
  const gain = `volume=${(stems?.gainDb ?? 0).toFixed(2)}dB`;
  if (stems) {
    chains.push(`[vstem]${gain}[vs]`);
    outs.push("-map", "[vs]", "-c:a", "pcm_s16le", "-ar", String(SAMPLE_RATE), stems.voice);
  }
  if (a.music) {
    if (a.music.loop) args.push("-stream_loop", "-1");
    args.push("-i", a.music.path);
    args.push("-f", "f32le", "-ar", String(a.music.envelopeRate), "-ac", "1", "-i", a.music.envelope);
    chains.push(
      `[1:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${t},asetpts=PTS-STARTPTS[bed]`,
      `[2:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,pan=stereo|c0=c0|c1=c0,apad,atrim=0:${t}[gain]`,
      // The bed times its gain curve: ducked under the voice by the word timings, no compressor pumping.
      "[bed][gain]amultiply[music]",
    );
    const musicStem = stems?.music;
    if (musicStem) {
      chains.push("[music]asplit=2[music1][mstem]", `[mstem]${gain}[ms]`);
      outs.push("-map", "[ms]", "-c:a", "pcm_s16le", "-ar", String(SAMPLE_RATE), musicStem);
    }
    chains.push(`[voice][${musicStem ? "music1" : "music"}]amix=inputs=2:normalize=0:duration=first[mix]`);
  } else {
    chains.push("[voice]anull[mix]");
  }
  chains.push(`[mix]${a.loudnorm},aresample=${SAMPLE_RATE}[out]`);
  return [
    ...args,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[out]",
    ...aacArgs("192k"),
    "-ar",
    String(SAMPLE_RATE),
    "-ac",
    "2",
    "-f",
    "mp4",
    a.out,
    ...outs,
  ];
}

export interface FinalMuxSpec {
  concatList: string;
  /** The encoded soundtrack (buildAudioEncodeArgs). */
  audio: string;
  out: string;
}

/** Joins the video pieces and the soundtrack, both by stream copy, moov atom first. */
export function buildFinalMuxArgs(f: FinalMuxSpec): string[] {
  return [
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    f.concatList,
    "-i",
    f.audio,
    "-map",
    "0:v:0",
    "-map",
    "1:a:0",
    "-c",
    "copy",
    "-movflags",
    "+faststart",
    // No -shortest: the soundtrack is cut to the video's length already, and -shortest on two copied
    // streams stops at a packet boundary that varies from run to run (a few frames early).
    f.out,
  ];
}

/** A clip whose own sound plays in the video: from its start, at `at` seconds, for `seconds`. */
export interface ClipSound {
  path: string;
  at: number;
  seconds: number;
}

/**
 * The clips' own sound on the video's time line (stereo WAV of `seconds`), each clip's audio looped as
 * its picture is, faded at its ends; with `music`, the music bed mixed in too, so that both are ducked
 * under the voice as one bed. Files are inputs only; the filter holds numbers.
 */
export function buildClipSoundArgs(c: {
  clips: ClipSound[];
  music?: { path: string; loop: boolean };
  seconds: number;
  out: string;
}): string[] {
  const t = c.seconds.toFixed(3);
  const args: string[] = [];
  const chains: string[] = [];
  const labels: string[] = [];
  c.clips.forEach((clip, k) => {
    const d = clip.seconds.toFixed(3);
    const ms = Math.max(0, Math.round(clip.at * 1000));
    args.push("-stream_loop", "-1", "-t", d, "-i", clip.path);
    const fade = Math.min(0.25, clip.seconds / 4).toFixed(3);
    chains.push(
      `[${k}:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${d},asetpts=PTS-STARTPTS,afade=t=in:d=${fade},afade=t=out:st=${(clip.seconds - Number(fade)).toFixed(3)}:d=${fade},adelay=${ms}|${ms}[c${k}]`,
    );
    labels.push(`[c${k}]`);
  });
  if (c.music) {
    if (c.music.loop) args.push("-stream_loop", "-1");
    args.push("-i", c.music.path);
    chains.push(
      `[${c.clips.length}:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${t},asetpts=PTS-STARTPTS[m]`,
    );
    labels.push("[m]");
  }
  chains.push(
    `${labels.join("")}amix=inputs=${labels.length}:normalize=0:duration=longest,apad,atrim=0:${t}[out]`,
  );
  return [
    ...args,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[out]",
    "-c:a",
    "pcm_s16le",
    "-ar",
    String(SAMPLE_RATE),
    c.out,
  ];
}

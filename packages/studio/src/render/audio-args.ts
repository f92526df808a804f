// Audio command lines: speech clips to a common PCM format, the mix of voice and music (music ducked
// under the voice with sidechaincompress, amix without normalisation) with a loudness measurement in the
// same pass (EBU R128), the AAC encode that applies the measured gain (-14 LUFS, true peak <= -1), and
// the final join of video and audio by stream copy.

export const SAMPLE_RATE = 48_000;
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

export interface MixSpec {
  voiceWav: string;
  music?: { path: string; volume: number };
  seconds: number;
  outWav: string;
}

/** Mix voice and music; the second output is an EBU R128 measurement whose summary goes to stderr. */
export function buildMixArgs(m: MixSpec): string[] {
  const t = m.seconds.toFixed(3);
  const args = ["-i", m.voiceWav];
  const chains: string[] = [];
  // Gentle compression evens out the voice so loudness can reach -14 LUFS without hard limiting.
  chains.push(
    `[0:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,acompressor=threshold=0.125:ratio=3:attack=5:release=120:makeup=2,pan=stereo|c0=c0|c1=c0,apad,atrim=0:${t}[voice]`,
  );
  if (m.music) {
    args.push("-stream_loop", "-1", "-i", m.music.path);
    const fadeOut = Math.max(0, m.seconds - 1.5).toFixed(3);
    chains.push(
      `[1:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${t},asetpts=PTS-STARTPTS,volume=${m.music.volume.toFixed(3)},afade=t=in:d=0.6,afade=t=out:st=${fadeOut}:d=1.5[music]`,
    );
    chains.push("[voice]asplit=2[v1][key]");
    // Music drops by up to ~20 dB while the voice speaks and comes back in the pauses.
    chains.push(
      "[music][key]sidechaincompress=threshold=0.02:ratio=12:attack=20:release=400:makeup=1[ducked]",
    );
    chains.push("[v1][ducked]amix=inputs=2:normalize=0:duration=first[mix]");
  } else {
    chains.push("[voice]anull[mix]");
  }
  chains.push("[mix]asplit=2[out][m]");
  // EBU R128 measurement (integrated loudness and true peak) of the mix; its summary goes to the log.
  chains.push("[m]ebur128=peak=true:framelog=verbose[meas]");
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
    m.outWav,
    "-map",
    "[meas]",
    "-f",
    "null",
    "-",
  ];
}

export interface LoudnessMeasurement {
  /** Integrated loudness, LUFS (-Infinity for silence). */
  integrated: number;
  /** True peak, dBTP. */
  truePeak: number;
}

/** The summary ebur128 prints at the end of its pass. */
export function parseEbur128Summary(stderr: string): LoudnessMeasurement {
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const i = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const tp = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (i === undefined || tp === undefined) throw new Error("ebur128 printed no loudness summary");
  const n = (v: string) => (v === "-inf" ? Number.NEGATIVE_INFINITY : Number(v));
  return { integrated: n(i), truePeak: n(tp) };
}

/**
 * Measured-gain normalisation: one gain that brings the mix to -14 LUFS, and a peak limiter (sample
 * peak -2 dBFS, leaving room for the AAC encoder's overshoot) only when that gain would push the true
 * peak over the target. Two linear steps instead of loudnorm's dynamic mode, which resamples to 192 kHz
 * and cost ~3.6 s of CPU per minute of audio per pass.
 */
export function loudnessFilter(m: LoudnessMeasurement): string {
  if (!Number.isFinite(m.integrated) || m.integrated < -70) return "anull";
  const gain = LOUDNESS.I - m.integrated;
  const parts = [`volume=${gain.toFixed(2)}dB`];
  if (m.truePeak + gain > LOUDNESS.TP) parts.push("alimiter=limit=0.7943:attack=2:release=60:level=false");
  return parts.join(",");
}

export interface AudioEncodeSpec {
  mixWav: string;
  loudnorm: string;
  /** An .m4a file (AAC in MP4, so the encoder delay is recorded and the final join stays in sync). */
  out: string;
}

/** Applies the measured gain to the mix and encodes it to AAC, while the video is still being encoded. */
export function buildAudioEncodeArgs(a: AudioEncodeSpec): string[] {
  return [
    "-i",
    a.mixWav,
    "-af",
    `${a.loudnorm},aresample=${SAMPLE_RATE}`,
    "-c:a",
    "aac",
    // The fast coder: the default two-loop search cost ~4 s of CPU per minute for no audible gain.
    "-aac_coder",
    "fast",
    "-b:a",
    "192k",
    "-ar",
    String(SAMPLE_RATE),
    "-ac",
    "2",
    "-f",
    "mp4",
    a.out,
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

/** A JPEG thumbnail from a moment of the finished video. */
export function buildThumbnailArgs(video: string, atSeconds: number, out: string): string[] {
  return ["-ss", atSeconds.toFixed(3), "-i", video, "-frames:v", "1", "-q:v", "3", "-update", "1", out];
}

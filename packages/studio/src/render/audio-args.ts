// Audio command lines: speech clips to a common PCM format; the voice pass (voice compressed, its
// loudness and the bed's measured where the voice speaks); the mix (the bed times its ducking curve from
// the word timings, amix without normalisation) with a loudness measurement in the same pass (EBU R128);
// the AAC encode that applies the measured gain (-14 LUFS, true peak <= -1) and writes the stems; and the
// final join of video and audio by stream copy.

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

/** A time span on the video's time line, in seconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** `aselect` expression passing the audio frames inside the spans (numbers only; all when none). */
export function spansExpression(spans: TimeSpan[]): string {
  if (spans.length === 0) return "1";
  return spans.map((s) => `between(t,${s.start.toFixed(3)},${s.end.toFixed(3)})`).join("+");
}

// Gentle compression evens out the voice so loudness can reach -14 LUFS without hard limiting.
const VOICE_CHAIN = "acompressor=threshold=0.125:ratio=3:attack=5:release=120:makeup=2";

export interface VoicePassSpec {
  voiceWav: string;
  /** The music bed; `loop` repeats it when it is shorter than the video (a user's own file). */
  music?: { path: string; loop: boolean };
  /** Where the voice speaks: both loudness measurements are taken over these spans only. */
  speech: TimeSpan[];
  seconds: number;
  /** The processed voice (mono WAV at 48 kHz): the voice stem, and the mix's voice input. */
  voiceOut: string;
}

/**
 * First audio pass: the voice track compressed to the voice stem, and two EBU R128 measurements over the
 * spans where the voice speaks, of the voice (`ebur128@voice`) and of the unducked bed (`ebur128@music`),
 * from which the bed's gain is set relative to the voice.
 */
export function buildVoicePassArgs(v: VoicePassSpec): string[] {
  const t = v.seconds.toFixed(3);
  const select = `aselect='${spansExpression(v.speech)}'`;
  const args = ["-i", v.voiceWav];
  const chains = [
    `[0:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,${VOICE_CHAIN},apad,atrim=0:${t},asplit=2[vout][vm]`,
    `[vm]${select},ebur128@voice,anullsink`,
  ];
  if (v.music) {
    if (v.music.loop) args.push("-stream_loop", "-1");
    args.push("-i", v.music.path);
    chains.push(
      `[1:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${t},asetpts=PTS-STARTPTS,${select},ebur128@music,anullsink`,
    );
  }
  return [
    ...args,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[vout]",
    "-c:a",
    "pcm_s16le",
    "-ar",
    String(SAMPLE_RATE),
    v.voiceOut,
  ];
}

/** Integrated loudness printed by a named ebur128 instance (`ebur128@NAME`); -Infinity when silent. */
export function parseNamedLoudness(stderr: string, name: string): number {
  const at = stderr.lastIndexOf(`[ebur128@${name} @`);
  if (at < 0) throw new Error(`ebur128@${name} printed no loudness summary`);
  const rest = stderr.slice(at);
  const summary = rest.slice(rest.indexOf("Summary:"));
  const i = /I:\s+(-?[\d.]+|-inf|nan) LUFS/.exec(summary)?.[1];
  if (i === undefined) throw new Error(`ebur128@${name} printed no loudness summary`);
  const n = Number(i);
  return Number.isFinite(n) && n > -70 ? n : Number.NEGATIVE_INFINITY;
}

export interface MixSpec {
  /** The processed voice from buildVoicePassArgs. */
  voiceWav: string;
  /**
   * The bed and its gain curve: raw 32-bit float samples at `envelopeRate` (music/ducking.ts), ducked
   * under the voice, faded in and out, the bed's level included.
   */
  music?: { path: string; loop: boolean; envelope: string; envelopeRate: number };
  seconds: number;
  outWav: string;
  /** Also write the music as it sits in the mix (the music stem). */
  musicOut?: string;
}

/** Mix voice and music; the `ebur128@mix` measurement of the mix goes to stderr. */
export function buildMixArgs(m: MixSpec): string[] {
  const t = m.seconds.toFixed(3);
  const args = ["-i", m.voiceWav];
  const chains: string[] = [
    `[0:a]aformat=sample_fmts=fltp:channel_layouts=mono,pan=stereo|c0=c0|c1=c0,apad,atrim=0:${t}[voice]`,
  ];
  if (m.music) {
    if (m.music.loop) args.push("-stream_loop", "-1");
    args.push("-i", m.music.path);
    args.push("-f", "f32le", "-ar", String(m.music.envelopeRate), "-ac", "1", "-i", m.music.envelope);
    chains.push(
      `[1:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${t},asetpts=PTS-STARTPTS[bed]`,
      `[2:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,pan=stereo|c0=c0|c1=c0,apad,atrim=0:${t}[gain]`,
      // The bed times its gain curve: ducked under the voice by the word timings, no compressor pumping.
      "[bed][gain]amultiply[music]",
    );
    if (m.musicOut) chains.push("[music]asplit=2[music1][mstem]");
    chains.push(`[voice][${m.musicOut ? "music1" : "music"}]amix=inputs=2:normalize=0:duration=first[mix]`);
  } else {
    chains.push("[voice]anull[mix]");
  }
  chains.push("[mix]asplit=2[out][m]");
  // EBU R128 measurement (integrated loudness) of the mix; its summary goes to the log.
  chains.push("[m]ebur128@mix,anullsink");
  const out = ["-map", "[out]", "-c:a", "pcm_s16le", "-ar", String(SAMPLE_RATE), m.outWav];
  if (m.music && m.musicOut)
    out.push("-map", "[mstem]", "-c:a", "pcm_s16le", "-ar", String(SAMPLE_RATE), m.musicOut);
  return [...args, "-filter_complex", chains.join(";"), ...out];
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
  mixWav: string;
  loudnorm: string;
  /** An .m4a file (AAC in MP4, so the encoder delay is recorded and the final join stays in sync). */
  out: string;
  /**
   * Stems to write beside the video at the level they have in the finished mix (the same gain, without
   * the peak limiter): each `in` is a mix input, each `out` a WAV file.
   */
  stems?: { gainDb: number; files: { in: string; out: string }[] };
}

/** Applies the measured gain to the mix and encodes it to AAC, while the video is still being encoded. */
export function buildAudioEncodeArgs(a: AudioEncodeSpec): string[] {
  const aac = [...aacArgs("192k"), "-ar", String(SAMPLE_RATE), "-ac", "2", "-f", "mp4", a.out];
  const stems = a.stems?.files ?? [];
  if (stems.length === 0) return ["-i", a.mixWav, "-af", `${a.loudnorm},aresample=${SAMPLE_RATE}`, ...aac];
  const gain = `volume=${(a.stems?.gainDb ?? 0).toFixed(2)}dB`;
  const chains = [`[0:a]${a.loudnorm},aresample=${SAMPLE_RATE}[mix]`];
  const outs: string[] = [];
  for (const [i, s] of stems.entries()) {
    chains.push(`[${i + 1}:a]${gain}[stem${i}]`);
    outs.push("-map", `[stem${i}]`, "-c:a", "pcm_s16le", "-ar", String(SAMPLE_RATE), s.out);
  }
  return [
    "-i",
    a.mixWav,
    ...stems.flatMap((s) => ["-i", s.in]),
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[mix]",
    ...aac,
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

// Command lines and log readers of the clip generator: one analysis pass over the user's video (scene
// changes from the `select` filter's scene score, pauses from `silencedetect`, loudness from `astats`
// every 0.1 s), and one encode per clip (its part of the source, reframed to the platform's frame).
// The user's video is only ever an input file argument; the metadata files are paths we made.
import { aacArgs, SAMPLE_RATE } from "./audio-args.ts";
import { type EncoderSettings, videoEncoderArgs } from "./encoder.ts";
import { filterPath } from "./filter-escape.ts";
import { blurFill } from "./segment-args.ts";

/** A scene change counts when consecutive frames (at 10 fps) differ by this much (0..1). */
export const SCENE_THRESHOLD = 0.3;
/** Quieter than this for at least PAUSE_SECONDS is a pause. */
export const PAUSE_NOISE_DB = -35;
export const PAUSE_SECONDS = 0.3;

export interface ClipAnalysisSpec {
  video: string;
  hasAudio: boolean;
  /** Where the scene scores and the loudness readings are printed (files we name). */
  scenesFile: string;
  loudnessFile: string;
}

/** One pass: scene scores of frames at 10 fps (small), pauses in the log, loudness every 0.1 s. */
export function buildClipAnalysisArgs(s: ClipAnalysisSpec): string[] {
  const chains = [
    `[0:v]fps=10,scale=160:-2:flags=fast_bilinear,select='gt(scene\\,${SCENE_THRESHOLD})',metadata=print:key=lavfi.scene_score:file=${filterPath(s.scenesFile)}[v]`,
  ];
  const maps = ["-map", "[v]"];
  if (s.hasAudio) {
    chains.push(
      `[0:a]aresample=16000,aformat=channel_layouts=mono,silencedetect=noise=${PAUSE_NOISE_DB}dB:d=${PAUSE_SECONDS},asetnsamples=n=1600:p=0,astats=metadata=1:reset=1:measure_perchannel=none:measure_overall=RMS_level,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=${filterPath(s.loudnessFile)}[a]`,
    );
    maps.push("-map", "[a]");
  }
  return ["-i", s.video, "-filter_complex", chains.join(";"), ...maps, "-f", "null", "-"];
}

/** Frames `metadata=print` wrote: `frame:N pts:P pts_time:T` then `key=value`. */
export function parseMetadataPrint(text: string, key: string): { time: number; value: number }[] {
  const out: { time: number; value: number }[] = [];
  let time: number | null = null;
  for (const line of text.split("\n")) {
    const t = /pts_time:(-?[\d.]+)/.exec(line);
    if (t) {
      time = Number(t[1]);
      continue;
    }
    const eq = line.indexOf("=");
    if (time !== null && eq > 0 && line.slice(0, eq).trim() === key) {
      const raw = line.slice(eq + 1).trim();
      // astats says -inf for digital silence.
      const value = raw === "-inf" ? -120 : Number(raw);
      if (Number.isFinite(value)) out.push({ time, value });
    }
  }
  return out;
}

/** The pauses silencedetect reported in the log (a pause still open at the end closes at `duration`). */
export function parseSilences(log: string, duration: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let open: number | null = null;
  for (const line of log.split("\n")) {
    const s = /silence_start: (-?[\d.]+)/.exec(line);
    if (s) open = Math.max(0, Number(s[1]));
    const e = /silence_end: (-?[\d.]+)/.exec(line);
    if (e && open !== null) {
      out.push({ start: open, end: Number(e[1]) });
      open = null;
    }
  }
  if (open !== null && open < duration) out.push({ start: open, end: duration });
  return out;
}

export interface ClipRenderSpec {
  video: string;
  hasAudio: boolean;
  start: number;
  end: number;
  width: number;
  height: number;
  fps: number;
  /** "crop": the centre cut out to fill the frame; "blur": the whole picture over a blurred copy. */
  reframe: "crop" | "blur";
  /** Captions to burn in (an ASS file we wrote) and the font directory it needs. */
  assPath?: string;
  fontsDir?: string;
  encoder: EncoderSettings;
  out: string;
}

/** One clip: [start, end) of the source, reframed, H.264 + AAC with faststart. */
export function buildClipRenderArgs(s: ClipRenderSpec): string[] {
  const W = s.width;
  const H = s.height;
  const seconds = (s.end - s.start).toFixed(3);
  let video =
    s.reframe === "crop"
      ? `[0:v]fps=${s.fps},scale=${W}:${H}:force_original_aspect_ratio=increase:flags=bicubic,crop=${W}:${H},setsar=1,format=yuv420p`
      : `[0:v]fps=${s.fps}[src];${blurFill(0, "clip", W, H).replace("[0:v]", "[src]")},format=yuv420p`;
  if (s.assPath) {
    const fonts = s.fontsDir ? `:fontsdir=${filterPath(s.fontsDir)}` : "";
    video += `,ass=filename=${filterPath(s.assPath)}${fonts}:shaping=complex`;
  }
  const chains = [`${video}[v]`];
  const maps = ["-map", "[v]"];
  if (s.hasAudio) {
    chains.push(`[0:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo[a]`);
    maps.push("-map", "[a]");
  }
  const encode = videoEncoderArgs(s.encoder, s.fps).filter((a) => a !== "-an");
  return [
    "-ss",
    s.start.toFixed(3),
    "-t",
    seconds,
    "-i",
    s.video,
    "-filter_complex",
    chains.join(";"),
    ...maps,
    ...encode,
    ...(s.hasAudio ? [...aacArgs("160k"), "-ar", String(SAMPLE_RATE)] : ["-an"]),
    "-t",
    seconds,
    "-movflags",
    "+faststart",
    s.out,
  ];
}

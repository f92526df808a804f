// The few ffmpeg/ffprobe steps the remote adapters need on what services send back: duration and
// dimensions, silent stretches (to place estimated word timings on real speech), and fitting an
// image to the exact size asked for. Arguments are arrays (no shell) and only files we wrote are read.
import { runFfmpeg, runFfprobeRaw } from "../../render/run-ffmpeg.ts";
import { ProviderError } from "../types.ts";

export interface MediaInfo {
  durationSeconds?: number;
  width?: number;
  height?: number;
}

/** Duration and first video stream size of a local file, as ffprobe reads them. */
export async function probeMedia(provider: string, path: string): Promise<MediaInfo> {
  let stdout: string;
  try {
    stdout = await runFfprobeRaw(["-print_format", "json", "-show_format", "-show_streams", path]);
  } catch (err) {
    throw new ProviderError(
      provider,
      `${provider} sent a file that is not readable media (${stderrOf(err)})`,
      {
        cause: err,
      },
    );
  }
  let parsed: {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  try {
    parsed = JSON.parse(stdout);
  } catch (err) {
    throw new ProviderError(provider, `${provider} sent media ffprobe could not describe`, { cause: err });
  }
  const video = parsed.streams?.find((s) => s.codec_type === "video");
  const duration = Number(parsed.format?.duration ?? parsed.streams?.[0]?.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : undefined,
    width: video?.width,
    height: video?.height,
  };
}

export interface Silence {
  start: number;
  end: number;
}

/** Silent stretches of an audio file (ffmpeg silencedetect), clipped to [0, durationSeconds]. */
export async function detectSilences(
  provider: string,
  path: string,
  durationSeconds: number,
  opts: { noiseDb?: number; minSeconds?: number } = {},
): Promise<Silence[]> {
  const filter = `silencedetect=noise=${opts.noiseDb ?? -35}dB:d=${opts.minSeconds ?? 0.2}`;
  let stderr: string;
  try {
    ({ stderr } = await runFfmpeg(["-i", path, "-af", filter, "-f", "null", "-"], { captureStderr: true }));
  } catch (err) {
    throw new ProviderError(provider, `${provider} sent audio ffmpeg could not decode (${stderrOf(err)})`, {
      cause: err,
    });
  }
  const silences: Silence[] = [];
  let open: number | undefined;
  for (const line of stderr.split("\n")) {
    const start = /silence_start: (-?[\d.]+)/.exec(line);
    if (start) open = Math.max(0, Number(start[1]));
    const end = /silence_end: (-?[\d.]+)/.exec(line);
    if (end && open !== undefined) {
      silences.push({ start: open, end: Math.min(durationSeconds, Number(end[1])) });
      open = undefined;
    }
  }
  // A file that ends in silence reports a start without an end.
  if (open !== undefined && open < durationSeconds) silences.push({ start: open, end: durationSeconds });
  return silences;
}

/** Scales to cover width x height and centre-crops to exactly that size, writing a PNG. */
export async function fitImage(
  provider: string,
  input: string,
  output: string,
  width: number,
  height: number,
): Promise<void> {
  const filter = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1`;
  try {
    await runFfmpeg([
      "-i",
      input,
      "-vf",
      filter,
      "-frames:v",
      "1",
      "-update",
      "1",
      "-pix_fmt",
      "rgb24",
      output,
    ]);
  } catch (err) {
    throw new ProviderError(provider, `${provider} sent an image we could not decode (${stderrOf(err)})`, {
      cause: err,
    });
  }
}

function stderrOf(err: unknown): string {
  const stderr = (err as { stderr?: string }).stderr?.trim();
  return (stderr || (err instanceof Error ? err.message : String(err)))
    .split("\n")
    .slice(-1)[0]!
    .slice(0, 200);
}

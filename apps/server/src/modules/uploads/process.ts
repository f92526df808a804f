import path from "node:path";
import { runFfmpeg } from "@reelforge/studio";
import { DEMUXER, type Probed } from "./probe.ts";
import { type Format, Refusal } from "./sniff.ts";

// What is stored: images re-encoded (orientation applied, every metadata block dropped: EXIF with GPS
// and camera, XMP, comments), video and audio remuxed by stream copy without their metadata (a phone's
// location and device tags, chapters, data tracks); and a thumbnail for every kind. Every command line
// is fixed text plus our own temp paths.

const TIMEOUT_MS = 120_000;

/** The stored file's extension for each accepted format. */
export const EXTENSION: Record<Format, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  heif: "jpg",
  mp4: "mp4",
  mov: "mov",
  m4a: "m4a",
  webm: "webm",
  mp3: "mp3",
  wav: "wav",
  ogg: "ogg",
};

// EXIF orientation -> the filter that turns the pixels upright.
const ORIENT: Record<number, string | undefined> = {
  2: "hflip",
  3: "hflip,vflip",
  4: "vflip",
  5: "transpose=0",
  6: "transpose=1",
  7: "transpose=3",
  8: "transpose=2",
};

const ENCODER: Partial<Record<Format, string[]>> = {
  jpeg: ["-c:v", "mjpeg", "-q:v", "2", "-pix_fmt", "yuvj444p"],
  // AVIF and HEIC are stored as JPEG (every browser and the renderer read it).
  heif: ["-c:v", "mjpeg", "-q:v", "2", "-pix_fmt", "yuvj444p"],
  png: ["-c:v", "png"],
  webp: ["-c:v", "libwebp", "-quality", "90"],
};

/** Arguments that re-encode an image upright and without metadata (pure, tested as data). */
export function imageArgs(
  input: string,
  format: Format,
  orientation: number | undefined,
  output: string,
): string[] {
  const orient = orientation ? ORIENT[orientation] : undefined;
  return [
    "-noautorotate",
    "-f",
    DEMUXER[format],
    "-i",
    `file:${input}`,
    "-map",
    "0:v:0",
    "-frames:v",
    "1",
    "-map_metadata",
    "-1",
    "-map_chapters",
    "-1",
    ...(orient ? ["-vf", orient] : []),
    ...(ENCODER[format] ?? []),
    "-f",
    "image2",
    "-update",
    "1",
    `file:${output}`,
  ];
}

// The muxer that writes each video and audio format back out.
const MUXER: Partial<Record<Format, string>> = {
  mp4: "mp4",
  mov: "mov",
  m4a: "ipod",
  webm: "webm",
  mp3: "mp3",
  wav: "wav",
  ogg: "ogg",
};

/**
 * Arguments that copy a video's or sound's picture and sound streams (no re-encoding) without any
 * metadata: global and per-stream tags (GPS location, device make and model, dates), chapters, and
 * the data and subtitle tracks phones add. The display rotation is stream side data and stays.
 */
export function remuxArgs(input: string, format: Format, output: string): string[] {
  const muxer = MUXER[format];
  if (!muxer) throw new Error(`no muxer for ${format}`);
  return [
    "-f",
    DEMUXER[format],
    "-i",
    `file:${input}`,
    "-map",
    "0:v?",
    "-map",
    "0:a?",
    "-c",
    "copy",
    "-map_metadata",
    "-1",
    "-map_metadata:s",
    "-1",
    "-map_chapters",
    "-1",
    // No "encoder" tag of our own either.
    "-fflags",
    "+bitexact",
    ...(muxer === "mp4" || muxer === "mov" || muxer === "ipod" ? ["-movflags", "+faststart"] : []),
    ...(muxer === "mp3" ? ["-id3v2_version", "0", "-write_id3v1", "0"] : []),
    "-f",
    muxer,
    `file:${output}`,
  ];
}

/** Arguments that make a 480-pixel thumbnail: a picture, a video frame, or an audio waveform. */
export function thumbnailArgs(input: string, probed: Probed, output: string): string[] {
  const fit = "scale=480:480:force_original_aspect_ratio=decrease:flags=bicubic";
  const common = ["-map_metadata", "-1", "-frames:v", "1", "-f", "image2", "-update", "1"];
  if (probed.kind === "audio") {
    return [
      "-f",
      DEMUXER[probed.format],
      "-i",
      `file:${input}`,
      "-filter_complex",
      "[0:a:0]showwavespic=s=480x160:split_channels=0:colors=0x7c5cff[w]",
      "-map",
      "[w]",
      ...common,
      `file:${output}`,
    ];
  }
  if (probed.kind === "video") {
    const at = Math.min(1, (probed.durationSeconds ?? 0) / 2);
    return [
      "-ss",
      at.toFixed(3),
      "-f",
      DEMUXER[probed.format],
      "-i",
      `file:${input}`,
      "-map",
      "0:v:0",
      "-vf",
      fit,
      "-q:v",
      "4",
      ...common,
      `file:${output}`,
    ];
  }
  // Images: from the stored (upright, clean) copy.
  return ["-i", `file:${input}`, "-map", "0:v:0", "-vf", fit, "-q:v", "4", ...common, `file:${output}`];
}

export type Processed = { file: string; ext: string; thumbnail: string; thumbnailExt: string };

export async function processUpload(
  input: string,
  probed: Probed,
  orientation: number | undefined,
  workDir: string,
): Promise<Processed> {
  const ext = EXTENSION[probed.format];
  let file = input;
  try {
    if (probed.kind === "image") {
      file = path.join(workDir, `clean.${ext}`);
      await runFfmpeg(imageArgs(input, probed.format, orientation, file), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } else {
      file = path.join(workDir, `clean.${ext}`);
      await runFfmpeg(remuxArgs(input, probed.format, file), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    }
    const thumbnailExt = probed.kind === "audio" ? "png" : "jpg";
    const thumbnail = path.join(workDir, `thumb.${thumbnailExt}`);
    await runFfmpeg(thumbnailArgs(file, probed, thumbnail), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { file, ext, thumbnail, thumbnailExt };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(
      "This file could not be decoded",
      "It may be damaged: upload it again or save it in another format.",
    );
  }
}

import { type TUploadKind, UPLOAD_MAX_DURATION_SECONDS, UPLOAD_MAX_PIXELS } from "@reelforge/contract";
import { runFfprobeRaw } from "@reelforge/studio";
import { type Format, Refusal, type Sniffed, unreadableHeif } from "./sniff.ts";

// ffprobe on the local copy, with the demuxer forced to the one the bytes were typed as (so no
// playlist, concat or other referring demuxer can ever be chosen) and only the file protocol.

/** The ffmpeg demuxer that reads each accepted format. */
export const DEMUXER: Record<Format, string> = {
  jpeg: "jpeg_pipe",
  png: "png_pipe",
  webp: "webp_pipe",
  heif: "mov",
  mp4: "mov",
  mov: "mov",
  m4a: "mov",
  webm: "matroska",
  mp3: "mp3",
  wav: "wav",
  ogg: "ogg",
};

const IMAGE_CODECS: Partial<Record<Format, string>> = { jpeg: "mjpeg", png: "png", webp: "webp" };
// AVIF's AV1 and HEIC's HEVC pictures.
const HEIF_CODECS = ["av1", "hevc"];
const MAX_VIDEO_SIDE = 8192;
const PROBE_TIMEOUT_MS = 15_000;

export type Probed = {
  kind: TUploadKind;
  format: Format;
  width?: number;
  height?: number;
  durationSeconds?: number;
};

type Stream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
  tags?: { rotate?: string };
};
type ProbeJson = { streams?: Stream[]; format?: { format_name?: string; duration?: string } };

/** The ffprobe arguments (after the runner's own): pure, so the safety flags are tested as data. */
export function probeArgs(file: string, format: Format): string[] {
  return [
    "-protocol_whitelist",
    "file",
    "-f",
    DEMUXER[format],
    "-print_format",
    "json",
    "-show_streams",
    "-show_format",
    `file:${file}`,
  ];
}

const damaged = () =>
  new Refusal("This file is incomplete or damaged", "It could not be read: upload it again.");

function rotated(stream: Stream): boolean {
  const rotation = Number(
    stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0,
  );
  return Math.abs(rotation) % 180 === 90;
}

export async function probeFile(file: string, sniffed: Sniffed): Promise<Probed> {
  let json: ProbeJson;
  try {
    json = JSON.parse(
      await runFfprobeRaw(probeArgs(file, sniffed.format), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }),
    );
  } catch {
    throw sniffed.format === "heif" ? unreadableHeif(sniffed.avif ?? false) : damaged();
  }
  const streams = json.streams ?? [];
  if (sniffed.format === "heif") return heifPicture(streams, sniffed);
  const imageCodec = IMAGE_CODECS[sniffed.format];
  if (imageCodec) {
    const [stream] = streams;
    if (!stream || stream.codec_name !== imageCodec || !stream.width || !stream.height) throw damaged();
    const turned = sniffed.orientation !== undefined && sniffed.orientation >= 5;
    return {
      kind: "image",
      format: sniffed.format,
      width: turned ? stream.height : stream.width,
      height: turned ? stream.width : stream.height,
    };
  }
  const duration = Number(json.format?.duration);
  const video = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === "audio");
  if (!video && !audio) throw damaged();
  if (!Number.isFinite(duration) || duration <= 0) throw damaged();
  if (duration > UPLOAD_MAX_DURATION_SECONDS + 0.5) {
    throw new Refusal(
      `Video and audio can be at most ${UPLOAD_MAX_DURATION_SECONDS / 60} minutes long`,
      `This file is ${Math.ceil(duration / 60)} minutes long.`,
    );
  }
  const durationSeconds = Math.round(duration * 1000) / 1000;
  if (!video) return { kind: "audio", format: sniffed.format, durationSeconds };
  if (!video.width || !video.height) throw damaged();
  if (video.width > MAX_VIDEO_SIDE || video.height > MAX_VIDEO_SIDE) {
    throw new Refusal(`Videos can be at most ${MAX_VIDEO_SIDE} pixels wide and high`);
  }
  const turned = rotated(video);
  return {
    kind: "video",
    format: sniffed.format,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationSeconds,
  };
}

// A HEIF picture (AVIF, HEIC) as ffmpeg reads it: its first picture, of the size the stream says
// (checked against the pixel limit before it is decoded). ffmpeg 5.1 reads AVIF stills and HEIF
// image sequences, but not a HEIC still (an HEVC item of the meta box): no picture stream, refused
// with the way out.
function heifPicture(streams: Stream[], sniffed: Sniffed): Probed {
  const picture = streams.find((s) => s.codec_type === "video" && HEIF_CODECS.includes(s.codec_name ?? ""));
  if (!picture?.width || !picture.height) throw unreadableHeif(sniffed.avif ?? false);
  checkImageSize({ format: "heif", width: picture.width, height: picture.height });
  // Width and height as shown: a quarter turn (irot) swaps them.
  const turned = sniffed.orientation !== undefined && sniffed.orientation >= 5;
  return {
    kind: "image",
    format: "heif",
    width: turned ? picture.height : picture.width,
    height: turned ? picture.width : picture.height,
  };
}

/** Images: the header's size, checked before any decoder runs (decompression bombs). */
export function checkImageSize(sniffed: Sniffed): void {
  if (sniffed.width === undefined || sniffed.height === undefined) return;
  if (sniffed.width === 0 || sniffed.height === 0) throw damaged();
  if (sniffed.width * sniffed.height > UPLOAD_MAX_PIXELS) {
    throw new Refusal(
      `Images can be at most ${UPLOAD_MAX_PIXELS / 1e6} megapixels`,
      `This image is ${sniffed.width} x ${sniffed.height} pixels.`,
    );
  }
}

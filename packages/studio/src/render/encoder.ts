// x264/AAC settings shared by every piece of a render. Pieces are joined by stream copy, so they must all
// be encoded with identical parameters (same SPS/PPS).

export interface EncoderSettings {
  preset: "ultrafast" | "superfast" | "veryfast" | "faster" | "fast" | "medium";
  crf: number;
  /** x264 threads per ffmpeg process (0 = x264 decides). */
  threads: number;
}

export const DEFAULT_ENCODER: EncoderSettings = { preset: "veryfast", crf: 21, threads: 0 };

export function videoEncoderArgs(enc: EncoderSettings, fps: number): string[] {
  return [
    "-c:v",
    "libx264",
    "-preset",
    enc.preset,
    "-crf",
    String(enc.crf),
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-r",
    String(fps),
    // A keyframe at least every 2 s keeps seeking snappy in players.
    "-g",
    String(fps * 2),
    "-threads",
    String(enc.threads),
    // ultrafast turns off the 8x8 transform and falls to Baseline; platforms expect High profile.
    ...(enc.preset === "ultrafast" ? ["-x264-params", "8x8dct=1"] : []),
    "-an",
  ];
}

// x264/AAC settings shared by every piece of a render. Pieces are joined by stream copy, so they must all
// be encoded with identical parameters (same SPS/PPS).

export interface EncoderSettings {
  preset: "ultrafast" | "superfast" | "veryfast" | "faster" | "fast" | "medium";
  crf: number;
  /** x264 threads per ffmpeg process (0 = decided per render from the cores and the scenes to encode). */
  threads: number;
  /** Extra x264 options (key=value:key=value). */
  x264Params?: string;
}

// veryfast with the cheapest motion search and a 3-frame lookahead: measured on 1080x1920 zooming stills,
// ~35% less CPU and ~45 MB less memory per process than plain veryfast, same size, SSIM 0.997 against it
// (DESIGN.md 7 found slower presets add nothing visible here). Lookahead 3 instead of 5: 13 MB less per
// encoder, 9% smaller files, SSIM against the source 0.9954 instead of 0.9957 (a captioned scene).
// Full-pixel motion search (subme=0: no half-pixel planes per reference), a fixed three B-frames
// (b-adapt=0: no B-frame decision in the lookahead) and no B-pyramid (one reference frame fewer held):
// decision 20 measured x264 on a 320-frame illustrated scene at 2.6 s of CPU instead of 3.2 (-19%),
// 46 MB less per process, 8% larger, SSIM against the uncompressed frames 0.9944 instead of 0.9946.
// No scene-cut detection (scenecut=0): every piece is one scene or one transition, their keyframes are
// placed by the renderer, and the detection cost x264 ~12% of its CPU on that scene for nothing (same
// size and SSIM).
export const DEFAULT_ENCODER: EncoderSettings = {
  preset: "veryfast",
  crf: 21,
  threads: 0,
  x264Params: "me=dia:subme=0:rc-lookahead=3:b-adapt=0:b-pyramid=none:scenecut=0",
};

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
    ...x264Params(enc),
    "-an",
  ];
}

function x264Params(enc: EncoderSettings): string[] {
  // ultrafast turns off the 8x8 transform and CABAC and falls to Baseline; platforms expect High profile.
  const parts = [enc.preset === "ultrafast" ? "8x8dct=1:cabac=1" : "", enc.x264Params ?? ""].filter(Boolean);
  return parts.length ? ["-x264-params", parts.join(":")] : [];
}

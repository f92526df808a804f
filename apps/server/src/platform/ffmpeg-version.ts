import { ffmpegVersionText } from "@reelforge/studio";

let cached: Promise<string> | undefined;

// "ffmpeg version 5.1.6-0+deb12u1 ..." -> "5.1.6-0+deb12u1"; asked once per process (through the
// studio, which starts every ffmpeg).
export function ffmpegVersion(): Promise<string> {
  cached ??= ffmpegVersionText({ signal: AbortSignal.timeout(10_000) }).then((stdout) => {
    const match = /^ffmpeg version (\S+)/m.exec(stdout);
    if (!match?.[1]) throw new Error("ffmpeg -version printed no version");
    return match[1];
  });
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

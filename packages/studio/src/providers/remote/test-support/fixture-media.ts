// Real media files for adapter tests, made with ffmpeg's test sources (tiny and fast).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runFfmpeg, runFfprobeRaw } from "../../../render/run-ffmpeg.ts";

/** A solid-colour PNG (or JPEG with a .jpg name) of the given size. */
export async function fixtureImage(
  dir: string,
  width: number,
  height: number,
  name = `img-${width}x${height}.png`,
) {
  const path = join(dir, name);
  await runFfmpeg(["-f", "lavfi", "-i", `color=c=teal:s=${width}x${height}`, "-frames:v", "1", path]);
  return readFile(path);
}

/** A short H.264 MP4 of the given size and length. */
export async function fixtureVideo(dir: string, width: number, height: number, seconds: number) {
  const path = join(dir, `vid-${width}x${height}-${seconds}.mp4`);
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `testsrc=s=${width}x${height}:r=10:d=${seconds}`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    path,
  ]);
  return readFile(path);
}

export async function dimensionsOf(path: string): Promise<{ width: number; height: number; codec: string }> {
  const stdout = await runFfprobeRaw([
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=width,height,codec_name",
    "-of",
    "json",
    path,
  ]);
  const s = (JSON.parse(stdout) as { streams: { width: number; height: number; codec_name: string }[] })
    .streams[0]!;
  return { width: s.width, height: s.height, codec: s.codec_name };
}

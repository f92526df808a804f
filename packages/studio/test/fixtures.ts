// Media fixtures for render tests, made with ffmpeg on the fly (no binary files in the repository).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runFfmpeg } from "../src/render/run-ffmpeg.ts";

export async function tempDir(prefix = "studio-test-"): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** A small picture with structure (so motion and encoding are exercised). */
export async function testImage(file: string, size = "540x960"): Promise<string> {
  await runFfmpeg(["-f", "lavfi", "-i", `testsrc2=s=${size}:d=1`, "-frames:v", "1", "-update", "1", file]);
  return file;
}

/** A loopable music bed: a soft chord with a slow pulse, 4 s, stereo 48 kHz. */
export async function testMusic(file: string): Promise<string> {
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    "aevalsrc=0.2*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*2*t))+0.15*sin(2*PI*330*t):s=48000:d=4:c=stereo",
    file,
  ]);
  return file;
}

/** A short video clip (for asset and stock scenes). */
export async function testClip(file: string): Promise<string> {
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    "testsrc=s=320x240:r=25:d=1.5",
    "-pix_fmt",
    "yuv420p",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    file,
  ]);
  return file;
}

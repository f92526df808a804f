// Movie maker benchmark (npm run bench:movie): a three-minute story video (`style: "movie"`) from one
// prompt with the built-in providers, rendered small (MOVIE_SCALE, default 0.25 of 1920x1080) with the
// fastest encoder settings. Prints the story's scenes and words, the video's length as ffprobe reads it
// (it should be about the 180 seconds asked for), and the wall time. Too slow for the unit suite, so it
// lives here; the unit tests check the script's and the request's length.
import { spawnSync } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promptVideo } from "../../packages/studio/src/pipelines/prompt-video.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, "..", "out", "movie");
const seconds = Number(process.env.MOVIE_SECONDS ?? 180);
const scale = Number(process.env.MOVIE_SCALE ?? 0.25);

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const started = Date.now();
const result = await promptVideo(
  {
    prompt: "A lighthouse keeper finds a message in a bottle and sails across the sea to return it",
    durationSeconds: seconds,
    platform: "Youtube",
    style: "movie",
    scale,
    encoder: { preset: "ultrafast", crf: 30, threads: 0 },
    out: path.join(outDir, "movie.mp4"),
  },
  { cacheDir: path.join(outDir, "cache"), workDir: path.join(outDir, "work") },
);
const wall = (Date.now() - started) / 1000;
const probe = spawnSync(
  "ffprobe",
  ["-v", "error", "-show_entries", "format=duration:stream=width,height", "-of", "json", result.video],
  { encoding: "utf8" },
);
const info = JSON.parse(probe.stdout) as { format: { duration: string }; streams: { width?: number }[] };
const words = result.script.beats.reduce((a, b) => a + b.narration.split(/\s+/).length, 0);
console.log(`asked ${seconds} s at scale ${scale}`);
console.log(`story: "${result.script.title}", ${result.script.beats.length} beats, ${words} words`);
console.log(`scenes in the video: ${result.storyboardData.scenes.length}`);
console.log(`ffprobe duration: ${Number(info.format.duration).toFixed(1)} s`);
console.log(`wall: ${wall.toFixed(0)} s (${(wall / seconds).toFixed(2)}x realtime)`);
console.log(`video: ${result.video}`);

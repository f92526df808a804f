// Built-in background music: a composition made for each video from a seed (its content), in one of
// five moods (music/compose.ts), synthesized offline (music/synth.ts) and cached, since synthesizing live
// in ffmpeg cost ~3 s per render (DESIGN.md 7). The composition is endless and prefix-stable, so it is
// rendered in 10-second steps of length: a video always gets a bed at least as long as itself and never
// hears it restart. Stored as 16-bit PCM WAV, written as it is synthesized: no encoder process to make
// it, and the soundtrack reads and measures it without decoding (FLAC was a third of the size, and cost
// an encode, ~0.3 s of CPU for 70 s, and a decode in every audio pass). User-supplied music goes through
// `userMusic`, which checks the file with ffprobe.

import { randomBytes } from "node:crypto";
import { access, mkdir, open, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { WAV_HEADER_BYTES, wavHeader } from "../media/wav.ts";
import type { ProviderCredit } from "../providers/types.ts";
import { FfmpegError, runFfprobeRaw } from "../render/run-ffmpeg.ts";
import { compose } from "./compose.ts";
import { MOODS, type Mood } from "./moods.ts";
import { MUSIC_BLOCK, MUSIC_RATE, type MusicBlock, renderBlocks, renderEvents } from "./synth.ts";

export { MOODS, type Mood } from "./moods.ts";

/** Bump when the composition or synthesis changes, so cached tracks are made again. */
const VERSION = 3;
const RATE = MUSIC_RATE;
/** Beds are made in steps of this many seconds of length. */
const LENGTH_STEP = 10;

export interface MusicTrack {
  path: string;
  durationSeconds: number;
  credit: ProviderCredit;
}

/** Seconds of bed made for a video of `seconds`: the next whole step, with room for the fade. */
export function bedSeconds(seconds: number): number {
  return Math.max(1, Math.ceil((seconds + 1) / LENGTH_STEP)) * LENGTH_STEP;
}

/** Stereo samples of a mood's composition for `seed`, whole (exported for tests). */
export function synthesize(
  mood: Mood,
  seed: number,
  seconds: number,
): { left: Float32Array; right: Float32Array; seconds: number } {
  const piece = compose(mood, seed);
  const { left, right } = renderEvents(piece.events(0, seconds), seconds);
  return { left, right, seconds: left.length / RATE };
}

/**
 * Interleaved 16-bit stereo of a block's two channels, into `out` (4 bytes a sample), through a typed
 * view: a tenth of the CPU of two writeInt16LE calls a sample (0.11 s for a 70 s bed). The platforms we
 * run on are little-endian, as the PCM is.
 */
function pcm16(b: MusicBlock, out: Buffer): Buffer {
  const view = new Int16Array(out.buffer, out.byteOffset, b.length * 2);
  for (let i = 0; i < b.length; i++) {
    view[i * 2] = Math.max(-32768, Math.min(32767, Math.round(b.left[i]! * 32767)));
    view[i * 2 + 1] = Math.max(-32768, Math.min(32767, Math.round(b.right[i]! * 32767)));
  }
  return out.subarray(0, b.length * 4);
}

/**
 * The bed as a 16-bit stereo PCM WAV file, synthesized and written block by block: the render's
 * encoders run beside it, and the whole bed in memory was ~90 MB for 90 s (four float buffers of its
 * length and every note it plays); now a few MB, whatever the length. Yields to the event loop between
 * blocks (each write), so the render around it keeps moving.
 */
async function writeBedWav(mood: Mood, seed: number, seconds: number, file: string, signal?: AbortSignal) {
  const fh = await open(file, "w");
  try {
    const out = Buffer.alloc(MUSIC_BLOCK * 4);
    let bytes = 0;
    // The header is written last, when the length is known; the samples follow its 44 bytes.
    for (const block of renderBlocks(compose(mood, seed).events(0, seconds), seconds)) {
      signal?.throwIfAborted();
      const pcm = pcm16(block, out);
      await fh.write(pcm, 0, pcm.length, WAV_HEADER_BYTES + bytes);
      bytes += pcm.length;
    }
    await fh.write(wavHeader({ rate: RATE, channels: 2, dataBytes: bytes }), 0, WAV_HEADER_BYTES, 0);
  } finally {
    await fh.close();
  }
}

const pending = new Map<string, Promise<MusicTrack>>();

/** Who made a built-in bed (the storyboard's credits). */
export function builtinMusicCredit(mood: Mood): ProviderCredit {
  return { provider: "builtin-music", model: `${mood}-v${VERSION}`, builtin: true };
}

export interface BuiltinMusicOptions {
  /** The composition's seed (from the video's content): two videos get different music. */
  seed?: number;
  /** Length of the video the bed is for; the bed is at least this long. */
  seconds?: number;
  signal?: AbortSignal;
}

/**
 * A background bed for `mood`, composed for `seed` and synthesized on first use into `cacheDir/music`,
 * reused afterwards (keyed by mood, seed, length step and synthesis version). Safe to call from several
 * processes at once.
 */
export function builtinMusic(
  mood: string,
  cacheDir: string,
  opts: BuiltinMusicOptions = {},
): Promise<MusicTrack> {
  if (!(MOODS as readonly string[]).includes(mood)) {
    return Promise.reject(new Error(`Unknown music mood "${mood}". Choose one of: ${MOODS.join(", ")}.`));
  }
  const m = mood as Mood;
  const seed = (opts.seed ?? 0) >>> 0;
  const seconds = bedSeconds(opts.seconds ?? 29);
  const path = join(
    resolve(cacheDir),
    "music",
    `builtin-${m}-${seed.toString(16)}-${seconds}s-v${VERSION}.wav`,
  );
  const credit = builtinMusicCredit(m);
  let job = pending.get(path);
  if (!job) {
    job = (async () => {
      try {
        await access(path);
        return { path, durationSeconds: seconds, credit };
      } catch {
        // not cached yet
      }
      await mkdir(join(resolve(cacheDir), "music"), { recursive: true });
      const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp.wav`;
      try {
        await writeBedWav(m, seed, seconds, tmp, opts.signal);
        await rename(tmp, path);
      } finally {
        await rm(tmp, { force: true });
      }
      return { path, durationSeconds: seconds, credit };
    })();
    job.catch(() => pending.delete(path));
    // Only a few beds are kept in memory as promises (each is a file path once settled).
    if (pending.size > 64) pending.clear();
    pending.set(path, job);
  }
  return job;
}

/** A user's own music file, checked with ffprobe: it must exist and hold at least a second of audio. */
export async function userMusic(file: string): Promise<MusicTrack> {
  const path = resolve(file); // absolute, so the name can never be read as an ffprobe option
  let stdout: string;
  try {
    stdout = await runFfprobeRaw([
      "-show_entries",
      "stream=codec_type:format=duration",
      "-of",
      "json",
      "-i",
      path,
    ]);
  } catch (err) {
    const stderr = err instanceof FfmpegError ? err.stderr.trim() : "";
    const why = stderr ? stderr.split("\n").at(-1) : (err as Error).message;
    throw new Error(`The music file ${file} cannot be read as audio (${why}).`);
  }
  const info = JSON.parse(stdout) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
  if (!info.streams?.some((s) => s.codec_type === "audio"))
    throw new Error(`The music file ${file} has no audio.`);
  const durationSeconds = Number(info.format?.duration);
  if (!(durationSeconds >= 1)) throw new Error(`The music file ${file} is too short (under one second).`);
  return { path, durationSeconds, credit: { provider: "user", builtin: false } };
}

// The speech stage: the voice track, each scene's speech placed at its exact sample offset with silence
// between.
import { open, readFile } from "node:fs/promises";
import { fileHash, hashOf, type StudioCache } from "../../cache.ts";
import { pcmWavInfo, WAV_HEADER_BYTES, wavHeader } from "../../media/wav.ts";
import type { Storyboard } from "../../storyboard/schema.ts";
import { buildSpeechPcmArgs, SAMPLE_RATE } from "../audio-args.ts";
import { mapLimit } from "../pool.ts";
import { type FfmpegRunOptions, runFfmpeg } from "../run-ffmpeg.ts";
import type { Timeline } from "../timeline.ts";

/** Where a clip's 16-bit mono samples are: a file, from `offset`, at most `bytes` of them. */
interface SampleSource {
  path: string;
  offset: number;
  bytes: number;
}

/**
 * Writes the voice track: each scene's speech placed at its exact sample offset, silence between. When
 * every clip is 16-bit mono PCM WAV at one rate (the built-in voice), their samples are copied as they
 * are and the mix resamples the whole track once; other audio (MP3 from a remote voice) is converted to
 * 48 kHz PCM first, once per clip, and cached.
 */
export async function writeVoiceTrack(
  sb: Storyboard,
  timeline: Timeline,
  cache: StudioCache,
  file: string,
  opts: Pick<FfmpegRunOptions, "signal" | "onSpawn">,
): Promise<void> {
  const { rate, sources } = await speechSamples(sb, cache, opts);
  const total = Math.ceil((timeline.totalFrames / timeline.fps) * rate);
  const dataBytes = total * 2;
  const fh = await open(file, "w");
  try {
    await fh.write(wavHeader({ rate, channels: 1, dataBytes }), 0, WAV_HEADER_BYTES, 0);
    // Positional writes into a file of the full length: the gaps stay zero (silence).
    await fh.truncate(WAV_HEADER_BYTES + dataBytes);
    for (let i = 0; i < sources.length; i++) {
      const src = sources[i];
      if (!src) continue;
      const t = timeline.scenes[i]!;
      const startSample = Math.round((t.offsetFrames / timeline.fps + t.voiceStart) * rate);
      const sceneEndSample = Math.round(((t.offsetFrames + t.frames) / timeline.fps) * rate);
      const whole = await readFile(src.path);
      const buf = whole.subarray(src.offset, Math.min(whole.length, src.offset + src.bytes));
      const maxBytes = Math.max(0, Math.min(buf.length, (Math.min(sceneEndSample, total) - startSample) * 2));
      await fh.write(buf, 0, maxBytes - (maxBytes % 2), WAV_HEADER_BYTES + startSample * 2);
    }
  } finally {
    await fh.close();
  }
}

/** Each scene's speech samples (null for a silent scene) and their one rate. */
async function speechSamples(
  sb: Storyboard,
  cache: StudioCache,
  opts: Pick<FfmpegRunOptions, "signal" | "onSpawn">,
): Promise<{ rate: number; sources: (SampleSource | null)[] }> {
  const clips = sb.scenes.map((scene) => (sb.voice.enabled ? scene.speech?.audioPath : undefined));
  const infos = await Promise.all(clips.map((c) => (c ? pcmWavInfo(c) : null)));
  const rates = new Set(infos.filter((x) => x !== null).map((x) => x.rate));
  const direct = rates.size === 1 && clips.every((c, i) => !c || infos[i] !== null);
  const rate = direct ? [...rates][0]! : SAMPLE_RATE;
  const sources = await mapLimit(clips, 4, async (clip, i): Promise<SampleSource | null> => {
    if (!clip) return null;
    if (direct) return { path: clip, offset: infos[i]!.dataOffset, bytes: infos[i]!.dataBytes };
    const key = hashOf({ pcm: 1, audio: await fileHash(clip) });
    const { path: pcm } = await cache.getOrCreate("speech-pcm", key, ".pcm", (tmp) =>
      runFfmpeg(buildSpeechPcmArgs(clip, tmp), { signal: opts.signal, onSpawn: opts.onSpawn }).then(
        () => undefined,
      ),
    );
    return { path: pcm, offset: 0, bytes: Number.POSITIVE_INFINITY };
  });
  return { rate, sources };
}

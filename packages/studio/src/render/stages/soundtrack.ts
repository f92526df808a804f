// The soundtrack stage, alongside the video: the voice track; a first pass that compresses the voice;
// the voice and the music bed measured where the voice speaks (in node, from the files); the bed's gain
// curve (ducked under the voice by the word timings, 18 dB under it while it speaks); the loudness of
// their mix, measured from the parts; then the mix made, the measured gain applied and encoded to AAC
// in one pass, so the join is a stream copy. With `stems`, the voice and the music are written beside
// the video at the level they have in the mix.
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileHash, hashOf } from "../../cache.ts";
import { collectGarbage } from "../../collect-garbage.ts";
import {
  gainPowers,
  integratedLoudness,
  mixPowers,
  powersWithin,
  subBlockPowers,
} from "../../media/loudness.ts";
import { pcm16WavInfo } from "../../media/wav.ts";
import { builtinMusic } from "../../music/builtin-music.ts";
import {
  BED_UNDER_VOICE_DB,
  bedOffsetDb,
  duckEnvelope,
  ENVELOPE_RATE,
  envelopeBytes,
  type Span,
  speechRegions,
} from "../../music/ducking.ts";
import { musicSeed } from "../../music/music-seed.ts";
import type { Storyboard } from "../../storyboard/schema.ts";
import {
  buildAudioEncodeArgs,
  buildBedWavArgs,
  buildClipSoundArgs,
  buildVoicePassArgs,
  type ClipSound,
  loudnessFilter,
  loudnessGainDb,
} from "../audio-args.ts";
import { runFfmpeg, runFfprobe } from "../run-ffmpeg.ts";
import { computeTimeline, type Timeline } from "../timeline.ts";
import type { RenderContext } from "./context.ts";
import { writeVoiceTrack } from "./speech.ts";

export interface Soundtrack {
  timeline: Timeline;
  /** The encoded AAC track (in the work directory). */
  audioOut: string;
  /** The stems beside the video, when asked for. */
  stems?: { voice: string; music?: string };
}

/** Every spoken word on the video's time line (what the bed ducks under). */
export function spokenWords(sb: Storyboard, timeline: Timeline): Span[] {
  if (!sb.voice.enabled) return [];
  return sb.scenes.flatMap((scene, i) => {
    const t = timeline.scenes[i]!;
    const at = t.offsetFrames / timeline.fps + t.voiceStart;
    const sceneEnd = (t.offsetFrames + t.frames) / timeline.fps;
    return (scene.speech?.words ?? [])
      .map((w) => ({ start: at + w.start, end: Math.min(sceneEnd, at + Math.max(w.end, w.start + 0.05)) }))
      .filter((w) => w.end > w.start);
  });
}

/**
 * The bed for this render: a user's file (looped), the mood composed for this video, or none; with
 * the sound of the user's clips that keep theirs mixed in (so it is ducked under the voice too).
 */
async function musicBed(
  ctx: RenderContext,
  timeline: Timeline,
  seconds: number,
): Promise<{ path: string; loop: boolean } | undefined> {
  const music = await musicOnly(ctx, seconds);
  if (ctx.opts.bare) return music;
  const clips = await clipSounds(ctx, timeline);
  if (clips.length === 0) return music;
  const out = path.join(ctx.opts.workDir, "clip-sound.wav");
  await runFfmpeg(buildClipSoundArgs({ clips, music, seconds, out }), ctx.run);
  return { path: out, loop: false };
}

/** The user's clips whose sound plays, where they play (clips without a sound track are skipped). */
async function clipSounds(ctx: RenderContext, timeline: Timeline): Promise<ClipSound[]> {
  const clips: ClipSound[] = [];
  for (const [i, scene] of ctx.sb.scenes.entries()) {
    const v = scene.visual;
    const rv = scene.resolvedVisual;
    if (v.kind !== "asset" || v.media !== "video" || !v.sound || !rv) continue;
    const probe = await runFfprobe(rv.path, { signal: ctx.signal });
    if (!probe.streams.some((s) => s.codec_type === "audio")) continue;
    const t = timeline.scenes[i]!;
    clips.push({ path: rv.path, at: t.offsetFrames / timeline.fps, seconds: t.frames / timeline.fps });
  }
  return clips;
}

async function musicOnly(ctx: RenderContext, seconds: number) {
  const { sb, opts } = ctx;
  if (opts.bare || !sb.music) return undefined;
  const file = opts.pending ? await opts.pending.music : opts.musicPath;
  if (file) return { path: await bedWav(ctx, file), loop: true };
  if (!sb.music.mood) return undefined;
  const bed = await builtinMusic(sb.music.mood, opts.cacheDir, {
    seed: musicSeed(sb),
    seconds,
    signal: ctx.signal,
  });
  return { path: bed.path, loop: false };
}

function stemPaths(out: string) {
  const base = path.resolve(out).replace(/\.mp4$/i, "");
  return { voice: `${base}.voice.wav`, music: `${base}.music.wav` };
}

/** The soundtrack; it begins once every scene has its speech. */
export async function renderSoundtrack(ctx: RenderContext): Promise<Soundtrack> {
  const { sb, opts, fps } = ctx;
  await Promise.all(sb.scenes.map((_s, i) => ctx.sceneReady(i)));
  const timeline = computeTimeline(sb);
  const seconds = timeline.totalFrames / fps;
  const work = (name: string) => path.join(opts.workDir, name);
  const withVoice = !opts.bare && sb.voice.enabled;
  const [music] = await Promise.all([
    musicBed(ctx, timeline, seconds),
    writeVoiceTrack(
      withVoice ? sb : { ...sb, voice: { ...sb.voice, enabled: false } },
      timeline,
      ctx.cache,
      work("voice.wav"),
      ctx.run,
    ),
  ]);
  // Every scene is prepared and the bed composed by now: their garbage (~50-90 MB of picture and note
  // buffers) goes before the encoders reach their memory peak, instead of at the end of the render.
  collectGarbage();
  const words = withVoice ? spokenWords(sb, timeline) : [];
  const regions = speechRegions(words);
  await runFfmpeg(
    buildVoicePassArgs({ voiceWav: work("voice.wav"), seconds, voiceOut: work("voice-stem.wav") }),
    ctx.run,
  );
  await rm(work("voice.wav"), { force: true });
  const voice = await subBlockPowers(work("voice-stem.wav"), { seconds });
  let bed: { powers: Float64Array; gain: Float64Array } | undefined;
  if (music) {
    const powers = await subBlockPowers(music.path, { seconds, loop: music.loop });
    const underDb = bedGainDb(
      {
        voice: integratedLoudness(powersWithin(voice, regions)),
        bed: integratedLoudness(powersWithin(powers, regions)),
      },
      sb.music?.volume ?? 0.25,
      regions.length > 0,
    );
    const envelope = duckEnvelope({ regions, seconds, underDb });
    await writeFile(work("music-gain.f32"), envelopeBytes(envelope));
    bed = { powers, gain: gainPowers(envelope, ENVELOPE_RATE, voice.length) };
  }
  const measured = { integrated: integratedLoudness(mixPowers(voice, bed)) };
  const stems = opts.stems ? stemPaths(opts.out) : undefined;
  const audioOut = work("audio.m4a");
  await runFfmpeg(
    buildAudioEncodeArgs({
      voiceWav: work("voice-stem.wav"),
      music: music && { ...music, envelope: work("music-gain.f32"), envelopeRate: ENVELOPE_RATE },
      seconds,
      loudnorm: loudnessFilter(measured),
      out: audioOut,
      stems: stems && {
        gainDb: loudnessGainDb(measured) ?? 0,
        voice: stems.voice,
        music: music ? stems.music : undefined,
      },
    }),
    ctx.run,
  );
  await Promise.all(["voice-stem.wav", "music-gain.f32"].map((f) => rm(work(f), { force: true })));
  return {
    timeline,
    audioOut,
    stems: stems && { voice: stems.voice, music: music ? stems.music : undefined },
  };
}

/**
 * The bed's gain (dB) while the voice speaks: the voice's loudness minus 18 dB (moved by the storyboard's
 * music volume) minus the bed's own loudness over the same spans (both LUFS). Without speech, the bed
 * plays at its own level moved by the volume.
 */
export function bedGainDb(loudness: { voice: number; bed: number }, volume: number, speaks: boolean): number {
  const offset = bedOffsetDb(volume);
  if (!Number.isFinite(offset)) return -120;
  const voice = speaks ? loudness.voice : Number.NEGATIVE_INFINITY;
  if (!Number.isFinite(voice) || !Number.isFinite(loudness.bed)) return offset;
  return voice - BED_UNDER_VOICE_DB + offset - loudness.bed;
}

/**
 * A user's music file as 16-bit stereo PCM WAV, which the bed's loudness is measured from: used as it is
 * when it already is one, else decoded once (stereo, 48 kHz) into the cache, keyed by its content.
 */
async function bedWav(ctx: RenderContext, file: string): Promise<string> {
  if ((await pcm16WavInfo(file).catch(() => null))?.channels === 2) return file;
  const key = hashOf({ bed: 1, audio: await fileHash(file) });
  const { path: wav } = await ctx.cache.getOrCreate("music-pcm", key, ".wav", (tmp) =>
    runFfmpeg(buildBedWavArgs(path.resolve(file), tmp), ctx.run).then(() => undefined),
  );
  return wav;
}

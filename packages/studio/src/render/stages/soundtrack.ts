// The soundtrack stage, alongside the video: the voice track, music ducked under it, loudness measured,
// then the measured gain applied and encoded to AAC once, so the join is a stream copy.
import { rm } from "node:fs/promises";
import path from "node:path";
import { buildAudioEncodeArgs, buildMixArgs, loudnessFilter, parseEbur128Summary } from "../audio-args.ts";
import { runFfmpeg } from "../run-ffmpeg.ts";
import { computeTimeline, type Timeline } from "../timeline.ts";
import type { RenderContext } from "./context.ts";
import { writeVoiceTrack } from "./speech.ts";

export interface Soundtrack {
  timeline: Timeline;
  /** The encoded AAC track (in the work directory). */
  audioOut: string;
}

/** The soundtrack; it begins once every scene has its speech. */
export async function renderSoundtrack(ctx: RenderContext): Promise<Soundtrack> {
  const { sb, opts, fps } = ctx;
  const withVoice = !opts.bare && sb.voice.enabled;
  await Promise.all(sb.scenes.map((_s, i) => ctx.sceneReady(i)));
  const musicPath = opts.bare ? undefined : opts.pending ? await opts.pending.music : opts.musicPath;
  const timeline = computeTimeline(sb);
  const voiceWav = path.join(opts.workDir, "voice.wav");
  const mixWav = path.join(opts.workDir, "mix.wav");
  const audioOut = path.join(opts.workDir, "audio.m4a");
  await writeVoiceTrack(
    withVoice ? sb : { ...sb, voice: { ...sb.voice, enabled: false } },
    timeline,
    ctx.cache,
    voiceWav,
    ctx.run,
  );
  const music = musicPath && sb.music ? { path: musicPath, volume: sb.music.volume } : undefined;
  const seconds = timeline.totalFrames / fps;
  const { stderr } = await runFfmpeg(buildMixArgs({ voiceWav, music, seconds, outWav: mixWav }), {
    ...ctx.run,
    captureStderr: true,
  });
  await rm(voiceWav, { force: true });
  const loudnorm = loudnessFilter(parseEbur128Summary(stderr));
  await runFfmpeg(buildAudioEncodeArgs({ mixWav, loudnorm, out: audioOut }), ctx.run);
  await rm(mixWav, { force: true });
  return { timeline, audioOut };
}

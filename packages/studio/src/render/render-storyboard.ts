// Renders a prepared storyboard (speech and visuals resolved) to an MP4 with sidecar files. Each scene
// segment is cached by the hash of everything that decides its pixels, so an edit re-renders only the
// scenes it touched; segments render in parallel and are joined by stream copy.

import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { exists, fileHash, hashOf, StudioCache } from "../cache.ts";
import type { Storyboard } from "../storyboard/schema.ts";
import {
  buildFinalMuxArgs,
  buildMixArgs,
  buildSpeechPcmArgs,
  buildThumbnailArgs,
  loudnessFilter,
  parseEbur128Summary,
  SAMPLE_RATE,
} from "./audio-args.ts";
import { buildAss } from "./captions/ass.ts";
import { captionFontDir } from "./captions/font-set.ts";
import { captionSetup, sceneCaptionEvents, timelineCaptionEvents } from "./captions/scene-captions.ts";
import { buildSrt, buildVtt } from "./captions/srt-vtt.ts";
import { DEFAULT_ENCODER, type EncoderSettings } from "./encoder.ts";
import { concatListPath } from "./filter-escape.ts";
import { mapLimit } from "./pool.ts";
import { runFfmpeg } from "./run-ffmpeg.ts";
import {
  buildConcatList,
  buildSegmentArgs,
  buildTransitionArgs,
  type Motion,
  type SegmentSource,
  segmentPieces,
} from "./segment-args.ts";
import { computeTimeline, type Timeline } from "./timeline.ts";

/** Bump when a change to the builders changes output pixels, so old cache entries are not reused. */
const RENDER_VERSION = 4;
const MOTION_CYCLE: Motion[] = ["zoom-in", "pan-right", "zoom-out", "pan-left"];

export interface Progress {
  stage: string;
  percent: number;
}

export interface RenderOptions {
  /** Output MP4 path; sidecars are written beside it. */
  out: string;
  cacheDir: string;
  /** Scratch directory for this job (voice track, mix, lists). */
  workDir: string;
  musicPath?: string;
  signal?: AbortSignal;
  onProgress?(e: Progress): void;
  encoder?: Partial<EncoderSettings>;
  /** Scene segments rendered at once (default: number of cores). */
  concurrency?: number;
  /** Skip voice, music and captions (benchmark lower bound: the bare encode of the same motion). */
  bare?: boolean;
  /** Called with each ffmpeg child pid (benchmark memory sampling). */
  onSpawn?(pid: number): void;
}

export interface RenderResult {
  video: string;
  srt: string;
  vtt: string;
  ass: string;
  thumbnail: string;
  storyboard: string;
  durationSeconds: number;
  timeline: Timeline;
  segments: { rendered: number; reused: number };
}

function sidecar(out: string, ext: string): string {
  return out.replace(/\.mp4$/i, "") + ext;
}

export function motionFor(sb: Storyboard, index: number): Motion {
  return sb.scenes[index]?.motion ?? MOTION_CYCLE[index % MOTION_CYCLE.length]!;
}

function sourceFor(sb: Storyboard, index: number): SegmentSource {
  const scene = sb.scenes[index]!;
  if (scene.visual.kind === "color") return { kind: "color", color: scene.visual.color };
  const rv = scene.resolvedVisual;
  if (!rv) throw new Error(`Scene ${scene.id} has no visual yet (prepare the storyboard first)`);
  return rv.media === "video" ? { kind: "video", path: rv.path } : { kind: "image", path: rv.path };
}

/** Writes the voice track: each scene's speech placed at its exact sample offset, silence between. */
async function writeVoiceTrack(
  sb: Storyboard,
  timeline: Timeline,
  cache: StudioCache,
  file: string,
  opts: RenderOptions,
): Promise<void> {
  const total = Math.ceil((timeline.totalFrames / timeline.fps) * SAMPLE_RATE);
  const pcms = await mapLimit(sb.scenes, 4, async (scene) => {
    if (!sb.voice.enabled || !scene.speech) return null;
    const key = hashOf({ pcm: 1, audio: await fileHash(scene.speech.audioPath) });
    const { path: pcm } = await cache.getOrCreate("speech-pcm", key, ".pcm", (tmp) =>
      runFfmpeg(buildSpeechPcmArgs(scene.speech!.audioPath, tmp), {
        signal: opts.signal,
        onSpawn: opts.onSpawn,
      }).then(() => undefined),
    );
    return pcm;
  });
  const header = Buffer.alloc(44);
  const dataBytes = total * 2;
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  const fh = await open(file, "w");
  try {
    await fh.write(header, 0, 44, 0);
    // Positional writes into a file of the full length: the gaps stay zero (silence).
    await fh.truncate(44 + dataBytes);
    for (let i = 0; i < pcms.length; i++) {
      const pcm = pcms[i];
      if (!pcm) continue;
      const t = timeline.scenes[i]!;
      const startSample = Math.round((t.offsetFrames / timeline.fps + t.voiceStart) * SAMPLE_RATE);
      const sceneEndSample = Math.round(((t.offsetFrames + t.frames) / timeline.fps) * SAMPLE_RATE);
      const buf = await readFile(pcm);
      const maxBytes = Math.max(0, Math.min(buf.length, (Math.min(sceneEndSample, total) - startSample) * 2));
      await fh.write(buf, 0, maxBytes - (maxBytes % 2), 44 + startSample * 2);
    }
  } finally {
    await fh.close();
  }
}

export async function renderStoryboard(sb: Storyboard, opts: RenderOptions): Promise<RenderResult> {
  const encoder: EncoderSettings = { ...DEFAULT_ENCODER, ...opts.encoder };
  const cache = new StudioCache(opts.cacheDir);
  const timeline = computeTimeline(sb);
  const fps = timeline.fps;
  const { width: W, height: H } = sb.format;
  const totalSeconds = timeline.totalFrames / fps;
  await mkdir(opts.workDir, { recursive: true });
  await mkdir(path.dirname(path.resolve(opts.out)), { recursive: true });
  const report = (stage: string, percent: number) =>
    opts.onProgress?.({ stage, percent: Math.min(100, Math.max(0, percent)) });

  const withCaptions = !opts.bare && sb.captions.enabled && sb.voice.enabled;
  const setup = captionSetup(sb);
  const perScene = sceneCaptionEvents(sb, timeline, setup);
  const fonts = withCaptions ? await captionFontDir(sb, opts.cacheDir) : undefined;
  const logo = !opts.bare && sb.brand.logo ? path.resolve(sb.brand.logo) : undefined;
  const logoKey = logo ? await fileHash(logo) : null;

  // ---- scene segments, in parallel
  const concurrency = opts.concurrency ?? availableParallelism();
  const framesDone = new Array<number>(sb.scenes.length).fill(0);
  const totalSceneFrames = timeline.scenes.reduce((a, s) => a + s.frames, 0);
  const tick = () => report("render", (85 * framesDone.reduce((a, b) => a + b, 0)) / totalSceneFrames);
  let rendered = 0;
  let reused = 0;
  // Output does not depend on the thread count, so it stays out of the cache keys.
  const { threads: _threads, ...encoderKey } = encoder;
  const plans = await mapLimit(sb.scenes, 8, async (_scene, i) => {
    const t = timeline.scenes[i]!;
    const source = sourceFor(sb, i);
    const sourceKey = source.kind === "color" ? source.color : await fileHash(source.path);
    const events = withCaptions ? perScene[i]! : [];
    const ass = events.length > 0 ? buildAss(events, setup.spec, setup.options) : null;
    let assPath: string | undefined;
    if (ass) {
      assPath = (
        await cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) => writeFile(tmp, ass, "utf8"))
      ).path;
    }
    const motion = motionFor(sb, i);
    const key = hashOf({
      v: RENDER_VERSION,
      source: source.kind,
      sourceKey,
      W,
      H,
      fps,
      frames: t.frames,
      head: t.headFrames,
      tail: t.tailFrames,
      motion,
      ass,
      logoKey,
      encoder: encoderKey,
    });
    return { t, source, motion, assPath, key };
  });
  // Several scenes to encode: one x264 thread each, a scene per core (least CPU per frame). One or few
  // scenes (an edit): give each the spare cores so the wall time drops too.
  const missing = (
    await Promise.all(plans.map((p) => exists(cache.entryPath("segments", p.key, ""))))
  ).filter((hit) => !hit).length;
  const cores = availableParallelism();
  const jobEncoder: EncoderSettings = {
    ...encoder,
    threads: encoder.threads || Math.max(1, Math.floor(cores / Math.max(1, Math.min(concurrency, missing)))),
  };
  const pieces = await mapLimit(plans, concurrency, async ({ t, source, motion, assPath, key }, i) => {
    const { path: dir, hit } = await cache.getOrCreate("segments", key, "", async (tmp) => {
      await mkdir(tmp, { recursive: true });
      const args = buildSegmentArgs({
        source,
        width: W,
        height: H,
        fps,
        frames: t.frames,
        headFrames: t.headFrames,
        tailFrames: t.tailFrames,
        motion,
        assPath,
        fontsDir: fonts,
        logoPath: logo,
        encoder: jobEncoder,
        outDir: tmp,
      });
      await runFfmpeg(args, {
        signal: opts.signal,
        onSpawn: opts.onSpawn,
        onProgress: (s) => {
          framesDone[i] = Math.max(framesDone[i]!, Math.min(t.frames, s * fps));
          tick();
        },
      });
      const names = segmentPieces(t);
      for (const [k, name] of names.entries())
        await rename(path.join(tmp, `piece-${k}.mp4`), path.join(tmp, `${name}.mp4`));
    });
    if (hit) reused++;
    else rendered++;
    framesDone[i] = t.frames;
    tick();
    return {
      key,
      head: t.headFrames ? path.join(dir, "head.mp4") : undefined,
      body: path.join(dir, "body.mp4"),
      tail: t.tailFrames ? path.join(dir, "tail.mp4") : undefined,
    };
  });

  // ---- transitions: xfade only on the overlap clips
  const transitionKind = sb.transition.kind === "none" ? "fade" : sb.transition.kind;
  const transitions = await mapLimit(pieces.slice(0, -1), concurrency, async (p, i) => {
    const next = pieces[i + 1]!;
    if (!p.tail || !next.head) return null;
    const key = hashOf({
      v: RENDER_VERSION,
      from: p.key,
      to: next.key,
      kind: transitionKind,
      encoder: encoderKey,
    });
    const { path: file } = await cache.getOrCreate("transitions", key, ".mp4", (tmp) =>
      runFfmpeg(
        buildTransitionArgs({
          from: p.tail!,
          to: next.head!,
          kind: transitionKind,
          frames: timeline.transitionFrames,
          fps,
          encoder: jobEncoder,
          out: tmp,
        }),
        { signal: opts.signal, onSpawn: opts.onSpawn },
      ).then(() => undefined),
    );
    return file;
  });
  report("transitions", 88);

  const order: string[] = [];
  pieces.forEach((p, i) => {
    order.push(p.body);
    const tr = transitions[i];
    if (tr) order.push(tr);
  });
  const listFile = path.join(opts.workDir, "pieces.ffconcat");
  await writeFile(listFile, buildConcatList(order, concatListPath));

  // ---- audio: voice track, music ducked under it, loudness measured
  const voiceWav = path.join(opts.workDir, "voice.wav");
  const mixWav = path.join(opts.workDir, "mix.wav");
  const withVoice = !opts.bare && sb.voice.enabled;
  if (withVoice) await writeVoiceTrack(sb, timeline, cache, voiceWav, opts);
  else
    await writeVoiceTrack({ ...sb, voice: { ...sb.voice, enabled: false } }, timeline, cache, voiceWav, opts);
  const music =
    !opts.bare && opts.musicPath && sb.music ? { path: opts.musicPath, volume: sb.music.volume } : undefined;
  const { stderr } = await runFfmpeg(
    buildMixArgs({ voiceWav, music, seconds: totalSeconds, outWav: mixWav }),
    {
      signal: opts.signal,
      captureStderr: true,
      onSpawn: opts.onSpawn,
    },
  );
  const loudnorm = loudnessFilter(parseEbur128Summary(stderr));
  report("audio", 92);

  // ---- final join by stream copy + AAC, moov first
  const out = path.resolve(opts.out);
  const tmpOut = `${out}.part.mp4`;
  await runFfmpeg(buildFinalMuxArgs({ concatList: listFile, mixWav, loudnorm, out: tmpOut }), {
    signal: opts.signal,
    onSpawn: opts.onSpawn,
  });
  await rename(tmpOut, out);
  report("mux", 97);

  // ---- sidecars
  const allEvents = withCaptions ? timelineCaptionEvents(perScene, timeline) : [];
  const files = {
    srt: sidecar(out, ".srt"),
    vtt: sidecar(out, ".vtt"),
    ass: sidecar(out, ".ass"),
    thumbnail: sidecar(out, ".jpg"),
    storyboard: sidecar(out, ".storyboard.json"),
  };
  await writeFile(files.srt, buildSrt(allEvents, setup.options.noSpaces));
  await writeFile(files.vtt, buildVtt(allEvents, setup.options.noSpaces));
  await writeFile(files.ass, buildAss(allEvents, setup.spec, setup.options));
  const first = timeline.scenes[0]!;
  const thumbAt = Math.min(first.frames / fps / 2, first.voiceStart + 1.2, totalSeconds / 2);
  await runFfmpeg(buildThumbnailArgs(out, thumbAt, files.thumbnail), { signal: opts.signal });
  const saved: Storyboard = {
    ...sb,
    meta: {
      ...sb.meta,
      render: {
        durationSeconds: totalSeconds,
        fps,
        scenes: timeline.scenes.map((s) => ({
          id: s.id,
          offsetSeconds: s.offsetFrames / fps,
          durationSeconds: s.frames / fps,
          voiceStartSeconds: s.voiceStart,
        })),
      },
    },
  };
  await writeFile(files.storyboard, `${JSON.stringify(saved, null, 2)}\n`);
  await rm(path.join(opts.workDir, "voice.wav"), { force: true });
  report("done", 100);
  return {
    video: out,
    ...files,
    durationSeconds: totalSeconds,
    timeline,
    segments: { rendered, reused },
  };
}

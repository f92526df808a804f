// Renders a prepared storyboard (speech and visuals resolved) to an MP4 with sidecar files. Each scene
// segment is cached by the hash of everything that decides its pixels, so an edit re-renders only the
// scenes it touched; segments render in parallel and are joined by stream copy.

import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { exists, fileHash, hashOf, StudioCache } from "../cache.ts";
import type { Storyboard } from "../storyboard/schema.ts";
import {
  buildAudioEncodeArgs,
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
import type { CaptionEvent } from "./captions/layout.ts";
import { captionSetup, oneSceneCaptionEvents, timelineCaptionEvents } from "./captions/scene-captions.ts";
import { buildSrt, buildVtt } from "./captions/srt-vtt.ts";
import { DEFAULT_ENCODER, type EncoderSettings } from "./encoder.ts";
import { concatListPath } from "./filter-escape.ts";
import { createLimiter, mapLimit } from "./pool.ts";
import { runFfmpeg } from "./run-ffmpeg.ts";
import {
  buildConcatList,
  buildSegmentArgs,
  buildTransitionArgs,
  type Motion,
  type SceneVisual,
  type SegmentSource,
  segmentPieces,
  splitRange,
  type TransitionKind,
} from "./segment-args.ts";
import {
  computeTimeline,
  type SceneTiming,
  sceneTiming,
  type Timeline,
  transitionFrames,
} from "./timeline.ts";

/** Bump when a change to the builders changes output pixels, so old cache entries are not reused. */
const RENDER_VERSION = 7;
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
  /**
   * The storyboard is still being prepared (speech and pictures made scene by scene): each scene's
   * segment waits for `scene(i)` only, the audio for every scene and `music`.
   */
  pending?: { scene(i: number): Promise<void>; music: Promise<string | undefined>; done?: Promise<unknown> };
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

/** Format of a PCM WAV file, read from its header, or null when it is anything else. */
async function pcmWavInfo(
  file: string,
): Promise<{ rate: number; dataOffset: number; dataBytes: number } | null> {
  const fh = await open(file, "r");
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    if (
      bytesRead < 44 ||
      head.toString("latin1", 0, 4) !== "RIFF" ||
      head.toString("latin1", 8, 12) !== "WAVE"
    )
      return null;
    let pos = 12;
    let fmt: { format: number; channels: number; rate: number; bits: number } | null = null;
    while (pos + 8 <= bytesRead) {
      const id = head.toString("latin1", pos, pos + 4);
      const size = head.readUInt32LE(pos + 4);
      if (id === "fmt " && pos + 24 <= bytesRead) {
        fmt = {
          format: head.readUInt16LE(pos + 8),
          channels: head.readUInt16LE(pos + 10),
          rate: head.readUInt32LE(pos + 12),
          bits: head.readUInt16LE(pos + 22),
        };
      } else if (id === "data") {
        if (fmt?.format !== 1 || fmt.channels !== 1 || fmt.bits !== 16) return null;
        const total = (await fh.stat()).size;
        // Streaming writers leave the size at 0 or 0xFFFFFFFF: the data then runs to the end of the file.
        const dataBytes =
          size === 0 || size === 0xffffffff ? total - pos - 8 : Math.min(size, total - pos - 8);
        return { rate: fmt.rate, dataOffset: pos + 8, dataBytes };
      }
      pos += 8 + size + (size % 2);
    }
    return null;
  } finally {
    await fh.close();
  }
}

/**
 * Writes the voice track: each scene's speech placed at its exact sample offset, silence between. When
 * every clip is 16-bit mono PCM WAV at one rate (the built-in voice), their samples are copied as they
 * are and the mix resamples the whole track once; other audio (MP3 from a remote voice) is converted to
 * 48 kHz PCM first, once per clip, and cached.
 */
async function writeVoiceTrack(
  sb: Storyboard,
  timeline: Timeline,
  cache: StudioCache,
  file: string,
  opts: Pick<RenderOptions, "signal" | "onSpawn">,
): Promise<void> {
  const clips = sb.scenes.map((scene) => (sb.voice.enabled ? scene.speech?.audioPath : undefined));
  const infos = await Promise.all(clips.map((c) => (c ? pcmWavInfo(c) : null)));
  const rates = new Set(infos.filter((x) => x !== null).map((x) => x.rate));
  const direct = rates.size === 1 && clips.every((c, i) => !c || infos[i] !== null);
  const rate = direct ? [...rates][0]! : SAMPLE_RATE;
  const sources = await mapLimit(clips, 4, async (clip, i) => {
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
  const total = Math.ceil((timeline.totalFrames / timeline.fps) * rate);
  const header = Buffer.alloc(44);
  const dataBytes = total * 2;
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  const fh = await open(file, "w");
  try {
    await fh.write(header, 0, 44, 0);
    // Positional writes into a file of the full length: the gaps stay zero (silence).
    await fh.truncate(44 + dataBytes);
    for (let i = 0; i < sources.length; i++) {
      const src = sources[i];
      if (!src) continue;
      const t = timeline.scenes[i]!;
      const startSample = Math.round((t.offsetFrames / timeline.fps + t.voiceStart) * rate);
      const sceneEndSample = Math.round(((t.offsetFrames + t.frames) / timeline.fps) * rate);
      const whole = await readFile(src.path);
      const buf = whole.subarray(src.offset, Math.min(whole.length, src.offset + src.bytes));
      const maxBytes = Math.max(0, Math.min(buf.length, (Math.min(sceneEndSample, total) - startSample) * 2));
      await fh.write(buf, 0, maxBytes - (maxBytes % 2), 44 + startSample * 2);
    }
  } finally {
    await fh.close();
  }
}

/** A scene's encoded body, in a segment cache entry (pieces.json names its files). */
interface PieceLayout {
  /** The body in one file, or in several when the scene was encoded in parts; first frame of each. */
  body: { file: string; startFrame: number; frames: number }[];
}

interface Piece {
  key: string;
  body: { file: string; startFrame: number; frames: number }[];
}

interface ScenePieces extends Piece {
  /** The transition into this scene (none for the first). */
  transition?: string;
}

interface ScenePlan {
  t: Omit<SceneTiming, "offsetFrames">;
  visual: SceneVisual;
  /** Everything of the scene that decides its pixels, for cache keys. */
  look: Record<string, unknown>;
  /** Cache key of the body. */
  key: string;
  bodyCached: boolean;
}

/** Shortest part worth its own process (start-up and a keyframe each). */
const MIN_PART_SECONDS = 2;

async function readPieces(dir: string, key: string): Promise<Piece> {
  const layout = JSON.parse(await readFile(path.join(dir, "pieces.json"), "utf8")) as PieceLayout;
  return { key, body: layout.body.map((b) => ({ ...b, file: path.join(dir, b.file) })) };
}

/** Attaches a no-op handler so a task nobody awaits any more (after another failed) is not "unhandled". */
function settled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

/**
 * Everything runs as a small dependency graph sharing one budget of heavy ffmpeg processes: a scene's
 * segment starts as soon as its own speech and picture exist (while later scenes are still being
 * voiced and drawn, when `pending` is given), a transition as soon as its two neighbours are encoded,
 * and the voice track, music mix, loudness measurement and AAC encode alongside the video, so the join
 * at the end is a stream copy.
 */
export async function renderStoryboard(sb: Storyboard, opts: RenderOptions): Promise<RenderResult> {
  const encoder: EncoderSettings = { ...DEFAULT_ENCODER, ...opts.encoder };
  const cache = new StudioCache(opts.cacheDir);
  const fps = sb.format.fps;
  const n = sb.scenes.length;
  const { width: W, height: H } = sb.format;
  await mkdir(opts.workDir, { recursive: true });
  await mkdir(path.dirname(path.resolve(opts.out)), { recursive: true });
  const report = (stage: string, percent: number) =>
    opts.onProgress?.({ stage, percent: Math.min(100, Math.max(0, percent)) });

  // One failure stops everything: running ffmpeg children are killed and nothing new starts.
  const failure = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, failure.signal]) : failure.signal;
  const run = { signal, onSpawn: opts.onSpawn };
  const sceneReady = (i: number) => (opts.pending ? opts.pending.scene(i) : Promise.resolve());

  const withCaptions = !opts.bare && sb.captions.enabled && sb.voice.enabled;
  const setup = captionSetup(sb);
  const fonts = withCaptions ? await captionFontDir(sb, opts.cacheDir) : undefined;
  const logo = !opts.bare && sb.brand.logo ? path.resolve(sb.brand.logo) : undefined;
  const logoKey = logo ? await fileHash(logo) : null;
  // Output does not depend on the thread count, so it stays out of the cache keys.
  const { threads: _threads, ...encoderKey } = encoder;
  const concurrency = Math.max(1, opts.concurrency ?? availableParallelism());
  const cores = availableParallelism();
  const heavy = createLimiter(concurrency);

  // ---- progress: frames encoded out of all scene frames (known once every scene is timed)
  const sceneFrames = new Array<number>(n).fill(0);
  const framesDone = new Array<number>(n).fill(0);
  const tick = () => {
    const total = sceneFrames.reduce((a, b) => a + b, 0);
    if (total > 0 && sceneFrames.every((f) => f > 0))
      report("render", (85 * framesDone.reduce((a, b) => a + b, 0)) / total);
  };
  let rendered = 0;
  let reused = 0;
  // Scenes not yet planned, and planned scenes still to encode: one left alone (an edit) gets the
  // spare cores; several share them a scene per process (least CPU per frame).
  let unplanned = n;
  let toEncode = 0;
  const perScene: CaptionEvent[][] = new Array(n).fill([]);

  const transitionKind: TransitionKind = sb.transition.kind === "none" ? "fade" : sb.transition.kind;
  const T = transitionFrames(sb);

  // What decides each scene's pixels, once its speech and picture exist.
  const planned: (ScenePlan | undefined)[] = new Array(n).fill(undefined);
  const outgoingDecided = sb.scenes.map(() => {
    let resolve!: (drawn: boolean) => void;
    const promise = new Promise<boolean>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });
  const plans: Promise<ScenePlan>[] = sb.scenes.map((_scene, i) =>
    settled(
      (async (): Promise<ScenePlan> => {
        await sceneReady(i);
        signal.throwIfAborted();
        const t = sceneTiming(sb, i);
        sceneFrames[i] = t.frames - t.tailFrames;
        const source = sourceFor(sb, i);
        const sourceKey = source.kind === "color" ? source.color : await fileHash(source.path);
        const events = withCaptions ? oneSceneCaptionEvents(sb, i, t, fps, setup) : [];
        perScene[i] = events;
        const ass = events.length > 0 ? buildAss(events, setup.spec, setup.options) : null;
        let assPath: string | undefined;
        if (ass) {
          assPath = (
            await cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) => writeFile(tmp, ass, "utf8"))
          ).path;
        }
        const motion = motionFor(sb, i);
        const look = { source: source.kind, sourceKey, frames: t.frames, motion, ass };
        const key = hashOf({
          v: RENDER_VERSION,
          ...look,
          W,
          H,
          fps,
          head: t.headFrames,
          tail: t.tailFrames,
          logoKey,
          encoder: encoderKey,
        });
        // Whether the body was encoded before this render started (decides who draws its transitions).
        const bodyCached = await exists(cache.entryPath("segments", key, ""));
        unplanned--;
        planned[i] = { t, visual: { source, motion, frames: t.frames, assPath }, look, key, bodyCached };
        if (!bodyCached) toEncode++;
        return { t, visual: { source, motion, frames: t.frames, assPath }, look, key, bodyCached };
      })(),
    ),
  );
  const transitionKey = (from: ScenePlan, to: ScenePlan) =>
    hashOf({
      v: RENDER_VERSION,
      // The outgoing scene's captions are gone before its tail: they do not change the transition.
      from: { ...from.look, ass: null },
      to: to.look,
      kind: transitionKind,
      T,
      W,
      H,
      fps,
      logoKey,
      encoder: encoderKey,
    });
  const frame = { width: W, height: H, fps, fontsDir: fonts, logoPath: logo };

  // Each scene: its body, and the transition into it. A transition is drawn by the process that encodes
  // the scene after it (from the previous scene's source), or by the one that encodes the scene before
  // it when only that one changed, or on its own when both scenes are already encoded.
  const segmentTasks: Promise<ScenePieces>[] = sb.scenes.map((_scene, i) =>
    settled(
      (async (): Promise<ScenePieces> => {
        const p = await plans[i]!;
        const prev = i > 0 && T > 0 ? await plans[i - 1]! : null;
        const inKey = prev ? transitionKey(prev, p) : null;
        const inFile = inKey ? cache.entryPath("transitions", inKey, ".mp4") : null;
        const inHit = inFile ? await exists(inFile) : true;
        // The transition out of this scene is drawn here only when the next scene is already planned
        // (never waited for: that would hold every scene of a first render back by one) and encoded.
        const next = i < n - 1 && T > 0 && !p.bodyCached ? (planned[i + 1] ?? null) : null;
        const outKey = next?.bodyCached ? transitionKey(p, next) : null;
        const outgoingDrawn =
          outKey !== null && !(await exists(cache.entryPath("transitions", outKey, ".mp4")));
        outgoingDecided[i]!.resolve(outgoingDrawn);
        if (p.bodyCached) {
          reused++;
          framesDone[i] = sceneFrames[i]!;
          tick();
          // Missing transition into a reused scene: drawn alone, unless the previous scene's process
          // (re-encoding it) draws it as its outgoing one.
          if (prev && inKey && !inHit && (prev.bodyCached || !(await outgoingDecided[i - 1]!.promise))) {
            await heavy(() =>
              cache.getOrCreate("transitions", inKey, ".mp4", (tmp) =>
                runFfmpeg(
                  buildTransitionArgs({
                    ...frame,
                    encoder,
                    from: prev.visual,
                    to: p.visual,
                    kind: transitionKind,
                    frames: T,
                    out: tmp,
                  }),
                  run,
                ).then(() => undefined),
              ),
            );
          }
          return {
            ...(await readPieces(cache.entryPath("segments", p.key, ""), p.key)),
            transition: inFile ?? undefined,
          };
        }
        const incoming = prev && !inHit ? { from: prev.visual, kind: transitionKind, frames: T } : undefined;
        const outgoing =
          next && outgoingDrawn ? { to: next.visual, kind: transitionKind, frames: T } : undefined;
        const body = { start: p.t.headFrames, end: p.t.frames - p.t.tailFrames };
        // The only scene left to encode (an edit) is cut into parts encoded side by side: separate
        // processes use the cores better than one process's encoder threads (its filters run on one).
        const alone = Math.max(1, Math.min(concurrency, unplanned + toEncode));
        const parts = encoder.threads
          ? [body]
          : splitRange(body, Math.floor(concurrency / alone), MIN_PART_SECONDS * fps);
        const threads = encoder.threads || Math.max(1, Math.floor(cores / (alone * parts.length)));
        const partDone = parts.map(() => 0);
        const { path: dir } = await cache.getOrCreate("segments", p.key, "", async (tmp) => {
          await mkdir(tmp, { recursive: true });
          const layout: PieceLayout = { body: [] };
          await Promise.all(
            parts.map((range, j) =>
              heavy(async () => {
                const partDir = path.join(tmp, `part-${j}`);
                await mkdir(partDir, { recursive: true });
                const spec = {
                  ...frame,
                  encoder: { ...encoder, threads },
                  scene: p.visual,
                  range,
                  incoming: j === 0 ? incoming : undefined,
                  outgoing: j === parts.length - 1 ? outgoing : undefined,
                  outDir: partDir,
                };
                const written = range.end - range.start + (spec.incoming ? T : 0) + (spec.outgoing ? T : 0);
                await runFfmpeg(buildSegmentArgs(spec), {
                  ...run,
                  onProgress: (sec) => {
                    partDone[j] = Math.min(written, sec * fps);
                    framesDone[i] = Math.max(
                      framesDone[i]!,
                      partDone.reduce((x, y) => x + y, 0),
                    );
                    tick();
                  },
                });
                for (const [k, name] of segmentPieces(spec).entries()) {
                  const piece = path.join(partDir, `piece-${k}.mp4`);
                  const trKey = name === "in" ? inKey : name === "out" ? outKey : null;
                  if (trKey) {
                    await cache.getOrCreate("transitions", trKey, ".mp4", (t2) => rename(piece, t2));
                  } else {
                    layout.body[j] = {
                      file: `body-${j}.mp4`,
                      startFrame: range.start,
                      frames: range.end - range.start,
                    };
                    await rename(piece, path.join(tmp, `body-${j}.mp4`));
                  }
                }
                await rm(partDir, { recursive: true, force: true });
              }),
            ),
          );
          await writeFile(path.join(tmp, "pieces.json"), JSON.stringify(layout));
        });
        rendered++;
        toEncode--;
        framesDone[i] = sceneFrames[i]!;
        tick();
        return { ...(await readPieces(dir, p.key)), transition: inFile ?? undefined };
      })().finally(() => {
        // Settled whatever happened, so the next scene's task never waits on a failed one.
        outgoingDecided[i]!.resolve(false);
      }),
    ),
  );

  // ---- audio, alongside the video: voice track, music ducked under it, loudness measured, then the
  // measured gain applied and encoded to AAC once
  const withVoice = !opts.bare && sb.voice.enabled;
  const audioTask = settled(
    (async () => {
      await Promise.all(sb.scenes.map((_s, i) => sceneReady(i)));
      const musicPath = opts.bare ? undefined : opts.pending ? await opts.pending.music : opts.musicPath;
      const timeline = computeTimeline(sb);
      const voiceWav = path.join(opts.workDir, "voice.wav");
      const mixWav = path.join(opts.workDir, "mix.wav");
      const audioOut = path.join(opts.workDir, "audio.m4a");
      await writeVoiceTrack(
        withVoice ? sb : { ...sb, voice: { ...sb.voice, enabled: false } },
        timeline,
        cache,
        voiceWav,
        run,
      );
      const music = musicPath && sb.music ? { path: musicPath, volume: sb.music.volume } : undefined;
      const seconds = timeline.totalFrames / fps;
      const { stderr } = await runFfmpeg(buildMixArgs({ voiceWav, music, seconds, outWav: mixWav }), {
        ...run,
        captureStderr: true,
      });
      await rm(voiceWav, { force: true });
      const loudnorm = loudnessFilter(parseEbur128Summary(stderr));
      await runFfmpeg(buildAudioEncodeArgs({ mixWav, loudnorm, out: audioOut }), run);
      await rm(mixWav, { force: true });
      return { timeline, audioOut };
    })(),
  );

  // ---- thumbnail from the first scene's own encode (same frames as the video), cached with it
  const thumbTask = settled(
    (async () => {
      const first = await segmentTasks[0]!;
      const t = sceneTiming(sb, 0);
      const totalSeconds = (await audioTask).timeline.totalFrames / fps;
      const at = Math.min(t.frames / fps / 2, t.voiceStart + 1.2, totalSeconds / 2);
      const key = hashOf({ thumb: 1, segment: first.key, at: at.toFixed(3) });
      // The body piece holding that moment (scene 0 has no head: its body starts at frame 0).
      const atFrame = Math.round(at * fps);
      const body = first.body.filter((b) => b.startFrame <= atFrame).at(-1) ?? first.body[0]!;
      const within = Math.max(0, at - body.startFrame / fps);
      return (
        await cache.getOrCreate("thumbnails", key, ".jpg", (tmp) =>
          runFfmpeg(buildThumbnailArgs(body.file, within, tmp), run).then(() => undefined),
        )
      ).path;
    })(),
  );

  let pieces: ScenePieces[];
  let audio: Awaited<typeof audioTask>;
  let thumbSource: string;
  try {
    [pieces, audio, thumbSource] = await Promise.all([Promise.all(segmentTasks), audioTask, thumbTask]);
  } catch (err) {
    failure.abort(err);
    // Let every task notice and stop (children killed) before reporting the first failure.
    await Promise.allSettled([...plans, ...segmentTasks, audioTask, thumbTask]);
    throw opts.signal?.aborted ? (opts.signal.reason ?? err) : err;
  }
  const { timeline, audioOut } = audio;
  const totalSeconds = timeline.totalFrames / fps;
  report("audio", 92);

  // Each piece with its exact length: a piece cut first from an encode starts after the encoder's
  // B-frame delay and its file reports that much longer, which the join would add as a pause.
  const order: { file: string; seconds: number }[] = [];
  for (const p of pieces) {
    if (p.transition) order.push({ file: p.transition, seconds: T / fps });
    for (const b of p.body) order.push({ file: b.file, seconds: b.frames / fps });
  }
  const listFile = path.join(opts.workDir, "pieces.ffconcat");
  await writeFile(listFile, buildConcatList(order, concatListPath));

  // ---- final join: stream copy of video and audio, moov atom first
  const out = path.resolve(opts.out);
  const tmpOut = `${out}.part.mp4`;
  await runFfmpeg(buildFinalMuxArgs({ concatList: listFile, audio: audioOut, out: tmpOut }), {
    signal: opts.signal,
    onSpawn: opts.onSpawn,
  });
  await rename(tmpOut, out);
  await rm(audioOut, { force: true });
  report("mux", 97);

  // ---- sidecars (the saved storyboard carries the credits the preparation settles last)
  await opts.pending?.done;
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
  await copyFile(thumbSource, files.thumbnail);
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
  report("done", 100);
  return {
    video: out,
    ...files,
    durationSeconds: totalSeconds,
    timeline,
    segments: { rendered, reused },
  };
}

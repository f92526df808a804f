// Command lines for the video pieces of a render. A scene's body is its visual (still with gentle camera
// motion, a video clip, or a colour) with burned-in captions and the brand logo. The transition into a
// scene is drawn in the same process: the previous scene's last frames are generated from its own source
// (no decoding of an earlier encode) and blended into the first frames of this one, and the one encoder
// writes both, cut by the segment muxer at a forced keyframe into the transition piece and the body.
import { type EncoderSettings, videoEncoderArgs } from "./encoder.ts";
import { filterPath } from "./filter-escape.ts";

export type Motion = "zoom-in" | "zoom-out" | "pan-left" | "pan-right" | "none";

export type SegmentSource =
  // "blur": the whole picture, over a blurred copy of itself filling the frame (a user's photo of
  // another shape); otherwise it covers the frame, cropped.
  | { kind: "image"; path: string; fill?: "blur" }
  | { kind: "video"; path: string }
  | { kind: "color"; color: string };

export type TransitionKind = "fade" | "slideleft" | "slideup" | "wipeleft" | "circleopen";

/**
 * A transparent picture laid over the scene (a visual beat's illustrations): still pixels decoded once,
 * moved by overlay expressions of time (no text from users in them).
 */
export interface VisualLayer {
  path: string;
  /** Scene-clock frames it shows in, [from, to). */
  from: number;
  to: number;
  /** Top-left corner at rest, in pixels. */
  x: number;
  y: number;
  /** Frames of the alpha fade at each end (0: none). */
  fadeIn: number;
  fadeOut: number;
  /** Pixels it rises from on entry, and the amplitude of its float. */
  rise: number;
  float: number;
}

/**
 * A still picture laid over the burned-in captions while a cue shows (an emoji of a caption line): a
 * PNG of ours, a position and times, no text.
 */
export interface CaptionPicture {
  path: string;
  /** Top-left corner in pixels. */
  x: number;
  y: number;
  /** Seconds on the scene's clock, [start, end). */
  start: number;
  end: number;
}

/** What decides a scene's pixels. */
export interface SceneVisual {
  source: SegmentSource;
  motion: Motion;
  /** Illustrations over the source, in order (later ones on top). */
  layers?: VisualLayer[];
  /** Total frames of the scene on its own clock, including the frames its transitions overlap. */
  frames: number;
  /** ASS file burned in (times on the scene's own clock). */
  assPath?: string;
  /** Pictures laid over the captions (emoji of the caption lines), with them. */
  captionPictures?: CaptionPicture[];
}

export interface FrameRange {
  start: number;
  end: number;
}

/** The picture every piece of a render shares (size, rate, caption faces, logo). */
export interface FrameSetup {
  width: number;
  height: number;
  fps: number;
  /** Directory libass searches for the caption faces. */
  fontsDir?: string;
  logoPath?: string;
}

interface Frame extends FrameSetup {
  encoder: EncoderSettings;
}

export interface SegmentSpec extends Frame {
  scene: SceneVisual;
  /** The scene's frames to write as its body. */
  range: FrameRange;
  /**
   * Draw the transition from the previous scene first: its last `frames` frames blended over this
   * scene's frames [0, frames); `range.start` must then equal `frames`.
   */
  incoming?: { from: SceneVisual; kind: TransitionKind; frames: number };
  /**
   * Draw the transition to the next scene last (the next scene is already encoded, this one is not):
   * this scene's frames [range.end, scene.frames) blended under the next one's first frames.
   */
  outgoing?: { to: SceneVisual; kind: TransitionKind; frames: number };
  /** Directory that receives piece-0.mp4, piece-1.mp4... in the order segmentPieces gives. */
  outDir: string;
}

/** Pieces the segment command writes, in order. */
export function segmentPieces(
  s: Pick<SegmentSpec, "incoming" | "outgoing" | "range">,
): ("in" | "body" | "out")[] {
  return [...(s.incoming ? ["in" as const] : []), "body" as const, ...(s.outgoing ? ["out" as const] : [])];
}

/**
 * Splits frames [start, end) into `parts` ranges of near-equal length, each at least `minFrames` long
 * (fewer parts when too short); the first keeps at least `firstMin` frames (room for a transition).
 */
export function splitRange(range: FrameRange, parts: number, minFrames: number, firstMin = 0): FrameRange[] {
  const length = range.end - range.start;
  for (let n = Math.max(1, Math.floor(parts)); n > 1; n--) {
    if (length / n < minFrames) continue;
    const edges = Array.from({ length: n + 1 }, (_, j) => range.start + Math.round((j * length) / n));
    if (edges[1]! - edges[0]! <= firstMin) continue;
    return edges.slice(0, -1).map((start, j) => ({ start, end: edges[j + 1]! }));
  }
  return [{ ...range }];
}

/**
 * zoompan expressions; `on` is the output frame number, `d` the frame count. A piece that starts
 * `offset` frames into the scene continues the same motion from there.
 */
export function motionExpressions(
  motion: Motion,
  frames: number,
  offset = 0,
): { z: string; x: string; y: string } {
  const n = Math.max(1, frames - 1);
  const on = offset > 0 ? `(on+${offset})` : "on";
  const cx = "iw/2-(iw/zoom/2)";
  const cy = "ih/2-(ih/zoom/2)";
  switch (motion) {
    case "zoom-in":
      return { z: `1+0.12*${on}/${n}`, x: cx, y: cy };
    case "zoom-out":
      return { z: `1.12-0.12*${on}/${n}`, x: cx, y: cy };
    case "pan-left":
      return { z: "1.12", x: `(iw-iw/zoom)*(1-${on}/${n})`, y: cy };
    case "pan-right":
      return { z: "1.12", x: `(iw-iw/zoom)*${on}/${n}`, y: cy };
    default:
      return { z: "1", x: "0", y: "0" };
  }
}

/** PAN_ZOOM: how much larger than the frame a panned still is drawn (as zoompan's pans, z = 1.12). */
const PAN_ZOOM = 1.12;

/**
 * A pan across a still (`pan-left`/`pan-right`) for the chain's `L` frames starting `offset` frames into
 * the scene: the still is scaled once to PAN_ZOOM times the frame, then each frame is a window of it
 * moved by whole pixels (crop, exact: luma in 1-pixel steps). The same framing and travel as zoompan's
 * pan at z = 1.12, without rescaling every frame (zoompan scales each output frame from the picture:
 * ~2 ms a frame at 1080x1920), and x264 finds the pure translation with its full-pixel search.
 */
export function panChain(
  motion: "pan-left" | "pan-right",
  frames: number,
  offset: number,
  L: number,
  input: number,
  f: Frame,
): string {
  const { width: W, height: H, fps } = f;
  const even = (n: number) => 2 * Math.round(n / 2);
  const PW = even(W * PAN_ZOOM);
  const PH = even(H * PAN_ZOOM);
  const n = Math.max(1, frames - 1);
  const at = offset > 0 ? `(n+${offset})` : "n";
  const x = motion === "pan-right" ? `${PW - W}*${at}/${n}` : `${PW - W}*(1-${at}/${n})`;
  return [
    `[${input}:v]scale=${PW}:${PH}:force_original_aspect_ratio=increase:flags=bicubic,crop=${PW}:${PH},setsar=1`,
    `format=yuv420p,loop=loop=${L - 1}:size=1:start=0,setpts=N/${fps}/TB`,
    `crop=${W}:${H}:x='${x}':y=${(PH - H) / 2}:exact=1`,
  ].join(",");
}

function colorHex(color: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new Error(`Invalid colour ${color}`);
  return `0x${color.slice(1)}`;
}

/** The layers that show during frames [S, E). */
function layersIn(v: SceneVisual, r: FrameRange): VisualLayer[] {
  return (v.layers ?? []).filter((l) => l.to > r.start && l.from < r.end);
}

/** The caption pictures that show during frames [S, E) when the captions are burned in. */
function picturesIn(v: SceneVisual, r: FrameRange, fps: number, captions: boolean): CaptionPicture[] {
  if (!captions || !v.assPath) return [];
  return (v.captionPictures ?? []).filter((p) => p.end * fps > r.start && p.start * fps < r.end);
}

/**
 * Input arguments of a scene's source for frames [S, E), then one input per layer showing then, then
 * one per caption picture (when the captions are burned in).
 */
function sourceInput(v: SceneVisual, r: FrameRange, f: Frame, captions = false): string[] {
  return [
    ...mainInput(v, r, f),
    ...layersIn(v, r).flatMap((l) => stillInput(l.path)),
    ...picturesIn(v, r, f.fps, captions).flatMap((p) => stillInput(p.path)),
  ];
}

/**
 * A picture decoded once, on one thread: by default each input's decoder starts a frame thread per core
 * and a set of buffers with each (a segment process with six pictures ran 25 threads), ~12 MB more per
 * 1080x1920 segment process for the same frames and CPU.
 */
export function stillInput(file: string): string[] {
  return ["-threads", "1", "-i", file];
}

function mainInput(v: SceneVisual, r: FrameRange, f: Frame): string[] {
  const { width: W, height: H, fps } = f;
  if (v.source.kind === "image") return stillInput(v.source.path);
  // Loop short clips so they fill the scene.
  if (v.source.kind === "video")
    return ["-stream_loop", "-1", "-t", (v.frames / fps).toFixed(3), "-i", v.source.path];
  const d = ((r.end - r.start) / fps).toFixed(3);
  return ["-f", "lavfi", "-i", `color=c=${colorHex(v.source.color)}:s=${W}x${H}:r=${fps}:d=${d}`];
}

/**
 * Filter chain of a scene's frames [S, E) from input `input` to `[out]`, its captions burned in (each
 * frame stamped with its time on the scene's clock, so they show what belongs there).
 */
function sceneChain(
  v: SceneVisual,
  r: FrameRange,
  input: number,
  out: string,
  f: Frame,
  captions: boolean,
): string {
  const { width: W, height: H, fps } = f;
  const { start: S, end: E } = r;
  const L = E - S;
  // Frames start at zero; they carry their time on the scene's clock only where captions need it. (A
  // blend partner must start at zero: xfade lines its two inputs up by their timestamps.)
  const burn = captions && !!v.assPath;
  const shift = S > 0 && burn ? `,setpts=PTS+${S}/(${fps}*TB)` : "";
  const cover = `scale=${W}:${H}:force_original_aspect_ratio=increase:flags=bicubic,crop=${W}:${H},setsar=1`;
  let chain: string;
  if (v.source.kind === "image") {
    // A still is decoded once; zoompan emits every frame from that one decoded picture.
    const still = v.source.fill === "blur" ? blurFill(input, out, W, H) : `[${input}:v]${cover}`;
    if (v.motion === "none") {
      chain = `${still},format=yuv420p,loop=loop=${L - 1}:size=1:start=0,setpts=N/${fps}/TB`;
    } else if ((v.motion === "pan-left" || v.motion === "pan-right") && v.source.fill !== "blur") {
      chain = panChain(v.motion, v.frames, S, L, input, f);
    } else {
      const m = motionExpressions(v.motion, v.frames, S);
      chain = `${still},format=yuv420p,zoompan=z='${m.z}':x='${m.x}':y='${m.y}':d=${L}:s=${W}x${H}:fps=${fps},setsar=1`;
    }
  } else if (v.source.kind === "video") {
    const trim = S > 0 ? `trim=start_frame=${S}:end_frame=${E}` : `trim=end_frame=${E}`;
    chain = `[${input}:v]fps=${fps},${cover},format=yuv420p,${trim},setpts=N/${fps}/TB`;
  } else {
    chain = `[${input}:v]format=yuv420p,trim=end_frame=${L},setpts=N/${fps}/TB`;
  }
  // Illustrations over the source (on the chain's own clock), under the captions.
  const layers = layersIn(v, r);
  if (layers.length > 0) {
    const parts = [`${chain}[${out}s]`];
    let last = `${out}s`;
    layers.forEach((l, k) => {
      parts.push(...layerChains(l, r, input + 1 + k, last, `${out}l${k}`, fps));
      last = `${out}l${k}`;
    });
    chain = `${parts.join(";")};[${last}]null`;
  }
  chain += shift;
  if (burn && v.assPath) {
    const fonts = f.fontsDir ? `:fontsdir=${filterPath(f.fontsDir)}` : "";
    chain += `,ass=filename=${filterPath(v.assPath)}${fonts}:shaping=complex`;
    // Emoji pictures over their caption lines, each shown while its cue is (t is the scene's clock here).
    const pictures = picturesIn(v, r, fps, captions);
    if (pictures.length > 0) {
      const first = input + 1 + layers.length;
      const parts = [`${chain}[${out}c0]`];
      pictures.forEach((p, k) => {
        const when = `gte(t,${p.start.toFixed(3)})*lt(t,${p.end.toFixed(3)})`;
        parts.push(
          `[${out}c${k}][${first + k}:v]overlay=x=${p.x}:y=${p.y}:enable='${when}':format=yuv420[${out}c${k + 1}]`,
        );
      });
      chain = `${parts.join(";")};[${out}c${pictures.length}]null`;
    }
    // Back to zero once the captions are drawn: concat appends each piece by its own timestamps.
    if (shift) chain += ",setpts=PTS-STARTPTS";
  }
  return `${chain}[${out}]`;
}

/**
 * A picture of any shape filling a W x H frame: whole and centred, over a copy of itself that covers
 * the frame, blurred and a little darker. Ends unlabelled after the overlay, for the chain to continue.
 */
export function blurFill(input: number, out: string, W: number, H: number): string {
  const radius = Math.max(2, Math.round(Math.min(W, H) / 24));
  return [
    `[${input}:v]split=2[${out}fillA][${out}fillB]`,
    `[${out}fillA]scale=${W}:${H}:force_original_aspect_ratio=increase:flags=bilinear,crop=${W}:${H},format=yuv420p,boxblur=${radius}:2,eq=brightness=-0.06,setsar=1[${out}fillC]`,
    `[${out}fillB]scale=${W}:${H}:force_original_aspect_ratio=decrease:flags=bicubic,format=yuv420p,setsar=1[${out}fillD]`,
    `[${out}fillC][${out}fillD]overlay=x=(W-w)/2:y=(H-h)/2`,
  ].join(";");
}

/**
 * A layer laid over `[under]` as `[out]`, for the chain's frames [S, E) (local time t = 0 at S). The
 * still is converted once, repeated, faded at its ends and offset to its start; the overlay moves it
 * by time: a rise easing out over its first half second, then a slow float and sway.
 */
function layerChains(
  l: VisualLayer,
  r: FrameRange,
  input: number,
  under: string,
  out: string,
  fps: number,
): string[] {
  const n = l.to - l.from;
  const a = Math.max(l.from, r.start);
  const b = Math.min(l.to, r.end);
  const fades = [
    l.fadeIn > 0 ? `,fade=t=in:s=0:n=${l.fadeIn}:alpha=1` : "",
    l.fadeOut > 0 ? `,fade=t=out:s=${n - l.fadeOut}:n=${l.fadeOut}:alpha=1` : "",
  ].join("");
  const trim = `trim=start_frame=${a - l.from}:end_frame=${b - l.from}`;
  const t0 = ((l.from - r.start) / fps).toFixed(4);
  const offset = ((a - r.start) / fps).toFixed(4);
  const y = `${l.y}+${l.float}*sin(2*PI*t/3.6)+${l.rise}*pow(max(0,1-(t-(${t0}))/0.5),3)`;
  const x = `${l.x}+${Math.round(l.float * 0.6)}*sin(2*PI*t/5.3)`;
  return [
    `[${input}:v]format=yuva420p,loop=loop=${n - 1}:size=1:start=0,setpts=N/${fps}/TB${fades},${trim},setpts=PTS-STARTPTS+${offset}/TB[${out}o]`,
    `[${under}][${out}o]overlay=x='${x}':y='${y}':eof_action=pass:format=yuv420[${out}]`,
  ];
}

/** The brand logo over `[from]` (same place in every scene, so it stays still through transitions). */
function logoChains(f: Frame, from: string, logoInput: number, out: string): string[] {
  const { width: W, height: H } = f;
  const lh = Math.round(Math.min(W, H) * 0.09);
  return [
    `[${logoInput}:v]scale=-2:${lh},format=rgba[logo]`,
    `[${from}][logo]overlay=x=${Math.round(W * 0.06)}:y=${Math.round(H * 0.045)}:format=auto,format=yuv420p[${out}]`,
  ];
}

/** `[from]` with an alpha rising from 0 to 1 over its first `frames` frames, as `[out]`. */
function risingAlpha(from: string, frames: number, out: string, then = ""): string {
  return `[${from}]format=yuva420p,fade=t=in:s=0:n=${frames}:alpha=1${then}[${out}]`;
}

/**
 * The blend of `a` (outgoing) into `b` (incoming) over `frames` frames. A fade lays `b` over `a` with a
 * rising alpha: the same linear mix as xfade's fade, without xfade's conversion of both inputs to
 * 4:4:4 (a third of the CPU and ~30 MB less for a dozen 1080x1920 frames). Other kinds need xfade.
 */
function xfade(kind: TransitionKind, frames: number, fps: number, a: string, b: string, out: string): string {
  if (kind === "fade")
    return `${risingAlpha(b, frames, `${b}a`)};[${a}][${b}a]overlay=format=yuv420,format=yuv420p,trim=end_frame=${frames}[${out}]`;
  const d = (frames / fps).toFixed(4);
  return `[${a}][${b}]xfade=transition=${kind}:duration=${d}:offset=0,format=yuv420p,trim=end_frame=${frames}[${out}]`;
}

/** Throws when the range or the transitions do not fit the scene. */
function checkSegmentSpec(s: SegmentSpec): void {
  const F = s.scene.frames;
  const { start: S, end: E } = s.range;
  if (!(S >= 0 && S < E && E <= F)) throw new Error(`Invalid range ${S}-${E} of a ${F}-frame scene`);
  const Tin = s.incoming?.frames ?? 0;
  const Tout = s.outgoing?.frames ?? 0;
  if (s.incoming && (S !== Tin || Tin < 1 || s.incoming.from.frames <= Tin))
    throw new Error("A scene must be longer than its transitions");
  if (s.outgoing && (E !== F - Tout || Tout < 1 || s.outgoing.to.frames <= Tout))
    throw new Error("A scene must be longer than its transitions");
}

/**
 * Output of a segment's one encode: a single piece, or pieces cut by the segment muxer at forced
 * keyframes after the incoming transition and before the outgoing one.
 */
function pieceOutputArgs(outDir: string, cutAt: number[], total: number): string[] {
  const dir = outDir.replace(/%/g, "%%");
  const cuts = cutAt.filter((n) => n > 0 && n < total);
  if (cuts.length === 0) return [`${dir}/piece-0.mp4`];
  // A split into several encoders instead made ffmpeg buffer the whole scene (1.5 GB at 1080x1920).
  return [
    "-force_key_frames",
    `expr:${cuts.map((n) => `eq(n,${n})`).join("+")}`,
    "-f",
    "segment",
    "-segment_frames",
    cuts.join(","),
    "-segment_format",
    "mp4",
    "-reset_timestamps",
    "1",
    `${dir}/piece-%d.mp4`,
  ];
}

/**
 * The filter graph on one thread: the render runs a process per core, so the graph's slice threads only
 * added a set of per-thread buffers (~8 MB less per 1080x1920 segment process, same CPU, same bytes out).
 */
const FILTER_THREADS = ["-filter_complex_threads", "1"];

export function buildSegmentArgs(s: SegmentSpec): string[] {
  checkSegmentSpec(s);
  const F = s.scene.frames;
  const { start: S, end: E } = s.range;
  const Tin = s.incoming?.frames ?? 0;
  const Tout = s.outgoing?.frames ?? 0;
  const args: string[] = [];
  const chains: string[] = [];
  // Each scene in the command is generated from its own input (a still is decoded once per chain).
  const chain = (v: SceneVisual, r: FrameRange, out: string, captions: boolean) => {
    const idx = args.filter((x) => x === "-i").length;
    args.push(...sourceInput(v, r, s, captions));
    chains.push(sceneChain(v, r, idx, out, s, captions));
  };
  // This scene's own frames come from one chain: the incoming blend's share of them (its first frames)
  // is split off that chain, not generated again (a second decode, zoompan and caption renderer cost
  // ~18 MB per process). A fade out of the scene is laid over the same chain too: the next scene's
  // first frames, delayed to where the blend starts, pass over it with a rising alpha. (A split for the
  // tail instead held every body frame, ~700 MB, while the tail's branch waited for the body to end.)
  // Other kinds of outgoing transition need xfade, which works in 4:4:4: only their frames go through
  // it, generated by a chain of their own.
  const fadeOut = s.outgoing?.kind === "fade";
  const own: FrameRange = { start: s.incoming ? 0 : S, end: fadeOut ? F : E };
  chain(s.scene, own, "o", true);
  let body = "o";
  const parts: string[] = [];
  if (s.incoming) {
    const from = s.incoming.from;
    chains.push(`[o]split=2[oh][ob]`, `[oh]trim=end_frame=${Tin}[h]`);
    chains.push(`[ob]trim=start_frame=${Tin},setpts=PTS-STARTPTS[b]`);
    body = "b";
    // The previous scene's captions are gone before its transition starts: none to draw here.
    chain(from, { start: from.frames - Tin, end: from.frames }, "p", false);
    chains.push(xfade(s.incoming.kind, Tin, s.fps, "p", "h", "x"));
    parts.push("x");
  }
  if (s.outgoing) {
    if (!fadeOut) chain(s.scene, { start: F - Tout, end: F }, "t", false);
    chain(s.outgoing.to, { start: 0, end: Tout }, "n", true);
    if (fadeOut) {
      // Captions leave the screen before the outgoing transition (scene-captions.ts), so the frames
      // under the blend carry none, as when the next scene draws this transition from a bare chain.
      chains.push(
        risingAlpha("n", Tout, "na", `,setpts=PTS+${E - S}/(${s.fps}*TB)`),
        `[${body}][na]overlay=format=yuv420:eof_action=pass,format=yuv420p[bo]`,
      );
      body = "bo";
    } else {
      chains.push(xfade(s.outgoing.kind, Tout, s.fps, "t", "n", "y"));
    }
  }
  parts.push(body);
  if (s.outgoing && !fadeOut) parts.push("y");
  let last = parts[0]!;
  if (parts.length > 1) {
    chains.push(`${parts.map((l) => `[${l}]`).join("")}concat=n=${parts.length}:v=1:a=0[cat]`);
    last = "cat";
  }
  if (s.logoPath) {
    const idx = args.filter((x) => x === "-i").length;
    args.push(...stillInput(s.logoPath));
    chains.push(...logoChains(s, last, idx, "lg"));
    last = "lg";
  }
  const total = Tin + (E - S) + Tout;
  chains.push(`[${last}]trim=end_frame=${total},setpts=PTS-STARTPTS[v]`);
  args.push(
    ...FILTER_THREADS,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[v]",
    ...videoEncoderArgs(s.encoder, s.fps),
  );
  args.push(...pieceOutputArgs(s.outDir, [Tin, Tin + (E - S)], total));
  return args;
}

export interface TransitionSpec extends Frame {
  /** The outgoing scene (its last `frames` frames) and the incoming one (its first `frames`). */
  from: SceneVisual;
  to: SceneVisual;
  kind: TransitionKind;
  frames: number;
  out: string;
}

/**
 * Encoder settings for a transition clip drawn on its own (when both scenes are cached but the clip is
 * not): the render's own (the join is a stream copy, so profile, level, B-frames and references,
 * everything in the SPS, must match) with full-pixel motion search and no lookahead, which live only
 * inside the encoder and cost ~60 MB for a dozen frames.
 */
export function transitionEncoder(enc: EncoderSettings): EncoderSettings {
  const own = (enc.x264Params ?? "").split(":").filter((kv) => kv && !/^(subme|rc-lookahead|me)=/.test(kv));
  return { ...enc, threads: 1, x264Params: [...own, "me=dia", "subme=0", "rc-lookahead=0"].join(":") };
}

/** A transition on its own, from the two scenes' sources. */
export function buildTransitionArgs(t: TransitionSpec): string[] {
  const T = t.frames;
  if (t.from.frames <= T || t.to.frames <= T) throw new Error("A scene must be longer than its transitions");
  const tail = { start: t.from.frames - T, end: t.from.frames };
  const head = { start: 0, end: T };
  const fromArgs = sourceInput(t.from, tail, t);
  const args = [...fromArgs, ...sourceInput(t.to, head, t, true)];
  const chains = [
    sceneChain(t.from, tail, 0, "p", t, false),
    sceneChain(t.to, head, fromArgs.filter((x) => x === "-i").length, "h", t, true),
    xfade(t.kind, T, t.fps, "p", "h", "x"),
  ];
  let last = "x";
  if (t.logoPath) {
    const idx = args.filter((x) => x === "-i").length;
    args.push(...stillInput(t.logoPath));
    chains.push(...logoChains(t, last, idx, "lg"));
    last = "lg";
  }
  chains.push(`[${last}]setpts=PTS-STARTPTS[v]`);
  return [
    ...args,
    ...FILTER_THREADS,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[v]",
    ...videoEncoderArgs(transitionEncoder(t.encoder), t.fps),
    t.out,
  ];
}

/** Text of an ffconcat list joining the pieces in order, each lasting exactly its given seconds. */
export function buildConcatList(
  files: { file: string; seconds: number }[],
  quote: (p: string) => string,
): string {
  return `ffconcat version 1.0\n${files
    .map((f) => `file ${quote(f.file)}\nduration ${f.seconds.toFixed(6)}`)
    .join("\n")}\n`;
}

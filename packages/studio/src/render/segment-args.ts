// Command line for one scene segment: the scene's visual (still with gentle camera motion, a video clip,
// or a colour), its burned-in captions and the brand logo, cut into the pieces the join needs: a head
// and a tail (the parts that overlap the neighbouring scenes' transitions) and the body between them.
import { type EncoderSettings, videoEncoderArgs } from "./encoder.ts";
import { filterPath } from "./filter-escape.ts";

export type Motion = "zoom-in" | "zoom-out" | "pan-left" | "pan-right" | "none";

export type SegmentSource =
  | { kind: "image"; path: string }
  | { kind: "video"; path: string }
  | { kind: "color"; color: string };

export interface SegmentSpec {
  source: SegmentSource;
  width: number;
  height: number;
  fps: number;
  /** Total frames of the scene, including head and tail. */
  frames: number;
  /** Frames at the start that belong to the incoming transition (0 for the first scene). */
  headFrames: number;
  /** Frames at the end that belong to the outgoing transition (0 for the last scene). */
  tailFrames: number;
  motion: Motion;
  /** ASS file to burn in, and the font directory libass must search. */
  assPath?: string;
  fontsDir?: string;
  logoPath?: string;
  encoder: EncoderSettings;
  /**
   * Frames [start, end) of the scene when it is encoded in parts by several processes at once (an edit
   * that re-renders one scene); the whole scene by default. Part boundaries lie inside the body.
   */
  part?: FrameRange;
  /** Directory that receives piece-0.mp4, piece-1.mp4... in order: head (if any), body, tail (if any). */
  outDir: string;
}

export interface FrameRange {
  start: number;
  end: number;
}

/** File names the segment command writes, in order, and which part each one is. */
export function segmentPieces(
  s: Pick<SegmentSpec, "headFrames" | "tailFrames"> & { frames?: number; part?: FrameRange },
): ("head" | "body" | "tail")[] {
  const first = !s.part || s.part.start === 0;
  const last = !s.part || s.frames === undefined || s.part.end === s.frames;
  return [
    ...(first && s.headFrames > 0 ? ["head" as const] : []),
    "body" as const,
    ...(last && s.tailFrames > 0 ? ["tail" as const] : []),
  ];
}

/**
 * Splits a scene into `parts` frame ranges of near-equal length whose boundaries fall inside the body
 * (head and tail each stay whole in one part), each at least `minFrames` long; fewer parts when the
 * scene is too short.
 */
export function splitScene(
  t: { frames: number; headFrames: number; tailFrames: number },
  parts: number,
  minFrames: number,
): FrameRange[] {
  for (let n = Math.max(1, Math.floor(parts)); n > 1; n--) {
    if (t.frames / n < minFrames) continue;
    const cuts = Array.from({ length: n - 1 }, (_, j) => Math.round(((j + 1) * t.frames) / n));
    if (cuts.every((c) => c > t.headFrames && c < t.frames - t.tailFrames)) {
      const edges = [0, ...cuts, t.frames];
      return cuts.concat(t.frames).map((end, j) => ({ start: edges[j]!, end }));
    }
  }
  return [{ start: 0, end: t.frames }];
}

/**
 * zoompan expressions; `on` is the output frame number, `d` the frame count. A part that starts `offset`
 * frames into the scene continues the same motion from there.
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

function colorHex(color: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new Error(`Invalid colour ${color}`);
  return `0x${color.slice(1)}`;
}

export function buildSegmentArgs(s: SegmentSpec): string[] {
  if (s.headFrames + s.tailFrames >= s.frames) throw new Error("A scene must be longer than its transitions");
  const { width: W, height: H, fps, frames: F } = s;
  const { start: S, end: E } = s.part ?? { start: 0, end: F };
  if (!(S >= 0 && S < E && E <= F)) throw new Error(`Invalid part ${S}-${E} of a ${F}-frame scene`);
  if ((S > 0 && S <= s.headFrames) || (E < F && E >= F - s.tailFrames))
    throw new Error("A part boundary must fall inside the scene's body");
  const L = E - S;
  const seconds = (F / fps).toFixed(3);
  // Frames of a later part carry their time within the scene, so captions show what belongs there.
  const shift = S > 0 ? `,setpts=PTS+${S}/(${fps}*TB)` : "";
  const args: string[] = [];
  const chains: string[] = [];
  const cover = `scale=${W}:${H}:force_original_aspect_ratio=increase:flags=bicubic,crop=${W}:${H},setsar=1`;
  if (s.source.kind === "image") {
    // A still is decoded once; zoompan emits every frame from that one decoded picture.
    args.push("-i", s.source.path);
    if (s.motion === "none") {
      chains.push(
        `[0:v]${cover},format=yuv420p,loop=loop=${L - 1}:size=1:start=0,setpts=N/${fps}/TB${shift}[bg]`,
      );
    } else {
      const m = motionExpressions(s.motion, F, S);
      chains.push(
        `[0:v]${cover},format=yuv420p,zoompan=z='${m.z}':x='${m.x}':y='${m.y}':d=${L}:s=${W}x${H}:fps=${fps},setsar=1${shift}[bg]`,
      );
    }
  } else if (s.source.kind === "video") {
    // Loop short clips so they fill the scene; cut exactly at the frame count.
    args.push("-stream_loop", "-1", "-t", seconds, "-i", s.source.path);
    const trim = S > 0 ? `trim=start_frame=${S}:end_frame=${E}` : `trim=end_frame=${F}`;
    chains.push(`[0:v]fps=${fps},${cover},format=yuv420p,${trim},setpts=N/${fps}/TB${shift}[bg]`);
  } else {
    const d = (L / fps).toFixed(3);
    args.push("-f", "lavfi", "-i", `color=c=${colorHex(s.source.color)}:s=${W}x${H}:r=${fps}:d=${d}`);
    chains.push(`[0:v]format=yuv420p,trim=end_frame=${L},setpts=N/${fps}/TB${shift}[bg]`);
  }
  let last = "bg";
  if (s.assPath) {
    const fonts = s.fontsDir ? `:fontsdir=${filterPath(s.fontsDir)}` : "";
    chains.push(`[${last}]ass=filename=${filterPath(s.assPath)}${fonts}:shaping=complex[cap]`);
    last = "cap";
  }
  if (s.logoPath) {
    const idx = args.filter((a) => a === "-i").length;
    args.push("-i", s.logoPath);
    const lh = Math.round(Math.min(W, H) * 0.09);
    chains.push(`[${idx}:v]scale=-2:${lh},format=rgba[logo]`);
    chains.push(
      `[${last}][logo]overlay=x=${Math.round(W * 0.06)}:y=${Math.round(H * 0.045)}:format=auto,format=yuv420p[lg]`,
    );
    last = "lg";
  }
  chains.push(`[${last}]trim=end_frame=${L},setpts=PTS-STARTPTS[v]`);
  args.push("-filter_complex", chains.join(";"), "-map", "[v]", ...videoEncoderArgs(s.encoder, fps));
  // One encode, cut by the segment muxer at forced keyframes into head/body/tail: splitting the filter
  // output into three encoders instead made ffmpeg buffer the whole scene (1.5 GB at 1080x1920).
  const cuts = [s.headFrames, F - s.tailFrames].map((n) => n - S).filter((n) => n > 0 && n < L);
  const dir = s.outDir.replace(/%/g, "%%");
  if (cuts.length === 0) {
    args.push(`${dir}/piece-0.mp4`);
  } else {
    args.push(
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
    );
  }
  return args;
}

export interface TransitionSpec {
  /** Tail of the outgoing scene and head of the incoming one (same frame count). */
  from: string;
  to: string;
  kind: "fade" | "slideleft" | "slideup" | "wipeleft" | "circleopen";
  frames: number;
  fps: number;
  encoder: EncoderSettings;
  out: string;
}

/**
 * Encoder settings for a transition clip: the render's own (the join is a stream copy, so profile,
 * level, B-frames and references, everything in the SPS, must match) with full-pixel motion search and
 * no lookahead, which live only inside the encoder. For a dozen frames of a cross-fade they cut ~60 MB
 * of x264 memory (no half-pixel planes, no lookahead queue) for a few more bytes.
 */
export function transitionEncoder(enc: EncoderSettings): EncoderSettings {
  const own = (enc.x264Params ?? "").split(":").filter((kv) => kv && !/^(subme|rc-lookahead|me)=/.test(kv));
  return { ...enc, threads: 1, x264Params: [...own, "me=dia", "subme=0", "rc-lookahead=0"].join(":") };
}

/** xfade only on the short overlap clips, converted back to yuv420p (xfade works in yuv444p). */
export function buildTransitionArgs(t: TransitionSpec): string[] {
  const d = (t.frames / t.fps).toFixed(4);
  return [
    // One decoding thread each: a dozen frames, and every extra thread holds its own frames.
    "-threads",
    "1",
    "-i",
    t.from,
    "-threads",
    "1",
    "-i",
    t.to,
    "-filter_complex",
    `[0:v][1:v]xfade=transition=${t.kind}:duration=${d}:offset=0,format=yuv420p,trim=end_frame=${t.frames}[v]`,
    "-map",
    "[v]",
    ...videoEncoderArgs(transitionEncoder(t.encoder), t.fps),
    t.out,
  ];
}

/** Text of an ffconcat list joining the pieces in order. */
export function buildConcatList(files: string[], quote: (p: string) => string): string {
  return `ffconcat version 1.0\n${files.map((f) => `file ${quote(f)}`).join("\n")}\n`;
}

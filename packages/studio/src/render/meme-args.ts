// A meme in one ffmpeg run: the frame's background (a blurred, darker copy of the picture, or a colour),
// the template's panels (the caption's white bar, the reaction's dark half), the user's clip or picture
// in its place (a still with a slow zoom), the lettering from an ASS file we wrote and the emoji
// pictures over it. The user's files and our ASS file reach ffmpeg only as input arguments and an
// escaped path of ours; no text of the user's is in the filter graph.
import { aacArgs } from "./audio-args.ts";
import { DEFAULT_ENCODER, type EncoderSettings, videoEncoderArgs } from "./encoder.ts";
import { filterPath } from "./filter-escape.ts";

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MemeRenderSpec {
  media: { path: string; kind: "image" | "video"; hasAudio?: boolean; width: number; height: number };
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** Loop a clip shorter than `seconds`. */
  loop: boolean;
  /** Where the picture goes and how it fills its place: cut to fill it, or whole over a blurred copy. */
  rect: Rect;
  fit: "cover" | "contain";
  /** Behind everything: the picture blurred over the whole frame, or a colour (#rrggbb). */
  background: "blur" | string;
  panels: (Rect & { color: string })[];
  assPath: string;
  fontsDir: string;
  emoji: { path: string; x: number; y: number }[];
  encoder?: EncoderSettings;
  out: string;
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

function hex(color: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new Error(`Invalid colour ${color}`);
  return `0x${color.slice(1)}`;
}

/** The blurred backdrop of a W x H area from `[input]`: made small, blurred, scaled up (cheap). */
function blurred(input: string, out: string, W: number, H: number): string {
  const sw = even(W / 8);
  const sh = even(H / 8);
  const r = Math.max(2, Math.round(Math.min(sw, sh) / 10));
  return `[${input}]scale=${sw}:${sh}:force_original_aspect_ratio=increase:flags=bilinear,crop=${sw}:${sh},boxblur=${r}:2,eq=brightness=-0.14:saturation=1.1,scale=${W}:${H}:flags=bicubic,setsar=1[${out}]`;
}

export function buildMemeArgs(s: MemeRenderSpec): string[] {
  const { width: W, height: H, fps, rect } = s;
  const still = s.media.kind === "image";
  const frames = Math.max(1, Math.round(s.seconds * fps));
  const chains: string[] = [];
  const needsBlur = s.background === "blur";
  const srcUses = 1 + (needsBlur ? 1 : 0) + (s.fit === "contain" ? 1 : 0);
  // The source at the output's rate (a still stays one frame until the zoom makes the frames).
  const src = still ? "[0:v]format=rgb24,setsar=1" : `[0:v]fps=${fps},setsar=1`;
  chains.push(
    srcUses > 1
      ? `${src},split=${srcUses}${Array.from({ length: srcUses }, (_, i) => `[s${i}]`).join("")}`
      : `${src}[s0]`,
  );
  let next = 1;
  // A still's copies are repeated to the video's length after their one-frame work.
  const repeat = still ? `,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${fps}/TB` : "";
  if (needsBlur) {
    chains.push(blurred(`s${next++}`, "bgb", W, H));
    chains.push(`[bgb]format=yuv420p${repeat}[bg]`);
  } else {
    chains.push(
      `color=c=${hex(s.background)}:s=${W}x${H}:r=${fps}:d=${s.seconds.toFixed(3)},format=yuv420p[bg]`,
    );
  }
  // The picture in its place. A still is prepared at twice the size so the slow zoom moves smoothly.
  const k = still ? 2 : 1;
  const w = even(rect.w * k);
  const h = even(rect.h * k);
  if (s.fit === "cover") {
    chains.push(
      `[s0]scale=${w}:${h}:force_original_aspect_ratio=increase:flags=bicubic,crop=${w}:${h},setsar=1[fit]`,
    );
  } else {
    chains.push(blurred(`s${next++}`, "fitbg", w, h));
    chains.push(`[s0]scale=${w}:${h}:force_original_aspect_ratio=decrease:flags=bicubic,setsar=1[fitfg]`);
    chains.push("[fitbg][fitfg]overlay=x=(W-w)/2:y=(H-h)/2[fit]");
  }
  const rw = even(rect.w);
  const rh = even(rect.h);
  if (still) {
    // Gentle motion: a slow zoom into the middle, 1 to 1.08 over the whole video.
    const n = Math.max(1, frames - 1);
    chains.push(
      `[fit]format=yuv420p,zoompan=z='1+0.08*on/${n}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${rw}x${rh}:fps=${fps},setsar=1[pic]`,
    );
  } else {
    chains.push(`[fit]scale=${rw}:${rh},format=yuv420p[pic]`);
  }
  let last = "bg";
  if (s.panels.length > 0) {
    const boxes = s.panels
      .map(
        (p) =>
          `drawbox=x=${Math.round(p.x)}:y=${Math.round(p.y)}:w=${Math.round(p.w)}:h=${Math.round(p.h)}:color=${hex(p.color)}:t=fill`,
      )
      .join(",");
    chains.push(`[bg]${boxes}[panels]`);
    last = "panels";
  }
  const fonts = `:fontsdir=${filterPath(s.fontsDir)}`;
  chains.push(
    `[${last}][pic]overlay=x=${Math.round(rect.x)}:y=${Math.round(rect.y)}:eof_action=pass:format=yuv420,ass=filename=${filterPath(s.assPath)}${fonts}:shaping=complex[t0]`,
  );
  const firstEmoji = 1;
  s.emoji.forEach((e, i) => {
    chains.push(`[t${i}][${firstEmoji + i}:v]overlay=x=${e.x}:y=${e.y}:format=yuv420[t${i + 1}]`);
  });
  chains.push(`[t${s.emoji.length}]format=yuv420p[v]`);
  const audioInput = 1 + s.emoji.length;
  const withOwnSound = !still && !!s.media.hasAudio;
  const audio = withOwnSound
    ? `[0:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo[a]`
    : `[${audioInput}:a]aformat=sample_fmts=fltp:channel_layouts=stereo[a]`;
  chains.push(audio);
  const mediaInput = still
    ? ["-i", s.media.path]
    : [...(s.loop ? ["-stream_loop", "-1"] : []), "-t", s.seconds.toFixed(3), "-i", s.media.path];
  const encode = videoEncoderArgs(s.encoder ?? DEFAULT_ENCODER, fps).filter((a) => a !== "-an");
  return [
    ...mediaInput,
    ...s.emoji.flatMap((e) => ["-i", e.path]),
    // A silent track when the picture has no sound of its own, so every meme plays with sound on.
    ...(withOwnSound ? [] : ["-f", "lavfi", "-i", "anullsrc=r=48000:cl=stereo"]),
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[v]",
    "-map",
    "[a]",
    ...encode,
    ...aacArgs("128k"),
    "-t",
    s.seconds.toFixed(3),
    "-movflags",
    "+faststart",
    s.out,
  ];
}

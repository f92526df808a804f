// Where a scene's illustrations stand and move: one square layer per visual beat, in the upper middle
// of the frame (clear of the captions), entering with a short rise and fade, floating gently while the
// background's camera moves on its own (parallax), and fading out as the next beat fades in.
import { safeAreaFor } from "../storyboard/formats.ts";
import type { Storyboard } from "../storyboard/schema.ts";
import type { VisualLayer } from "./segment-args.ts";

/** Seconds the next beat's layer overlaps the last one's fade-out. */
export const BEAT_CROSSFADE_SECONDS = 0.3;

/** Size of the illustrations' layer and its centre in a frame, in pixels (even sizes). */
export function layerPlacement(sb: Pick<Storyboard, "format" | "captions">): {
  width: number;
  height: number;
  cx: number;
  cy: number;
} {
  const { width: W, height: H } = sb.format;
  const even = (n: number) => 2 * Math.round(n / 2);
  const box = (w: number, h: number, cy: number) => ({ width: even(w), height: even(h), cx: W / 2, cy });
  const position = sb.captions.enabled ? sb.captions.position : "bottom";
  if (H > W * 1.2) {
    // Captions in the middle push the subjects up; captions on top push them down.
    if (position === "middle") return box(W * 0.62, W * 0.62, H * 0.27);
    if (position === "top") return box(W * 0.74, W * 0.74, H * 0.56);
    return box(W * 0.76, W * 0.76, H * 0.38);
  }
  if (W > H * 1.2) {
    // Wide frames: the subjects side by side.
    if (position === "middle") return box(W * 0.6, H * 0.4, H * 0.26);
    if (position === "top") return box(W * 0.66, H * 0.52, H * 0.6);
    return box(W * 0.7, H * 0.6, H * 0.42);
  }
  if (position === "middle") return box(H * 0.42, H * 0.42, H * 0.27);
  if (position === "top") return box(H * 0.55, H * 0.55, H * 0.6);
  return box(H * 0.6, H * 0.6, H * 0.4);
}

/**
 * Size and centre of a frame-filling picture's layer (a stock photo, an upload, a model's picture): a
 * little larger than the frame so that its slow drift never shows an edge.
 */
export function framePlacement(sb: Pick<Storyboard, "format">): {
  width: number;
  height: number;
  cx: number;
  cy: number;
} {
  const { width: W, height: H } = sb.format;
  const even = (n: number) => 2 * Math.round(n / 2);
  return { width: even(W * 1.06), height: even(H * 1.06), cx: W / 2, cy: H / 2 };
}

/**
 * Box of a scene's kinetic text (a key fact in large type): the width of the safe area, mid-upper when
 * the captions sit low (above the illustrations), below the middle when they sit in the middle or on
 * top, so it never covers them.
 */
export function kineticPlacement(sb: Pick<Storyboard, "format" | "captions">): {
  width: number;
  height: number;
  cx: number;
  cy: number;
  /** Largest type size in the box, in pixels. */
  fontSize: number;
} {
  const { width: W, height: H } = sb.format;
  const safe = safeAreaFor(W, H);
  const even = (n: number) => 2 * Math.round(n / 2);
  const fontSize = Math.round(Math.min(W, H) * (H > W * 1.2 ? 0.13 : 0.11));
  const height = even(fontSize * 1.6);
  const width = even((safe.right - safe.left) * 0.98);
  const cx = Math.round((safe.left + safe.right) / 2);
  const position = sb.captions.enabled ? sb.captions.position : "bottom";
  const cy =
    position === "bottom"
      ? safe.top + height / 2
      : position === "middle"
        ? Math.round(H * 0.7)
        : safe.bottom - height / 2 - Math.round(H * 0.04);
  return { width, height, cx, cy, fontSize };
}

/**
 * The layers of scene `i` on its own clock, in frames: one per distinct beat layer of its visual
 * records, each shown from its start until its end plus the crossfade.
 */
export function sceneLayers(sb: Storyboard, i: number, frames: number): VisualLayer[] {
  const scene = sb.scenes[i]!;
  const { width: W, height: H } = sb.format;
  const fps = sb.format.fps;
  const subjects = layerPlacement(sb);
  const frame = framePlacement(sb);
  const kineticBox = kineticPlacement(sb);
  const seen = new Set<string>();
  const layers: VisualLayer[] = [];
  for (const r of scene.visuals ?? []) {
    if (!r.layer) continue;
    const key = `${r.layer}@${r.start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const from = Math.max(0, Math.round(r.start * fps));
    const to = Math.min(frames, Math.round((r.start + r.duration + BEAT_CROSSFADE_SECONDS) * fps));
    if (to - from < 2) continue;
    const filling = r.placement === "frame";
    const kinetic = r.source === "kinetic-text";
    const { width, height, cx, cy } = filling ? frame : kinetic ? kineticBox : subjects;
    layers.push({
      path: r.layer,
      from,
      to,
      x: Math.round(cx - width / 2),
      y: Math.round(cy - height / 2),
      fadeIn: Math.min(Math.round(BEAT_CROSSFADE_SECONDS * fps), to - from - 1),
      // The last beat stays until the scene's own transition takes it away.
      fadeOut: to >= frames ? 0 : Math.min(Math.round(BEAT_CROSSFADE_SECONDS * fps), to - from - 1),
      // A picture filling the frame fades in and drifts within its margin; kinetic text slides up into
      // place and holds still; illustrations rise a little and float.
      rise: filling ? 0 : Math.round(height * (kinetic ? 0.45 : 0.07)),
      float: filling
        ? Math.max(1, Math.round(Math.min(width - W, height - H) * 0.3))
        : kinetic
          ? 0
          : Math.max(1, Math.round(height * 0.018)),
    });
  }
  return layers;
}

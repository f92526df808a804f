// Where a scene's illustrations stand and move: one square layer per visual beat, in the upper middle
// of the frame (clear of the captions), entering with a short rise and fade, floating gently while the
// background's camera moves on its own (parallax), and fading out as the next beat fades in.
import type { Storyboard } from "../storyboard/schema.ts";
import type { VisualLayer } from "./segment-args.ts";

/** Seconds the next beat's layer overlaps the last one's fade-out. */
export const BEAT_CROSSFADE_SECONDS = 0.3;

/** Size (side of the square layer) and centre of the illustrations in a frame, in pixels. */
export function layerPlacement(sb: Pick<Storyboard, "format" | "captions">): {
  size: number;
  cx: number;
  cy: number;
} {
  const { width: W, height: H } = sb.format;
  const portrait = H > W * 1.2;
  const position = sb.captions.enabled ? sb.captions.position : "bottom";
  if (portrait) {
    // Captions in the middle push the subjects up; captions on top push them down.
    if (position === "middle") return { size: Math.round(W * 0.62), cx: W / 2, cy: H * 0.27 };
    if (position === "top") return { size: Math.round(W * 0.74), cx: W / 2, cy: H * 0.56 };
    return { size: Math.round(W * 0.76), cx: W / 2, cy: H * 0.38 };
  }
  const square = H <= W * 1.2 && W <= H * 1.2;
  if (position === "middle") return { size: Math.round(H * 0.42), cx: W / 2, cy: H * 0.27 };
  if (position === "top") return { size: Math.round(H * 0.55), cx: W / 2, cy: H * 0.6 };
  return { size: Math.round(H * (square ? 0.6 : 0.62)), cx: W / 2, cy: H * (square ? 0.4 : 0.42) };
}

/**
 * The layers of scene `i` on its own clock, in frames: one per distinct beat layer of its visual
 * records, each shown from its start until its end plus the crossfade.
 */
export function sceneLayers(sb: Storyboard, i: number, frames: number): VisualLayer[] {
  const scene = sb.scenes[i]!;
  const fps = sb.format.fps;
  const { size, cx, cy } = layerPlacement(sb);
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
    layers.push({
      path: r.layer,
      from,
      to,
      x: Math.round(cx - size / 2),
      y: Math.round(cy - size / 2),
      fadeIn: Math.min(Math.round(BEAT_CROSSFADE_SECONDS * fps), to - from - 1),
      // The last beat stays until the scene's own transition takes it away.
      fadeOut: to >= frames ? 0 : Math.min(Math.round(BEAT_CROSSFADE_SECONDS * fps), to - from - 1),
      rise: Math.round(size * 0.07),
      float: Math.max(1, Math.round(size * 0.018)),
    });
  }
  return layers;
}

// Where a scene's illustrations stand and move: one layer per visual beat, as large as the frame allows
// beside the captions, entering with a short rise and fade, floating gently while the
// background's camera moves on its own (parallax), and fading out as the next beat fades in.
import { safeAreaFor } from "../storyboard/formats.ts";
import type { Storyboard } from "../storyboard/schema.ts";
import { captionAnchor, estimateTextWidth, fontSizePx, maxLineWidth } from "./captions/layout.ts";
import { sizedSpec } from "./captions/scene-captions.ts";
import type { VisualLayer } from "./segment-args.ts";

/** Seconds the next beat's layer overlaps the last one's fade-out. */
export const BEAT_CROSSFADE_SECONDS = 0.3;

/**
 * The rows of the frame the captions may cover (all their lines at the style's size, popped words
 * included), or null without captions.
 */
export function captionBand(
  sb: Pick<Storyboard, "format" | "captions">,
): { top: number; bottom: number } | null {
  if (!sb.captions.enabled) return null;
  const { width: W, height: H } = sb.format;
  const spec = sizedSpec(sb.captions);
  const size = fontSizePx(spec, W, H);
  const opts = {
    width: W,
    height: H,
    safe: safeAreaFor(W, H),
    position: sb.captions.position,
    noSpaces: false,
    fontWidthFactor: 1.1,
  };
  // As many lines as a cue of the style's most words (of about seven letters) needs on this frame: one
  // for the short chunks of bold styles on wide frames, two on tall ones.
  const cue = estimateTextWidth(Array(spec.maxWords).fill("letters").join(" "), size, 1.1);
  const lines = Math.min(spec.maxLines, Math.max(1, Math.ceil(cue / maxLineWidth(spec, opts))));
  const block = lines * size * 1.2 * Math.max(1, Math.min(spec.peakScale, 1.2));
  const anchor = captionAnchor(spec, opts);
  if (anchor.align === 2) return { top: anchor.y - block, bottom: anchor.y };
  if (anchor.align === 8) return { top: anchor.y, bottom: anchor.y + block };
  return { top: anchor.y - block / 2, bottom: anchor.y + block / 2 };
}

/**
 * Size of the illustrations' layer and its centre in a frame, in pixels (even sizes): as large as the
 * frame allows beside the captions (the subjects about 55-65% of the height on wide frames), never
 * over the caption lines. Tall frames get a square; wide and square frames a wide box, where the
 * subjects stand side by side.
 */
export function layerPlacement(sb: Pick<Storyboard, "format" | "captions">): {
  width: number;
  height: number;
  cx: number;
  cy: number;
} {
  const { width: W, height: H } = sb.format;
  const even = (n: number) => 2 * Math.round(n / 2);
  // The free rows: above the captions, or below them, whichever is taller (a margin from the top, and
  // from the captions for the float and the rise).
  // The lowest rows are the safe area's end (the apps' own buttons and text are under it).
  const edge = H * 0.035;
  const low = safeAreaFor(W, H).bottom;
  const gap = H * 0.015;
  const band = captionBand(sb);
  let [top, bottom] = [edge, low];
  if (band) {
    const above = band.top - gap - edge;
    const below = low - (band.bottom + gap);
    if (above >= below) bottom = band.top - gap;
    else top = band.bottom + gap;
  }
  if (H > W * 1.2) {
    // Tall frames: a square as wide as the subjects may be (the free rows are taller than that), below
    // (or above) the box of the key facts in large type, which had covered the subjects' heads. A
    // square of at least 60% of the width keeps the subjects large.
    const k = kineticPlacement(sb);
    const [kTop, kBottom] = [k.cy - k.height / 2, k.cy + k.height / 2];
    const clearTop = kBottom > top && kTop < top + H * 0.2 ? Math.max(top, kBottom + gap) : top;
    const clearBottom = kTop < bottom && kBottom > bottom - H * 0.2 ? Math.min(bottom, kTop - gap) : bottom;
    if (clearBottom - clearTop >= W * 0.6) [top, bottom] = [clearTop, clearBottom];
    const side = Math.min(W * 0.8, Math.max(H * 0.25, bottom - top));
    return { width: even(side), height: even(side), cx: W / 2, cy: (top + bottom) / 2 };
  }
  const free = Math.max(H * 0.25, bottom - top);
  const cy = (top + bottom) / 2;
  // Wide and square frames: room for three subjects side by side at the full free height.
  return { width: even(Math.min(W * 0.92, free * 2.5)), height: even(free), cx: W / 2, cy };
}

/**
 * The rows of the illustrations' layer (layerPlacement) left to the subjects while a key fact in large
 * type shows over it, on wide and square frames where the two share the height: the larger part above or
 * below the fact's box. Undefined when the box does not cross the layer (tall frames keep them apart).
 */
export function rowsBesideKineticBox(
  sb: Pick<Storyboard, "format" | "captions">,
): { top: number; bottom: number } | undefined {
  const layer = layerPlacement(sb);
  const k = kineticPlacement(sb);
  const layerTop = layer.cy - layer.height / 2;
  const gap = Math.round(sb.format.height * 0.015);
  const kTop = k.cy - k.height / 2 - layerTop;
  const kBottom = k.cy + k.height / 2 - layerTop;
  if (kBottom <= 0 || kTop >= layer.height) return undefined;
  const below = { top: Math.round(kBottom + gap), bottom: layer.height };
  const above = { top: 0, bottom: Math.round(kTop - gap) };
  return below.bottom - below.top >= above.bottom - above.top ? below : above;
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
    const filling = r.placement === "frame";
    const kinetic = r.source === "kinetic-text";
    const from = Math.max(0, Math.round(r.start * fps));
    // Pictures cross-fade into the next beat's; a key fact in large type fades out within its own time,
    // so that the next one, in the same box, never shows through it (two labels read as one jumble).
    const to = Math.min(
      frames,
      Math.round((r.start + r.duration + (kinetic ? 0 : BEAT_CROSSFADE_SECONDS)) * fps),
    );
    if (to - from < 2) continue;
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

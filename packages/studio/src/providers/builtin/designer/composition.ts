// Compositions of illustrations: one to three subjects laid out as a group (a place large at the back
// with objects in front of it, or a main subject with smaller companions), with soft shadows. The same
// group is drawn into a still picture (the image generator) or on its own, transparent, as the moving
// layer of a video scene.
import { iconNameFor, iconShape, uniqueIds } from "../illustrations/icon-set.ts";
import { f } from "./motifs.ts";

/** Emoji of places and big things, drawn large at the back of a group. */
const PLACES = new Set(
  [..."🏪🏬🏠🏡🏢🏣🏤🏥🏦🏨🏩🏫🏭🏛🏟🏰🏯🗼🗽⛪🕌🛕🕍⛩💒🏙🏘🏚🏗🌆🌇🏝🏖🏜🏞⛺🎪🚚🚗🚌🚲✈🚀🛳⛵"].filter(
    (c) => c !== "\uFE0F",
  ),
);

export function isPlace(emoji: string): boolean {
  return PLACES.has([...emoji.replace(/\uFE0F/g, "")][0] ?? "");
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Slot {
  emoji: string;
  /** Centre and size of the icon. */
  cx: number;
  cy: number;
  size: number;
}

/** Where each subject of a group goes inside `box` (the first is the main subject). */
export function layoutGroup(emoji: string[], box: Box): Slot[] {
  const list = emoji.filter((e) => iconNameFor(e)).slice(0, 3);
  // Side by side when the box is wide enough for them at nearly full height; else one behind the other.
  if (box.w >= box.h * 1.4 && list.length > 1 && rowScale(list, box) >= 0.75) return rowLayout(list, box);
  const s = Math.min(box.w, box.h);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  if (list.length <= 1) return list.map((e) => ({ emoji: e, cx, cy, size: s * 0.98 }));
  // A place goes to the back, large; the objects stand in front of its lower half.
  const placeAt = list.findIndex(isPlace);
  const ordered = placeAt > 0 ? [list[placeAt]!, ...list.filter((_, i) => i !== placeAt)] : list;
  const [main, ...rest] = ordered;
  const back = isPlace(main!);
  const mainSize = s * (back ? 0.78 : 0.72);
  const slots: Slot[] = [{ emoji: main!, cx, cy: cy - s * (back ? 0.02 : 0.08), size: mainSize }];
  const small = s * (rest.length === 1 ? 0.46 : 0.4);
  const frontY = cy + s * 0.26;
  if (rest.length === 1) {
    slots.push({ emoji: rest[0]!, cx: cx + s * (back ? 0.2 : 0.26), cy: frontY, size: small });
  } else {
    slots.push({ emoji: rest[0]!, cx: cx - s * 0.27, cy: frontY, size: small });
    slots.push({ emoji: rest[1]!, cx: cx + s * 0.27, cy: frontY + s * 0.02, size: small });
  }
  return slots;
}

const rowSizes = (list: string[], box: Box) => list.map((_, i) => box.h * (i === 0 ? 0.95 : 0.68));
const rowTotal = (list: string[], box: Box) =>
  rowSizes(list, box).reduce((a, b) => a + b, 0) + box.h * 0.07 * (list.length - 1);
/** How much a row of the subjects must shrink to fit the box's width (1: not at all). */
const rowScale = (list: string[], box: Box) => Math.min(1, box.w / rowTotal(list, box));

/** Wide frames: the subjects side by side on one ground line, the main one largest, in the middle. */
function rowLayout(list: string[], box: Box): Slot[] {
  const sizes = rowSizes(list, box);
  const gap = box.h * 0.07;
  const total = rowTotal(list, box);
  const scale = rowScale(list, box);
  const ground = box.y + box.h * 0.97;
  // Main subject in the middle: the second to its left, the third to its right.
  const order = list.length === 3 ? [1, 0, 2] : [0, 1];
  let x = box.x + (box.w - total * scale) / 2;
  const slots: Slot[] = [];
  for (const i of order) {
    const size = sizes[i]! * scale;
    slots[i] = { emoji: list[i]!, cx: x + size / 2, cy: ground - size / 2, size };
    x += size + gap * scale;
  }
  return slots;
}

/**
 * SVG elements (no document around them) of a group: a soft shadow on the ground under each subject,
 * then the subjects, back to front. `id` keeps the gradient and icon ids of this group unique.
 */
export function groupSvg(emoji: string[], box: Box, id: string, opts: { halo?: string } = {}): string {
  const slots = layoutGroup(emoji, box);
  if (slots.length === 0) return "";
  const out: string[] = [
    `<defs><radialGradient id="${id}sh"><stop offset="0" stop-color="#000" stop-opacity="0.34"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    opts.halo
      ? `<radialGradient id="${id}halo"><stop offset="0" stop-color="${opts.halo}" stop-opacity="0.55"/><stop offset="0.55" stop-color="${opts.halo}" stop-opacity="0.22"/><stop offset="1" stop-color="${opts.halo}" stop-opacity="0"/></radialGradient>`
      : "",
    "</defs>",
  ];
  if (opts.halo) {
    out.push(
      `<ellipse cx="${f(box.x + box.w / 2)}" cy="${f(box.y + box.h / 2)}" rx="${f(box.w * 0.5)}" ry="${f(box.h * 0.5)}" fill="url(#${id}halo)"/>`,
    );
  }
  for (const sl of slots) {
    out.push(
      `<ellipse cx="${f(sl.cx)}" cy="${f(sl.cy + sl.size * 0.47)}" rx="${f(sl.size * 0.42)}" ry="${f(sl.size * 0.08)}" fill="url(#${id}sh)"/>`,
    );
  }
  slots.forEach((sl, i) => {
    const shape = iconShape(iconNameFor(sl.emoji)!);
    if (!shape) return;
    const body = uniqueIds(shape.body, `${id}i${i}`);
    out.push(
      `<svg x="${f(sl.cx - sl.size / 2)}" y="${f(sl.cy - sl.size / 2)}" width="${f(sl.size)}" height="${f(sl.size)}" viewBox="${shape.left} ${shape.top} ${shape.width} ${shape.height}">${body}</svg>`,
    );
  });
  return out.join("");
}

/**
 * A standalone transparent SVG document of a group filling a `width` x `height` box, or only the rows
 * `rows` of it (the rest left clear for what is drawn over it there).
 */
export function groupDocument(
  emoji: string[],
  width: number,
  height = width,
  opts: { halo?: string; rows?: { top: number; bottom: number } } = {},
): string {
  const [w, h] = [Math.round(width), Math.round(height)];
  const pad = Math.min(w, h) * 0.025;
  const top = Math.max(0, opts.rows?.top ?? 0);
  const bottom = Math.min(h, opts.rows?.bottom ?? h);
  const box = { x: pad, y: top + pad, w: w - 2 * pad, h: bottom - top - 2 * pad };
  const inner = groupSvg(emoji, box, "g", { halo: opts.halo });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;
}

// The stage: a designed background for a video scene (gradient, glows and a motif chosen from the
// scene's words, toned down), with a soft light where the scene's illustrations will stand. Nothing
// of the request's text is drawn.
import { type Canvas, f, motifFor, motifSvg, PREFERRED_PALETTES } from "./motifs.ts";
import { brandPalette, hex, PALETTES, type Palette, rng, seedOf } from "./palette.ts";
import type { BackgroundSpec } from "./raster.ts";

export interface StageDesign {
  background: BackgroundSpec;
  /** Shapes on a transparent canvas, laid over the background. */
  overlaySvg: string;
  palette: Palette;
}

export function stageDesign(req: {
  prompt: string;
  width: number;
  height: number;
  palette?: string[];
}): StageDesign {
  const { width: w, height: h } = req;
  const r = rng(seedOf(`${req.prompt}\u0000${(req.palette ?? []).join(",")}`));
  const motif = motifFor(req.prompt, r);
  const preferred = PREFERRED_PALETTES[motif];
  const p =
    req.palette && req.palette.length > 0
      ? brandPalette(req.palette)
      : PALETTES[
          preferred && r() < 0.75
            ? preferred[Math.floor(r() * preferred.length)]!
            : Math.floor(r() * PALETTES.length)
        ]!;
  const c: Canvas = { w, h, u: Math.min(w, h) / 100, r, p };
  const glows = [0, 1, 2].map((i) => ({
    x: r() * w,
    y: r() * h * 0.8,
    radius: Math.max(w, h) * (0.25 + r() * 0.2),
    color: hex(i % 2 ? p.accent2 : p.accent),
    opacity: i % 2 ? 0.35 : 0.45,
  }));
  // The light the subjects stand in (where segment overlays place them: upper middle of the frame).
  glows.push({
    x: w / 2,
    y: h * (h > w ? 0.38 : 0.42),
    radius: Math.min(w, h) * 0.62,
    color: [255, 255, 255],
    opacity: 0.22,
  });
  const background: BackgroundSpec = {
    angleDeg: Math.round(r() * 360),
    stops: [hex(p.bg[0]), hex(p.bg[1]), hex(p.bg[2])],
    glows,
    vignette: 0.35,
  };
  const defs = [
    `<radialGradient id="sun"><stop offset="0" stop-color="${p.accent}"/><stop offset="0.7" stop-color="${p.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="planet" cx="0.35" cy="0.3"><stop offset="0" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.bg[0]}"/></radialGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.35"/></linearGradient>`,
    `<pattern id="dots" width="${f(c.u * 4)}" height="${f(c.u * 4)}" patternUnits="userSpaceOnUse"><circle cx="${f(c.u * 2)}" cy="${f(c.u * 2)}" r="${f(c.u * 0.35)}" fill="${p.accent2}"/></pattern>`,
  ].join("");
  const overlaySvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${motifSvg(motif, c)}</svg>`;
  return { background, overlaySvg, palette: p };
}

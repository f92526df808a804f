import { describe, expect, it } from "vitest";
import { layoutGroup } from "../providers/builtin/designer/composition.ts";
import { CAPTION_POSITIONS, CAPTION_STYLES, type Storyboard } from "../storyboard/schema.ts";
import {
  captionBand,
  framePlacement,
  kineticPlacement,
  layerPlacement,
  sceneLayers,
} from "./visual-layers.ts";

const FRAMES = [
  ["9:16", 1080, 1920],
  ["16:9", 1920, 1080],
  ["1:1", 1080, 1080],
  ["4:5", 1080, 1350],
] as const;

function board(
  width: number,
  height: number,
  style: Storyboard["captions"]["style"],
  position: Storyboard["captions"]["position"],
) {
  return {
    format: { width, height, aspect: "9:16" as const, fps: 30 },
    captions: { enabled: true, style, position, font: "montserrat" as const },
  };
}

describe("where a beat's illustrations stand", () => {
  it("never over the caption lines, in every frame, caption style and position", () => {
    for (const [name, W, H] of FRAMES) {
      for (const style of CAPTION_STYLES) {
        for (const position of CAPTION_POSITIONS) {
          const sb = board(W, H, style, position);
          const p = layerPlacement(sb);
          const band = captionBand(sb)!;
          const [top, bottom] = [p.cy - p.height / 2, p.cy + p.height / 2];
          const what = `${name} ${style} ${position}: layer ${top}-${bottom}, captions ${band.top}-${band.bottom}`;
          expect(bottom <= band.top || top >= band.bottom, what).toBe(true);
          expect(top, what).toBeGreaterThanOrEqual(0);
          expect(bottom, what).toBeLessThanOrEqual(H);
          expect(p.width, what).toBeLessThanOrEqual(W);
        }
      }
    }
  });

  it("large on wide frames: one subject about 55-65% of the height, the main of three over half", () => {
    for (const style of ["bold-pop", "clean", "hormozi"] as const) {
      const sb = board(1920, 1080, style, "bottom");
      const p = layerPlacement(sb);
      const box = { x: 0, y: 0, w: p.width, h: p.height };
      const one = layoutGroup(["🍞"], box)[0]!.size / 1080;
      expect(one, style).toBeGreaterThanOrEqual(0.55);
      expect(one, style).toBeLessThanOrEqual(0.68);
      const three = layoutGroup(["🍞", "🏪", "📅"], box);
      expect(three[0]!.size / 1080, style).toBeGreaterThanOrEqual(0.5);
      // Side by side on a wide frame.
      expect(new Set(three.map((s) => Math.round(s.cx))).size).toBe(3);
    }
    // Square feeds: the subjects larger than the old 0.6-of-height box allowed for one subject.
    const sq = layerPlacement(board(1080, 1080, "clean", "bottom"));
    expect(layoutGroup(["🍞"], { x: 0, y: 0, w: sq.width, h: sq.height })[0]!.size / 1080).toBeGreaterThan(
      0.55,
    );
  });

  it("on tall frames, below or above the key facts in large type, never under them (session 23 QA)", () => {
    for (const style of CAPTION_STYLES) {
      for (const position of ["bottom", "top"] as const) {
        const sb = board(1080, 1920, style, position);
        const p = layerPlacement(sb);
        const k = kineticPlacement(sb);
        const [top, bottom] = [p.cy - p.height / 2, p.cy + p.height / 2];
        const [kTop, kBottom] = [k.cy - k.height / 2, k.cy + k.height / 2];
        const what = `${style} ${position}: layer ${top}-${bottom}, key facts ${kTop}-${kBottom}`;
        // "£30" and "Happy Paws" had covered the top of the dog's head.
        expect(bottom <= kTop || top >= kBottom, what).toBe(true);
        // Still large: at least 60% of the width.
        expect(p.width, what).toBeGreaterThanOrEqual(0.6 * 1080);
      }
    }
  });

  it("a stock photo or model picture covers the frame with a margin to drift in", () => {
    const f = framePlacement(board(1080, 1920, "bold-pop", "bottom"));
    expect(f.width).toBeGreaterThan(1080);
    expect(f.height).toBeGreaterThan(1920);
    expect([f.cx, f.cy]).toEqual([540, 960]);
  });
});

describe("when a beat's layers show (session 22 QA)", () => {
  it("a key fact in large type is gone before the next one comes; pictures cross-fade", () => {
    const record = (source: string, layer: string, start: number, duration: number) => ({
      source,
      id: layer,
      keywords: [],
      start,
      duration,
      license: "x",
      layer,
    });
    const sb = {
      ...board(1080, 1920, "bold-pop", "bottom"),
      scenes: [
        {
          visuals: [
            record("illustration", "cup.png", 0, 3),
            record("illustration", "calendar.png", 3, 3),
            record("kinetic-text", "minus20.png", 1.5, 1.5),
            record("kinetic-text", "friday.png", 3, 2),
          ],
        },
      ],
    } as unknown as Storyboard;
    const layers = sceneLayers(sb, 0, 240);
    const at = (path: string) => layers.find((l) => l.path === path)!;
    // "−20%" then "جمعة" in the same box: the first has faded out when the second starts.
    expect(at("minus20.png").to).toBeLessThanOrEqual(at("friday.png").from);
    expect(at("minus20.png").fadeOut).toBeGreaterThan(0);
    // The cup and the calendar cross-fade.
    expect(at("cup.png").to).toBeGreaterThan(at("calendar.png").from);
  });
});

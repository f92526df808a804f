// Right-to-left captions as a reader sees them: an Arabic line drawn by libass through the renderer's
// ASS, one frame read back as pixels. The first spoken word must sit at the right end of the line, the
// lit word must move leftwards as the voice goes on, and a sentence's full stop must end it on the left.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type AssDocumentOptions, buildAss } from "../src/render/captions/ass.ts";
import type { CaptionEvent } from "../src/render/captions/layout.ts";
import { CAPTION_STYLE_SPECS, type CaptionStyleSpec } from "../src/render/captions/styles.ts";
import { filterPath } from "../src/render/filter-escape.ts";
import { runFfmpeg } from "../src/render/run-ffmpeg.ts";
import { safeAreaFor } from "../src/storyboard/formats.ts";
import { tempDir } from "./fixtures.ts";

const W = 720;
const H = 1280;
// "Welcome to the new studio." in four words, each a second long.
const WORDS = ["مرحبا", "بكم", "في", "الاستوديو."];
const event: CaptionEvent = {
  start: 0,
  end: 4,
  words: WORDS.map((text, i) => ({ text, start: i, end: i + 0.9 })),
  lines: [WORDS.map((text, i) => ({ text, start: i, end: i + 0.9 }))],
};
const options: AssDocumentOptions = {
  width: W,
  height: H,
  safe: safeAreaFor(W, H),
  position: "middle",
  noSpaces: false,
  fontWidthFactor: 1,
  fontFamily: "Noto Sans Arabic",
  rtl: true,
};

let dir: string;
beforeAll(async () => {
  dir = await tempDir("rtl");
});

type Rgb = [number, number, number];
const hex = (c: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)) as Rgb;
const near = (p: Rgb, c: Rgb) => Math.abs(p[0] - c[0]) + Math.abs(p[1] - c[1]) + Math.abs(p[2] - c[2]) < 60;

/** The frame at `t` seconds as RGB pixels, drawn on a mid-grey background. */
async function frameAt(spec: CaptionStyleSpec, t: number, name: string, ev = event): Promise<Buffer> {
  const ass = path.join(dir, `${name}.ass`);
  await writeFile(ass, buildAss([ev], spec, options));
  const raw = path.join(dir, `${name}.rgb`);
  await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=0x808080:s=${W}x${H}:r=10:d=5`,
    "-vf",
    `ass=filename=${filterPath(ass)}:shaping=complex`,
    "-ss",
    String(t),
    "-frames:v",
    "1",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    raw,
  ]);
  return readFile(raw);
}

/** Columns holding pixels of colour `c` (leftmost, rightmost), or null when none. */
function columns(frame: Buffer, c: Rgb): { left: number; right: number } | null {
  let left = W;
  let right = -1;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      if (near([frame[i]!, frame[i + 1]!, frame[i + 2]!], c)) {
        if (x < left) left = x;
        if (x > right) right = x;
      }
    }
  }
  return right < 0 ? null : { left, right };
}

/** Height of the ink of colour `c` in the `span` columns from x0. */
function inkHeight(frame: Buffer, c: Rgb, x0: number, span: number): number {
  let top = H;
  let bottom = -1;
  for (let y = 0; y < H; y++) {
    for (let x = x0; x < x0 + span; x++) {
      const i = (y * W + x) * 3;
      if (near([frame[i]!, frame[i + 1]!, frame[i + 2]!], c)) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return bottom < 0 ? 0 : bottom - top + 1;
}

describe("right-to-left captions", () => {
  it("karaoke lights the first spoken word at the right end and moves leftwards", async () => {
    const spec = CAPTION_STYLE_SPECS.karaoke;
    const lit = hex(spec.active);
    const unlit = hex(spec.text);
    const first = await frameAt(spec, 0.5, "karaoke-1");
    const a = columns(first, lit);
    const b = columns(first, unlit);
    expect(a && b).toBeTruthy();
    // Only the first word is lit, and it lies right of every word still to come.
    expect(a!.left).toBeGreaterThan(b!.right);
    const third = await frameAt(spec, 2.5, "karaoke-3");
    const a3 = columns(third, lit);
    const b3 = columns(third, unlit);
    // Three words lit from the right; the last one, unlit, is leftmost.
    expect(a3!.left).toBeGreaterThan(b3!.right);
    expect(a3!.right - a3!.left).toBeGreaterThan(a!.right - a!.left);
  });

  it("the highlighted spoken word moves from the right end leftwards", async () => {
    const spec = CAPTION_STYLE_SPECS["bold-pop"];
    const first = await frameAt(spec, 0.5, "pop-1");
    const lit1 = columns(first, hex(spec.active));
    const rest1 = columns(first, hex(spec.text));
    // Word one is lit, right of all the others.
    expect(lit1!.left).toBeGreaterThan(rest1!.right);
    const second = await frameAt(spec, 1.5, "pop-2");
    const lit2 = columns(second, hex(spec.active));
    const rest2 = columns(second, hex(spec.text));
    // Word two is lit: word one (unlit) to its right, words three and four to its left.
    expect(lit2!.right).toBeLessThan(lit1!.left);
    expect(rest2!.right).toBeGreaterThan(lit2!.right);
    expect(rest2!.left).toBeLessThan(lit2!.left);
  });

  it("the sentence's full stop is the leftmost mark of the line", async () => {
    for (const style of ["karaoke", "clean", "bold-pop"] as const) {
      const spec = CAPTION_STYLE_SPECS[style];
      const frame = await frameAt(spec, 3.5, `stop-${style}`);
      // At 3.5 s the last word is the spoken one: in karaoke every word is lit, elsewhere it is.
      const colour = hex(style === "clean" ? spec.text : spec.active);
      const ink = columns(frame, colour);
      expect(ink, style).toBeTruthy();
      const size = Math.round(Math.min(W, H) * spec.size);
      // The left end of the line is a dot (a fifth of the font size tall at most), not a letter.
      const leftEnd = inkHeight(frame, colour, ink!.left, Math.round(size * 0.12));
      expect(leftEnd, style).toBeGreaterThan(0);
      expect(leftEnd, style).toBeLessThan(size * 0.25);
    }
  });

  it("a Latin name ending the sentence keeps its full stop on the left", async () => {
    // "Fresh bread in Lisbon." with the place name written in Latin letters.
    const words = ["خبز", "طازج", "في", "Lisbon."].map((text, i) => ({ text, start: i, end: i + 0.9 }));
    const mixed: CaptionEvent = { start: 0, end: 4, words, lines: [words] };
    const grey: Rgb = [128, 128, 128];
    for (const style of ["karaoke", "clean", "bold-pop"] as const) {
      const spec = CAPTION_STYLE_SPECS[style];
      const frame = await frameAt(spec, 3.5, `latin-${style}`, mixed);
      // Every drawn pixel of the letters and their outline (on a boxed style, the letters' colour).
      const letters = hex(spec.text);
      const drawn = (p: Rgb) => (spec.borderStyle === 3 ? near(p, letters) : !near(p, grey));
      let left = W;
      let top = H;
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const i = (y * W + x) * 3;
          if (drawn([frame[i]!, frame[i + 1]!, frame[i + 2]!])) {
            left = Math.min(left, x);
            top = Math.min(top, y);
          }
        }
      }
      const size = Math.round(Math.min(W, H) * spec.size);
      // The left end of the line is the full stop, low on the line, not the tall "L" of "Lisbon".
      let leftTop = H;
      for (let y = 0; y < H; y++) {
        for (let x = left; x < left + Math.round(size * 0.12); x++) {
          const i = (y * W + x) * 3;
          if (drawn([frame[i]!, frame[i + 1]!, frame[i + 2]!])) leftTop = Math.min(leftTop, y);
        }
      }
      expect(leftTop - top, style).toBeGreaterThan(size * 0.35);
    }
    // The words keep their order when neighbours share their tags: the first, lit, at the right end.
    const spec = CAPTION_STYLE_SPECS["bold-pop"];
    const first = await frameAt(spec, 0.5, "latin-pop-1", mixed);
    const lit = columns(first, hex(spec.active));
    const rest = columns(first, hex(spec.text));
    expect(lit!.left).toBeGreaterThan(rest!.right);
  });
});

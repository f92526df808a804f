import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compose } from "./compose.ts";
import { MUSIC_RATE, renderBlocks, softClip } from "./synth.ts";

/** The whole track from blocks of `block` samples. */
function whole(events: ReturnType<ReturnType<typeof compose>["events"]>, seconds: number, block: number) {
  const left: number[] = [];
  const right: number[] = [];
  for (const b of renderBlocks(events, seconds, block)) {
    left.push(...b.left.subarray(0, b.length));
    right.push(...b.right.subarray(0, b.length));
  }
  return { left, right };
}

describe("renderBlocks", () => {
  it("gives the same samples whatever the block size (reverb, notes and level carried across blocks)", () => {
    // 34.3 s: past the 30 s the level is measured on, ending mid-block for both sizes.
    const seconds = 34.3;
    const events = compose("upbeat", 42).events(0, seconds);
    const a = whole(events, seconds, 4096);
    const b = whole(events, seconds, 3001);
    expect(a.left.length).toBe(Math.round(seconds * MUSIC_RATE));
    const differing = (x: number[], y: number[]) => x.filter((v, i) => v !== y[i]).length;
    expect(b.left.length).toBe(a.left.length);
    expect(differing(a.left, b.left) + differing(a.right, b.right)).toBe(0);
    expect(a.left.reduce((m, v) => Math.max(m, Math.abs(v)), 0)).toBeGreaterThan(0.05);
  });

  it("renders a track shorter than the level's 30 s window and an empty one", () => {
    const events = compose("calm", 3).events(0, 5);
    const { left } = whole(events, 5, 4096);
    expect(left.length).toBe(5 * MUSIC_RATE);
    expect(left.some((v) => v !== 0)).toBe(true);
    expect([...renderBlocks(events, 0)]).toEqual([]);
  });

  it("makes the same samples as the synthesis the cached beds were made with (version 3)", () => {
    // Checksums of the 32-bit samples as the per-filter reverb, per-sample cosine fades and Math.tanh
    // made them: a bed cached under this version must be what a fresh synthesis gives, sample for
    // sample. A change of composition or sound bumps VERSION in builtin-music.ts and these together.
    const digest = (mood: "upbeat" | "calm" | "corporate" | "dramatic" | "playful", seconds: number) => {
      const h = createHash("sha256");
      for (const b of renderBlocks(compose(mood, 7).events(0, seconds), seconds)) {
        h.update(new Uint8Array(b.left.buffer, b.left.byteOffset, b.length * 4));
        h.update(new Uint8Array(b.right.buffer, b.right.byteOffset, b.length * 4));
      }
      return h.digest("hex").slice(0, 16);
    };
    expect(digest("upbeat", 34.3)).toBe("3a277f5b563d6910");
    expect(digest("calm", 12)).toBe("c4099562605d4afd");
    expect(digest("corporate", 12)).toBe("40db532569e904fc");
    expect(digest("dramatic", 12)).toBe("4c3f264b79a0c4d4");
    expect(digest("playful", 12)).toBe("b52e24cdbfa74c7f");
  });
});

describe("softClip", () => {
  it("is tanh: within 1e-12 everywhere, and the same 32-bit sample below 0.5", () => {
    let worst = 0;
    for (let i = -300_000; i <= 300_000; i++) {
      const x = i / 100_000;
      worst = Math.max(worst, Math.abs(softClip(x) - Math.tanh(x)));
      if (Math.abs(x) < 0.5) expect(Math.fround(softClip(x))).toBe(Math.fround(Math.tanh(x)));
    }
    expect(worst).toBeLessThan(1e-12);
    expect(softClip(40)).toBe(1);
    expect(softClip(-0.95)).toBe(Math.tanh(-0.95));
  });
});

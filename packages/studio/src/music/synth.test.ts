import { describe, expect, it } from "vitest";
import { compose } from "./compose.ts";
import { MUSIC_RATE, renderBlocks } from "./synth.ts";

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
});

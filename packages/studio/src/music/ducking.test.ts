import { describe, expect, it } from "vitest";
import { bedOffsetDb, DUCK_DEPTH_DB, duckEnvelope, ENVELOPE_RATE, speechRegions } from "./ducking.ts";

const db = (g: number) => 20 * Math.log10(g);
const at = (env: Float32Array, t: number) => env[Math.round(t * ENVELOPE_RATE)]!;

describe("ducking from word timings", () => {
  it("keeps pauses between words and sentences inside one speech region", () => {
    const words = [
      { start: 1, end: 1.4 },
      { start: 1.5, end: 2 },
      { start: 2.6, end: 3 }, // 0.6 s pause (a sentence end)
      { start: 6, end: 6.5 }, // a real break
    ];
    expect(speechRegions(words)).toEqual([
      { start: 1, end: 3 },
      { start: 6, end: 6.5 },
    ]);
  });

  it("holds the bed at one level under speech, rises only in real breaks, smoothly", () => {
    const regions = speechRegions([
      { start: 1, end: 3 },
      { start: 3.5, end: 5 },
      { start: 9, end: 12 },
    ]);
    const env = duckEnvelope({ regions, seconds: 15, underDb: -6 });
    // Under the voice (and through the 0.5 s pause at 3-3.5 s): exactly the level asked for.
    for (const t of [1, 2, 3.2, 4.9, 9.5, 11.9]) expect(db(at(env, t))).toBeCloseTo(-6, 3);
    // In the 4 s break it comes up by the duck depth, and is already down when speech resumes.
    expect(db(at(env, 7))).toBeCloseTo(-6 + DUCK_DEPTH_DB, 3);
    expect(db(at(env, 8.99))).toBeLessThan(-5.9);
    // No step between neighbouring samples bigger than a smooth ramp allows (no clicks), after the
    // fade-in and before the fade-out.
    let biggest = 0;
    for (let i = ENVELOPE_RATE; i < 13 * ENVELOPE_RATE; i++)
      biggest = Math.max(biggest, Math.abs(db(env[i]!) - db(env[i - 1]!)));
    expect(biggest).toBeLessThan(0.2);
    // Faded in from silence and out to silence.
    expect(env[0]).toBe(0);
    expect(env[env.length - 1]).toBeLessThan(0.01);
  });

  it("maps the storyboard's volume onto the level under the voice", () => {
    expect(bedOffsetDb(0.25)).toBeCloseTo(0, 6);
    expect(bedOffsetDb(0.5)).toBeCloseTo(6.02, 1);
    expect(bedOffsetDb(0)).toBe(Number.NEGATIVE_INFINITY);
  });
});

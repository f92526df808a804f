// The loudness step on real audio (ffmpeg): the measured gain brings a quiet, spiky mix to -14 LUFS
// with its peaks held under the -1.5 dBTP target, and a mix whose peaks stay under the limit comes out
// as the gain alone made it, in time (the limiter's look-ahead compensated).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loudnessFilter, parseEbur128Summary } from "./audio-args.ts";

const run = promisify(execFile);

/** Integrated loudness and true peak of a lavfi source after `filter` (or as it is). */
async function measure(source: string, filter = "anull") {
  const { stderr } = await run("ffmpeg", [
    ...["-hide_banner", "-nostats", "-f", "lavfi", "-i", source],
    ...["-af", `${filter},ebur128=peak=true`, "-f", "null", "-"],
  ]);
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  return {
    integrated: parseEbur128Summary(stderr).integrated,
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

/** Mono float samples of a lavfi source after `filter`. */
async function samples(source: string, filter: string): Promise<Float32Array> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-f", "lavfi", "-i", source, "-af", filter, "-f", "f32le", "-"],
    { encoding: "buffer", maxBuffer: 1 << 26 },
  );
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
}

const RATE = 48_000;
// A quiet voice-like tone with a loud 2 ms click twice a second (crest far above speech).
const SPIKY = `aevalsrc='0.06*sin(2*PI*220*t)+0.3*lt(mod(t\\,0.5)\\,0.002)*sin(2*PI*1000*t)':s=${RATE}:d=6`;
// A steady tone with one short burst at 1.000 s, peaks well under the limit after the gain.
const CALM = `aevalsrc='0.05*sin(2*PI*330*t)+0.02*between(t\\,1\\,1.005)':s=${RATE}:d=3`;

describe("loudness normalisation on real audio", () => {
  it("brings a quiet, spiky mix to -14 LUFS and holds its peaks under -1.5 dBTP", async () => {
    const before = await measure(SPIKY);
    expect(before.truePeak + (-14 - before.integrated)).toBeGreaterThan(0); // the gain alone would clip
    const after = await measure(SPIKY, loudnessFilter(before));
    expect(after.integrated).toBeGreaterThan(-15);
    expect(after.integrated).toBeLessThan(-13);
    expect(after.truePeak).toBeLessThanOrEqual(-1.5);
  });

  it("leaves a mix whose peaks stay under the limit as the gain made it, without delay", async () => {
    const before = await measure(CALM);
    const filter = loudnessFilter(before);
    const gainOnly = filter.split(",")[0]!;
    expect(gainOnly).toMatch(/^volume=/);
    const [limited, plain] = await Promise.all([samples(CALM, filter), samples(CALM, gainOnly)]);
    expect(limited.length).toBe(plain.length);
    let worst = 0;
    for (let i = 0; i < plain.length; i++) worst = Math.max(worst, Math.abs(limited[i]! - plain[i]!));
    expect(worst).toBeLessThan(1e-4);
  });
});

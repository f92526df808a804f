import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import {
  gainPowers,
  integratedLoudness,
  kWeighting,
  mixPowers,
  powersWithin,
  SUB_BLOCK_SECONDS,
  subBlockPowers,
} from "./loudness.ts";

const run = promisify(execFile);
let dir: string;

/** ffmpeg's own EBU R128 integrated loudness of a file (after an optional filter), LUFS. */
async function ffmpegLoudness(inputs: string[], filter = ""): Promise<number> {
  const af = filter ? `${filter},ebur128` : "ebur128";
  const { stderr } = await run("ffmpeg", [
    "-hide_banner",
    "-nostats",
    ...inputs,
    "-filter_complex",
    af,
    "-f",
    "null",
    "-",
  ]);
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  return Number(/I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1]);
}

async function make(name: string, args: string[]): Promise<string> {
  const file = path.join(dir, name);
  await run("ffmpeg", ["-v", "error", "-y", ...args, "-c:a", "pcm_s16le", file]);
  return file;
}

let voice: string;
let bed: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loudness-"));
  // A voice-like mono track at 48 kHz: bursts of band-limited noise and a tone, with pauses between.
  voice = await make("voice.wav", [
    "-f",
    "lavfi",
    "-i",
    "anoisesrc=color=pink:amplitude=0.4:sample_rate=48000:seed=3:duration=12",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=220:sample_rate=48000:duration=12",
    "-filter_complex",
    "[0:a][1:a]amix=inputs=2:normalize=0,highpass=f=120,lowpass=f=5000,volume='if(lt(mod(t,3),2),1,0.02)':eval=frame",
    "-ac",
    "1",
  ]);
  // A stereo bed at 32 kHz (the built-in music's rate), different in each channel.
  bed = await make("bed.wav", [
    "-f",
    "lavfi",
    "-i",
    "anoisesrc=color=brown:amplitude=0.5:sample_rate=32000:seed=5:duration=5",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=660:sample_rate=32000:duration=5",
    "-filter_complex",
    "[0:a][1:a]join=inputs=2:channel_layout=stereo",
  ]);
});

describe("loudness measured in node", () => {
  it("has BS.1770's published K-weighting coefficients at 48 kHz", () => {
    const [shelf, highPass] = kWeighting(48_000);
    const close = (xs: number[], ys: number[]) => {
      for (const [i, x] of xs.entries()) expect(x).toBeCloseTo(ys[i]!, 6);
    };
    close(shelf!.b, [1.53512485958697, -2.69169618940638, 1.19839281085285]);
    close(shelf!.a, [1, -1.69065929318241, 0.73248077421585]);
    close(highPass!.a, [1, -1.99004745483398, 0.99007225036621]);
  });

  it("agrees with ffmpeg's ebur128 on mono and stereo files at any rate, and over chosen spans", async () => {
    const v = await subBlockPowers(voice, { seconds: 12 });
    expect(v).toHaveLength(120);
    expect(Math.abs(integratedLoudness(v) - (await ffmpegLoudness(["-i", voice])))).toBeLessThan(0.15);
    const b = await subBlockPowers(bed, { seconds: 5 });
    expect(Math.abs(integratedLoudness(b) - (await ffmpegLoudness(["-i", bed])))).toBeLessThan(0.15);
    const spans = [
      { start: 0.5, end: 1.9 },
      { start: 6, end: 7.95 },
    ];
    const within = integratedLoudness(powersWithin(v, spans));
    const ffmpeg = await ffmpegLoudness(["-i", voice], "aselect='between(t,0.5,1.9)+between(t,6,7.95)'");
    expect(Math.abs(within - ffmpeg)).toBeLessThan(0.2);
    // The spoken parts are louder than the whole with its pauses.
    expect(within).toBeGreaterThan(integratedLoudness(v));
  });

  it("loops a short file over the time line, or pads it with silence", async () => {
    const looped = await subBlockPowers(bed, { seconds: 12, loop: true });
    expect(looped).toHaveLength(120);
    for (let k = 0; k < 50; k++) expect(looped[k + 50]).toBeCloseTo(looped[k]!, 2);
    const padded = await subBlockPowers(bed, { seconds: 12 });
    expect(padded.subarray(60).every((p) => p < 1e-9)).toBe(true);
    // Silence passes no gate.
    expect(integratedLoudness(new Float64Array(50))).toBe(Number.NEGATIVE_INFINITY);
  });

  it("predicts the loudness of the voice mixed with the bed under its gain curve, as ffmpeg measures the mix", async () => {
    const seconds = 12;
    const rate = 1000;
    // The bed ducked 20 dB in the first half, 8 dB in the second, with a ramp between.
    const gain = new Float32Array(seconds * rate);
    for (let i = 0; i < gain.length; i++) {
      const t = i / rate;
      const db = t < 5 ? -20 : t > 6 ? -8 : -20 + 12 * (t - 5);
      gain[i] = 10 ** (db / 20);
    }
    const envelope = path.join(dir, "gain.f32");
    await writeFile(envelope, Buffer.from(gain.buffer));
    const v = await subBlockPowers(voice, { seconds });
    const b = await subBlockPowers(bed, { seconds, loop: true });
    const predicted = integratedLoudness(mixPowers(v, { powers: b, gain: gainPowers(gain, rate, v.length) }));
    const mixed = await ffmpegLoudness(
      [
        "-i",
        voice,
        "-stream_loop",
        "-1",
        "-i",
        bed,
        "-f",
        "f32le",
        "-ar",
        "1000",
        "-ac",
        "1",
        "-i",
        envelope,
      ],
      [
        "[0:a]aformat=sample_fmts=fltp:channel_layouts=mono,pan=stereo|c0=c0|c1=c0[voice]",
        `[1:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,atrim=0:${seconds}[bed]`,
        "[2:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono,pan=stereo|c0=c0|c1=c0[gain]",
        "[bed][gain]amultiply[music]",
        "[voice][music]amix=inputs=2:normalize=0:duration=first",
      ].join(";"),
    );
    expect(Math.abs(predicted - mixed)).toBeLessThan(0.2);
    // The bed counts: the voice alone would not predict the mix (it lifts the pauses over the relative gate).
    expect(Math.abs(integratedLoudness(mixPowers(v)) - mixed)).toBeGreaterThan(0.2);
    expect(SUB_BLOCK_SECONDS).toBe(0.1);
  });
});

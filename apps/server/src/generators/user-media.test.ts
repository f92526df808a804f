import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { TGeneration, TUpload } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  type GeneratorFixture,
  generate,
  type TestClient,
  uploadFile,
} from "../../test/harness.ts";

// A faceless video made of the user's own media: two uploaded photos (one landscape, one portrait, in a
// vertical video) and an uploaded song, rendered for real and checked with ffprobe and its frames.

const run = promisify(execFile);
let fx: GeneratorFixture;

async function ffmpeg(...args: string[]): Promise<void> {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

async function upload(client: TestClient, name: string, ...args: string[]): Promise<TUpload> {
  const file = fx.file(name);
  await ffmpeg(...args, file);
  return uploadFile(client, file);
}

// The mean colour of the frame at `seconds` (the frame scaled down to one pixel).
async function meanColour(video: string, seconds: number): Promise<[number, number, number]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-ss",
      String(seconds),
      "-i",
      video,
      "-frames:v",
      "1",
      "-vf",
      "scale=1:1:flags=area",
    ].concat(["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]),
    { encoding: "buffer" },
  );
  return [stdout[0] ?? 0, stdout[1] ?? 0, stdout[2] ?? 0];
}

// Mean volume (dB) of a sound through a narrow band-pass around `hz`.
async function bandVolume(file: string, hz: number): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    ...["-hide_banner", "-i", file, "-af", `bandpass=f=${hz}:width_type=q:w=8,volumedetect`],
    ...["-f", "null", "-"],
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? "-999");
}

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-user-media-", roomy: true });
});
afterAll(async () => {
  await fx?.close();
});

describe("a faceless video of the user's own media", () => {
  it("shows two uploaded photos in order, whole over a blur, under the uploaded song", async () => {
    const red = await upload(
      fx.alice,
      "red-cake.jpg",
      "-f",
      "lavfi",
      "-i",
      "color=c=0xd02020:s=320x180",
      "-frames:v",
      "1",
    );
    const blue = await upload(
      fx.alice,
      "blue-shop.png",
      "-f",
      "lavfi",
      "-i",
      "color=c=0x2040d0:s=180x320",
      "-frames:v",
      "1",
    );
    // A steady 660 Hz tone: the bed must be this song, not a composed mood.
    const song = await upload(
      fx.alice,
      "jingle.mp3",
      "-f",
      "lavfi",
      "-i",
      "sine=f=660:d=4",
      "-c:a",
      "libmp3lame",
    );
    const done = await generate(fx.alice, "faceless", {
      script:
        "Our first picture shows the famous cake we bake every single morning in the old oven. " +
        "The second picture shows the little shop on the corner where our neighbours come to buy it.",
      platform: "TikTok",
      media: [red.id, blue.id],
      musicUpload: song.id,
    });
    const video = await fx.fetchTo(fx.alice, done.result?.videoUrl ?? "", "video.mp4");
    const { stdout } = await run("ffprobe", [
      ...[
        "-v",
        "error",
        "-show_entries",
        "stream=codec_type,width,height:format=duration",
        "-of",
        "json",
        video,
      ],
    ]);
    const info = JSON.parse(stdout) as {
      streams: { codec_type: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    expect(info.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 270, height: 480 });
    expect(info.streams.some((s) => s.codec_type === "audio")).toBe(true);
    const seconds = Number(info.format.duration);
    expect(seconds).toBeGreaterThan(6);

    // The storyboard names the two uploads as the scenes' visuals, in order.
    const storyboard = JSON.parse(
      await readFile(await fx.fetchTo(fx.alice, done.result?.storyboardUrl ?? "", "sb.json"), "utf8"),
    ) as {
      scenes: { visual: { kind: string; path?: string; media?: string } }[];
    };
    expect(storyboard.scenes.length).toBe(2);
    expect(storyboard.scenes.map((s) => [s.visual.kind, path.basename(s.visual.path ?? "")])).toEqual([
      ["asset", `${red.id}.jpg`],
      ["asset", `${blue.id}.png`],
    ]);

    // The first half is the red photo, the second the blue one.
    const first = await meanColour(video, seconds * 0.2);
    const second = await meanColour(video, seconds * 0.85);
    expect(first[0], `first scene ${first}`).toBeGreaterThan(first[2] + 60);
    expect(second[2], `second scene ${second}`).toBeGreaterThan(second[0] + 60);
    // The landscape photo is whole, over its blurred and darker copy: a row near the top is darker
    // than the middle (where the photo itself is), and still red.
    const crop = async (y: number) => {
      const { stdout: px } = await run(
        "ffmpeg",
        ["-v", "error", "-ss", String(seconds * 0.2), "-i", video, "-frames:v", "1"].concat([
          "-vf",
          `crop=270:8:0:${y},scale=1:1:flags=area`,
          "-f",
          "rawvideo",
          "-pix_fmt",
          "rgb24",
          "pipe:1",
        ]),
        { encoding: "buffer" },
      );
      return [px[0] ?? 0, px[1] ?? 0, px[2] ?? 0] as const;
    };
    const top = await crop(20);
    const middle = await crop(236);
    expect(top[0]).toBeGreaterThan(top[2] + 40);
    expect(middle[0]).toBeGreaterThan(top[0]);
    await ffmpeg("-ss", String(seconds * 0.2), "-i", video, "-frames:v", "1", fx.file("frame.png"));
    if (process.env.KEEP_FRAMES)
      await writeFile(process.env.KEEP_FRAMES, await readFile(fx.file("frame.png")));

    // The music stem is the uploaded song: loud at 660 Hz, far quieter elsewhere.
    const music = await fx.fetchTo(fx.alice, done.result?.musicStemUrl ?? "", "music.wav");
    expect(await bandVolume(music, 660)).toBeGreaterThan((await bandVolume(music, 1500)) + 20);
  });

  it("refuses another user's upload (404), a missing one (404) and one of the wrong kind (400)", async () => {
    const mine = await upload(
      fx.alice,
      "mine.png",
      "-f",
      "lavfi",
      "-i",
      "color=c=green:s=64x64",
      "-frames:v",
      "1",
    );
    const song = await upload(fx.alice, "song.wav", "-f", "lavfi", "-i", "sine=d=1");
    const theirs = await upload(
      fx.bob,
      "theirs.png",
      "-f",
      "lavfi",
      "-i",
      "color=c=green:s=64x64",
      "-frames:v",
      "1",
    );
    const ask = (input: Record<string, unknown>, kind = "faceless") =>
      fx.alice.post("/api/generations", {
        kind,
        input: { script: "Hello there.", description: "A bakery", ...input },
      });
    const cases: [Record<string, unknown>, number, RegExp, string?][] = [
      [{ media: [mine.id, theirs.id] }, 404, /Upload not found: media\[1\]/],
      [{ media: [theirs.id] }, 404, /Upload not found/, "video"],
      [{ musicUpload: theirs.id }, 404, /Upload not found: musicUpload/],
      [{ media: ["00000000-0000-4000-8000-000000000000"] }, 404, /Upload not found/],
      [{ media: [song.id] }, 400, /media\[0\] must be a photo or a video clip, not a sound/],
      [{ musicUpload: mine.id }, 400, /musicUpload must be a sound, not a photo/, "video"],
      [{ media: ["../../etc/passwd"] }, 400, /upload/],
    ];
    for (const [input, status, message, kind] of cases) {
      const response = await ask(input, kind);
      const body = (await response.json()) as { message: string; code: string };
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(body.message).toMatch(message);
    }
    // Nothing was queued for any of them.
    const list = (await (await fx.alice.get("/api/generations?limit=50")).json()) as { items: TGeneration[] };
    expect(list.items.filter((g) => g.title === "Hello there.")).toEqual([]);
  });

  it("mixes an uploaded clip's own sound under the voice, or mutes it when asked", async () => {
    // A clip with a steady 440 Hz tone, no music: the bed is the clip's sound alone.
    const clip = await upload(
      fx.alice,
      "market-stall.mp4",
      ...["-f", "lavfi", "-i", "testsrc2=s=320x240:d=3:r=25", "-f", "lavfi", "-i", "sine=f=440:d=3"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
    );
    const make = (clipSound: "mix" | "mute") =>
      generate(fx.alice, "faceless", {
        script: "Our market stall sells fresh fruit every Saturday morning.",
        music: "none",
        media: [clip.id],
        clipSound,
        brand: false,
      });
    const mixed = await make("mix");
    const stem = await fx.fetchTo(fx.alice, mixed.result?.musicStemUrl ?? "", "clip-stem.wav");
    expect(await bandVolume(stem, 440)).toBeGreaterThan((await bandVolume(stem, 1500)) + 20);
    const muted = await make("mute");
    // Muted: no bed at all (no music stem), the video still has its voice.
    expect(muted.result?.musicStemUrl).toBeUndefined();
    expect(muted.result?.voiceStemUrl).toBeDefined();
  });
});

import { execFileSync } from "node:child_process";
import type { TGeneration } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  generate,
  meanColour,
  uploadFile,
  waitForGeneration,
} from "../../../test/harness.ts";

// Slideshows through the API, rendered for real (tiny frames): the user's own photos of three shapes
// and their own song, checked with ffprobe and by looking at the pixels of its frames.

let fx: GeneratorFixture;
const ids: Record<string, string> = {};

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-slideshow-test-" });
  // Three pictures of three shapes, each one flat colour, and a 6-second song.
  const shapes = { wide: ["red", "640x360"], tall: ["blue", "300x600"], square: ["green", "400x400"] };
  for (const [name, [colour, size]] of Object.entries(shapes)) {
    const file = fx.file(`${name}.png`);
    ffmpeg("-f", "lavfi", "-i", `color=c=${colour}:s=${size}`, "-frames:v", "1", file);
    ids[name] = (await uploadFile(fx.alice, file)).id;
  }
  const song = fx.file("song.mp3");
  ffmpeg(...["-f", "lavfi", "-i", "sine=f=330:d=6", "-af", "volume=0.4", "-c:a", "libmp3lame", song]);
  ids.song = (await uploadFile(fx.alice, song)).id;
  const bobs = fx.file("bob.png");
  ffmpeg("-f", "lavfi", "-i", "color=c=white:s=100x100", "-frames:v", "1", bobs);
  ids.bob = (await uploadFile(fx.bob, bobs)).id;
});

afterAll(async () => {
  await fx?.close();
});

describe("slideshow", () => {
  it("renders three photos of mixed shapes over their blurred copies, fitted to the user's song", async () => {
    const done = await generate(fx.alice, "slideshow", {
      images: [ids.wide, ids.tall, ids.square],
      texts: ["Fresh cakes every morning", "", ""],
      musicUpload: ids.song,
      fitToMusic: true,
      platform: "TikTok",
    });
    expect(done.title).toBe("Fresh cakes every morning");
    const video = await fx.fetchTo(fx.alice, done.result?.videoUrl ?? "", "slideshow.mp4");
    const probe = ffprobe(video);
    const v = probe.streams.find((s) => s.codec_type === "video");
    expect(v).toMatchObject({ codec_name: "h264", width: 270, height: 480 });
    expect(probe.streams.find((s) => s.codec_type === "audio")?.codec_name).toBe("aac");
    // Fitted to the 6-second song.
    expect(Number(probe.format.duration)).toBeGreaterThan(5.6);
    expect(Number(probe.format.duration)).toBeLessThan(6.5);
    // Slide 1 (landscape, red): red in the middle, its blurred red copy (darkened) above and below it,
    // and the slide's text on a dark box low in the frame.
    const [r, g, b] = meanColour(video, 0.5, [0.3, 0.45, 0.4, 0.1]);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(80);
    const [br, bg, bb] = meanColour(video, 0.5, [0.3, 0.05, 0.4, 0.1]);
    expect(br).toBeGreaterThan(120);
    expect(br).toBeLessThan(r);
    expect(bg + bb).toBeLessThan(80);
    // Slide 2 (portrait, blue) fills the frame's middle; slide 3 (square, green) last.
    const [, , blue] = meanColour(video, 3, [0.3, 0.45, 0.4, 0.1]);
    expect(blue).toBeGreaterThan(150);
    const [, green] = meanColour(video, 5.4, [0.3, 0.45, 0.4, 0.1]);
    expect(green).toBeGreaterThan(60);
    // Sound: the song, at the product's loudness (not silence, not clipped).
    const log = execFileSync("sh", [
      "-c",
      'ffmpeg -hide_banner -nostats -i "$0" -af volumedetect -f null - 2>&1',
      video,
    ]).toString();
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(log)?.[1]);
    const max = Number(/max_volume: (-?[\d.]+) dB/.exec(log)?.[1]);
    expect(mean).toBeGreaterThan(-30);
    expect(max).toBeLessThan(0);
    // Library entry, thumbnail and a share link like other videos.
    expect(done.result?.thumbnailUrl).toMatch(/^\/media\/gen\//);
    const list = (await (await fx.alice.get("/api/generations?kind=slideshow")).json()) as {
      items: TGeneration[];
    };
    expect(list.items.map((i) => i.id)).toContain(done.id);
    const share = await fx.alice.post(`/api/generations/${done.id}/share`, {});
    expect(share.status).toBe(200);

    // Editable like every video (issue 12): without slide 2, the green slide follows the red one (its
    // picture, an upload, found again for the re-render of its transition).
    const edit = await fx.alice.post(`/api/generations/${done.id}/edits`, { command: "delete scene 2" });
    expect(edit.status, await edit.clone().text()).toBe(202);
    const version = await waitForGeneration(fx.alice, ((await edit.json()) as { id: string }).id);
    expect(version.status, version.error ?? "").toBe("succeeded");
    const sb = (await (await fx.alice.get(`/api/generations/${version.id}/storyboard`)).json()) as {
      scenes: unknown[];
    };
    expect(sb.scenes).toHaveLength(2);
    const edited = await fx.fetchTo(fx.alice, version.result?.videoUrl ?? "", "slideshow-edited.mp4");
    const [, green2] = meanColour(
      edited,
      Number(ffprobe(edited).format.duration) - 0.3,
      [0.3, 0.45, 0.4, 0.1],
    );
    expect(green2).toBeGreaterThan(60);
  });

  it("wears the user's brand kit: the logo in the corner, unless asked without it", async () => {
    const logoFile = fx.file("logo.png");
    ffmpeg("-f", "lavfi", "-i", "color=c=0x00ff00:s=120x120", "-frames:v", "1", logoFile);
    const logo = await uploadFile(fx.alice, logoFile);
    const kit = await fx.alice.request("/api/brand-kit", {
      method: "PUT",
      json: { logo: logo.id, colors: ["#aa0000"] },
    });
    expect(kit.status).toBe(200);
    const corner: [number, number, number, number] = [0.065, 0.05, 0.07, 0.035];
    const make = async (brand?: boolean) => {
      const done = await generate(fx.alice, "slideshow", {
        images: [ids.tall, ids.tall],
        platform: "TikTok",
        secondsPerSlide: 2,
        music: "none",
        ...(brand === false ? { brand } : {}),
      });
      return fx.fetchTo(fx.alice, done.result?.videoUrl ?? "", `brand-${brand}.mp4`);
    };
    const [r, g, b] = meanColour(await make(), 1, corner);
    expect(g).toBeGreaterThan(180);
    expect(r + b).toBeLessThan(120);
    const [, plainGreen, plainBlue] = meanColour(await make(false), 1, corner);
    expect(plainGreen).toBeLessThan(100);
    expect(plainBlue).toBeGreaterThan(plainGreen);
  });

  it("refuses one image with a clear 400, and another user's upload ids with 404", async () => {
    const one = await fx.alice.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.wide], platform: "Instagram" },
    });
    expect(one.status).toBe(400);
    const body = (await one.json()) as { message: string; extraDetails?: string; code: string };
    expect(`${body.message} ${body.extraDetails ?? ""}`).toMatch(/at least 2 images/);
    const stranger = await fx.alice.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.wide, ids.bob], platform: "Instagram" },
    });
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { message: string }).message).toBe("Upload not found: images[1]");
    const strangerSong = await fx.bob.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.bob, ids.bob], musicUpload: ids.song, platform: "Instagram" },
    });
    expect(strangerSong.status).toBe(404);
    // A song where a picture goes: 400 naming the field.
    const wrongKind = await fx.alice.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.wide, ids.song], platform: "Instagram" },
    });
    expect(wrongKind.status).toBe(400);
    expect(((await wrongKind.json()) as { message: string }).message).toBe(
      "images[1] must be a photo, not a sound",
    );
  });
});

import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGeneration, TUpload } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { configureGenerations } from "../../modules/generations/index.ts";

// Slideshows through the API, rendered for real (tiny frames): the user's own photos of three shapes
// and their own song, checked with ffprobe and by looking at the pixels of its frames.

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let scratch: string;
const ids: Record<string, string> = {};

const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
const ffprobe = (file: string) =>
  JSON.parse(
    execFileSync("ffprobe", [
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_streams",
      "-show_format",
      file,
    ]).toString(),
  ) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { duration: string };
  };

async function uploadFile(client: TestClient, file: string): Promise<TUpload> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await readFile(file))]), path.basename(file));
  const response = await client.request("/api/uploads", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as TUpload;
}

async function waitFor(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 1200; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function saved(client: TestClient, url: string, name: string): Promise<string> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  const file = path.join(scratch, name);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/** The mean RGB of a frame's region (x, y, w, h as fractions of the frame). */
function meanColour(
  video: string,
  at: number,
  region: [number, number, number, number],
): [number, number, number] {
  const [x, y, w, h] = region;
  const raw = execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-ss", String(at), "-i", video, "-frames:v", "1"],
    ...["-vf", `crop=iw*${w}:ih*${h}:iw*${x}:ih*${y},scale=1:1:flags=area`, "-f", "rawvideo"],
    ...["-pix_fmt", "rgb24", "-"],
  ]);
  return [raw[0] ?? 0, raw[1] ?? 0, raw[2] ?? 0];
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-slideshow-test-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  bob = await signUpVerified(server, { email: "bob@example.com" });
  // Three pictures of three shapes, each one flat colour, and a 6-second song.
  const shapes = { wide: ["red", "640x360"], tall: ["blue", "300x600"], square: ["green", "400x400"] };
  for (const [name, [colour, size]] of Object.entries(shapes)) {
    const file = path.join(scratch, `${name}.png`);
    ffmpeg("-f", "lavfi", "-i", `color=c=${colour}:s=${size}`, "-frames:v", "1", file);
    ids[name] = (await uploadFile(alice, file)).id;
  }
  const song = path.join(scratch, "song.mp3");
  ffmpeg(...["-f", "lavfi", "-i", "sine=f=330:d=6", "-af", "volume=0.4", "-c:a", "libmp3lame", song]);
  ids.song = (await uploadFile(alice, song)).id;
  const bobs = path.join(scratch, "bob.png");
  ffmpeg("-f", "lavfi", "-i", "color=c=white:s=100x100", "-frames:v", "1", bobs);
  ids.bob = (await uploadFile(bob, bobs)).id;
});

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("slideshow", () => {
  it("renders three photos of mixed shapes over their blurred copies, fitted to the user's song", async () => {
    const created = await alice.post("/api/generations", {
      kind: "slideshow",
      input: {
        images: [ids.wide, ids.tall, ids.square],
        texts: ["Fresh cakes every morning", "", ""],
        musicUpload: ids.song,
        fitToMusic: true,
        platform: "TikTok",
      },
    });
    expect(created.status).toBe(202);
    const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
    expect(done.error).toBeNull();
    expect(done.status).toBe("succeeded");
    expect(done.title).toBe("Fresh cakes every morning");
    const video = await saved(alice, done.result?.videoUrl ?? "", "slideshow.mp4");
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
    const list = (await (await alice.get("/api/generations?kind=slideshow")).json()) as {
      items: TGeneration[];
    };
    expect(list.items.map((i) => i.id)).toContain(done.id);
    const share = await alice.post(`/api/generations/${done.id}/share`, {});
    expect(share.status).toBe(200);

    // Editable like every video (issue 12): without slide 2, the green slide follows the red one (its
    // picture, an upload, found again for the re-render of its transition).
    const edit = await alice.post(`/api/generations/${done.id}/edits`, { command: "delete scene 2" });
    expect(edit.status, await edit.clone().text()).toBe(202);
    const version = await waitFor(alice, ((await edit.json()) as { id: string }).id);
    expect(version.status, version.error ?? "").toBe("succeeded");
    const sb = (await (await alice.get(`/api/generations/${version.id}/storyboard`)).json()) as {
      scenes: unknown[];
    };
    expect(sb.scenes).toHaveLength(2);
    const edited = await saved(alice, version.result?.videoUrl ?? "", "slideshow-edited.mp4");
    const [, green2] = meanColour(
      edited,
      Number(ffprobe(edited).format.duration) - 0.3,
      [0.3, 0.45, 0.4, 0.1],
    );
    expect(green2).toBeGreaterThan(60);
  });

  it("wears the user's brand kit: the logo in the corner, unless asked without it", async () => {
    const logoFile = path.join(scratch, "logo.png");
    ffmpeg("-f", "lavfi", "-i", "color=c=0x00ff00:s=120x120", "-frames:v", "1", logoFile);
    const logo = await uploadFile(alice, logoFile);
    const kit = await alice.request("/api/brand-kit", {
      method: "PUT",
      json: { logo: logo.id, colors: ["#aa0000"] },
    });
    expect(kit.status).toBe(200);
    const corner: [number, number, number, number] = [0.065, 0.05, 0.07, 0.035];
    const make = async (brand?: boolean) => {
      const created = await alice.post("/api/generations", {
        kind: "slideshow",
        input: {
          images: [ids.tall, ids.tall],
          platform: "TikTok",
          secondsPerSlide: 2,
          music: "none",
          ...(brand === false ? { brand } : {}),
        },
      });
      expect(created.status).toBe(202);
      const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
      expect(done.status).toBe("succeeded");
      return saved(alice, done.result?.videoUrl ?? "", `brand-${brand}.mp4`);
    };
    const [r, g, b] = meanColour(await make(), 1, corner);
    expect(g).toBeGreaterThan(180);
    expect(r + b).toBeLessThan(120);
    const [, plainGreen, plainBlue] = meanColour(await make(false), 1, corner);
    expect(plainGreen).toBeLessThan(100);
    expect(plainBlue).toBeGreaterThan(plainGreen);
  });

  it("refuses one image with a clear 400, and another user's upload ids with 404", async () => {
    const one = await alice.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.wide], platform: "Instagram" },
    });
    expect(one.status).toBe(400);
    const body = (await one.json()) as { message: string; extraDetails?: string; code: string };
    expect(`${body.message} ${body.extraDetails ?? ""}`).toMatch(/at least 2 images/);
    const stranger = await alice.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.wide, ids.bob], platform: "Instagram" },
    });
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { message: string }).message).toBe("Upload not found: images[1]");
    const strangerSong = await bob.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.bob, ids.bob], musicUpload: ids.song, platform: "Instagram" },
    });
    expect(strangerSong.status).toBe(404);
    // A song where a picture goes: 400 naming the field.
    const wrongKind = await alice.post("/api/generations", {
      kind: "slideshow",
      input: { images: [ids.wide, ids.song], platform: "Instagram" },
    });
    expect(wrongKind.status).toBe(400);
    expect(((await wrongKind.json()) as { message: string }).message).toBe(
      "images[1] must be a photo, not a sound",
    );
  });
});

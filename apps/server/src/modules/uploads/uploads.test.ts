import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { TCreatedToken, TUpload, TUploadList } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { heicFile } from "../../../test/heic-file.ts";
import { user } from "../accounts/tables.ts";
import { probeArgs } from "./probe.ts";
import { imageArgs } from "./process.ts";
import { heifOrientation } from "./sniff.ts";
import { upload } from "./tables.ts";

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let scratch: string;
let canary: string;

const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
function ffprobe(file: string): {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
} {
  const out = execFileSync("ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", file]);
  return JSON.parse(out.toString());
}

async function make(name: string, ...args: string[]): Promise<Buffer> {
  const file = path.join(scratch, name);
  ffmpeg(...args, file);
  return readFile(file);
}

function send(
  client: TestClient,
  bytes: Buffer,
  name: string,
  type = "application/octet-stream",
  headers = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request("/api/uploads", { method: "POST", body: form, headers });
}

// A JPEG APP1 segment with EXIF orientation `orientation` and a GPS block naming a datum we can find.
function exifSegment(orientation: number, marker: string): Buffer {
  const tiff = Buffer.alloc(68 + marker.length + 1);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8); // IFD0: two entries
  tiff.writeUInt16BE(0x0112, 10); // Orientation, SHORT, 1
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt16BE(0x8825, 22); // GPS IFD pointer, LONG, 1
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34);
  tiff.writeUInt16BE(2, 38); // GPS IFD: two entries
  tiff.writeUInt16BE(0x0001, 40); // GPSLatitudeRef "N"
  tiff.writeUInt16BE(2, 42);
  tiff.writeUInt32BE(2, 44);
  tiff.write("N\0", 48, "latin1");
  tiff.writeUInt16BE(0x0012, 52); // GPSMapDatum (ASCII, at offset 68)
  tiff.writeUInt16BE(2, 54);
  tiff.writeUInt32BE(marker.length + 1, 56);
  tiff.writeUInt32BE(68, 60);
  tiff.writeUInt32BE(0, 64);
  tiff.write(marker, 68, "latin1");
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-uploads-test-"));
  server = await createTestServer();
  alice = await signUpVerified(server, { email: "alice@example.com" });
  bob = await signUpVerified(server, { email: "bob@example.com" });
  // A file no upload may ever make the server open: its access time is set far in the past, and any
  // read moves it (the control file below proves this filesystem records reads).
  canary = path.join(scratch, "canary-secret.txt");
  await writeFile(canary, "secret\n");
  await utimes(canary, new Date("2001-01-01T00:00:00Z"), new Date());
  // Files the later tests reuse (each test can run alone).
  await make("a.png", "-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1");
  await make(
    "clip.mp4",
    ...["-f", "lavfi", "-i", "testsrc=s=64x48:d=1", "-f", "lavfi", "-i", "sine=d=1"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest"],
  );
});
afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

async function canaryUntouched(): Promise<void> {
  const control = path.join(scratch, "control.txt");
  await writeFile(control, "control\n");
  await utimes(control, new Date("2001-01-01T00:00:00Z"), new Date());
  await readFile(control);
  expect((await stat(control)).atime.getUTCFullYear(), "this filesystem records reads").toBeGreaterThan(2001);
  expect((await stat(canary)).atime.getUTCFullYear()).toBe(2001);
}

describe("accepted types", () => {
  const cases: {
    name: string;
    kind: string;
    make: () => Promise<Buffer>;
    width?: number;
    height?: number;
  }[] = [
    {
      name: "a.png",
      kind: "image",
      width: 64,
      height: 48,
      make: () => make("a.png", "-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1"),
    },
    {
      name: "a.webp",
      kind: "image",
      width: 64,
      height: 48,
      make: () => make("a.webp", "-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1", "-c:v", "libwebp"),
    },
    {
      name: "a.jpg",
      kind: "image",
      width: 64,
      height: 48,
      make: () => make("a.jpg", "-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1"),
    },
    {
      // A real AVIF still (ftyp avif, the AV1 picture an item of the meta box), stored as JPEG.
      name: "cake.avif",
      kind: "image",
      width: 64,
      height: 48,
      make: () =>
        make(
          "cake.avif",
          ...["-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1"],
          ...["-c:v", "libaom-av1", "-still-picture", "1", "-cpu-used", "8"],
        ),
    },
    {
      name: "clip.mp4",
      kind: "video",
      width: 64,
      height: 48,
      make: () =>
        make(
          "clip.mp4",
          "-f",
          "lavfi",
          "-i",
          "testsrc=s=64x48:d=1",
          "-f",
          "lavfi",
          "-i",
          "sine=d=1",
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
          "-c:a",
          "aac",
          "-shortest",
        ),
    },
    {
      name: "clip.mov",
      kind: "video",
      width: 64,
      height: 48,
      make: () =>
        make(
          "clip.mov",
          "-f",
          "lavfi",
          "-i",
          "testsrc=s=64x48:d=1",
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
        ),
    },
    {
      name: "clip.webm",
      kind: "video",
      width: 64,
      height: 48,
      make: () =>
        make(
          "clip.webm",
          "-f",
          "lavfi",
          "-i",
          "testsrc=s=64x48:d=1",
          "-f",
          "lavfi",
          "-i",
          "sine=d=1",
          "-c:v",
          "libvpx",
          "-c:a",
          "libopus",
          "-shortest",
        ),
    },
    {
      name: "song.mp3",
      kind: "audio",
      make: () => make("song.mp3", "-f", "lavfi", "-i", "sine=d=1", "-c:a", "libmp3lame"),
    },
    { name: "song.wav", kind: "audio", make: () => make("song.wav", "-f", "lavfi", "-i", "sine=d=1") },
    {
      name: "song.m4a",
      kind: "audio",
      make: () => make("song.m4a", "-f", "lavfi", "-i", "sine=d=1", "-c:a", "aac", "-f", "ipod"),
    },
    {
      name: "song.ogg",
      kind: "audio",
      make: () => make("song.ogg", "-f", "lavfi", "-i", "sine=d=1", "-c:a", "libvorbis"),
    },
  ];
  for (const c of cases) {
    it(`stores ${c.name} as ${c.kind}, probed, with a thumbnail`, async () => {
      const response = await send(alice, await c.make(), c.name);
      expect(response.status, await response.clone().text()).toBe(201);
      const item = await json<TUpload>(response);
      expect(item).toMatchObject({ kind: c.kind, name: c.name });
      if (c.width) expect(item).toMatchObject({ width: c.width, height: c.height });
      if (c.kind !== "image") expect(item.durationSeconds).toBeGreaterThan(0.9);
      const file = await alice.get(item.url);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      const thumb = await alice.get(item.thumbnailUrl);
      expect(thumb.status).toBe(200);
      const thumbFile = path.join(scratch, `thumb-${c.name}`);
      await writeFile(thumbFile, Buffer.from(await thumb.arrayBuffer()));
      const [thumbStream] = ffprobe(thumbFile).streams;
      expect(thumbStream?.width).toBeGreaterThan(0);
      const stored = path.join(scratch, `stored-${c.name}`);
      await writeFile(stored, bytes);
      const streams = ffprobe(stored).streams;
      expect(streams.some((s) => s.codec_type === (c.kind === "audio" ? "audio" : "video"))).toBe(true);
      expect(item.bytes).toBe(bytes.length + (await stat(thumbFile)).size);
    });
  }

  it("serves byte ranges of a stored video", async () => {
    const item = await json<TUpload>(
      await send(alice, await readFile(path.join(scratch, "clip.mp4")), "again.mp4"),
    );
    const part = await alice.get(item.url, { range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
  });
});

describe("photos", () => {
  it("applies the EXIF orientation and strips GPS and every metadata block", async () => {
    const plain = await make("landscape.jpg", "-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1");
    const photo = Buffer.concat([plain.subarray(0, 2), exifSegment(6, "GPSCANARYDATUM"), plain.subarray(2)]);
    expect(photo.includes("GPSCANARYDATUM")).toBe(true);
    expect(ffprobe(await writeTemp("exif.jpg", photo)).streams[0]).toMatchObject({ width: 64, height: 48 });
    const response = await send(alice, photo, "IMG_0001.jpg", "image/jpeg");
    expect(response.status).toBe(201);
    const item = await json<TUpload>(response);
    // Orientation 6 is "rotate 90 degrees clockwise": the stored photo is upright, 48 x 64.
    expect(item).toMatchObject({ kind: "image", width: 48, height: 64 });
    const stored = Buffer.from(await (await alice.get(item.url)).arrayBuffer());
    expect(stored.includes("GPSCANARYDATUM")).toBe(false);
    expect(stored.includes("Exif")).toBe(false);
    expect(ffprobe(await writeTemp("stored-exif.jpg", stored)).streams[0]).toMatchObject({
      width: 48,
      height: 64,
    });
  });

  it("builds the re-encoding and probing commands with the demuxer forced and only local files", () => {
    expect(probeArgs("/tmp/x/input", "mp4")).toEqual(
      expect.arrayContaining(["-protocol_whitelist", "file", "-f", "mov"]),
    );
    expect(probeArgs("/tmp/x/input", "png").at(-1)).toBe("file:/tmp/x/input");
    const args = imageArgs("/tmp/x/input", "jpeg", 8, "/tmp/x/out.jpg");
    expect(args).toEqual(
      expect.arrayContaining(["-map_metadata", "-1", "-vf", "transpose=2", "-f", "jpeg_pipe"]),
    );
  });
});

describe("videos and sounds", () => {
  it("drops a phone's location and device tags from an MP4 and keeps its rotation", async () => {
    const tagged = path.join(scratch, "tagged.mp4");
    ffmpeg(
      ...["-f", "lavfi", "-i", "testsrc=s=64x48:d=1", "-f", "lavfi", "-i", "sine=d=1"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest"],
      ...["-metadata", "location=+48.8583+002.2945/", "-metadata", "com.apple.quicktime.make=CanaryPhone"],
      ...["-metadata:s:a:0", "title=CanaryTrack", "-movflags", "+use_metadata_tags"],
      tagged,
    );
    // Turned a quarter (what a phone held upright writes): a display matrix on the picture track.
    const phone = path.join(scratch, "phone.mp4");
    ffmpeg(
      "-i",
      tagged,
      "-c",
      "copy",
      "-metadata:s:v:0",
      "rotate=90",
      "-movflags",
      "+use_metadata_tags",
      phone,
    );
    const original = await readFile(phone);
    expect(original.includes("+48.8583+002.2945")).toBe(true);
    expect(original.includes("CanaryPhone")).toBe(true);
    const response = await send(alice, original, "IMG_0002.MOV", "video/quicktime");
    expect(response.status, await response.clone().text()).toBe(201);
    const item = await json<TUpload>(response);
    expect(item).toMatchObject({ kind: "video", width: 48, height: 64 });
    const stored = Buffer.from(await (await alice.get(item.url)).arrayBuffer());
    for (const secret of ["+48.8583", "CanaryPhone", "CanaryTrack", "Lavf"]) {
      expect(stored.includes(secret), secret).toBe(false);
    }
    const file = await writeTemp("stored-phone.mp4", stored);
    const probe = JSON.parse(
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
      streams: { codec_type: string; side_data_list?: { rotation?: number }[] }[];
      format: { tags?: object };
    };
    expect(Object.keys(probe.format.tags ?? {})).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/location|make/)]),
    );
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    const video = probe.streams.find((s) => s.codec_type === "video");
    expect(Math.abs(video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0)).toBe(90);
  });

  it("drops the tags of a song", async () => {
    const song = await make(
      "tagged.mp3",
      ...["-f", "lavfi", "-i", "sine=d=1", "-c:a", "libmp3lame"],
      ...["-metadata", "title=CanarySong", "-metadata", "artist=CanaryArtist"],
    );
    expect(song.includes("CanarySong")).toBe(true);
    const item = await json<TUpload>(await send(alice, song, "song.mp3", "audio/mpeg"));
    expect(item).toMatchObject({ kind: "audio" });
    expect(item.durationSeconds).toBeGreaterThan(0.9);
    const stored = Buffer.from(await (await alice.get(item.url)).arrayBuffer());
    expect(stored.includes("CanarySong")).toBe(false);
    expect(stored.includes("CanaryArtist")).toBe(false);
    expect(ffprobe(await writeTemp("stored-song.mp3", stored)).streams[0]?.codec_name).toBe("mp3");
  });
});

async function writeTemp(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, bytes);
  return file;
}

describe("hostile and broken files", () => {
  async function refused(bytes: Buffer, name: string, type: string, message: RegExp): Promise<void> {
    const response = await send(alice, bytes, name, type);
    const body = await json<{ message: string; code: string }>(response);
    expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body.message).toMatch(message);
    expect(typeof body.code).toBe("string");
  }

  it("refuses each one with a clear 4xx, stores nothing and never opens the canary", async () => {
    const before = await server.deps.db.select().from(upload);
    const hls = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile:///etc/passwd\n#EXTINF:10,\nfile://${canary}\n#EXT-X-ENDLIST\n`;
    await refused(Buffer.from(hls), "video.mp4", "video/mp4", /Playlists/);
    // An AVI whose subtitle stream is an HLS playlist (the known ffmpeg file-read trick).
    const gab2 = Buffer.from(`GAB2\0\x02\0${hls}`, "latin1");
    const avi = Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI LIST\0\0\0\0hdrl", "latin1"), gab2]);
    await refused(avi, "clip.avi", "video/x-msvideo", /not supported/);
    await refused(
      Buffer.from(`ffconcat version 1.0\nfile '${canary}'\nfile '/etc/passwd'\n`),
      "list.mp4",
      "video/mp4",
      /Concat/,
    );
    // An MP3 tag followed by a playlist: typed MP3, read only by the MP3 demuxer, which finds no audio.
    const id3 = Buffer.concat([Buffer.from("ID3\x04\0\0\0\0\0\0", "latin1"), Buffer.from(hls)]);
    await refused(id3, "song.mp3", "audio/mpeg", /damaged|decoded/);
    // A PNG whose header says 20000 x 20000 (400 megapixels) over a tiny compressed body.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20000, 0);
    ihdr.writeUInt32BE(20000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", ihdr),
      pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
    await refused(bomb, "bomb.png", "image/png", /megapixels/);
    const png = await make("poly.png", "-f", "lavfi", "-i", "testsrc=s=32x32", "-frames:v", "1");
    const zip = Buffer.from(
      "PK\x03\x04\x14\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\x05\0\0\0a.txtPK\x05\x06",
      "latin1",
    );
    await refused(Buffer.concat([png, zip]), "poly.png", "image/png", /appended/);
    await refused(Buffer.alloc(0), "empty.jpg", "image/jpeg", /empty/);
    const mp4 = await readFile(path.join(scratch, "clip.mp4"));
    await refused(mp4.subarray(0, Math.floor(mp4.length / 2)), "cut.mp4", "video/mp4", /incomplete|damaged/);
    await refused(
      Buffer.from("<html><script>alert(1)</script></html>"),
      "photo.jpg",
      "image/jpeg",
      /not supported/,
    );
    await refused(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]),
      "cut.jpg",
      "image/jpeg",
      /incomplete|damaged/,
    );

    expect(await server.deps.db.select().from(upload)).toHaveLength(before.length);
    expect(await readdir(path.join(server.dataDir, "tmp"))).toEqual([]);
    await canaryUntouched();
  });

  it("refuses sound over 30 minutes and a file over the plan's size per file, storing nothing", async () => {
    const before = await server.deps.db.select().from(upload);
    // 31 minutes of quiet MP3 at 8 kb/s: under 2 MB, over the length limit.
    const long = await make(
      "long.mp3",
      ...["-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono", "-t", "1860"],
      ...["-c:a", "libmp3lame", "-b:a", "8k"],
    );
    await refused(long, "long.mp3", "audio/mpeg", /^Video and audio can be at most 30 minutes long$/);
    // The trial accepts files up to 500 MB: a request that says it carries more is refused before
    // anything is read.
    const png = await readFile(path.join(scratch, "a.png"));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "huge.png");
    const big = await alice.request("/api/uploads", {
      method: "POST",
      body: form,
      headers: { "content-length": String(501 * 1024 ** 2) },
    });
    expect(big.status).toBe(413);
    expect(await json(big)).toMatchObject({
      message: "The file is too large: your plan accepts files up to 500 MB",
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(await server.deps.db.select().from(upload)).toHaveLength(before.length);
    expect(await readdir(path.join(server.dataDir, "tmp"))).toEqual([]);
  });

  it("stores an AVIF picture as an upright JPEG of its pixels", async () => {
    const avif = await make(
      "red.avif",
      ...["-f", "lavfi", "-i", "color=c=0xd02020:s=80x40", "-frames:v", "1"],
      ...["-c:v", "libaom-av1", "-still-picture", "1", "-cpu-used", "8"],
    );
    expect(avif.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    const response = await send(alice, avif, "red.avif", "image/avif");
    expect(response.status, await response.clone().text()).toBe(201);
    const item = await json<TUpload>(response);
    expect(item).toMatchObject({ kind: "image", width: 80, height: 40 });
    expect(item.url).toMatch(/\.jpg$/);
    const stored = path.join(scratch, "stored-red.jpg");
    await writeFile(stored, Buffer.from(await (await alice.get(item.url)).arrayBuffer()));
    expect(ffprobe(stored).streams[0]).toMatchObject({ codec_name: "mjpeg", width: 80, height: 40 });
    const [r, g, b] = execFileSync("ffmpeg", [
      ...["-v", "error", "-i", stored, "-vf", "scale=1:1:flags=area"],
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ]);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(70);
    expect(b).toBeLessThan(70);
  });

  it("turns an AVIF photo upright by its irot property (a quarter turn anticlockwise)", async () => {
    // Red on the left, blue on the right, as the camera stored it; the file says to show it turned a
    // quarter anticlockwise (its colr property rewritten as irot + free, so the boxes still add up):
    // shown, it is tall, blue on top and red below.
    const avif = await make(
      "turned.avif",
      ...["-f", "lavfi", "-i", "color=c=red:s=40x40[a];color=c=blue:s=40x40[b];[a][b]hstack"],
      ...["-frames:v", "1", "-c:v", "libaom-av1", "-still-picture", "1", "-cpu-used", "8"],
    );
    const colr = avif.indexOf("colr", 0, "latin1") - 4;
    expect(avif.readUInt32BE(colr)).toBe(19);
    const irot = Buffer.from([
      0,
      0,
      0,
      9,
      ...Buffer.from("irot"),
      1,
      0,
      0,
      0,
      10,
      ...Buffer.from("free"),
      0,
      0,
    ]);
    irot.copy(avif, colr);
    expect(heifOrientation(avif)).toBe(8);
    const response = await send(alice, avif, "turned.avif", "image/avif");
    expect(response.status, await response.clone().text()).toBe(201);
    const item = await json<TUpload>(response);
    expect(item).toMatchObject({ kind: "image", width: 40, height: 80 });
    const stored = path.join(scratch, "stored-turned.jpg");
    await writeFile(stored, Buffer.from(await (await alice.get(item.url)).arrayBuffer()));
    expect(ffprobe(stored).streams[0]).toMatchObject({ width: 40, height: 80 });
    const [tr, , tb, br, , bb] = execFileSync("ffmpeg", [
      ...["-v", "error", "-i", stored, "-vf", "scale=1:2:flags=area"],
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ]);
    expect(tb).toBeGreaterThan(180);
    expect(tr).toBeLessThan(70);
    expect(br).toBeGreaterThan(180);
    expect(bb).toBeLessThan(70);
  });

  it("composes HEIF irot and imir in the order the item lists them into one EXIF orientation", () => {
    // meta { pitm(item 1), iprp { ipco [p1, p2], ipma(item 1 -> 1, 2) } } with p1, p2 given.
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, "latin1");
      return Buffer.concat([head, body]);
    };
    const file = (p1: Buffer, p2: Buffer) =>
      box(
        "meta",
        Buffer.concat([
          Buffer.alloc(4),
          box("pitm", Buffer.from([0, 0, 0, 0, 0, 1])),
          box(
            "iprp",
            Buffer.concat([
              box("ipco", Buffer.concat([p1, p2])),
              box("ipma", Buffer.from([0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 2, 0x81, 0x82])),
            ]),
          ),
        ]),
      );
    const rot = (angle: number) => box("irot", Buffer.from([angle]));
    const mir = (axis: number) => box("imir", Buffer.from([axis]));
    const none = box("free", Buffer.alloc(0));
    expect(heifOrientation(file(none, none))).toBeUndefined();
    expect(heifOrientation(file(rot(3), none))).toBe(6); // a quarter turn clockwise
    expect(heifOrientation(file(rot(2), none))).toBe(3);
    expect(heifOrientation(file(mir(0), none))).toBe(2); // left-right mirror
    expect(heifOrientation(file(mir(1), none))).toBe(4);
    expect(heifOrientation(file(rot(1), mir(0)))).toBe(7); // turn, then mirror
    expect(heifOrientation(file(mir(0), rot(1)))).toBe(5); // mirror, then turn
  });

  it("refuses a HEIC photo, which this server's decoders cannot read, and says to convert it", async () => {
    const hevc = await make(
      "photo.hevc",
      ...["-f", "lavfi", "-i", "testsrc=s=64x48", "-frames:v", "1", "-pix_fmt", "yuv420p"],
      ...["-c:v", "libx265", "-x265-params", "log-level=error", "-f", "hevc"],
    );
    const heic = heicFile(hevc, 64, 48);
    // The premise: the system's ffmpeg does not decode a HEIC still (an HEVC item, no movie box).
    const file = path.join(scratch, "photo.heic");
    await writeFile(file, heic);
    expect(() => ffmpeg("-i", file, "-frames:v", "1", path.join(scratch, "photo-heic.png"))).toThrow();
    const before = await server.deps.db.select().from(upload);
    const response = await send(alice, heic, "IMG_0001.HEIC", "image/heic");
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      message: "HEIC pictures cannot be read on this server",
      extraDetails: expect.stringMatching(/^Convert it to JPEG or PNG and upload that/),
      code: expect.any(String),
    });
    expect(await server.deps.db.select().from(upload)).toHaveLength(before.length);
    expect(await readdir(path.join(server.dataDir, "tmp"))).toEqual([]);
  });

  it("types a file by its content, whatever its name and Content-Type say", async () => {
    const wav = await make("lying.wav", "-f", "lavfi", "-i", "sine=d=1");
    const response = await send(alice, wav, "holiday.jpg", "image/jpeg");
    expect(response.status).toBe(201);
    const item = await json<TUpload>(response);
    expect(item.kind).toBe("audio");
    expect(item.url).toMatch(/\.wav$/);
  });
});

describe("ownership", () => {
  it("answers 404 for another user's upload everywhere, and deletes the stored files", async () => {
    const item = await json<TUpload>(
      await send(alice, await readFile(path.join(scratch, "a.png")), "mine.png"),
    );
    expect((await bob.get(`/api/uploads/${item.id}`)).status).toBe(404);
    expect((await bob.request(`/api/uploads/${item.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await bob.get(item.url)).status).toBe(404);
    expect((await bob.get(item.thumbnailUrl)).status).toBe(404);
    expect((await json<TUploadList>(await bob.get("/api/uploads"))).items).toEqual([]);
    expect((await server.client().get(item.url)).status).toBe(401);

    expect((await alice.get(`/api/uploads/${item.id}`)).status).toBe(200);
    // At least three images and a sound, so the image list has a second page.
    for (const name of ["second.png", "third.png"])
      await send(alice, await readFile(path.join(scratch, "a.png")), name);
    await send(alice, await make("list.wav", "-f", "lavfi", "-i", "sine=d=1"), "list.wav");
    const images = await json<TUploadList>(await alice.get("/api/uploads?kind=image&limit=2"));
    expect(images.items).toHaveLength(2);
    expect(images.items.every((i) => i.kind === "image")).toBe(true);
    expect(images.nextCursor).not.toBeNull();
    const next = await json<TUploadList>(
      await alice.get(`/api/uploads?kind=image&limit=2&cursor=${images.nextCursor}`),
    );
    expect(next.items.map((i) => i.id)).not.toContain(images.items[0]?.id);
    expect((await alice.get("/api/uploads?kind=pdf")).status).toBe(400);

    const folder = path.join(server.dataDir, "media", "up", item.id);
    expect(existsSync(folder) && (await readdir(folder)).length).toBe(2);
    const deleted = await alice.request(`/api/uploads/${item.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(existsSync(folder) ? await readdir(folder) : []).toEqual([]);
    expect((await alice.get(`/api/uploads/${item.id}`)).status).toBe(404);
    expect((await alice.get(item.url)).status).toBe(404);
  });

  it("accepts a personal API token: generate to upload, read to list", async () => {
    const make = async (scopes: string[]) =>
      json<TCreatedToken>(await alice.post("/api/tokens", { name: `t-${scopes.join("-")}`, scopes }));
    const writer = await make(["generate", "read"]);
    const reader = await make(["read"]);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}`, origin: "" });
    const client = server.client();
    const png = await readFile(path.join(scratch, "a.png"));
    const created = await send(client, png, "api.png", "image/png", bearer(writer.token));
    expect(created.status).toBe(201);
    const refused = await send(client, png, "api.png", "image/png", bearer(reader.token));
    expect(refused.status).toBe(403);
    const list = await client.get("/api/uploads", bearer(reader.token));
    expect(list.status).toBe(200);
    expect((await json<TUploadList>(list)).items.map((i) => i.name)).toContain("api.png");
  });
});

describe("storage per plan", () => {
  it("lets parallel uploads fill the account but never past the plan's storage", async () => {
    const carol = await signUpVerified(server, { email: "carol@example.com" });
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, "carol@example.com"));
    const carolId = row?.id as string;
    // Carol has used all but 100 KB of the trial's 10 GB.
    const allowed = 10 * 1024 ** 3;
    await server.deps.db.insert(upload).values({
      id: "earlier-uploads",
      userId: carolId,
      status: "ready",
      kind: "video",
      name: "earlier.mp4",
      bytes: allowed - 100 * 1024,
      createdAt: new Date(),
    });
    // Each about 64 KB: only one fits.
    const wav = await make("sixty-four.wav", "-f", "lavfi", "-i", "sine=d=1", "-ar", "32000", "-ac", "1");
    const answers = await Promise.all([1, 2, 3].map((n) => send(carol, wav, `take-${n}.wav`, "audio/wav")));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 413, 413]);
    const full = await json<{ message: string; extraDetails: string; code: string }>(
      answers.find((a) => a.status === 413) as Response,
    );
    expect(full.code).toBe("STORAGE_FULL");
    expect(full.message).toMatch(/^Your storage is full: 9\.99 GB of 10 GB used$/);
    const rows = await server.deps.db.select().from(upload).where(eq(upload.userId, carolId));
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(allowed);
    // The list says what is used and allowed (the Media page's meter).
    const listed = await json<TUploadList>(await carol.get("/api/uploads"));
    expect(listed.storage).toEqual({
      usedBytes: rows.reduce((sum, r) => sum + r.bytes, 0),
      storageBytes: allowed,
      uploadMaxBytes: 500 * 1024 ** 2,
    });
  });
});

describe("the request body limit of uploads (UPLOAD_MAX_BYTES)", () => {
  it("is its own setting: a request over it is a 413, one under it is stored", async () => {
    const small = await createTestServer({ env: { UPLOAD_MAX_BYTES: "6000" } });
    try {
      const carol = await signUpVerified(small, { email: "carol@example.com" });
      const wav = await make("eight-k.wav", "-f", "lavfi", "-i", "sine=d=0.5", "-ar", "8000", "-ac", "1");
      expect(wav.length).toBeGreaterThan(6000);
      const over = await send(carol, wav, "eight-k.wav", "audio/wav");
      expect(over.status).toBe(413);
      expect(typeof (await json<{ message: string }>(over)).message).toBe("string");
      const tiny = await make("tiny.png", "-f", "lavfi", "-i", "color=c=red:s=8x8", "-frames:v", "1");
      expect(tiny.length).toBeLessThan(5000);
      expect((await send(carol, tiny, "tiny.png", "image/png")).status).toBe(201);
    } finally {
      await small.close();
    }
  });
});

import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TGeneration, TUpload } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestServer,
  ROOMY_LIMITS,
  signUpVerified,
  type TestClient,
  type TestServer,
} from "../../../test/harness.ts";
import { user } from "../../modules/accounts/tables.ts";
import { setUsagePlan } from "../../modules/billing/usage-ledger.ts";
import { configureGenerations } from "../../modules/generations/index.ts";
import { PREVIEWS_PER_MINUTE } from "../../modules/generations/voice-preview.ts";

// Voice-overs through the API, rendered for real: narration as MP3 and WAV with an SRT of its words in
// two languages, a narration over the user's own clip, and the voice preview.

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let scratch: string;
let clipId = "";

const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
type Probe = {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    sample_rate?: string;
  }[];
  format: { duration: string; format_name: string };
};
const ffprobe = (file: string): Probe =>
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
  );
/** What volumedetect says of `file` (between `from` and `to` seconds when given). */
function volume(file: string, from?: number, to?: number, filter = "anull"): { mean: number; max: number } {
  const window = from === undefined ? "" : `-ss ${from} -to ${to}`;
  const log = execFileSync("sh", [
    "-c",
    `ffmpeg -hide_banner -nostats ${window} -i "$0" -af "${filter},volumedetect" -f null - 2>&1`,
    file,
  ]).toString();
  return {
    mean: Number(/mean_volume: (-?[\d.]+) dB/.exec(log)?.[1]),
    max: Number(/max_volume: (-?[\d.]+) dB/.exec(log)?.[1]),
  };
}

function srtCues(srt: string): { start: number; end: number; text: string }[] {
  const t = (h: string, m: string, s: string, ms: string) => +h * 3600 + +m * 60 + +s + +ms / 1000;
  return [
    ...srt.matchAll(/(\d+):(\d+):(\d+),(\d+) --> (\d+):(\d+):(\d+),(\d+)\n([\s\S]+?)(?:\n\n|\n?$)/g),
  ].map((m) => ({
    start: t(m[1]!, m[2]!, m[3]!, m[4]!),
    end: t(m[5]!, m[6]!, m[7]!, m[8]!),
    text: m[9]!.replace(/\n/g, " "),
  }));
}

/** The mean RGB of `region` (fractions x, y, w, h of the frame) at `at` seconds of `video`. */
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

async function waitFor(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 1200; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function saved(url: string, name: string): Promise<string> {
  const response = await alice.get(url);
  expect(response.status).toBe(200);
  const file = path.join(scratch, name);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

async function make(input: Record<string, unknown>): Promise<TGeneration> {
  const created = await alice.post("/api/generations", { kind: "voice-over", input });
  expect(created.status).toBe(202);
  const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
  expect(done.error).toBeNull();
  expect(done.status).toBe("succeeded");
  return done;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-voice-over-test-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  bob = await signUpVerified(server, { email: "bob@example.com" });
  // A 7-second landscape clip whose own sound is a steady 5 kHz tone (easy to measure under a voice).
  const clip = path.join(scratch, "clip.mp4");
  ffmpeg(
    ...["-f", "lavfi", "-i", "testsrc2=s=640x360:r=25:d=7", "-f", "lavfi", "-i", "sine=f=5000:d=7"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", clip],
  );
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await readFile(clip))]), "clip.mp4");
  const up = await alice.request("/api/uploads", { method: "POST", body: form });
  expect(up.status).toBe(201);
  clipId = ((await up.json()) as TUpload).id;
});

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("voice-over", () => {
  for (const [language, text, word] of [
    ["Spanish", "Bienvenidos a nuestra pastelería. Tenemos tartas frescas cada mañana.", "pastelería."],
    ["German", "Willkommen in unserer Bäckerei. Jeden Morgen gibt es frische Kuchen.", "Bäckerei."],
  ] as const) {
    it(`speaks ${language} as MP3 and WAV, with an SRT of its words inside the audio`, async () => {
      const done = await make({ text, language, gender: "Female", speed: 1.1 });
      expect(done.result?.languageCode).toBe(language === "Spanish" ? "es" : "de");
      const mp3 = await saved(done.result?.audioUrl ?? "", `${language}.mp3`);
      const wav = await saved(done.result?.wavUrl ?? "", `${language}.wav`);
      const mp3Probe = ffprobe(mp3);
      expect(mp3Probe.streams[0]?.codec_name).toBe("mp3");
      const wavProbe = ffprobe(wav);
      expect(wavProbe.streams[0]).toMatchObject({ codec_name: "pcm_s16le", sample_rate: "48000" });
      const seconds = Number(wavProbe.format.duration);
      expect(seconds).toBeGreaterThan(2);
      expect(Math.abs(Number(mp3Probe.format.duration) - seconds)).toBeLessThan(0.15);
      // Loud enough to hear and never clipped.
      const level = volume(wav);
      expect(level.mean).toBeGreaterThan(-30);
      expect(level.max).toBeLessThan(-0.5);
      const srt = await (await alice.get(done.result?.srtUrl ?? "")).text();
      const cues = srtCues(srt);
      expect(cues.length).toBeGreaterThan(1);
      expect(cues.map((c) => c.text).join(" ")).toContain(word);
      let previous = 0;
      for (const cue of cues) {
        expect(cue.start).toBeGreaterThanOrEqual(previous);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.end).toBeLessThanOrEqual(seconds + 0.001);
        previous = cue.end;
      }
      expect(done.result?.videoUrl).toBeUndefined();
      // Shared like other generations: a link that plays the MP3 without a session.
      const share = await alice.post(`/api/generations/${done.id}/share`, {});
      expect(share.status, await share.clone().text()).toBe(200);
      const link = new URL(((await share.json()) as { url: string }).url);
      const shared = await server.client().get(`${link.pathname}${link.search}`);
      expect(shared.status).toBe(200);
      expect(shared.headers.get("content-type")).toMatch(/audio\/mpeg/);
      expect((await shared.arrayBuffer()).byteLength).toBe((await readFile(mp3)).length);
    }, 60_000);
  }

  it("narrates over the user's own clip: its sound ducked under the voice, the captions burned in", async () => {
    const done = await make({
      text: "Our cakes are baked fresh every morning.",
      language: "English",
      gender: "Male",
      video: clipId,
    });
    const video = await saved(done.result?.videoUrl ?? "", "narrated.mp4");
    const probe = ffprobe(video);
    expect(probe.streams.find((s) => s.codec_type === "video")).toMatchObject({
      codec_name: "h264",
      width: 480,
      height: 270,
    });
    expect(probe.streams.find((s) => s.codec_type === "audio")?.codec_name).toBe("aac");
    // The clip is longer than the narration: the whole clip plays.
    expect(Number(probe.format.duration)).toBeGreaterThan(6.8);
    const wav = await saved(done.result?.wavUrl ?? "", "narrated.wav");
    const spoken = Number(ffprobe(wav).format.duration);
    expect(spoken).toBeLessThan(6);
    // The clip's tone, alone: quieter while the voice speaks than after it.
    const tone = "bandpass=f=5000:width_type=q:w=20";
    const under = volume(video, 0.8, spoken - 0.9, tone).mean;
    const after = volume(video, spoken + 0.4, 6.8, tone).mean;
    expect(after - under).toBeGreaterThan(8);
    // Captions: the lower part of the frame differs from the user's clip while the voice speaks (the
    // words drawn over it), and matches it again once the voice is done.
    const changed = (at: number) => {
      const raw = execFileSync("ffmpeg", [
        ...["-hide_banner", "-loglevel", "error", "-ss", String(at), "-i", video, "-ss", String(at)],
        ...["-i", path.join(scratch, "clip.mp4"), "-frames:v", "1", "-filter_complex"],
        "[1:v]scale=480:270,format=yuv420p[b];[0:v]format=yuv420p[a];[a][b]blend=all_mode=difference,crop=iw:ih*0.4:0:ih*0.6,format=gray",
        ...["-f", "rawvideo", "-"],
      ]);
      return raw.filter((p) => p > 60).length;
    };
    const during = changed(1.5);
    expect(during).toBeGreaterThan(200);
    expect(changed(spoken + 0.6)).toBeLessThan(during / 10);
    expect(done.result?.thumbnailUrl).toMatch(/^\/media\/gen\//);
  });

  it("is editable (issue 12): new words and karaoke captions over the same clip; pictures are not its to change", async () => {
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
    await setUsagePlan(
      server.deps.db,
      row?.id ?? "",
      "starter",
      ROOMY_LIMITS,
      new Date(server.clock.now()),
      true,
    );
    const done = await make({
      text: "Fresh cakes every morning.",
      language: "English",
      gender: "Male",
      video: clipId,
    });
    const before = Number(ffprobe(await saved(done.result?.wavUrl ?? "", "before.wav")).format.duration);
    const square = await alice.post(`/api/generations/${done.id}/edits`, { command: "make it square" });
    expect(square.status).toBe(422);
    expect(((await square.json()) as { message: string }).message).toMatch(
      /^A voice-over has no pictures.*\?$/,
    );
    const edit = await alice.post(`/api/generations/${done.id}/edits`, {
      operations: [
        { op: "narration", scene: 1, text: "Fresh cakes, warm bread and good coffee every single morning." },
        { op: "captions", style: "karaoke" },
      ],
    });
    expect(edit.status, await edit.clone().text()).toBe(202);
    const version = await waitFor(alice, ((await edit.json()) as { id: string }).id);
    expect(version.status, version.error ?? "").toBe("succeeded");
    expect(version.parentId).toBe(done.id);
    const sb = (await (await alice.get(`/api/generations/${version.id}/storyboard`)).json()) as {
      scenes: { narration: string }[];
      captions: { style: string };
    };
    expect(sb.scenes[0]?.narration).toMatch(/good coffee/);
    expect(sb.captions.style).toBe("karaoke");
    const after = Number(ffprobe(await saved(version.result?.wavUrl ?? "", "after.wav")).format.duration);
    expect(after).toBeGreaterThan(before + 1);
    const video = ffprobe(await saved(version.result?.videoUrl ?? "", "edited.mp4"));
    expect(video.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 480, height: 270 });
    expect(Number(video.format.duration)).toBeGreaterThan(6.8);
    expect((await alice.get(`/media/gen/${version.id}/captions.srt`)).status).toBe(200);
  });

  it("wears the brand kit over the user's clip (logo corner, intro), unless asked without it", async () => {
    const upload = async (file: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await readFile(file))]), path.basename(file));
      const up = await alice.request("/api/uploads", { method: "POST", body: form });
      expect(up.status).toBe(201);
      return ((await up.json()) as TUpload).id;
    };
    const logoFile = path.join(scratch, "logo.png");
    ffmpeg("-f", "lavfi", "-i", "color=c=0x00ff00:s=120x120", "-frames:v", "1", logoFile);
    const introFile = path.join(scratch, "intro.mp4");
    ffmpeg(
      ...["-f", "lavfi", "-i", "color=c=0x0000ff:s=320x180:r=25:d=1.2"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", introFile],
    );
    const kit = await alice.request("/api/brand-kit", {
      method: "PUT",
      json: { logo: await upload(logoFile), intro: await upload(introFile), colors: ["#aa0000"] },
    });
    expect(kit.status).toBe(200);
    const text = "Fresh cakes every morning.";
    const base = { text, language: "English", gender: "Female", video: clipId };
    const branded = await make(base);
    const plain = await make({ ...base, brand: false });
    const brandedVideo = await saved(branded.result?.videoUrl ?? "", "branded.mp4");
    const plainVideo = await saved(plain.result?.videoUrl ?? "", "plain.mp4");
    // The intro is played first: 1.2 s longer, blue at its start.
    const seconds = (file: string) => Number(ffprobe(file).format.duration);
    expect(seconds(brandedVideo) - seconds(plainVideo)).toBeGreaterThan(1);
    expect(seconds(brandedVideo) - seconds(plainVideo)).toBeLessThan(1.4);
    const [ir, ig, ib] = meanColour(brandedVideo, 0.5, [0.3, 0.3, 0.4, 0.4]);
    expect(ib).toBeGreaterThan(180);
    expect(ir + ig).toBeLessThan(100);
    // The logo (green) in the top-left corner of the clip's frames (480x270: 24 px high, at 29,12).
    const corner: [number, number, number, number] = [0.065, 0.06, 0.035, 0.06];
    const [r, g, b] = meanColour(brandedVideo, 1.2 + 2.5, corner);
    expect(g).toBeGreaterThan(180);
    expect(r + b).toBeLessThan(120);
    const [pr, pg, pb] = meanColour(plainVideo, 2.5, corner);
    expect(pg < 150 || pr + pb > 200).toBe(true);
    // The narration and its words stay on their own clock (no intro in the audio files' captions).
    const srt = srtCues(await (await alice.get(branded.result?.srtUrl ?? "")).text());
    expect(srt[0]?.start).toBeLessThan(0.8);
  });

  it("refuses another user's video (404) and a picture where a video goes (400)", async () => {
    const stranger = await bob.post("/api/generations", {
      kind: "voice-over",
      input: { text: "Hello", language: "English", gender: "Female", video: clipId },
    });
    expect(stranger.status).toBe(404);
    const empty = await alice.post("/api/generations", {
      kind: "voice-over",
      input: { text: "  ", language: "English", gender: "Female" },
    });
    expect(empty.status).toBe(400);
  });

  it("previews a voice as MP3 (the same bytes the second time), and limits previews per account", async () => {
    const url = "/api/voice-over/preview?language=Spanish&gender=Male&speed=1.2";
    const first = await bob.get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = Buffer.from(await first.arrayBuffer());
    const file = path.join(scratch, "preview.mp3");
    await writeFile(file, bytes);
    const seconds = Number(ffprobe(file).format.duration);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(10);
    const again = Buffer.from(await (await bob.get(url)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await bob.get("/api/voice-over/preview?language=Klingon&gender=Male")).status).toBe(400);
    let last = 200;
    for (let i = 0; i < PREVIEWS_PER_MINUTE; i++) last = (await bob.get(url)).status;
    expect(last).toBe(429);
  });
});

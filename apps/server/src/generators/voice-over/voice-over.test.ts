import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import type { TGeneration } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  generate,
  meanColour,
  setRoomyPlan,
  uploadFile,
  waitForGeneration,
} from "../../../test/harness.ts";
import { PREVIEWS_PER_MINUTE } from "../../modules/generations/voice-preview.ts";

// Voice-overs through the API, rendered for real: narration as MP3 and WAV with an SRT of its words in
// two languages, a narration over the user's own clip, and the voice preview.

let fx: GeneratorFixture;
let clipId = "";

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

const saved = (url: string, name: string): Promise<string> => fx.fetchTo(fx.alice, url, name);

const make = (input: Record<string, unknown>): Promise<TGeneration> =>
  generate(fx.alice, "voice-over", input);

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-voice-over-test-" });
  // A 7-second landscape clip whose own sound is a steady 5 kHz tone (easy to measure under a voice).
  const clip = fx.file("clip.mp4");
  ffmpeg(
    ...["-f", "lavfi", "-i", "testsrc2=s=640x360:r=25:d=7", "-f", "lavfi", "-i", "sine=f=5000:d=7"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", clip],
  );
  clipId = (await uploadFile(fx.alice, clip)).id;
});

afterAll(async () => {
  await fx?.close();
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
      const srt = await (await fx.alice.get(done.result?.srtUrl ?? "")).text();
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
      const share = await fx.alice.post(`/api/generations/${done.id}/share`, {});
      expect(share.status, await share.clone().text()).toBe(200);
      const link = new URL(((await share.json()) as { url: string }).url);
      const shared = await fx.server.client().get(`${link.pathname}${link.search}`);
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
        ...["-i", fx.file("clip.mp4"), "-frames:v", "1", "-filter_complex"],
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
    await setRoomyPlan(fx.server, "alice@example.com");
    const done = await make({
      text: "Fresh cakes every morning.",
      language: "English",
      gender: "Male",
      video: clipId,
    });
    const before = Number(ffprobe(await saved(done.result?.wavUrl ?? "", "before.wav")).format.duration);
    const square = await fx.alice.post(`/api/generations/${done.id}/edits`, { command: "make it square" });
    expect(square.status).toBe(422);
    expect(((await square.json()) as { message: string }).message).toMatch(
      /^A voice-over has no pictures.*\?$/,
    );
    const edit = await fx.alice.post(`/api/generations/${done.id}/edits`, {
      operations: [
        { op: "narration", scene: 1, text: "Fresh cakes, warm bread and good coffee every single morning." },
        { op: "captions", style: "karaoke" },
      ],
    });
    expect(edit.status, await edit.clone().text()).toBe(202);
    const version = await waitForGeneration(fx.alice, ((await edit.json()) as { id: string }).id);
    expect(version.status, version.error ?? "").toBe("succeeded");
    expect(version.parentId).toBe(done.id);
    const sb = (await (await fx.alice.get(`/api/generations/${version.id}/storyboard`)).json()) as {
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
    expect((await fx.alice.get(`/media/gen/${version.id}/captions.srt`)).status).toBe(200);
  });

  it("wears the brand kit over the user's clip (logo corner, intro), unless asked without it", async () => {
    const upload = async (file: string) => (await uploadFile(fx.alice, file)).id;
    const logoFile = fx.file("logo.png");
    ffmpeg("-f", "lavfi", "-i", "color=c=0x00ff00:s=120x120", "-frames:v", "1", logoFile);
    const introFile = fx.file("intro.mp4");
    ffmpeg(
      ...["-f", "lavfi", "-i", "color=c=0x0000ff:s=320x180:r=25:d=1.2"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", introFile],
    );
    const kit = await fx.alice.request("/api/brand-kit", {
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
    const srt = srtCues(await (await fx.alice.get(branded.result?.srtUrl ?? "")).text());
    expect(srt[0]?.start).toBeLessThan(0.8);
  });

  it("refuses another user's video (404) and a picture where a video goes (400)", async () => {
    const stranger = await fx.bob.post("/api/generations", {
      kind: "voice-over",
      input: { text: "Hello", language: "English", gender: "Female", video: clipId },
    });
    expect(stranger.status).toBe(404);
    const empty = await fx.alice.post("/api/generations", {
      kind: "voice-over",
      input: { text: "  ", language: "English", gender: "Female" },
    });
    expect(empty.status).toBe(400);
  });

  it("previews a voice as MP3 (the same bytes the second time), and limits previews per account", async () => {
    const url = "/api/voice-over/preview?language=Spanish&gender=Male&speed=1.2";
    const first = await fx.bob.get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = Buffer.from(await first.arrayBuffer());
    const file = fx.file("preview.mp3");
    await writeFile(file, bytes);
    const seconds = Number(ffprobe(file).format.duration);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(10);
    const again = Buffer.from(await (await fx.bob.get(url)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await fx.bob.get("/api/voice-over/preview?language=Klingon&gender=Male")).status).toBe(400);
    let last = 200;
    for (let i = 0; i < PREVIEWS_PER_MINUTE; i++) last = (await fx.bob.get(url)).status;
    expect(last).toBe(429);
  });
});

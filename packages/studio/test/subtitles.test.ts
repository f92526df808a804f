// Subtitles for a video the test makes (a plain blue clip whose sound is a narration after 2 s of
// silence): real tiny renders, checked on their frames' pixels (captions drawn while words are spoken,
// inside the safe area, nothing in the silence), against the cue files, through each source of words:
// the transcript aligned offline, a local recogniser answering like OpenAI, and the user's own cues.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_RECOGNISER_MESSAGE, subtitles } from "../src/pipelines/subtitles.ts";
import { createEspeakTts } from "../src/providers/builtin/espeak-tts.ts";
import { createProviders } from "../src/providers/registry.ts";
import {
  type LocalService,
  sendJson,
  startLocalService,
} from "../src/providers/remote/test-support/local-service.ts";
import type { SpeechResult } from "../src/providers/types.ts";
import { parseSrtTimes } from "../src/render/captions/srt-vtt.ts";
import { runFfmpeg, runFfprobe } from "../src/render/run-ffmpeg.ts";
import { safeAreaFor } from "../src/storyboard/formats.ts";
import { tempDir } from "./fixtures.ts";

const TEXT = "Fresh bread every morning. Come early for warm croissants.";
const LEAD = 2;
const BG = [0x20, 0x30, 0x50];
let dir: string;
let cacheDir: string;
let video: string;
let narration: SpeechResult;
let service: LocalService | undefined;

beforeAll(async () => {
  dir = await tempDir("subtitles-");
  cacheDir = path.join(dir, "cache");
  narration = await createEspeakTts({ cacheDir }).synthesize(
    TEXT,
    { language: "English", gender: "female", speed: 1.1 },
    path.join(dir, "narration"),
  );
  video = path.join(dir, "clip.mp4");
  const seconds = (LEAD + narration.durationSeconds + 1).toFixed(2);
  await runFfmpeg([
    ...["-f", "lavfi", "-i", `color=c=0x203050:s=360x640:r=25:d=${seconds}`],
    ...["-i", narration.audioPath],
    ...["-filter_complex", `[1:a]adelay=${LEAD * 1000}:all=1,apad[a]`, "-map", "0:v", "-map", "[a]"],
    ...["-t", seconds, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
    video,
  ]);
});
afterAll(async () => {
  await service?.close();
});

/** The frame at `t` as RGB rows. */
async function frameAt(file: string, t: number, w: number, h: number): Promise<Buffer> {
  const out = path.join(dir, `frame-${Math.random().toString(36).slice(2)}.rgb`);
  await runFfmpeg([
    "-ss",
    t.toFixed(3),
    "-i",
    file,
    "-frames:v",
    "1",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    out,
  ]);
  const rgb = await readFile(out);
  expect(rgb.length).toBe(w * h * 3);
  return rgb;
}

/** Pixels far from the background colour, inside and outside a rectangle. */
function drawn(
  rgb: Buffer,
  w: number,
  h: number,
  box: { left: number; top: number; right: number; bottom: number },
) {
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 3 * (y * w + x);
      const d = Math.abs(rgb[i]! - BG[0]!) + Math.abs(rgb[i + 1]! - BG[1]!) + Math.abs(rgb[i + 2]! - BG[2]!);
      if (d < 60) continue;
      if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) inside++;
      else outside++;
    }
  return { inside, outside };
}

async function sizeOf(file: string) {
  const v = (await runFfprobe(file)).streams.find((s) => s.codec_type === "video")!;
  return { w: Number(v.width), h: Number(v.height) };
}

const PAIRS = [
  ["bold-pop", "montserrat"],
  ["clean", "roboto"],
  ["hormozi", "arial"],
  ["comic", "comic"],
  ["banger", "montserrat"],
  ["karaoke", "roboto"],
] as const;

describe("subtitles", () => {
  it("aligns a pasted transcript offline and burns it in, in each style, inside the safe area", async () => {
    const providers = createProviders({}, { cacheDir });
    expect(providers.asr).toBeNull();
    const spoken = narration.words.map((w) => ({ ...w, start: w.start + LEAD, end: w.end + LEAD }));
    for (const [style, font] of PAIRS) {
      const result = await subtitles(
        {
          video,
          language: "English",
          transcript: TEXT,
          captionStyle: style,
          font,
          outDir: path.join(dir, style),
          scale: 0.25,
        },
        { providers, cacheDir },
      );
      expect(result.source).toBe("alignment");
      expect(result.credit.provider).toBe("builtin-aligner");
      // Cues: the transcript's words, in order, the first where the narration starts.
      const words = result.cues.flatMap((c) => c.text.split(" "));
      expect(words.join(" ").toLowerCase()).toBe(TEXT.toLowerCase());
      expect(Math.abs(result.cues[0]!.start - spoken[0]!.start)).toBeLessThan(0.2);
      const srt = parseSrtTimes(await readFile(result.srt, "utf8"));
      expect(srt.map((c) => c.start)).toEqual(result.cues.map((c) => c.start));
      expect(await readFile(result.vtt, "utf8")).toMatch(/^WEBVTT\n\n00:00:0\d\.\d{3} --> /);

      const out = result.video!.path;
      const { w, h } = await sizeOf(out);
      expect([w, h]).toEqual([270, 480]);
      const safe = safeAreaFor(w, h);
      const silent = drawn(await frameAt(out, 0.8, w, h), w, h, safe);
      expect(silent.inside + silent.outside, `${style}: nothing drawn in the silence`).toBe(0);
      const mid = (result.cues[0]!.start + result.cues[0]!.end) / 2;
      const speaking = drawn(await frameAt(out, mid, w, h), w, h, safe);
      expect(speaking.inside, `${style}: a caption drawn while the first words are said`).toBeGreaterThan(
        150,
      );
      expect(speaking.outside, `${style}: nothing outside the safe area`).toBe(0);
    }
    // The sound is kept.
    const probe = await runFfprobe(path.join(dir, "bold-pop", "video.mp4"));
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
  }, 240_000);

  it("takes the words from a recogniser when one is set and no transcript is given", async () => {
    const heard = narration.words.map((w) => ({
      word: w.word.replace(/[.,]/g, ""),
      start: w.start + LEAD,
      end: w.end + LEAD,
    }));
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, { task: "transcribe", language: "english", duration: 6, text: TEXT, words: heard }),
    );
    const providers = createProviders(
      { ASR_BASE_URL: `${service.origin}/v1`, ASR_MODEL: "whisper-1", PROVIDER_RETRY_BASE_MS: "1" },
      { cacheDir },
    );
    const result = await subtitles(
      { video, language: "English", burn: false, outDir: path.join(dir, "asr"), scale: 0.25 },
      { providers, cacheDir },
    );
    expect(result.source).toBe("recogniser");
    expect(result.video).toBeUndefined();
    expect(result.cues[0]!.start).toBeCloseTo(heard[0]!.start, 2);
    // The text's punctuation is back on the recognised words.
    expect(result.cues.map((c) => c.text).join(" ")).toBe(TEXT);
    const form = await new Response(new Uint8Array(service.requests[0]!.body), {
      headers: { "content-type": String(service.requests[0]!.headers["content-type"]) },
    }).formData();
    expect(form.get("language")).toBe("en");
    expect((form.get("file") as File).name).toBe("speech.mp3");
  }, 60_000);

  it("burns the user's edited cues as they are, at their times", async () => {
    const providers = createProviders({}, { cacheDir });
    const cues = [
      { start: 2.5, end: 3.5, text: "Edited first line" },
      { start: 4, end: 4.8, text: "   " },
    ];
    const result = await subtitles(
      {
        video,
        language: "English",
        cues,
        captionStyle: "clean",
        outDir: path.join(dir, "cues"),
        scale: 0.25,
      },
      { providers, cacheDir },
    );
    expect(result.source).toBe("cues");
    expect(result.cues).toEqual([{ start: 2.5, end: 3.5, text: "Edited first line" }]);
    expect(await readFile(result.srt, "utf8")).toBe("1\n00:00:02,500 --> 00:00:03,500\nEdited first line\n");
    const { w, h } = await sizeOf(result.video!.path);
    const safe = safeAreaFor(w, h);
    expect(drawn(await frameAt(result.video!.path, 3, w, h), w, h, safe).inside).toBeGreaterThan(150);
    const after = drawn(await frameAt(result.video!.path, 4.4, w, h), w, h, safe);
    expect(after.inside + after.outside).toBe(0);
  }, 60_000);

  it("says what to do without a transcript and without a recogniser", async () => {
    const providers = createProviders({}, { cacheDir });
    await expect(
      subtitles({ video, language: "English", outDir: path.join(dir, "none") }, { providers, cacheDir }),
    ).rejects.toThrow(NO_RECOGNISER_MESSAGE);
  });
});

// Pipelines through their public functions: every prompt-video option changes the result, and a failing
// remote TTS falls back to the built-in voice instead of failing the render.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import { promptVideo } from "../src/pipelines/prompt-video.ts";
import { createProviders } from "../src/providers/registry.ts";
import { createElevenLabsTts } from "../src/providers/remote/elevenlabs-tts.ts";
import { runFfprobe } from "../src/render/run-ffmpeg.ts";
import { tempDir } from "./fixtures.ts";

let dir: string;
const fast = { preset: "superfast" as const, crf: 23, threads: 0 };
let cacheDir: string;

beforeAll(async () => {
  dir = await tempDir("studio-pipe-");
  cacheDir = path.join(dir, "cache");
});

async function size(file: string) {
  const p = await runFfprobe(file);
  const v = p.streams.find((s) => s.codec_type === "video")!;
  return { width: v.width, height: v.height, duration: Number(p.format.duration) };
}

describe("prompt video", () => {
  it("changes size, voice, language, pacing, palette, music, captions and length with its options", async () => {
    const [a, b] = await Promise.all([
      promptVideo(
        {
          prompt: "A coffee shop launches a new oat latte",
          platform: "TikTok",
          gender: "Female",
          languages: ["English"],
          audience: ["Young"],
          durationSeconds: 5,
          scale: 0.25,
          encoder: fast,
          out: path.join(dir, "a.mp4"),
        },
        { cacheDir },
      ),
      promptVideo(
        {
          prompt: "A coffee shop launches a new oat latte",
          platform: "Youtube",
          gender: "Male",
          languages: ["Spanish"],
          audience: ["Old"],
          durationSeconds: 8,
          scale: 0.25,
          encoder: fast,
          out: path.join(dir, "b.mp4"),
        },
        { cacheDir },
      ),
    ]);
    const [sa, sb] = [await size(a.video), await size(b.video)];
    // platform -> frame size
    expect([sa.width, sa.height]).toEqual([270, 480]);
    expect([sb.width, sb.height]).toEqual([480, 270]);
    // duration -> length
    expect(sa.duration).toBeGreaterThan(4.4);
    expect(sa.duration).toBeLessThan(6.2);
    expect(sb.duration).toBeGreaterThan(7.2);
    expect(sb.duration).toBeLessThan(10);
    // gender and language -> a different voice speaking a different language
    const va = a.storyboardData.scenes[0]!.speech!.credit.model;
    const vb = b.storyboardData.scenes[0]!.speech!.credit.model;
    expect(va).not.toEqual(vb);
    expect(a.storyboardData.voice).toMatchObject({ gender: "female", language: "English" });
    expect(b.storyboardData.voice).toMatchObject({ gender: "male", language: "Spanish" });
    expect(a.script.language).not.toEqual(b.script.language);
    // age group -> pace, palette, music and caption look
    // (a young TikTok audience hears about 168 words a minute, an old YouTube audience about 128)
    expect(a.storyboardData.voice.wordsPerMinute).toBeGreaterThan(
      b.storyboardData.voice.wordsPerMinute! + 20,
    );
    expect(a.storyboardData.brand.colors).not.toEqual(b.storyboardData.brand.colors);
    expect(a.storyboardData.music?.mood).not.toEqual(b.storyboardData.music?.mood);
    expect(a.storyboardData.captions.style).not.toEqual(b.storyboardData.captions.style);
    expect(a.storyboardData.credits.map((c) => c.part)).toEqual(
      expect.arrayContaining(["script", "voice", "image", "music"]),
    );
  });

  it("rejects an empty prompt and an out-of-range duration before doing any work", async () => {
    await expect(promptVideo({ prompt: " ", out: path.join(dir, "x.mp4") }, { cacheDir })).rejects.toThrow(
      /prompt is empty/,
    );
    await expect(
      promptVideo({ prompt: "x", durationSeconds: 1, out: path.join(dir, "x.mp4") }, { cacheDir }),
    ).rejects.toThrow(/Duration/);
  });
});

describe("faceless video with a failing remote voice", () => {
  let server: Server;
  let calls = 0;
  beforeAll(async () => {
    // Answers like ElevenLabs does for a blocked free tier.
    server = createServer((req, res) => {
      calls++;
      req.resume();
      res.writeHead(403, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          detail: {
            status: "detected_unusual_activity",
            message: "Unusual activity detected. Free Tier usage disabled.",
          },
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("renders with the built-in voice and records the fallback", async () => {
    const base = createProviders({}, { cacheDir });
    const port = (server.address() as AddressInfo).port;
    const providers = {
      ...base,
      tts: createElevenLabsTts({
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: "test-key",
        retry: { retries: 0 },
      }),
    };
    const r = await facelessVideo(
      {
        script: "Fallbacks keep the show running. Nobody sees the error.",
        scale: 0.25,
        encoder: fast,
        music: "none",
        out: path.join(dir, "fb.mp4"),
      },
      { cacheDir, providers },
    );
    expect(calls).toBeGreaterThan(0);
    expect(r.storyboardData.fallbacks).toEqual([
      expect.objectContaining({ stage: "voice", from: "elevenlabs", to: "espeak-ng" }),
    ]);
    expect(r.storyboardData.scenes[0]!.speech!.credit.provider).toBe("espeak-ng");
    expect((await size(r.video)).duration).toBeGreaterThan(2);
  });

  it("refuses an empty script and one over 320,000 characters", async () => {
    await expect(facelessVideo({ script: "  ", out: path.join(dir, "e.mp4") }, { cacheDir })).rejects.toThrow(
      /Write Something!/,
    );
    await expect(
      facelessVideo({ script: "a".repeat(320_001), out: path.join(dir, "e.mp4") }, { cacheDir }),
    ).rejects.toThrow(/too long/);
  });
});

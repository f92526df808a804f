import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { TBrandKit, TEditableStoryboard, TUpload } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  type GeneratorFixture,
  generate,
  type TestClient,
  uploadFile,
} from "../../test/harness.ts";
import { joinArgs, shiftCaptions } from "./intro-outro.ts";

// The brand kit: saved per user through PUT /api/brand-kit (own uploads of the right kind only), and
// applied to a faceless video (logo in the corner, the intro clip first, captions moved after it),
// unless the video asks for brand: false.

const run = promisify(execFile);
let fx: GeneratorFixture;

async function upload(client: TestClient, name: string, ...args: string[]): Promise<TUpload> {
  const file = fx.file(name);
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  return uploadFile(client, file);
}

const put = (client: TestClient, body: unknown) =>
  client.request("/api/brand-kit", { method: "PUT", json: body });

const fetchTo = (url: string, name: string): Promise<string> => fx.fetchTo(fx.alice, url, name);

// The mean colour of a region of the frame at `seconds`.
async function colour(video: string, seconds: number, crop: string): Promise<number[]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      ...["-v", "error", "-ss", String(seconds), "-i", video, "-frames:v", "1"],
      ...["-vf", `crop=${crop},scale=1:1:flags=area`, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ],
    { encoding: "buffer" },
  );
  return [...stdout.subarray(0, 3)];
}

async function duration(video: string): Promise<number> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    video,
  ]);
  return Number(stdout.trim());
}

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-brand-", roomy: true });
});
afterAll(async () => {
  await fx?.close();
});

describe("brand kit API", () => {
  it("saves a logo, colours, a font and clips of the user's own, and refuses others", async () => {
    expect(await (await fx.alice.get("/api/brand-kit")).json()).toEqual({
      logo: null,
      colors: [],
      font: null,
      intro: null,
      outro: null,
    });
    const logo = await upload(
      fx.alice,
      "logo.png",
      "-f",
      "lavfi",
      "-i",
      "color=c=0x00ff00:s=120x120",
      "-frames:v",
      "1",
    );
    const intro = await upload(
      fx.alice,
      "intro.mp4",
      ...["-f", "lavfi", "-i", "color=c=0x0000ff:s=320x180:d=1:r=30", "-f", "lavfi", "-i", "sine=f=300:d=1"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
    );
    const theirs = await upload(
      fx.bob,
      "theirs.png",
      "-f",
      "lavfi",
      "-i",
      "color=c=red:s=64x64",
      "-frames:v",
      "1",
    );
    const saved = await put(fx.alice, {
      logo: logo.id,
      colors: ["#FF00AA", "#112233"],
      font: "Roboto",
      intro: intro.id,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const kit = (await saved.json()) as TBrandKit;
    expect(kit).toMatchObject({ colors: ["#ff00aa", "#112233"], font: "Roboto", outro: null });
    expect(kit.logo?.id).toBe(logo.id);
    expect(kit.intro?.id).toBe(intro.id);
    expect(((await (await fx.alice.get("/api/brand-kit")).json()) as TBrandKit).intro?.id).toBe(intro.id);

    const refusals: [unknown, number, RegExp][] = [
      [{ logo: theirs.id }, 404, /Upload not found: logo/],
      [{ outro: logo.id }, 400, /outro must be a video clip, not a photo/],
      [
        { colors: ["#000000", "#111111", "#222222", "#333333", "#444444", "#555555"] },
        400,
        /at most 5 colours/,
      ],
      [{ colors: ["red"] }, 400, /#rrggbb/],
      [{ font: "Comic Sans" }, 400, /Unknown font/],
    ];
    for (const [body, status, message] of refusals) {
      const response = await put(fx.alice, body);
      const answer = (await response.json()) as { message: string; extraDetails?: string };
      expect(response.status, JSON.stringify(answer)).toBe(status);
      expect(`${answer.message} ${answer.extraDetails ?? ""}`).toMatch(message);
    }
    // Bob sees his own (empty) kit, never Alice's.
    expect(((await (await fx.bob.get("/api/brand-kit")).json()) as TBrandKit).logo).toBeNull();
  });

  it("puts the logo in the corner and the intro first; brand: false leaves them out", async () => {
    const script = "Fresh bread every morning at our little bakery on the corner.";
    const make = (brand: boolean) =>
      generate(fx.alice, "faceless", { script, platform: "TikTok", music: "none", brand });
    const branded = await make(true);
    const plain = await make(false);
    const brandedVideo = await fetchTo(branded.result?.videoUrl ?? "", "branded.mp4");
    const plainVideo = await fetchTo(plain.result?.videoUrl ?? "", "plain.mp4");
    // One more second: the intro.
    const extra = (await duration(brandedVideo)) - (await duration(plainVideo));
    expect(extra).toBeGreaterThan(0.9);
    expect(extra).toBeLessThan(1.2);
    expect(branded.result?.durationSeconds ?? 0).toBeCloseTo((plain.result?.durationSeconds ?? 0) + 1, 0);
    // The intro is the blue clip, filling the frame.
    const first = await colour(brandedVideo, 0.4, "270:480:0:0");
    expect(first[2], `intro ${first}`).toBeGreaterThan(180);
    expect((await colour(plainVideo, 0.4, "270:480:0:0"))[2]).toBeLessThan(180);
    // The green logo in the top-left corner after the intro (6% and 4.5% in, 9% of the width high).
    const corner = "20:20:17:22";
    const logo = await colour(brandedVideo, 2.5, corner);
    expect(logo[1], `logo ${logo}`).toBeGreaterThan(200);
    expect(logo[0]).toBeLessThan(80);
    const none = await colour(plainVideo, 1.5, corner);
    expect((none[1] ?? 0) > 200 && (none[0] ?? 0) < 80, `no logo ${none}`).toBe(false);
    // The editor's storyboard says how long the video runs before scene 1 ("jump to scene" adds it):
    // the intro's second, and nothing without the intro.
    const board = async (id: string) =>
      (await (await fx.alice.get(`/api/generations/${id}/storyboard`)).json()) as TEditableStoryboard;
    const brandedBoard = await board(branded.id);
    expect(brandedBoard.leadSeconds).toBeCloseTo(1, 1);
    expect((await board(plain.id)).leadSeconds).toBe(0);
    expect(brandedBoard.scenes[0]?.startSeconds).toBe(0);
    // Right after the lead the video shows scene 1, not the blue intro.
    const scene1 = await colour(brandedVideo, brandedBoard.leadSeconds + 0.3, "270:480:0:0");
    expect(scene1[2] ?? 0, `scene 1 ${scene1}`).toBeLessThan(180);
    // The captions start after the intro.
    const srt = await readFile(await fetchTo(branded.result?.srtUrl ?? "", "branded.srt"), "utf8");
    const plainSrt = await readFile(await fetchTo(plain.result?.srtUrl ?? "", "plain.srt"), "utf8");
    const firstCue = (text: string) =>
      /(\d{2}):(\d{2}):(\d{2}),(\d{3})/.exec(text)?.slice(1).map(Number) ?? [];
    const at = (t: number[]) => (t[0] ?? 0) * 3600 + (t[1] ?? 0) * 60 + (t[2] ?? 0) + (t[3] ?? 0) / 1000;
    expect(at(firstCue(srt)) - at(firstCue(plainSrt))).toBeCloseTo(1, 1);
    if (process.env.KEEP_FRAMES) {
      await run("ffmpeg", [
        "-v",
        "error",
        "-y",
        "-ss",
        "2.5",
        "-i",
        brandedVideo,
        "-frames:v",
        "1",
        process.env.KEEP_FRAMES,
      ]);
    }
  });
});

describe("intro and outro commands", () => {
  it("join by one encode with the paths as inputs only, silence for a silent clip", () => {
    const args = joinArgs({
      video: "/w/video.mp4",
      intro: { path: "/w/uploads/a.mp4", seconds: 2, audio: false },
      outro: { path: "/w/uploads/b.mov", seconds: 3, audio: true },
      width: 1080,
      height: 1920,
      fps: "30/1",
      out: "/w/out.mp4",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    expect(graph).not.toContain("/w/");
    expect(args.filter((a) => a === "-i")).toHaveLength(4);
    expect(args).toContain("anullsrc=r=48000:cl=stereo");
    expect(graph).toContain("concat=n=3:v=1:a=1");
    expect(shiftCaptions("00:00:01,500 --> 00:00:59,900", 1.25)).toBe("00:00:02,750 --> 00:01:01,150");
    expect(shiftCaptions("WEBVTT\n\n00:59:59.000 --> 01:00:00.500", 2)).toBe(
      "WEBVTT\n\n01:00:01.000 --> 01:00:02.500",
    );
  });
});

// Real renders of tiny videos (270x480) through the storyboard renderer: every caption style and font,
// checked with ffprobe and the output checker; hostile caption text stays text; edits reuse the cache.
import { chmod, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkVideo } from "../src/check/check-video.ts";
import { createEspeakTts } from "../src/providers/builtin/espeak-tts.ts";
import { renderStoryboard } from "../src/render/render-storyboard.ts";
import { runFfmpeg, runFfprobe, runFfprobeRaw } from "../src/render/run-ffmpeg.ts";
import { CAPTION_FONTS, CAPTION_STYLES, parseStoryboard, type Storyboard } from "../src/storyboard/schema.ts";
import { tempDir, testImage, testMusic } from "./fixtures.ts";

let dir: string;
let cacheDir: string;
let image: string;
let music: string;
const tts = () => createEspeakTts({ cacheDir });
// Tiny test renders do not need compression effort; the default preset is exercised by the CLI test.
const encoder = { preset: "superfast" as const };

async function speech(text: string, language = "English") {
  const r = await tts().synthesize(text, { language, gender: "female" }, path.join(dir, "speech"));
  return { ...r, key: text };
}

async function storyboard(
  over: Partial<Storyboard> = {},
  texts = ["Welcome to the studio.", "Captions follow every word."],
) {
  return parseStoryboard({
    version: 1,
    format: { aspect: "9:16", width: 270, height: 480, fps: 30 },
    voice: { language: "English", gender: "female" },
    captions: {},
    music: { file: music, volume: 0.3 },
    ...over,
    scenes: await Promise.all(
      texts.map(async (t, i) => ({
        id: `s${i}`,
        narration: t,
        visual: i % 2 ? { kind: "color", color: "#1e3a8a" } : { kind: "image", path: image },
        resolvedVisual:
          i % 2
            ? undefined
            : { path: image, media: "image", credit: { provider: "test", builtin: true }, key: "img" },
        speech: await speech(t, (over.voice as { language?: string } | undefined)?.language),
      })),
    ),
  });
}

beforeAll(async () => {
  dir = await tempDir();
  cacheDir = path.join(dir, "cache");
  image = await testImage(path.join(dir, "still.png"));
  music = await testMusic(path.join(dir, "music.wav"));
});

describe("renderStoryboard", () => {
  it("renders every caption style and font to a valid, checked MP4", async () => {
    for (const [i, style] of CAPTION_STYLES.entries()) {
      const font = CAPTION_FONTS[i % CAPTION_FONTS.length]!;
      const sb = await storyboard({ captions: { enabled: true, style, font, position: "bottom" } }, [
        i % 2 ? "Captions follow every spoken word." : "Welcome to the studio, friends.",
      ]);
      const out = path.join(dir, `style-${style}.mp4`);
      const r = await renderStoryboard(sb, {
        out,
        cacheDir,
        workDir: path.join(dir, `w-${style}`),
        musicPath: music,
        encoder,
      });
      const probe = await runFfprobe(out);
      const v = probe.streams.find((s) => s.codec_type === "video")!;
      expect([v.width, v.height, v.codec_name, v.pix_fmt]).toEqual([270, 480, "h264", "yuv420p"]);
      expect(Number(probe.format.duration)).toBeCloseTo(r.durationSeconds, 1);
      const report = await checkVideo(out, { cacheDir });
      const failed = Object.entries(report.checks).filter(([, c]) => !c.ok);
      expect(failed, `${style}/${font}: ${JSON.stringify(failed)}`).toEqual([]);
      expect(report.checks.captionSafeArea).toBeDefined();
      const ass = await readFile(r.ass, "utf8");
      expect(ass).toContain(
        font === "montserrat"
          ? "Montserrat"
          : font === "arial"
            ? "Liberation Sans"
            : font === "comic"
              ? "Comic Neue"
              : "Roboto",
      );
    }
  });

  it("keeps hostile caption text literal and reads no file outside the job", async () => {
    // An ffmpeg wrapper on PATH records every file ffmpeg opens.
    const bin = path.join(dir, "bin");
    const log = path.join(dir, "opened.log");
    await import("node:fs/promises").then((fs) => fs.mkdir(bin, { recursive: true }));
    await writeFile(
      path.join(bin, "ffmpeg"),
      `#!/bin/sh\nexec strace -f -qq -e trace=open,openat -o "${log}.$$" /usr/bin/ffmpeg "$@"\n`,
    );
    await chmod(path.join(bin, "ffmpeg"), 0o755);
    const hostile = "Read ',drawtext=textfile=/etc/passwd now {\\b1} please.";
    const sb = await storyboard(
      { captions: { enabled: true, style: "clean", font: "roboto", position: "bottom" } },
      [hostile],
    );
    // Caption words as typed (the speech engine would split the path into several spoken words).
    const sp = sb.scenes[0]!.speech!;
    const tokens = hostile.split(" ");
    sp.words = tokens.map((w, i) => ({
      word: w,
      start: (i * sp.durationSeconds) / tokens.length,
      end: ((i + 0.9) * sp.durationSeconds) / tokens.length,
    }));
    const oldPath = process.env.PATH;
    process.env.PATH = `${bin}:${oldPath}`;
    let r: Awaited<ReturnType<typeof renderStoryboard>>;
    try {
      r = await renderStoryboard(sb, {
        out: path.join(dir, "hostile.mp4"),
        cacheDir,
        workDir: path.join(dir, "w-hostile"),
        musicPath: music,
        encoder,
      });
    } finally {
      process.env.PATH = oldPath;
    }
    const ass = await readFile(r.ass, "utf8");
    expect(ass).toContain("',drawtext=textfile=/etc/passwd");
    expect(ass).toContain("\\{\\\u2060b1\\}");
    const { readdir } = await import("node:fs/promises");
    const logs = (await readdir(dir)).filter((f) => f.startsWith("opened.log."));
    expect(logs.length).toBeGreaterThan(3);
    const opened = new Set<string>();
    for (const f of logs) {
      for (const m of (await readFile(path.join(dir, f), "utf8")).matchAll(
        /open(?:at)?\((?:AT_FDCWD, )?"([^"]+)"/g,
      ))
        opened.add(m[1]!);
    }
    expect([...opened].some((p) => p.includes("passwd"))).toBe(false);
    // Besides system libraries, fonts and fontconfig caches, ffmpeg touched only the job's files.
    const system =
      /^(\/usr\/|\/lib|\/etc\/(ld\.so|fonts|localtime|gnutls|ssl|gcrypt)|\/proc\/|\/sys\/|\/dev\/|\/var\/cache\/fontconfig|\/root\/\.cache\/fontconfig|\/root\/\.fontconfig|\/root\/\.config\/fontconfig|\/tmp\/.*\/\.cache|\/work\/main\/node_modules\/@expo-google-fonts)/;
    const outside = [...opened].filter(
      (p) => !system.test(p) && !p.startsWith(dir) && !p.startsWith(cacheDir),
    );
    expect(outside).toEqual([]);
  });

  it("re-renders only the changed scene when one scene is edited", async () => {
    const texts = ["First scene stays.", "Second scene changes.", "Third scene stays."];
    const sb = await storyboard({}, texts);
    const a = await renderStoryboard(sb, {
      out: path.join(dir, "edit-a.mp4"),
      cacheDir,
      workDir: path.join(dir, "w-ea"),
      musicPath: music,
      encoder,
    });
    expect(a.segments.reused).toBe(0);
    const edited = await storyboard({}, [texts[0]!, "A brand new middle scene.", texts[2]!]);
    const b = await renderStoryboard(edited, {
      out: path.join(dir, "edit-b.mp4"),
      cacheDir,
      workDir: path.join(dir, "w-eb"),
      musicPath: music,
      encoder,
    });
    expect(b.segments).toEqual({ rendered: 1, reused: 2 });
    const report = await checkVideo(path.join(dir, "edit-b.mp4"), { cacheDir });
    expect(Object.entries(report.checks).filter(([, c]) => !c.ok)).toEqual([]);
    // Scenes and transitions are encoded separately and joined by stream copy: every frame decodes.
    const { stderr } = await runFfmpeg(["-xerror", "-i", path.join(dir, "edit-b.mp4"), "-f", "null", "-"], {
      captureStderr: true,
    });
    expect(stderr).not.toMatch(/error|invalid|corrupt/i);
    // The edit looks like the same storyboard rendered from nothing: same frames, same pictures (the
    // transition out of the edited scene, drawn on its own, included).
    const cold = await renderStoryboard(edited, {
      out: path.join(dir, "edit-cold.mp4"),
      cacheDir: path.join(dir, "cache-cold"),
      workDir: path.join(dir, "w-ec"),
      musicPath: music,
      encoder,
    });
    expect(cold.segments).toEqual({ rendered: 3, reused: 0 });
    const frames = async (f: string) =>
      Number((await runFfprobe(f)).streams.find((x) => x.codec_type === "video")!.nb_frames);
    // Every frame of the time line, no more, no fewer: pieces drawn in different processes join exactly,
    // one frame after another with no pause at a join (the voice stays on its captions to the end).
    expect(await frames(b.video)).toBe(b.timeline.totalFrames);
    for (const r of [a, b]) {
      const pts = (
        await runFfprobeRaw([
          "-select_streams",
          "v",
          "-show_entries",
          "packet=pts_time",
          "-of",
          "csv=p=0",
          r.video,
        ])
      )
        .trim()
        .split("\n")
        .map(Number)
        .sort((x, y) => x - y);
      const steps = pts.slice(1).map((t, k) => Math.round((t - pts[k]!) * 30 * 100) / 100);
      expect(steps.filter((d) => d !== 1)).toEqual([]);
      expect(pts[0]).toBe(0);
    }
    expect(await frames(cold.video)).toBe(cold.timeline.totalFrames);
    const ssim = await runFfmpeg(
      ["-i", b.video, "-i", cold.video, "-lavfi", "[0:v][1:v]ssim", "-f", "null", "-"],
      {
        captureStderr: true,
      },
    );
    expect(Number(/All:([\d.]+)/.exec(ssim.stderr)?.[1])).toBeGreaterThan(0.97);
    // Another transition style only: every scene is reused, the transitions are drawn on their own.
    const slid = await renderStoryboard(
      { ...edited, transition: { ...edited.transition, kind: "slideleft" } },
      {
        out: path.join(dir, "edit-slide.mp4"),
        cacheDir,
        workDir: path.join(dir, "w-es"),
        musicPath: music,
        encoder,
      },
    );
    expect(slid.segments).toEqual({ rendered: 0, reused: 3 });
    expect(await frames(slid.video)).toBe(cold.timeline.totalFrames);
    const slideReport = await checkVideo(slid.video, { cacheDir });
    expect(Object.entries(slideReport.checks).filter(([, c]) => !c.ok)).toEqual([]);
    // Slides, and the middle scene edited again: its process draws the slide in (from its own chain)
    // and the slide out (xfade from a tail chain of its own); the result matches a cold render.
    const slidEdit = await storyboard({ transition: { kind: "slideleft", seconds: 0.4 } }, [
      texts[0]!,
      "Yet another middle scene.",
      texts[2]!,
    ]);
    const c = await renderStoryboard(slidEdit, {
      out: path.join(dir, "edit-slide-2.mp4"),
      cacheDir,
      workDir: path.join(dir, "w-es2"),
      musicPath: music,
      encoder,
    });
    expect(c.segments).toEqual({ rendered: 1, reused: 2 });
    expect(await frames(c.video)).toBe(c.timeline.totalFrames);
    const slideCold = await renderStoryboard(slidEdit, {
      out: path.join(dir, "edit-slide-cold.mp4"),
      cacheDir: path.join(dir, "cache-cold-slide"),
      workDir: path.join(dir, "w-esc"),
      musicPath: music,
      encoder,
    });
    const slideSsim = await runFfmpeg(
      ["-i", c.video, "-i", slideCold.video, "-lavfi", "[0:v][1:v]ssim", "-f", "null", "-"],
      { captureStderr: true },
    );
    expect(Number(/All:([\d.]+)/.exec(slideSsim.stderr)?.[1])).toBeGreaterThan(0.97);
  });

  it("encodes a scene left alone in parts side by side, matching the whole-scene encode", async () => {
    const text = "One longer scene, spoken slowly enough to be cut in two parts for a quick edit.";
    const sb = await storyboard(
      { captions: { enabled: true, style: "karaoke", font: "roboto", position: "bottom" } },
      [text],
    );
    sb.scenes[0]!.motion = "zoom-in";
    const split = await renderStoryboard(sb, {
      out: path.join(dir, "parts.mp4"),
      cacheDir: path.join(dir, "cache-parts"),
      workDir: path.join(dir, "w-parts"),
      musicPath: music,
      encoder,
      concurrency: 2,
    });
    const whole = await renderStoryboard(sb, {
      out: path.join(dir, "whole.mp4"),
      cacheDir: path.join(dir, "cache-whole"),
      workDir: path.join(dir, "w-whole"),
      musicPath: music,
      encoder: { ...encoder, threads: 1 },
      concurrency: 1,
    });
    const layout = async (r: typeof split) => {
      const list = await readFile(
        path.join(dir, r === split ? "w-parts" : "w-whole", "pieces.ffconcat"),
        "utf8",
      );
      return list.split("\n").filter((l) => l.startsWith("file ")).length;
    };
    expect(await layout(split)).toBe(2);
    expect(await layout(whole)).toBe(1);
    const frames = async (f: string) =>
      Number((await runFfprobe(f)).streams.find((s) => s.codec_type === "video")!.nb_frames);
    expect(await frames(split.video)).toBe(split.timeline.totalFrames);
    expect(await frames(whole.video)).toBe(whole.timeline.totalFrames);
    // Same motion and captions on every frame: only the encoder's keyframe placement differs.
    const { stderr } = await runFfmpeg(
      ["-i", split.video, "-i", whole.video, "-lavfi", "[0:v][1:v]ssim", "-f", "null", "-"],
      { captureStderr: true },
    );
    const ssim = Number(/All:([\d.]+)/.exec(stderr)?.[1]);
    expect(ssim).toBeGreaterThan(0.97);
    const report = await checkVideo(split.video, { cacheDir });
    expect(Object.entries(report.checks).filter(([, c]) => !c.ok)).toEqual([]);
  });

  it("draws Hindi, Arabic and Chinese captions inside the safe area with Noto fonts", async () => {
    for (const [language, text, family] of [
      ["Hindi", "नमस्ते, यह एक छोटा परीक्षण है।", "Noto Sans Devanagari"],
      ["Arabic", "مرحبا بكم في الاستوديو الجديد.", "Noto Sans Arabic"],
      ["Mandarin Chinese", "欢迎来到我们的视频工作室，今天我们一起制作短视频。", "Noto Sans CJK SC"],
    ] as const) {
      const sb = await storyboard(
        {
          voice: { language, gender: "female" } as Storyboard["voice"],
          captions: { enabled: true, style: "karaoke", font: "montserrat", position: "bottom" },
        },
        [text],
      );
      const out = path.join(dir, `lang-${language.split(" ")[0]}.mp4`);
      const r = await renderStoryboard(sb, {
        out,
        cacheDir,
        workDir: path.join(dir, `w-${language}`),
        musicPath: music,
        encoder,
      });
      const ass = await readFile(r.ass, "utf8");
      expect(ass).toContain(`Style: Caption,${family},`);
      const report = await checkVideo(out, { cacheDir });
      expect(report.checks.captionSafeArea?.ok, JSON.stringify(report.checks.captionSafeArea)).toBe(true);
      expect(report.checks.captionTiming?.ok, JSON.stringify(report.checks.captionTiming)).toBe(true);
    }
  });
});

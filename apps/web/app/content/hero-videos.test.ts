import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOME_HERO } from "./home";
import { TOOL_PAGES } from "./tool-pages";

// The committed hero clips (apps/web/scripts/make-hero-videos.ts) as a visitor's browser gets them.
const publicDir = path.resolve(import.meta.dirname, "../../public");
const heroes = [
  ["/", HOME_HERO],
  ...Object.entries(TOOL_PAGES).map(([p, page]) => [`/${p}`, page.hero] as const),
] as const;

function probe(file: string) {
  const out = execFileSync(
    "ffprobe",
    [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_type,codec_name,pix_fmt,width,height:format=duration",
      "-of",
      "json",
      file,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(out) as {
    streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number }[];
    format: { duration: string };
  };
}

describe("hero videos", () => {
  it("the home page and the five video tool pages have a clip", () => {
    const withVideo = heroes.filter(([, h]) => h.media.video).map(([p]) => p);
    expect(withVideo).toEqual(
      expect.arrayContaining([
        "/",
        "/ai-video-generator",
        "/youtube-shorts-generator",
        "/tiktok-video-maker",
        "/ai-subtitle-generator",
        "/slide-show-maker",
      ]),
    );
  });

  it.each(heroes.filter(([, h]) => h.media.video))(
    "%s: a small silent H.264 loop of 4-8 s with its poster",
    (_, hero) => {
      const video = hero.media.video;
      if (!video) throw new Error("no video");
      const file = path.join(publicDir, video.src);
      expect(statSync(file).size).toBeLessThanOrEqual(400 * 1024);
      expect(statSync(path.join(publicDir, video.poster)).size).toBeGreaterThan(1000);
      const { streams, format } = probe(file);
      expect(streams.map((s) => s.codec_type)).toEqual(["video"]);
      expect(streams[0]).toMatchObject({
        codec_name: "h264",
        pix_fmt: "yuv420p",
        width: video.width,
        height: video.height,
      });
      // faststart: the index (moov) comes before the media data, so playback starts before the last byte.
      const bytes = readFileSync(file);
      expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
      const seconds = Number(format.duration);
      expect(seconds).toBeGreaterThanOrEqual(4);
      expect(seconds).toBeLessThanOrEqual(8.05);
      expect(video.label.length).toBeGreaterThan(20);
    },
  );
});

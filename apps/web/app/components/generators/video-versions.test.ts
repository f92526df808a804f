import type { TGeneration } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { languageIndexAt, pickVersion, videoVersions } from "./video-versions";

const result: NonNullable<TGeneration["result"]> = {
  videoUrl: "/media/gen/1/video.mp4",
  srtUrl: "/media/gen/1/captions.srt",
  vttUrl: "/media/gen/1/captions.vtt",
  thumbnailUrl: "/media/gen/1/thumbnail.jpg",
  language: "English",
  languageCode: "en",
  alternates: [
    {
      language: "Spanish",
      code: "es",
      videoUrl: "/media/gen/1/video.es.mp4",
      srtUrl: "/media/gen/1/captions.es.srt",
      vttUrl: "/media/gen/1/captions.es.vtt",
      thumbnailUrl: "/media/gen/1/thumbnail.es.jpg",
      durationSeconds: 5.2,
    },
  ],
  credits: [],
};

describe("videoVersions", () => {
  it("lists the primary first, then each alternate with its own files", () => {
    const versions = videoVersions(result);
    expect(versions.map((v) => [v.language, v.code, v.videoUrl, v.srtUrl])).toEqual([
      ["English", "en", "/media/gen/1/video.mp4", "/media/gen/1/captions.srt"],
      ["Spanish", "es", "/media/gen/1/video.es.mp4", "/media/gen/1/captions.es.srt"],
    ]);
    expect(pickVersion(versions, "es")?.vttUrl).toBe("/media/gen/1/captions.es.vtt");
    expect(pickVersion(versions, "xx")?.code).toBe("en");
    expect(pickVersion(versions, undefined)?.code).toBe("en");
  });

  it("is one version for a single-language video, none without a video", () => {
    expect(videoVersions({ videoUrl: "/media/gen/2/video.mp4", credits: [] })).toHaveLength(1);
    expect(videoVersions({ imageUrl: "/media/gen/3/image.png", credits: [] })).toEqual([]);
    expect(videoVersions(null)).toEqual([]);
  });
});

describe("languageIndexAt", () => {
  it("splits the bar into equal shares, one per language", () => {
    expect(languageIndexAt(0, 2)).toBe(0);
    expect(languageIndexAt(49, 2)).toBe(0);
    expect(languageIndexAt(50, 2)).toBe(1);
    expect(languageIndexAt(100, 2)).toBe(1);
    expect(languageIndexAt(70, 3)).toBe(2);
    expect(languageIndexAt(90, 1)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { ZCreateGeneration, ZFacelessInput, ZGeneration, ZVideoInput } from "./generations.ts";

describe("video request (SPEC 7 /api/video/generate)", () => {
  it("reads the spec's duration labels and numbers, and applies the spec's defaults", () => {
    const parsed = ZVideoInput.parse({ description: "Bees", videoDuration: "7 Seconds" });
    expect(parsed).toEqual({
      description: "Bees",
      videoDuration: 7,
      platform: "Youtube",
      agegroup: ["All Age Groups"],
      gender: ["Female"],
    });
    expect(ZVideoInput.parse({ description: "x", videoDuration: 10 }).videoDuration).toBe(10);
    expect(ZVideoInput.parse({ description: "x", videoDuration: "60" }).videoDuration).toBe(60);
  });

  it("accepts the spec's choices in any case and one value where a list is expected", () => {
    const parsed = ZVideoInput.parse({
      description: "x",
      platform: "tiktok",
      agegroup: "middle-aged",
      gender: "male",
      languages: ["mandarin chinese"],
    });
    expect(parsed.platform).toBe("TikTok");
    expect(parsed.agegroup).toEqual(["Middle-Aged"]);
    expect(parsed.gender).toEqual(["Male"]);
    expect(parsed.languages).toEqual(["Mandarin Chinese"]);
  });

  it("refuses durations outside 5 to 60 seconds, unknown choices and two genders", () => {
    for (const bad of [
      { videoDuration: "4 Seconds" },
      { videoDuration: 61 },
      { videoDuration: "five" },
      { platform: "MySpace" },
      { agegroup: ["Teen"] },
      { gender: ["Male", "Female"] },
      { description: "   " },
    ]) {
      expect(ZVideoInput.safeParse({ description: "x", ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("takes the presets' styles; the movie maker's up to 180 seconds, the others up to 60", () => {
    const movie = ZVideoInput.parse({ description: "x", videoDuration: "180 Seconds", style: "movie" });
    expect(movie).toMatchObject({ videoDuration: 180, style: "movie" });
    expect(ZVideoInput.parse({ description: "x", videoDuration: 120, style: "movie" }).videoDuration).toBe(
      120,
    );
    expect(ZVideoInput.parse({ description: "x", style: "animated" }).style).toBe("animated");
    const long = ZVideoInput.safeParse({ description: "x", videoDuration: 120, style: "animated" });
    expect(long.error?.issues).toEqual([
      expect.objectContaining({
        path: ["videoDuration"],
        message:
          'videoDuration must be from 5 to 60 seconds (e.g. "5 Seconds"); the movie maker (style "movie") makes up to 180',
      }),
    ]);
    expect(ZVideoInput.safeParse({ description: "x", videoDuration: 120 }).success).toBe(false);
    expect(
      ZVideoInput.safeParse({ description: "x", videoDuration: 181, style: "movie" }).error?.issues[0]
        ?.message,
    ).toBe('videoDuration must be from 5 to 180 seconds (e.g. "5 Seconds")');
    expect(ZVideoInput.safeParse({ description: "x", style: "cartoon" }).error?.issues[0]?.message).toBe(
      "style must be one of animated, movie",
    );
  });
});

describe("faceless request", () => {
  it('answers "Write Something!" for an empty script', () => {
    const result = ZFacelessInput.safeParse({ script: "  \n " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Write Something!");
  });

  it("takes the spec's caption styles and fonts only", () => {
    expect(ZFacelessInput.parse({ script: "Hi.", captions: "karaoke", font: "Comic" }).captions).toBe(
      "karaoke",
    );
    expect(ZFacelessInput.safeParse({ script: "Hi.", captions: "wavy" }).success).toBe(false);
  });
});

describe("create generation", () => {
  it("validates the input of the kind asked for", () => {
    expect(ZCreateGeneration.safeParse({ kind: "image", input: { prompt: "Cat" } }).success).toBe(true);
    expect(ZCreateGeneration.safeParse({ kind: "image", input: { script: "Cat" } }).success).toBe(false);
    expect(ZCreateGeneration.safeParse({ kind: "music", input: {} }).success).toBe(false);
  });
});

describe("generation result", () => {
  const base = {
    id: "g1",
    kind: "video",
    status: "succeeded",
    stage: "done",
    percent: 100,
    title: "Bees",
    error: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };

  it("keeps a one-language result as it was, and lists other languages as alternates", () => {
    const single = { videoUrl: "/media/gen/g1/video.mp4", credits: [] };
    expect(ZGeneration.parse({ ...base, result: single }).result).toEqual(single);
    const several = {
      ...single,
      language: "English",
      languageCode: "en",
      alternates: [
        {
          language: "Spanish",
          code: "es",
          videoUrl: "/media/gen/g1/video.es.mp4",
          srtUrl: "/media/gen/g1/captions.es.srt",
          vttUrl: "/media/gen/g1/captions.es.vtt",
          thumbnailUrl: "/media/gen/g1/thumbnail.es.jpg",
          durationSeconds: 5.1,
        },
      ],
    };
    expect(ZGeneration.parse({ ...base, result: several }).result).toEqual(several);
    const withoutVideo = {
      ...several,
      alternates: [{ language: "Spanish", code: "es", durationSeconds: 5 }],
    };
    expect(ZGeneration.safeParse({ ...base, result: withoutVideo }).success).toBe(false);
  });
});

import type { TGeneration, TSubscriptionStatusResponse } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { estimateSeconds, formatDuration, requestedSeconds, unitsLeft } from "./generation-estimate";

function done(kind: TGeneration["kind"], took: number, durationSeconds?: number): TGeneration {
  const start = Date.parse("2026-11-26T10:00:00Z");
  return {
    id: `g${took}`,
    kind,
    status: "succeeded",
    stage: null,
    percent: 100,
    title: "x",
    result: { credits: [], ...(durationSeconds ? { durationSeconds } : {}) },
    error: null,
    createdAt: new Date(start).toISOString(),
    updatedAt: new Date(start + took * 1000).toISOString(),
  };
}

describe("generation estimate", () => {
  it("reads the length asked for: a video's duration per language, a faceless script's words", () => {
    expect(requestedSeconds("video", { videoDuration: "8 Seconds" })).toBe(8);
    expect(requestedSeconds("video", { videoDuration: 5, languages: ["English", "Hindi", "Hindi"] })).toBe(
      10,
    );
    expect(requestedSeconds("faceless", { script: "word ".repeat(50) })).toBe(20);
    expect(requestedSeconds("image", { prompt: "a cat" })).toBeNull();
  });

  it("scales the user's own recent render speed to the length asked for", () => {
    // 20 s for 5 s of video, 40 s for 10 s: 4 s of work per second of video.
    const recent = [done("video", 20, 5), done("video", 40, 10), done("image", 3)];
    expect(estimateSeconds("video", { videoDuration: 10 }, recent)).toBe(40);
    expect(estimateSeconds("video", { videoDuration: 5, languages: ["English", "Hindi"] }, recent)).toBe(40);
    // Kinds without a length take the median of their recent runs.
    expect(
      estimateSeconds("image", { prompt: "x" }, [done("image", 3), done("image", 9), done("image", 4)]),
    ).toBe(4);
  });

  it("falls back to a figure per kind without history, and ignores failed runs", () => {
    const failed = { ...done("video", 500, 5), status: "failed" as const };
    expect(estimateSeconds("video", { videoDuration: 5 }, [failed])).toBe(20);
    expect(estimateSeconds("script", { script: "x" }, [])).toBe(3);
  });

  it("says durations in round words", () => {
    expect(formatDuration(1)).toBe("about 1 second");
    expect(formatDuration(23)).toBe("about 25 seconds");
    expect(formatDuration(95)).toBe("about 2 minutes");
    expect(formatDuration(7200)).toBe("about 2 hours");
  });

  it("counts what is left of a feature this period", () => {
    const status = {
      imageGenerationCount: 2,
      imageGenerationLimit: 5,
      videoGenerationCount: 3,
      videoGenerationLimit: 2,
    } as TSubscriptionStatusResponse;
    expect(unitsLeft(status, "images")).toBe(3);
    expect(unitsLeft(status, "videos")).toBe(0);
  });
});

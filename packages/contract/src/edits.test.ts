import { describe, expect, it } from "vitest";
import { editCost, editCostLabel, editUnits, ZEditOperation } from "./edits.ts";

// Issue 12: what saving an edit costs, the one rule the server charges by and the editor shows.

describe("the cost of an edit", () => {
  it("is free below half of the scenes, one unit from half on", () => {
    expect(editUnits(0, 6)).toBe(0);
    expect(editUnits(2, 6)).toBe(0);
    expect(editUnits(3, 6)).toBe(1);
    expect(editUnits(6, 6)).toBe(1);
    expect(editUnits(1, 1)).toBe(1);
    expect(editUnits(0, 0)).toBe(0);
  });

  it("counts the intro and outro scenes among the scenes of the edited video", () => {
    // A 4-scene video given an intro and an outro: 2 of 6 scenes are new, free.
    expect(editCost(2, 6, "facelessVideos")).toEqual({
      scenesToRender: 2,
      scenes: 6,
      units: 0,
      feature: "facelessVideos",
      message: "Re-renders 2 of 6 scenes: free.",
    });
    // An intro and two new narrations of the same video: 3 of 5, one unit.
    expect(editCost(3, 5, "facelessVideos")).toMatchObject({
      units: 1,
      message: "Re-renders 3 of 5 scenes: counts as one faceless video.",
    });
  });

  it("names the unit the same way in the message and the editor's label, for every editable kind", () => {
    for (const [feature, name] of [
      ["videos", "video"],
      ["facelessVideos", "faceless video"],
      ["slideshows", "slideshow"],
      ["linkVideos", "link video"],
      ["voiceOvers", "voice-over"],
      ["clips", "set of clips"],
    ] as const) {
      const cost = editCost(4, 4, feature);
      expect(cost.message).toBe(`Re-renders 4 of 4 scenes: counts as one ${name}.`);
      expect(editCostLabel(cost)).toBe(`1 ${name}`);
      expect(editCostLabel(editCost(1, 4, feature))).toBe("Free");
    }
  });
});

describe("the cost of an edit of a kind without scenes", () => {
  it("counts the kind's parts by the same rule and names them", () => {
    expect(editCost(1, 3, "videos", "parts of the meme")).toMatchObject({
      units: 0,
      message: "Changes 1 of 3 parts of the meme: free.",
    });
    expect(editCost(4, 4, "clips", "clips")).toMatchObject({
      units: 1,
      message: "Changes 4 of 4 clips: counts as one set of clips.",
    });
  });
});

describe("the edit operations", () => {
  const messageOf = (op: unknown) => {
    const parsed = ZEditOperation.safeParse(op);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("refuse an operation that names nothing to change, by its name", () => {
    for (const op of ["voice", "captions", "music", "format", "meme"]) {
      expect(messageOf({ op })).toBe(`${op}: nothing to change`);
    }
    expect(messageOf({ op: "captions", style: "karaoke" })).toBeNull();
  });

  it("take a meme's texts (null removes one), template and picture, and a subtitled video's cues", () => {
    expect(messageOf({ op: "meme", topText: "Monday again", bottomText: null })).toBeNull();
    expect(messageOf({ op: "meme", media: null })).toBeNull();
    expect(messageOf({ op: "meme", template: "galaxy-brain" })).toMatch(
      /^meme template must be one of: caption-bar/,
    );
    expect(messageOf({ op: "meme", topText: "x".repeat(151) })).toBe(
      "meme topText must be at most 150 characters",
    );
    expect(messageOf({ op: "cues", cues: [{ start: 0, end: 1.5, text: "Hello" }] })).toBeNull();
    expect(messageOf({ op: "cues", cues: [] })).toBe("cues must hold at least one cue");
    expect(messageOf({ op: "cues", cues: [{ start: 2, end: 1, text: "Hello" }] })).toBe(
      "a cue must end after it starts",
    );
    expect(messageOf({ op: "cues", cues: [{ start: 0, end: 1, text: "  " }] })).toBe(
      "cues: every cue is empty",
    );
  });
});

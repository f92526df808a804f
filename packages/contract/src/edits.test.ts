import { describe, expect, it } from "vitest";
import { editCost, editCostLabel, editUnits } from "./edits.ts";

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
    ] as const) {
      const cost = editCost(4, 4, feature);
      expect(cost.message).toBe(`Re-renders 4 of 4 scenes: counts as one ${name}.`);
      expect(editCostLabel(cost)).toBe(`1 ${name}`);
      expect(editCostLabel(editCost(1, 4, feature))).toBe("Free");
    }
  });
});

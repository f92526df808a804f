import { describe, expect, it } from "vitest";
import { type DraftScene, draftOperations } from "./edit-draft";

const scene = (key: string, narration: string, origin = narration): DraftScene => ({
  key,
  narration,
  origin,
  visual: "a colour",
  durationSeconds: 2,
});

describe("draftOperations", () => {
  it("is empty for an untouched draft, and ignores whitespace-only changes and emptied narrations", () => {
    expect(draftOperations([], [scene("a", "One."), scene("b", "Two.")])).toEqual([]);
    expect(draftOperations([], [scene("a", " One.  ", "One."), scene("b", "", "Two.")])).toEqual([]);
  });

  it("keeps the scene operations in order, then numbers changed narrations by their place after them", () => {
    // Scene 1 moved to the end, then the narration of the scene now first (the old scene 2) changed.
    const scenes = [scene("b", "Two, rewritten.", "Two."), scene("c", "Three."), scene("a", "One.")];
    expect(draftOperations([{ op: "move", scene: 1, to: 3 }], scenes)).toEqual([
      { op: "move", scene: 1, to: 3 },
      { op: "narration", scene: 1, text: "Two, rewritten." },
    ]);
  });

  it("a duplicate's own narration change names the copy, not its original", () => {
    const scenes = [scene("a", "One."), scene("a#1", "One again.", "One."), scene("b", "Two.")];
    expect(draftOperations([{ op: "duplicate", scene: 1 }], scenes)).toEqual([
      { op: "duplicate", scene: 1 },
      { op: "narration", scene: 2, text: "One again." },
    ]);
  });
});

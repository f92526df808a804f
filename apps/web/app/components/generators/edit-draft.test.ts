import type { TEditableStoryboard } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import {
  addScene,
  type DraftScene,
  draftOf,
  draftOperations,
  mergeScenes,
  moveScene,
  replaceVisual,
  sceneSeekSeconds,
  splitScene,
} from "./edit-draft";

const scene = (key: string, narration: string, origin = narration): DraftScene => ({
  key,
  narration,
  origin,
  visual: "a colour",
  durationSeconds: 2,
});

describe("draftOperations", () => {
  it("drops moves that put every scene back in its place, and keeps any that did not", () => {
    const order = ["a", "b", "c"];
    const back = [scene("a", "One."), scene("b", "Two."), scene("c", "Three.")];
    const moves = [
      { op: "move" as const, scene: 1, to: 2 },
      { op: "move" as const, scene: 2, to: 1 },
    ];
    expect(draftOperations(moves, back, order)).toEqual([]);
    // A narration changed meanwhile is still saved.
    const changed = [scene("a", "One more.", "One."), scene("b", "Two."), scene("c", "Three.")];
    expect(draftOperations(moves, changed, order)).toEqual([
      { op: "narration", scene: 1, text: "One more." },
    ]);
    // Not back in place: the moves stay.
    const moved = [scene("b", "Two."), scene("a", "One."), scene("c", "Three.")];
    expect(draftOperations(moves.slice(0, 1), moved, order)).toEqual(moves.slice(0, 1));
    // A duplicate deleted again is not a move: left to the server.
    const dup = [
      { op: "duplicate" as const, scene: 1 },
      { op: "delete" as const, scene: 2 },
    ];
    expect(draftOperations(dup, back, order)).toEqual(dup);
  });

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

describe("scene changes of the draft", () => {
  const timed = (key: string, narration: string, seconds: number): DraftScene => ({
    ...scene(key, narration),
    durationSeconds: seconds,
    originDuration: seconds,
    startSeconds: 0,
  });

  it("a changed length is a duration operation after the narrations; an untouched one none", () => {
    const scenes = [timed("a", "One.", 2), { ...timed("b", "Two!", 3), durationSeconds: 6 }];
    expect(draftOperations([], scenes)).toEqual([{ op: "duration", scene: 2, seconds: 6 }]);
    expect(draftOperations([], [{ ...timed("a", "One.", 2), durationSeconds: 0.2 }])).toEqual([]);
  });

  it("splits after a word: two scenes saying the two parts, the operation naming the word", () => {
    const r = splitScene([timed("a", "Bees fly at dawn.", 3), timed("b", "Honey.", 2)], 0, 2);
    expect(r?.ops).toEqual([{ op: "split", scene: 1, word: 2 }]);
    expect(r?.scenes.map((s) => s.narration)).toEqual(["Bees fly", "at dawn.", "Honey."]);
    expect(draftOperations(r?.ops ?? [], r?.scenes ?? [])).toEqual([{ op: "split", scene: 1, word: 2 }]);
    expect(splitScene([timed("a", "Bees fly.", 3)], 0, 2)).toBeNull();
  });

  it("a narration edited before a split or merge is saved first, so the server cuts what the user sees", () => {
    const scenes = [
      { ...timed("a", "Bees fly at night.", 3), origin: "Bees fly at dawn." },
      timed("b", "Honey.", 2),
    ];
    const r = mergeScenes(scenes, 0);
    expect(r?.ops).toEqual([
      { op: "narration", scene: 1, text: "Bees fly at night." },
      { op: "merge", scene: 1 },
    ]);
    expect(r?.scenes.map((s) => s.narration)).toEqual(["Bees fly at night. Honey."]);
    expect(draftOperations(r?.ops ?? [], r?.scenes ?? [])).toEqual(r?.ops);
    expect(mergeScenes(scenes, 1)).toBeNull();
  });

  it("adds, moves and replaces a picture, in the order done", () => {
    const base = [timed("a", "One.", 2), timed("b", "Two.", 2)];
    const added = addScene(base, 2, "  Three.  ");
    const moved = moveScene(added?.scenes ?? [], 2, 0);
    const cup = {
      id: "fluent-emoji-flat:hot-beverage",
      label: "hot beverage",
      source: "illustration" as const,
      media: "illustration" as const,
      thumbnailUrl: "/api/visuals/illustrations/fluent-emoji-flat%3Ahot-beverage",
      license: "MIT",
      use: { illustration: "fluent-emoji-flat:hot-beverage" },
    };
    const pictured = replaceVisual(moved?.scenes ?? [], 1, { picture: cup });
    const photo = {
      id: "pexels:photo:202",
      label: "An orange coffee cup",
      source: "pexels" as const,
      media: "photo" as const,
      thumbnailUrl: "https://images.pexels.com/photos/202/small.jpg",
      license: "Pexels License",
      use: { stock: "pexels:photo:202", label: "An orange coffee cup" },
    };
    const stocked = replaceVisual(pictured?.scenes ?? [], 0, { picture: photo });
    expect([
      ...(added?.ops ?? []),
      ...(moved?.ops ?? []),
      ...(pictured?.ops ?? []),
      ...(stocked?.ops ?? []),
    ]).toEqual([
      { op: "add", at: 3, narration: "Three." },
      { op: "move", scene: 3, to: 1 },
      { op: "visual", scene: 2, illustration: "fluent-emoji-flat:hot-beverage" },
      { op: "visual", scene: 1, stock: "pexels:photo:202", label: "An orange coffee cup" },
    ]);
    expect(pictured?.scenes.map((s) => s.narration)).toEqual(["Three.", "One.", "Two."]);
    expect(pictured?.scenes[1]?.visual).toBe("hot beverage");
    expect(stocked?.scenes[0]?.visual).toBe("Pexels photo: An orange coffee cup");
    expect(stocked?.scenes[0]?.thumbnailUrl).toBe("https://images.pexels.com/photos/202/small.jpg");
    expect(addScene(base, 0, "   ")).toBeNull();
    expect(moveScene(base, 0, 2)).toBeNull();
  });
});

describe("jump to scene", () => {
  it("seeks past the intro clip before scene 1: lead + the scene's start", () => {
    expect(sceneSeekSeconds(0, 0)).toBe(0);
    expect(sceneSeekSeconds(3.2, 0)).toBe(3.2);
    expect(sceneSeekSeconds(0, 1.5)).toBe(1.5);
    expect(sceneSeekSeconds(3.2, 1.5)).toBe(4.7);
    expect(sceneSeekSeconds(null, 1.5)).toBeNull();
    expect(sceneSeekSeconds(undefined)).toBeNull();
  });

  it("the draft's scenes start where they play in the video of a version with an intro clip", () => {
    const sb = {
      leadSeconds: 2,
      scenes: [
        {
          id: "a",
          narration: "One.",
          visual: "x",
          durationSeconds: 3,
          startSeconds: 0,
          pictures: [],
          alternatives: [],
        },
        {
          id: "b",
          narration: "Two.",
          visual: "x",
          durationSeconds: 3,
          startSeconds: 3.4,
          pictures: [],
          alternatives: [],
        },
        {
          id: "c",
          narration: "Three.",
          visual: "x",
          durationSeconds: null,
          startSeconds: null,
          pictures: [],
          alternatives: [],
        },
      ],
    } as unknown as TEditableStoryboard;
    expect(draftOf(sb).map((s) => s.startSeconds)).toEqual([2, 5.4, null]);
    expect(draftOf({ ...sb, leadSeconds: 0 }).map((s) => s.startSeconds)).toEqual([0, 3.4, null]);
  });
});

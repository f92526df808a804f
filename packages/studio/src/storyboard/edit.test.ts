import { ZEditOperation } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { searchIllustrations } from "../providers/builtin/illustrations/search.ts";
import { applyEdit, EditRefused, editableView, scenesToRender, splitAtWord } from "./edit.ts";
import { parseStoryboard, type Storyboard } from "./schema.ts";

// Issue 12, the scene operations of the editor: a picture from the library (an alternative or a search
// result) or from the user's uploads, a cut at a chosen word, and the editor's view of the choices.

function board(): Storyboard {
  return parseStoryboard({
    version: 1,
    title: "Coffee",
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
    scenes: [
      {
        id: "a",
        narration: "Fresh coffee and warm bread every morning.",
        visual: { kind: "designer", prompt: "x" },
      },
      {
        id: "b",
        narration: "Come to our bakery on Main Street today.",
        visual: { kind: "designer", prompt: "y" },
      },
      { id: "c", narration: "See you soon.", visual: { kind: "color", color: "#112233" } },
    ],
    voice: { language: "en", gender: "female" },
    captions: {},
  });
}

const refused = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(EditRefused);
    return (error as Error).message;
  }
  throw new Error("not refused");
};

describe("scene operations", () => {
  it("validates a visual operation: exactly one of query, illustration, upload or stock", () => {
    expect(
      ZEditOperation.safeParse({ op: "visual", scene: 1, illustration: "fluent-emoji-flat:bread" }).success,
    ).toBe(true);
    const both = ZEditOperation.safeParse({ op: "visual", scene: 1, query: "a cup", upload: "u1" });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe(
      "visual: give exactly one of query, illustration, upload or stock",
    );
    expect(ZEditOperation.safeParse({ op: "visual", scene: 1 }).success).toBe(false);
    const stock = { op: "visual", scene: 1, stock: "pexels:photo:202", label: "a cup" };
    expect(ZEditOperation.safeParse(stock).success).toBe(true);
    expect(ZEditOperation.safeParse({ ...stock, query: "a cup" }).error?.issues[0]?.message).toBe(
      "visual: give exactly one of query, illustration, upload or stock",
    );
    expect(ZEditOperation.safeParse({ ...stock, stock: "flickr:photo:1" }).error?.issues[0]?.message).toMatch(
      /^stock must be an id such as pexels:photo:2014422/,
    );
    expect(
      ZEditOperation.safeParse({ op: "visual", scene: 1, query: "a cup", label: "x" }).error?.issues[0]
        ?.message,
    ).toBe("visual: label goes with stock only");
    const badId = ZEditOperation.safeParse({ op: "visual", scene: 1, illustration: "<svg>" });
    expect(badId.error?.issues[0]?.message).toMatch(/^illustration must be an id/);
    const badWord = ZEditOperation.safeParse({ op: "split", scene: 1, word: 0 });
    expect(badWord.error?.issues[0]?.message).toBe("split word numbers start at 1");
  });

  it("a stock item chosen from a search replaces a scene's picture: exactly that item, that scene only", () => {
    const sb = board();
    const r = applyEdit(sb, [
      { op: "visual", scene: 2, stock: "pixabay:video:125", label: "waves on a beach" },
    ]);
    expect(r.storyboard.scenes[1]?.visual).toEqual({
      kind: "stock",
      query: "waves on a beach",
      media: "video",
      item: { provider: "pixabay", id: "125" },
    });
    expect(r.storyboard.scenes[1]?.resolvedVisual).toBeUndefined();
    expect(r.message).toBe('Replaced the picture in scene 2 with the Pixabay video "waves on a beach".');
    expect(scenesToRender(sb, r.storyboard)).toBe(1);
    expect(editableView("v", r.storyboard).scenes[1]?.visual).toBe("Pixabay video 125: waves on a beach");
  });

  it("an illustration of the library replaces a scene's picture, re-rendering that scene only", () => {
    const sb = board();
    const r = applyEdit(sb, [{ op: "visual", scene: 2, illustration: "fluent-emoji-flat:hot-beverage" }]);
    expect(r.storyboard.scenes[1]?.visual).toEqual({
      kind: "designer",
      prompt: "hot beverage",
      illustrations: ["fluent-emoji-flat:hot-beverage"],
    });
    expect(r.message).toBe("Replaced the picture in scene 2 with the illustration hot beverage.");
    expect(scenesToRender(sb, r.storyboard)).toBe(1);
    expect(editableView("v", r.storyboard).scenes[1]?.pictures.map((p) => p.id)).toEqual([
      "fluent-emoji-flat:hot-beverage",
    ]);
    expect(
      refused(() =>
        applyEdit(sb, [{ op: "visual", scene: 2, illustration: "fluent-emoji-flat:no-such-thing" }]),
      ),
    ).toBe(
      'The library has no illustration "fluent-emoji-flat:no-such-thing". Which picture should scene 2 show?',
    );
  });

  it("describes a scene by the pictures it shows, not by the writer's note of picture words", () => {
    const sb = board();
    const note = "suscripción calendar box delivery gift sale Lisboa city panadería bread shop bakery";
    const drawn = (id: string, start: number) => ({
      source: "illustration",
      id: `fluent-emoji-flat:${id}`,
      keywords: [],
      start,
      duration: 2,
      license: "MIT",
    });
    const shown = parseStoryboard({
      ...sb,
      scenes: [
        {
          ...sb.scenes[0],
          visual: { kind: "designer", prompt: note },
          visuals: [drawn("package", 0), drawn("bread", 2)],
        },
        { ...sb.scenes[1], visual: { kind: "designer", prompt: note } },
      ],
    });
    const view = editableView("v", shown);
    expect(view.scenes[0]?.visual).toBe("package and bread");
    // Not rendered yet: the note is all there is to say.
    expect(view.scenes[1]?.visual).toBe(note);
  });

  it("words for a new picture show what they name in the library; words it has no picture for are a hint", () => {
    const sb = board();
    const cup = applyEdit(sb, [{ op: "visual", scene: 3, query: "a coffee cup" }]);
    expect(cup.storyboard.scenes[2]?.visual).toEqual({
      kind: "designer",
      prompt: "a coffee cup",
      illustrations: ["fluent-emoji-flat:hot-beverage"],
    });
    expect(editableView("v", cup.storyboard).scenes[2]?.visual).toBe("a coffee cup");
    const vague = applyEdit(sb, [{ op: "visual", scene: 3, query: "something nice" }]);
    expect(vague.storyboard.scenes[2]?.visual).toEqual({ kind: "designer", prompt: "something nice" });
  });

  it("an upload replaces a scene's picture when the edit knows it; an unknown one is a question", () => {
    const sb = board();
    const uploads = new Map([["u-1", { name: "cup.jpg", media: "image" as const, file: "u-1.jpg" }]]);
    const r = applyEdit(sb, [{ op: "visual", scene: 1, upload: "u-1" }], { uploads });
    expect(r.storyboard.scenes[0]?.visual).toEqual({
      kind: "asset",
      path: "u-1.jpg",
      media: "image",
      upload: "u-1",
    });
    expect(r.message).toBe("Replaced the picture in scene 1 with your photo cup.jpg.");
    expect(editableView("v", r.storyboard).scenes[0]?.visual).toBe("your image");
    expect(refused(() => applyEdit(sb, [{ op: "visual", scene: 1, upload: "u-2" }], { uploads }))).toMatch(
      /^There is no photo or clip "u-2" in your media/,
    );
  });

  it("splits a scene after a chosen word; a word at the end is a question", () => {
    expect(splitAtWord("one two three", 1)).toEqual(["one", "two three"]);
    expect(splitAtWord("one two three", 3)).toBeNull();
    const sb = board();
    const r = applyEdit(sb, [{ op: "split", scene: 1, word: 3 }]);
    expect(r.storyboard.scenes.map((s) => s.narration)).toEqual([
      "Fresh coffee and",
      "warm bread every morning.",
      "Come to our bakery on Main Street today.",
      "See you soon.",
    ]);
    expect(r.storyboard.scenes.map((s) => s.id)).toEqual(["a", "a-2", "b", "c"]);
    // Pictures chosen from the words are chosen from each part's own words.
    const fromWords = applyEdit(
      parseStoryboard({
        ...sb,
        scenes: [{ ...sb.scenes[0], visual: { kind: "designer", prompt: sb.scenes[0]?.narration } }],
      }),
      [{ op: "split", scene: 1, word: 3 }],
    );
    expect(fromWords.storyboard.scenes.map((s) => s.visual)).toEqual([
      { kind: "designer", prompt: "Fresh coffee and" },
      { kind: "designer", prompt: "warm bread every morning." },
    ]);
    expect(editableView("v", fromWords.storyboard).scenes[1]?.visual).toBe(
      "pictures chosen from the narration",
    );
    expect(r.message).toBe('Split scene 1 in two after "and".');
    expect(scenesToRender(sb, r.storyboard)).toBe(2);
    expect(refused(() => applyEdit(sb, [{ op: "split", scene: 3, word: 3 }]))).toBe(
      "Scene 3 has 3 words, so it can be cut after word 1 to 2. After which word should it be cut?",
    );
  });

  it("add, merge, duration and move compose in order", () => {
    const sb = board();
    const r = applyEdit(sb, [
      { op: "add", at: 4, narration: "Open every day from seven." },
      { op: "merge", scene: 1 },
      { op: "duration", scene: 1, seconds: 9 },
      { op: "move", scene: 3, to: 1 },
    ]);
    expect(r.storyboard.scenes.map((s) => s.narration)).toEqual([
      "Open every day from seven.",
      "Fresh coffee and warm bread every morning. Come to our bakery on Main Street today.",
      "See you soon.",
    ]);
    expect(r.storyboard.scenes[1]?.durationSeconds).toBe(9);
  });

  it("offers the alternatives the narration names when the render recorded none", () => {
    const view = editableView("v", board());
    const ids = view.scenes[0]?.alternatives.map((a) => a.id) ?? [];
    expect(ids).toContain("fluent-emoji-flat:hot-beverage");
    expect(ids).toContain("fluent-emoji-flat:bread");
    expect(view.scenes[0]?.alternatives[0]).toMatchObject({
      source: "illustration",
      license: "MIT",
      thumbnailUrl: expect.stringMatching(/^\/api\/visuals\/illustrations\/fluent-emoji-flat%3A/),
    });
    // Not rendered yet: the start of each scene is not known.
    expect(view.scenes[0]?.startSeconds).toBeNull();
  });
});

describe("searching the illustration library", () => {
  it("finds pictures by words, best first, without symbols", () => {
    const cup = searchIllustrations("coffee cup");
    expect(cup[0]?.id).toBe("fluent-emoji-flat:hot-beverage");
    expect(cup.length).toBeGreaterThan(1);
    const dog = searchIllustrations("dogs").map((h) => h.id);
    expect(dog).toContain("fluent-emoji-flat:dog-face");
    expect(searchIllustrations("Hund", "de").map((h) => h.id)).toContain("fluent-emoji-flat:dog-face");
    // Symbols (arrows, signs) are left out; pictures with an arrow in them are not.
    const arrow = searchIllustrations("arrow").map((h) => h.id);
    expect(arrow).toContain("fluent-emoji-flat:bow-and-arrow");
    expect(arrow).not.toContain("fluent-emoji-flat:up-arrow");
    expect(searchIllustrations("zzzqqq")).toEqual([]);
  });
});

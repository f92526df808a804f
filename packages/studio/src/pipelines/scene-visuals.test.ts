import { describe, expect, it } from "vitest";
import { parseStoryboard } from "../storyboard/schema.ts";
import { keyVisual, videoSubjects } from "./scene-visuals.ts";

const sb = parseStoryboard({
  version: 1,
  title: "Family-owned bakery in Lisbon",
  format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480 },
  scenes: [
    {
      id: "s1",
      narration: "Our bakery bakes sourdough bread every morning.",
      visual: { kind: "color", color: "#112233" },
    },
    {
      id: "s2",
      narration: "The weekly box costs 12 euros, delivered on Friday.",
      visual: { kind: "color", color: "#112233" },
    },
  ],
  voice: { language: "English", gender: "female" },
  captions: {},
});

describe("key visual", () => {
  it("ranks the video's subjects and composes the strongest for a cover, with their ids", () => {
    const first = videoSubjects(sb)[0]!.map((s) => s.emoji);
    expect(first).toEqual(["🥖", "🏪"]);
    const kv = keyVisual(sb, 320, 200);
    expect(kv?.ids).toEqual(["fluent-emoji-flat:baguette-bread", "reelforge:storefront"]);
    // A PNG of the size asked for.
    expect(kv?.png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(kv?.png.readUInt32BE(16)).toBe(320);
    expect(kv?.png.readUInt32BE(20)).toBe(200);
  });

  it("is what the video opens with: a later scene's words do not change it", () => {
    const edited = parseStoryboard({
      ...sb,
      scenes: [
        sb.scenes[0],
        { ...sb.scenes[1], narration: "Pizza, pizza and more pizza: a pizza for every pizza lover." },
      ],
    });
    expect(keyVisual(edited, 64)?.emoji).toEqual(keyVisual(sb, 64)?.emoji);
    expect(keyVisual(edited, 64)?.ids).not.toContain("fluent-emoji-flat:pizza");
    // A title and first scene that name nothing take the next scene's subjects.
    const plain = parseStoryboard({
      ...sb,
      title: "Good news",
      scenes: [{ ...sb.scenes[0], narration: "Here is something new." }, sb.scenes[1]],
    });
    expect(keyVisual(plain, 64)?.ids.length).toBeGreaterThan(0);
  });
});

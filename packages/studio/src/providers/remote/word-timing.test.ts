import { describe, expect, it } from "vitest";
import {
  captionWords,
  estimateWordTimings,
  spokenWeight,
  wordsFromCharacterAlignment,
} from "./word-timing.ts";

describe("captionWords", () => {
  it("splits on whitespace and keeps punctuation on its word", () => {
    expect(captionWords("  Hello,   world! It's 5pm. ")).toEqual(["Hello,", "world!", "It's", "5pm."]);
  });
  it("gives each CJK character its own word, punctuation attached, Latin runs kept whole", () => {
    expect(captionWords("「你好」，AI世界。")).toEqual(["「你", "好」，", "AI", "世", "界。"]);
    expect(captionWords("こんにちは")).toHaveLength(5);
  });
  it("keeps Devanagari and Arabic words whole", () => {
    expect(captionWords("नमस्ते दुनिया")).toEqual(["नमस्ते", "दुनिया"]);
    expect(captionWords("مرحبا بالعالم")).toEqual(["مرحبا", "بالعالم"]);
  });
});

describe("spokenWeight", () => {
  it("counts syllables for Latin words and characters for others", () => {
    expect(spokenWeight("a")).toBe(1);
    expect(spokenWeight("beautiful")).toBe(3);
    expect(spokenWeight("strength")).toBe(1);
    expect(spokenWeight("नमस्ते")).toBeGreaterThan(1);
  });
});

describe("estimateWordTimings", () => {
  it("fills the speech regions in order, heavier words longer, nothing inside a pause", () => {
    const words = ["I", "understand", "everything.", "Yes."];
    const t = estimateWordTimings(words, 4, [
      { start: 0, end: 0.5 },
      { start: 2.5, end: 3 },
    ]);
    expect(t[0]!.start).toBe(0.5);
    expect(t.at(-1)!.end).toBe(4);
    expect(t[1]!.end - t[1]!.start).toBeGreaterThan(t[0]!.end - t[0]!.start);
    for (const w of t) expect(w.start >= 2.5 && w.start < 3).toBe(false);
    for (let i = 1; i < t.length; i++) expect(t[i]!.start).toBeGreaterThanOrEqual(t[i - 1]!.end);
  });
  it("uses the whole clip when no speech region was found", () => {
    const t = estimateWordTimings(["cat", "dog"], 2, [{ start: 0, end: 2 }]);
    expect(t).toEqual([
      { word: "cat", start: 0, end: 1 },
      { word: "dog", start: 1, end: 2 },
    ]);
  });
});

describe("wordsFromCharacterAlignment", () => {
  it("skips spaces, joins characters and attaches lone punctuation to the previous word", () => {
    const chars = [..."Go now !"];
    const starts = chars.map((_, i) => i * 0.1);
    const ends = chars.map((_, i) => (i + 1) * 0.1);
    expect(wordsFromCharacterAlignment(chars, starts, ends)).toEqual([
      { word: "Go", start: 0, end: 0.2 },
      { word: "now!", start: 0.3, end: 0.6 },
    ]);
  });
});

import { magicEditExamples } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { magicEditHint } from "./magic-edit";

describe("the magic-edit box's hint", () => {
  it("quotes its kind's examples as a list and says what Enter does", () => {
    expect(magicEditHint(magicEditExamples("subtitles"))).toBe(
      'Say what to change, e.g. "make the captions karaoke" or "use the Roboto font". Enter shows what it changes and costs; Enter again applies it.',
    );
    expect(magicEditHint(magicEditExamples("meme"))).toMatch(
      /^Say what to change, e\.g\. "change the top text to [^"]+", "remove the bottom text" or "use the caption bar template"\./,
    );
    expect(magicEditHint(["make it faster"])).toMatch(/^Say what to change, e\.g\. "make it faster"\. Enter/);
  });

  it("offers a video's scenes only when it has them", () => {
    expect(magicEditHint(magicEditExamples("faceless", { scenes: 6 }))).toContain('"delete scene 2"');
    expect(magicEditHint(magicEditExamples("faceless", { scenes: 1 }))).not.toContain("scene 2");
    expect(magicEditHint(magicEditExamples("meme"))).not.toMatch(/scene/);
  });
});

import { describe, expect, it } from "vitest";
import { scriptPreview } from "./script-preview";

const SCRIPT = [
  "# Family-owned bakery in Lisbon",
  "",
  "## Hook",
  "If you live in Lisbon, keep watching.",
  "",
  "## Scenes",
  "1. A family-owned bakery in Lisbon is launching a weekly sourdough subscription.",
  "   *Visual: bakery bread shop* (5.2 s)",
  "2. **Every Friday**, like clockwork.",
  "   *Visual: calendar* (1.5 s)",
  "3. Fresh loaves for 12 euros.",
  "",
  "## Call to action",
  "Follow for more!",
].join("\n");

describe("scriptPreview", () => {
  it("gives the first spoken lines without headings, emphasis or visual notes", () => {
    expect(scriptPreview(SCRIPT)).toBe(
      [
        "If you live in Lisbon, keep watching.",
        "1. A family-owned bakery in Lisbon is launching a weekly sourdough subscription.",
        "2. Every Friday, like clockwork.",
        "3. Fresh loaves for 12 euros.",
      ].join("\n"),
    );
  });
  it("keeps plain text as it is, up to the number of lines asked", () => {
    expect(scriptPreview("one\ntwo\n\nthree", 2)).toBe("one\ntwo");
    expect(scriptPreview("snake_case and 2*3")).toBe("snake_case and 2*3");
  });
});

import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, avatarColor, initialsOf } from "./avatar";

// WCAG relative luminance, to check white initials stay readable on every colour.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("ada lovelace")).toBe("AL");
    expect(initialsOf("  Grace  Brewster   Hopper ")).toBe("GH");
  });
  it("uses one letter for a single word", () => {
    expect(initialsOf("Plato")).toBe("P");
  });
  it("shows a question mark for an empty name", () => {
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("   ")).toBe("?");
  });
  it("keeps letters outside the BMP whole", () => {
    expect(initialsOf("𝒜lpha 𝔅eta")).toBe("𝒜𝔅");
    expect(initialsOf("émile zola")).toBe("ÉZ");
  });
});

describe("avatarColor", () => {
  it("gives the same name the same colour, ignoring case and outer spaces", () => {
    expect(avatarColor("Ada Lovelace")).toBe(avatarColor("  ada lovelace "));
  });
  it("spreads different names over several colours", () => {
    const names = [
      "Ada",
      "Grace",
      "Linus",
      "Margaret",
      "Alan",
      "Barbara",
      "Edsger",
      "Donald",
      "Frances",
      "Ken",
    ];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThanOrEqual(5);
  });
  it("uses a neutral colour for an empty name", () => {
    expect(AVATAR_COLORS).not.toContain(avatarColor(""));
  });
  it("keeps white text at 4.5:1 contrast or better on every colour", () => {
    for (const color of [...AVATAR_COLORS, avatarColor("")]) {
      expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

import { describe, expect, it } from "vitest";
import { FAQ_ITEMS } from "./faq";
import { REVIEW_CAROUSEL, TESTIMONIALS } from "./testimonials";
import { TOOL_PAGES } from "./tool-pages";
import { TOOL_PATHS } from "./tool-paths";
import { toStars } from "./types";

describe("static page content (SPEC 2.3, 2.4, 3)", () => {
  it("normalises ratings given as numbers or numeric strings", () => {
    expect(toStars(5)).toBe(5);
    expect(toStars("5")).toBe(5);
    expect(toStars(0)).toBe(0);
    expect(toStars("seven")).toBe(0);
    expect(toStars(9)).toBe(5);
  });

  it("has 10 FAQ items, 3 testimonials and a 7-entry review carousel with the spec's quirks", () => {
    expect(FAQ_ITEMS).toHaveLength(10);
    expect(TESTIMONIALS.map((t) => t.stars)).toEqual([3, 3, 3]);
    const data = REVIEW_CAROUSEL.carouselData;
    expect(data).toHaveLength(7);
    expect(data.filter((d) => d.stars === "5")).toHaveLength(1);
    expect(data.filter((d) => toStars(d.stars) === 0)).toHaveLength(1);
    expect(data.some((d) => d.img === undefined)).toBe(true);
  });

  it("gives every tool page a hero, two feature cards, benefits and a four-step how-to (none on the image page)", () => {
    for (const path of TOOL_PATHS) {
      const page = TOOL_PAGES[path];
      expect(page.hero.headingPart1).not.toBe("");
      expect(page.cardSection.cards).toHaveLength(2);
      expect(page.benefits.cards.length).toBeGreaterThanOrEqual(3);
      if (path === "ai-image-generator") expect(page.howTo).toBeNull();
      else
        expect(page.howTo?.carousels.map((s) => [s.id, s.name])).toEqual([
          [1, "Prompt"],
          [2, "Generate"],
          [3, "Edit"],
          [4, "Publish"],
        ]);
    }
    expect(TOOL_PAGES["ai-subtitle-generator"].benefits.cards.map((c) => c.cardHeading)).toEqual([
      "Increased retention numbers",
      "Growing social media",
      "Breaking language barriers",
    ]);
    expect(TOOL_PAGES["slide-show-maker"].hero.button).toBe("Create Now!");
  });
});

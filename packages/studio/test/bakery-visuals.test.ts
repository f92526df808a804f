// The "done" example in every language the picker offers: the bakery prompt's storyboard (script
// written, voice spoken, pictures chosen; no video) shows bread, a shop, a calendar and a euro sign.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { promptStoryboard } from "../src/pipelines/prompt-video.ts";
import { createProviders } from "../src/providers/registry.ts";
import { tempDir } from "./fixtures.ts";

const BAKERY =
  "A family-owned bakery in Lisbon launching a weekly sourdough subscription for 12 euros, delivered every Friday";
const PICKER = [
  "English",
  "Mandarin Chinese",
  "Hindi",
  "Arabic",
  "Spanish",
  "Russian",
  "Portuguese",
  "France",
  "Urdu",
  "Bengali",
  "German",
  "Japanese",
  "Korean",
  "Indonesian",
  "Swahili",
];

// The illustrations that show each subject.
const SUBJECTS: Record<string, RegExp> = {
  bread: /^fluent-emoji-flat:(bread|baguette-bread|croissant|flatbread|bagel)$/,
  shop: /^(reelforge:storefront|fluent-emoji-flat:(convenience-store|department-store|shopping-bags))$/,
  calendar: /^fluent-emoji-flat:(calendar|spiral-calendar|tear-off-calendar)$/,
  euro: /^fluent-emoji-flat:euro-banknote$/,
};

let cacheDir: string;
beforeAll(async () => {
  cacheDir = path.join(await tempDir("studio-bakery-"), "cache");
});

describe("the bakery prompt in the picker's 15 languages, offline", () => {
  it("shows bread, a shop, a calendar and a euro sign in each", async () => {
    // No keys: the built-ins only, whatever the machine's environment says.
    const providers = createProviders({}, { cacheDir });
    const missing: string[] = [];
    for (const language of PICKER) {
      const { storyboard } = await promptStoryboard(
        { prompt: BAKERY, durationSeconds: 15, platform: "TikTok", scale: 0.25, music: "none" },
        language,
        { cacheDir, providers },
      );
      const ids = storyboard.scenes.flatMap((s) =>
        (s.visuals ?? []).filter((v) => v.source === "illustration").map((v) => v.id),
      );
      for (const [subject, re] of Object.entries(SUBJECTS))
        if (!ids.some((id) => re.test(id)))
          missing.push(`${language}: no ${subject} (${[...new Set(ids)].join(", ")})`);
    }
    expect(missing).toEqual([]);
  });
});

describe("a request that ends with its call to action (session 24 QA)", () => {
  it("says the call to action last, with its web address, and titles the video without saying a word twice", async () => {
    const providers = createProviders({}, { cacheDir });
    const { storyboard } = await promptStoryboard(
      {
        prompt:
          "Sunrise Yoga Studio in Austin opens a new hot yoga class for beginners, every Tuesday at 7am, first class free, book at sunriseyoga.com",
        durationSeconds: 30,
        platform: "youtube",
        scale: 0.25,
        music: "none",
      },
      "English",
      { cacheDir, providers },
    );
    const said = storyboard.scenes.map((s) => s.narration);
    // It had been said once, inside the request retold in the second scene, and never at the end.
    expect(said.at(-1)).toMatch(/^Book at sunriseyoga\.com\.?$/);
    expect(said.filter((n) => /sunriseyoga\.com/.test(n))).toHaveLength(1);
    expect(said.join(" ")).toMatch(/first class free/);
    // "Sunrise Yoga Studio: yoga studio" said what it is twice.
    const words = storyboard.title!.toLowerCase().match(/[a-z]{3,}/g)!;
    expect(new Set(words).size).toBe(words.length);
  });
});

import {
  AGE_GROUP_CHOICES,
  CAPTION_FONT_CHOICES,
  CAPTION_FONTS,
  ENGLISH_ACCENTS,
  idOf,
  PLATFORMS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "@reelforge/contract/vocabularies";
import { describe, expect, it } from "vitest";
import { CAPTION_FONTS as STUDIO_FONTS } from "./fonts.ts";
import { espeakVoiceFor, resolveLanguage } from "./languages.ts";
import { audienceProfile } from "./pipelines/audience.ts";
import { resolvePlatform } from "./storyboard/formats.ts";

// The vocabularies are defined in packages/contract; every word the forms offer must mean something
// to the engine.
describe("the contract's vocabularies, as the engine reads them", () => {
  it("every platform label the forms offer resolves to its platform", () => {
    for (const label of VIDEO_PLATFORMS) {
      expect(PLATFORMS[resolvePlatform(label)]).toBe(label);
    }
  });

  it("every offered English accent picks an espeak-ng voice of its own kind", () => {
    const english = resolveLanguage("English");
    for (const accent of ENGLISH_ACCENTS) {
      expect(espeakVoiceFor(english, "female", accent)).toMatch(/^en/);
    }
    expect(espeakVoiceFor(english, "male", "Scottish")).not.toBe(espeakVoiceFor(english, "male", "American"));
    // Each offered accent is a voice of its own (espeak-tts.test.ts checks that they sound different).
    const voices = new Set(ENGLISH_ACCENTS.map((accent) => espeakVoiceFor(english, "male", accent)));
    expect(voices.size).toBe(ENGLISH_ACCENTS.length);
  });

  it("every offered language, age group and caption font is known to the engine", () => {
    for (const language of VIDEO_LANGUAGES) expect(resolveLanguage(language).code).toBeTruthy();
    const profiles = new Set(AGE_GROUP_CHOICES.map((label) => audienceProfile([label])));
    expect(profiles.size).toBe(AGE_GROUP_CHOICES.length);
    for (const label of CAPTION_FONT_CHOICES) {
      const id = idOf(CAPTION_FONTS, label);
      expect(id && STUDIO_FONTS.includes(id)).toBe(true);
    }
  });
});

import type { TEditableStoryboard } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { languageChoice, settingsOf, settingsOperations } from "./editor-settings-draft";

// Issue 12: the editor's whole-video settings become the operations of what changed, nothing else.

const sb: TEditableStoryboard = {
  id: "v1",
  title: "Bread",
  platform: "tiktok",
  aspect: "9:16",
  scenes: [],
  voice: { language: "en", gender: "male", accent: "british", speed: 1, enabled: true },
  captions: { enabled: true, style: "bold-pop", font: "montserrat", position: "bottom", size: "medium" },
  music: { mood: "calm", volume: 0.25, ownFile: false },
  intro: null,
  outro: "Buy now",
  logo: false,
  durationSeconds: 10,
  leadSeconds: 0,
};

describe("editor settings", () => {
  it("reads the storyboard's settings (a language code as the form's language)", () => {
    expect(settingsOf(sb)).toMatchObject({
      language: "English",
      accent: "British",
      music: "calm",
      outro: "Buy now",
    });
    expect(languageChoice("French")).toBe("France");
    expect(languageChoice("es")).toBe("Spanish");
  });

  it("no change, no operation", () => {
    expect(settingsOperations(settingsOf(sb), settingsOf(sb))).toEqual([]);
  });

  it("each group's change is one operation of what changed, in a fixed order", () => {
    const saved = settingsOf(sb);
    const draft = {
      ...saved,
      language: "France",
      gender: "female",
      speed: 1.25,
      style: "karaoke",
      size: "large" as const,
      music: "own",
      song: { id: "u1", name: "song.mp3" },
      volume: 0.5,
      aspect: "1:1" as const,
      intro: " Summer sale ",
      outro: "",
      logo: true,
    };
    expect(settingsOperations(saved, draft)).toEqual([
      { op: "translate", language: "French" },
      { op: "voice", gender: "female", speed: 1.25 },
      { op: "captions", style: "karaoke", size: "large" },
      { op: "music", upload: "u1", volume: 0.5 },
      { op: "format", aspect: "1:1" },
      { op: "intro", text: "Summer sale" },
      { op: "outro", text: null },
      { op: "logo", enabled: true },
    ]);
  });

  it("captions off, music none, and back on", () => {
    const saved = settingsOf(sb);
    expect(settingsOperations(saved, { ...saved, captionsOn: false, style: "clean", music: "none" })).toEqual(
      [
        { op: "captions", enabled: false },
        { op: "music", mood: "none" },
      ],
    );
    const off = { ...saved, captionsOn: false, music: "none" };
    expect(settingsOperations(off, { ...off, captionsOn: true, music: "upbeat" })).toEqual([
      { op: "captions", enabled: true },
      { op: "music", mood: "upbeat", volume: 0.25 },
    ]);
  });
});

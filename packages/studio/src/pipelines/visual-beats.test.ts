import { describe, expect, it } from "vitest";
import { iconNameFor } from "../providers/builtin/illustrations/icon-set.ts";
import { planBeats } from "./visual-beats.ts";

const shown = (beats: ReturnType<typeof planBeats>) =>
  beats.map((b) => b.subjects.map((s) => iconNameFor(s.emoji)).join("+"));

describe("visual beats of a line that names nothing", () => {
  it("show the writer's note in its order, its English picture words too, then the video's subjects", () => {
    // "Te va a encantar." names nothing; the writer's note gives the delivery, then the calendar.
    const beats = planBeats({
      narration: "Te va a encantar, de verdad, cada semana.",
      language: "es",
      voiceStart: 0,
      sceneSeconds: 6,
      platform: "tiktok",
      portrait: true,
      hint: "entrega delivery truck calendar",
      videoSubjects: [[{ emoji: "🥖", keywords: ["panadería"] }]],
    });
    expect(shown(beats)).toEqual(["delivery-truck+package", "calendar", "baguette-bread"]);
    expect(beats[1]!.subjects[0]!.keywords).toEqual(["calendar"]);
  });
});

describe("visual beats of a business's name (session 22 QA)", () => {
  it("show the writer's picture words as a list ('plants' is no verb) and no word of the name", () => {
    // "Green Thumb Garden Center is the name to know." names nothing drawable: the writer's note
    // "garden plants" gives the garden and the plants (it gave nothing: "plants" was read as a verb).
    const beats = planBeats({
      narration: "Green Thumb Garden Center is the name to know.",
      language: "en",
      voiceStart: 0,
      sceneSeconds: 4,
      platform: "tiktok",
      portrait: true,
      hint: "garden plants",
    });
    const names = shown(beats).join("+");
    expect(names).toContain("potted-plant");
    expect(names).not.toMatch(/thumb|hand/);
    // A title is read as a sentence: its name's words are no subjects.
    const titled = planBeats({
      narration: "Portland, this one is for you.",
      language: "en",
      voiceStart: 0,
      sceneSeconds: 3,
      platform: "tiktok",
      portrait: true,
      hint: "Green Thumb Garden Center in Portland",
    });
    expect(shown(titled).join("+")).not.toMatch(/thumb|hand/);
  });
});

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

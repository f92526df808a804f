// A one-scene edit changes only that scene: the pictures of every other scene stay as they were (their
// fillers come from the title, not from every narration) and the render encodes the edited scene only.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { facelessVideo } from "../src/pipelines/faceless-video.ts";
import { renderVideo } from "../src/pipelines/render.ts";
import { parseStoryboard } from "../src/storyboard/schema.ts";
import { tempDir } from "./fixtures.ts";

let dir: string;
let cacheDir: string;
const fast = { preset: "ultrafast" as const, crf: 28, threads: 0 };

beforeAll(async () => {
  dir = await tempDir("studio-edit-visuals-");
  cacheDir = path.join(dir, "cache");
});

// Six paragraphs (a scene or more each); the edit gives the third scene subjects no other scene names.
const SCRIPT = [
  "Our family bakery in Lisbon bakes sourdough bread every morning. The ovens are warm long before the first customers arrive at the door.",
  "Fresh loaves are delivered to your door every Friday. The driver brings them in a paper bag, still warm from the oven.",
  "The weekly subscription costs twelve euros a month. You can pause it at any time, and the first week is always free.",
  "Book your massage online through our app in one minute. Our therapists help runners recover after a long marathon.",
  "The new vegan ramen restaurant opens downtown this Saturday. Every guest gets free noodles and a cold lemonade.",
  "Follow us for more recipes from the kitchen. New videos arrive every week with tips from our chefs.",
].join("\n\n");
const EDITED =
  "Plan your office week with a calendar, a briefcase and a cup of coffee. The laptop and the phone stay in the bag.";

describe("editing one scene", () => {
  it("keeps every other scene's visuals and re-encodes only the edited scene", async () => {
    const full = await facelessVideo(
      { script: SCRIPT, platform: "TikTok", scale: 0.125, encoder: fast, out: path.join(dir, "full.mp4") },
      { cacheDir },
    );
    const before = full.storyboardData;
    const n = before.scenes.length;
    expect(n).toBeGreaterThanOrEqual(6);
    const saved = parseStoryboard(JSON.parse(await readFile(full.storyboard, "utf8")));
    saved.scenes[2]!.narration = EDITED;
    saved.scenes[2]!.visual = { kind: "designer", prompt: EDITED };
    const edit = await renderVideo(saved, { out: path.join(dir, "edit.mp4"), encoder: fast }, { cacheDir });
    const after = edit.storyboardData;
    for (let i = 0; i < n; i++) {
      if (i === 2) continue;
      expect(after.scenes[i]!.visuals, `scene ${i + 1}`).toEqual(before.scenes[i]!.visuals);
    }
    expect(after.scenes[2]!.visuals).not.toEqual(before.scenes[2]!.visuals);
    expect(edit.segments).toMatchObject({ rendered: 1, reused: n - 1 });
  });
});

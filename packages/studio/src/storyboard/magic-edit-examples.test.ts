import { magicEditExamples, ZEditOperation } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { createBuiltinWriter } from "../providers/builtin/writer.ts";
import { applyEditWith } from "./edit.ts";
import { parseCommand } from "./magic-edit.ts";
import { parseStoryboard, type Storyboard } from "./schema.ts";
import { translateOperations } from "./translate.ts";

// The magic-edit box's examples (its hint) for the kinds edited by their storyboard: each one is a
// command the offline parser maps and the edit applies to a video of that many scenes, so a user who
// types an example gets a preview, never a question. (Memes, subtitles and clips: the server's
// magic-edit-examples.test.ts.)

const builtin = createBuiltinWriter();

function board(scenes: number): Storyboard {
  return parseStoryboard({
    version: 1,
    title: "Bread",
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
    scenes: Array.from({ length: scenes }, (_, k) => ({
      id: `s00${k + 1}`,
      narration: `Scene number ${k + 1} talks about fresh bread at Rosa's Bakery.`,
      visual: { kind: "designer", prompt: `Fresh bread, scene ${k + 1}` },
    })),
    voice: { language: "English", gender: "male", speed: 1 },
    captions: { style: "bold-pop" },
    music: { mood: "calm" },
    meta: { prompt: "Rosa's Bakery: fresh bread every morning", durationSeconds: 10 },
  });
}

async function applied(command: string, sb: Storyboard) {
  const operations = parseCommand(command, sb);
  expect(operations.length, command).toBeGreaterThan(0);
  for (const op of operations) expect(ZEditOperation.safeParse(op).success, JSON.stringify(op)).toBe(true);
  const done = await applyEditWith(sb, operations, (s, language) =>
    translateOperations(s, language, { llm: builtin, builtin: { llm: builtin } }),
  );
  expect(done.message, command).not.toBe("");
  return done.operations;
}

describe("magic-edit examples of the storyboard kinds", () => {
  for (const kind of ["video", "faceless", "slideshow", "link-video"]) {
    for (const scenes of [1, 2, 6]) {
      it(`${kind} of ${scenes} scene(s): every example maps and applies`, async () => {
        const examples = magicEditExamples(kind, { scenes });
        expect(examples.length).toBeGreaterThanOrEqual(2);
        for (const command of examples) await applied(command, board(scenes));
      });
    }
  }

  it("a video with karaoke captions is offered another caption style", async () => {
    const sb = board(3);
    sb.captions.style = "karaoke";
    const commands = magicEditExamples("faceless", { scenes: 3, captionStyle: "karaoke" });
    const styles: string[] = [];
    for (const command of commands) {
      for (const op of await applied(command, sb))
        if (op.op === "captions" && op.style) styles.push(op.style);
    }
    expect(styles.length).toBe(1);
    expect(styles).not.toContain("karaoke");
  });

  it('a video whose scene count is unknown (under the result player) is offered no "scene 2"', async () => {
    const examples = magicEditExamples("video");
    expect(examples.join(" ")).not.toMatch(/scene [2-9]/);
    for (const command of examples) await applied(command, board(1));
  });

  it("a voice-over's examples change its voice and words only (it has no pictures, frame or music)", async () => {
    const examples = magicEditExamples("voice-over", { scenes: 1 });
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const command of examples) {
      const ops = await applied(command, board(1));
      for (const op of ops) expect(["voice", "narration", "captions"]).toContain(op.op);
    }
  });
});

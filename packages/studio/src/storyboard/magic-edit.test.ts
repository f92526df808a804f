import { ZEditOperation } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import {
  applyEdit,
  BRAND_KIT_LOGO,
  EditRefused,
  editableView,
  scenesToRender,
  splitNarration,
} from "./edit.ts";
import { parseCommand } from "./magic-edit.ts";
import { parseStoryboard, type Storyboard } from "./schema.ts";

// Issue 12: the magic-edit box offline (English commands -> the editor's operations) and the operations.

function board(scenes = 6): Storyboard {
  return parseStoryboard({
    version: 1,
    title: "Bread",
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
    scenes: Array.from({ length: scenes }, (_, k) => ({
      id: `s00${k + 1}`,
      narration: `Scene number ${k + 1} talks about bread. It has two sentences.`,
      visual: { kind: "designer", prompt: `Scene number ${k + 1} talks about bread. It has two sentences.` },
    })),
    voice: { language: "en", gender: "male", speed: 1 },
    captions: { style: "bold-pop" },
    music: { mood: "calm" },
  });
}

function run(command: string, sb = board()) {
  const operations = parseCommand(command, sb);
  for (const op of operations) expect(ZEditOperation.safeParse(op).success, JSON.stringify(op)).toBe(true);
  return { operations, ...applyEdit(sb, operations) };
}

function refusal(command: string, sb = board()): string {
  try {
    run(command, sb);
  } catch (error) {
    expect(error).toBeInstanceOf(EditRefused);
    return (error as Error).message;
  }
  throw new Error(`"${command}" was not refused`);
}

describe("magic edit commands", () => {
  it('"delete scene 2" removes the second scene and re-renders nothing', () => {
    const sb = board();
    const r = run("delete scene 2", sb);
    expect(r.operations).toEqual([{ op: "delete", scene: 2 }]);
    expect(r.storyboard.scenes.map((s) => s.id)).toEqual(["s001", "s003", "s004", "s005", "s006"]);
    expect(r.message).toBe("Deleted scene 2.");
    expect(scenesToRender(sb, r.storyboard)).toBe(0);
  });

  it('"change the voiceover to a British female" sets accent and gender, re-rendering every scene', () => {
    const sb = board();
    const r = run("change the voiceover to a British female", sb);
    expect(r.operations).toEqual([{ op: "voice", accent: "British", language: "english", gender: "female" }]);
    expect(r.storyboard.voice).toMatchObject({ accent: "british", gender: "female" });
    expect(r.message).toBe("Changed the voice to a British female.");
    expect(scenesToRender(sb, r.storyboard)).toBe(6);
  });

  it('"make the captions karaoke" sets the caption style', () => {
    const r = run("make the captions karaoke");
    expect(r.operations).toEqual([{ op: "captions", style: "karaoke" }]);
    expect(r.storyboard.captions.style).toBe("karaoke");
    expect(r.message).toBe("Made the captions karaoke.");
  });

  it('"add an intro saying Summer sale" adds a first scene with those words; a second intro replaces it', () => {
    const sb = board();
    const r = run("add an intro saying Summer sale", sb);
    expect(r.operations).toEqual([{ op: "intro", text: "Summer sale" }]);
    expect(r.storyboard.scenes).toHaveLength(7);
    expect(r.storyboard.scenes[0]).toMatchObject({ id: "intro", narration: "Summer sale" });
    expect(r.message).toBe('Added an intro saying "Summer sale".');
    expect(scenesToRender(sb, r.storyboard)).toBe(1);
    const again = run("change the intro to Winter sale", r.storyboard);
    expect(again.storyboard.scenes.map((s) => s.narration).slice(0, 2)).toEqual([
      "Winter sale",
      sb.scenes[0]?.narration,
    ]);
    expect(again.message).toBe('Changed the intro to "Winter sale".');
    expect(editableView("x", again.storyboard)).toMatchObject({ intro: "Winter sale", outro: null });
    expect(run("remove the intro", again.storyboard).storyboard.scenes).toHaveLength(6);
    const outro = run("add an outro saying Buy now", sb).storyboard;
    expect(outro.scenes.at(-1)).toMatchObject({ id: "outro", narration: "Buy now" });
  });

  it('"make it faster" raises the voice speed; "make it slower" lowers it', () => {
    expect(run("make it faster").storyboard.voice.speed).toBe(1.25);
    expect(run("make it faster").message).toBe("Made it faster (voice speed 1.25).");
    expect(run("make it slower").storyboard.voice.speed).toBe(0.8);
  });

  it('"replace the picture in scene 3 with a coffee cup" changes that scene only', () => {
    const sb = board();
    const r = run("replace the picture in scene 3 with a coffee cup", sb);
    expect(r.operations).toEqual([{ op: "visual", scene: 3, query: "coffee cup" }]);
    expect(r.storyboard.scenes[2]?.visual).toEqual({
      kind: "designer",
      prompt: "coffee cup",
      illustrations: ["fluent-emoji-flat:hot-beverage"],
    });
    expect(scenesToRender(sb, r.storyboard)).toBe(1);
  });

  it('"make it square for Instagram" re-lays out to 1:1 at the same scale', () => {
    const r = run("make it square for Instagram");
    expect(r.operations).toEqual([{ op: "format", platform: "instagram", aspect: "1:1" }]);
    expect(r.storyboard.format).toMatchObject({
      platform: "instagram",
      aspect: "1:1",
      width: 270,
      height: 270,
    });
  });

  it("two commands in one sentence, as the issue's user types them", () => {
    const r = run("replace the picture in scene 3 with a coffee cup and make the voice British");
    expect(r.operations).toEqual([
      { op: "visual", scene: 3, query: "coffee cup" },
      { op: "voice", accent: "British", language: "english" },
    ]);
    expect(r.message).toBe(
      "Replaced the picture in scene 3 with coffee cup and changed the voice to a British accent.",
    );
  });

  it("scene, music and caption commands", () => {
    expect(
      run("duplicate scene 1")
        .storyboard.scenes.map((s) => s.id)
        .slice(0, 2),
    ).toEqual(["s001", "s001-2"]);
    expect(run("move scene 6 to the start").storyboard.scenes[0]?.id).toBe("s006");
    expect(
      run("move scene 1 to position 3")
        .storyboard.scenes.map((s) => s.id)
        .slice(0, 3),
    ).toEqual(["s002", "s003", "s001"]);
    expect(
      run("split scene 2")
        .storyboard.scenes.slice(1, 3)
        .map((s) => s.narration),
    ).toEqual(["Scene number 2 talks about bread.", "It has two sentences."]);
    expect(run("merge scenes 4 and 5").storyboard.scenes).toHaveLength(5);
    expect(run("make scene 2 last 4 seconds").storyboard.scenes[1]?.durationSeconds).toBe(4);
    expect(run("remove the music").storyboard.music).toBeNull();
    expect(run("make the music dramatic").storyboard.music?.mood).toBe("dramatic");
    expect(run("turn the captions off").storyboard.captions.enabled).toBe(false);
    expect(run("put the captions at the top").storyboard.captions.position).toBe("top");
    expect(
      run('change the narration of scene 2 to "Fresh bread every day"').storyboard.scenes[1]?.narration,
    ).toBe("Fresh bread every day");
  });
});

describe("refused commands ask a question and change nothing", () => {
  it("a scene that does not exist", () => {
    expect(refusal("delete scene 9")).toBe(
      "There is no scene 9: this video has 6 scenes. Which scene did you mean (1 to 6)?",
    );
    expect(refusal("replace the picture in scene 12 with a cat")).toMatch(/no scene 12/);
  });

  it("words it cannot map", () => {
    expect(refusal("do something cool")).toMatch(/^I did not understand "do something cool"\..*\?$/);
    expect(refusal("make the captions")).toMatch(/^Which caption style/);
    expect(refusal("merge scenes 1 and 4")).toMatch(/neighbouring/);
  });

  it('"translate it to Spanish" is a translate operation; "use my logo" puts the brand kit\'s logo on', () => {
    const sb = board();
    expect(parseCommand("translate it to Spanish", sb)).toEqual([{ op: "translate", language: "spanish" }]);
    const logo = run("use my logo", sb);
    expect(logo.operations).toEqual([{ op: "logo", enabled: true }]);
    expect(logo.storyboard.brand.logo).toBe(BRAND_KIT_LOGO);
    expect(logo.message).toBe("Put your logo in the corner.");
    // The logo is drawn on every scene.
    expect(scenesToRender(sb, logo.storyboard)).toBe(6);
    expect(run("remove the logo", logo.storyboard).storyboard.brand.logo).toBeUndefined();
    expect(() => applyEdit(sb, [{ op: "translate", language: "es" }])).toThrow(EditRefused);
  });

  it("caption size, and a music upload that re-mixes the sound only", () => {
    const sb = board();
    const r = run("make the captions bigger", sb);
    expect(r.operations).toEqual([{ op: "captions", size: "large" }]);
    expect(r.storyboard.captions.size).toBe("large");
    const both = applyEdit(sb, [
      { op: "captions", style: "clean", size: "small", font: "roboto", position: "top" },
    ]);
    expect(both.message).toBe(
      "Made the captions clean and small, set the caption font to roboto and moved the captions to the top.",
    );
    expect(editableView("x", r.storyboard).captions.size).toBe("large");
    const song = applyEdit(sb, [{ op: "music", upload: "u1", volume: 0.5 }]);
    expect(song.storyboard.music).toMatchObject({ file: "upload:u1", volume: 0.5 });
    expect(song.storyboard.music?.mood).toBeUndefined();
    expect(song.message).toBe("Set the music to your own song and set the music volume to 50%.");
    expect(scenesToRender(sb, song.storyboard)).toBe(0);
  });

  it("the last scene cannot be deleted, nor merged with a next one", () => {
    expect(refusal("delete scene 1", board(1))).toMatch(/at least one scene/);
    expect(refusal("merge scene 6 and 7")).toMatch(/no scene 7|last one/);
  });

  it("the input is never modified", () => {
    const sb = board();
    const copy = structuredClone(sb);
    run("delete scene 2 and make it faster and make it square", sb);
    expect(sb).toEqual(copy);
  });
});

describe("splitNarration", () => {
  it("cuts between sentences nearest the middle, else between words", () => {
    expect(splitNarration("One. Two three four. Five.")).toEqual(["One. Two three four.", "Five."]);
    expect(splitNarration("alpha beta gamma delta")).toEqual(["alpha beta", "gamma delta"]);
    expect(splitNarration("single")).toBeNull();
  });
});

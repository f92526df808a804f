// The voice stage of a storyboard: pace from platform and audience, a retired accent noted, runs kept.

import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { resolveLanguage } from "../languages.ts";
import { parseStoryboard, type StoryboardInput } from "../storyboard/schema.ts";
import { SAMPLE_SCRIPTS } from "../text/speak-as/sample-scripts.ts";
import { resolveContext } from "./context.ts";
import { prepareStoryboard } from "./prepare-storyboard.ts";

const cacheDir = mkdtempSync(path.join(tmpdir(), "prepare-voice-"));

const run = promisify(execFile);

function storyboard(narration: string | string[], voice: Partial<StoryboardInput["voice"]>, meta = {}) {
  return parseStoryboard({
    version: 1,
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480 },
    scenes: [narration]
      .flat()
      .map((n, i) => ({ id: `s${i}`, narration: n, visual: { kind: "color", color: "#112233" } })),
    voice: { language: "English", gender: "female", ...voice },
    captions: {},
    meta,
  });
}

async function prepare(sb: ReturnType<typeof storyboard>) {
  const ctx = await resolveContext({ cacheDir });
  try {
    return (await prepareStoryboard(sb, ctx)).storyboard;
  } finally {
    await ctx.cleanup();
  }
}

describe("the voice stage", () => {
  const text = "Our bakery opens a new shop in Lisbon every Friday, with fresh bread for the whole family.";

  it("speaks slower for kids on the same platform, and the user's speed multiplies the pace", async () => {
    const all = await prepare(storyboard(text, {}, { audience: ["All Age Groups"] }));
    const kid = await prepare(storyboard(text, {}, { audience: ["Kid"] }));
    const kidFaster = await prepare(storyboard(text, { speed: 1.3 }, { audience: ["Kid"] }));
    const seconds = (sb: typeof all) => sb.scenes[0]!.speech!.durationSeconds;
    expect(seconds(kid) / seconds(all)).toBeGreaterThan(1.1);
    expect(seconds(kidFaster)).toBeLessThan(seconds(kid) * 0.85);
  });

  it("still speaks a retired accent, with its replacement and a note", async () => {
    const sb = await prepare(storyboard("Hello from the studio.", { accent: "Indian" }));
    expect(sb.scenes[0]!.speech!.credit.model).toBe("en-gb+f3");
    expect(sb.fallbacks).toContainEqual(
      expect.objectContaining({ stage: "voice", from: "accent Indian", to: "accent british" }),
    );
    expect(sb.fallbacks[0]!.reason).toMatch(/no Indian English accent/);
  });

  it("keeps which voice said which run, and the captions' words as written", async () => {
    const sb = await prepare(storyboard("Only $59 for 寿司 at reelforge.com!", {}));
    const speech = sb.scenes[0]!.speech!;
    expect(speech.runs!.map((r) => r.voice)).toEqual(["en-us+f3", "cmn-latn-pinyin+f3", "en-us+f3"]);
    expect(speech.words.map((w) => w.word)).toEqual(["Only", "$59", "for", "寿司", "at", "reelforge.com!"]);
  });

  // Issue 10, measured from the storyboard: each scene's voice speaks its language.
  it.each(SAMPLE_SCRIPTS)("each scene's voice speaks its language: %s", async (name, scenes) => {
    const language = resolveLanguage(name);
    const sb = await prepare(storyboard(scenes, { language: name, gender: "male" }));
    for (const scene of sb.scenes) {
      const speech = scene.speech!;
      expect(speech.credit.model).toBe(`${language.espeakVoice}+m3`);
      for (const r of speech.runs!) {
        const own = r.voice === `${language.espeakVoice}+m3`;
        // Only a Latin name or address inside a non-Latin script goes to another (the English) voice.
        if (!own)
          expect([language.script, r.voice, /^[\p{Script=Latin}\p{N}\s.,:/-]+$/u.test(r.spoken)]).toEqual([
            expect.not.stringMatching(/^latin$/),
            "en-us+m3",
            true,
          ]);
        const { stdout } = await run("espeak-ng", ["-q", "-x", "-v", r.voice.replace(/\+.*/, ""), r.spoken]);
        expect(stdout, `${name}: ${r.spoken}`).not.toMatch(/l[,']Et#?3|l'et@|s'imbolo|b'u:xStA:b@|@ks\.@r/);
        if (language.script !== "latin") expect(stdout, `${name}: ${r.spoken}`).not.toMatch(/\(/);
      }
      // The captions keep the words as written.
      expect(
        speech.words
          .map((w) => w.word)
          .join("")
          .replace(/\s+/g, ""),
      ).toBe(scene.narration.replace(/\s+/g, ""));
    }
  });
});

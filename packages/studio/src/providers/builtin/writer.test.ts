import { describe, expect, it } from "vitest";
import { resolveLanguage } from "../../languages.ts";
import { cleanScript } from "../../text/clean-script.ts";
import { speechUnits } from "../../text/speech-units.ts";
import { ProviderError, type Script } from "../types.ts";
import { createBuiltinWriter, requestFromChat } from "./writer.ts";

const writer = createBuiltinWriter();
const words = (s: Script) =>
  speechUnits([s.hook, ...s.beats.map((b) => b.narration), s.callToAction].join(" "));

describe("createBuiltinWriter", () => {
  it("writes a structured English script paced to the duration at the language's rate", async () => {
    for (const seconds of [15, 30, 60]) {
      const s = await writer.writeScript({
        prompt: "Make a video about healthy sleep habits for busy parents",
        platform: "TikTok",
        durationSeconds: seconds,
        language: "English",
      });
      expect(s.title).toMatch(/sleep/i);
      expect(s.hook).toMatch(/sleep/i);
      expect(s.beats.length).toBeGreaterThanOrEqual(1);
      for (const b of s.beats) {
        expect(b.narration.length).toBeGreaterThan(10);
        expect(b.visual.split(" ").length).toBeLessThanOrEqual(5);
        expect(b.seconds).toBeGreaterThan(0);
      }
      // Within 25% of the words a narrator says in that time at 160 wpm.
      const target = (resolveLanguage("en").wordsPerMinute * seconds) / 60;
      expect(words(s)).toBeGreaterThan(target * 0.75);
      expect(words(s)).toBeLessThan(target * 1.25);
      expect(Math.abs(s.durationSeconds - seconds)).toBeLessThan(seconds * 0.25);
      expect(s.credit).toEqual({ provider: "builtin-writer", model: "phrasebook-v1", builtin: true });
      expect(s.language).toBe("English");
    }
  });

  it("names the subject, not the generic head, in repeated mentions", async () => {
    const s = await writer.writeScript({
      prompt: "5 easy tips for better sleep",
      platform: "TikTok",
      durationSeconds: 30,
    });
    expect(s.callToAction).toBe("Follow for more tips on better sleep!");
    const p = await writer.writeScript({
      prompt: "healthy sleep habits for busy parents",
      platform: "TikTok",
      durationSeconds: 30,
    });
    expect(p.callToAction).toBe("Follow for more tips on healthy sleep habits!");
  });

  it("is deterministic", async () => {
    const req = { prompt: "coffee brewing at home", platform: "Instagram", durationSeconds: 30 };
    expect(await writer.writeScript(req)).toEqual(await writer.writeScript(req));
  });

  it("words the call to action for each platform", async () => {
    const cta = async (platform: string) =>
      (await writer.writeScript({ prompt: "budget travel", platform, durationSeconds: 40 })).callToAction;
    expect(await cta("TikTok")).toMatch(/follow for more/i);
    expect(await cta("Youtube")).toMatch(/subscribe/i);
    expect(await cta("Instagram")).toMatch(/link in bio/i);
    const linkedin = await writer.writeScript({
      prompt: "budget travel",
      platform: "LinkedIn",
      durationSeconds: 40,
    });
    expect(linkedin.callToAction).toMatch(/share it with your team/i);
    expect(linkedin.hook).not.toMatch(/stop scrolling/i);
  });

  it("uses the description's own sentences and the topic", async () => {
    const s = await writer.writeScript({
      prompt: "remote work",
      topic: "Remote work",
      description: "Our team went fully remote in 2023. We cut meetings by half and shipped faster.",
      platform: "LinkedIn",
      durationSeconds: 45,
    });
    const all = s.beats.map((b) => b.narration).join(" ");
    expect(all).toContain("We cut meetings by half and shipped faster.");
    expect(s.beats.some((b) => /remote/i.test(b.visual))).toBe(true);
  });

  it("writes simpler lines for kids and paces older audiences slower", async () => {
    const base = { prompt: "how plants grow", durationSeconds: 30, platform: "Youtube" };
    const kid = await writer.writeScript({ ...base, audience: ["Kid"] });
    expect(kid.hook).toMatch(/learn|fun|cool/i);
    expect(kid.title).toMatch(/explore|fun/i);
    const avgWordLength = (s: Script) => {
      const w = s.beats.flatMap((b) => b.narration.split(/\s+/));
      return w.reduce((a, x) => a + x.length, 0) / w.length;
    };
    const adult = await writer.writeScript(base);
    expect(avgWordLength(kid)).toBeLessThan(avgWordLength(adult));
    const old = await writer.writeScript({ ...base, audience: ["Old"] });
    expect(words(old)).toBeLessThan(words(adult));
  });

  it("writes Spanish, French and German from its phrasebooks", async () => {
    const es = await writer.writeScript({
      prompt: "cocina saludable",
      language: "Spanish",
      platform: "TikTok",
      durationSeconds: 20,
    });
    expect(es.language).toBe("Spanish");
    expect(es.callToAction).toMatch(/Sígueme/);
    const fr = await writer.writeScript({
      prompt: "la photographie",
      language: "France",
      durationSeconds: 20,
    });
    expect(fr.language).toBe("French");
    const de = await writer.writeScript({
      prompt: "gesunde Ernährung",
      language: "de",
      durationSeconds: 20,
      platform: "Youtube",
    });
    expect(de.callToAction).toMatch(/Abonniere/);
  });

  it("says plainly that other languages need a model provider", async () => {
    const err = await writer.writeScript({ prompt: "yoga", language: "Hindi" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/cannot write Hindi.*LLM_BASE_URL/);
    await expect(writer.writeScript({ prompt: "yoga", language: "Klingonese" })).rejects.toThrow(
      /Unknown language/,
    );
    await expect(writer.writeScript({ prompt: "  " })).rejects.toThrow(/prompt is empty/);
  });

  it("answers the text-to-script chat with a formatted script", async () => {
    const { text, credit } = await writer.complete(
      "Write a 20 second YouTube script in Spanish about morning routines",
    );
    expect(text).toMatch(/^# .+\n\n## Hook\n.+\n\n## Scenes\n1\. .+\n {3}\*Visual: .+\*/);
    expect(text).toMatch(/## Call to action\n.*Suscríbete/);
    // Pasted into the faceless generator, only the spoken lines remain.
    const spoken = cleanScript(text);
    expect(spoken).not.toMatch(/Visual|Hook|Scenes|Call to action|#|\*/);
    expect(spoken.split("\n\n").length).toBeGreaterThanOrEqual(3);
    expect(credit.builtin).toBe(true);
    expect(requestFromChat("A 2 minute TikTok for kids about space")).toMatchObject({
      durationSeconds: 120,
      platform: "TikTok",
      audience: ["Kid"],
      topic: "space",
    });
  });
});

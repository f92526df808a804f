import { describe, expect, it } from "vitest";
import { speechUnits } from "./speech-units.ts";
import { splitScenes } from "./split-scenes.ts";

describe("speechUnits", () => {
  it("counts words for spaced scripts and characters for unspaced ones", () => {
    expect(speechUnits("Hello world, don't stop — well-known.")).toBe(5);
    expect(speechUnits("It costs 3.5 or 10,000 dollars")).toBe(6);
    expect(speechUnits("नमस्ते दुनिया")).toBe(2);
    expect(speechUnits("مرحبا بالعالم")).toBe(2);
    expect(speechUnits("안녕하세요 세계")).toBe(2);
    expect(speechUnits("我们今天学习中文。")).toBe(8);
    expect(speechUnits("Apple的iPhone")).toBe(3);
  });
});

describe("splitScenes", () => {
  it("keeps whole sentences together up to the maximum duration, in order", () => {
    const text = "One two three four. Five six seven eight. Nine ten eleven twelve. Thirteen.";
    // 120 words per minute: 2 words per second, so 4 seconds hold 8 words.
    const scenes = splitScenes(text, { language: "English", maxSecondsPerScene: 4, wordsPerMinute: 120 });
    expect(scenes.map((s) => s.narration)).toEqual([
      "One two three four. Five six seven eight.",
      "Nine ten eleven twelve. Thirteen.",
    ]);
    expect(scenes[0]!.seconds).toBe(4);
  });

  it("does not cut after abbreviations or decimals", () => {
    const scenes = splitScenes("Dr. Smith measured 3.5 times more. It worked.", {
      language: "en",
      maxSecondsPerScene: 3,
      wordsPerMinute: 120,
    });
    expect(scenes.map((s) => s.narration)).toEqual(["Dr. Smith measured 3.5 times more.", "It worked."]);
  });

  it("cuts a long sentence at clauses, then between words", () => {
    const scenes = splitScenes(
      "First part here, second part there, and a very long tail without any breaks at all.",
      {
        language: "en",
        maxSecondsPerScene: 2,
        wordsPerMinute: 120,
      },
    );
    for (const s of scenes) expect(s.seconds).toBeLessThanOrEqual(2);
    expect(scenes.map((s) => s.narration).join(" ")).toBe(
      "First part here, second part there, and a very long tail without any breaks at all.",
    );
  });

  it("splits Chinese at 。！？ and joins without spaces, using the language's rate", () => {
    const text = "我们今天学习中文。这是一个很好的产品！你喜欢吗？";
    const scenes = splitScenes(text, { language: "Mandarin Chinese", maxSecondsPerScene: 4 });
    expect(scenes.map((s) => s.narration)).toEqual(["我们今天学习中文。", "这是一个很好的产品！你喜欢吗？"]);
    expect(scenes.map((s) => s.narration).join("")).toBe(text);
  });

  it("splits Hindi at the danda", () => {
    const scenes = splitScenes("यह पहला वाक्य है। यह दूसरा वाक्य है।", {
      language: "hi",
      maxSecondsPerScene: 2,
      wordsPerMinute: 120,
    });
    expect(scenes.map((s) => s.narration)).toEqual(["यह पहला वाक्य है।", "यह दूसरा वाक्य है।"]);
  });

  it("splits 320,000 characters quickly, losing no words", () => {
    const sentence = "The quick brown fox jumps over the lazy dog, again and again. ";
    const text = sentence.repeat(Math.ceil(320_000 / sentence.length)).slice(0, 320_000);
    // CPU time of this process, not wall time: other test files share the machine's two cores.
    const cpuMs = (since: NodeJS.CpuUsage) => {
      const u = process.cpuUsage(since);
      return (u.user + u.system) / 1000;
    };
    const started = process.cpuUsage();
    const scenes = splitScenes(text, { language: "en", maxSecondsPerScene: 8 });
    expect(cpuMs(started)).toBeLessThan(200);
    expect(scenes.reduce((n, s) => n + speechUnits(s.narration), 0)).toBe(speechUnits(text));
    for (const s of scenes) expect(s.seconds).toBeLessThanOrEqual(8);
    const unpunctuated = "word ".repeat(64_000);
    const t2 = process.cpuUsage();
    expect(splitScenes(unpunctuated, { language: "en", maxSecondsPerScene: 5 }).length).toBeGreaterThan(1000);
    expect(cpuMs(t2)).toBeLessThan(200);
  });

  it("rejects bad options and unknown languages clearly", () => {
    expect(() => splitScenes("Hi.", { language: "en", maxSecondsPerScene: 0 })).toThrow(/maxSecondsPerScene/);
    expect(() => splitScenes("Hi.", { language: "xx-none", maxSecondsPerScene: 5 })).toThrow(
      /Unknown language/,
    );
    expect(splitScenes("", { language: "en", maxSecondsPerScene: 5 })).toEqual([]);
  });
});

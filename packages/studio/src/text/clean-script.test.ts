import { describe, expect, it } from "vitest";
import { cleanScript } from "./clean-script.ts";

describe("cleanScript", () => {
  it("turns a markdown script from a language model into narration sentences", () => {
    const md = [
      "# The 3 Secrets of Better Sleep 😴",
      "",
      "**Hook:** Did you know that *most* adults sleep less than 7 hours?",
      "",
      "---",
      "",
      "## Scene 1",
      "- Keep your room cool 🌡️",
      "- Put the phone away [pause] before bed",
      "- Read [this guide](https://example.com/guide) tonight",
      "",
      "Visual: a dark bedroom with a phone on the nightstand",
      "Narrator: Sleep is the cheapest upgrade you will ever get",
      "(soft music)",
      "",
      "<b>Call to action:</b> Follow for more tips! 👉",
      "```",
      "console.log('not narration');",
      "```",
      "| col | col |",
      "|-----|-----|",
    ].join("\n");
    expect(cleanScript(md)).toBe(
      [
        // Emoji stay (the voice skips them, the captions draw them).
        "The 3 Secrets of Better Sleep. 😴",
        "Did you know that most adults sleep less than 7 hours?",
        "Keep your room cool. 🌡️",
        "Put the phone away before bed.",
        "Read this guide tonight.",
        "Sleep is the cheapest upgrade you will ever get.",
        "Follow for more tips! 👉",
      ].join("\n\n"),
    );
  });

  it("joins wrapped lines and keeps the sentence punctuation", () => {
    expect(cleanScript("This line wraps\nonto the next one. And ends here")).toBe(
      "This line wraps onto the next one. And ends here.",
    );
    expect(cleanScript("Wait... what? Yes; really: it works!")).toBe("Wait... what? Yes; really: it works!");
  });

  it("keeps snake_case, numbers and non-Latin scripts, ending them with their own full stop", () => {
    expect(cleanScript("Use my_variable at 3.5x speed")).toBe("Use my_variable at 3.5x speed.");
    expect(cleanScript("我们今天学习中文\n这是一个很好的产品")).toBe(
      "我们今天学习中文。这是一个很好的产品。",
    );
    expect(cleanScript("नमस्ते दुनिया")).toBe("नमस्ते दुनिया।");
    expect(cleanScript("**مرحبا بالعالم** 🌍")).toBe("مرحبا بالعالم. 🌍");
  });

  it("keeps emoji as words of their own (captions draw them), the full stop before a trailing one", () => {
    expect(cleanScript("Fresh bread🍞 every Friday 🎉")).toBe("Fresh bread 🍞 every Friday. 🎉");
    expect(cleanScript("Family 👨‍👩‍👧 time ❤️!")).toBe("Family 👨‍👩‍👧 time ❤️!");
    expect(cleanScript("Save 20% 👍🏽 today")).toBe("Save 20% 👍🏽 today.");
    // A sign drawn as text stays against its word; a lone joiner is dropped.
    expect(cleanScript("Acme™ rocks\u200d!")).toBe("Acme™ rocks!");
  });

  it("decodes HTML entities and strips tags", () => {
    expect(cleanScript("<p>Salt &amp; pepper&nbsp;<em>always</em>.</p>")).toBe("Salt & pepper always.");
  });

  it("can keep bracketed text", () => {
    expect(cleanScript("Say [hello] now.", { keepBracketed: true })).toBe("Say hello now.");
  });

  it("never returns empty for meaningful input, and empty only for symbols", () => {
    expect(cleanScript("---\n[Intro music]\n---")).toBe("Intro music.");
    expect(cleanScript("## Hook")).not.toBe("");
    expect(cleanScript("🎉🎉 --- ***")).toBe("");
    expect(cleanScript("")).toBe("");
  });
});

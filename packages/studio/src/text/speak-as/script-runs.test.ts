import { describe, expect, it } from "vitest";
import { scriptRuns } from "./script-runs.ts";

const runs = (text: string, language: string) =>
  scriptRuns(text, language).map((r) => [r.language, text.slice(r.from, r.to)]);

describe("scriptRuns", () => {
  it("gives a run of another writing system to that script's language", () => {
    expect(runs("Try 寿司 and مرحبا today!", "en")).toEqual([
      ["en", "Try "],
      ["zh", "寿司 "],
      ["en", "and "],
      ["ar", "مرحبا "],
      ["en", "today!"],
    ]);
    expect(runs("Привет, мир", "en")).toEqual([["ru", "Привет, мир"]]);
    expect(runs("Say नमस्ते and 안녕하세요.", "en")).toEqual([
      ["en", "Say "],
      ["hi", "नमस्ते "],
      ["en", "and "],
      ["ko", "안녕하세요."],
    ]);
  });

  it("gives Latin brand names inside other scripts to the English voice", () => {
    expect(runs("नमस्ते, ReelForge पर छूट।", "hi")).toEqual([
      ["hi", "नमस्ते, "],
      ["en", "ReelForge "],
      ["hi", "पर छूट।"],
    ]);
    expect(runs("今日はiPhoneの日です。", "ja")).toEqual([
      ["ja", "今日は"],
      ["en", "iPhone"],
      ["ja", "の日です。"],
    ]);
  });

  it("keeps a language's own scripts, digits and punctuation in one run", () => {
    expect(runs("今日は天気がいいです。59ドル！", "ja")).toEqual([["ja", "今日は天気がいいです。59ドル！"]]);
    expect(runs("我们今天学习中文，价格59元。", "zh")).toEqual([["zh", "我们今天学习中文，价格59元。"]]);
    expect(runs("Hola, ¿qué tal? 59 euros.", "es")).toEqual([["es", "Hola, ¿qué tal? 59 euros."]]);
    expect(runs("مرحبا 2026", "ur")).toEqual([["ur", "مرحبا 2026"]]);
    // Kanji beside kana in another language's narration are Japanese.
    expect(runs("We love ラーメン屋 here", "en").map((r) => r[0])).toEqual(["en", "ja", "en"]);
    // Numbers between two scripts go with the words after their space: "59元" is said in Chinese.
    expect(runs("Price 59元", "en")).toEqual([
      ["en", "Price "],
      ["zh", "59元"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { extractFacts } from "./facts.ts";
import { RecentAnswers } from "./recent-answers.ts";

describe("recent answers", () => {
  it("makes an answer once, gives each caller its own copy, and drops the least recently asked first", () => {
    const made: string[] = [];
    const recent = new RecentAnswers<{ words: string[] }>(2);
    const make = (k: string) => () => {
      made.push(k);
      return { words: [k] };
    };
    const a = recent.get("a", make("a"));
    a.words.push("changed by a caller");
    expect(recent.get("a", make("a"))).toEqual({ words: ["a"] });
    recent.get("b", make("b"));
    recent.get("a", make("a")); // "a" is now the most recent: "b" goes when "c" comes
    recent.get("c", make("c"));
    recent.get("a", make("a"));
    recent.get("b", make("b"));
    expect(made).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps a request's facts whole whatever an earlier caller did with them", () => {
    const request = "Our bakery in Lisbon sells sourdough for 12 euros every Friday";
    const first = extractFacts(request);
    const expected = structuredClone(first);
    first.facts.length = 0;
    first.sentences.push("changed");
    expect(extractFacts(request)).toEqual(expected);
    expect(expected.facts.map((f) => f.text)).toEqual(expect.arrayContaining(["Lisbon", "Friday"]));
  });
});

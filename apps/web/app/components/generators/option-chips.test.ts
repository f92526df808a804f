import { describe, expect, it } from "vitest";
import { toggleChoice } from "./option-chips";

describe("toggleChoice", () => {
  const all = { multiple: true, exclusive: "All Age Groups" } as const;
  it("'All Age Groups' clears the other groups", () => {
    expect(toggleChoice(["18-24", "25-34"], "All Age Groups", all)).toEqual(["All Age Groups"]);
  });
  it("another group clears 'All Age Groups'", () => {
    expect(toggleChoice(["All Age Groups"], "18-24", all)).toEqual(["18-24"]);
    expect(toggleChoice(["18-24"], "25-34", all)).toEqual(["18-24", "25-34"]);
  });
  it("a second click unselects, and a single choice replaces", () => {
    expect(toggleChoice(["18-24", "25-34"], "18-24", all)).toEqual(["25-34"]);
    expect(toggleChoice(["a"], "b")).toEqual(["b"]);
  });
});

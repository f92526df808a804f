import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 14: one set of UI primitives. Buttons, checkboxes, radio buttons and sliders are drawn by the
// components of this folder (Button, Checkbox, Radio, RadioCard, Range), so their look, focus ring,
// dark mode and labels are the same on every page. A raw element anywhere else in the app fails here,
// naming the file and line.

const APP = path.resolve(import.meta.dirname, "../..");
const UI = path.resolve(import.meta.dirname);

const RAW = [
  { what: "a raw <button> (use Button from components/ui/button)", pattern: /<button(\s|>|\/|$)/ },
  {
    what: "a raw checkbox (use Checkbox from components/ui/field)",
    pattern: /type=\{?\s*["'`]checkbox["'`]/,
  },
  { what: "a raw slider (use Range from components/ui/field)", pattern: /type=\{?\s*["'`]range["'`]/ },
  {
    what: "a raw radio button (use Radio or RadioCard from components/ui/field)",
    pattern: /type=\{?\s*["'`]radio["'`]/,
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === UI ? [] : sources(full);
    return /\.(tsx|ts|jsx|js)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each use of a raw control in `text`, as "line: what". */
export function rawControls(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      RAW.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${i + 1}: ${what}`),
    );
}

describe("UI primitives", () => {
  it("recognises each raw control, and not the primitives", () => {
    expect(rawControls('<button type="button">Go</button>')).toHaveLength(1);
    expect(rawControls("      <button\n")).toHaveLength(1);
    expect(rawControls('<input type="checkbox" />')).toHaveLength(1);
    expect(rawControls("<input type={'range'} />")).toHaveLength(1);
    expect(rawControls('<input type="radio" name="x" />')).toHaveLength(1);
    expect(
      rawControls(
        '<Button type="submit">Go</Button>\n<Checkbox label="x" />\n<Radio label="z" />\n<Range label="y" />',
      ),
    ).toEqual([]);
  });

  it("draws every button, checkbox, radio button and slider of the app with the primitives", () => {
    const files = sources(APP);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      rawControls(readFileSync(file, "utf8")).map((hit) => `${path.relative(APP, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});

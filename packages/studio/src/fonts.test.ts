import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allFontFiles, CAPTION_FONTS, type CaptionFont, fontFor, fontsDir } from "./fonts.ts";
import { LANGUAGES } from "./languages.ts";

/** Family names a font file really declares (a .ttc declares several). */
function familiesOf(file: string): string[] {
  return execFileSync("fc-scan", ["--format", "%{family}\n", file], { encoding: "utf8" })
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

describe("fonts", () => {
  it("gives an existing file whose declared family is the one libass must be given, for every font and language", () => {
    const checked = new Map<string, string[]>();
    for (const font of CAPTION_FONTS) {
      for (const lang of LANGUAGES) {
        const choice = fontFor(font, lang.script, lang.code);
        for (const file of [choice.file, choice.bold ?? choice.file]) {
          expect(existsSync(file), file).toBe(true);
          if (!checked.has(file)) checked.set(file, familiesOf(file));
          expect(checked.get(file), `${font}/${lang.code}: ${file}`).toContain(choice.family);
        }
      }
    }
  });

  it("uses the picked face for Latin text and Noto for scripts the face cannot draw", () => {
    expect(fontFor("montserrat", "latin").family).toBe("Montserrat");
    expect(fontFor("arial", "latin").family).toBe("Liberation Sans");
    expect(fontFor("comic", "latin").family).toBe("Comic Neue");
    expect(fontFor("roboto", "cyrillic").family).toBe("Roboto");
    expect(fontFor("comic", "cyrillic").family).toBe("Noto Sans");
    expect(fontFor("montserrat", "devanagari").family).toBe("Noto Sans Devanagari");
    expect(fontFor("roboto", "bengali").family).toBe("Noto Sans Bengali");
    expect(fontFor("arial", "arabic").family).toBe("Noto Sans Arabic");
    expect(fontFor("montserrat", "cjk", "ja").family).toBe("Noto Sans CJK JP");
    expect(fontFor("montserrat", "cjk").family).toBe("Noto Sans CJK SC");
    expect(fontFor("montserrat", "hangul").family).toBe("Noto Sans CJK KR");
    expect(fontFor("montserrat", "other", "ta").family).toBe("Noto Sans Tamil");
  });

  it("rejects an unknown caption font", () => {
    expect(() => fontFor("papyrus" as CaptionFont, "latin")).toThrow(/Unknown caption font "papyrus"/);
  });

  it("prepares a fonts directory with every file, idempotently", () => {
    const cache = mkdtempSync(join(tmpdir(), "fonts-"));
    const dir = fontsDir(cache);
    fontsDir(join(cache, "."));
    const names = readdirSync(dir);
    expect(names.filter((n) => n.endsWith(".tmp"))).toEqual([]);
    const targets = names.map((n) => realpathSync(join(dir, n)));
    for (const file of allFontFiles()) expect(targets).toContain(realpathSync(file));
  });
});

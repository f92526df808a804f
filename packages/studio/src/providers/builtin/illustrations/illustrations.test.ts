import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { findSubjects, iconNameFor, illustrationForEmoji } from "./index.ts";

const run = promisify(execFile);

/** Icon names of the subjects found, in order. */
const names = (text: string, lang: string) =>
  findSubjects(text, lang).flatMap((m) => m.emoji.map((e) => iconNameFor(e)));

describe("illustration keyword search", () => {
  it("finds a cup of coffee in several languages and scripts", () => {
    for (const [lang, text] of [
      ["en", "Start with a coffee"],
      ["fr", "Un café au comptoir"],
      ["en", "Meet me at the café"],
      ["de", "Frischer Kaffee am Morgen"],
      ["ja", "毎朝のコーヒー"],
      ["zh", "一杯咖啡"],
      ["ko", "커피를 마셔요"],
      ["es", "Un café con leche"],
      ["ru", "Чашка кофе"],
      ["ar", "فنجان قهوة"],
      ["hi", "एक कप कॉफ़ी"],
    ] as const) {
      expect(names(text, lang), `${lang}: ${text}`).toContain("hot-beverage");
    }
  });

  it("finds the bakery example's subjects: bread and a shop, the city, the price and the day", () => {
    const found = names(
      "A family-owned bakery in Lisbon launching a weekly sourdough subscription for 12 euros, delivered every Friday",
      "en",
    );
    for (const want of [
      "baguette-bread",
      "reelforge-storefront",
      "cityscape",
      "euro-banknote",
      "calendar",
      "bread",
    ]) {
      expect(found).toContain(want);
    }
    expect(names("Fresh croissants and loaves", "en")).toEqual(["croissant", "bread"]);
    expect(names("Only 12 € a week", "en")).toContain("euro-banknote");
  });

  it("handles plurals, inflections, compounds and particles", () => {
    expect(names("two batteries", "en")).toEqual(["battery"]);
    expect(names("we are delivering boxes", "en")).toContain("delivery-truck");
    expect(names("Sauerteigbrot vom Bäcker", "de")).toContain("bread");
    expect(names("Panaderías de barrio", "es")).toContain("baguette-bread");
    expect(names("freitags", "de")).toContain("calendar");
    expect(names("vendredi", "fr")).toContain("calendar");
    expect(names("毎週金曜日", "ja")).toContain("calendar");
  });

  it("ignores function words and words too vague to draw", () => {
    expect(names("you can do it, where and when you want, and get more of it", "en")).toEqual([]);
    expect(names("des amis de la ville", "fr")).toEqual(["cityscape"]);
    expect(names("aus der Stadt", "de")).toEqual(["cityscape"]);
  });
});

describe("illustrationForEmoji", () => {
  it("draws a transparent colour PNG of an emoji, with its licence", async () => {
    const pic = illustrationForEmoji("☕", 128);
    expect(pic?.id).toBe("fluent-emoji-flat:hot-beverage");
    expect(pic?.credit.attribution?.licence).toBe("MIT");
    const dir = await mkdtemp(join(tmpdir(), "emoji-"));
    const file = join(dir, "cup.png");
    await writeFile(file, pic!.png);
    const { stdout } = await run("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "stream=width,height,pix_fmt",
      "-of",
      "csv=p=0",
      file,
    ]);
    expect(stdout.trim()).toBe("128,128,rgba");
    // Corners transparent, centre drawn: the alpha of a 4x4 reduction.
    const { stdout: alpha } = await run(
      "ffmpeg",
      ["-v", "error", "-i", file, "-vf", "scale=4:4:flags=area", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
      { encoding: "buffer" },
    );
    expect(alpha[3]).toBeLessThan(40); // top-left pixel
    expect(alpha[5 * 4 + 3]).toBeGreaterThan(200); // second row, second pixel
    expect(illustrationForEmoji("🧑‍🍳")?.id).toBe("fluent-emoji-flat:cook");
    expect(illustrationForEmoji("🏙️")?.id).toBe("fluent-emoji-flat:cityscape");
    expect(illustrationForEmoji("a")).toBeNull();
  });
});

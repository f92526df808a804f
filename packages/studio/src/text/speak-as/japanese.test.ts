import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { japaneseReading } from "./japanese.ts";
import { sourceOffset } from "./offset-map.ts";

const run = promisify(execFile);
const phonemes = async (text: string) =>
  (await run("espeak-ng", ["-q", "-x", "-v", "ja", text])).stdout.replace(/\s+/g, " ").trim();

describe("japaneseReading", () => {
  it("turns kanji into kana readings so espeak-ng no longer says 'Chinese letter'", async () => {
    const text = "今日は天気がいいです。東京で新しいコーヒーを買いました。";
    // espeak-ng alone switches to English to say "Chinese letter" for each kanji.
    expect(await phonemes(text)).toMatch(/tS'aIni:z.*l'et@/);
    const r = await japaneseReading(text);
    expect(r.text).toBe(
      "キョー ワ テンキ ガ イイ デス。 トーキョー デ アタラシイ コーヒー オ カイ マ シ タ。",
    );
    const after = await phonemes(r.text);
    expect(after).not.toMatch(/\(en\)|l'et@/);
    expect(after).toMatch(/k_j'o: w'a/); // kyō wa: the particle は read as "wa"
  });

  it("maps each reading back to the word as written", async () => {
    const text = "東京で59ドル";
    const r = await japaneseReading(text);
    expect(r.text).toBe("トーキョー デ 59 ドル");
    const back = (kana: string) => text.slice(sourceOffset(r, r.text.indexOf(kana)));
    expect(back("トーキョー")).toBe(text);
    expect(back("59")).toBe("59ドル");
    expect(back("ドル")).toBe("ドル");
  });
});

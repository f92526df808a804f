import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  accentsOf,
  espeakVoiceFor,
  LANGUAGES,
  type Language,
  narrationWordsPerMinute,
  resolveAccent,
  resolveLanguage,
} from "./languages.ts";

const run = promisify(execFile);

const SPEC_LANGUAGES: [string, string][] = [
  ["English", "en"],
  ["Mandarin Chinese", "zh"],
  ["Hindi", "hi"],
  ["Arabic", "ar"],
  ["Spanish", "es"],
  ["Russian", "ru"],
  ["Portuguese", "pt"],
  ["France", "fr"],
  ["Urdu", "ur"],
  ["Bengali", "bn"],
  ["German", "de"],
  ["Japanese", "ja"],
  ["Korean", "ko"],
  ["Indonesian", "id"],
  ["Swahili", "sw"],
];

describe("languages", () => {
  it("lists at least 50 languages with unique codes, including the spec's 15", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    for (const [name, code] of SPEC_LANGUAGES) expect(resolveLanguage(name).code).toBe(code);
  });

  it("resolves names, aliases and codes case-insensitively, with region fallback", () => {
    expect(resolveLanguage("hindi").name).toBe("Hindi");
    expect(resolveLanguage("EN-gb").code).toBe("en");
    expect(resolveLanguage("es-MX").code).toBe("es");
    expect(resolveLanguage("zh_CN").code).toBe("zh");
    expect(resolveLanguage(" Français ").code).toBe("fr");
  });

  it("rejects an unknown language with the list of choices", () => {
    expect(() => resolveLanguage("Klingonese")).toThrow(
      /Unknown language "Klingonese".*English \(en\).*Swahili \(sw\)/,
    );
  });

  it("marks right-to-left scripts", () => {
    expect(resolveLanguage("Arabic").rtl).toBe(true);
    expect(resolveLanguage("Urdu").rtl).toBe(true);
    expect(resolveLanguage("Hebrew").rtl).toBe(true);
    expect(resolveLanguage("Hindi").rtl).toBe(false);
  });

  it("maps English accents to distinct espeak-ng voices and genders to variants", () => {
    const en = resolveLanguage("English");
    const voices = ["us", "british", "scottish", "caribbean"].map((a) => espeakVoiceFor(en, "male", a));
    expect(new Set(voices).size).toBe(4);
    expect(espeakVoiceFor(en, "male", "US")).toBe(espeakVoiceFor(en, "male", "american"));
    expect(espeakVoiceFor(en, "male")).toBe("en-us+m3");
    expect(() => espeakVoiceFor(en, "male", "martian")).toThrow(/Unknown English accent "martian".*scottish/);
    // Languages without accents ignore the accent instead of failing.
    expect(espeakVoiceFor(resolveLanguage("German"), "female", "us")).toBe("de+f3");
  });

  it("offers only accents with a voice of their own, and still speaks a retired one with a note", () => {
    for (const l of LANGUAGES) {
      const voices = Object.values(l.accents ?? {});
      expect(new Set(voices).size, l.name).toBe(voices.length);
    }
    const en = resolveLanguage("English");
    // espeak-ng has no Indian English voice: not offered, but old requests work as British English.
    expect(accentsOf(en)).not.toContain("indian");
    const indian = resolveAccent(en, "Indian");
    expect(indian).toMatchObject({ accent: "british", voice: "en-gb" });
    expect(indian.note).toMatch(/no Indian English accent; British English was used/);
    expect(espeakVoiceFor(en, "female", "indian")).toBe("en-gb+f3");
    expect(resolveAccent(resolveLanguage("Spanish"), "Mexican")).toEqual({
      accent: "latin american",
      voice: "es-419",
    });
  });

  it("paces narration by platform and audience: about 160 words a minute on social, slower for Kid and Old", () => {
    const en = resolveLanguage("English");
    expect(narrationWordsPerMinute(en, "tiktok")).toBe(160);
    expect(narrationWordsPerMinute(en, "instagram", ["All Age Groups"])).toBe(160);
    expect(narrationWordsPerMinute(en, "youtube")).toBeLessThan(155);
    expect(narrationWordsPerMinute(en, "tiktok", ["Kid"])).toBe(136);
    expect(narrationWordsPerMinute(en, "tiktok", ["Old"])).toBe(136);
    expect(narrationWordsPerMinute(en, "tiktok", ["Young", "Kid"])).toBe(136);
    expect(narrationWordsPerMinute(resolveLanguage("Japanese"), "tiktok", ["Kid"])).toBe(255);
  });

  it("every listed espeak-ng voice (and accent voice) exists and speaks", async () => {
    // A short greeting in each writing system (digits alone are silent in some voices, e.g. Hebrew).
    const sample: Record<Language["script"], string> = {
      latin: "salam hello",
      cyrillic: "привет мир",
      greek: "γεια σου κόσμε",
      arabic: "مرحبا بالعالم",
      hebrew: "שלום עולם",
      devanagari: "नमस्ते दुनिया",
      bengali: "নমস্কার পৃথিবী",
      cjk: "你好世界",
      hangul: "안녕하세요",
      thai: "สวัสดีชาวโลก",
      other: "1 2 3",
    };
    const voices = new Map<string, string>();
    for (const l of LANGUAGES) {
      const text = l.code === "ja" ? "こんにちは" : sample[l.script];
      voices.set(l.espeakVoice, text);
      for (const v of Object.values(l.accents ?? {})) voices.set(v, text);
    }
    const failures: string[] = [];
    const queue = [...voices];
    // A few at a time: each espeak-ng process loads its voice and dictionary.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const [v, text] = item;
          try {
            const { stdout } = await run("espeak-ng", ["-v", `${v}+f3`, "--stdout", text], {
              encoding: "buffer",
              maxBuffer: 10 * 1024 * 1024,
            });
            // A WAV header is 44 bytes; one second of 22050 Hz 16-bit audio is 44100 more.
            if (stdout.length < 20_000) failures.push(`${v}: only ${stdout.length} bytes`);
          } catch (e) {
            failures.push(`${v}: ${(e as Error).message}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
  });
});

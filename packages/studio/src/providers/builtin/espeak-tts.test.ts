import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { accentsOf, LANGUAGES, resolveLanguage } from "../../languages.ts";
import { SAMPLE_SCRIPTS as SCRIPTS } from "../../text/speak-as/sample-scripts.ts";
import { speechUnits } from "../../text/speech-units.ts";
import { ProviderError, type SpeechResult, type WordTiming } from "../types.ts";
import { createEspeakTts, wordsFromEvents } from "./espeak-tts.ts";
import { createBuiltinWriter } from "./writer.ts";

const run = promisify(execFile);
const cacheDir = mkdtempSync(join(tmpdir(), "espeak-cache-"));
const outDir = mkdtempSync(join(tmpdir(), "espeak-out-"));
const tts = createEspeakTts({ cacheDir });

async function meanVolumeDb(file: string): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    "-hide_banner",
    "-nostats",
    "-i",
    file,
    "-af",
    "volumedetect",
    "-f",
    "null",
    "-",
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
}

async function probe(file: string): Promise<{ channels: number; sampleRate: number; duration: number }> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=channels,sample_rate:format=duration",
    "-of",
    "json",
    file,
  ]);
  const j = JSON.parse(stdout) as {
    streams: { channels: number; sample_rate: string }[];
    format: { duration: string };
  };
  return {
    channels: j.streams[0]!.channels,
    sampleRate: Number(j.streams[0]!.sample_rate),
    duration: Number(j.format.duration),
  };
}

/** Median fundamental frequency of voiced 40 ms frames, by autocorrelation over 70-400 Hz. */
function medianPitchHz(wavFile: string): number {
  const buf = readFileSync(wavFile);
  const rate = buf.readUInt32LE(24);
  const pcm = new Int16Array(buf.buffer, buf.byteOffset + 44, (buf.length - 44) >> 1);
  const frame = Math.round(rate * 0.04);
  const pitches: number[] = [];
  for (let at = 0; at + frame * 2 < pcm.length; at += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += pcm[at + i]! ** 2;
    if (Math.sqrt(energy / frame) < 1500) continue; // unvoiced or quiet
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(rate / 400); lag <= Math.ceil(rate / 70); lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += pcm[at + i]! * pcm[at + i + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag > 0) pitches.push(rate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[pitches.length >> 1] ?? 0;
}

function expectSaneTimings(r: SpeechResult, text: string) {
  expect(r.words.length).toBeGreaterThan(0);
  let prev = 0;
  for (const w of r.words) {
    expect(w.start).toBeGreaterThanOrEqual(prev);
    expect(w.end).toBeGreaterThanOrEqual(w.start);
    prev = w.end;
  }
  expect(r.words.at(-1)!.end).toBeLessThanOrEqual(r.durationSeconds);
  // Every character of the text appears in the captions, in order.
  expect(
    r.words
      .map((w) => w.word)
      .join("")
      .replace(/\s+/g, ""),
  ).toBe(text.replace(/\s+/g, ""));
}

describe("createEspeakTts", () => {
  beforeAll(async () => {
    // First use compiles the helper; later tests measure synthesis only.
    await tts.synthesize("Ready.", { language: "en", gender: "male" }, outDir);
  });

  it("speaks English into a mono WAV with word timings from the engine", async () => {
    const text = "Most people think productivity is about doing more. It is not, it's about focus!";
    const r = await tts.synthesize(text, { language: "English", gender: "female" }, outDir);
    expectSaneTimings(r, text);
    expect(r.words.map((w) => w.word)).toEqual(text.split(" "));
    expect(r.timingSource).toBe("engine");
    expect(r.credit).toEqual({ provider: "espeak-ng", model: "en-us+f3", builtin: true });
    const info = await probe(r.audioPath);
    expect(info.channels).toBe(1);
    expect(info.sampleRate).toBe(22050);
    expect(Math.abs(info.duration - r.durationSeconds)).toBeLessThan(0.01);
    expect(r.durationSeconds).toBeGreaterThan(3);
    expect(r.durationSeconds).toBeLessThan(8);
    expect(await meanVolumeDb(r.audioPath)).toBeGreaterThan(-35);
    // Silence trimmed: speech starts and ends within 100 ms of the file's edges.
    expect(r.words[0]!.start).toBeLessThan(0.1);
    expect(r.durationSeconds - r.words.at(-1)!.end).toBeLessThan(0.1);
  });

  it("times Chinese, Hindi, Arabic and Korean words", async () => {
    for (const [language, text, words] of [
      ["Mandarin Chinese", "我们今天学习中文。这是一个很好的产品。", 8],
      ["Hindi", "नमस्ते दुनिया, यह एक परीक्षण है।", 6],
      ["Arabic", "مرحبا بالعالم، هذا اختبار.", 4],
      ["Korean", "안녕하세요 세계, 반갑습니다.", 3],
    ] as const) {
      const r = await tts.synthesize(text, { language, gender: "male" }, outDir);
      expectSaneTimings(r, text);
      expect(r.words.length, language).toBeGreaterThanOrEqual(words);
      expect(await meanVolumeDb(r.audioPath), language).toBeGreaterThan(-35);
    }
  });

  it("keeps a number read as several words as one caption word", async () => {
    const r = await tts.synthesize(
      "In 1999 it cost 3.5 dollars.",
      { language: "en", gender: "male" },
      outDir,
    );
    expect(r.words.map((w) => w.word)).toEqual(["In", "1999", "it", "cost", "3.5", "dollars."]);
  });

  it("gives female voices a higher pitch than male voices", async () => {
    const text = "The weather is lovely today, so we are going for a long walk.";
    const male = await tts.synthesize(text, { language: "en", gender: "male" }, outDir);
    const female = await tts.synthesize(text, { language: "en", gender: "female" }, outDir);
    const [m, f] = [medianPitchHz(male.audioPath), medianPitchHz(female.audioPath)];
    expect(m).toBeGreaterThan(70);
    expect(f / m).toBeGreaterThan(1.3);
  });

  it("maps English accents to different voices and audio", async () => {
    const hashes = new Set<string>();
    const models = new Set<string>();
    for (const accent of ["us", "british", "scottish", "caribbean"]) {
      const r = await tts.synthesize(
        "Water, tomato and car.",
        { language: "en", gender: "male", accent },
        outDir,
      );
      models.add(r.credit.model!);
      hashes.add(createHash("sha256").update(readFileSync(r.audioPath)).digest("hex"));
    }
    expect(models.size).toBe(4);
    expect(hashes.size).toBe(4);
  });

  it("speaks faster at a higher speed", async () => {
    const text = "Speed changes how long this sentence takes to say.";
    const normal = await tts.synthesize(text, { language: "en", gender: "male", speed: 1 }, outDir);
    const fast = await tts.synthesize(text, { language: "en", gender: "male", speed: 1.5 }, outDir);
    expect(fast.durationSeconds / normal.durationSeconds).toBeLessThan(0.8);
  });

  it("synthesizes a two-second sentence in well under a second", async () => {
    // About 20 ms on an idle machine; the bound leaves room for other test files sharing the cores.
    const started = performance.now();
    const r = await tts.synthesize(
      "This is a short sentence to time.",
      { language: "en", gender: "female" },
      outDir,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.durationSeconds).toBeGreaterThan(1.2);
  });

  it("rejects empty text, unknown languages, accents, speeds and voice ids with provider errors", async () => {
    const voice = { language: "en", gender: "male" } as const;
    await expect(tts.synthesize(" ... ", voice, outDir)).rejects.toThrow(/no text to speak/);
    await expect(tts.synthesize("Hi.", { ...voice, language: "Elvish" }, outDir)).rejects.toThrow(
      /Unknown language "Elvish"/,
    );
    await expect(tts.synthesize("Hi.", { ...voice, accent: "martian" }, outDir)).rejects.toThrow(
      /Unknown English accent/,
    );
    await expect(tts.synthesize("Hi.", { ...voice, speed: 5 }, outDir)).rejects.toThrow(
      /Speed must be between/,
    );
    await expect(tts.synthesize("Hi.", { ...voice, voiceId: "en; rm -rf /" }, outDir)).rejects.toBeInstanceOf(
      ProviderError,
    );
    await expect(tts.synthesize("Hi.", { ...voice, voiceId: "zz-nothing" }, outDir)).rejects.toThrow(
      /unknown espeak-ng voice/,
    );
  });
});

const phonemes = async (voice: string, text: string) =>
  (await run("espeak-ng", ["-q", "-x", "-v", voice, text])).stdout.replace(/\s+/g, " ").trim();
/** espeak-ng switched language "(en)" or spelled a character ("Chinese letter"): the voice could not read it. */
const CANNOT_READ = /\(|l[,']Et#?3|l'et@/;
/** A character spelled out by name: English "letter", or what the voices of the 15 languages say for it. */
const SPELLED = /l[,']Et#?3|l'et@|s'imbolo|b'u:xStA:b@|@ks\.@r/;

describe("speaking as written", () => {
  beforeAll(async () => {
    await tts.synthesize("Ready.", { language: "en", gender: "male" }, outDir);
  });

  it('says "$59" as "59 dollars" and keeps "$59" in the captions, timed like the words it was said as', async () => {
    const voice = { language: "en", gender: "male" } as const;
    const written = await tts.synthesize("Only $59 at reelforge.com today.", voice, outDir);
    expect(written.runs?.map((r) => r.spoken)).toEqual(["Only 59 dollars at reelforge dot com today."]);
    expect(written.words.map((w) => w.word)).toEqual(["Only", "$59", "at", "reelforge.com", "today."]);
    // espeak-ng itself reads the dollar sign first ("dollar fifty-nine"); the voice now says the number first.
    expect(await phonemes("en-us", "$59")).toMatch(/^d'0l3 f'Ifti/);
    expect(await phonemes("en-us", written.runs![0]!.spoken)).toMatch(/f'Ifti n'aIn d'0l3z/);
    // The same words spoken directly: each written word spans its spoken words, within 50 ms.
    const direct = await tts.synthesize("Only 59 dollars at reelforge dot com today.", voice, outDir);
    const at = (word: string) => direct.words.find((w) => w.word === word)!;
    const [only, price, atWord, site, today] = written.words as [
      WordTiming,
      WordTiming,
      WordTiming,
      WordTiming,
      WordTiming,
    ];
    expect(Math.abs(only.start - at("Only").start)).toBeLessThan(0.05);
    expect(Math.abs(price.start - at("59").start)).toBeLessThan(0.05);
    expect(Math.abs(price.end - at("dollars").end)).toBeLessThan(0.05);
    expect(Math.abs(atWord.start - at("at").start)).toBeLessThan(0.05);
    expect(Math.abs(site.start - at("reelforge").start)).toBeLessThan(0.05);
    expect(Math.abs(site.end - at("com").end)).toBeLessThan(0.05);
    expect(Math.abs(today.start - at("today.").start)).toBeLessThan(0.05);
    expect(Math.abs(written.durationSeconds - direct.durationSeconds)).toBeLessThan(0.05);
    expectSaneTimings(written, "Only $59 at reelforge.com today.");
  });

  it("says prices in the narration's language", async () => {
    const es = await tts.synthesize("Solo $59 hoy.", { language: "Spanish", gender: "female" }, outDir);
    expect(es.runs?.[0]?.spoken).toBe("Solo 59 dólares hoy.");
    expect(es.words.map((w) => w.word)).toEqual(["Solo", "$59", "hoy."]);
    expect(await phonemes("es", es.runs![0]!.spoken)).toMatch(/Tinkw,Entainw'eBe D'ola\*\*es/);
  });

  it("reads Japanese kanji by their sounds and keeps the words as written", async () => {
    const text = "今日は天気がいいです。東京で新しいコーヒーを買いました。";
    expect(await phonemes("ja", text)).toMatch(CANNOT_READ); // "Chinese letter" for each kanji
    const r = await tts.synthesize(text, { language: "Japanese", gender: "female" }, outDir);
    expect(r.runs).toHaveLength(1);
    expect(r.runs![0]).toMatchObject({ language: "ja", voice: "ja+f3" });
    expect(await phonemes("ja", r.runs![0]!.spoken)).not.toMatch(CANNOT_READ);
    expectSaneTimings(r, text);
    // The captions' words are phrases (a word with its particles and auxiliaries, from kuromoji), each
    // with a time the voice really said: never a cut inside a word as Intl.Segmenter makes ("買い|ま|した").
    expect(r.words.map((w) => w.word)).toEqual([
      "今日は",
      "天気が",
      "いいです。",
      "東京で",
      "新しい",
      "コーヒーを",
      "買いました。",
    ]);
    const polite = await tts.synthesize(
      "この名前を覚えてください。ぜひ一度お試しください。",
      { language: "Japanese", gender: "female" },
      outDir,
    );
    expect(polite.words.map((w) => w.word)).toEqual([
      "この",
      "名前を",
      "覚えてください。",
      "ぜひ",
      "一度",
      "お試し",
      "ください。",
    ]);
    for (let i = 1; i < polite.words.length; i++)
      expect(polite.words[i]!.start).toBeGreaterThan(polite.words[i - 1]!.start);
  });

  it("speaks each run of another writing system with a voice of that language", async () => {
    const text = "Try 寿司 and مرحبا with Привет today!";
    expect(await phonemes("en-us", text)).toMatch(CANNOT_READ); // spelled "Chinese letter", "Arabic ..."
    const r = await tts.synthesize(text, { language: "English", gender: "male" }, outDir);
    expect(r.runs!.map((x) => [x.voice, x.written])).toEqual([
      ["en-us+m3", "Try "],
      ["cmn-latn-pinyin+m3", "寿司 "],
      ["en-us+m3", "and "],
      ["ar+m3", "مرحبا "],
      ["en-us+m3", "with "],
      ["ru+m3", "Привет "],
      ["en-us+m3", "today!"],
    ]);
    for (const run of r.runs!)
      expect(await phonemes(run.voice, run.spoken), run.written).not.toMatch(CANNOT_READ);
    expectSaneTimings(r, text);
    expect(r.words.map((w) => w.word)).toEqual(["Try", "寿司", "and", "مرحبا", "with", "Привет", "today!"]);
    // Spoken as words, not spelled: about as long as the same sentence with English words there.
    const plain = await tts.synthesize(
      "Try sushi and hello with hi today!",
      { language: "en", gender: "male" },
      outDir,
    );
    expect(r.durationSeconds).toBeLessThan(plain.durationSeconds * 1.8);
  });

  it("keeps a voice the user picked for the narration's language, and still gives other scripts their voice", async () => {
    const r = await tts.synthesize(
      "Try 寿司 today.",
      { language: "en", gender: "male", voiceId: "en-gb-x-rp+f4" },
      outDir,
    );
    expect(r.runs!.map((x) => x.voice)).toEqual(["en-gb-x-rp+f4", "cmn-latn-pinyin+f4", "en-gb-x-rp+f4"]);
  });

  it("gives Latin brand names inside Hindi and Japanese to the English voice", async () => {
    const hi = await tts.synthesize("ReelForge पर 20% छूट।", { language: "Hindi", gender: "female" }, outDir);
    expect(hi.runs!.map((x) => [x.voice, x.spoken])).toEqual([
      ["en-us+f3", "ReelForge "],
      ["hi+f3", "पर 20 प्रतिशत छूट।"],
    ]);
    expect(hi.words.map((w) => w.word)).toEqual(["ReelForge", "पर", "20%", "छूट।"]);
    const ja = await tts.synthesize("iPhoneは便利です。", { language: "Japanese", gender: "female" }, outDir);
    expect(ja.runs!.map((x) => x.voice)).toEqual(["en-us+f3", "ja+f3"]);
    for (const run of ja.runs!) expect(await phonemes(run.voice, run.spoken)).not.toMatch(CANNOT_READ);
  });

  it("gives every accent offered its own sound", async () => {
    const SAMPLES: Record<string, string> = {
      en: "Water, tomato and car. Thirty birds in the orange forest, and the hot dog.",
      es: "La ciudad de Zaragoza, cazar y llamar.",
      pt: "O dia de hoje está ótimo.",
      fr: "70, 80 et 90 personnes.",
      vi: "Xin chào, tôi là người Việt Nam.",
    };
    const withAccents = LANGUAGES.filter((l) => l.accents);
    expect(withAccents.map((l) => l.code).sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const l of withAccents) {
      const sounds = new Set<string>();
      const said = new Set<string>();
      for (const accent of accentsOf(l)) {
        const r = await tts.synthesize(
          SAMPLES[l.code]!,
          { language: l.code, gender: "male", accent },
          outDir,
        );
        sounds.add(createHash("sha256").update(readFileSync(r.audioPath)).digest("hex"));
        said.add(await phonemes(r.credit.model!.replace(/\+.*/, ""), SAMPLES[l.code]!));
      }
      expect(sounds.size, l.name).toBe(accentsOf(l).length);
      // Different pronunciations (not just another file): the phonemes differ between every pair.
      expect(said.size, l.name).toBe(accentsOf(l).length);
    }
  });
});

describe("each scene's voice speaks its language", () => {
  it.each(SCRIPTS)("%s", async (name, scenes) => {
    const language = resolveLanguage(name);
    const captions: string[] = [];
    for (const narration of scenes) {
      const r = await tts.synthesize(narration, { language: name, gender: "male" }, outDir);
      expect(r.credit.model).toBe(`${language.espeakVoice}+m3`);
      for (const run of r.runs!) {
        // The language's own voice, or English for a Latin name or address inside a non-Latin script.
        if (run.voice !== `${language.espeakVoice}+m3`) {
          expect(language.script, run.written).not.toBe("latin");
          expect(run.voice).toBe("en-us+m3");
          expect(run.spoken).toMatch(/^[\p{Script=Latin}\p{N}\s.,:/-]+$/u);
        }
        const said = await phonemes(run.voice.replace(/\+.*/, ""), run.spoken);
        expect(said, `${name}: ${run.spoken}`).not.toMatch(SPELLED);
        // Another language's voice was not needed; a Latin-script language may read a brand name the
        // English way ("(en)r'i:lfo@dZ(fr)" in French), which is reading, not spelling.
        const switches = [...said.matchAll(/\(([a-z-]+)\)/g)].map((m) => m[1]!.split("-")[0]);
        const allowed = language.script === "latin" ? ["en", run.voice.split(/[-+]/)[0]] : [];
        expect(
          switches.filter((x) => !allowed.includes(x!)),
          `${name}: ${said}`,
        ).toEqual([]);
      }
      // Nothing is left for espeak-ng to misread: no currency signs, percent signs or bare addresses.
      expect(r.runs!.map((x) => x.spoken).join(" ")).not.toMatch(/[$€₹%]|reelforge\.com|\d:\d/);
      expectSaneTimings(r, narration);
      captions.push(...r.words.map((w) => w.word));
    }
    // The captions show the address and the percentage as written.
    expect(captions.some((w) => w.includes("reelforge.com"))).toBe(true);
    expect(captions.some((w) => /20\s?%/.test(w))).toBe(true);
  });
});

describe("pace", () => {
  it("speaks each language's scripts at its pace (about 160 words a minute in English), slower for kids", async () => {
    // The built-in writer paces a script by the language's wordsPerMinute; the voice must meet that pace.
    const writer = createBuiltinWriter();
    const off: string[] = [];
    for (const [name] of SCRIPTS) {
      const s = await writer.writeScript({
        prompt: "A family-owned bakery in Lisbon launching a weekly sourdough subscription for 12 euros",
        platform: "tiktok",
        durationSeconds: 30,
        language: name,
        gender: "female",
      });
      const text = [s.hook, ...s.beats.map((b) => b.narration), s.callToAction].join(" ");
      const r = await tts.synthesize(text, { language: name, gender: "female" }, outDir);
      const perMinute = (speechUnits(text) / r.durationSeconds) * 60;
      const target = resolveLanguage(name).wordsPerMinute;
      if (Math.abs(perMinute / target - 1) > 0.15) off.push(`${name}: ${perMinute.toFixed(0)} for ${target}`);
      if (name === "English") {
        const kid = await tts.synthesize(text, { language: name, gender: "female", speed: 0.85 }, outDir);
        expect((speechUnits(text) / kid.durationSeconds) * 60).toBeLessThan(perMinute * 0.9);
      }
    }
    expect(off).toEqual([]);
  });
});

describe("caption words from word events", () => {
  /** One event per word the segmenter finds, 300 ms each. */
  function wordsOf(text: string, language: string): string[] {
    const events = [...new Intl.Segmenter(language, { granularity: "word" }).segment(text)]
      .filter((s) => s.isWordLike)
      .map((s, i) => ({ offset: s.index, startMs: i * 300, endMs: i * 300 + 280 }));
    return wordsFromEvents(text, events, language).map((w) => w.word);
  }

  it("puts opening marks on the word they open, not on the word before", () => {
    expect(wordsOf("Te va a encantar. ¡Síguenos! ¿Vienes?", "es")).toEqual([
      "Te",
      "va",
      "a",
      "encantar.",
      "¡Síguenos!",
      "¿Vienes?",
    ]);
    expect(wordsOf("Pan «de verdad» y “pan” (12 euros) 'ya'", "es")).toEqual([
      "Pan",
      "«de",
      "verdad»",
      "y",
      "“pan”",
      "(12",
      "euros)",
      "'ya'",
    ]);
    expect(wordsOf("„Frisch“ gebacken", "de")).toEqual(["„Frisch“", "gebacken"]);
  });
});

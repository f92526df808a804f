import { describe, expect, it } from "vitest";
import { safeAreaFor } from "../../storyboard/formats.ts";
import { buildAss } from "./ass.ts";
import { captionWords } from "./caption-words.ts";
import { escapeAssText } from "./escape.ts";
import {
  breakLines,
  type CaptionEvent,
  estimateTextWidth,
  type LayoutOptions,
  layoutCaptions,
  MAX_CUE_SECONDS,
  maxLineWidth,
} from "./layout.ts";
import { buildSrt, buildVtt, parseSrtTimes } from "./srt-vtt.ts";
import { CAPTION_STYLE_SPECS } from "./styles.ts";

const opts = (noSpaces = false, locale = "en"): LayoutOptions & { fontFamily: string } => ({
  locale,
  width: 1080,
  height: 1920,
  safe: safeAreaFor(1080, 1920),
  position: "bottom",
  noSpaces,
  fontWidthFactor: 1.1,
  fontFamily: "Montserrat",
});

function words(text: string, sep = " ", step = 0.3) {
  const parts = sep ? text.split(sep) : [...text];
  return parts.map((w, i) => ({ text: w, start: i * step, end: i * step + step * 0.8 }));
}

describe("escapeAssText", () => {
  it("neutralises override blocks, specials and backslashes", () => {
    const e = escapeAssText("{\\b1}bold\\N");
    expect(e).toBe("\\{\\\u2060b1\\}bold\\\u2060N");
    expect(e).not.toMatch(/(^|[^\\])\{/);
  });
  it("flattens line breaks so a caption cannot inject ASS lines", () => {
    expect(escapeAssText("a\nDialogue: 0,0:00:00.00")).not.toContain("\n");
  });
});

describe("caption layout", () => {
  it("keeps every line inside the safe width and starts events on word starts", () => {
    const ws = words("This is a fairly long sentence that must be split into several short caption chunks.");
    for (const style of Object.keys(CAPTION_STYLE_SPECS) as (keyof typeof CAPTION_STYLE_SPECS)[]) {
      const spec = CAPTION_STYLE_SPECS[style];
      const evs = layoutCaptions(ws, spec, opts(), 100);
      const limit = maxLineWidth(spec, opts());
      expect(evs.length).toBeGreaterThan(1);
      for (const ev of evs) {
        expect(ev.lines.length).toBeLessThanOrEqual(spec.maxLines);
        expect(ws.some((w) => w.start === ev.start)).toBe(true);
        expect(ev.end).toBeGreaterThan(ev.start);
        for (const line of ev.lines) {
          const text = line.map((w) => (spec.uppercase ? w.text.toUpperCase() : w.text)).join(" ");
          if (line.length > 1)
            expect(estimateTextWidth(text, spec.size * 1080, 1.1)).toBeLessThanOrEqual(limit);
        }
      }
      // Every word is captioned exactly once, in order.
      expect(evs.flatMap((e) => e.words.map((w) => w.text.toLowerCase()))).toEqual(
        ws.map((w) => w.text.toLowerCase()),
      );
    }
  });

  it("breaks Chinese text between characters without spaces and never starts a line with closing punctuation", () => {
    const ws = words("我们今天要介绍一个非常好用的视频工具，它可以帮助你快速制作短视频。", "", 0.2);
    const spec = CAPTION_STYLE_SPECS.karaoke;
    const evs = layoutCaptions(ws, spec, opts(true), 100);
    expect(evs.length).toBeGreaterThan(1);
    for (const ev of evs) for (const line of ev.lines) expect(line[0]!.text).not.toMatch(/^[，。]/);
    const lines = breakLines(ws, 500, 60, opts(true));
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.map((w) => w.text).join("")).not.toContain(" ");
  });

  it("never merges words across a sentence end", () => {
    const evs = layoutCaptions(words("Stop. Go now"), CAPTION_STYLE_SPECS.clean, opts(), 10);
    expect(evs[0]!.words.map((w) => w.text)).toEqual(["Stop."]);
  });
});

describe("ASS document", () => {
  it("writes hostile caption text literally (escaped), positioned inside the safe area", () => {
    const ws = [
      { text: "',drawtext=textfile=/etc/passwd", start: 0.2, end: 0.8 },
      { text: "{\\b1}", start: 0.9, end: 1.2 },
    ];
    for (const spec of Object.values(CAPTION_STYLE_SPECS)) {
      // A narrow-estimate font keeps the long token on one line, so it must appear in one piece.
      const o = { ...opts(), fontWidthFactor: 0.4 };
      const ass = buildAss(layoutCaptions(ws, spec, o, 5), spec, o);
      // Uppercase styles change the letters' case, not the characters.
      expect(ass.toLowerCase()).toContain("',drawtext=textfile=/etc/passwd");
      expect(ass.toLowerCase()).toContain("\\{\\\u2060b1\\}");
      expect(ass.toLowerCase()).not.toContain("{\\b1}");
      const pos = [...ass.matchAll(/\\pos\((\d+),(\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(pos.length).toBeGreaterThan(0);
      for (const [x, y] of pos) {
        expect(x).toBeGreaterThan(o.safe.left);
        expect(x).toBeLessThan(o.safe.right);
        expect(y).toBeGreaterThan(o.safe.top);
        expect(y).toBeLessThan(o.safe.bottom);
      }
    }
  });

  it("karaoke sweeps each word over its spoken time", () => {
    const o = opts();
    const spec = CAPTION_STYLE_SPECS.karaoke;
    const ass = buildAss(layoutCaptions(words("one two three", " ", 0.5), spec, o, 5), spec, o);
    expect(ass).toMatch(/\{\\kf40\}one \{\\k10\}\{\\kf40\}two/);
    expect(ass).toContain("PlayResX: 1080");
    expect(ass).toContain("WrapStyle: 2");
  });

  it("per-word styles emit one event per spoken word with the word highlighted", () => {
    const o = opts();
    const spec = CAPTION_STYLE_SPECS.hormozi;
    const ass = buildAss(layoutCaptions(words("make more money", " ", 0.4), spec, o, 5), spec, o);
    const lines = ass.split("\n").filter((l) => l.startsWith("Dialogue:"));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/0:00:00\.40,0:00:00\.80/);
    expect(lines[1]).toMatch(/MAKE \{\\c&H5AFF2B&\}MORE/);
  });
});

describe("SRT and VTT", () => {
  it("round-trips cue times and escapes VTT markup", () => {
    const evs = layoutCaptions(words("hello <b>there</b> friend"), CAPTION_STYLE_SPECS.clean, opts(), 5);
    const srt = buildSrt(evs, false);
    const cues = parseSrtTimes(srt);
    expect(cues.map((c) => c.start)).toEqual(evs.map((e) => Math.round(e.start * 1000) / 1000));
    const vtt = buildVtt(evs, false);
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    expect(vtt).toContain("&lt;b>");
  });
});

const cueTexts = (evs: CaptionEvent[], sep = " ") =>
  evs.map((e) => e.lines.map((l) => l.map((w) => w.text).join(sep)).join(sep));

describe("cue splitting", () => {
  const BOLD = ["bold-pop", "hormozi", "banger"] as const;
  const LINES = ["clean", "karaoke", "comic"] as const;

  it("shows 1-3 words at a time in the bold styles and whole lines in the others", () => {
    const ws = words(
      "We help small teams publish short videos every single day without any editing skills at all",
    );
    for (const style of BOLD) {
      const evs = layoutCaptions(ws, CAPTION_STYLE_SPECS[style], opts(), 100);
      for (const ev of evs) expect(ev.words.length).toBeLessThanOrEqual(3);
    }
    for (const style of LINES) {
      const evs = layoutCaptions(ws, CAPTION_STYLE_SPECS[style], opts(), 100);
      expect(Math.max(...evs.map((e) => e.words.length))).toBeGreaterThanOrEqual(4);
    }
    // The bold looks use larger type than the line looks.
    const smallestBold = Math.min(...BOLD.map((s) => CAPTION_STYLE_SPECS[s].size));
    const largestLine = Math.max(...LINES.map((s) => CAPTION_STYLE_SPECS[s].size));
    expect(smallestBold).toBeGreaterThan(largestLine);
  });

  it("never splits a web address, a price or a number from its unit", () => {
    const text =
      "Visit reelforge.example.com today and get one month for $59 or save 20 % a year, just 12 euros a month, 5 km away, ten per cent off";
    for (const style of [...BOLD, ...LINES]) {
      const evs = layoutCaptions(words(text), CAPTION_STYLE_SPECS[style], opts(), 100);
      const cues = cueTexts(evs).map((t) => t.toLowerCase());
      for (const whole of ["reelforge.example.com", "$59", "20 %", "12 euros", "5 km"])
        expect(
          cues.filter((c) => c.includes(whole)),
          `${style}: ${whole} in ${JSON.stringify(cues)}`,
        ).toHaveLength(1);
      // Lines inside a cue do not separate them either.
      for (const ev of evs)
        for (const line of ev.lines)
          expect(line.map((w) => w.text).join(" ")).not.toMatch(/^(euros|%|km)\b/i);
    }
    // A date is one caption word: "April" never ends a cue whose "30." starts the next.
    const dates = "Get a full groom for $45 through April 30. Or book on 3 May, el 30 de abril, am 30. April";
    for (const style of [...BOLD, ...LINES]) {
      const cues = cueTexts(layoutCaptions(words(dates), CAPTION_STYLE_SPECS[style], opts(), 100)).map((t) =>
        t.toLowerCase(),
      );
      for (const whole of ["april 30.", "3 may,", "30 de abril,", "30. april"])
        expect(
          cues.filter((c) => c.includes(whole)),
          `${style}: ${whole} in ${JSON.stringify(cues)}`,
        ).toHaveLength(1);
    }
    // A speech engine that reports "$59" as two words still shows it as written.
    expect(
      captionWords(words("only $ 59, today"), { noSpaces: false, uppercase: false }).map((w) => w.text),
    ).toEqual(["only", "$59,", "today"]);
    expect(
      captionWords(words("for $|59,|or", "|"), { noSpaces: false, uppercase: true }).map((w) => w.text),
    ).toEqual(["FOR $59,", "OR"]);
    expect(
      captionWords(words("cut ten per cent now"), { noSpaces: false, uppercase: false }).map((w) => w.text),
    ).toEqual(["cut", "ten", "per", "cent", "now"]);
    expect(
      captionWords(words("cut 10 per cent now"), { noSpaces: false, uppercase: false }).map((w) => w.text),
    ).toEqual(["cut", "10 per cent", "now"]);
    // A web address inside Japanese, as the voice gives it, stays one caption word however short the cue.
    expect(
      captionWords(words("予約は|ramen-tokyo.jp|から。|ぜひ|ください：|ramen-tokyo.jp。", "|"), {
        noSpaces: true,
        locale: "ja",
        uppercase: false,
        maxChars: 6,
      }).map((w) => w.text),
    ).toEqual(["予約は", "ramen-tokyo.jp", "から。", "ぜひ", "ください：", "ramen-tokyo.jp。"]);
    // A web address wider than a line among Japanese is shrunk, never cut ("kagetsu-kyoto." + "jp").
    for (const style of [...BOLD, ...LINES]) {
      const evs = layoutCaptions(
        words("kagetsu-kyoto.jp|で|予約。", "|"),
        CAPTION_STYLE_SPECS[style],
        opts(true, "ja"),
        100,
      );
      expect(cueTexts(evs, "").join("|"), style).toMatch(/(?:^|\|)kagetsu-kyoto\.jp/i);
    }
    // An address the voice of another language timed in pieces ("yasmeen-" and "cafe.jo." in Arabic) is
    // joined again; a hyphen or a full stop between words is not.
    expect(
      captionWords(words("زورونا|على|yasmeen-|cafe.jo.", "|"), { noSpaces: false, uppercase: false }).map(
        (w) => w.text,
      ),
    ).toEqual(["زورونا", "على", "yasmeen-cafe.jo."]);
    expect(
      captionWords(words("hello@|yasmeen.jo|or|well-|known.", "|"), {
        noSpaces: false,
        uppercase: false,
      }).map((w) => w.text),
    ).toEqual(["hello@yasmeen.jo", "or", "well-", "known."]);
    // A handle whose "@" the voice timed with the word before it (the Urdu video had "لائیں: @" then
    // "chaikhana۔" on the next line) keeps its "@"; a tag its "#".
    expect(
      captionWords(words("ضرور|تشریف|لائیں: @|chaikhana۔", "|"), { noSpaces: false, uppercase: false }).map(
        (w) => w.text,
      ),
    ).toEqual(["ضرور", "تشریف", "لائیں:", "@chaikhana۔"]);
    expect(
      captionWords(words("follow us #|bakerylife", "|"), { noSpaces: false, uppercase: false }).map(
        (w) => w.text,
      ),
    ).toEqual(["follow us", "#bakerylife"]);
  });

  it("cuts Chinese and Japanese only between words, and no cue lasts over 4 s", () => {
    for (const [locale, text] of [
      ["zh", "我们的面包店在里斯本每天早上烤酸面包，每周只要十二欧元，星期五送到你家。"],
      ["ja", "私たちのパン屋はリスボンで毎朝サワードウを焼いています。週に十二ユーロで金曜日に届きます。"],
    ] as const) {
      // The speech engine reports the whole sentence as one 9-second "word".
      const raw = [{ text, start: 0.2, end: 9.2 }];
      const segments = [...new Intl.Segmenter(locale, { granularity: "word" }).segment(text)];
      const boundaries = new Set(segments.map((s) => s.index));
      boundaries.add(text.length);
      for (const style of [...BOLD, ...LINES]) {
        const evs = layoutCaptions(raw, CAPTION_STYLE_SPECS[style], opts(true, locale), 12);
        expect(evs.length).toBeGreaterThan(1);
        let at = 0;
        for (const ev of evs) {
          expect(ev.end - ev.start).toBeLessThanOrEqual(MAX_CUE_SECONDS);
          for (const line of ev.lines) {
            const t = line.map((w) => w.text).join("");
            at = text.indexOf(t, at);
            expect(at, `${style}: "${t}"`).toBeGreaterThanOrEqual(0);
            expect(boundaries.has(at), `${style}: line "${t}" starts inside a word`).toBe(true);
            at += t.length;
            expect(boundaries.has(at), `${style}: line "${t}" ends inside a word`).toBe(true);
          }
        }
      }
    }
  });

  it("ends a cue after 4 s of slow speech", () => {
    const ws = words("one two three four five six seven eight nine", " ", 1.2);
    for (const style of LINES) {
      for (const ev of layoutCaptions(ws, CAPTION_STYLE_SPECS[style], opts(), 20))
        expect(ev.end - ev.start).toBeLessThanOrEqual(MAX_CUE_SECONDS);
    }
  });
});

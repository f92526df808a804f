import { describe, expect, it } from "vitest";
import { safeAreaFor } from "../../storyboard/formats.ts";
import { buildAss } from "./ass.ts";
import { escapeAssText } from "./escape.ts";
import { breakLines, estimateTextWidth, type LayoutOptions, layoutCaptions, maxLineWidth } from "./layout.ts";
import { buildSrt, buildVtt, parseSrtTimes } from "./srt-vtt.ts";
import { CAPTION_STYLE_SPECS } from "./styles.ts";

const opts = (noSpaces = false): LayoutOptions & { fontFamily: string } => ({
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

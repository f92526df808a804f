// Sidecar caption files (SRT and WebVTT) from the caption events, for players and platforms that take
// captions as a separate track.
import type { CaptionEvent } from "./layout.ts";

function stamp(seconds: number, sepMs: "," | "."): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const r = ms % 1000;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}${sepMs}${String(r).padStart(3, "0")}`;
}

function text(ev: CaptionEvent, noSpaces: boolean): string {
  // Cue text is plain; `-->` and blank lines would break the cue structure, so they are neutralised.
  return ev.lines
    .map((l) =>
      l
        .map((w) => w.text)
        .join(noSpaces ? "" : " ")
        .replace(/-->/g, "->")
        .replace(/[\r\n]+/g, " "),
    )
    .join("\n");
}

export function buildSrt(events: CaptionEvent[], noSpaces: boolean): string {
  return events
    .map((ev, i) => `${i + 1}\n${stamp(ev.start, ",")} --> ${stamp(ev.end, ",")}\n${text(ev, noSpaces)}\n`)
    .join("\n");
}

export function buildVtt(events: CaptionEvent[], noSpaces: boolean): string {
  const cues = events.map(
    (ev) =>
      `${stamp(ev.start, ".")} --> ${stamp(ev.end, ".")}\n${text(ev, noSpaces).replace(/&/g, "&amp;").replace(/</g, "&lt;")}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}

/** Parses SRT cue times (for the checker). */
export function parseSrtTimes(srt: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  const re = /(\d+):(\d+):(\d+),(\d+) --> (\d+):(\d+):(\d+),(\d+)\n([\s\S]*?)(?:\n\n|\n?$)/g;
  for (const m of srt.matchAll(re)) {
    const t = (a: number) =>
      Number(m[a]) * 3600 + Number(m[a + 1]) * 60 + Number(m[a + 2]) + Number(m[a + 3]) / 1000;
    out.push({ start: t(1), end: t(5), text: m[9] ?? "" });
  }
  return out;
}

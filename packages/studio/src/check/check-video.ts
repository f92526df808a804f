// The output checker: named checks a creator or a platform would apply to a finished video (frame size,
// codecs, profile, faststart, loudness, black or silent gaps) and, when the storyboard sits beside the
// MP4, caption events measured where libass actually draws them and timed against the word timings.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { defaultCacheDir, exists } from "../cache.ts";
import { captionFontDir } from "../render/captions/font-set.ts";
import { filterPath } from "../render/filter-escape.ts";
import { runFfmpeg, runFfprobe } from "../render/run-ffmpeg.ts";
import { aspectForPlatform, resolvePlatform, safeAreaFor, sizeForAspect } from "../storyboard/formats.ts";
import { parseStoryboard, type Storyboard } from "../storyboard/schema.ts";

export interface Check {
  ok: boolean;
  value?: unknown;
  expected?: unknown;
  detail?: string;
}

export interface CheckReport {
  file: string;
  ok: boolean;
  checks: Record<string, Check>;
}

export interface CheckOptions {
  platform?: string;
  signal?: AbortSignal;
  /** Fonts directory for measuring captions (defaults to the cache's). */
  cacheDir?: string;
  /** Allowed distance of caption events from word timings, seconds. */
  captionToleranceSeconds?: number;
}

const GAP_SECONDS = 0.3;

function parseMediaLog(log: string) {
  const black = [...log.matchAll(/black_start:([\d.]+) black_end:([\d.]+) black_duration:([\d.]+)/g)].map(
    (m) => ({
      start: Number(m[1]),
      duration: Number(m[3]),
    }),
  );
  const silence = [...log.matchAll(/silence_end: ([\d.]+) \| silence_duration: ([\d.]+)/g)].map((m) => ({
    start: Number(m[1]) - Number(m[2]),
    duration: Number(m[2]),
  }));
  // A silence still open at the end of the file is reported only by its start.
  const starts = [...log.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Number(m[1]));
  const summary = log.slice(log.lastIndexOf("Summary:"));
  const integrated = Number(/I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1] ?? Number.NaN);
  const peak = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1] ?? Number.NaN);
  return { black, silence, silenceStarts: starts, integrated, peak };
}

/** Word start times on the video's time line, from the rendered storyboard. */
export function timelineWordStarts(sb: Storyboard): number[] {
  const render = sb.meta.render as
    | { scenes?: { id: string; offsetSeconds: number; voiceStartSeconds: number }[] }
    | undefined;
  const byId = new Map((render?.scenes ?? []).map((s) => [s.id, s]));
  const starts: number[] = [];
  for (const scene of sb.scenes) {
    const t = byId.get(scene.id);
    if (!t || !scene.speech) continue;
    for (const w of scene.speech.words)
      if (w.word.trim()) starts.push(t.offsetSeconds + t.voiceStartSeconds + w.start);
  }
  return starts.sort((a, b) => a - b);
}

function assEventTimes(ass: string): { start: number; end: number }[] {
  const t = (s: string) => {
    const [h, m, rest] = s.split(":");
    return Number(h) * 3600 + Number(m) * 60 + Number(rest);
  };
  return [...ass.matchAll(/^Dialogue: \d+,([\d:.]+),([\d:.]+),/gm)].map((m) => ({
    start: t(m[1]!),
    end: t(m[2]!),
  }));
}

function nearest(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  const cands = [sorted[lo], sorted[lo - 1]].filter((v): v is number => v !== undefined);
  return Math.min(...cands.map((v) => Math.abs(v - x)));
}

/** Draws the ASS file on black frames and returns the union of the boxes where anything was drawn. */
async function measureCaptionBox(
  assFile: string,
  width: number,
  height: number,
  seconds: number,
  fonts: string,
  signal?: AbortSignal,
): Promise<{ x1: number; y1: number; x2: number; y2: number; frames: number } | null> {
  const rate = seconds > 120 ? 2 : 8;
  const { stderr } = await runFfmpeg(
    [
      "-f",
      "lavfi",
      "-i",
      `color=c=black:s=${width}x${height}:r=${rate}:d=${seconds.toFixed(2)}`,
      "-vf",
      `ass=filename=${filterPath(assFile)}:fontsdir=${filterPath(fonts)}:shaping=complex,bbox=min_val=24`,
      "-f",
      "null",
      "-",
    ],
    { captureStderr: true, signal },
  );
  let box: { x1: number; y1: number; x2: number; y2: number; frames: number } | null = null;
  for (const m of stderr.matchAll(/x1:(\d+) x2:(\d+) y1:(\d+) y2:(\d+)/g)) {
    const [x1, x2, y1, y2] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    box = box
      ? {
          x1: Math.min(box.x1, x1),
          y1: Math.min(box.y1, y1),
          x2: Math.max(box.x2, x2),
          y2: Math.max(box.y2, y2),
          frames: box.frames + 1,
        }
      : { x1, y1, x2, y2, frames: 1 };
  }
  return box;
}

export async function checkVideo(file: string, opts: CheckOptions = {}): Promise<CheckReport> {
  const abs = path.resolve(file);
  if (!(await exists(abs))) throw new Error(`No such file: ${file}`);
  const checks: Record<string, Check> = {};
  const probe = await runFfprobe(abs, { signal: opts.signal });
  const v = probe.streams.find((s) => s.codec_type === "video");
  const a = probe.streams.find((s) => s.codec_type === "audio");
  const duration = Number(probe.format.duration ?? 0);
  const base = abs.replace(/\.mp4$/i, "");
  const sbFile = `${base}.storyboard.json`;
  const sb = (await exists(sbFile)) ? parseStoryboard(JSON.parse(await readFile(sbFile, "utf8"))) : null;

  const w = Number(v?.width ?? 0);
  const h = Number(v?.height ?? 0);
  let expected: { width: number; height: number } | null = null;
  if (opts.platform) expected = sizeForAspect(aspectForPlatform(resolvePlatform(opts.platform)));
  else if (sb) expected = { width: sb.format.width, height: sb.format.height };
  checks.size = {
    ok:
      !!v && (expected ? w === expected.width && h === expected.height : w > 0 && w % 2 === 0 && h % 2 === 0),
    value: `${w}x${h}`,
    expected: expected ? `${expected.width}x${expected.height}` : "even width and height",
  };
  checks.videoCodec = { ok: v?.codec_name === "h264", value: v?.codec_name, expected: "h264" };
  checks.profile = { ok: v?.profile === "High", value: v?.profile, expected: "High" };
  checks.pixelFormat = { ok: v?.pix_fmt === "yuv420p", value: v?.pix_fmt, expected: "yuv420p" };
  checks.audioCodec = { ok: a?.codec_name === "aac", value: a?.codec_name, expected: "aac" };
  checks.audioRate = { ok: Number(a?.sample_rate) === 48000, value: Number(a?.sample_rate), expected: 48000 };
  if (v && a) {
    // Picture and sound end together: a pause in the picture (a bad join) leaves the voice ahead of it.
    const drift = Math.abs(Number(v.duration ?? 0) - Number(a.duration ?? 0));
    checks.avSync = {
      ok: drift <= 0.05,
      value: `${Number(v.duration ?? 0).toFixed(3)} s video, ${Number(a.duration ?? 0).toFixed(3)} s audio`,
      expected: "lengths within 50 ms",
    };
  }
  const { topLevelBoxes } = await import("./mp4-atoms.ts");
  const boxes = await topLevelBoxes(abs);
  const moov = boxes.indexOf("moov");
  const mdat = boxes.indexOf("mdat");
  checks.faststart = {
    ok: moov >= 0 && mdat >= 0 && moov < mdat,
    value: boxes.join(" "),
    expected: "moov before mdat",
  };

  if (v && a) {
    const { stderr } = await runFfmpeg(
      [
        "-i",
        abs,
        "-map",
        "0:v:0",
        "-vf",
        `blackdetect=d=${GAP_SECONDS}:pix_th=0.06`,
        "-map",
        "0:a:0",
        "-af",
        `silencedetect=n=-50dB:d=${GAP_SECONDS},ebur128=peak=true`,
        "-f",
        "null",
        "-",
      ],
      { captureStderr: true, signal: opts.signal },
    );
    const m = parseMediaLog(stderr);
    checks.integratedLoudness = {
      ok: Number.isFinite(m.integrated) && Math.abs(m.integrated - -14) <= 1,
      value: m.integrated,
      expected: "-14 LUFS ± 1",
    };
    checks.truePeak = { ok: Number.isFinite(m.peak) && m.peak <= -1, value: m.peak, expected: "<= -1 dBTP" };
    checks.blackGaps = {
      ok: m.black.length === 0,
      value: m.black,
      expected: `no black stretch over ${GAP_SECONDS * 1000} ms`,
    };
    const open = m.silenceStarts.filter((s) => !m.silence.some((x) => Math.abs(x.start - s) < 0.01));
    const silent = [...m.silence, ...open.map((s) => ({ start: s, duration: duration - s }))].filter(
      (s) => s.duration > GAP_SECONDS,
    );
    checks.silentGaps = {
      ok: silent.length === 0,
      value: silent,
      expected: `no silence over ${GAP_SECONDS * 1000} ms`,
    };
  } else {
    checks.audioPresent = { ok: !!a, detail: a ? undefined : "no audio stream" };
  }

  const assFile = `${base}.ass`;
  if (sb?.captions.enabled && sb.voice.enabled && (await exists(assFile))) {
    const ass = await readFile(assFile, "utf8");
    const events = assEventTimes(ass);
    const words = timelineWordStarts(sb);
    const tol = opts.captionToleranceSeconds ?? 0.05;
    const off = events.filter((e) => nearest(words, e.start) > tol);
    checks.captionTiming = {
      ok: events.length > 0 && off.length === 0 && words.length > 0,
      value: { events: events.length, words: words.length, offBy: off.slice(0, 5) },
      expected: `every caption event starts within ${tol * 1000} ms of a spoken word`,
    };
    const uncovered = words.filter((t) => !events.some((e) => e.start - tol <= t && t <= e.end + tol));
    checks.captionCoverage = {
      ok: uncovered.length === 0,
      value: { uncovered: uncovered.slice(0, 5) },
      expected: "every spoken word is captioned",
    };
    const safe = safeAreaFor(w, h);
    const fonts = await captionFontDir(sb, opts.cacheDir ?? defaultCacheDir());
    const box = await measureCaptionBox(assFile, w, h, duration, fonts, opts.signal);
    checks.captionSafeArea = {
      ok: !!box && box.x1 >= safe.left && box.x2 <= safe.right && box.y1 >= safe.top && box.y2 <= safe.bottom,
      value: box,
      expected: safe,
    };
  }
  return { file: abs, ok: Object.values(checks).every((c) => c.ok), checks };
}

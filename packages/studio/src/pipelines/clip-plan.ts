// Where to cut a long video into clips, from what the analysis pass measured: scene changes first (a
// new shot is the most natural start), then pauses in speech (a clip never stops mid-sentence when a
// pause is near), and loudness to choose among more parts than were asked for. Pure.

export interface ClipSignals {
  /** Seconds of the source. */
  duration: number;
  /** Scene changes: when, and how different the next frame is (0..1). */
  scenes: { time: number; score: number }[];
  /** Pauses in the sound. */
  silences: { start: number; end: number }[];
  /** Loudness every 0.1 s (RMS, dBFS). */
  loudness: { time: number; value: number }[];
}

export interface ClipPlanOptions {
  count: number;
  maxSeconds: number;
  /** Shortest clip kept (and closest two cuts may be). */
  minSeconds?: number;
}

export interface PlannedClip {
  start: number;
  end: number;
  /** Why it starts where it does. */
  startsAt: "beginning" | "scene change" | "pause" | "length limit";
  /** Mean loudness (dBFS), -120 without sound. */
  loudness: number;
}

type Cut = { time: number; kind: PlannedClip["startsAt"] };

const round = (n: number) => Math.round(n * 100) / 100;

/** The middles of pauses strictly inside (from, to), at least `min` from both ends. */
function pausesIn(signals: ClipSignals, from: number, to: number, min: number): number[] {
  return signals.silences
    .map((s) => (s.start + s.end) / 2)
    .filter((t) => t - from >= min && to - t >= min)
    .sort((a, b) => a - b);
}

function meanLoudness(signals: ClipSignals, start: number, end: number): number {
  const inside = signals.loudness.filter((l) => l.time >= start && l.time < end);
  if (!inside.length) return -120;
  // Mean of the power, back in dB: a loud stretch counts more than a quiet one.
  const power = inside.reduce((sum, l) => sum + 10 ** (l.value / 10), 0) / inside.length;
  return power > 0 ? Math.max(-120, 10 * Math.log10(power)) : -120;
}

/** Splits [from, to) into pieces of at most maxSeconds, each ending at the latest pause that allows it. */
function splitLong(signals: ClipSignals, from: Cut, to: number, o: Required<ClipPlanOptions>): Cut[] {
  const cuts: Cut[] = [from];
  let at = from.time;
  while (to - at > o.maxSeconds) {
    const pauses = pausesIn(signals, at, to, o.minSeconds).filter((t) => t - at <= o.maxSeconds);
    const next = pauses.length ? (pauses[pauses.length - 1] as number) : at + o.maxSeconds;
    cuts.push({ time: next, kind: pauses.length ? "pause" : "length limit" });
    at = next;
  }
  return cuts;
}

/**
 * The clips to cut, in source order: at most `count`, each at most `maxSeconds`, starting at the
 * beginning, a scene change, a pause, or (only when a stretch has no pause) where the last one hit the
 * length limit.
 */
export function planClips(signals: ClipSignals, options: ClipPlanOptions): PlannedClip[] {
  const o: Required<ClipPlanOptions> = { minSeconds: 1.5, ...options };
  const D = signals.duration;
  if (!(D > 0)) return [];
  // Scene changes, strongest first, none closer than minSeconds to an edge or to a stronger one.
  const scenes: number[] = [];
  for (const s of [...signals.scenes].sort((a, b) => b.score - a.score)) {
    if (s.time < o.minSeconds || D - s.time < o.minSeconds) continue;
    if (scenes.some((t) => Math.abs(t - s.time) < o.minSeconds)) continue;
    scenes.push(s.time);
  }
  scenes.sort((a, b) => a - b);
  const parts: Cut[] = [
    { time: 0, kind: "beginning" },
    ...scenes.map((time) => ({ time, kind: "scene change" as const })),
  ];
  // Each shot longer than a clip may be is cut at pauses (or the limit).
  let cuts: Cut[] = parts.flatMap((cut, i) => splitLong(signals, cut, parts[i + 1]?.time ?? D, o));
  // Fewer parts than asked: the longest part is cut at its pause nearest its middle, while one has one.
  while (cuts.length < o.count) {
    const spans = cuts.map((c, i) => ({ i, from: c.time, to: cuts[i + 1]?.time ?? D }));
    spans.sort((a, b) => b.to - b.from - (a.to - a.from));
    let split = false;
    for (const span of spans) {
      const middle = (span.from + span.to) / 2;
      const pauses = pausesIn(signals, span.from, span.to, o.minSeconds);
      if (!pauses.length) continue;
      const best = pauses.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a));
      cuts = [...cuts.slice(0, span.i + 1), { time: best, kind: "pause" }, ...cuts.slice(span.i + 1)];
      split = true;
      break;
    }
    if (!split) break;
  }
  let clips: PlannedClip[] = cuts.map((c, i) => {
    const end = cuts[i + 1]?.time ?? D;
    return {
      start: round(c.time),
      end: round(end),
      startsAt: c.kind,
      loudness: meanLoudness(signals, c.time, end),
    };
  });
  const long = clips.filter((c) => c.end - c.start >= o.minSeconds);
  if (long.length) clips = long;
  if (clips.length > o.count) {
    // The liveliest parts: loudest first, then longest.
    const chosen = new Set(
      [...clips]
        .sort((a, b) => b.loudness - a.loudness || b.end - b.start - (a.end - a.start))
        .slice(0, o.count),
    );
    clips = clips.filter((c) => chosen.has(c));
  }
  return clips;
}

// Choosing among stock search results, shared by the Pexels and Pixabay adapters: the item whose
// shape matches the wanted orientation and that is long enough, then the rendition closest to the
// target frame size (the smallest that still covers it, so nothing is upscaled and less is
// downloaded).
import type { StockQuery } from "../types.ts";

export interface Size {
  width: number;
  height: number;
}

export interface Rendition extends Size {
  url: string;
}

export interface StockCandidate<T> extends Size {
  item: T;
  durationSeconds?: number;
}

/** The frame the asset will fill: the query's own size, else 1080 on the short side of the orientation. */
export function targetSize(q: StockQuery): Size {
  if (q.width && q.height) return { width: q.width, height: q.height };
  if (q.orientation === "portrait") return { width: 1080, height: 1920 };
  if (q.orientation === "landscape") return { width: 1920, height: 1080 };
  return { width: 1080, height: 1080 };
}

export function orientationOf(s: Size): StockQuery["orientation"] {
  const ratio = s.width / s.height;
  if (ratio > 1.1) return "landscape";
  if (ratio < 0.9) return "portrait";
  return "square";
}

/** Lower is better: wrong orientation costs most, then a clip too short, then shape difference. */
export function candidateScore(c: StockCandidate<unknown>, q: StockQuery): number {
  const target = targetSize(q);
  let score = Math.abs(Math.log(c.width / c.height / (target.width / target.height)));
  if (orientationOf(c) !== q.orientation) score += 10;
  if (q.kind === "video" && q.minDurationSeconds && c.durationSeconds !== undefined) {
    const short = q.minDurationSeconds - c.durationSeconds;
    if (short > 0) score += 5 + short;
  }
  return score;
}

/** Best candidate in search order (the service's relevance breaks ties); undefined for none. */
export function pickCandidate<T>(
  candidates: StockCandidate<T>[],
  q: StockQuery,
): StockCandidate<T> | undefined {
  let best: StockCandidate<T> | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    if (!(c.width > 0 && c.height > 0)) continue;
    const s = candidateScore(c, q);
    if (s < bestScore - 1e-9) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/** Smallest rendition that covers the target frame, else the largest available. */
export function pickRendition(renditions: Rendition[], target: Size): Rendition | undefined {
  const usable = renditions.filter((r) => r.url && r.width > 0 && r.height > 0);
  const covers = (r: Rendition) => Math.max(target.width / r.width, target.height / r.height) <= 1.0001;
  const area = (r: Rendition) => r.width * r.height;
  const covering = usable.filter(covers).sort((a, b) => area(a) - area(b));
  if (covering.length) return covering[0];
  return usable.sort((a, b) => area(b) - area(a))[0];
}

/** A safe file name piece from a vendor id. */
export function safeId(id: unknown): string {
  return (
    String(id)
      .replace(/[^A-Za-z0-9_-]/g, "")
      .slice(0, 40) || "item"
  );
}

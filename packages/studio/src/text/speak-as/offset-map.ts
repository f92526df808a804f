// A rewritten text that remembers where each part came from. Speech is synthesised from a rewritten
// text ("$59" -> "59 dollars", kanji -> kana) but captions show the text as written, so every position
// in the rewritten text must lead back to a position in the original.

export interface Piece {
  /** Span in the source text (UTF-16 offsets). */
  from: number;
  to: number;
  /** Span in the rewritten text. */
  outFrom: number;
  outTo: number;
  /** Copied unchanged (positions inside map one to one) or rewritten (they map to `from`). */
  verbatim: boolean;
}

export interface Rewritten {
  source: string;
  text: string;
  pieces: Piece[];
}

export class RewriteBuilder {
  private text = "";
  private readonly pieces: Piece[] = [];
  private readonly source: string;
  constructor(source: string) {
    this.source = source;
  }

  /** Copies source[from, to) unchanged. */
  copy(from: number, to: number): void {
    if (to <= from) return;
    const last = this.pieces.at(-1);
    const outFrom = this.text.length;
    this.text += this.source.slice(from, to);
    if (last?.verbatim && last.to === from) {
      last.to = to;
      last.outTo = this.text.length;
    } else this.pieces.push({ from, to, outFrom, outTo: this.text.length, verbatim: true });
  }

  /** Replaces source[from, to) by `spoken` (which may be empty: the span is not said). */
  replace(from: number, to: number, spoken: string): void {
    const outFrom = this.text.length;
    this.text += spoken;
    this.pieces.push({ from, to, outFrom, outTo: this.text.length, verbatim: false });
  }

  done(): Rewritten {
    return { source: this.source, text: this.text, pieces: this.pieces };
  }
}

/** The source offset of a position in the rewritten text. */
export function sourceOffset(r: Rewritten, offset: number): number {
  const ps = r.pieces;
  if (ps.length === 0) return Math.min(offset, r.source.length);
  let lo = 0;
  let hi = ps.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ps[mid]!.outFrom <= offset) lo = mid;
    else hi = mid - 1;
  }
  // Skip empty rewritten pieces that start at the same offset: the position belongs to the next one.
  while (lo + 1 < ps.length && ps[lo]!.outTo <= offset && ps[lo + 1]!.outFrom <= offset) lo++;
  const p = ps[lo]!;
  if (offset >= p.outTo && lo + 1 === ps.length) return p.verbatim ? p.to : p.from;
  if (!p.verbatim) return p.from;
  return Math.min(p.from + Math.max(0, offset - p.outFrom), p.to);
}

/** Rewritten spans that are not verbatim: each is one word for captions, however many words it says. */
export function rewrittenSpans(r: Rewritten): { from: number; to: number }[] {
  return r.pieces.filter((p) => !p.verbatim && p.to > p.from).map((p) => ({ from: p.from, to: p.to }));
}

/** A text that is said as written. */
export function identity(text: string): Rewritten {
  const b = new RewriteBuilder(text);
  b.copy(0, text.length);
  return b.done();
}

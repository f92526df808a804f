// Recent answers of a pure function of text, kept by key: a render looks at the same narration many
// times (its beats, pictures, kinetic words, the editor's alternatives), and an edit looks again at
// every scene it did not change.

/** Answers by key; the least recently asked for is dropped first. Each caller gets its own deep copy. */
export class RecentAnswers<T> {
  private readonly answers = new Map<string, T>();
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  /** The answer kept for `key`, or `make()`'s, kept. */
  get(key: string, make: () => T): T {
    let answer = this.answers.get(key);
    if (answer === undefined) answer = make();
    else this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.limit) this.answers.delete(this.answers.keys().next().value as string);
    return structuredClone(answer);
  }
}

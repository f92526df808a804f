import { describe, expect, it } from "vitest";
import { createLimiter } from "./pool.ts";

/** A task that records when it starts and finishes when `open` is called. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((r) => {
    open = r;
  });
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
    },
    open: () => open(),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("createLimiter", () => {
  it("runs at most `limit` tasks at once, in the order they asked", async () => {
    const limit = createLimiter(2);
    const log: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((n) => gate(log, n));
    const all = [a, b, c, d].map((g) => limit(g!.run));
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    b!.open();
    await tick();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    a!.open();
    c!.open();
    d!.open();
    await Promise.all(all);
    expect(log.filter((l) => l.startsWith("start"))).toEqual(["start a", "start b", "start c", "start d"]);
  });

  it("hands a finished task's place to the next waiter, not to a newcomer", async () => {
    const limit = createLimiter(1);
    const log: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((n) => gate(log, n));
    const pa = limit(a!.run);
    const pb = limit(b!.run);
    await tick();
    a!.open();
    // A newcomer asking right as `a` ends must queue behind `b`.
    const pc = limit(c!.run);
    await tick();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b!.open();
    c!.open();
    await Promise.all([pa, pb, pc]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("starts whenIdle work only when no FIFO task waits for a place", async () => {
    const limit = createLimiter(2);
    const log: string[] = [];
    const [a, b, c, cover] = ["a", "b", "c", "cover"].map((n) => gate(log, n));
    const pa = limit(a!.run);
    const pb = limit(b!.run);
    const pCover = limit.whenIdle(cover!.run);
    const pc = limit(c!.run); // asked after the cover, still first
    await tick();
    a!.open();
    await tick();
    expect(log).toEqual(["start a", "start b", "end a", "start c"]);
    b!.open();
    await tick();
    expect(log.slice(-2)).toEqual(["end b", "start cover"]);
    // With a free place and nobody waiting, it starts at once.
    const log2: string[] = [];
    const free = gate(log2, "now");
    const pFree = limit.whenIdle(free.run);
    await tick();
    expect(log2).toEqual([]); // both places taken (c and the cover)
    c!.open();
    await tick();
    expect(log2).toEqual(["start now"]);
    cover!.open();
    free.open();
    await Promise.all([pa, pb, pc, pCover, pFree]);
  });
});

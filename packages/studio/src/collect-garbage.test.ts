import { describe, expect, it } from "vitest";
import { beforeCollection, collectGarbage } from "./collect-garbage.ts";

const settle = () => new Promise((r) => setTimeout(r, 100));

describe("collectGarbage", () => {
  it("frees buffers nothing references any more, which V8 alone keeps, and runs the releasers first", async () => {
    let kept: ArrayBuffer[] | null = Array.from({ length: 20 }, () => new ArrayBuffer(2_000_000));
    let released = 0;
    beforeCollection(() => {
      released++;
    });
    const held = process.memoryUsage().arrayBuffers;
    expect(kept).toHaveLength(20);
    kept = null;
    await settle();
    // Dropped but still there: nothing made V8 collect.
    expect(held - process.memoryUsage().arrayBuffers).toBeLessThan(10_000_000);
    collectGarbage();
    // V8 frees the buffers' memory on a background thread once the collection has found them.
    await settle();
    expect(held - process.memoryUsage().arrayBuffers).toBeGreaterThan(35_000_000);
    expect(released).toBe(1);
  });
});

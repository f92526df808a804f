import { describe, expect, it } from "vitest";
import { rasteriseBatch } from "./rasterise.ts";

const square = (size: number, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${colour}"/></svg>`;

/** Width and height from a PNG's IHDR. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe("rasteriseBatch", () => {
  it("draws batches asked for at once, each in order, and a failed batch does not stop the next", async () => {
    const [a, bad, b] = await Promise.allSettled([
      rasteriseBatch([square(10, "red"), square(20, "blue")]),
      rasteriseBatch(["<svg"]),
      rasteriseBatch([square(30, "green")]),
    ]);
    expect(a.status).toBe("fulfilled");
    expect((a as PromiseFulfilledResult<Buffer[]>).value.map(sizeOf)).toEqual([
      [10, 10],
      [20, 20],
    ]);
    expect(bad.status).toBe("rejected");
    expect(String((bad as PromiseRejectedResult).reason)).toMatch(/Could not draw the illustrations/);
    expect(b.status).toBe("fulfilled");
    expect((b as PromiseFulfilledResult<Buffer[]>).value.map(sizeOf)).toEqual([[30, 30]]);
    expect(await rasteriseBatch([])).toEqual([]);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png.ts";

/** The chunks of a PNG file: type and data. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  for (let pos = 8; pos < png.length; ) {
    const len = png.readUInt32BE(pos);
    out.push({ type: png.toString("latin1", pos + 4, pos + 8), data: png.subarray(pos + 8, pos + 8 + len) });
    pos += 12 + len;
  }
  return out;
}

describe("encodePng", () => {
  it("writes an 8-bit RGB PNG whose rows decode back to the pixels given", () => {
    const w = 3;
    const h = 2;
    const pixels = [
      [255, 0, 0, 0, 255, 0, 0, 0, 255],
      [10, 20, 30, 200, 100, 50, 7, 7, 7],
    ];
    const scanlines = Buffer.alloc((w * 3 + 1) * h);
    for (const [y, row] of pixels.entries()) Buffer.from(row).copy(scanlines, y * (w * 3 + 1) + 1);
    const png = encodePng(scanlines, w, h);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const ihdr = parts[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([w, h, 8, 2]);
    // Undo the Sub filter of each row: every byte adds the byte one pixel to its left.
    const raw = inflateSync(parts[1]!.data);
    const decoded = pixels.map((_row, y) => {
      const o = y * (w * 3 + 1);
      expect(raw[o]).toBe(1);
      const row = [...raw.subarray(o + 1, o + 1 + w * 3)];
      for (let i = 3; i < row.length; i++) row[i] = (row[i]! + row[i - 3]!) & 255;
      return row;
    });
    expect(decoded).toEqual(pixels);
  });

  it("stores a picture uncompressed on request, and ffmpeg reads the same pixels from it as from the compressed one", () => {
    const w = 97;
    const h = 61;
    const scanlinesOf = () => {
      const b = Buffer.alloc((w * 3 + 1) * h);
      let s = 7;
      for (let y = 0; y < h; y++)
        for (let i = 1; i <= w * 3; i++) {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          b[y * (w * 3 + 1) + i] = (y * 3 + (i >> 2) + (s >>> 29)) & 255;
        }
      return b;
    };
    const pixels = scanlinesOf();
    const stored = encodePng(scanlinesOf(), w, h, { stored: true });
    const compressed = encodePng(scanlinesOf(), w, h);
    // Raw size plus headers: deflate's stored blocks, rows unfiltered.
    expect(stored.length).toBeGreaterThan((w * 3 + 1) * h);
    expect(compressed.length).toBeLessThan(stored.length);
    const raw = inflateSync(chunks(stored)[1]!.data);
    expect(raw.equals(pixels)).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), "png-"));
    const decode = (png: Buffer, name: string) => {
      const file = join(dir, name);
      writeFileSync(file, png);
      return execFileSync("ffmpeg", ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]);
    };
    const fromStored = decode(stored, "stored.png");
    expect(fromStored.length).toBe(w * h * 3);
    expect(fromStored.equals(decode(compressed, "compressed.png"))).toBe(true);
    expect(fromStored.subarray(0, w * 3).equals(pixels.subarray(1, 1 + w * 3))).toBe(true);
  });
});

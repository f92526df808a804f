// Top-level MP4 box order, to verify "faststart" (moov before mdat) without trusting any tool's summary.
import { open } from "node:fs/promises";

export async function topLevelBoxes(file: string): Promise<string[]> {
  const fh = await open(file, "r");
  try {
    const { size } = await fh.stat();
    const boxes: string[] = [];
    const head = Buffer.alloc(16);
    let pos = 0;
    while (pos + 8 <= size && boxes.length < 64) {
      await fh.read(head, 0, 16, pos);
      let len = head.readUInt32BE(0);
      const type = head.toString("latin1", 4, 8);
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      else if (len === 0) len = size - pos;
      if (len < 8) break;
      boxes.push(type);
      pos += len;
    }
    return boxes;
  } finally {
    await fh.close();
  }
}

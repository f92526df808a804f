import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isWav, pcmWavInfo, WAV_HEADER_BYTES, wavHeader } from "./wav.ts";

async function tempFile(name: string, bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "wav-"));
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe("wav", () => {
  it("reads back the rate and samples of a header it wrote", async () => {
    const samples = Buffer.alloc(2 * 480, 7);
    const file = await tempFile(
      "a.wav",
      Buffer.concat([wavHeader({ rate: 24000, channels: 1, dataBytes: samples.length }), samples]),
    );
    expect(await pcmWavInfo(file)).toEqual({ rate: 24000, dataOffset: WAV_HEADER_BYTES, dataBytes: 960 });
  });

  it("takes the data to the end of the file when a streaming writer left its size open", async () => {
    const header = wavHeader({ rate: 22050, channels: 1, dataBytes: 0 });
    header.writeUInt32LE(0xffffffff, 40);
    const file = await tempFile("s.wav", Buffer.concat([header, Buffer.alloc(100)]));
    expect(await pcmWavInfo(file)).toEqual({ rate: 22050, dataOffset: WAV_HEADER_BYTES, dataBytes: 100 });
  });

  it("refuses stereo and what is not a WAV file", async () => {
    const stereo = await tempFile(
      "st.wav",
      Buffer.concat([wavHeader({ rate: 48000, channels: 2, dataBytes: 8 }), Buffer.alloc(8)]),
    );
    expect(await pcmWavInfo(stereo)).toBeNull();
    const mp3 = await tempFile("a.mp3", Buffer.concat([Buffer.from("ID3"), Buffer.alloc(200)]));
    expect(await pcmWavInfo(mp3)).toBeNull();
    expect(isWav(Buffer.from("RIFF\0\0\0\0WAVE"))).toBe(true);
    expect(isWav(Buffer.from("RIFF\0\0\0\0AVI "))).toBe(false);
  });

  it("writes the block size and byte rate of a stereo header", () => {
    const h = wavHeader({ rate: 44100, channels: 2, dataBytes: 400 });
    expect(h.readUInt16LE(22)).toBe(2);
    expect(h.readUInt32LE(28)).toBe(44100 * 4);
    expect(h.readUInt16LE(32)).toBe(4);
    expect(h.readUInt32LE(4)).toBe(436);
  });
});

// WAV (RIFF) files of 16-bit PCM: reading where the samples are, and writing the header.
import { open } from "node:fs/promises";

/** Size of the canonical header `wavHeader` writes; the samples follow it. */
export const WAV_HEADER_BYTES = 44;

export interface PcmWavInfo {
  rate: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Bytes of samples. */
  dataBytes: number;
}

/** A 16-bit PCM WAV file of any channel count: its rate, channels and where its samples are. */
export interface Pcm16WavInfo extends PcmWavInfo {
  channels: number;
}

/** Format of a 16-bit mono PCM WAV file, read from its header, or null when it is anything else. */
export async function pcmWavInfo(file: string): Promise<PcmWavInfo | null> {
  const info = await pcm16WavInfo(file);
  if (info?.channels !== 1) return null;
  return { rate: info.rate, dataOffset: info.dataOffset, dataBytes: info.dataBytes };
}

/** Format of a 16-bit PCM WAV file (any number of channels), or null when it is anything else. */
export async function pcm16WavInfo(file: string): Promise<Pcm16WavInfo | null> {
  const fh = await open(file, "r");
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    if (!isWav(head.subarray(0, bytesRead)) || bytesRead < WAV_HEADER_BYTES) return null;
    let pos = 12;
    let fmt: { format: number; channels: number; rate: number; bits: number } | null = null;
    while (pos + 8 <= bytesRead) {
      const id = head.toString("latin1", pos, pos + 4);
      const size = head.readUInt32LE(pos + 4);
      if (id === "fmt " && pos + 24 <= bytesRead) {
        fmt = {
          format: head.readUInt16LE(pos + 8),
          channels: head.readUInt16LE(pos + 10),
          rate: head.readUInt32LE(pos + 12),
          bits: head.readUInt16LE(pos + 22),
        };
      } else if (id === "data") {
        if (fmt?.format !== 1 || fmt.channels < 1 || fmt.bits !== 16) return null;
        const total = (await fh.stat()).size;
        // Streaming writers leave the size at 0 or 0xFFFFFFFF: the data then runs to the end of the file.
        const dataBytes =
          size === 0 || size === 0xffffffff ? total - pos - 8 : Math.min(size, total - pos - 8);
        const frameBytes = 2 * fmt.channels;
        return {
          rate: fmt.rate,
          channels: fmt.channels,
          dataOffset: pos + 8,
          dataBytes: dataBytes - (dataBytes % frameBytes),
        };
      }
      pos += 8 + size + (size % 2);
    }
    return null;
  } finally {
    await fh.close();
  }
}

/** Whether bytes start like a WAV file (RIFF container of type WAVE). */
export function isWav(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WAVE"
  );
}

/** The 44-byte header of a 16-bit PCM WAV file holding `dataBytes` of samples. */
export function wavHeader(f: { rate: number; channels: number; dataBytes: number }): Buffer {
  const blockAlign = f.channels * 2;
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + f.dataBytes, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(f.channels, 22);
  header.writeUInt32LE(f.rate, 24);
  header.writeUInt32LE(f.rate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(f.dataBytes, 40);
  return header;
}

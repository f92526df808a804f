import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";

// Typing an upload from its bytes (never its name or Content-Type). Only the formats below are
// accepted; each is checked far enough to know it is whole and refers to nothing outside itself,
// and images give their size from the header, before anything decodes them.

export type Format =
  | "jpeg"
  | "png"
  | "webp"
  | "heif"
  | "mp4"
  | "mov"
  | "m4a"
  | "webm"
  | "mp3"
  | "wav"
  | "ogg";

export type Sniffed = {
  format: Format;
  // Images: from the header (before orientation).
  width?: number;
  height?: number;
  // JPEG: the EXIF orientation (1-8); HEIF: its irot/imir properties as the same number. Applied when
  // the image is re-encoded.
  orientation?: number;
  // HEIF: its major brand is AVIF (else HEIC or another HEIF).
  avif?: boolean;
};

/** Why a file is refused before any decoder sees it. */
export class Refusal extends Error {
  readonly extraDetails?: string;
  readonly status: 400 | 413;
  constructor(message: string, extraDetails?: string, status: 400 | 413 = 400) {
    super(message);
    this.extraDetails = extraDetails;
    this.status = status;
  }
}

const UNKNOWN = new Refusal(
  "This file type is not supported",
  "Upload a JPEG, PNG, WebP or AVIF image, an MP4, MOV or WebM video, or an MP3, WAV, M4A or OGG sound.",
);

const HEAD_BYTES = 64 * 1024;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const ascii = (b: Buffer, start: number, end: number) => b.toString("latin1", start, end);

function refuseText(head: Buffer): void {
  const text = ascii(head, 0, Math.min(head.length, 512))
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart();
  if (/^#EXTM3U/i.test(text) || /^#EXT/i.test(text)) {
    throw new Refusal("Playlists (HLS, M3U) cannot be uploaded", "Upload the media file itself.");
  }
  if (/^ffconcat/i.test(text) || /^file\s+['"]?/i.test(text)) {
    throw new Refusal("Concat lists cannot be uploaded", "Upload the media file itself.");
  }
  if (/^\[playlist\]/i.test(text) || /^<(\?xml|asx|smil|playlist|MPD)/i.test(text)) {
    throw new Refusal("Playlists and files that refer to other files cannot be uploaded");
  }
}

// ---- images

function pngInfo(head: Buffer): Sniffed {
  if (head.length < 33 || ascii(head, 12, 16) !== "IHDR") throw truncated();
  return { format: "png", width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

// Walks the chunks to IEND: a file cut short is refused, and so is anything after IEND (a PNG with a
// ZIP or script appended, a "polyglot").
async function checkPngEnd(handle: FileHandle, size: number): Promise<void> {
  let position = 8;
  while (position + 12 <= size) {
    const header = await readAt(handle, position, 8);
    const length = header.readUInt32BE(0);
    const type = ascii(header, 4, 8);
    position += 12 + length;
    if (type === "IEND") {
      if (position > size) break;
      if (position < size) {
        throw new Refusal(
          "This PNG has other data appended after the image",
          "Save the picture again and upload that.",
        );
      }
      return;
    }
  }
  throw truncated();
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

// EXIF orientation from an APP1 segment ("Exif\0\0" + TIFF).
function exifOrientation(segment: Buffer): number | undefined {
  if (ascii(segment, 0, 6) !== "Exif\0\0") return undefined;
  const tiff = segment.subarray(6);
  if (tiff.length < 8) return undefined;
  const little = ascii(tiff, 0, 2) === "II";
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

async function jpegInfo(handle: FileHandle, size: number): Promise<Sniffed> {
  let position = 2;
  let orientation: number | undefined;
  while (position + 4 <= size) {
    const marker = await readAt(handle, position, 4);
    if (marker[0] !== 0xff)
      throw new Refusal("This JPEG is damaged", "Save the picture again and upload that.");
    const code = marker[1] ?? 0;
    if (code === 0xff) {
      position += 1;
      continue;
    }
    const length = marker.readUInt16BE(2);
    if (code === 0xe1 && orientation === undefined) {
      orientation = exifOrientation(await readAt(handle, position + 4, Math.min(length - 2, 65_533)));
    }
    if (SOF.has(code)) {
      const sof = await readAt(handle, position + 4, 5);
      if (sof.length < 5) throw truncated();
      // The image must end with its end-of-image marker somewhere in its last bytes.
      const tail = await readAt(handle, Math.max(0, size - HEAD_BYTES), Math.min(size, HEAD_BYTES));
      if (tail.lastIndexOf(Buffer.from([0xff, 0xd9])) < 0) throw truncated();
      return { format: "jpeg", height: sof.readUInt16BE(1), width: sof.readUInt16BE(3), orientation };
    }
    position += 2 + length;
  }
  throw truncated();
}

function webpInfo(head: Buffer): Sniffed {
  const chunk = ascii(head, 12, 16);
  if (chunk === "VP8 " && head.length >= 30) {
    return { format: "webp", width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && head.length >= 25) {
    const bits = head.readUInt32LE(21);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && head.length >= 30) {
    return { format: "webp", width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  }
  throw truncated();
}

// ---- ISO base media (MP4, MOV, M4A, HEIF): the top-level boxes must cover the file exactly.

async function checkBoxes(handle: FileHandle, size: number, needMovie = true): Promise<string[]> {
  const types: string[] = [];
  let position = 0;
  while (position < size) {
    const header = await readAt(handle, position, 16);
    if (header.length < 8) throw truncated();
    let length = header.readUInt32BE(0);
    types.push(ascii(header, 4, 8));
    if (length === 1) {
      if (header.length < 16) throw truncated();
      length = Number(header.readBigUInt64BE(8));
    } else if (length === 0) {
      length = size - position;
    }
    if (length < 8) throw new Refusal("This file is damaged", "Its boxes do not add up.");
    position += length;
  }
  if (position !== size) throw truncated();
  if (needMovie && !types.includes("moov")) throw truncated();
  return types;
}

function ftypFormat(head: Buffer): Format {
  const brands = [ascii(head, 8, 12)];
  const ftypLength = head.readUInt32BE(0);
  for (let o = 16; o + 4 <= Math.min(ftypLength, head.length); o += 4) brands.push(ascii(head, o, o + 4));
  const major = brands[0] ?? "";
  if (/^(heic|heix|heim|heis|hevc|hevx|mif1|msf1|avif|avis)$/.test(major)) return "heif";
  if (/^(M4A |M4B |M4P )$/.test(major)) return "m4a";
  if (major === "qt  ") return "mov";
  return "mp4";
}

// HEIF orientation: the primary item's transformative properties (irot: a rotation anticlockwise in
// quarter turns; imir: a mirror about the vertical (0) or horizontal (1) axis), in the order the item
// lists them, composed into the EXIF orientation that does the same (process.ts applies it; ffmpeg 5.1
// does not). Pixel transforms as 2x2 matrices on (x, y), y down: H mirrors x, V mirrors y, T swaps.
type Mat = readonly [number, number, number, number];
const mul = (a: Mat, b: Mat): Mat => [
  a[0] * b[0] + a[1] * b[2],
  a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2],
  a[2] * b[1] + a[3] * b[3],
];
const I: Mat = [1, 0, 0, 1];
const H: Mat = [-1, 0, 0, 1];
const V: Mat = [1, 0, 0, -1];
const T: Mat = [0, 1, 1, 0];
// EXIF orientation -> the transform that makes the stored pixels upright (process.ts ORIENT).
const EXIF_TRANSFORMS: Mat[] = [I, H, mul(H, V), V, T, mul(H, T), mul(mul(H, V), T), mul(V, T)];
// irot angle 1, 2, 3 (quarter turns anticlockwise): ffmpeg's transpose=2, hflip+vflip, transpose=1.
const IROT: Mat[] = [I, mul(V, T), mul(H, V), mul(H, T)];

type Box = { type: string; start: number; end: number };
function boxes(b: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let at = start; at + 8 <= end; ) {
    const size = b.readUInt32BE(at);
    if (size < 8 || at + size > end) break; // 64-bit or to-the-end sizes never hold the meta box here
    found.push({ type: ascii(b, at + 4, at + 8), start: at + 8, end: at + size });
    at += size;
  }
  return found;
}

export function heifOrientation(head: Buffer): number | undefined {
  try {
    const meta = boxes(head, 0, head.length).find((box) => box.type === "meta");
    if (!meta) return undefined;
    const inMeta = boxes(head, meta.start + 4, meta.end); // meta is a full box
    const pitm = inMeta.find((box) => box.type === "pitm");
    const iprp = inMeta.find((box) => box.type === "iprp");
    if (!pitm || !iprp) return undefined;
    const primary =
      head[pitm.start] === 0 ? head.readUInt16BE(pitm.start + 4) : head.readUInt32BE(pitm.start + 4);
    const inIprp = boxes(head, iprp.start, iprp.end);
    const ipco = inIprp.find((box) => box.type === "ipco");
    if (!ipco) return undefined;
    const properties = boxes(head, ipco.start, ipco.end);
    let transform = I;
    for (const ipma of inIprp.filter((box) => box.type === "ipma")) {
      const version = head[ipma.start] ?? 0;
      const wide = ((head[ipma.start + 3] ?? 0) & 1) === 1;
      let at = ipma.start + 4;
      const entries = head.readUInt32BE(at);
      at += 4;
      for (let e = 0; e < entries; e++) {
        const item = version < 1 ? head.readUInt16BE(at) : head.readUInt32BE(at);
        at += version < 1 ? 2 : 4;
        const count = head[at] ?? 0;
        at += 1;
        for (let a = 0; a < count; a++) {
          const index = wide ? head.readUInt16BE(at) & 0x7fff : (head[at] ?? 0) & 0x7f;
          at += wide ? 2 : 1;
          if (item !== primary) continue;
          const property = properties[index - 1];
          if (property?.type === "irot")
            transform = mul(IROT[(head[property.start] ?? 0) & 3] ?? I, transform);
          if (property?.type === "imir") transform = mul((head[property.start] ?? 0) & 1 ? V : H, transform);
        }
      }
    }
    const code = EXIF_TRANSFORMS.findIndex((m) => m.every((v, i) => v === transform[i])) + 1;
    return code > 1 ? code : undefined;
  } catch {
    return undefined; // a box cut short: the picture as stored
  }
}

// ---- audio

function isMp3Frame(head: Buffer, offset = 0): boolean {
  const a = head[offset] ?? 0;
  const b = head[offset + 1] ?? 0;
  // 11 sync bits, an MPEG version other than "reserved", layer III.
  return a === 0xff && (b & 0xe0) === 0xe0 && (b & 0x18) !== 0x08 && (b & 0x06) === 0x02;
}

/** A HEIF picture (HEIC, AVIF) the system's decoders cannot read: refused with the way out. */
export function unreadableHeif(avif: boolean): Refusal {
  return new Refusal(
    avif ? "This AVIF picture cannot be read on this server" : "HEIC pictures cannot be read on this server",
    avif
      ? "Convert it to JPEG or PNG and upload that."
      : "Convert it to JPEG or PNG and upload that (on an iPhone: Settings > Camera > Formats > Most Compatible).",
  );
}

function truncated(): Refusal {
  return new Refusal("This file is incomplete or damaged", "It may have been cut short: upload it again.");
}

/** Reads the file's type and (for images) its size; throws a Refusal for anything not accepted. */
export async function sniffFile(file: string): Promise<Sniffed> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size === 0) throw new Refusal("The file is empty");
    const head = await readAt(handle, 0, Math.min(size, HEAD_BYTES));
    if (head.length < 12) throw UNKNOWN;
    if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      const info = pngInfo(head);
      await checkPngEnd(handle, size);
      return info;
    }
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return await jpegInfo(handle, size);
    if (ascii(head, 0, 4) === "RIFF") {
      const form = ascii(head, 8, 12);
      if (form === "WEBP") return webpInfo(head);
      if (form === "WAVE") {
        if (head.readUInt32LE(4) + 8 > size) throw truncated();
        return { format: "wav" };
      }
      throw UNKNOWN; // AVI and other RIFF forms
    }
    if (ascii(head, 4, 8) === "ftyp") {
      const format = ftypFormat(head);
      if (format === "heif") {
        // A picture in a meta box item (AVIF, HEIC) or an image sequence: whether this server's
        // decoders read it is for ffprobe to say (probe.ts); its boxes must add up all the same.
        await checkBoxes(handle, size, false);
        return { format, avif: /^avi[fs]$/.test(ascii(head, 8, 12)), orientation: heifOrientation(head) };
      }
      await checkBoxes(handle, size);
      return { format };
    }
    if (head.readUInt32BE(0) === 0x1a45dfa3) return { format: "webm" };
    if (ascii(head, 0, 4) === "OggS") return { format: "ogg" };
    if (ascii(head, 0, 3) === "ID3" || isMp3Frame(head)) return { format: "mp3" };
    refuseText(head);
    throw UNKNOWN;
  } finally {
    await handle.close();
  }
}

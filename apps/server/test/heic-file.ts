// Builds a real HEIC still picture for tests: one frame encoded by libx265, stored the way phones
// store photos (ISO/IEC 23008-12): ftyp "heic", a meta box whose primary item is an `hvc1` image with
// its decoder configuration (hvcC) and size (ispe), and the coded picture in mdat. No movie box.

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, vf, ...parts);
};
const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n, 0);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
};

/** The NAL units of an Annex B HEVC stream (start codes removed). */
export function annexBUnits(stream: Buffer): Buffer[] {
  const starts: { at: number; code: number }[] = [];
  for (let i = 0; i + 3 <= stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      const four = i > 0 && stream[i - 1] === 0;
      starts.push({ at: i + 3, code: four ? 4 : 3 });
      i += 2;
    }
  }
  return starts.map((s, k) => {
    const next = starts[k + 1];
    const end = next ? next.at - next.code : stream.length;
    return stream.subarray(s.at, end);
  });
}

const nalType = (unit: Buffer) => ((unit[0] ?? 0) >> 1) & 0x3f;

// The SPS's profile_tier_level bytes, without emulation prevention bytes.
function profileOf(sps: Buffer): Buffer {
  const raw: number[] = [];
  for (let i = 2; i < sps.length && raw.length < 13; i++) {
    if (i >= 4 && sps[i] === 3 && sps[i - 1] === 0 && sps[i - 2] === 0) continue;
    raw.push(sps[i] ?? 0);
  }
  // raw[0]: vps id, max sub layers, nesting; then 12 bytes: profile (1), compatibility (4),
  // constraints (6), level (1).
  return Buffer.from(raw.slice(1, 13));
}

/** A HEIC file holding `hevc` (an Annex B stream of one 8-bit 4:2:0 frame) as its primary picture. */
export function heicFile(hevc: Buffer, width: number, height: number): Buffer {
  const units = annexBUnits(hevc);
  const params = [32, 33, 34].map((type) => units.filter((u) => nalType(u) === type));
  const sps = params[1]?.[0];
  if (!sps) throw new Error("the HEVC stream has no SPS");
  const picture = Buffer.concat(
    units.filter((u) => nalType(u) < 32).map((u) => Buffer.concat([u32(u.length), u])),
  );
  const hvcC = box(
    "hvcC",
    u8(1),
    profileOf(sps),
    u16(0xf000),
    u8(0xfc),
    u8(0xfc | 1),
    u8(0xf8),
    u8(0xf8),
    u16(0),
    u8(0x0f),
    u8(params.length),
    ...params.map((list, i) =>
      Buffer.concat([
        u8(0x80 | [32, 33, 34][i]!),
        u16(list.length),
        ...list.flatMap((u) => [u16(u.length), u]),
      ]),
    ),
  );
  const meta = (offset: number) =>
    fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), Buffer.from("pict"), Buffer.alloc(12), u8(0)),
      fullBox("pitm", 0, 0, u16(1)),
      fullBox("iinf", 0, 0, u16(1), fullBox("infe", 2, 0, u16(1), u16(0), Buffer.from("hvc1"), u8(0))),
      fullBox(
        "iloc",
        0,
        0,
        u8(0x44),
        u8(0),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(offset),
        u32(picture.length),
      ),
      box(
        "iprp",
        box("ipco", hvcC, fullBox("ispe", 0, 0, u32(width), u32(height))),
        fullBox("ipma", 0, 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)),
      ),
    );
  const ftyp = box("ftyp", Buffer.from("heic"), u32(0), Buffer.from("mif1heic"));
  // The picture's place in the file: after ftyp, meta and mdat's own header.
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box("mdat", picture)]);
}

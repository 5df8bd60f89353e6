/**
 * A minimal EXIF reader for the tags this module writes (tests use it to read files back; the
 * seeder may use it too). Accepts a JPEG, an "Exif\0\0"-prefixed block (sharp's metadata().exif)
 * or a bare TIFF structure.
 */

/** Tag values by IFD: numbers, strings, or [numerator, denominator] pairs for rationals. */
export type ExifValue = number | string | number[] | Array<[number, number]>;
export interface ExifTags {
  ifd0: Map<number, ExifValue>;
  exif: Map<number, ExifValue>;
  gps: Map<number, ExifValue>;
}

function tiffOf(buf: Buffer): Buffer | null {
  if (buf[0] === 0xff && buf[1] === 0xd8) {
    let p = 2;
    while (p + 4 <= buf.length && buf[p] === 0xff) {
      const marker = buf[p + 1] ?? 0;
      const len = buf.readUInt16BE(p + 2);
      if (marker === 0xe1 && buf.toString('latin1', p + 4, p + 10) === 'Exif\0\0') return buf.subarray(p + 10, p + 2 + len);
      if (marker === 0xda) break; // start of scan: no more metadata
      p += 2 + len;
    }
    return null;
  }
  if (buf.toString('latin1', 0, 6) === 'Exif\0\0') return buf.subarray(6);
  return buf;
}

/** The tags of `input`, or null when it has no (readable) EXIF. Never throws on bad bytes. */
export function readExif(input: Buffer): ExifTags | null {
  try {
    return parse(input);
  } catch {
    return null; // truncated or corrupt block: treat as no EXIF
  }
}

function parse(input: Buffer): ExifTags | null {
  const t = tiffOf(input);
  if (!t || t.length < 8) return null;
  const order = t.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (o: number): number => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const u32 = (o: number): number => (le ? t.readUInt32LE(o) : t.readUInt32BE(o));
  const sizes: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

  const readIfd = (offset: number): Map<number, ExifValue> => {
    const out = new Map<number, ExifValue>();
    if (!offset || offset + 2 > t.length) return out;
    const n = u16(offset);
    for (let i = 0; i < n; i++) {
      const p = offset + 2 + i * 12;
      const tag = u16(p);
      const type = u16(p + 2);
      const count = u32(p + 4);
      const size = (sizes[type] ?? 1) * count;
      const at = size <= 4 ? p + 8 : u32(p + 8);
      if (type === 2) out.set(tag, t.toString('utf8', at, at + count).replace(/\0+$/, ''));
      else if (type === 3) out.set(tag, count === 1 ? u16(at) : Array.from({ length: count }, (_, k) => u16(at + 2 * k)));
      else if (type === 4) out.set(tag, count === 1 ? u32(at) : Array.from({ length: count }, (_, k) => u32(at + 4 * k)));
      else if (type === 5) out.set(tag, Array.from({ length: count }, (_, k): [number, number] => [u32(at + 8 * k), u32(at + 8 * k + 4)]));
      else out.set(tag, Array.from(t.subarray(at, at + count)));
    }
    return out;
  };

  if (u32(4) + 2 > t.length) return null; // IFD0 outside the block: corrupt
  const ifd0 = readIfd(u32(4));
  const exifPtr = ifd0.get(0x8769);
  const gpsPtr = ifd0.get(0x8825);
  return {
    ifd0,
    exif: typeof exifPtr === 'number' ? readIfd(exifPtr) : new Map<number, ExifValue>(),
    gps: typeof gpsPtr === 'number' ? readIfd(gpsPtr) : new Map<number, ExifValue>(),
  };
}

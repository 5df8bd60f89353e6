/**
 * A small EXIF (TIFF) writer. sharp's withExif() cannot set the Orientation tag together with
 * custom tags and transliterates non-ASCII text, so the APP1 segment is written here: little
 * endian, IFD0 -> Exif IFD + GPS IFD, exactly the fields of ExifSpec. Deterministic bytes.
 */
import type { ExifSpec } from './types';

/** TIFF field types used here, with their byte sizes. */
const T = { BYTE: 1, ASCII: 2, SHORT: 3, LONG: 4, RATIONAL: 5, UNDEFINED: 7 } as const;
type T = (typeof T)[keyof typeof T];
const TYPE_SIZE: Record<T, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 };

interface Entry { tag: number; type: T; count: number; data: Buffer }

function ascii(tag: number, text: string): Entry {
  const data = Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);
  return { tag, type: T.ASCII, count: data.length, data };
}
function short(tag: number, value: number): Entry {
  const data = Buffer.alloc(2);
  data.writeUInt16LE(value);
  return { tag, type: T.SHORT, count: 1, data };
}
function long(tag: number, value: number): Entry {
  const data = Buffer.alloc(4);
  data.writeUInt32LE(value);
  return { tag, type: T.LONG, count: 1, data };
}
function rationals(tag: number, values: ReadonlyArray<readonly [number, number]>): Entry {
  const data = Buffer.alloc(8 * values.length);
  values.forEach(([n, d], i) => { data.writeUInt32LE(n, i * 8); data.writeUInt32LE(d, i * 8 + 4); });
  return { tag, type: T.RATIONAL, count: values.length, data };
}
function raw(tag: number, type: T, bytes: number[]): Entry {
  return { tag, type, count: bytes.length, data: Buffer.from(bytes) };
}

/** A positive decimal as a rational with a small denominator (2.8 -> 28/10). */
export function toRational(value: number, den = 100): [number, number] {
  const n = Math.round(Math.abs(value) * den);
  const g = gcd(n, den);
  return [n / g, den / g];
}
function gcd(a: number, b: number): number { return b === 0 ? Math.max(1, a) : gcd(b, a % b); }

/** "1/250" -> [1, 250]; "2" -> [2, 1]; "0.5" -> [1, 2]. */
export function exposureRational(text: string): [number, number] {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (m) return [Number(m[1]), Number(m[2])];
  const v = Number(text);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`exposureTime "${text}" is not "1/250" or a number of seconds`);
  return toRational(v, 1000);
}

/** Decimal degrees -> [deg, min, sec] rationals, exact to 1/1000 of an arc second. */
export function dms(value: number): Array<[number, number]> {
  const total = Math.round(Math.abs(value) * 3600 * 1000);
  const deg = Math.floor(total / 3_600_000);
  const min = Math.floor((total % 3_600_000) / 60_000);
  const sec = total % 60_000;
  const [sn, sd] = toRational(sec / 1000, 1000);
  return [[deg, 1], [min, 1], [sn, sd]];
}

/** Serialises one IFD at `offset` (from the TIFF header); returns its bytes incl. out-of-line values. */
function ifd(entries: Entry[], offset: number): Buffer {
  entries.sort((a, b) => a.tag - b.tag);
  const headerSize = 2 + entries.length * 12 + 4;
  const head = Buffer.alloc(headerSize);
  const extra: Buffer[] = [];
  let extraOffset = offset + headerSize;
  head.writeUInt16LE(entries.length, 0);
  entries.forEach((e, i) => {
    const p = 2 + i * 12;
    head.writeUInt16LE(e.tag, p);
    head.writeUInt16LE(e.type, p + 2);
    head.writeUInt32LE(e.count, p + 4);
    if (e.count * TYPE_SIZE[e.type] <= 4) {
      e.data.copy(head, p + 8);
    } else {
      head.writeUInt32LE(extraOffset, p + 8);
      const padded = e.data.length % 2 ? Buffer.concat([e.data, Buffer.from([0])]) : e.data;
      extra.push(padded);
      extraOffset += padded.length;
    }
  });
  head.writeUInt32LE(0, headerSize - 4); // no next IFD
  return Buffer.concat([head, ...extra]);
}

/** Size of an IFD as ifd() writes it, so pointers can be computed before writing. */
const sizeOf = (entries: Entry[]): number => ifd([...entries], 0).length;

export interface ExifFrame {
  orientation: number;
  /** stored pixel size */
  width: number;
  height: number;
}

/** The TIFF structure ("II*\0" ...) holding `spec`. */
export function buildTiff(spec: ExifSpec, frame: ExifFrame): Buffer {
  const ifd0: Entry[] = [short(0x0112, frame.orientation), rationals(0x011a, [[72, 1]]), rationals(0x011b, [[72, 1]]), short(0x0128, 2), short(0x0213, 1)];
  if (spec.description !== undefined) ifd0.push(ascii(0x010e, spec.description));
  if (spec.make !== undefined) ifd0.push(ascii(0x010f, spec.make));
  if (spec.model !== undefined) ifd0.push(ascii(0x0110, spec.model));
  if (spec.dateTimeOriginal !== undefined) ifd0.push(ascii(0x0132, spec.dateTimeOriginal));

  const exifIfd: Entry[] = [raw(0x9000, T.UNDEFINED, [0x30, 0x32, 0x33, 0x32]), short(0xa001, 1), long(0xa002, frame.width), long(0xa003, frame.height)];
  if (spec.exposureTime !== undefined) exifIfd.push(rationals(0x829a, [exposureRational(spec.exposureTime)]));
  if (spec.fNumber !== undefined) exifIfd.push(rationals(0x829d, [toRational(spec.fNumber, 10)]));
  if (spec.iso !== undefined) exifIfd.push(short(0x8827, Math.min(65535, Math.round(spec.iso))));
  if (spec.dateTimeOriginal !== undefined) exifIfd.push(ascii(0x9003, spec.dateTimeOriginal), ascii(0x9004, spec.dateTimeOriginal));
  if (spec.offsetTimeOriginal !== undefined) exifIfd.push(ascii(0x9010, spec.offsetTimeOriginal), ascii(0x9011, spec.offsetTimeOriginal));
  if (spec.focalLength !== undefined) exifIfd.push(rationals(0x920a, [toRational(spec.focalLength, 10)]));
  if (spec.lensModel !== undefined) exifIfd.push(ascii(0xa434, spec.lensModel));

  const gps: Entry[] = [];
  if (spec.latitude !== undefined && spec.longitude !== undefined) {
    gps.push(raw(0x0000, T.BYTE, [2, 3, 0, 0]));
    gps.push(ascii(0x0001, spec.latitude >= 0 ? 'N' : 'S'), rationals(0x0002, dms(spec.latitude)));
    gps.push(ascii(0x0003, spec.longitude >= 0 ? 'E' : 'W'), rationals(0x0004, dms(spec.longitude)));
  }

  // pointers are LONG entries whose value depends on the sizes of the IFDs before them
  ifd0.push(long(0x8769, 0));
  if (gps.length) ifd0.push(long(0x8825, 0));
  const ifd0Offset = 8;
  const exifOffset = ifd0Offset + sizeOf(ifd0);
  const gpsOffset = exifOffset + sizeOf(exifIfd);
  ifd0.find((e) => e.tag === 0x8769)?.data.writeUInt32LE(exifOffset);
  ifd0.find((e) => e.tag === 0x8825)?.data.writeUInt32LE(gpsOffset);

  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]);
  const parts = [header, ifd(ifd0, ifd0Offset), ifd(exifIfd, exifOffset)];
  if (gps.length) parts.push(ifd(gps, gpsOffset));
  return Buffer.concat(parts);
}

/**
 * Puts an Exif APP1 segment right after SOI (where cameras put it) and drops a JFIF APP0,
 * which is not allowed next to Exif. Throws if `jpeg` is not a JPEG.
 */
export function insertExif(jpeg: Buffer, tiff: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('insertExif: input is not a JPEG (no SOI marker)');
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  if (payload.length + 2 > 0xffff) throw new Error('insertExif: EXIF block larger than 64 KB');
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  let rest = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) rest = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(rest)]);
}

import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderPhoto, readExif } from './index';
import { dms, exposureRational, toRational } from './exif';
import type { ExifSpec, PhotoSpec } from './types';
import { colourDistance, decode } from './test-helpers';

const exif: ExifSpec = {
  make: 'FUJIFILM',
  model: 'X-T5',
  lensModel: 'XF35mmF1.4 R',
  exposureTime: '1/250',
  fNumber: 2.8,
  focalLength: 35,
  iso: 400,
  dateTimeOriginal: '2019:11:24 14:03:27',
  offsetTimeOriginal: '+01:00',
  latitude: 48.858093,
  longitude: -122.419416,
  description: 'Café au lait — Sunday "picnic" <b>not html</b>',
};
const spec: PhotoSpec = { seed: 11, scene: 'beach', width: 1600, height: 1200, orientation: 1, faces: [], exif };

const value = (r: unknown): number => {
  const [n, d] = (r as Array<[number, number]>)[0] ?? [0, 1];
  return n / d;
};

describe('EXIF written into the original', () => {
  it('reads back every field of the spec', async () => {
    const photo = await renderPhoto(spec);
    const tags = readExif(photo.original);
    expect(tags).not.toBeNull();
    const { ifd0, exif: ex, gps } = tags!;
    expect(ifd0.get(0x010f)).toBe('FUJIFILM');
    expect(ifd0.get(0x0110)).toBe('X-T5');
    expect(ifd0.get(0x010e)).toBe(exif.description);
    expect(ifd0.get(0x0112)).toBe(1);
    expect(ex.get(0xa434)).toBe('XF35mmF1.4 R');
    expect(ex.get(0x829a)).toEqual([[1, 250]]);
    expect(value(ex.get(0x829d))).toBeCloseTo(2.8, 6);
    expect(value(ex.get(0x920a))).toBe(35);
    expect(ex.get(0x8827)).toBe(400);
    expect(ex.get(0x9003)).toBe('2019:11:24 14:03:27');
    expect(ex.get(0x9011)).toBe('+01:00');
    expect(ex.get(0xa002)).toBe(1600);
    expect(ex.get(0xa003)).toBe(1200);
    expect(gps.get(0x0001)).toBe('N');
    expect(gps.get(0x0003)).toBe('W');
    const deg = (v: unknown): number => {
      const [d, m, s] = (v as Array<[number, number]>).map(([n, q]) => n / q);
      return (d ?? 0) + (m ?? 0) / 60 + (s ?? 0) / 3600;
    };
    expect(deg(gps.get(0x0002))).toBeCloseTo(48.858093, 6);
    expect(deg(gps.get(0x0004))).toBeCloseTo(122.419416, 6);
  });

  it('is a block that sharp (libvips/libexif) reads too', async () => {
    const photo = await renderPhoto({ ...spec, orientation: 6 });
    const meta = await sharp(photo.original).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.subarray(0, 6).toString('latin1')).toBe('Exif\0\0');
    // libvips re-reads the block it parsed: the camera make survives a round trip through sharp
    const copy = await sharp(photo.original).keepExif().jpeg().toBuffer();
    expect(readExif(copy)?.ifd0.get(0x010f)).toBe('FUJIFILM');
  });

  it('leaves the file without any EXIF when the spec has none (stored upright)', async () => {
    const photo = await renderPhoto({ ...spec, orientation: 6, exif: null });
    const meta = await sharp(photo.original).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(readExif(photo.original)).toBeNull();
    expect([meta.width, meta.height, photo.exifImageWidth, photo.exifImageHeight]).toEqual([1600, 1200, 1600, 1200]);
  });
});

describe('orientation: stored rotated, shown upright', () => {
  it.each([1, 3, 6, 8] as const)('orientation %i', async (orientation) => {
    const photo = await renderPhoto({ ...spec, scene: 'park', orientation, faces: [{ skin: '#f1c7a5', hair: '#3b2a1e', shirt: '#2f6db3' }] });
    const meta = await sharp(photo.original).metadata();
    const swapped = orientation === 6 || orientation === 8;
    expect(meta.orientation).toBe(orientation);
    expect([meta.width, meta.height]).toEqual(swapped ? [1200, 1600] : [1600, 1200]);
    expect([photo.exifImageWidth, photo.exifImageHeight]).toEqual([meta.width, meta.height]);
    expect(readExif(photo.original)?.exif.get(0xa002)).toBe(meta.width);
    // applying the tag gives back the upright preview (compare small versions pixel by pixel)
    const upright = await decode(await sharp(photo.original).rotate().resize(96, 72, { fit: 'fill' }).png().toBuffer());
    const preview = await decode(await sharp(photo.preview).resize(96, 72, { fit: 'fill' }).png().toBuffer());
    let worst = 0;
    for (let y = 4; y < 68; y += 4) for (let x = 4; x < 92; x += 4) worst = Math.max(worst, colourDistance(upright.at(x, y), preview.at(x, y)));
    expect(worst).toBeLessThan(40);
  });
});

describe('rational helpers', () => {
  it.each([
    ['1/250', [1, 250]], ['2', [2, 1]], ['0.5', [1, 2]], [' 1 / 8000 ', [1, 8000]],
  ] as const)('exposure %s', (text, want) => expect(exposureRational(text)).toEqual(want));

  it('refuses an exposure that is not a time', () => {
    expect(() => exposureRational('fast')).toThrow(/exposureTime "fast"/);
  });

  it('keeps f-numbers and coordinates exact', () => {
    expect(toRational(2.8, 10)).toEqual([14, 5]);
    expect(dms(-33.8568)).toEqual([[33, 1], [51, 1], [612, 25]]);
    expect(dms(59.99999999)).toEqual([[60, 1], [0, 1], [0, 1]]);
  });
});

describe('readExif on foreign or broken input', () => {
  it('returns null instead of throwing', () => {
    expect(readExif(Buffer.from('not an image at all'))).toBeNull();
    expect(readExif(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x40, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 0x2a, 0, 0xff, 0xff, 0, 0]))).toBeNull();
  });

  it('reads big-endian (Motorola) TIFF too', () => {
    // MM, IFD0 at 8 with one SHORT entry: Orientation = 6
    const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(readExif(tiff)?.ifd0.get(0x0112)).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { renderPhoto } from './index';
import { photoSvg } from './photo';
import { hairStyleOf } from './figure';
import type { FaceLook, PhotoSpec, SceneKind } from './types';
import { colourDistance, decode, hexRgb, measuredHeadBox } from './test-helpers';

const natural: FaceLook[] = [
  { skin: '#f1c7a5', hair: '#3b2a1e', shirt: '#2f6db3' },
  { skin: '#8d5a3b', hair: '#111111', shirt: '#d1495b' },
  { skin: '#e0ac69', hair: '#c68642', shirt: '#3c9d5d' },
];

const base: PhotoSpec = { seed: 7, scene: 'park', width: 1800, height: 1200, orientation: 1, faces: natural.slice(0, 2), exif: null };

describe('renderPhoto: files and sizes', () => {
  it('makes a JPEG original of the asked size, a 1440 px JPEG preview and a 250 px WebP thumbnail', async () => {
    const photo = await renderPhoto(base);
    const [orig, prev, thumb] = await Promise.all([photo.original, photo.preview, photo.thumbnail].map((b) => sharp(b).metadata()));
    expect([orig?.format, orig?.width, orig?.height]).toEqual(['jpeg', 1800, 1200]);
    expect([prev?.format, prev?.width, prev?.height]).toEqual(['jpeg', 1440, 960]);
    expect([photo.previewWidth, photo.previewHeight]).toEqual([1440, 960]);
    expect([thumb?.format, thumb?.width, thumb?.height]).toEqual(['webp', 375, 250]);
  });

  it('keeps the preview at the original size when the original is smaller than 1440 px', async () => {
    const photo = await renderPhoto({ ...base, width: 900, height: 1200 });
    expect([photo.previewWidth, photo.previewHeight]).toEqual([900, 1200]);
    const thumb = await sharp(photo.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([250, 333]);
  });

  it('gives a thumbhash that decodes to a small picture of the same shape', async () => {
    const photo = await renderPhoto({ ...base, width: 1200, height: 1800 });
    const decoded = thumbHashToRGBA(Buffer.from(photo.thumbhash, 'base64'));
    expect(decoded.h).toBeGreaterThan(decoded.w);
    expect(decoded.w * decoded.h * 4).toBe(decoded.rgba.length);
  });

  it('is deterministic: the same spec gives the same bytes, another seed other bytes', async () => {
    const spec: PhotoSpec = { ...base, orientation: 6, exif: { make: 'Canon', latitude: 1, longitude: 2 } };
    const [a, b, c] = await Promise.all([renderPhoto(spec), renderPhoto(spec), renderPhoto({ ...spec, seed: 8 })]);
    expect(a.original.equals(b.original)).toBe(true);
    expect(a.preview.equals(b.preview)).toBe(true);
    expect(a.thumbnail.equals(b.thumbnail)).toBe(true);
    expect(a.thumbhash).toBe(b.thumbhash);
    expect(a.preview.equals(c.preview)).toBe(false);
  });

  it('rejects impossible specs with a message that says what is wrong', async () => {
    await expect(renderPhoto({ ...base, width: 0 })).rejects.toThrow(/width\/height/);
    await expect(renderPhoto({ ...base, faces: Array.from({ length: 7 }, () => natural[0] as FaceLook) })).rejects.toThrow(/at most 6 faces/);
  });
});

describe('renderPhoto: every scene renders a picture', () => {
  const kinds: SceneKind[] = ['beach', 'city', 'forest', 'snow', 'indoor', 'sunset', 'park', 'mountain'];
  it.each(kinds)('%s is a varied, non-flat picture', async (scene) => {
    const photo = await renderPhoto({ ...base, scene, width: 480, height: 360, faces: [] });
    const stats = await sharp(photo.preview).stats();
    // a real scene has light and dark parts in every channel, not one flat colour
    for (const ch of stats.channels) expect(ch.max - ch.min).toBeGreaterThan(60);
  });
});

describe('renderPhoto: face boxes lie exactly on the drawn heads', () => {
  // unnatural colours that no scene uses, so the head can be found by colour alone
  const looks = (n: number): FaceLook[] =>
    Array.from({ length: n }, (_, i) => ({ skin: '#ff00ff', hair: '#00ffff', shirt: `#ffff${(10 + i * 7).toString(16).padStart(2, '0')}` }));

  it('covers all four hair styles in these tests', () => {
    expect(new Set(looks(6).map(hairStyleOf)).size).toBe(4);
  });

  const cases: Array<[SceneKind, number, number, number]> = [
    ['park', 1800, 1200, 1], ['indoor', 1200, 1600, 3], ['city', 1500, 1500, 6],
    ['beach', 2000, 1200, 4], ['sunset', 1000, 1500, 2], ['snow', 2400, 1600, 5],
    ['forest', 1080, 1920, 6], ['mountain', 1440, 1440, 6],
  ];
  it.each(cases)('%s %ix%i with %i faces', async (scene, width, height, n) => {
    const spec: PhotoSpec = { seed: width + n, scene, width, height, orientation: 1, faces: looks(n), exif: null };
    const photo = await renderPhoto(spec);
    expect(photo.faces).toHaveLength(n);
    const px = await decode(photo.preview);
    photo.faces.forEach((box, i) => {
      for (const v of [box.x1, box.y1, box.x2, box.y2]) expect(Number.isInteger(v)).toBe(true);
      expect(box.x1).toBeGreaterThanOrEqual(0);
      expect(box.y1).toBeGreaterThanOrEqual(0);
      expect(box.x2).toBeLessThanOrEqual(photo.previewWidth);
      expect(box.y2).toBeLessThanOrEqual(photo.previewHeight);
      const look = spec.faces[i];
      if (!look) throw new Error('missing look');
      const seen = measuredHeadBox(px, box, look, 12);
      expect(seen).not.toBeNull();
      // within 1 px on every side after JPEG (the browser tests allow 3)
      for (const k of ['x1', 'y1', 'x2', 'y2'] as const) expect(Math.abs((seen?.[k] ?? -99) - box[k]), `${k} of face ${i}`).toBeLessThanOrEqual(1);
    });
    // no two heads overlap
    for (const [i, a] of photo.faces.entries()) {
      for (const b of photo.faces.slice(i + 1)) {
        const overlap = a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
        expect(overlap).toBe(false);
      }
    }
  });

  it('is pixel-exact before JPEG compression', async () => {
    const spec: PhotoSpec = { ...base, scene: 'snow', faces: looks(5) };
    const scene = photoSvg(spec);
    const px = await decode(await sharp(Buffer.from(scene.svg)).png().toBuffer());
    scene.boxes.forEach((box, i) => {
      expect(measuredHeadBox(px, box, looks(5)[i] ?? looks(1)[0]!, 12)).toEqual(box);
    });
  });

  it('keeps boxes exact, inside the picture and apart for many seeds, shapes and scenes', async () => {
    const shapes = [[1440, 1080], [1080, 1440], [1440, 1440], [1440, 810], [810, 1440]] as const;
    const kinds: SceneKind[] = ['beach', 'city', 'forest', 'snow', 'indoor', 'sunset', 'park', 'mountain'];
    for (let seed = 1; seed <= 20; seed++) {
      const [width, height] = shapes[seed % shapes.length] ?? [1440, 1080];
      const faces = looks(seed % 7);
      const scene = photoSvg({ seed: seed * 7919, scene: kinds[seed % kinds.length] ?? 'park', width, height, orientation: 1, faces, exif: null });
      const px = await decode(await sharp(Buffer.from(scene.svg)).png().toBuffer());
      scene.boxes.forEach((box, i) => {
        expect(box.x1).toBeGreaterThanOrEqual(0);
        expect(box.y1).toBeGreaterThanOrEqual(0);
        expect(box.x2).toBeLessThanOrEqual(width);
        expect(box.y2).toBeLessThanOrEqual(height);
        expect(measuredHeadBox(px, box, faces[i] ?? faces[0]!, 12), `seed ${seed} face ${i}`).toEqual(box);
      });
    }
  });

  it('draws natural skin in the middle of each box', async () => {
    const photo = await renderPhoto({ ...base, faces: natural });
    const px = await decode(photo.preview);
    photo.faces.forEach((box, i) => {
      const skin = hexRgb(natural[i]?.skin ?? '#000000');
      // the chin, below the mouth and above the box's bottom edge
      const x = Math.round((box.x1 + box.x2) / 2);
      const y = Math.round(box.y2 - (box.y2 - box.y1) * 0.12);
      expect(colourDistance(px.at(x, y), skin)).toBeLessThanOrEqual(24);
    });
  });
});

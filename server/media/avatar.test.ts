import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cropFaceThumbnail, renderAvatar, renderPhoto } from './index';
import { colourDistance, decode, hexRgb } from './test-helpers';

const look = { skin: '#8d5a3b', hair: '#111111', shirt: '#d1495b' };

describe('renderAvatar', () => {
  it('is a 256 px JPEG with the face in the middle, the same for the same seed', async () => {
    const [a, b, c] = await Promise.all([renderAvatar(1, look), renderAvatar(1, look), renderAvatar(2, look)]);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    const px = await decode(a);
    // the chin area, below the mouth
    expect(colourDistance(px.at(128, 150), hexRgb(look.skin))).toBeLessThanOrEqual(24);
  });
});

describe('cropFaceThumbnail', () => {
  it('crops a 250 px square around the face', async () => {
    const photo = await renderPhoto({ seed: 5, scene: 'indoor', width: 1600, height: 1200, orientation: 1, faces: [look], exif: null });
    const box = photo.faces[0];
    if (!box) throw new Error('no face');
    const crop = await cropFaceThumbnail(photo.preview, box);
    const meta = await sharp(crop).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 250, 250]);
    const px = await decode(crop);
    // the face is centred: the middle column near the bottom of the head box is skin
    expect(colourDistance(px.at(125, 125 + Math.round(250 * 0.55 * 0.35)), hexRgb(look.skin))).toBeLessThanOrEqual(30);
  });

  it('stays inside the picture for a face at the edge', async () => {
    const preview = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const crop = await cropFaceThumbnail(preview, { x1: 0, y1: 150, x2: 60, y2: 200 });
    expect((await sharp(crop).metadata()).width).toBe(250);
  });

  it('refuses an empty box', async () => {
    const preview = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } }).jpeg().toBuffer();
    await expect(cropFaceThumbnail(preview, { x1: 10, y1: 10, x2: 10, y2: 40 })).rejects.toThrow(/empty face box/);
  });
});

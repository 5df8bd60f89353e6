import { describe, expect, it } from 'vitest';
import { sourceFromAssets } from './source-from-assets';

const base = { type: 'IMAGE', thumbhash: undefined, isFavorite: false, durationSeconds: 0, stackCount: 0 };

describe('sourceFromAssets', () => {
  const source = sourceFromAssets(
    [
      { ...base, id: 'a', localDateTime: '2021-06-03T10:00:00.000Z', exifInfo: { exifImageWidth: 4000, exifImageHeight: 3000, orientation: '6' } },
      { ...base, id: 'b', type: 'VIDEO', durationSeconds: 4, isFavorite: true, localDateTime: '2021-05-01T10:00:00.000Z' },
      { ...base, id: 'c', width: 1080, height: 1920, localDateTime: '2021-05-01T09:00:00.000Z', exifInfo: { exifImageWidth: 1920, exifImageHeight: 1080, orientation: '1' } },
    ],
    { href: (id) => `/albums/x/photos/${id}`, thumbnailUrl: (id) => `/t/${id}` },
  );

  it('computes upright aspect ratios and month keys', () => {
    expect(source.aspects[0]).toBeCloseTo(0.75, 5);
    expect(source.aspects[1]).toBe(1);
    expect(source.aspects[2]).toBeCloseTo(1080 / 1920, 5); // v2+ width/height win over EXIF
    expect(Array.from(source.groupKeys!)).toEqual([2021 * 12 + 5, 2021 * 12 + 4, 2021 * 12 + 4]);
  });

  it('builds tiles with links, labels and video details', () => {
    const tile = source.tile(1);
    expect(tile).toMatchObject({ id: 'b', href: '/albums/x/photos/b', thumbnailUrl: '/t/b', isVideo: true, durationSeconds: 4, isFavorite: true });
    expect(tile.label).toMatch(/^Video, .*favourite$/);
  });
});

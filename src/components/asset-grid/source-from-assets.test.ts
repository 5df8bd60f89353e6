// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourceFromAssets } from './source-from-assets';
import type { AssetGridWords } from './types';

const words: AssetGridWords = {
  kindAndDate: (isVideo, date) => `${isVideo ? 'Video' : 'Photo'} from ${date}`,
  kindUndated: (isVideo) => `${isVideo ? 'Video' : 'Photo'}, date unknown`,
  favourite: () => 'favourite',
  stack: (count) => `stack of ${count}`,
  unknownDate: () => 'Unknown date',
  unavailable: (isVideo) => `Can’t show this ${isVideo ? 'video' : 'photo'}`,
};

const base = { type: 'IMAGE', thumbhash: undefined, isFavorite: false, durationSeconds: 0, stackCount: 0 };

describe('sourceFromAssets', () => {
  const source = sourceFromAssets(
    [
      { ...base, id: 'a', localDateTime: '2021-06-03T10:00:00.000Z', exifInfo: { exifImageWidth: 4000, exifImageHeight: 3000, orientation: '6' } },
      { ...base, id: 'b', type: 'VIDEO', durationSeconds: 4, isFavorite: true, localDateTime: '2021-05-01T10:00:00.000Z' },
      { ...base, id: 'c', width: 1080, height: 1920, localDateTime: '2021-05-01T09:00:00.000Z', exifInfo: { exifImageWidth: 1920, exifImageHeight: 1080, orientation: '1' } },
    ],
    { href: (id) => `/albums/x/photos/${id}`, thumbnailUrl: (id) => `/t/${id}`, words },
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
    expect(tile.label).toBe('Video from May 1, 2021, 10:00 AM and favourite');
    expect(tile.unavailableText).toBe('Can’t show this video');
    expect(source.groupLabel?.(-1)).toBe('Unknown date');
    expect(source.groupLabel?.(2021 * 12 + 4)).toBe('May 2021');
  });

  it('without the page’s words, names a tile by its date alone', () => {
    const bare = sourceFromAssets([{ ...base, id: 'a', localDateTime: '2021-06-03T10:00:00.000Z' }], { href: (id) => id, thumbnailUrl: (id) => id });
    expect(bare.tile(0).label).toBe('Jun 3, 2021, 10:00 AM');
    expect(bare.tile(0).unavailableText).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactAssets } from './compact-assets';
import { PersonAssetList } from './person-asset-list';

const asset = (id: string, localDateTime: string) => ({ id, type: 'IMAGE' as const, localDateTime, isFavorite: false, duration: null, thumbhash: null });

/** Newest first: a video (favourite), a photo heading a stack of 3, a photo of unknown date. */
const list = new PersonAssetList(
  compactAssets([
    { id: 'photo-stack', type: 'IMAGE', localDateTime: '2024-05-01T10:00:00.000Z', isFavorite: false, duration: null, stackCount: 3, thumbhash: 'hash-b' },
    { id: 'video', type: 'VIDEO', localDateTime: '2024-06-01T10:00:00.000Z', isFavorite: true, duration: '0:00:12.500000', stackCount: 0, thumbhash: 'hash-a' },
    { id: 'undated', type: 'IMAGE', localDateTime: 'not a date', isFavorite: false, duration: null, thumbhash: null },
  ]),
  { partial: true },
);

describe('PersonAssetList', () => {
  it('reads each asset by its display position, newest first', () => {
    expect([list.count, list.photoCount, list.videoCount, list.partial]).toEqual([3, 2, 1, true]);
    expect([0, 1, 2].map((i) => list.idAt(i))).toEqual(['video', 'photo-stack', 'undated']);
    expect([list.isVideoAt(0), list.isFavoriteAt(0), list.durationAt(0), list.thumbhashAt(0)]).toEqual([true, true, 12.5, 'hash-a']);
    expect([list.isVideoAt(1), list.isFavoriteAt(1), list.stackCountAt(1), list.durationAt(1)]).toEqual([false, false, 3, 0]);
    expect(list.localTimeAt(0)).toBe(Date.parse('2024-06-01T10:00:00.000Z'));
    expect(list.localTimeAt(2)).toBeNaN();
    expect(list.thumbhashAt(2)).toBeUndefined();
    expect(list.indexOf('undated')).toBe(2);
    expect(list.indexOf('video-2')).toBe(-1);
  });

  it('answers nothing outside the list', () => {
    for (const i of [-1, 3, 1.5]) {
      expect([list.idAt(i), list.thumbhashAt(i), list.isVideoAt(i), list.durationAt(i), list.stackCountAt(i)]).toEqual([undefined, undefined, false, 0, 0]);
      expect(list.localTimeAt(i)).toBeNaN();
    }
  });

  it('reads the same list oldest first, positions and layout columns reversed, status kept', () => {
    const oldest = list.inOrder('oldest');
    expect([0, 1, 2].map((i) => oldest.idAt(i))).toEqual(['undated', 'photo-stack', 'video']);
    expect(oldest.indexOf('video')).toBe(2);
    expect(oldest.isFavoriteAt(2)).toBe(true);
    expect(Array.from(oldest.layoutColumns.monthKeys)).toEqual(Array.from(list.layoutColumns.monthKeys).reverse());
    expect(oldest.partial).toBe(true);
    expect([oldest.order, list.order]).toEqual(['oldest', 'newest']);
    expect(oldest.inOrder('oldest')).toBe(oldest);
    expect(oldest.inOrder('newest').idAt(0)).toBe('video');
  });

  it('reads a list packed oldest first (a search asked oldest first) newest first backwards', () => {
    const packed = new PersonAssetList(compactAssets([asset('a', '2024-01-01T10:00:00.000Z'), asset('b', '2025-06-01T10:00:00.000Z')], 'oldest'), { order: 'oldest' });
    expect([packed.order, packed.idAt(0), packed.inOrder('oldest')]).toEqual(['oldest', 'a', packed]);
    const newest = packed.inOrder('newest');
    expect([newest.order, newest.idAt(0), newest.indexOf('a'), newest.localTimeAt(0)]).toEqual(['newest', 'b', 1, Date.UTC(2025, 5, 1, 10)]);
  });

  it('has an empty list for a query before its first page', () => {
    expect([PersonAssetList.empty.count, PersonAssetList.empty.idAt(0), PersonAssetList.empty.partial]).toEqual([0, undefined, false]);
  });
});

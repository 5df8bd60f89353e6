// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridAsset } from '../schemas';
import { compactAssets } from './compact-assets';
import { compactId, compactThumbhash, type CompactAssetList } from './compact-list';
import { GrowingList } from './growing-list';

function asset(i: number): GridAsset {
  return {
    id: `id-${i}`,
    type: i % 4 === 0 ? 'VIDEO' : 'IMAGE',
    thumbhash: i % 3 === 0 ? null : `hash${i}`,
    localDateTime: new Date(Date.UTC(2025, 0, 1) - i * 3_600_000).toISOString(),
    isFavorite: i % 5 === 0,
    duration: i % 4 === 0 ? i * 1000 : null,
    stackCount: i % 7,
    width: 100 + i,
    height: 100,
  };
}

const all = Array.from({ length: 50 }, (_, i) => asset(i));

/** Every column of a list as plain arrays (the typed arrays exactly `count` long). */
function plain(list: CompactAssetList) {
  return Object.fromEntries(Object.entries(list).map(([key, value]) => [key, ArrayBuffer.isView(value) ? Array.from(value as Float64Array) : value]));
}

describe('GrowingList', () => {
  it('appends chunks into the list the whole would pack into, column for column', () => {
    const grown = new GrowingList();
    expect(grown.snapshot()).toBeUndefined();
    for (const [from, to] of [[0, 1], [1, 9], [9, 10], [10, 33], [33, 50]] as const) grown.append(compactAssets(all.slice(from, to)));
    const list = grown.snapshot()!;
    expect(plain(list)).toEqual(plain(compactAssets(all)));
    expect(compactId(list, 49)).toBe('id-49');
    expect(compactThumbhash(list, 3)).toBeUndefined();
    expect(compactThumbhash(list, 4)).toBe('hash4');
  });

  it('never changes a list it handed out: later chunks go past its end', () => {
    const grown = new GrowingList();
    grown.append(compactAssets(all.slice(0, 10)));
    grown.append(compactAssets(all.slice(10, 12)));
    const before = grown.snapshot()!;
    const copy = plain(before);
    for (let i = 12; i < 50; i += 3) grown.append(compactAssets(all.slice(i, i + 3)));
    expect(plain(before)).toEqual(copy);
    expect(before.count).toBe(12);
    expect(grown.snapshot()!.count).toBe(50);
  });
});

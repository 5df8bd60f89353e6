// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TolerantGridAssetListSchema } from '../schemas';
import { compactAssets } from './compact-assets';
import { FLAG_FAVORITE, FLAG_VIDEO, compactId, compactIndexOf, compactThumbhash } from './compact-list';

// The real v1.106.4 recording (copied into src/api/test-fixtures).
const fixture = JSON.parse(readFileSync(resolve(process.cwd(), 'src/api/test-fixtures/immich-v1.106.4/get-person-assets.json'), 'utf8')) as {
  body: unknown[];
};
const assets = TolerantGridAssetListSchema.parse(fixture.body);

describe('compactAssets', () => {
  it('packs the recorded list, newest first by wall-clock time', () => {
    const list = compactAssets(assets);
    expect(list.count).toBe(assets.length);
    for (let i = 1; i < list.count; i++) expect(list.localTimes[i - 1]).toBeGreaterThanOrEqual(list.localTimes[i]!);
    const first = assets.find((a) => a.id === compactId(list, 0))!;
    expect(Date.parse(first.localDateTime)).toBe(list.localTimes[0]);
  });

  it('keeps ids and thumbhashes per asset and finds them again', () => {
    const list = compactAssets(assets);
    for (const asset of assets) {
      const i = compactIndexOf(list, asset.id);
      expect(compactId(list, i)).toBe(asset.id);
      expect(compactThumbhash(list, i)).toBe(asset.thumbhash);
    }
    expect(compactIndexOf(list, 'not-there')).toBe(-1);
  });

  it('swaps the aspect ratio of an orientation-6 photo to portrait', () => {
    const list = compactAssets(assets);
    const i = compactIndexOf(list, 'b32ee5b3-5b8d-4626-a3cb-085ccee5d6f2'); // 1600×1200, orientation 6
    expect(list.aspects[i]).toBeCloseTo(0.75, 5);
    const j = compactIndexOf(list, '02f97f0d-f70f-4ced-8dda-b308cdd2c494'); // 1600×1200, orientation 1
    expect(list.aspects[j]).toBeCloseTo(4 / 3, 5);
  });

  it('packs types, favourites, durations, stacks and month keys', () => {
    const base = assets[0]!;
    const video = { ...base, id: 'v', type: 'VIDEO' as const, duration: '0:00:04.000000', isFavorite: true, stackCount: 3, localDateTime: '2021-06-03T10:00:00.000Z', thumbhash: null };
    const list = compactAssets([base, video]);
    const v = compactIndexOf(list, 'v');
    expect(list.flags[v]).toBe(FLAG_VIDEO | FLAG_FAVORITE);
    expect(list.durations[v]).toBe(4);
    expect(list.stackCounts[v]).toBe(3);
    expect(list.monthKeys[v]).toBe(2021 * 12 + 5);
    expect(compactThumbhash(list, v)).toBeUndefined();
    expect(list.videoCount).toBe(1);
    expect(list.photoCount).toBe(1);
  });

  it('handles an empty list', () => {
    const list = compactAssets([]);
    expect(list.count).toBe(0);
    expect(compactIndexOf(list, 'x')).toBe(-1);
  });
});

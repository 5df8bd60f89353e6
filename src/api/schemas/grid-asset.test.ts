import { describe, expect, it } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { specAsset, v3Asset, v3Video } from '@/test/spec-samples';
import { AssetSchema } from './asset';
import { GridAssetListSchema, GridAssetSchema, GridSearchPageSchema, TolerantGridAssetListSchema } from './grid-asset';
import { onDroppedItems } from './reports';

setupApiTests();

describe('GridAssetSchema', () => {
  it('accepts the recorded v1.106 person list and agrees with AssetSchema on every field it keeps', () => {
    const raw = bodyOf(fixtures.personAssets) as unknown[];
    const grid = GridAssetListSchema.parse(structuredClone(raw));
    const full = AssetSchema.array().parse(structuredClone(raw));
    expect(grid).toHaveLength(raw.length);
    grid.forEach((g, i) => {
      const a = full[i]!;
      expect(g).toEqual({
        id: a.id,
        type: a.type,
        thumbhash: a.thumbhash,
        localDateTime: a.localDateTime,
        isFavorite: a.isFavorite,
        durationSeconds: a.durationSeconds,
        stackCount: a.stackCount,
        exifInfo: a.exifInfo ? { exifImageWidth: a.exifInfo.exifImageWidth, exifImageHeight: a.exifInfo.exifImageHeight, orientation: a.exifInfo.orientation } : undefined,
        width: a.width,
        height: a.height,
      });
    });
  });

  it('turns nulls into defaults and reads the stack size of newer servers', () => {
    const asset = GridAssetSchema.parse({ ...specAsset(), thumbhash: null, duration: null, stackCount: undefined, stack: { id: 's', primaryAssetId: 'p', assetCount: 4 }, exifInfo: null });
    expect(asset).toMatchObject({ thumbhash: undefined, durationSeconds: 0, stackCount: 4, exifInfo: undefined });
    expect(JSON.stringify(asset)).not.toContain('null');
  });

  it('reads v3 shapes like AssetSchema: duration in ms, upright width/height', () => {
    for (const input of [v3Asset(), v3Video()]) {
      const grid = GridAssetSchema.parse(structuredClone(input));
      const full = AssetSchema.parse(structuredClone(input));
      expect(grid).toMatchObject({ durationSeconds: full.durationSeconds, width: full.width, height: full.height });
    }
    expect(GridAssetSchema.parse(v3Video())).toMatchObject({ type: 'VIDEO', durationSeconds: 4.5, width: 640, height: 360 });
  });

  it('rejects what the grid cannot show, naming the field', () => {
    for (const [change, path] of [
      [{ id: 5 }, ['id']],
      [{ type: 'PICTURE' }, ['type']],
      [{ localDateTime: 'yesterday' }, ['localDateTime']],
      [{ exifInfo: { exifImageWidth: '4000' } }, ['exifInfo', 'exifImageWidth']],
    ] as const) {
      expect(GridAssetSchema.safeParse({ ...specAsset(), ...change }).error?.issues[0]?.path).toEqual(path);
    }
    const { thumbhash: _missing, ...withoutKey } = specAsset();
    expect(GridAssetSchema.safeParse(withoutKey).success).toBe(false);
  });

  it('leaves the fields a grid never shows unread: a bad caption does not hide the photo', () => {
    const odd = { ...specAsset(), originalFileName: 42, exifInfo: { ...(specAsset().exifInfo as object), city: { not: 'a string' } } };
    expect(AssetSchema.safeParse(odd).success).toBe(false);
    expect(GridAssetSchema.safeParse(odd).success).toBe(true);
  });

  it('drops and counts items it cannot use, in the list and in search pages', () => {
    const reports: number[] = [];
    const stop = onDroppedItems((r) => reports.push(r.dropped));
    try {
      expect(TolerantGridAssetListSchema.parse([specAsset(), { ...specAsset(), id: null }])).toHaveLength(1);
      const page = GridSearchPageSchema.parse({ assets: { items: [{ ...specAsset(), type: 9 }, specAsset()], nextPage: null } });
      expect(page.assets.items).toHaveLength(1);
      expect(page.assets.nextPage).toBeNull();
    } finally {
      stop();
    }
    expect(reports).toEqual([1, 1]);
  });
});

// @vitest-environment node
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { specAsset, v3Asset, v3Video } from '@/test/spec-samples';
import { AssetSchema } from './asset';
import { uprightAspect } from '@/lib/asset-aspect';
import { GridAssetSchema, TolerantGridAssetListSchema, gridAssetsIfAllValid, gridDurationSeconds, gridStackCount, type GridAsset } from './grid-asset';
import { onDroppedItems } from './reports';

setupApiTests();

/** What the packer reads of a grid asset, as it reads it. */
const packed = (g: GridAsset) => ({
  id: g.id,
  type: g.type,
  thumbhash: g.thumbhash ?? undefined,
  localDateTime: g.localDateTime,
  isFavorite: g.isFavorite,
  durationSeconds: gridDurationSeconds(g),
  stackCount: gridStackCount(g),
  aspect: uprightAspect(g),
});

describe('GridAssetSchema', () => {
  it('accepts the recorded v1.106 person list and agrees with AssetSchema on every field it keeps', () => {
    const raw = bodyOf(fixtures.personAssets) as unknown[];
    const grid = z.array(GridAssetSchema).parse(structuredClone(raw));
    const full = z.array(AssetSchema).parse(structuredClone(raw));
    expect(grid).toHaveLength(raw.length);
    grid.forEach((g, i) => {
      const a = full[i]!;
      expect(packed(g)).toEqual({
        id: a.id,
        type: a.type,
        thumbhash: a.thumbhash,
        localDateTime: a.localDateTime,
        isFavorite: a.isFavorite,
        durationSeconds: a.type === 'VIDEO' ? a.durationSeconds : 0,
        stackCount: a.stackCount,
        aspect: uprightAspect(a),
      });
    });
  });

  it('reads nulls as none and the stack size of newer servers', () => {
    const asset = GridAssetSchema.parse({ ...specAsset(), thumbhash: null, duration: null, stackCount: undefined, stack: { id: 's', primaryAssetId: 'p', assetCount: 4 }, exifInfo: null });
    expect(packed(asset)).toMatchObject({ thumbhash: undefined, durationSeconds: 0, stackCount: 4, aspect: undefined });
    expect(gridStackCount(GridAssetSchema.parse({ ...specAsset(), stackCount: null, stack: null }))).toBe(0);
  });

  it('reads v3 shapes like AssetSchema: duration in ms, upright width/height', () => {
    for (const input of [v3Asset(), v3Video()]) {
      const grid = GridAssetSchema.parse(structuredClone(input));
      const full = AssetSchema.parse(structuredClone(input));
      expect(packed(grid)).toMatchObject({ durationSeconds: full.durationSeconds, aspect: uprightAspect(full) });
    }
    expect(packed(GridAssetSchema.parse(v3Video()))).toMatchObject({ type: 'VIDEO', durationSeconds: 4.5, aspect: 640 / 360 });
  });

  it('gives only a video a length', () => {
    expect(gridDurationSeconds(GridAssetSchema.parse({ ...specAsset(), type: 'IMAGE', duration: '0:00:04.000' }))).toBe(0);
    expect(gridDurationSeconds(GridAssetSchema.parse({ ...specAsset(), type: 'VIDEO', duration: '0:00:04.000' }))).toBe(4);
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
    const parsed = GridAssetSchema.safeParse(odd);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.id).toBe(specAsset().id);
  });

  it('drops and counts items it cannot use, in the list and in search pages', () => {
    const reports: number[] = [];
    const stop = onDroppedItems((r) => reports.push(r.dropped));
    try {
      expect(TolerantGridAssetListSchema.parse([specAsset(), { ...specAsset(), id: null }])).toHaveLength(1);
      expect(TolerantGridAssetListSchema.parse([{ ...specAsset(), type: 9 }, specAsset()])).toHaveLength(1);
    } finally {
      stop();
    }
    expect(reports).toEqual([1, 1]);
  });
});

describe('gridAssetsIfAllValid (the schema\'s rules as plain checks)', () => {
  const stackInfo = { id: 's', primaryAssetId: 'p', assetCount: 4 };
  /** Each change to a spec asset: accepted or not by the schema, the plain checks must agree. */
  const changes: Record<string, unknown>[] = [
    {},
    { thumbhash: null, duration: null, stackCount: null, exifInfo: null },
    { stackCount: undefined, stack: stackInfo },
    { stack: [{ id: 'x' }], stackCount: 2 },
    { duration: 4500, width: 640, height: 360 },
    { localDateTime: '2024-06-01T10:20:30+01:00' },
    { exifInfo: {} },
    { exifInfo: { exifImageWidth: 4000.5, exifImageHeight: null, orientation: undefined } },
    { id: 5 },
    { id: undefined },
    { type: 'PICTURE' },
    { type: undefined },
    { thumbhash: undefined },
    { thumbhash: 7 },
    { localDateTime: 'yesterday' },
    { localDateTime: '2024-02-30T10:20:30.000Z' },
    { localDateTime: '2024-06-01T10:20:30.000' },
    { localDateTime: '2024-06-01T24:20:30.000Z' },
    { localDateTime: 1717237230000 },
    { isFavorite: 'true' },
    { isFavorite: undefined },
    { duration: undefined },
    { duration: true },
    { duration: Number.POSITIVE_INFINITY },
    { stackCount: 1.5 },
    { stackCount: 2 ** 60 },
    { stackCount: '2' },
    { stack: { id: 's', primaryAssetId: 'p' } },
    { stack: { ...stackInfo, assetCount: 1.5 } },
    { stack: 'x' },
    { exifInfo: [] },
    { exifInfo: 'none' },
    { exifInfo: { exifImageWidth: '4000' } },
    { exifInfo: { exifImageHeight: Number.NaN } },
    { exifInfo: { orientation: 6 } },
    { width: 640.5 },
    { height: '360' },
  ];

  it('accepts what the schema accepts, as it is (not copied), and nothing the schema rejects', () => {
    for (const change of changes) {
      const item = { ...specAsset(), ...change };
      const schema = GridAssetSchema.safeParse(structuredClone(item));
      const items = [item];
      const result = gridAssetsIfAllValid(items);
      expect({ change, accepted: result !== undefined }).toEqual({ change, accepted: schema.success });
      if (!schema.success) continue;
      expect(result).toBe(items);
      expect(packed(result![0]!)).toEqual(packed(schema.data));
      expect(item).toMatchObject(schema.data);
    }
    for (const item of [null, 'asset', 42, [specAsset()]]) expect(gridAssetsIfAllValid([item])).toBeUndefined();
  });

  it('reads a whole recorded list, and v3 shapes, as the schema does', () => {
    const raw = [...(bodyOf(fixtures.personAssets) as unknown[]), v3Asset(), v3Video()];
    const schema = z.array(GridAssetSchema).parse(structuredClone(raw));
    const result = gridAssetsIfAllValid(raw);
    expect(result).toBe(raw);
    expect(result!.map(packed)).toEqual(schema.map(packed));
    expect(gridAssetsIfAllValid([])).toEqual([]);
  });

  it('declines the whole list when one item is bad (the schema then names and drops it)', () => {
    expect(gridAssetsIfAllValid([specAsset(), { ...specAsset(), type: 9 }, specAsset()])).toBeUndefined();
  });
});

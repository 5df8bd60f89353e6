// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { capabilitiesOf } from '../capabilities';
import { ids, specAsset, specAssetPerson, specFace, v3Asset, v3AssetPerson, v3Tag, v3Video } from '@/test/spec-samples';
import { ASSET_NULLABLE_KEYS, AssetSchema } from './asset';
import { resetReports, setRemovedFields } from './reports';

setupApiTests();

/** `people` with one face changed (`undefined` removes the field). */
function withFace(changes: Record<string, unknown>) {
  const face: Record<string, unknown> = { ...specFace(), ...changes };
  for (const key of Object.keys(changes)) if (changes[key] === undefined) delete face[key];
  return { people: [{ ...specAssetPerson(), faces: [face] }] };
}

const firstPath = (input: unknown) => AssetSchema.safeParse(input).error?.issues[0]?.path;

describe('AssetSchema', () => {
  it('accepts a spec-shaped asset with every field, keeping exact values', () => {
    const asset = AssetSchema.parse(specAsset());
    expect(asset).toMatchObject({ id: ids.asset, type: 'IMAGE', stackCount: 0, resized: true });
    expect(asset.exifInfo?.orientation).toBe('6');
    expect(asset.people?.[0]?.faces[0]?.boundingBoxX2).toBe(300);
    expect(asset.faces).toEqual([{ ...specFace(), person: { id: ids.person, name: 'Alice' } }]);
    expect(asset.durationSeconds).toBe(0);
    expect(asset.tags?.[0]).toEqual({ id: 'tag-1', name: 'Lisbon', value: 'Lisbon', type: 'CUSTOM' });
    expect(asset).not.toHaveProperty('libraryId');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('accepts the real v1.106.4 asset: nulls become undefined, stackCount null becomes 0, extra fields dropped', () => {
    const asset = AssetSchema.parse(bodyOf(fixtures.asset));
    expect(asset.stackCount).toBe(0);
    expect(asset.duplicateId).toBeUndefined();
    expect(asset.exifInfo?.projectionType).toBeUndefined();
    expect(asset.exifInfo?.timeZone).toBe('UTC+1');
    expect(asset.people?.[0]?.birthDate).toBe('1990-04-15');
    expect(asset).not.toHaveProperty('originalMimeType');
    expect((asset as Record<string, unknown>).unassignedFaces).toBeUndefined(); // folded into `faces`
    expect(JSON.stringify(asset)).not.toContain('null');
  });

  it('lists exactly the fields that accept null (the in-place null pass relies on the list)', () => {
    // turned into other fields (`durationSeconds`, `faces`, `stackInfo`), or derived from them
    const defaulted = ['stackCount', 'duration', 'stack', 'unassignedFaces', 'durationSeconds', 'faces'];
    // the schema's keys (unknown ones are dropped), from both generations of shapes
    const known = [...new Set([...Object.keys(AssetSchema.parse(specAsset())), ...Object.keys(AssetSchema.parse(v3Asset()))])];
    // null is a value of the field, not a bad value: nothing is reported as drift
    const acceptsNull = known.filter((key) => {
      resetReports();
      vi.mocked(console.warn).mockClear();
      return AssetSchema.safeParse(specAsset({ [key]: null })).success && vi.mocked(console.warn).mock.calls.length === 0;
    });
    expect(acceptsNull.filter((key) => !defaulted.includes(key)).sort()).toEqual([...ASSET_NULLABLE_KEYS].sort());
    for (const key of ASSET_NULLABLE_KEYS) expect(AssetSchema.parse(specAsset({ [key]: null }))[key]).toBeUndefined();
  });

  it('never changes the input: nulls are replaced in the objects zod built, not in the server’s JSON', () => {
    const freeze = (value: unknown): unknown => {
      if (value && typeof value === 'object') for (const inner of Object.values(value)) freeze(inner);
      return Object.freeze(value);
    };
    const input = bodyOf(fixtures.asset);
    const before = JSON.stringify(input);
    const asset = AssetSchema.parse(freeze(input));
    expect(JSON.stringify(input)).toBe(before);
    expect(JSON.stringify(asset)).not.toContain('null');
  });

  it('keeps thumbhash undefined when the server sends null', () => {
    expect(AssetSchema.parse(specAsset({ thumbhash: null })).thumbhash).toBeUndefined();
  });

  it('parses a recursive stack (v1.106 array shape)', () => {
    const stacked = AssetSchema.parse(specAsset({ stackCount: 2, stack: [specAsset({ id: ids.asset2, stack: null })] }));
    expect(stacked.stackCount).toBe(2);
    expect(stacked.stack?.[0]?.id).toBe(ids.asset2);
    expect(stacked.stack?.[0]?.stackCount).toBe(0);
  });

  it('accepts the newer server shape: stack object, no stackCount/smartInfo/resized, reported once as drift', () => {
    const newer = specAsset({ stack: { id: 's1', primaryAssetId: ids.asset, assetCount: 3 } });
    delete newer.stackCount;
    delete newer.smartInfo;
    delete newer.resized;
    const asset = AssetSchema.parse(newer);
    expect(asset.stackInfo).toEqual({ id: 's1', primaryAssetId: ids.asset, assetCount: 3 });
    expect(asset.stackCount).toBe(3);
    expect(asset.stack).toBeUndefined();
    expect(asset.resized).toBeUndefined();
    AssetSchema.parse(newer);
    const warnings = vi.mocked(console.warn).mock.calls.map((c) => String(c[0]));
    expect(warnings.filter((w) => w.includes('Asset.stackCount'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('Asset.resized'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('Asset.stack:'))).toHaveLength(1);
  });

  it('accepts a v3 asset: no faces on its people, duration in ms, tags with value, upright width/height', () => {
    const asset = AssetSchema.parse(v3Asset());
    expect(asset.people).toEqual([expect.objectContaining({ id: ids.person, name: 'Alice', faces: [] })]);
    expect(asset.faces).toEqual([]);
    expect(asset.durationSeconds).toBe(0);
    expect(asset.tags).toEqual([{ id: v3Tag().id, name: 'Japan', value: 'Travel/Japan', type: undefined }]);
    expect(asset).toMatchObject({ width: 3024, height: 4032, stackCount: 0, stack: undefined });
    expect(asset.deviceAssetId).toBeUndefined();
    expect(AssetSchema.parse(v3Video()).durationSeconds).toBe(4.5);
    expect(AssetSchema.parse(v3Asset({ people: [v3AssetPerson({ faces: null })] })).people?.[0]?.faces).toEqual([]);
  });

  it('boxes unassigned faces (v1.106-v2) as unnamed faces, after the people’s', () => {
    const unnamed = { ...specFace(), id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', sourceType: 'manual' };
    const asset = AssetSchema.parse(specAsset({ unassignedFaces: [unnamed] }));
    expect(asset.faces.map((f) => [f.id, f.person?.name])).toEqual([
      [ids.face, 'Alice'],
      [unnamed.id, undefined],
    ]);
    expect(asset.faces[1]).not.toHaveProperty('sourceType');
    expect(asset).toHaveProperty('unassignedFaces', undefined);
  });

  it('reports fields missing from a v3 asset as drift, once, until the query layer says v3 removed them', () => {
    const warnings = () => vi.mocked(console.warn).mock.calls.map((c) => String(c[0]));
    AssetSchema.parse(v3Asset());
    AssetSchema.parse(v3Asset());
    for (const field of ['Asset.deviceAssetId', 'Asset.deviceId', 'Asset.stackCount', 'Asset.resized']) {
      expect(warnings().filter((w) => w.includes(field))).toHaveLength(1);
    }
    vi.mocked(console.warn).mockClear();
    setRemovedFields([...capabilitiesOf({ major: 3, minor: 2, patch: 2 }).removedAssetFields].map((f) => `Asset.${f}`));
    const { resized: _r, ...newer } = specAsset();
    AssetSchema.parse(newer);
    AssetSchema.parse(v3Asset({ stack: { id: 's1', primaryAssetId: ids.asset, assetCount: 2 } }));
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('still reports a field the server’s version did not remove (v2 keeps deviceId)', () => {
    setRemovedFields([...capabilitiesOf({ major: 2, minor: 7, patch: 5 }).removedAssetFields].map((f) => `Asset.${f}`));
    const { deviceId: _d, ...input } = specAsset();
    AssetSchema.parse(input);
    AssetSchema.parse(input);
    const warnings = vi.mocked(console.warn).mock.calls.map((c) => String(c[0]));
    expect(warnings.filter((w) => w.includes('Asset.deviceId'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('Asset.stackCount') || w.includes('Asset.resized'))).toEqual([]);
  });

  it('fails on a missing id: an asset that cannot be told apart is bad data', () => {
    const { id: _id, ...input } = specAsset();
    expect(firstPath(input)).toEqual(['id']);
  });

  const noFaces = { 'people.0.faces': [], faces: [] };
  it.each([
    ['a missing duration', { duration: undefined }, 'Asset.duration', { durationSeconds: 0 }],
    ['a boolean duration', { duration: true }, 'Asset.duration', { durationSeconds: 0 }],
    ['a fractional width', { width: 3024.5 }, 'Asset.width', { width: undefined }],
    ['a wrong type', { type: 'PHOTO' }, 'Asset.type', { type: 'OTHER' }],
    ['a date without offset', { localDateTime: '2024-06-01T10:20:30' }, 'Asset.localDateTime', { localDateTime: '' }],
    ['a missing fileCreatedAt', { fileCreatedAt: undefined }, 'Asset.fileCreatedAt', { fileCreatedAt: '' }],
    ['a missing thumbhash key', { thumbhash: undefined }, 'Asset.thumbhash', { thumbhash: undefined }],
    ['a fractional stackCount', { stackCount: 1.5 }, 'Asset.stackCount', { stackCount: 0 }],
    ['a string isFavorite', { isFavorite: 'yes' }, 'Asset.isFavorite', { isFavorite: false }],
    ['a non-uuid face id', withFace({ id: 'f1' }), 'Person.faces', noFaces],
    ['a missing face box', withFace({ boundingBoxX2: undefined }), 'Person.faces', noFaces],
    ['a fractional face box', withFace({ boundingBoxX1: 1.5 }), 'Person.faces', noFaces],
    ['a missing face image size', withFace({ imageWidth: undefined }), 'Person.faces', noFaces],
    ['an exif string where a number belongs', { exifInfo: { iso: '100' } }, 'ExifInfo.iso', { 'exifInfo.iso': undefined }],
    ['an unknown avatar colour of the owner', { owner: { id: 'u', name: 'n', email: 'e', profileImagePath: '', avatarColor: 'teal' } }, 'User.avatarColor', { 'owner.avatarColor': 'primary' }],
    ['a stack that is neither array nor object', { stack: 'x' }, 'Asset.stack', { stack: undefined, stackCount: 0 }],
  ])('degrades %s to that field’s unknown, naming the field once', (_label, overrides, field, expected) => {
    const input = specAsset();
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete input[key];
      else input[key] = value;
    }
    const asset = AssetSchema.parse(input);
    AssetSchema.parse(input);
    for (const [path, value] of Object.entries(expected)) {
      expect(path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], asset), path).toEqual(value);
    }
    expect(asset.id).toBe(ids.asset);
    expect(asset.originalFileName).toBe('IMG_0001.jpg');
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`[keepsake] ${field}: `)]);
  });

  it('drops a malformed stacked asset instead of failing the whole asset', () => {
    const asset = AssetSchema.parse(specAsset({ stack: [specAsset({ id: ids.asset2 }), specAsset({ id: 42 })] }));
    expect(asset.stack?.map((a) => a.id)).toEqual([ids.asset2]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

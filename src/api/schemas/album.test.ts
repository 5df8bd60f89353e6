import { describe, expect, it } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '../test-helpers';
import { AlbumListSchema, AlbumSchema } from './album';
import { getDroppedItemReports } from './reports';

setupApiTests();

describe('AlbumSchema', () => {
  it('accepts the real album with its members and assets', () => {
    const album = AlbumSchema.parse(bodyOf(fixtures.album));
    expect(album).toMatchObject({ albumName: 'Paris 2025', isActivityEnabled: true, assetCount: 5, shared: true });
    expect(album.albumUsers.map((u) => u.role)).toEqual(['editor', 'viewer']);
    expect(album.assets).toHaveLength(5);
  });

  it('accepts an empty album fetched without assets (no dates, null cover)', () => {
    const { startDate: _s, endDate: _e, ...rest } = bodyOf(fixtures.album);
    const body = { ...rest, assets: [], albumThumbnailAssetId: null };
    const album = AlbumSchema.parse(body);
    expect(album.albumThumbnailAssetId).toBeUndefined();
    expect(album.startDate).toBeUndefined();
  });

  it.each([
    ['isActivityEnabled missing', { isActivityEnabled: undefined }, ['isActivityEnabled']],
    ['a fractional assetCount', { assetCount: 2.5 }, ['assetCount']],
    ['an owner without email', { owner: { id: 'u', name: 'n', profileImagePath: '', avatarColor: 'red' } }, ['owner', 'email']],
  ])('fails on %s', (_label, overrides, path) => {
    expect(AlbumSchema.safeParse({ ...bodyOf(fixtures.album), ...overrides }).error?.issues[0]?.path).toEqual(path);
  });

  it('drops a member with an unknown role and a malformed asset, reporting both', () => {
    const body = bodyOf(fixtures.album);
    const album = AlbumSchema.parse({
      ...body,
      albumUsers: body.albumUsers.map((u, i) => (i === 0 ? { ...u, role: 'owner' } : u)),
      assets: body.assets.map((a, i) => (i === 0 ? { ...a, id: 42 } : a)),
    });
    expect(album.albumUsers).toHaveLength(1);
    expect(album.assets).toHaveLength(4);
    expect(getDroppedItemReports().map((r) => r.path).sort()).toEqual(['albumUsers', 'assets']);
  });
});

describe('AlbumListSchema', () => {
  it('keeps good albums and drops bad ones', () => {
    const good = bodyOf(fixtures.album);
    expect(AlbumListSchema.parse([good, { ...good, id: null }])).toHaveLength(1);
  });
});

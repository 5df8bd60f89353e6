// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import v2Album from '../test-fixtures/immich-v2.7.5/get-album.json';
import v2AlbumAsViewer from '../test-fixtures/immich-v2.7.5/get-album-as-viewer-carol.json';
import v2AlbumsShared from '../test-fixtures/immich-v2.7.5/get-albums-shared.json';
import v2Video from '../test-fixtures/immich-v2.7.5/get-asset-video.json';
import { AlbumListSchema, AlbumSchema, albumPhotoFromAsset } from './album';
import { AssetSchema } from './asset';
import { getDroppedItemReports } from './reports';

setupApiTests();

/** Every path at which a `null` survived parsing. */
function nullPaths(value: unknown, path = ''): string[] {
  if (value === null) return [path];
  if (typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => nullPaths(child, `${path}/${key}`));
}

/**
 * An album as v3 sends it, built from the v2.7.5 answer as the v3 facts describe: no `owner`,
 * `ownerId` or `assets`; the owner is the first `albumUsers` entry, with role `owner`;
 * `contributorCounts` and `order` present.
 */
function v3Album(body: unknown = bodyOf(v2Album)): Record<string, unknown> {
  const { owner, ownerId: _ownerId, assets: _assets, albumUsers, ...rest } = body as typeof v2Album.body;
  return {
    ...rest,
    albumUsers: [{ user: owner, role: 'owner' }, ...albumUsers],
    contributorCounts: [{ userId: owner.id, assetCount: 4 }],
    order: 'desc',
  };
}

describe('AlbumSchema on v1.106.4', () => {
  it('accepts the real album with its owner, members and assets', () => {
    const album = AlbumSchema.parse(bodyOf(fixtures.album));
    expect(album).toMatchObject({ albumName: 'Paris 2025', isActivityEnabled: true, assetCount: 5, shared: true, order: 'desc' });
    expect(album.owner.name).toBe('Admin User');
    expect(album.albumUsers.map((u) => [u.user.name, u.role])).toEqual([
      ['Bob Builder', 'editor'],
      ['Carol Singer', 'viewer'],
    ]);
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
  ])('fails on %s', (_label, overrides, path) => {
    expect(AlbumSchema.safeParse({ ...bodyOf(fixtures.album), ...overrides }).error?.issues[0]?.path).toEqual(path);
  });

  it('shows an owner without email by name: the user’s fields degrade alone (ADR 085)', () => {
    const album = AlbumSchema.parse({ ...bodyOf(fixtures.album), owner: { id: 'u', name: 'n', profileImagePath: '', avatarColor: 'red' } });
    expect(album.owner).toMatchObject({ id: 'u', name: 'n', email: '' });
  });

  it('drops a member with an unknown role and a malformed asset, reporting both', () => {
    const body = bodyOf(fixtures.album);
    const album = AlbumSchema.parse({
      ...body,
      albumUsers: body.albumUsers.map((u, i) => (i === 0 ? { ...u, role: 'admin' } : u)),
      assets: body.assets.map((a, i) => (i === 0 ? { ...a, id: 42 } : a)),
    });
    expect(album.albumUsers).toHaveLength(1);
    expect(album.assets).toHaveLength(4);
    expect(getDroppedItemReports().map((r) => r.path).sort()).toEqual(['albumUsers', 'assets']);
  });
});

describe('AlbumSchema on v2.7.5', () => {
  it.each([
    ['the owner', v2Album],
    ['a viewer (with contributorCounts)', v2AlbumAsViewer],
  ])('accepts the album as %s sees it, without a null left', (_label, recorded) => {
    const album = AlbumSchema.parse(bodyOf(recorded));
    expect(album.owner.email).toBe('admin@example.com');
    expect(album.albumUsers.map((u) => [u.user.email, u.role])).toEqual([
      ['bob@example.com', 'editor'],
      ['carol@example.com', 'viewer'],
    ]);
    expect(album.assets.map((a) => a.originalFileName)).toEqual(['IMG-20211124-WA4221.jpg', 'IMG_5827.JPG', 'IMG_6615.JPG', 'IMG_4123.JPG', 'IMG_0267.JPG']);
    expect(album).toMatchObject({ assetCount: 5, order: 'desc', isActivityEnabled: true });
    expect(nullPaths(album)).toEqual([]);
    expect(getDroppedItemReports()).toEqual([]);
  });

  it('accepts the shared list, each album with its own owner', () => {
    const albums = AlbumListSchema.parse(bodyOf(v2AlbumsShared));
    expect(albums.map((a) => [a.albumName, a.owner.name, a.albumUsers.map((u) => `${u.user.name} (${u.role})`)])).toEqual([
      ['Bob in Lisbon', 'Bob Builder', ['Admin User (editor)']],
      ['Portland 2025', 'Admin User', ['Bob Builder (viewer)']],
      ['Sydney 2023', 'Admin User', ['Bob Builder (editor)']],
      ['Paris 2021', 'Admin User', ['Bob Builder (editor)', 'Carol Singer (viewer)']],
    ]);
    expect(getDroppedItemReports()).toEqual([]);
  });
});

describe('AlbumSchema on v3 (no owner, ownerId or assets)', () => {
  it('takes the owner from the albumUsers entry with role owner and keeps it out of the members', () => {
    const album = AlbumSchema.parse(v3Album());
    expect(album.owner).toEqual({ id: 'fca0cc5b-1d0f-4ea1-9c0f-1bc1be7c339a', email: 'admin@example.com', name: 'Admin User', profileImagePath: '', avatarColor: 'gray' });
    expect(album.albumUsers.map((u) => [u.user.name, u.role])).toEqual([
      ['Bob Builder', 'editor'],
      ['Carol Singer', 'viewer'],
    ]);
    expect(album.assets).toEqual([]);
    expect(album.assetCount).toBe(5);
    expect(nullPaths(album)).toEqual([]);
  });

  it('keeps every v3 album of a list (none dropped for the missing owner)', () => {
    const albums = AlbumListSchema.parse(bodyOf(v2AlbumsShared).map((a) => v3Album(a)));
    expect(albums.map((a) => a.owner.name)).toEqual(['Bob Builder', 'Admin User', 'Admin User', 'Admin User']);
    expect(getDroppedItemReports()).toEqual([]);
  });

  it('reads an order it does not know as unsaid rather than failing the album', () => {
    expect(AlbumSchema.parse({ ...v3Album(), order: 'by-camera' }).order).toBeUndefined();
  });

  it('is bad data naming `owner` when no owner is named at all', () => {
    const { albumUsers, ...rest } = v3Album() as { albumUsers: { role: string }[] };
    const result = AlbumSchema.safeParse({ ...rest, albumUsers: albumUsers.filter((u) => u.role !== 'owner') });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['owner']]);
    expect(AlbumListSchema.parse([{ ...rest, albumUsers: [] }, v3Album()])).toHaveLength(1);
  });
});

describe('albumPhotoFromAsset', () => {
  it('keeps what the album page shows: upright shape, name, caption, no EXIF', () => {
    const album = AlbumSchema.parse(bodyOf(v2Album));
    const photos = album.assets.map(albumPhotoFromAsset);
    // IMG_5827.JPG is stored 1200×1600 with orientation 6: upright it is 1600×1200
    expect(photos[1]).toMatchObject({ fileName: 'IMG_5827.JPG', isVideo: false, durationSeconds: 0, aspectRatio: 1600 / 1200 });
    expect(photos[0]).toMatchObject({ aspectRatio: 1080 / 1920, description: undefined, localDateTime: '2021-11-24T16:22:00+00:00' });
    expect(photos[4]).toMatchObject({ fileName: 'IMG_0267.JPG', description: 'Ella insisted on carrying the map', stackCount: 0, isFavorite: true });
    expect(Object.keys(photos[4]!)).not.toContain('exifInfo');
  });

  it('gives a video its length in seconds', () => {
    const photo = albumPhotoFromAsset(AssetSchema.parse(bodyOf(v2Video)));
    expect(photo).toMatchObject({ isVideo: true, durationSeconds: 4, aspectRatio: 640 / 360 });
  });
});

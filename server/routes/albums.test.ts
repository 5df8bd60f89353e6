import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlbumListSchema, AlbumSchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
const album = (like: string): string => (lib.db.prepare('SELECT id FROM albums WHERE name LIKE ?').get(like) as { id: string }).id;
beforeAll(async () => {
  lib = await openTestLibrary();
});
afterAll(() => lib.close());

describe('albums', () => {
  it('lists only the caller’s own albums, and ?shared=true the shared ones incl. shared with them', async () => {
    const own = expectContract(AlbumListSchema, await (await lib.call('GET', '/api/albums')).json());
    expect(own.map((a) => a.albumName).sort()).toEqual(['Cabin weekend in Banff', 'Ella growing up', 'Ideas for next summer', 'Kitchen renovation']);
    expect(own.every((a) => a.assets.length === 0)).toBe(true);
    const shared = expectContract(AlbumListSchema, await (await lib.call('GET', '/api/albums?shared=true')).json());
    expect(shared.map((a) => a.albumName).sort()).toEqual(['Cabin weekend in Banff', 'Kitchen renovation', 'Kyoto in spring']);
    await expectError(await lib.call('GET', '/api/albums?shared=maybe'), 400, ['shared must be a boolean value']);
  });

  it('answers a shared album in the v1.106 key order, with members, dates and assets newest first', async () => {
    const res = await lib.call('GET', `/api/albums/${album('Cabin%')}`);
    const raw = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['albumName', 'description', 'albumThumbnailAssetId', 'createdAt', 'updatedAt', 'id', 'ownerId', 'owner', 'albumUsers', 'shared', 'hasSharedLink', 'startDate', 'endDate', 'assets', 'assetCount', 'isActivityEnabled', 'order']);
    const a = expectContract(AlbumSchema, raw);
    expect(a.shared).toBe(true);
    expect(a.albumUsers.map((u) => u.role)).toEqual(['editor', 'viewer', 'viewer']);
    expect(a.assets).toHaveLength(a.assetCount);
    const dates = a.assets.map((x) => x.fileCreatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(a.assets.map((x) => x.ownerId)).size).toBeGreaterThan(1);
  });

  it('withoutAssets=true leaves the assets out but keeps the count; activity flag is reported', async () => {
    const a = expectContract(AlbumSchema, await (await lib.call('GET', `/api/albums/${album('Kitchen%')}?withoutAssets=true`)).json());
    expect(a.assets).toEqual([]);
    expect(a.assetCount).toBeGreaterThan(0);
    expect(a.isActivityEnabled).toBe(false);
  });

  it('an empty album has no start/end date and no thumbnail', async () => {
    const raw = (await (await lib.call('GET', `/api/albums/${album('Ideas%')}`)).json()) as Record<string, unknown>;
    expect(raw).not.toHaveProperty('startDate');
    expect(raw.albumThumbnailAssetId).toBeNull();
    expectContract(AlbumSchema, raw);
  });

  it('lets a viewer read an album shared with them; refuses others', async () => {
    const kyoto = expectContract(AlbumSchema, await (await lib.call('GET', `/api/albums/${album('Kyoto%')}`)).json());
    expect(kyoto.owner.email).toBe('priya@keepsake.test');
    await expectError(await lib.call('GET', `/api/albums/${album('Ella%')}`, { user: 'maya' }), 400, 'Not found or no album.read access');
    await expectError(await lib.call('GET', '/api/albums/abc'), 400, ['id must be a UUID']);
  });
});

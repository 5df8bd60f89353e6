// Albums in v3 (albumUsers, isOwned / isShared), the timeline's months and column buckets, and the
// benchmark's synthetic people across search, timeline and faces.
import { describe, expect, it } from 'vitest';
import { expectError } from '../test/contract';
import { expectV3Error, V3_KEYS } from '../test/v3';
import { album, bucket, id, ids, json, list, months, openLibraries, person, v1, v3, type Json } from './v3-test-setup';

openLibraries();

describe('v3: albums', () => {
  it('no owner, ownerId or assets; the owner is the first albumUsers entry (role owner), then the members', async () => {
    const banff = await json(v3.call('GET', `/api/albums/${album('Cabin%')}`));
    expect(Object.keys(banff)).toEqual(V3_KEYS.album);
    const users = banff.albumUsers as { user: Json; role: string }[];
    expect(users.map((u) => [u.user.email, u.role])).toEqual([
      ['demo@keepsake.test', 'owner'],
      ['maya@keepsake.test', 'editor'],
      ['jonas@keepsake.test', 'viewer'],
      ['priya@keepsake.test', 'viewer'],
    ]);
    for (const u of users) expect(Object.keys(u.user)).toEqual(V3_KEYS.user);
    const counts = banff.contributorCounts as { userId: string; assetCount: number }[];
    expect(counts.reduce((n, c) => n + c.assetCount, 0)).toBe(banff.assetCount);
    expect(counts.length).toBeGreaterThan(1);
    const kyoto = await json(v3.call('GET', `/api/albums/${album('Kyoto%')}`));
    expect((kyoto.albumUsers as { user: Json; role: string }[]).map((u) => [u.user.email, u.role])).toEqual([
      ['priya@keepsake.test', 'owner'],
      ['demo@keepsake.test', 'viewer'],
      ['maya@keepsake.test', 'viewer'],
    ]);
    const empty = await json(v3.call('GET', `/api/albums/${album('Ideas%')}`));
    expect(empty).not.toHaveProperty('startDate');
    expect(empty).not.toHaveProperty('lastModifiedAssetTimestamp');
    expect(empty.albumUsers).toHaveLength(1);
  });

  it('isOwned / isShared filter the list; shared=true still works; the default mode keeps owner and assets', async () => {
    const names = async (query: string, user: 'demo' | 'maya' = 'demo'): Promise<string[]> => {
      const albums = await list(v3.call('GET', `/api/albums${query}`, { user }));
      for (const a of albums) expect(Object.keys(a).filter((k) => k !== 'startDate' && k !== 'endDate' && k !== 'lastModifiedAssetTimestamp')).toEqual(
        V3_KEYS.listedAlbum.filter((k) => k !== 'startDate' && k !== 'endDate' && k !== 'lastModifiedAssetTimestamp'),
      );
      return albums.map((a) => a.albumName as string).sort();
    };
    expect(await names('?isOwned=true')).toEqual(['Cabin weekend in Banff', 'Ella growing up', 'Ideas for next summer', 'Kitchen renovation']);
    expect(await names('?isOwned=false')).toEqual(['Kyoto in spring']);
    expect(await names('?isShared=true')).toEqual(['Cabin weekend in Banff', 'Kitchen renovation', 'Kyoto in spring']);
    expect(await names('?isShared=false')).toEqual(['Ella growing up', 'Ideas for next summer']);
    expect(await names('?isOwned=true&isShared=true')).toEqual(['Cabin weekend in Banff', 'Kitchen renovation']);
    expect(await names('?isShared=true', 'maya')).toEqual(['Cabin weekend in Banff', 'Kyoto in spring']);
    expect(await names('?shared=true')).toEqual(['Cabin weekend in Banff', 'Kitchen renovation', 'Kyoto in spring']);
    expect(await names('')).toEqual(['Cabin weekend in Banff', 'Ella growing up', 'Ideas for next summer', 'Kitchen renovation']);
    await expectV3Error(await v3.call('GET', '/api/albums?isOwned=maybe'), 400, ['isOwned must be a boolean value']);
    const old = await json(v1.call('GET', `/api/albums/${album('Cabin%')}`));
    expect(old).toHaveProperty('owner');
    expect((old.assets as Json[]).length).toBe(old.assetCount);
  });
});

describe('v3: timeline', () => {

  it('an album’s months, newest first, then each month as column arrays with every photo of the album, whoever took it', async () => {
    const banff = album('Cabin%');
    const expected = ids('SELECT a.id FROM assets a JOIN album_assets aa ON aa.asset_id = a.id WHERE aa.album_id = ? AND a.is_trashed = 0', banff);
    for (const user of ['demo', 'maya'] as const) {
      const buckets = await months(v3, `albumId=${banff}`, user);
      expect(buckets.length).toBeGreaterThan(0);
      for (const b of buckets) expect(b.timeBucket).toMatch(/^\d{4}-\d{2}-01$/);
      expect(buckets.map((b) => b.timeBucket)).toEqual(buckets.map((b) => b.timeBucket).sort().reverse());
      expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(expected.length);
      const seen: string[] = [];
      for (const b of buckets) {
        const cols = await bucket(`albumId=${banff}&timeBucket=${b.timeBucket}`, user);
        expect(Object.keys(cols)).toEqual(V3_KEYS.bucket);
        for (const key of V3_KEYS.bucket) expect(cols[key]).toHaveLength(b.count);
        const created = cols.fileCreatedAt as string[];
        for (const t of created) expect(t).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        expect([...created].sort().reverse()).toEqual(created);
        seen.push(...(cols.id as string[]));
      }
      expect(seen.sort()).toEqual([...expected].sort());
    }
  });

  it('column values: ratio, offset, duration in ms, image flag, owner, status', async () => {
    const ella = album('Ella%');
    const video = id("SELECT a.id FROM assets a JOIN album_assets aa ON aa.asset_id = a.id WHERE aa.album_id = ? AND a.type = 'VIDEO' LIMIT 1", ella);
    const row = v3.db.prepare('SELECT a.local_date_time, a.file_created_at FROM assets a WHERE a.id = ?').get(video) as { local_date_time: string; file_created_at: string };
    const cols = await bucket(`albumId=${ella}&timeBucket=${row.local_date_time.slice(0, 7)}-01`);
    const i = (cols.id as string[]).indexOf(video);
    expect(i).toBeGreaterThanOrEqual(0);
    const asset = await json(v3.call('GET', `/api/assets/${video}`));
    expect((cols.duration as unknown[])[i]).toBe(asset.duration);
    expect((cols.isImage as boolean[])[i]).toBe(false);
    expect((cols.ratio as number[])[i]).toBeCloseTo((asset.width as number) / (asset.height as number), 2);
    expect((cols.localOffsetHours as number[])[i]).toBe((Date.parse(row.local_date_time) - Date.parse(row.file_created_at)) / 3_600_000);
    expect((cols.fileCreatedAt as string[])[i]).toBe(row.file_created_at.slice(0, 19));
    expect((cols.ownerId as string[])[i]).toBe(v3.userId('demo'));
    expect((cols.status as string[])[i]).toBe('active');
  });

  it('a person’s months with visibility=timeline leave archived photos out, and match the search', async () => {
    const ella = person('Ella Rivera');
    const buckets = await months(v3, `personId=${ella}&visibility=timeline`);
    const inTimeline = ids('SELECT a.id FROM assets a WHERE a.id IN (SELECT asset_id FROM faces WHERE person_id = ?) AND a.is_archived = 0 AND a.is_trashed = 0', ella);
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(inTimeline.length);
    const everything = await months(v3, `personId=${ella}`);
    const archived = ids('SELECT a.id FROM assets a WHERE a.id IN (SELECT asset_id FROM faces WHERE person_id = ?) AND a.is_archived = 1 AND a.is_trashed = 0', ella);
    expect(everything.reduce((n, b) => n + b.count, 0)).toBe(inTimeline.length + archived.length);
    const seen: string[] = [];
    for (const b of buckets) {
      const cols = await bucket(`personId=${ella}&visibility=timeline&timeBucket=${b.timeBucket}`);
      expect((cols.visibility as string[]).every((v) => v === 'timeline')).toBe(true);
      seen.push(...(cols.id as string[]));
    }
    expect(seen.sort()).toEqual([...inTimeline].sort());
  });

  it('order=asc turns months and photos round; without a filter, the caller’s own library', async () => {
    const desc = await months(v3, 'visibility=timeline');
    const asc = await months(v3, 'visibility=timeline&order=asc');
    expect(asc).toEqual([...desc].reverse());
    const own = (v3.db.prepare('SELECT count(*) AS n FROM assets WHERE owner_id = ? AND is_trashed = 0 AND is_archived = 0').get(v3.userId('demo')) as { n: number }).n;
    expect(desc.reduce((n, b) => n + b.count, 0)).toBe(own);
    const month = desc[0]!.timeBucket;
    const down = (await bucket(`visibility=timeline&timeBucket=${month}`)).id as string[];
    const up = (await bucket(`visibility=timeline&timeBucket=${month}&order=asc`)).id as string[];
    expect(up).toEqual([...down].reverse());
  });

  it('refuses what it cannot read or parse; the default mode has no timeline', async () => {
    await expectV3Error(await v3.call('GET', `/api/timeline/buckets?albumId=${album('Ella%')}`, { user: 'maya' }), 400, 'Not found or no album.read access');
    await expectV3Error(await v3.call('GET', `/api/timeline/buckets?personId=${person('Ella Rivera')}`, { user: 'maya' }), 400, 'Not found or no person.read access');
    await expectV3Error(await v3.call('GET', '/api/timeline/buckets?albumId=x&order=up'), 400, ['albumId must be a UUID', 'order must be one of the following values: asc, desc']);
    await expectV3Error(await v3.call('GET', '/api/timeline/bucket'), 400, ['timeBucket must be a valid ISO 8601 date string (YYYY-MM-DD)']);
    await expectV3Error(await v3.call('GET', '/api/timeline/bucket?timeBucket=2025-13-01'), 400, ['timeBucket must be a valid ISO 8601 date string (YYYY-MM-DD)']);
    expect(Object.keys(await bucket('timeBucket=2025-11-01T00:00:00.000Z'))).toEqual(V3_KEYS.bucket);
    await expectError(await v1.call('GET', '/api/timeline/buckets'), 404, 'Cannot GET /api/timeline/buckets');
  });
});

describe('v3: the benchmark’s synthetic people', () => {
  it('search, timeline and faces answer for a generated person', async () => {
    const res = await v3.call('POST', '/api/keepsake/synthetic-person', { body: { count: 1500 } });
    const { personId } = (await res.json()) as { personId: string };
    const first = (await json(v3.call('POST', '/api/search/metadata', { body: { personIds: [personId], visibility: 'timeline', withExif: true, size: 1000 } }))).assets as { items: Json[]; nextPage: string | null };
    expect(first.items).toHaveLength(1000);
    expect(first.nextPage).toBe('2');
    expect(Object.keys(first.items[0]!)).toEqual(V3_KEYS.searchAsset);
    const buckets = await months(v3, `personId=${personId}&visibility=timeline`);
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(1500);
    const cols = await bucket(`personId=${personId}&visibility=timeline&timeBucket=${buckets[0]!.timeBucket}`);
    expect(cols.id).toHaveLength(buckets[0]!.count);
    expect((cols.id as string[])[0]).toBe(first.items[0]!.id);
    const faces = await list(v3.call('GET', `/api/faces?id=${first.items[0]!.id as string}`));
    expect(faces).toHaveLength(1);
    expect((faces[0]!.person as Json).id).toBe(personId);
    const asset = await json(v3.call('GET', `/api/assets/${first.items[0]!.id as string}`));
    expect(asset.people).toEqual([expect.objectContaining({ id: personId })]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityListSchema, ActivitySchema, ActivityStatisticsSchema } from '../../src/api/schemas';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';

let lib: TestLibrary;
const albums: Record<'cabin' | 'kitchen' | 'kyoto' | 'ella', string> = { cabin: '', kitchen: '', kyoto: '', ella: '' };
let cabinAsset = '';
let otherAsset = '';
beforeAll(async () => {
  lib = await openTestLibrary();
  const byName = (like: string): string => (lib.db.prepare('SELECT id FROM albums WHERE name LIKE ?').get(like) as { id: string }).id;
  albums.cabin = byName('Cabin%');
  albums.kitchen = byName('Kitchen%');
  albums.kyoto = byName('Kyoto%');
  albums.ella = byName('Ella%');
  cabinAsset = (lib.db.prepare('SELECT asset_id FROM album_assets WHERE album_id = ? ORDER BY asset_id LIMIT 1').get(albums.cabin) as { asset_id: string }).asset_id;
  otherAsset = (lib.db.prepare('SELECT asset_id FROM album_assets WHERE album_id = ? LIMIT 1').get(albums.kitchen) as { asset_id: string }).asset_id;
});
afterAll(() => lib.close());

const post = (body: unknown, user: 'demo' | 'maya' | 'jonas' | 'priya' = 'demo'): Promise<Response> => lib.call('POST', '/api/activities', { body, user });

describe('POST /activities', () => {
  it('creates a comment: 201 with the activity in the real key order', async () => {
    const res = await post({ albumId: albums.cabin, type: 'comment', comment: 'Great photos!' });
    expect(res.status).toBe(201);
    const raw = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['id', 'assetId', 'createdAt', 'comment', 'type', 'user']);
    expect(raw.assetId).toBeNull();
    const activity = expectContract(ActivitySchema, raw);
    expect(activity).toMatchObject({ type: 'comment', comment: 'Great photos!' });
    expect(activity.user.email).toBe('demo@keepsake.test');
  });

  it('creates an asset comment and keeps whitespace-only comments (the client trims)', async () => {
    const res = await post({ albumId: albums.cabin, assetId: cabinAsset, type: 'comment', comment: '   ' });
    expect(res.status).toBe(201);
    expect(expectContract(ActivitySchema, await res.json()).assetId).toBe(cabinAsset);
  });

  it('answers a duplicate like with 200 and the same like, album-level and on an asset', async () => {
    for (const assetId of [undefined, cabinAsset]) {
      const first = await post({ albumId: albums.cabin, assetId, type: 'like', comment: 'dropped' }, 'priya');
      expect([200, 201]).toContain(first.status);
      const like = expectContract(ActivitySchema, await first.json());
      expect(like.comment).toBeUndefined();
      const again = await post({ albumId: albums.cabin, assetId, type: 'like' }, 'priya');
      expect(again.status).toBe(200);
      expect(expectContract(ActivitySchema, await again.json()).id).toBe(like.id);
    }
    const count = lib.db.prepare("SELECT count(*) AS n FROM activities WHERE album_id = ? AND user_id = ? AND type = 'like' AND asset_id IS NULL").get(albums.cabin, lib.userId('priya')) as { n: number };
    expect(count.n).toBe(1);
  });

  it('the database itself refuses a second album-level like (NULL asset)', () => {
    const existing = lib.db.prepare("SELECT * FROM activities WHERE album_id = ? AND type = 'like' AND asset_id IS NULL LIMIT 1").get(albums.cabin) as { user_id: string };
    const insert = (): unknown => lib.db.prepare("INSERT INTO activities (id, album_id, user_id, asset_id, type, comment, created_at) VALUES (?, ?, ?, NULL, 'like', NULL, ?)").run(crypto.randomUUID(), albums.cabin, existing.user_id, new Date().toISOString());
    expect(insert).toThrow(/UNIQUE/);
  });

  it('lets a viewer of a shared album comment', async () => {
    const res = await post({ albumId: albums.kyoto, type: 'comment', comment: 'Lovely' });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ type: 'comment', comment: 'x' }, ['albumId must be a UUID']],
    [{ albumId: 'nope', type: 'comment', comment: 'x' }, ['albumId must be a UUID']],
    [{ albumId: 'ALBUM', type: 'love' }, ['type must be one of the following values: comment, like']],
    [{ albumId: 'ALBUM' }, ['type must be one of the following values: comment, like']],
    [{ albumId: 'ALBUM', type: 'comment' }, ['comment must be a string', 'comment should not be empty']],
    [{ albumId: 'ALBUM', type: 'comment', comment: '' }, ['comment should not be empty']],
    [{ albumId: 'ALBUM', type: 'comment', comment: 42 }, ['comment must be a string']],
    [{ albumId: 'ALBUM', type: 'comment', comment: 'x'.repeat(5001) }, ['comment must be shorter than or equal to 5000 characters']],
    [{ albumId: 'ALBUM', type: 'like', assetId: 'abc' }, ['assetId must be a UUID']],
  ])('rejects %j with 400 %j', async (body, messages) => {
    const withAlbum = JSON.parse(JSON.stringify(body).replace('ALBUM', albums.cabin)) as unknown;
    await expectError(await post(withAlbum), 400, messages);
  });

  it('accepts a comment of exactly 5,000 characters', async () => {
    expect((await post({ albumId: albums.cabin, type: 'comment', comment: 'y'.repeat(5000) })).status).toBe(201);
  });

  it('rejects bodies that are not a JSON object', async () => {
    await expectError(await post('[1,2]'), 400, 'Request body must be a JSON object');
    await expectError(await post('{"albumId":'), 400);
    await expectError(await lib.call('POST', '/api/activities', { body: 'albumId=1', headers: { 'content-type': 'text/plain' } }), 400);
  });

  it('refuses an album with activity disabled, an unknown album and one not shared with the user', async () => {
    await expectError(await post({ albumId: albums.kitchen, type: 'comment', comment: 'hi' }), 400, 'Not found or no activity.create access');
    await expectError(await post({ albumId: '4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11', type: 'like' }), 400, 'Not found or no activity.create access');
    await expectError(await post({ albumId: albums.ella, type: 'like' }, 'maya'), 400, 'Not found or no activity.create access');
  });

  it('refuses an asset that is not in the album (400, not the real server’s 500)', async () => {
    await expectError(await post({ albumId: albums.cabin, assetId: otherAsset, type: 'like' }), 400, ['assetId must be an asset of this album']);
    await expectError(await post({ albumId: albums.cabin, assetId: '4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11', type: 'comment', comment: 'x' }), 400);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await post({ albumId: albums.cabin, type: 'comment', comment: 'z'.repeat(1_100_000) });
    await expectError(res, 413);
  });
});

describe('GET /activities and statistics', () => {
  it('lists oldest first with users, and filters by asset, level, type and user', async () => {
    const all = expectContract(ActivityListSchema, await (await lib.call('GET', `/api/activities?albumId=${albums.cabin}`)).json());
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((a) => a.createdAt);
    expect([...times].sort()).toEqual(times);
    const onAsset = expectContract(ActivityListSchema, await (await lib.call('GET', `/api/activities?albumId=${albums.cabin}&assetId=${cabinAsset}`)).json());
    expect(onAsset.every((a) => a.assetId === cabinAsset)).toBe(true);
    const albumLevel = expectContract(ActivityListSchema, await (await lib.call('GET', `/api/activities?albumId=${albums.cabin}&level=album`)).json());
    expect(albumLevel.every((a) => a.assetId === undefined)).toBe(true);
    const likes = expectContract(ActivityListSchema, await (await lib.call('GET', `/api/activities?albumId=${albums.cabin}&type=like&userId=${lib.userId('priya')}`)).json());
    expect(likes.length).toBeGreaterThan(0);
    expect(likes.every((a) => a.type === 'like' && a.user.id === lib.userId('priya'))).toBe(true);
  });

  it('counts comments like v1.106 ({comments} only)', async () => {
    const res = await lib.call('GET', `/api/activities/statistics?albumId=${albums.cabin}`);
    const raw = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['comments']);
    const stats = expectContract(ActivityStatisticsSchema, raw);
    const n = lib.db.prepare("SELECT count(*) AS n FROM activities WHERE album_id = ? AND type = 'comment'").get(albums.cabin) as { n: number };
    expect(stats.comments).toBe(n.n);
    const one = expectContract(ActivityStatisticsSchema, await (await lib.call('GET', `/api/activities/statistics?albumId=${albums.cabin}&assetId=${cabinAsset}`)).json());
    expect(one.comments).toBeLessThan(stats.comments);
  });

  it('rejects a missing or malformed albumId and albums without access', async () => {
    await expectError(await lib.call('GET', '/api/activities'), 400, ['albumId must be a UUID']);
    await expectError(await lib.call('GET', '/api/activities?albumId=x&level=nope'), 400, ['albumId must be a UUID', 'level must be one of the following values: album, asset']);
    await expectError(await lib.call('GET', `/api/activities?albumId=${albums.ella}`, { user: 'jonas' }), 400, 'Not found or no album.read access');
    await expectError(await lib.call('GET', `/api/activities/statistics?albumId=${albums.ella}`, { user: 'jonas' }), 400, 'Not found or no album.read access');
  });
});

describe('DELETE /activities/{id}', () => {
  it('lets the author delete (204) and then it is gone', async () => {
    const created = expectContract(ActivitySchema, await (await post({ albumId: albums.cabin, type: 'comment', comment: 'oops' }, 'jonas')).json());
    const res = await lib.call('DELETE', `/api/activities/${created.id}`, { user: 'jonas' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    await expectError(await lib.call('DELETE', `/api/activities/${created.id}`, { user: 'jonas' }), 400, 'Not found or no activity.delete access');
  });

  it('lets the album owner delete anyone’s activity', async () => {
    const created = expectContract(ActivitySchema, await (await post({ albumId: albums.cabin, type: 'comment', comment: 'spam' }, 'maya')).json());
    expect((await lib.call('DELETE', `/api/activities/${created.id}`, { user: 'demo' })).status).toBe(204);
  });

  it('refuses someone else’s activity to a non-owner, and malformed ids', async () => {
    const created = expectContract(ActivitySchema, await (await post({ albumId: albums.cabin, type: 'comment', comment: 'mine' }, 'maya')).json());
    await expectError(await lib.call('DELETE', `/api/activities/${created.id}`, { user: 'jonas' }), 400, 'Not found or no activity.delete access');
    await expectError(await lib.call('DELETE', '/api/activities/123'), 400, ['id must be a UUID']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from '../../src/api/schemas';
import { createServerApp } from '../app';
import { readConfig } from '../config';
import { getMeta } from '../db/open';
import { uprightSize } from '../mappers/asset-v3';
import { expectContract, expectError } from '../test/contract';
import { openTestLibrary, type TestLibrary } from '../test/library';
import { expectV3Error, V3_KEYS } from '../test/v3';

/** The demo service in v3 mode (KEEPSAKE_DEMO_API=v3), next to the default (spec) mode where they differ. */
let v3: TestLibrary;
let v1: TestLibrary;
beforeAll(async () => {
  [v3, v1] = await Promise.all([openTestLibrary({ api: 'v3' }), openTestLibrary()]);
});
afterAll(() => {
  v3.close();
  v1.close();
});

type Json = Record<string, unknown>;
const json = async (res: Response | Promise<Response>): Promise<Json> => {
  const r = await res;
  expect(r.status).toBe(200);
  return (await r.json()) as Json;
};
const list = async (res: Response | Promise<Response>): Promise<Json[]> => (await json(res)) as unknown as Json[];
const id = (sql: string, ...args: unknown[]): string => (v3.db.prepare(sql).get(...args) as { id: string }).id;
const ids = (sql: string, ...args: unknown[]): string[] => (v3.db.prepare(sql).all(...args) as { id: string }[]).map((r) => r.id);
const person = (name: string): string => id('SELECT id FROM people WHERE name = ?', name);
const album = (like: string): string => id('SELECT id FROM albums WHERE name LIKE ?', like);
const months = async (lib: TestLibrary, query: string, user: 'demo' | 'maya' = 'demo'): Promise<{ timeBucket: string; count: number }[]> =>
  (await list(lib.call('GET', `/api/timeline/buckets?${query}`, { user }))) as unknown as { timeBucket: string; count: number }[];
const bucket = (query: string, user: 'demo' | 'maya' = 'demo'): Promise<Json> => json(v3.call('GET', `/api/timeline/bucket?${query}`, { user }));

describe('KEEPSAKE_DEMO_API', () => {
  it('defaults to the spec’s shapes, takes v3, and refuses anything else with a message', () => {
    expect(readConfig({}).demoApi).toBe('v1');
    expect(readConfig({ KEEPSAKE_DEMO_API: 'v1' }).demoApi).toBe('v1');
    expect(readConfig({ KEEPSAKE_DEMO_API: ' V3 ' }).demoApi).toBe('v3');
    expect(() => readConfig({ KEEPSAKE_DEMO_API: 'v2' })).toThrow(/KEEPSAKE_DEMO_API must be v1 .* or v3/);
  });

  it('reaches the API through the server app', async () => {
    const app = createServerApp({ demo: { db: v3.db, dataDir: v3.dataDir, api: 'v3' } });
    expect(await json(app.request('/api/server/version'))).toEqual({ major: 3, minor: 2, patch: 2, prerelease: null });
    const spec = createServerApp({ demo: { db: v1.db, dataDir: v1.dataDir } });
    expect(await json(spec.request('/api/server/version'))).toEqual({ major: 1, minor: 106, patch: 4 });
  });
});

describe('v3: server version and removed endpoints', () => {
  it('answers v3.2.2 with prerelease, and /server-info/* is an unknown route (404), signed in or not', async () => {
    expect(await json(v3.call('GET', '/api/server/version', { user: null }))).toEqual({ major: 3, minor: 2, patch: 2, prerelease: null });
    for (const path of ['/api/server-info/version', '/api/server-info/ping']) {
      await expectV3Error(await v3.call('GET', path, { user: null }), 404, `Cannot GET ${path}`);
      await expectV3Error(await v3.call('GET', path), 404, `Cannot GET ${path}`);
    }
    expect(await json(v3.call('GET', '/api/server/ping', { user: null }))).toEqual({ res: 'pong' });
  });

  it('the default mode still answers v1.106.4 on both version paths', async () => {
    for (const path of ['/api/server/version', '/api/server-info/version']) expect(await json(v1.call('GET', path, { user: null }))).toEqual({ major: 1, minor: 106, patch: 4 });
  });

  it('GET /people/{id}/assets is a 404 in v3 (removed in v1.118) and still answers in the default mode', async () => {
    const ella = person('Ella Rivera');
    await expectV3Error(await v3.call('GET', `/api/people/${ella}/assets`), 404, `Cannot GET /api/people/${ella}/assets`);
    await expectV3Error(await v3.call('GET', `/api/people/${ella}/assets`, { user: null }), 404);
    expect((await list(v1.call('GET', `/api/people/${ella}/assets`))).length).toBeGreaterThan(0);
  });
});

describe('v3: errors', () => {
  it('validation errors carry errors[] and a message list; the correlation id is only in X-Correlation-ID', async () => {
    const body = await expectV3Error(await v3.call('GET', '/api/assets/not-a-uuid'), 400, ['id must be a UUID']);
    expect(body.errors).toEqual([{ code: 'invalid_format', path: ['id'], message: 'id must be a UUID' }]);
    const many = await expectV3Error(await v3.call('POST', '/api/search/metadata', { body: { size: 0, withExif: 'yes', personIds: ['x'] } }), 400);
    expect((many.errors as { code: string; path: string[] }[]).map((e) => [e.code, e.path.join('.')])).toEqual([
      ['invalid_format', 'personIds'],
      ['invalid_type', 'withExif'],
      ['too_small', 'size'],
    ]);
  });

  it('not found, signed out, unknown route and a broken body keep their wording, without errors[]', async () => {
    await expectV3Error(await v3.call('GET', '/api/memories/4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11'), 400, 'Not found or no memory.read access');
    await expectV3Error(await v3.call('GET', '/api/memories', { user: null }), 401, 'Authentication required');
    await expectV3Error(await v3.call('GET', '/api/nothing/here'), 404, 'Cannot GET /api/nothing/here');
    await expectV3Error(await v3.call('PUT', `/api/memories/${id('SELECT id FROM memories LIMIT 1')}`, { body: '{"isSaved":' }), 400);
    await expectV3Error(await v3.call('POST', '/api/activities', { body: 'x'.repeat(1024 * 1024 + 10), headers: { 'content-type': 'application/json' } }), 413);
  });

  it('the default mode keeps {message, error, statusCode, correlationId} and x-immich-cid', async () => {
    const res = await v1.call('GET', '/api/assets/not-a-uuid');
    expect(res.headers.get('x-correlation-id')).toBeNull();
    await expectError(res, 400, ['id must be a UUID']);
  });
});

describe('v3: assets', () => {
  it('answers an asset in v3’s keys: no device ids, unassignedFaces, resized; people without faces; stack object; width/height', async () => {
    const stacked = id('SELECT a.id FROM assets a JOIN stacks s ON s.primary_asset_id = a.id LIMIT 1');
    const a = await json(v3.call('GET', `/api/assets/${stacked}`));
    expect(Object.keys(a)).toEqual(V3_KEYS.asset);
    expect(Object.keys(a.exifInfo as Json)).toEqual(V3_KEYS.exif);
    expect(Object.keys(a.owner as Json)).toEqual(V3_KEYS.user);
    const stackSize = (v3.db.prepare('SELECT count(*) AS n FROM assets WHERE stack_id = (SELECT stack_id FROM assets WHERE id = ?)').get(stacked) as { n: number }).n;
    const stackId = (v3.db.prepare('SELECT stack_id AS id FROM assets WHERE id = ?').get(stacked) as { id: string }).id;
    expect(a.stack).toEqual({ id: stackId, primaryAssetId: stacked, assetCount: stackSize });
    expect(a.visibility).toBe('timeline');
    expect(a.duration).toBeNull();
    expect(a.tags).toEqual([]);
    expect(a.isEdited).toBe(false);
    const people = a.people as Json[];
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(Object.keys(p)).toEqual(V3_KEYS.person);
    const unstacked = await json(v3.call('GET', `/api/assets/${id('SELECT id FROM assets WHERE stack_id IS NULL AND owner_id = ? LIMIT 1', v3.userId('demo'))}`));
    expect(unstacked.stack).toBeNull();
  });

  it('a video’s duration is whole milliseconds (the default mode keeps "H:MM:SS.fff")', async () => {
    const video = id("SELECT id FROM assets WHERE type = 'VIDEO' LIMIT 1");
    const stored = (v3.db.prepare('SELECT duration FROM assets WHERE id = ?').get(video) as { duration: string }).duration;
    const [h, m, s] = stored.split(':').map(Number) as [number, number, number];
    expect((await json(v3.call('GET', `/api/assets/${video}`))).duration).toBe(Math.round((h * 3600 + m * 60 + s) * 1000));
    expect((await json(v1.call('GET', `/api/assets/${video}`))).duration).toBe(stored);
  });

  it('an archived photo is visibility "archive"; width/height are the upright size', async () => {
    const archived = await json(v3.call('GET', `/api/assets/${id('SELECT id FROM assets WHERE is_archived = 1 LIMIT 1')}`));
    expect([archived.visibility, archived.isArchived]).toEqual(['archive', true]);
    // every asset: width/height are the EXIF size, upright (orientations 5-8 swap them)
    const body = await json(v3.call('POST', '/api/search/metadata', { body: { withExif: true, size: 1000 } }));
    const assets = (body.assets as { items: Json[] }).items;
    expect(assets.length).toBeGreaterThan(10);
    for (const a of assets) {
      const e = a.exifInfo as Json;
      const quarter = ['5', '6', '7', '8'].includes(e.orientation as string);
      expect([a.width, a.height]).toEqual(quarter ? [e.exifImageHeight, e.exifImageWidth] : [e.exifImageWidth, e.exifImageHeight]);
    }
    expect(uprightSize({ exif_image_width: 1920, exif_image_height: 1080, orientation: '6' })).toEqual({ width: 1080, height: 1920 });
    expect(uprightSize({ exif_image_width: 1920, exif_image_height: 1080, orientation: '3' })).toEqual({ width: 1920, height: 1080 });
    expect(uprightSize({ exif_image_width: null, exif_image_height: null, orientation: null })).toEqual({ width: null, height: null });
  });
});

describe('v3: GET /faces', () => {
  const mostFaces = (): string => id('SELECT asset_id AS id FROM faces GROUP BY asset_id ORDER BY count(*) DESC, asset_id LIMIT 1');

  it('answers every face of the asset left to right, the same boxes the default mode puts inside the asset', async () => {
    const assetId = mostFaces();
    const faces = await list(v3.call('GET', `/api/faces?id=${assetId}`));
    const stored = (v3.db.prepare('SELECT count(*) AS n FROM faces WHERE asset_id = ?').get(assetId) as { n: number }).n;
    expect(faces).toHaveLength(stored);
    expect(stored).toBeGreaterThan(1);
    for (const f of faces) {
      expect(Object.keys(f)).toEqual(V3_KEYS.face);
      expect(f.sourceType).toBe('machine-learning');
      expect(Object.keys(f.person as Json)).toEqual(V3_KEYS.person);
    }
    const xs = faces.map((f) => f.boundingBoxX1 as number);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const old = await json(v1.call('GET', `/api/assets/${assetId}`));
    const oldFaces = (old.people as { id: string; faces: Json[] }[]).flatMap((p) => p.faces.map((f): Json => ({ ...f, personId: p.id })));
    for (const f of faces) {
      const match = oldFaces.find((o) => o.id === f.id)!;
      expect(match).toBeDefined();
      expect([match.boundingBoxX1, match.boundingBoxY1, match.boundingBoxX2, match.boundingBoxY2, match.imageWidth, match.imageHeight, match.personId]).toEqual([
        f.boundingBoxX1, f.boundingBoxY1, f.boundingBoxX2, f.boundingBoxY2, f.imageWidth, f.imageHeight, (f.person as Json).id,
      ]);
    }
    // the asset itself no longer carries them
    for (const p of (await json(v3.call('GET', `/api/assets/${assetId}`))).people as Json[]) expect(p).not.toHaveProperty('faces');
  });

  it('a member of a shared album gets the boxes with person null (she owns none of those people)', async () => {
    const banff = album('Cabin%');
    const assetId = id('SELECT f.asset_id AS id FROM faces f JOIN album_assets aa ON aa.asset_id = f.asset_id WHERE aa.album_id = ? LIMIT 1', banff);
    const mine = await list(v3.call('GET', `/api/faces?id=${assetId}`));
    const hers = await list(v3.call('GET', `/api/faces?id=${assetId}`, { user: 'maya' }));
    expect(hers.map((f) => f.id)).toEqual(mine.map((f) => f.id));
    expect(mine.every((f) => f.person !== null)).toBe(true);
    expect(hers.every((f) => f.person === null)).toBe(true);
  });

  it('refuses a malformed id (validation), an unknown or unshared asset (not found); the default mode has no /faces', async () => {
    await expectV3Error(await v3.call('GET', '/api/faces?id=nope'), 400, ['id must be a UUID']);
    await expectV3Error(await v3.call('GET', '/api/faces'), 400, ['id must be a UUID']);
    await expectV3Error(await v3.call('GET', '/api/faces?id=4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11'), 400, 'Not found or no asset.read access');
    const ellaOnly = id('SELECT aa.asset_id AS id FROM album_assets aa JOIN albums al ON al.id = aa.album_id WHERE al.name = ? LIMIT 1', 'Ella growing up');
    await expectV3Error(await v3.call('GET', `/api/faces?id=${ellaOnly}`, { user: 'maya' }), 400, 'Not found or no asset.read access');
    await expectError(await v1.call('GET', `/api/faces?id=${mostFaces()}`), 404, 'Cannot GET /api/faces');
  });
});

describe('v3: people', () => {
  it('people and a person carry isFavorite and updatedAt; the list says hasNextPage', async () => {
    const body = await json(v3.call('GET', '/api/people'));
    expect(Object.keys(body)).toEqual(V3_KEYS.people);
    expect(body.hasNextPage).toBe(false);
    for (const p of body.people as Json[]) expect(Object.keys(p)).toEqual(V3_KEYS.person);
    expect(Object.keys(await json(v3.call('GET', `/api/people/${person('Ella Rivera')}`)))).toEqual(V3_KEYS.person);
  });

  it('users carry profileChangedAt; /users/me has license', async () => {
    expect(Object.keys(await json(v3.call('GET', '/api/users/me')))).toEqual(V3_KEYS.me);
    expect(Object.keys(await json(v3.call('GET', `/api/users/${v3.userId('maya')}`)))).toEqual(V3_KEYS.user);
  });
});

describe('v3: POST /search/metadata', () => {
  const search = (lib: TestLibrary, body: unknown, user: 'demo' | 'maya' = 'demo'): Promise<Json> => json(lib.call('POST', '/api/search/metadata', { body, user }));
  const items = (body: Json): Json[] => (body.assets as { items: Json[] }).items;

  it('pages with integer page/size and a string nextPage; total is the page’s count; newest first', async () => {
    const ella = person('Ella Rivera');
    const seen: Json[] = [];
    let page: string | null = '1';
    while (page !== null) {
      const body = await search(v3, { personIds: [ella], visibility: 'timeline', withExif: true, page: Number(page), size: 3 });
      const assets = body.assets as { items: Json[]; nextPage: string | null; total: number; count: number };
      expect(Object.keys(assets)).toEqual(['total', 'count', 'items', 'facets', 'nextPage']);
      expect(assets.total).toBe(assets.items.length);
      expect(assets.count).toBe(assets.items.length);
      for (const a of assets.items) expect(Object.keys(a)).toEqual(V3_KEYS.searchAsset);
      seen.push(...assets.items);
      page = assets.nextPage;
      if (page !== null) expect(page).toMatch(/^\d+$/);
    }
    const dates = seen.map((a) => a.fileCreatedAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const expected = ids('SELECT a.id FROM assets a WHERE a.id IN (SELECT asset_id FROM faces WHERE person_id = ?) AND a.is_archived = 0 AND a.is_trashed = 0', ella);
    expect(seen.map((a) => a.id).sort()).toEqual([...expected].sort());
  });

  it('size 1–1000 or a v3 validation error', async () => {
    for (const size of [0, 1001, 2.5, 'ten']) await expectV3Error(await v3.call('POST', '/api/search/metadata', { body: { size } }), 400);
    const body = await expectV3Error(await v3.call('POST', '/api/search/metadata', { body: { size: 1001 } }), 400, ['size must not be greater than 1000']);
    expect(body.errors).toEqual([{ code: 'too_big', path: ['size'], message: 'size must not be greater than 1000' }]);
  });

  it('without visibility archived photos come back (v3), with visibility "timeline" they do not; the default mode leaves them out', async () => {
    const ella = person('Ella Rivera');
    const archived = ids('SELECT a.id FROM assets a JOIN faces f ON f.asset_id = a.id WHERE f.person_id = ? AND a.is_archived = 1 AND a.is_trashed = 0', ella);
    expect(archived.length).toBeGreaterThan(0);
    const ofV3 = items(await search(v3, { personIds: [ella], size: 1000 })).map((a) => a.id);
    const timeline = items(await search(v3, { personIds: [ella], size: 1000, visibility: 'timeline' })).map((a) => a.id);
    const archive = items(await search(v3, { personIds: [ella], size: 1000, visibility: 'archive' })).map((a) => a.id);
    const ofV1 = items(await search(v1, { personIds: [ella], size: 1000, visibility: 'timeline' })).map((a) => a.id);
    for (const a of archived) {
      expect(ofV3).toContain(a);
      expect(timeline).not.toContain(a);
      expect(ofV1).not.toContain(a);
    }
    expect(archive.sort()).toEqual([...archived].sort());
    expect(items(await search(v3, { personIds: [ella], size: 1000, visibility: 'locked' }))).toEqual([]);
    await expectV3Error(await v3.call('POST', '/api/search/metadata', { body: { visibility: 'public' } }), 400, ['visibility must be one of the following values: archive, timeline, hidden, locked']);
  });

  it('albumIds returns only the caller’s own photos of the album', async () => {
    const banff = album('Cabin%');
    for (const user of ['demo', 'maya'] as const) {
      const found = items(await search(v3, { albumIds: [banff], size: 1000 }, user));
      const expected = ids('SELECT a.id FROM assets a JOIN album_assets aa ON aa.asset_id = a.id WHERE aa.album_id = ? AND a.owner_id = ? AND a.is_trashed = 0', banff, v3.userId(user));
      expect(found.map((a) => a.id).sort()).toEqual([...expected].sort());
      expect(found.length).toBeGreaterThan(0);
    }
    await expectV3Error(await v3.call('POST', '/api/search/metadata', { body: { albumIds: [album('Ella%')] }, user: 'maya' }), 400, 'Not found or no album.read access');
  });

  it('withPeople lists people without faces; without withExif there is no exifInfo', async () => {
    const found = items(await search(v3, { personIds: [person('Ella Rivera')], size: 5, withPeople: true }));
    for (const a of found) {
      expect(a).not.toHaveProperty('exifInfo');
      for (const p of a.people as Json[]) expect(Object.keys(p)).toEqual(V3_KEYS.person);
    }
    expect(found.some((a) => (a.people as Json[]).length > 0)).toBe(true);
  });
});

describe('v3: memories', () => {
  const anchor = (): string => getMeta(v3.db, 'anchor_day')!;

  it('?for=<day> lists only the memories shown that day; without for, every stored memory (other days too)', async () => {
    const day = anchor();
    const all = await list(v3.call('GET', '/api/memories'));
    const stored = (v3.db.prepare('SELECT count(*) AS n FROM memories WHERE deleted_at IS NULL AND owner_id = ?').get(v3.userId('demo')) as { n: number }).n;
    expect(all).toHaveLength(stored);
    const onDay = await list(v3.call('GET', `/api/memories?for=${day}`));
    expect(onDay.length).toBeGreaterThan(0);
    expect(onDay.length).toBeLessThan(all.length);
    for (const m of all) {
      expect(Object.keys(m)).toEqual(V3_KEYS.memory);
      expect(m.hideAt).toBe(`${(m.showAt as string).slice(0, 10)}T23:59:59.999Z`);
      expect((m.showAt as string).slice(5, 10)).toBe((m.memoryAt as string).slice(5, 10));
      expect(onDay.some((o) => o.id === m.id)).toBe((m.showAt as string).startsWith(day));
    }
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const yesterday = await list(v3.call('GET', `/api/memories?for=${dayBefore}`));
    expect(yesterday.length).toBeGreaterThan(0);
    expect(yesterday.every((m) => (m.showAt as string).startsWith(dayBefore))).toBe(true);
    expect(await list(v3.call('GET', '/api/memories?for=1999-01-01'))).toEqual([]);
  });

  it('a date-time or a non-date for is a 400 (v3.0.3+); the default mode ignores for', async () => {
    for (const value of ['2026-11-24T01:34:20.503Z', '2026-02-30', 'today']) {
      await expectV3Error(await v3.call('GET', `/api/memories?for=${encodeURIComponent(value)}`), 400, ['for must be a valid ISO 8601 date string (YYYY-MM-DD)']);
    }
    expect(await list(v1.call('GET', '/api/memories?for=2026-11-24T01:34:20.503Z'))).toEqual(await list(v1.call('GET', '/api/memories')));
  });

  it('assets are timeline-visible only, oldest first by fileCreatedAt, in v3’s keys', async () => {
    for (const m of await list(v3.call('GET', '/api/memories'))) {
      const assets = m.assets as Json[];
      const dates = assets.map((a) => a.fileCreatedAt as string);
      expect([...dates].sort()).toEqual(dates);
      for (const a of assets) {
        expect(Object.keys(a)).toEqual(V3_KEYS.memoryAsset);
        expect(a.visibility).toBe('timeline');
      }
      const stored = ids('SELECT a.id FROM memory_assets ma JOIN assets a ON a.id = ma.asset_id WHERE ma.memory_id = ? AND a.is_trashed = 0 AND a.is_archived = 0', m.id);
      expect(assets.map((a) => a.id).sort()).toEqual([...stored].sort());
    }
  });

  it('PUT {isSaved, seenAt} still works; seenAt appears once set, after memoryAt', async () => {
    const memoryId = id('SELECT id FROM memories ORDER BY memory_at LIMIT 1');
    const seenAt = '2026-01-02T03:04:05.000Z';
    const updated = await json(v3.call('PUT', `/api/memories/${memoryId}`, { body: { isSaved: true, seenAt } }));
    expect(Object.keys(updated)).toEqual(V3_KEYS.seenMemory);
    expect([updated.isSaved, updated.seenAt]).toEqual([true, seenAt]);
    const again = await json(v3.call('GET', `/api/memories/${memoryId}`));
    expect([again.isSaved, again.seenAt]).toEqual([true, seenAt]);
  });
});

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

describe('v3: sign-in cookies', () => {
  it('sets the three cookies as v3 does: 400 days, Path=/, Expires, SameSite=Lax; the token and auth type httpOnly', async () => {
    const res = await v3.call('POST', '/api/auth/login', { user: null, body: { email: 'demo@keepsake.test', password: 'keepsake' } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.isOnboarded).toBe(true);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['immich_access_token', 'immich_auth_type', 'immich_is_authenticated']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Max-Age=34560000(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      const expires = Date.parse(/; Expires=([^;]+)/.exec(cookie)![1]!);
      expect(Math.abs(expires - (Date.now() + 34_560_000_000))).toBeLessThan(5_000);
    }
    expect(cookies.map((c) => /; HttpOnly(;|$)/.test(c))).toEqual([true, true, false]);
    expect(cookies[1]).toMatch(/^immich_auth_type=password;/);
    expect(cookies[2]).toMatch(/^immich_is_authenticated=true;/);
    const cookie = cookies[0]!.split(';')[0]!;
    expect((await v3.call('GET', '/api/users/me', { user: null, headers: { cookie } })).status).toBe(200);
  });
});

describe('v3: the app’s own schemas read every answer', () => {
  beforeAll(() => {
    // as the query layer does once it knows the version: the fields v3 removed are not drift
    schemas.setRemovedFields(['stackCount', 'smartInfo', 'resized', 'deviceAssetId', 'deviceId', 'unassignedFaces'].map((field) => `Asset.${field}`));
  });
  afterAll(() => schemas.setRemovedFields([]));

  const answer = async (method: string, path: string, body?: unknown): Promise<unknown> => (await v3.call(method, path, { body })).json();
  const cases: [string, z.ZodType, () => Promise<unknown>][] = [
    ['GET /server/version', schemas.ServerVersionSchema, () => answer('GET', '/api/server/version')],
    ['GET /assets/{id} (stacked)', schemas.AssetSchema, () => answer('GET', `/api/assets/${id('SELECT a.id FROM assets a JOIN stacks s ON s.primary_asset_id = a.id LIMIT 1')}`)],
    ['GET /assets/{id} (video)', schemas.AssetSchema, () => answer('GET', `/api/assets/${id("SELECT id FROM assets WHERE type = 'VIDEO' LIMIT 1")}`)],
    ['GET /faces', schemas.AssetFaceListSchema, () => answer('GET', `/api/faces?id=${id('SELECT asset_id AS id FROM faces LIMIT 1')}`)],
    ['GET /people', schemas.PeopleListSchema, () => answer('GET', '/api/people')],
    ['GET /people/{id}', schemas.PersonSchema, () => answer('GET', `/api/people/${person('Ella Rivera')}`)],
    ['GET /memories', schemas.MemoryListSchema, () => answer('GET', '/api/memories')],
    ['GET /albums?isShared=true', schemas.AlbumListSchema, () => answer('GET', '/api/albums?isShared=true')],
    ['GET /albums/{id}', schemas.AlbumSchema, () => answer('GET', `/api/albums/${album('Cabin%')}`)],
    ['GET /timeline/buckets', schemas.TimeBucketListSchema, () => answer('GET', `/api/timeline/buckets?albumId=${album('Cabin%')}`)],
    ['GET /timeline/bucket', schemas.TimeBucketPhotosSchema, async () => answer('GET', `/api/timeline/bucket?albumId=${album('Ella%')}&timeBucket=${(await months(v3, `albumId=${album('Ella%')}`))[0]!.timeBucket}`)],
    ['POST /search/metadata', schemas.SearchMetadataResponseSchema, () => answer('POST', '/api/search/metadata', { personIds: [person('Ella Rivera')], withExif: true, withPeople: true, size: 50 })],
    ['GET /users/me', schemas.UserSchema, () => answer('GET', '/api/users/me')],
    ['GET /activities', schemas.ActivityListSchema, () => answer('GET', `/api/activities?albumId=${album('Cabin%')}`)],
    ['a validation error', schemas.ErrorBodySchema, () => answer('GET', '/api/assets/nope')],
  ];
  it.each(cases)('%s', async (_name, schema, get) => {
    expect(expectContract(schema, await get())).toBeDefined();
  });
});

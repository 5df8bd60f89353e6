// v3's error bodies, and POST /search/metadata in v3: paging, order, size, visibility, albumIds,
// withPeople and withExif.
import { describe, expect, it } from 'vitest';
import { expectError } from '../test/contract';
import type { TestLibrary } from '../test/library';
import { expectV3Error, V3_KEYS } from '../test/v3';
import { album, id, ids, json, openLibraries, person, v1, v3, type Json } from './v3-test-setup';

openLibraries();

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

  it('order "asc" pages oldest first by fileCreatedAt (a synthetic person too), "desc" is the default, anything else a 400', async () => {
    const ella = person('Ella Rivera');
    const all = async (body: Json): Promise<Json[]> => {
      const seen: Json[] = [];
      for (let page: string | null = '1'; page !== null; ) {
        const assets = (await search(v3, { ...body, page: Number(page) })).assets as { items: Json[]; nextPage: string | null };
        seen.push(...assets.items);
        page = assets.nextPage;
      }
      return seen;
    };
    const asc = await all({ personIds: [ella], visibility: 'timeline', size: 4, order: 'asc' });
    const desc = await all({ personIds: [ella], visibility: 'timeline', size: 4 });
    const dates = asc.map((a) => a.fileCreatedAt as string);
    expect(asc.length).toBeGreaterThan(8);
    expect([...dates].sort()).toEqual(dates);
    expect(asc.map((a) => a.id).sort()).toEqual(desc.map((a) => a.id).sort());
    expect(desc.map((a) => a.fileCreatedAt)).toEqual([...dates].reverse());
    const made = (await (await v3.call('POST', '/api/keepsake/synthetic-person', { body: { count: 5 } })).json()) as Json;
    const synthetic = await all({ personIds: [made.personId], size: 2, order: 'asc' });
    const newest = await all({ personIds: [made.personId], size: 2, order: 'desc' });
    expect(synthetic.map((a) => a.id)).toEqual(newest.map((a) => a.id).reverse());
    expect(synthetic.map((a) => a.fileCreatedAt as string)).toEqual(synthetic.map((a) => a.fileCreatedAt as string).sort());
    await expectV3Error(await v3.call('POST', '/api/search/metadata', { body: { order: 'oldest' } }), 400, ['order must be one of the following values: asc, desc']);
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

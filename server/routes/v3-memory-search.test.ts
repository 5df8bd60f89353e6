// GET /memories and /memories/statistics in v3: MemorySearchDto (v2.7.5) plus v3.2's page.
import { describe, expect, it } from 'vitest';
import { expectError } from '../test/contract';
import { expectV3Error } from '../test/v3';
import { json, list, openLibraries, v1, v3, type Json } from './v3-test-setup';

openLibraries();

const get = (query: string): Promise<Json[]> => list(v3.call('GET', `/api/memories${query}`));
const total = async (query = ''): Promise<number> => (await json(v3.call('GET', `/api/memories/statistics${query}`))).total as number;
const idsOf = (memories: Json[]): string[] => memories.map((m) => m.id as string);

describe('v3: GET /memories filters and order', () => {
  it('orders by memoryAt, newest first by default, oldest first with order=asc, and random keeps the same set', async () => {
    const all = await get('');
    const at = all.map((m) => m.memoryAt as string);
    expect(at).toEqual([...at].sort().reverse());
    expect(idsOf(await get('?order=desc'))).toEqual(idsOf(all));
    const asc = await get('?order=asc');
    expect(asc.map((m) => m.memoryAt)).toEqual([...at].sort());
    expect(idsOf(await get('?order=random')).sort()).toEqual(idsOf(all).sort());
  });

  it('isSaved, type and isTrashed select as Immich’s search does', async () => {
    const saved = await get('?isSaved=true');
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.every((m) => m.isSaved === true)).toBe(true);
    const unsaved = await get('?isSaved=false');
    expect(unsaved.every((m) => m.isSaved === false)).toBe(true);
    expect(saved.length + unsaved.length).toBe((await get('')).length);
    for (const type of ['on_this_day', 'birthday', 'trip']) {
      const kind = await get(`?type=${type}`);
      expect(kind.length, type).toBeGreaterThan(0);
      expect(kind.every((m) => m.type === type)).toBe(true);
    }
    // deleting removes the row, as Immich does: nothing is ever in the trash
    expect(await get('?isTrashed=true')).toEqual([]);
    expect(await total('?isTrashed=true')).toBe(0);
  });

  it('size limits; page (1-based, v3.2) skips (page - 1) * size; the answer stays a plain array', async () => {
    const all = idsOf(await get('?type=on_this_day'));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(idsOf(await get('?type=on_this_day&size=2'))).toEqual(all.slice(0, 2));
    expect(idsOf(await get('?type=on_this_day&size=2&page=1'))).toEqual(all.slice(0, 2));
    expect(idsOf(await get('?type=on_this_day&size=1&page=2'))).toEqual(all.slice(1, 2));
    expect(idsOf(await get('?type=on_this_day&size=2&page=2'))).toEqual(all.slice(2, 4));
    expect(idsOf(await get('?type=on_this_day&size=2&page=2&order=asc'))).toEqual([...all].reverse().slice(2, 4));
    expect(await get(`?size=2&page=${all.length + 50}`)).toEqual([]);
    // page without size counts for nothing
    expect(idsOf(await get('?type=on_this_day&page=3'))).toEqual(all);
  });

  it('a hidden person’s photos are left out of the list, then memories without photos, after paging (a page may be short)', async () => {
    const noah = v3.db.prepare("SELECT id FROM people WHERE name = 'Noah Fischer' AND is_hidden = 1").get() as { id: string };
    const birthdays = (v3.db.prepare("SELECT id, data FROM memories WHERE type = 'birthday' ORDER BY memory_at DESC, id").all() as { id: string; data: string }[]).map((m) => ({ id: m.id, personId: (JSON.parse(m.data) as { personId: string }).personId }));
    const hidden = birthdays.findIndex((m) => m.personId === noah.id);
    expect(hidden).toBeGreaterThanOrEqual(0);
    expect(idsOf(await get('?type=birthday'))).toEqual(birthdays.filter((m) => m.personId !== noah.id).map((m) => m.id));
    expect(await get(`?type=birthday&size=1&page=${hidden + 1}`)).toEqual([]);
    // one memory, read by id, keeps them (v3.0.0's getByIdBuilder has no such filter)
    const one = await json(v3.call('GET', `/api/memories/${birthdays[hidden]!.id}`));
    expect((one.assets as Json[]).length).toBeGreaterThan(0);
  });

  it('statistics: the total the same filters select, counting memories whose photos are all hidden too', async () => {
    const day = (await get('?type=on_this_day&size=1'))[0]!.showAt as string;
    expect(await total(`?for=${day.slice(0, 10)}&type=on_this_day`)).toBe((await get(`?for=${day.slice(0, 10)}&type=on_this_day`)).length);
    expect(await total('?isSaved=true')).toBe((v3.db.prepare('SELECT count(*) AS n FROM memories WHERE is_saved = 1').get() as { n: number }).n);
    // size, page and order are read and ignored
    expect(await total('?size=1&page=2&order=random')).toBe(await total());
    const stored = (v3.db.prepare('SELECT count(*) AS n FROM memories WHERE owner_id = ?').get(v3.userId('demo')) as { n: number }).n;
    expect(await total()).toBe(stored);
    expect(await total()).toBeGreaterThan((await get('')).length);
    expect(await json(v3.call('GET', '/api/memories/statistics', { user: 'maya' }))).toEqual({ total: 0 });
  });

  it('every bad value is a 400 in v3’s error shape, all named at once', async () => {
    await expectV3Error(await v3.call('GET', '/api/memories?isSaved=yes&isTrashed=1&type=holiday&order=newest&size=0&page=-1'), 400, [
      'isSaved must be a boolean value',
      'isTrashed must be a boolean value',
      'type must be one of the following values: on_this_day, birthday, trip',
      'order must be one of the following values: asc, desc, random',
      'size must not be less than 1',
      'page must not be less than 1',
    ]);
    for (const [query, message] of [
      ['size=1.5', 'size must be an integer number'],
      ['size=', 'size must be an integer number'],
      ['page=two', 'page must be an integer number'],
      ['order=ASC', 'order must be one of the following values: asc, desc, random'],
      ['for=2026-11-24T00:00:00Z', 'for must be a valid ISO 8601 date string (YYYY-MM-DD)'],
    ]) {
      await expectV3Error(await v3.call('GET', `/api/memories?${query}`), 400, [message!]);
      await expectV3Error(await v3.call('GET', `/api/memories/statistics?${query}`), 400, [message!]);
    }
  });

  it('v1.106 reads no query, and has no statistics: the path is a memory id that is no UUID', async () => {
    expect(idsOf(await list(v1.call('GET', '/api/memories?size=1&type=nope&order=asc')))).toEqual(idsOf(await list(v1.call('GET', '/api/memories'))));
    await expectError(await v1.call('GET', '/api/memories/statistics'), 400, ['id must be a UUID']);
  });
});

// GET /memories in v3 (?for=<day>, its assets in v3's keys) and PUT /memories/{id}.
import { describe, expect, it } from 'vitest';
import { getMeta } from '../db/open';
import { expectV3Error, V3_KEYS } from '../test/v3';
import { id, ids, json, list, openLibraries, v1, v3, type Json } from './v3-test-setup';

openLibraries();

/** A memory's photos that v3's search answers: timeline-visible, showing no hidden person. */
const LISTED_ASSETS = `SELECT a.id FROM memory_assets ma JOIN assets a ON a.id = ma.asset_id WHERE ma.memory_id = m.id AND a.is_trashed = 0 AND a.is_archived = 0
  AND NOT EXISTS (SELECT 1 FROM faces f JOIN people p ON p.id = f.person_id WHERE f.asset_id = a.id AND p.is_hidden = 1)`;

describe('v3: memories', () => {
  const anchor = (): string => getMeta(v3.db, 'anchor_day')!;

  it('?for=<day> lists only the memories shown that day; without for, every stored memory (other days too)', async () => {
    const day = anchor();
    const all = await list(v3.call('GET', '/api/memories'));
    // every stored memory but those left without photos once hidden people's photos are left out
    expect(all.map((m) => m.id).sort()).toEqual(ids(`SELECT id FROM memories m WHERE deleted_at IS NULL AND owner_id = ? AND EXISTS (${LISTED_ASSETS})`, v3.userId('demo')).sort());
    const onDay = await list(v3.call('GET', `/api/memories?for=${day}`));
    expect(onDay.length).toBeGreaterThan(0);
    expect(onDay.length).toBeLessThan(all.length);
    for (const m of all) {
      expect(Object.keys(m)).toEqual(V3_KEYS.memory);
      expect(onDay.some((o) => o.id === m.id)).toBe(`${day}T00:00:00.000Z` >= (m.showAt as string) && `${day}T00:00:00.000Z` <= (m.hideAt as string));
      if (m.type !== 'on_this_day') continue;
      expect(m.hideAt).toBe(`${(m.showAt as string).slice(0, 10)}T23:59:59.999Z`);
      expect((m.showAt as string).slice(5, 10)).toBe((m.memoryAt as string).slice(5, 10));
    }
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const yesterday = await list(v3.call('GET', `/api/memories?for=${dayBefore}&type=on_this_day`));
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

  it('assets are timeline-visible only, without hidden people, oldest first by fileCreatedAt (birthdays newest first), in v3’s keys', async () => {
    for (const m of await list(v3.call('GET', '/api/memories'))) {
      const assets = m.assets as Json[];
      const dates = assets.map((a) => a.fileCreatedAt as string);
      expect(m.type === 'birthday' ? [...dates].sort().reverse() : [...dates].sort()).toEqual(dates);
      for (const a of assets) {
        expect(Object.keys(a)).toEqual(V3_KEYS.memoryAsset);
        expect(a.visibility).toBe('timeline');
      }
      const stored = ids(LISTED_ASSETS.replace('m.id', '?'), m.id);
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

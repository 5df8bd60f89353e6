// The seeded memories as the service answers them: on this day, birthdays (Immich PR #30831) and
// one trip, a kind Keepsake does not know (ADR 100).
import { describe, expect, it } from 'vitest';
import { getMeta } from '../db/open';
import { json, list, openLibraries, v1, v3, type Json } from './v3-test-setup';

openLibraries();

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();
const anchorStart = (): string => `${getMeta(v3.db, 'anchor_day')!}T00:00:00.000Z`;
const people = (): { id: string; name: string; birth_date: string | null; is_hidden: number }[] => v3.db.prepare("SELECT id, name, birth_date, is_hidden FROM people WHERE owner_id = (SELECT id FROM users WHERE email = 'demo@keepsake.test')").all() as never;
const byId = async (id: string): Promise<Json> => json(v3.call('GET', `/api/memories/${id}`));

describe('seeded memories', () => {
  it('on this day: past, today’s and coming ones in v3, and a saved one', async () => {
    const all = (await list(v3.call('GET', '/api/memories?type=on_this_day'))).map((m) => m.showAt as string);
    const today = anchorStart();
    expect(all.some((s) => s < today)).toBe(true);
    expect(all).toContain(today);
    expect(all.some((s) => s > today)).toBe(true);
    expect((await list(v3.call('GET', '/api/memories?type=on_this_day&isSaved=true'))).length).toBeGreaterThan(0);
  });

  it('birthdays: for everyone with a birth date and photos, this coming one and last year’s, shown on the three days before', async () => {
    const memories = await Promise.all((await list(v1.call('GET', '/api/memories'))).filter((m) => m.type === 'birthday').map((m) => byId(m.id as string)));
    const today = anchorStart();
    for (const p of people()) {
      const mine = memories.filter((m) => (m.data as Json).personId === p.id);
      if (!p.birth_date || p.name === 'Felix Brandt') {
        expect(mine, p.name).toEqual([]); // Felix is in no photo: Immich makes no memory without photos
        continue;
      }
      expect(mine.map((m) => (m.data as Json).year as number).sort(), p.name).toHaveLength(2);
      const [next, last] = [...mine].sort((a, b) => ((a.memoryAt as string) < (b.memoryAt as string) ? 1 : -1)) as [Json, Json];
      expect((next.data as Json).year).toBe((last.data as Json).year as number + 1);
      for (const m of mine) {
        const at = Date.parse(m.memoryAt as string);
        expect(Object.keys(m.data as Json)).toEqual(['year', 'personId']);
        expect(m.memoryAt).toBe(`${(m.data as Json).year as number}-${p.birth_date.slice(5)}T00:00:00.000Z`);
        expect([m.showAt, m.hideAt]).toEqual([iso(at - 3 * DAY), iso(at - 1)]);
        const assets = m.assets as Json[];
        expect(assets.length).toBeGreaterThan(0);
        expect(assets.length).toBeLessThanOrEqual(25);
        const taken = assets.map((a) => a.fileCreatedAt as string);
        expect(taken).toEqual([...taken].sort().reverse());
        for (const a of assets) {
          expect((a.localDateTime as string).slice(5, 10), p.name).toBe(p.birth_date.slice(5));
          expect((a.localDateTime as string) < (m.showAt as string)).toBe(true);
          expect(v3.db.prepare('SELECT 1 FROM faces WHERE asset_id = ? AND person_id = ?').get(a.id, p.id)).toBeDefined();
        }
      }
      expect((next.hideAt as string) >= today && (next.showAt as string) <= iso(Date.parse(today) + 366 * DAY)).toBe(true);
      expect((last.hideAt as string) < today).toBe(true);
      expect([next.isSaved, last.isSaved]).toEqual([false, true]);
      expect(last.createdAt).toBe(last.showAt);
    }
  });

  it('v3 lists a birthday memory on each day of its window, not the day after', async () => {
    const visible = people().find((p) => p.birth_date && p.is_hidden === 0 && p.name === 'Ella Rivera')!;
    const m = (await list(v3.call('GET', '/api/memories?type=birthday'))).find((x) => (x.data as Json).personId === visible.id && (x.hideAt as string) >= anchorStart())!;
    const first = Date.parse(m.showAt as string);
    for (const k of [0, 1, 2]) expect((await list(v3.call('GET', `/api/memories?for=${iso(first + k * DAY).slice(0, 10)}`))).map((x) => x.id)).toContain(m.id);
    expect((await list(v3.call('GET', `/api/memories?for=${iso(first + 3 * DAY).slice(0, 10)}`))).map((x) => x.id)).not.toContain(m.id);
  });

  it('one trip memory, a kind this app does not know: data {year}, a handful of photos, shown four days ago', async () => {
    const [trip] = await list(v3.call('GET', '/api/memories?type=trip'));
    expect(trip).toBeDefined();
    expect(trip!.data).toEqual({ year: Number((trip!.memoryAt as string).slice(0, 4)) });
    expect(trip!.showAt).toBe(iso(Date.parse(anchorStart()) - 4 * DAY));
    expect((trip!.assets as Json[]).length).toBeGreaterThanOrEqual(3);
    expect((trip!.assets as Json[]).length).toBeLessThanOrEqual(6);
  });

  it('v1.106 answers birthdays in its own shape (no window), photos newest first as stored', async () => {
    const m = (await list(v1.call('GET', '/api/memories'))).find((x) => x.type === 'birthday' && (x.assets as Json[]).length > 1)!;
    expect(Object.keys(m)).toEqual(['id', 'createdAt', 'updatedAt', 'deletedAt', 'memoryAt', 'seenAt', 'ownerId', 'type', 'data', 'isSaved', 'assets']);
    expect(Object.keys(m.data as Json)).toEqual(['year', 'personId']);
    const local = (m.assets as Json[]).map((a) => a.localDateTime as string);
    expect(local).toEqual([...local].sort().reverse());
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactAssets } from './compact-assets';
import { instantOf } from './newest-first';
import { MAX_CLOCK_BEHIND_MS, OldestFirstPages } from './oldest-first';
import { HOUR, random, taken } from '@/test/taken-assets';

const idsOf = (list: { count: number; ids: string; idOffsets: Uint32Array }) => Array.from({ length: list.count }, (_, i) => list.ids.slice(list.idOffsets[i], list.idOffsets[i + 1]));

describe('OldestFirstPages', () => {
  it('releases, page by page, exactly the order of sorting the whole list oldest first, whatever the time zones', () => {
    const next = random(11);
    for (let trial = 0; trial < 20; trial++) {
      // oldest instant first, as the search sends them with order "asc"; zones from UTC-12 to UTC+14
      let t = Date.UTC(2020, 0, 1);
      const photos = Array.from({ length: 400 }, (_, i) => {
        t += next() < 0.8 ? next() * 20 * 60_000 : next() * 3 * 24 * HOUR;
        return taken(`a${trial}-${i}`, t, Math.round(next() * 26) - 12);
      });
      const size = 1 + Math.floor(next() * 60);
      const order = new OldestFirstPages();
      const released: string[] = [];
      let early = 0;
      for (let i = 0; i < photos.length; i += size) {
        const page = photos.slice(i, i + size);
        const ready = order.add(
          page.map((p) => p.asset),
          page.map((p) => instantOf(p)!),
        );
        if (i + size < photos.length) early += ready.length;
        released.push(...ready.map((a) => a.id));
      }
      released.push(...order.flush().map((a) => a.id));
      expect(released).toEqual(idsOf(compactAssets(photos.map((p) => p.asset), 'oldest')));
      // most of the list is out before the last page
      expect(early).toBeGreaterThan(photos.length / 2);
    }
  });

  it('releases what no later photo can come before, and keeps the rest for the next page', () => {
    const order = new OldestFirstPages();
    const t = Date.UTC(2025, 10, 24, 12);
    const a = taken('a', t - 30 * HOUR, 0); // well before anything still to come
    const b = taken('b', t, 0); // a photo taken at t in UTC-12 later on could come before it
    expect(order.add([a.asset, b.asset], [instantOf(a)!, instantOf(b)!]).map((x) => x.id)).toEqual(['a']);
    const c = taken('c', t + 1, -12); // exactly that: before b on the wall clock, so b had to wait
    expect(order.add([c.asset], [instantOf(c)!]).map((x) => x.id)).toEqual(['c']);
    expect(order.flush().map((x) => x.id)).toEqual(['b']);
    expect(MAX_CLOCK_BEHIND_MS).toBe(12 * HOUR);
  });

  it('releases nothing more once the instants go backwards (a server that ignored the order)', () => {
    const order = new OldestFirstPages();
    const t = Date.UTC(2025, 0, 1);
    const newer = taken('newer', t + 100 * HOUR, 0);
    const older = taken('older', t, 0);
    expect(order.add([newer.asset, older.asset], [instantOf(newer)!, instantOf(older)!])).toEqual([]);
    const later = taken('later', t + 200 * HOUR, 0);
    expect(order.add([later.asset], [instantOf(later)!])).toEqual([]);
    expect(order.flush().map((x) => x.id)).toEqual(['older', 'newer', 'later']);
  });
});

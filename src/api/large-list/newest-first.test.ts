// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactAssets } from './compact-assets';
import { MAX_CLOCK_AHEAD_MS, NewestFirstPages, instantOf } from './newest-first';
import { HOUR, random, taken } from '@/test/taken-assets';

describe('NewestFirstPages', () => {
  it('releases, page by page, exactly the order of sorting the whole list at once, whatever the time zones', () => {
    const next = random(7);
    for (let trial = 0; trial < 20; trial++) {
      // newest instant first, as the search sends them; zones from UTC-12 to UTC+14, bursts of photos minutes apart
      let t = Date.UTC(2026, 5, 1);
      const photos = Array.from({ length: 400 }, (_, i) => {
        t -= next() < 0.8 ? next() * 20 * 60_000 : next() * 3 * 24 * HOUR;
        return taken(`a${trial}-${i}`, t, Math.round(next() * 26) - 12);
      });
      const size = 1 + Math.floor(next() * 60);
      const order = new NewestFirstPages();
      const released: string[] = [];
      for (let i = 0; i < photos.length; i += size) {
        const page = photos.slice(i, i + size);
        const ready = order.add(
          page.map((p) => p.asset),
          page.map((p) => instantOf(p)!),
        );
        released.push(...ready.map((a) => a.id));
      }
      released.push(...order.flush().map((a) => a.id));
      const whole = compactAssets(photos.map((p) => p.asset));
      expect(released).toEqual(Array.from({ length: whole.count }, (_, i) => whole.ids.slice(whole.idOffsets[i], whole.idOffsets[i + 1])));
    }
  });

  it('releases what no later photo can come before, and keeps the rest for the next page', () => {
    const order = new NewestFirstPages();
    const t = Date.UTC(2025, 10, 24, 12);
    const a = taken('a', t + 30 * HOUR, 0); // well ahead of anything still to come
    const b = taken('b', t, 0); // a photo taken at t in UTC+14 later on could come before it
    expect(order.add([a.asset, b.asset], [instantOf(a)!, instantOf(b)!]).map((x) => x.id)).toEqual(['a']);
    const c = taken('c', t - 1, 14); // exactly that: ahead of b on the wall clock, so b had to wait
    expect(order.add([c.asset], [instantOf(c)!]).map((x) => x.id)).toEqual(['c']);
    expect(order.flush().map((x) => x.id)).toEqual(['b']);
    expect(MAX_CLOCK_AHEAD_MS).toBe(14 * HOUR);
  });

  it('holds everything while no instant is known, and puts unreadable dates last', () => {
    const order = new NewestFirstPages();
    const bad = { ...taken('bad', Date.UTC(2025, 0, 1), 0).asset, localDateTime: 'garbage' };
    const good = taken('good', Date.UTC(2025, 0, 1), 0).asset;
    expect(order.add([bad, good], [])).toEqual([]);
    expect(order.flush().map((x) => x.id)).toEqual(['good', 'bad']);
    expect(instantOf({ fileCreatedAt: 'nope' })).toBeUndefined();
    expect(instantOf(null)).toBeUndefined();
  });
});

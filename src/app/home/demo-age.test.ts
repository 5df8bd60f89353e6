// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staleDemoAge } from './demo-age';

/** Noon local time on a calendar day, so no time zone moves it to another day. */
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('staleDemoAge', () => {
  it('is fresh up to three days after the library was generated', () => {
    expect(staleDemoAge('2026-11-20', day(2026, 11, 20))).toBeUndefined();
    expect(staleDemoAge('2026-11-20', day(2026, 11, 23))).toBeUndefined();
  });

  it('is old from the fourth day on, and says how many days', () => {
    expect(staleDemoAge('2026-11-20', day(2026, 11, 24))).toBe(4);
    expect(staleDemoAge('2026-10-31', day(2026, 11, 24))).toBe(24);
    // across a year's end
    expect(staleDemoAge('2026-12-30', day(2027, 1, 5))).toBe(6);
  });

  it('counts the viewer’s calendar day, early and late', () => {
    expect(staleDemoAge('2026-11-20', new Date(2026, 10, 24, 0, 5))).toBe(4);
    expect(staleDemoAge('2026-11-20', new Date(2026, 10, 23, 23, 55))).toBeUndefined();
  });

  it('says nothing when the day is missing or not a date', () => {
    for (const bad of [undefined, null, '', '2026-11', 'yesterday', '2026-11-20T00:00:00Z', '2026-13-45', '2026-02-30', '<b>2026-01-01</b>']) {
      expect(staleDemoAge(bad, day(2026, 11, 24))).toBeUndefined();
    }
  });
});

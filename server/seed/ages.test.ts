import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestLibrary, type TestLibrary } from '../test/library';
import { ageAt, agesOf, birthDateOf, bornBy, localDay } from './ages';
import { PLACES } from './catalog';
import { planLibrary } from './plan';

const today = new Date('2026-11-24T12:00:00Z');
const [home, sydney, lisbon] = [PLACES.home!, PLACES.sydney!, PLACES.lisbon!];

describe('ageAt: the age a person is drawn at, from their birth date and when the photo was taken', () => {
  it.each([
    ['2016-05-14', '2016-05-14T00:00:00Z', lisbon, 0],
    ['2016-05-14', '2017-05-14T06:00:00Z', lisbon, 1],
    ['2016-05-14', '2026-05-14T12:00:00Z', lisbon, 10],
    ['2016-05-14', '2021-11-13T12:00:00Z', lisbon, 5.5],
    ['1949-07-30', '2019-07-30T20:00:00Z', home, 70], // 12:00 in Portland
    ['1987-03-22', '2014-03-21T14:00:00Z', sydney, 27], // 01:00 the next day in Sydney
  ] as const)('born %s, taken %s (%s): %d', (birthDate, taken, place, years) => {
    expect(ageAt(birthDate, Date.parse(taken), place)).toBeCloseTo(years, 1);
  });

  it('gives no age to a face without a birth date, and the person found twice the original’s', () => {
    const taken = Date.parse('2024-06-01T12:00:00Z');
    const [ella, tomas, stranger, split] = agesOf(['ella', 'tomas', null, 'leo-split'], taken, lisbon);
    expect(ella).toBeCloseTo(8.05, 2);
    expect([tomas, stranger]).toEqual([null, null]);
    expect(split).toBeCloseTo(ageAt('2019-09-02', taken, lisbon), 6);
    expect(birthDateOf('leo-split')).toBe('2019-09-02');
  });
});

describe('bornBy: nobody is in a photo from before their birth date, in local time or UTC', () => {
  it.each([
    ['2019-09-02T12:00:00Z', lisbon, true],
    ['2019-09-01T23:59:00Z', lisbon, false],
    // 2019-09-02 in Sydney already, but still 1 September in UTC
    ['2019-09-01T14:00:00Z', sydney, false],
    // 2 September in UTC, but 1 September in Portland
    ['2019-09-02T05:00:00Z', home, false],
    ['2019-09-02T09:00:00Z', home, true],
  ] as const)('Leo (born 2019-09-02) at %s in %s: %s', (taken, place, expected) => {
    expect(bornBy('leo', Date.parse(taken), place)).toBe(expected);
    expect(bornBy('leo-split', Date.parse(taken), place)).toBe(expected);
  });

  it('lets people without a birth date and strangers be anywhere', () => {
    expect(bornBy('tomas', Date.parse('2000-01-01T00:00:00Z'), home)).toBe(true);
  });
});

describe.each(['full', 'small'] as const)('the planned %s library: one birth-date rule everywhere', (size) => {
  const plan = planLibrary(size, 20_261_122, today);

  it('every named face with a birth date is on a photo or video from on or after it (the day the database stores)', () => {
    let checked = 0;
    for (const a of plan.assets) {
      for (const key of a.faceKeys) {
        const birthDate = key ? (birthDateOf(key) ?? plan.extraPeople.find((p) => p.key === key)?.birthDate) : null;
        if (!birthDate) continue;
        checked++;
        expect(localDay(a) >= birthDate, `${key} born ${birthDate} on ${a.fileName} of ${localDay(a)}`).toBe(true);
        expect(new Date(a.takenMs).toISOString().slice(0, 10) >= birthDate, `${key} in UTC`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(size === 'full' ? 300 : 20);
  });

  it('draws each face at its person’s age then (adults without a birth date as adults)', () => {
    for (const a of plan.assets) {
      const drawn = a.photo?.ages ?? a.video?.ages ?? [];
      expect(drawn.length, a.fileName).toBeLessThanOrEqual(a.faceKeys.length);
      // another account's people are drawn with a stranger's look, as adults
      const expected = agesOf(a.owner === 'demo' ? a.faceKeys : a.faceKeys.map(() => null), a.takenMs, a.place);
      expect(a.faceKeys.map((_, i) => drawn[i] ?? null), a.fileName).toEqual(expected);
    }
  });
});

describe('the seeded library: nobody is reported in a photo from before their birth date', () => {
  let lib: TestLibrary;
  beforeAll(async () => {
    lib = await openTestLibrary();
  });
  afterAll(() => lib.close());

  it('no face of a person with a birth date is on an asset whose local date is earlier', () => {
    const rows = lib.db.prepare(`SELECT p.name, p.birth_date, a.local_date_time FROM faces f JOIN people p ON p.id = f.person_id JOIN assets a ON a.id = f.asset_id
      WHERE p.birth_date IS NOT NULL`).all() as { name: string; birth_date: string; local_date_time: string }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.local_date_time.slice(0, 10) < r.birth_date)).toEqual([]);
  });
});

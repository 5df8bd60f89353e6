// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryYearsAgo, yearsAgo } from './years-ago';

/** A local wall-clock "today" (the viewer's own calendar day). */
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('yearsAgo', () => {
  it.each([
    ['same day, 3 years later', '2023-11-22T00:00:00.000Z', local(2026, 11, 22), 3],
    ['31 Dec shown on 2 Jan (across New Year)', '2020-12-31T00:00:00.000Z', local(2026, 1, 2), 5],
    ['2 Jan shown on 31 Dec', '2021-01-02T00:00:00.000Z', local(2025, 12, 31), 5],
    ['exactly one year', '2025-11-22T00:00:00.000Z', local(2026, 11, 22), 1],
    ['29 Feb shown on 28 Feb', '2024-02-29T00:00:00.000Z', local(2028, 2, 28), 4],
    ['late evening local time does not add a day', '2016-06-01T00:00:00.000Z', local(2026, 6, 1, 23), 10],
    ['a week short of a year rounds up', '2025-06-08T00:00:00.000Z', local(2026, 6, 1), 1],
    ['same year', '2026-03-01T00:00:00.000Z', local(2026, 3, 1), 0],
  ])('%s', (_name, memoryAt, today, expected) => {
    expect(yearsAgo(memoryAt, today)).toBe(expected);
  });

  it('returns undefined for a value that is not a date', () => {
    expect(yearsAgo('not a date', local(2026, 1, 1))).toBeUndefined();
  });
});

describe('memoryYearsAgo', () => {
  it('uses memoryAt, not the calendar year, across New Year', () => {
    expect(memoryYearsAgo('2020-12-31T00:00:00.000Z', 2020, local(2026, 1, 2))).toBe(5);
  });
  it('falls back to data.year when memoryAt is unreadable', () => {
    expect(memoryYearsAgo('garbage', 2023, local(2026, 11, 22))).toBe(3);
  });
  it('is undefined when nothing is usable, and never below 0 (a date in the future is this year)', () => {
    expect(memoryYearsAgo('garbage', undefined, local(2026, 11, 22))).toBeUndefined();
    expect(memoryYearsAgo('2027-11-22T00:00:00.000Z', 2027, local(2026, 11, 22))).toBe(0);
  });
});

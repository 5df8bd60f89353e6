// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageAt, parseCalendarDate, today } from './age';

describe('ageAt', () => {
  it.each([
    ['1990-04-15', '2025-11-22', 35],
    ['1990-04-15', '2025-04-15', 35],
    ['1990-04-15', '2025-04-14', 34],
    ['2000-02-29', '2001-02-28', 0],
    ['2000-02-29', '2001-03-01', 1],
    ['2020-06-01', '2020-06-01', 0],
    ['2021-01-01', '2020-12-31', undefined],
    [undefined, '2020-12-31', undefined],
    ['not a date', '2020-12-31', undefined],
  ])('born %s, at %s -> %s', (birth, at, expected) => {
    expect(ageAt(birth, parseCalendarDate(at)!)).toBe(expected);
  });
});

describe('parseCalendarDate', () => {
  it('reads the date part of a wall-clock timestamp as written', () => {
    expect(parseCalendarDate('2025-11-22T23:30:00.000Z')).toEqual({ year: 2025, month: 11, day: 22 });
  });
  it('rejects impossible months', () => {
    expect(parseCalendarDate('2025-13-01')).toBeUndefined();
  });
});

describe('today', () => {
  it('uses the local calendar date', () => {
    expect(today(new Date(2024, 1, 29, 23, 59))).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localDate, localDateAsUtcMidnight, localDateTime, wallClockDateIn } from './local-date';

describe('local dates for GET /memories?for=', () => {
  it('gives the local calendar date and date-time with the local offset', () => {
    const now = new Date(2026, 10, 24, 9, 5, 7, 42); // local time
    expect(localDate(now)).toBe('2026-11-24');
    const text = localDateTime(now);
    expect(text).toMatch(/^2026-11-24T09:05:07\.042[+-]\d\d:\d\d$/);
    // the string names the same instant
    expect(Date.parse(text)).toBe(now.getTime());
  });

  it('pads early years, months and days', () => {
    expect(localDate(new Date(987, 0, 5))).toBe('0987-01-05');
  });

  it('reads the local date at midnight UTC, as a server reads for=YYYY-MM-DD', () => {
    expect(localDateAsUtcMidnight(new Date(2026, 10, 24, 23, 59))).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(localDateAsUtcMidnight(new Date(2026, 10, 24, 0, 1))).toBe(Date.parse('2026-11-24T00:00:00Z'));
  });
});

describe('wallClockDateIn', () => {
  it("gives a date whose local fields are another zone's wall-clock date, as localDate reads it", () => {
    const now = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(localDate(wallClockDateIn('Pacific/Auckland', now)!)).toBe('2027-01-01');
    expect(localDate(wallClockDateIn('America/Los_Angeles', now)!)).toBe('2026-12-31');
    expect(localDate(wallClockDateIn('UTC', now)!)).toBe('2026-12-31');
  });

  it('is undefined for a zone Intl does not know', () => {
    for (const zone of ['Not/AZone', '', 'UTC+99']) expect(wallClockDateIn(zone, new Date()), zone).toBeUndefined();
  });
});

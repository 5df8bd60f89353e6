// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareWallClock, formatWallClockDate, formatWallClockDateTime } from './wall-clock';

describe('formatWallClockDate', () => {
  it.each([
    ['2024-11-22T08:00:00.000Z', 'November 22, 2024'],
    // Just before midnight on the camera's clock stays on that day in every browser zone.
    ['2024-11-22T23:59:00.000Z', 'November 22, 2024'],
    ['2024-11-22T00:30:00.000Z', 'November 22, 2024'],
    ['2020-12-31T23:00:00.000Z', 'December 31, 2020'],
  ])('%s -> %s', (iso, text) => {
    expect(formatWallClockDate(iso, 'en-US')).toBe(text);
  });

  it('returns undefined for an unreadable value', () => {
    expect(formatWallClockDate('yesterday', 'en-US')).toBeUndefined();
  });
});

describe('formatWallClockDateTime', () => {
  it('keeps the hour as written', () => {
    expect(formatWallClockDateTime('2024-11-22T08:05:00.000Z', 'en-GB')).toBe('22 November 2024 at 08:05');
  });
});

describe('compareWallClock', () => {
  it('sorts oldest first and unreadable last', () => {
    const list = ['2024-11-22T12:10:45.000Z', 'bad', '2024-11-22T08:00:00.000Z', '2019-01-01T00:00:00.000Z'];
    expect([...list].sort(compareWallClock)).toEqual([
      '2019-01-01T00:00:00.000Z',
      '2024-11-22T08:00:00.000Z',
      '2024-11-22T12:10:45.000Z',
      'bad',
    ]);
  });
});

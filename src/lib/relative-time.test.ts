// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatFullDateTime, formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms);
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'now'],
    [30 * 1000, 'now'],
    [1 * MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [24 * 60 * MIN, 'yesterday'],
    [3 * 24 * 60 * MIN, '3 days ago'],
    [7 * 24 * 60 * MIN, 'last week'],
    [40 * 24 * 60 * MIN, 'last month'],
    [400 * 24 * 60 * MIN, 'last year'],
    [-5 * MIN, 'in 5 minutes'],
  ])('%i ms ago reads "%s" in English', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now, 'en')).toBe(text);
  });

  it('speaks the reader’s locale', () => {
    expect(formatRelativeTime(ago(5 * MIN), now, 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(2 * 60 * MIN), now, 'de')).toBe('vor 2 Stunden');
  });
});

describe('formatFullDateTime', () => {
  it('gives weekday, date and time', () => {
    const text = formatFullDateTime(new Date('2025-11-22T15:40:00.000Z'), 'en-GB');
    expect(text).toMatch(/Saturday/);
    expect(text).toMatch(/22 November 2025/);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AFTER_MIDNIGHT_MS, msToNextDay } from './use-local-day';

describe('msToNextDay', () => {
  it.each([
    [new Date(2026, 10, 27, 23, 59, 40), 20_000 + AFTER_MIDNIGHT_MS],
    [new Date(2026, 10, 27, 0, 0, 0), 86_400_000 + AFTER_MIDNIGHT_MS],
    [new Date(2026, 11, 31, 12, 0, 0), 43_200_000 + AFTER_MIDNIGHT_MS],
  ])('from %s', (now, ms) => {
    expect(msToNextDay(now)).toBe(ms);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monthKeyOf, monthLabel } from './month-groups';

describe('month groups', () => {
  it.each([
    ['2021-06-03T23:30:00.000Z', 2021 * 12 + 5],
    ['2021-12-31T23:59:59.000Z', 2021 * 12 + 11],
    ['1999-01-01T00:00:00Z', 1999 * 12],
    ['', -1],
    [undefined, -1],
    ['2021-13-01', -1],
  ])('%s -> %s', (input, key) => {
    expect(monthKeyOf(input)).toBe(key);
  });
  it.each([
    [2021 * 12 + 5, 'June 2021'],
    [1999 * 12, 'January 1999'],
    [-1, 'Unknown date'],
  ])('%s -> %s', (key, label) => {
    expect(monthLabel(key, 'Unknown date', 'en-US')).toBe(label);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    // v1.106 to v2.x: "H:MM:SS.ffffff"
    ['0:00:00.00000', 0],
    ['00:00:04.000', 4],
    ['0:00:04.000000', 4],
    ['1:02:03.5', 3723.5],
    ['  0:01:30.250 ', 90.25],
    ['12:00:00.000', 43_200],
    // v3.x: integer milliseconds, null for stills
    [4000, 4],
    [4500, 4.5],
    [0, 0],
    [3_723_500, 3723.5],
    [null, 0],
    [undefined, 0],
    // unreadable: no length
    ['nonsense', 0],
    ['', 0],
    ['4', 0],
    ['0:61', 0],
    [-1000, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ] as const)('%j -> %d s', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });
});

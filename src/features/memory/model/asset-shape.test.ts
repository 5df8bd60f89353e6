import { describe, expect, it } from 'vitest';
import { parseDurationSeconds, thumbhashAspectRatio } from './asset-shape';

describe('parseDurationSeconds', () => {
  it.each([
    ['0:00:00.00000', 0],
    ['00:00:04.000', 4],
    ['1:02:03.5', 3723.5],
    ['garbage', 0],
    [undefined, 0],
  ])('%s -> %d', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });
});

describe('thumbhashAspectRatio', () => {
  it('reads a landscape ratio from a real hash', () => {
    const ratio = thumbhashAspectRatio('jQcGDICPiHh+d4iIiHhgcQkLsw==');
    expect(ratio).toBeGreaterThan(1);
  });
  it.each([[undefined], [''], ['AA==']])('no ratio from %o', (hash) => {
    expect(thumbhashAspectRatio(hash)).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeJustifiedLayout, rowOfTile } from '@/lib/justified-layout';
import { isGridKey, nextTileIndex } from './grid-navigation';

// 1000 px wide, square tiles at 235 px: 4 per row (4 × 235 + gaps = 946, a fifth overflows).
const layout = computeJustifiedLayout(new Array(10).fill(1), { containerWidth: 1000, targetRowHeight: 235, gap: 2, headerHeight: 40 }, [
  1, 1, 1, 1, 1, 1, 2, 2, 2, 2,
]);

describe('nextTileIndex', () => {
  it('lays out the fixture as expected', () => {
    // group 1: row [0..3], row [4,5]; group 2: row [6..9]
    expect(Array.from({ length: 10 }, (_, i) => rowOfTile(layout, i))).toEqual([1, 1, 1, 1, 2, 2, 4, 4, 4, 4]);
  });

  it.each([
    { from: 0, key: 'ArrowRight', expected: 1 },
    { from: 3, key: 'ArrowRight', expected: 4 },
    { from: 9, key: 'ArrowRight', expected: 9 },
    { from: 0, key: 'ArrowLeft', expected: 0 },
    { from: 4, key: 'ArrowLeft', expected: 3 },
    { from: 1, key: 'ArrowDown', expected: 5 },
    { from: 5, key: 'ArrowDown', expected: 7 },
    { from: 9, key: 'ArrowDown', expected: 9 },
    { from: 6, key: 'ArrowUp', expected: 4 },
    { from: 0, key: 'ArrowUp', expected: 0 },
    { from: 2, key: 'Home', expected: 0 },
    { from: 2, key: 'End', expected: 3 },
    { from: 0, key: 'PageDown', expected: 6 },
    { from: 6, key: 'PageUp', expected: 0 },
  ] as const)('$key from $from -> $expected', ({ from, key, expected }) => {
    expect(nextTileIndex(layout, from, key, 500)).toBe(expected);
  });

  it('Ctrl+Home and Ctrl+End go to the first and last tile', () => {
    expect(nextTileIndex(layout, 5, 'Home', 500, true)).toBe(0);
    expect(nextTileIndex(layout, 5, 'End', 500, true)).toBe(9);
  });

  it('returns -1 for an empty grid', () => {
    const empty = computeJustifiedLayout([], { containerWidth: 100, targetRowHeight: 100, gap: 2, headerHeight: 0 });
    expect(nextTileIndex(empty, 0, 'ArrowRight', 100)).toBe(-1);
  });

  it('knows its keys', () => {
    expect(isGridKey('PageDown')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
  });
});

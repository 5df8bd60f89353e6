// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardRows, nextCardIndex } from './card-rows';

const grid = cardRows(
  [
    { key: '2024', heading: '2024', items: ['a', 'b', 'c', 'd', 'e'] },
    { key: 'empty', heading: 'never shown', items: [] },
    { key: '2019', heading: '2019', items: ['f', 'g'] },
  ],
  3,
);

describe('cardRows', () => {
  it('puts a heading before each group with items and its items in rows of the column count', () => {
    expect(grid.rows.map((r) => (r.kind === 'heading' ? r.heading : `${r.start}+${r.count}`))).toEqual(['2024', '0+3', '3+2', '2019', '5+2']);
    expect(grid.items).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(grid.rowOfCard).toEqual([1, 1, 1, 2, 2, 4, 4]);
  });

  it('gives untitled groups no heading and never fewer than one column', () => {
    expect(cardRows([{ key: 'x', items: [1, 2] }], 0).rows).toEqual([
      { kind: 'cards', key: 'c:x:0', start: 0, count: 1 },
      { kind: 'cards', key: 'c:x:1', start: 1, count: 1 },
    ]);
  });
});

describe('nextCardIndex', () => {
  it.each([
    [0, 'ArrowRight', 'ltr', false, 1],
    [0, 'ArrowLeft', 'rtl', false, 1],
    [4, 'ArrowRight', 'ltr', false, 5],
    [6, 'ArrowRight', 'ltr', false, 6],
    [0, 'ArrowLeft', 'ltr', false, 0],
    [2, 'ArrowDown', 'ltr', false, 4],
    [4, 'ArrowDown', 'ltr', false, 6],
    [6, 'ArrowDown', 'ltr', false, 6],
    [5, 'ArrowUp', 'ltr', false, 3],
    [1, 'ArrowUp', 'ltr', false, 1],
    [4, 'Home', 'ltr', false, 3],
    [3, 'End', 'ltr', false, 4],
    [4, 'Home', 'ltr', true, 0],
    [0, 'End', 'ltr', true, 6],
    [0, 'PageDown', 'ltr', false, 5],
    [6, 'PageUp', 'ltr', false, 1],
  ] as const)('from %i, %s (%s, ctrl %s) goes to %i', (from, key, dir, ctrl, to) => {
    expect(nextCardIndex(grid, from, key, dir, ctrl)).toBe(to);
  });

  it('answers -1 for an empty grid', () => {
    expect(nextCardIndex(cardRows([], 3), 0, 'ArrowRight', 'ltr')).toBe(-1);
  });
});

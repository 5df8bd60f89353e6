// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeJustifiedLayout } from '@/lib/justified-layout';
import { firstRows, OVERSCAN } from './first-rows';

// 40 square tiles in a 1000 px grid, 200 px rows (plus a 2 px gap): 5 tiles a row, 8 rows
const layout = computeJustifiedLayout(new Float32Array(40).fill(1), { containerWidth: 1008, targetRowHeight: 200, gap: 2, headerHeight: 0 });

describe('the rows a grid draws before its virtualizer', () => {
  it('are the rows in the window and two more past its bottom, with their place in the document', () => {
    expect(layout.rowCount).toBe(8);
    // the grid starts 100 px down: a 450 px window shows its rows 0 to 1 (0–350 px of the grid)
    const rows = firstRows(layout, 100, 0, { top: 0, height: 450 });
    expect(rows.map((row) => row.index)).toEqual([0, 1, 2, 3]);
    expect(rows.map((row) => row.key)).toEqual([0, 1, 2, 3]);
    expect(rows[1]).toMatchObject({ start: 100 + (layout.rowTop[1] ?? 0), size: (layout.rowTop[2] ?? 0) - (layout.rowTop[1] ?? 0) });
  });

  it('start two rows above the window when it is scrolled into the grid', () => {
    expect(firstRows(layout, 100, 4, { top: 100 + 4 * 202 + 10, height: 300 }).map((row) => row.index)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('keep the tab stop’s row, wherever it is', () => {
    expect(firstRows(layout, 0, 7, { top: 0, height: 300 }).map((row) => row.index)).toEqual([0, 1, 2, 3, 7]);
    expect(OVERSCAN).toBe(2);
  });

  it('are none for an empty grid', () => {
    const empty = computeJustifiedLayout(new Float32Array(0), { containerWidth: 1000, targetRowHeight: 200, gap: 2, headerHeight: 0 });
    expect(firstRows(empty, 0, 0, { top: 0, height: 800 })).toEqual([]);
  });
});

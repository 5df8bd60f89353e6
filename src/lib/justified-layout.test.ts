// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LAYOUT_WARM_UP_ROUNDS,
  ROW_FILLED,
  ROW_HEADER,
  ROW_TILES,
  computeJustifiedLayout,
  displayAspectRatio,
  rowAtOffset,
  rowOfTile,
  rowTiles,
  tileBox,
  warmUpLayoutRound,
  type JustifiedLayout,
} from './justified-layout';

const desktop = { containerWidth: 1000, targetRowHeight: 235, gap: 2, headerHeight: 48 };

/** Every tile's left edge, width and row, placed row by row as the grid draws them. */
function placed(layout: JustifiedLayout): { left: number[]; width: number[]; row: number[] } {
  const left: number[] = [];
  const width: number[] = [];
  const row: number[] = [];
  for (let r = 0; r < layout.rowCount; r++) {
    const tiles = rowTiles(layout, r);
    tiles.left.forEach((l, k) => {
      left[tiles.start + k] = l;
      width[tiles.start + k] = tiles.width[k]!;
      row[tiles.start + k] = r;
    });
  }
  return { left, width, row };
}

function tilesOfRow(layout: JustifiedLayout, row: number): number[] {
  const out: number[] = [];
  for (let i = layout.rowStart[row]!; i < layout.rowEnd[row]!; i++) out.push(i);
  return out;
}

describe('displayAspectRatio', () => {
  it.each([
    { w: 4032, h: 3024, o: '1', expected: 4032 / 3024 },
    { w: 4032, h: 3024, o: undefined, expected: 4032 / 3024 },
    { w: 4032, h: 3024, o: '3', expected: 4032 / 3024 },
    { w: 4032, h: 3024, o: '5', expected: 3024 / 4032 },
    { w: 4032, h: 3024, o: '6', expected: 3024 / 4032 },
    { w: 4032, h: 3024, o: 7, expected: 3024 / 4032 },
    { w: 4032, h: 3024, o: '8', expected: 3024 / 4032 },
    { w: undefined, h: 3024, o: '1', expected: 1 },
    { w: 0, h: 0, o: '6', expected: 1 },
  ])('$w×$h orientation $o -> $expected', ({ w, h, o, expected }) => {
    expect(displayAspectRatio(w, h, o)).toBeCloseTo(expected, 6);
  });
});

describe('computeJustifiedLayout', () => {
  const aspects = [1.5, 0.75, 1, 1.333, 2, 0.5, 1.5, 1.5, 1, 0.8, 1.2, 3, 0.66];

  it('fills every full row exactly to the container width, gaps included', () => {
    const layout = computeJustifiedLayout(aspects, desktop);
    const t = placed(layout);
    expect(layout.rowCount).toBeGreaterThan(2);
    for (let r = 0; r < layout.rowCount - 1; r++) {
      const tiles = tilesOfRow(layout, r);
      const last = tiles[tiles.length - 1]!;
      expect(t.left[last]! + t.width[last]!).toBe(1000);
      const sum = tiles.reduce((s, i) => s + t.width[i]!, 0) + 2 * (tiles.length - 1);
      expect(sum).toBe(1000);
      // neighbours are exactly one gap apart
      for (let k = 1; k < tiles.length; k++) {
        const prev = tiles[k - 1]!;
        expect(t.left[tiles[k]!]).toBe(t.left[prev]! + t.width[prev]! + 2);
      }
    }
  });

  it('keeps each tile’s aspect ratio within a pixel of rounding', () => {
    const layout = computeJustifiedLayout(aspects, desktop);
    const t = placed(layout);
    aspects.forEach((a, i) => {
      const h = layout.rowHeight[t.row[i]!]!;
      expect(Math.abs(t.width[i]! - a * h)).toBeLessThanOrEqual(1.5);
    });
  });

  it('rows come out near the target height', () => {
    const layout = computeJustifiedLayout(aspects, desktop);
    for (let r = 0; r < layout.rowCount; r++) {
      expect(layout.rowHeight[r]).toBeGreaterThan(235 * 0.6);
      expect(layout.rowHeight[r]).toBeLessThan(235 * 1.6);
    }
  });

  it('does not stretch the last row', () => {
    const layout = computeJustifiedLayout([1, 1, 1, 1, 1, 1], desktop);
    const t = placed(layout);
    const last = layout.rowCount - 1;
    expect(layout.rowHeight[last]).toBe(235);
    const tiles = tilesOfRow(layout, last);
    const end = t.left[tiles[tiles.length - 1]!]! + t.width[tiles[tiles.length - 1]!]!;
    expect(end).toBeLessThan(1000);
  });

  it('an orientation-6 photo lays out portrait', () => {
    const a = displayAspectRatio(1600, 1200, '6');
    const layout = computeJustifiedLayout([a], desktop);
    const t = placed(layout);
    expect(t.width[0]! / layout.rowHeight[0]!).toBeCloseTo(0.75, 2);
  });

  it('starts a header row at every new group and keeps rows within a group', () => {
    const keys = [5, 5, 5, 4, 4, 3];
    const layout = computeJustifiedLayout([1, 1, 1, 1, 1, 1], desktop, keys);
    const kinds = Array.from(layout.rowKind);
    expect(kinds).toEqual([ROW_HEADER, ROW_TILES, ROW_HEADER, ROW_TILES, ROW_HEADER, ROW_TILES]);
    expect(Array.from(layout.rowStart)).toEqual([0, 0, 3, 3, 5, 5]);
    expect(layout.rowHeight[0]).toBe(48);
    expect(layout.rowTop[1]).toBe(48);
  });

  it('puts a panorama wider than the row alone in its row', () => {
    const layout = computeJustifiedLayout([1, 1, 1, 10, 1], { ...desktop, maxAspect: 20 });
    const t = placed(layout);
    const row = t.row[3]!;
    expect(tilesOfRow(layout, row)).toEqual([3]);
    expect(t.width[3]).toBe(1000);
  });

  it('treats unknown or broken aspect ratios as square', () => {
    const layout = computeJustifiedLayout([Number.NaN, 0, -1], desktop);
    const t = placed(layout);
    expect(Array.from(t.width)).toEqual([235, 235, 235]);
  });

  it('lays out 100,000 tiles in rows that never overlap', () => {
    const n = 100_000;
    const as = new Float32Array(n);
    const keys = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      as[i] = [1.5, 0.75, 1.333, 1][i % 4]!;
      keys[i] = 30_000 - Math.floor(i / 700);
    }
    const layout = computeJustifiedLayout(as, { ...desktop, containerWidth: 1400 }, keys);
    for (let r = 1; r < layout.rowCount; r++) {
      expect(layout.rowTop[r]).toBeGreaterThanOrEqual(layout.rowTop[r - 1]! + layout.rowHeight[r - 1]!);
    }
    expect(layout.rowEnd[layout.rowCount - 1]).toBe(n);
    expect(rowAtOffset(layout, layout.rowTop[500]! + 1)).toBe(500);
  });

  it('keeps every row when there are more rows than tiles (a month per photo, panoramas on a phone)', () => {
    // 1,000 groups of one panorama each: a header and a row per tile, 2,000 rows in all
    const n = 1_000;
    const keys = Array.from({ length: n }, (_, i) => n - i);
    const layout = computeJustifiedLayout(new Array<number>(n).fill(4), { containerWidth: 390, targetRowHeight: 110, gap: 2, headerHeight: 44 }, keys);
    const t = placed(layout);
    expect(layout.rowCount).toBe(2 * n);
    for (let i = 0; i < n; i++) {
      const row = t.row[i]!;
      expect(layout.rowKind[row - 1]).toBe(ROW_HEADER);
      expect(layout.rowKind[row]).toBe(ROW_FILLED);
      expect(tilesOfRow(layout, row)).toEqual([i]);
      expect(t.width[i]).toBe(390);
    }
    for (let r = 1; r < layout.rowCount; r++) expect(layout.rowTop[r]).toBeGreaterThan(layout.rowTop[r - 1]!);
  });

  it('gives the same widths whatever the input array type, and leaves the input untouched', () => {
    const aspects = [1.5, 0.75, 1.333, 1, 0.5, 2.2, 1, 1.25];
    const fromArray = computeJustifiedLayout(aspects, desktop);
    const fromTyped = computeJustifiedLayout(Float32Array.from(aspects), desktop);
    expect(Array.from(placed(fromTyped).width)).toEqual(Array.from(placed(fromArray).width));
    expect(aspects).toEqual([1.5, 0.75, 1.333, 1, 0.5, 2.2, 1, 1.25]);
  });

  it('marks rows scaled to the width as filled, and a group’s last row as not', () => {
    const layout = computeJustifiedLayout(new Array<number>(10).fill(1), desktop, [1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
    // group 1: a full row of 4 and a last row of 2; group 2: a last row of 4 (not stretched)
    expect(Array.from(layout.rowKind)).toEqual([ROW_HEADER, ROW_FILLED, ROW_TILES, ROW_HEADER, ROW_TILES]);
    expect(layout.rowHeight[4]).toBe(235);
  });

  it('finds each tile’s row and box, a group’s first tile in its row (not under the header)', () => {
    const as = Array.from({ length: 300 }, (_, i) => [1.5, 0.75, 1.333, 1, 3.2, 0.5][i % 6]!);
    const keys = as.map((_, i) => Math.floor(i / 37));
    const layout = computeJustifiedLayout(as, desktop, keys);
    const t = placed(layout);
    for (let i = 0; i < as.length; i++) {
      expect(rowOfTile(layout, i)).toBe(t.row[i]);
      expect(tileBox(layout, i)).toEqual({ left: t.left[i], width: t.width[i] });
    }
    expect(layout.rowKind[rowOfTile(layout, 37)]).not.toBe(ROW_HEADER);
  });

  it('breaks rows where the nearer height (by ratio) says, as the dividing form of the rule does', () => {
    // the rule without divisions must pick the same rows as hWithout / target < target / hWith
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (const size of [desktop, { containerWidth: 390, targetRowHeight: 110, gap: 2, headerHeight: 44 }]) {
      const as = Array.from({ length: 2000 }, () => 0.3 + random() * 2.5);
      const layout = computeJustifiedLayout(as, size);
      const expected: number[] = [];
      let start = 0;
      let sum = 0;
      const { containerWidth: w, targetRowHeight: target, gap } = size;
      as.forEach((a, i) => {
        const count = i - start + 1;
        if ((sum + a) * target + gap * (count - 1) < w) {
          sum += a;
          return;
        }
        const hWith = (w - gap * (count - 1)) / (sum + a);
        const hWithout = count > 1 ? (w - gap * (count - 2)) / sum : Infinity;
        if (count > 1 && hWithout / target < target / hWith) {
          expected.push(start);
          start = i;
          sum = a;
        } else {
          expected.push(start);
          start = i + 1;
          sum = 0;
        }
      });
      if (start < as.length) expected.push(start);
      expect(Array.from(layout.rowStart)).toEqual(expected);
    }
  });

  it('warms up on lists of every shape without touching the real layout', () => {
    const before = computeJustifiedLayout([1.5, 0.75, 1], desktop);
    const widths: number[] = [];
    const sizesAt = (width: number) => {
      widths.push(width);
      return width < 600 ? { targetRowHeight: 110, headerHeight: 44 } : { targetRowHeight: 235, headerHeight: 56 };
    };
    for (let round = 0; round < LAYOUT_WARM_UP_ROUNDS; round++) warmUpLayoutRound(round, { sizesAt, gap: 2 });
    // (the grid's own sizes, at phone and desktop widths)
    expect(widths.some((w) => w < 600) && widths.some((w) => w > 1000)).toBe(true);
    const after = computeJustifiedLayout([1.5, 0.75, 1], desktop);
    expect(placed(after)).toEqual(placed(before));
    expect(after.height).toBe(before.height);
  });
});

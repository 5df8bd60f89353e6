import { describe, expect, it } from 'vitest';
import { ROW_HEADER, ROW_TILES, computeJustifiedLayout, displayAspectRatio, rowAtOffset } from './justified-layout';

const desktop = { containerWidth: 1000, targetRowHeight: 235, gap: 2, headerHeight: 48 };

function tilesOfRow(layout: ReturnType<typeof computeJustifiedLayout>, row: number): number[] {
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
    expect(layout.rowCount).toBeGreaterThan(2);
    for (let r = 0; r < layout.rowCount - 1; r++) {
      const tiles = tilesOfRow(layout, r);
      const last = tiles[tiles.length - 1]!;
      expect(layout.tileLeft[last]! + layout.tileWidth[last]!).toBe(1000);
      const sum = tiles.reduce((s, i) => s + layout.tileWidth[i]!, 0) + 2 * (tiles.length - 1);
      expect(sum).toBe(1000);
      // neighbours are exactly one gap apart
      for (let k = 1; k < tiles.length; k++) {
        const prev = tiles[k - 1]!;
        expect(layout.tileLeft[tiles[k]!]).toBe(layout.tileLeft[prev]! + layout.tileWidth[prev]! + 2);
      }
    }
  });

  it('keeps each tile’s aspect ratio within a pixel of rounding', () => {
    const layout = computeJustifiedLayout(aspects, desktop);
    aspects.forEach((a, i) => {
      const h = layout.rowHeight[layout.tileRow[i]!]!;
      expect(Math.abs(layout.tileWidth[i]! - a * h)).toBeLessThanOrEqual(1.5);
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
    const last = layout.rowCount - 1;
    expect(layout.rowHeight[last]).toBe(235);
    const tiles = tilesOfRow(layout, last);
    const end = layout.tileLeft[tiles[tiles.length - 1]!]! + layout.tileWidth[tiles[tiles.length - 1]!]!;
    expect(end).toBeLessThan(1000);
  });

  it('an orientation-6 photo lays out portrait', () => {
    const a = displayAspectRatio(1600, 1200, '6');
    const layout = computeJustifiedLayout([a], desktop);
    expect(layout.tileWidth[0]! / layout.rowHeight[0]!).toBeCloseTo(0.75, 2);
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
    const row = layout.tileRow[3]!;
    expect(tilesOfRow(layout, row)).toEqual([3]);
    expect(layout.tileWidth[3]).toBe(1000);
  });

  it('treats unknown or broken aspect ratios as square', () => {
    const layout = computeJustifiedLayout([Number.NaN, 0, -1], desktop);
    expect(Array.from(layout.tileWidth)).toEqual([235, 235, 235]);
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
    expect(layout.rowCount).toBe(2 * n);
    for (let i = 0; i < n; i++) {
      const row = layout.tileRow[i]!;
      expect(layout.rowKind[row - 1]).toBe(ROW_HEADER);
      expect(layout.rowKind[row]).toBe(ROW_TILES);
      expect(tilesOfRow(layout, row)).toEqual([i]);
      expect(layout.tileWidth[i]).toBe(390);
    }
    for (let r = 1; r < layout.rowCount; r++) expect(layout.rowTop[r]).toBeGreaterThan(layout.rowTop[r - 1]!);
  });

  it('gives the same widths whatever the input array type (aspects are read once, then replaced by widths)', () => {
    const aspects = [1.5, 0.75, 1.333, 1, 0.5, 2.2, 1, 1.25];
    const fromArray = computeJustifiedLayout(aspects, desktop);
    const fromTyped = computeJustifiedLayout(Float32Array.from(aspects), desktop);
    expect(Array.from(fromTyped.tileWidth)).toEqual(Array.from(fromArray.tileWidth));
    expect(aspects).toEqual([1.5, 0.75, 1.333, 1, 0.5, 2.2, 1, 1.25]);
  });
});

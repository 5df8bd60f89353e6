/* Where the tiles of a computed layout sit: worked out per row, only for the rows on screen. */
import { layoutAspect, ROW_FILLED, type JustifiedLayout } from './justified-layout-types';

/** The tiles of one row: `left[k]` and `width[k]` (whole px) belong to tile `start + k`. */
export interface RowTiles {
  start: number;
  left: number[];
  width: number[];
}

/**
 * Places the tiles of row `r`. Each tile's edges are snapped to whole px from the running float
 * total, so no tile drifts by more than half a pixel; in a filled row the last tile takes the
 * rounding remainder, so the widths and gaps add up exactly to the grid's width.
 */
export function rowTiles(layout: JustifiedLayout, r: number): RowTiles {
  const start = layout.rowStart[r] ?? 0;
  const end = layout.rowEnd[r] ?? start;
  const { aspects, width, target, gap, minAspect, maxAspect } = layout.source;
  const fill = layout.rowKind[r] === ROW_FILLED;
  const available = width - gap * (end - start - 1);
  let sum = 0;
  if (fill) for (let i = start; i < end; i++) sum += layoutAspect(aspects[i] as number, minAspect, maxAspect);
  const h = fill ? available / sum : target;
  const left: number[] = [];
  const widths: number[] = [];
  let running = 0;
  let edge = 0;
  for (let i = start; i < end; i++) {
    running += layoutAspect(aspects[i] as number, minAspect, maxAspect) * h;
    const next = fill && i === end - 1 ? available : Math.round(running);
    left.push(edge + gap * (i - start));
    widths.push(next - edge > 1 ? next - edge : 1);
    edge = next;
  }
  return { start, left, width: widths };
}

/** The last of the first `count` entries of ascending `values` that is <= `x` (binary search); 0 if none. */
function lastAtMost(values: ArrayLike<number>, count: number, x: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((values[mid] ?? 0) <= x) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** Index of the tile row holding tile `index` (a header shares its first tile; the row comes after it). */
export function rowOfTile(layout: JustifiedLayout, index: number): number {
  return lastAtMost(layout.rowStart, layout.rowCount, index);
}

/** Left edge and width (whole px) of tile `index` in its row. */
export function tileBox(layout: JustifiedLayout, index: number): { left: number; width: number } {
  const tiles = rowTiles(layout, rowOfTile(layout, index));
  const k = index - tiles.start;
  return { left: tiles.left[k] ?? 0, width: tiles.width[k] ?? 0 };
}

/** Index of the row at vertical offset `top` (rows are sorted by top). */
export function rowAtOffset(layout: JustifiedLayout, top: number): number {
  return lastAtMost(layout.rowTop, layout.rowCount, top);
}

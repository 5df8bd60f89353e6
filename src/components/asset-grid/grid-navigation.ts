import { ROW_HEADER, rowAtOffset, rowOfTile, rowTiles, tileBox, type JustifiedLayout } from '@/lib/justified-layout';

/** Keys the grid handles (APG layout grid). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const gridKeys = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** Whether `key` moves focus in the grid. */
export function isGridKey(key: string): key is GridKey {
  return gridKeys.has(key);
}

/**
 * The key as the grid reads it in the writing direction `dir`: rows flow right to left in a
 * right-to-left language, so there → goes back to the previous tile and ← on to the next.
 */
export function keyInDirection(key: GridKey, dir: 'ltr' | 'rtl'): GridKey {
  if (dir === 'ltr') return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
}

/** Index of the tile in tile row `row` whose horizontal centre is nearest `centre` (px). */
function nearestInRow(layout: JustifiedLayout, row: number, centre: number): number {
  const { start, left, width } = rowTiles(layout, row);
  let best = start;
  let bestDistance = Infinity;
  for (let k = 0; k < left.length; k++) {
    const d = Math.abs((left[k] ?? 0) + (width[k] ?? 0) / 2 - centre);
    if (d < bestDistance) {
      best = start + k;
      bestDistance = d;
    }
  }
  return best;
}

/** The nearest tile row at or beyond `row` in direction `step` (skipping month headers), or -1. */
function tileRowFrom(layout: JustifiedLayout, row: number, step: 1 | -1): number {
  for (let r = row; r >= 0 && r < layout.rowCount; r += step) if (layout.rowKind[r] !== ROW_HEADER) return r;
  return -1;
}

/**
 * The tile that a key press moves to from `index`: ←/→ previous/next tile (across rows), ↑/↓
 * the nearest tile by centre in the row above/below, Home/End the row's first/last tile
 * (with Ctrl: the first/last tile of all), Page Up/Down about one viewport (`pageHeight` px).
 */
export function nextTileIndex(layout: JustifiedLayout, index: number, key: GridKey, pageHeight: number, ctrl = false): number {
  const n = layout.tileCount;
  if (n === 0) return -1;
  const current = Math.min(Math.max(index, 0), n - 1);
  const row = rowOfTile(layout, current);
  const box = tileBox(layout, current);
  const centre = box.left + box.width / 2;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(n - 1, current + 1);
    case 'Home':
      return ctrl ? 0 : (layout.rowStart[row] ?? current);
    case 'End':
      return ctrl ? n - 1 : (layout.rowEnd[row] ?? current + 1) - 1;
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowDown' ? 1 : -1;
      const target = tileRowFrom(layout, row + step, step);
      return target < 0 ? current : nearestInRow(layout, target, centre);
    }
    case 'PageUp':
    case 'PageDown': {
      const step = key === 'PageDown' ? 1 : -1;
      const top = (layout.rowTop[row] ?? 0) + step * Math.max(pageHeight, 1);
      let target = rowAtOffset(layout, Math.max(0, top));
      if (target === row) target = row + step;
      target = tileRowFrom(layout, Math.min(Math.max(target, 0), layout.rowCount - 1), step);
      if (target < 0) return step > 0 ? n - 1 : 0;
      return nearestInRow(layout, target, centre);
    }
  }
}

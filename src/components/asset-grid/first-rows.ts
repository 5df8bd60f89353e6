import type { VirtualItem } from '@tanstack/react-virtual';
import { rowAtOffset, type JustifiedLayout } from '@/lib/justified-layout';
import { rowExtent } from './use-grid-geometry';

/** Rows drawn beyond each edge of the window. */
export const OVERSCAN = 2;

/** The window's scroll offset and height (px). */
export interface WindowView {
  top: number;
  height: number;
}

/**
 * The rows a window at `view` shows, `OVERSCAN` more on each side and the tab stop's row, as the
 * window virtualizer (window-range.tsx) would give them: what the grid draws before the
 * virtualizer's code has loaded. `scrollMargin`: the grid's offset from the top of the document.
 */
export function firstRows(layout: JustifiedLayout, scrollMargin: number, activeRow: number, view: WindowView): VirtualItem[] {
  if (layout.rowCount === 0) return [];
  // the window's top and bottom in the grid's own coordinates
  const top = view.top - scrollMargin;
  const first = Math.max(0, rowAtOffset(layout, Math.max(0, top)) - OVERSCAN);
  const last = Math.min(layout.rowCount - 1, rowAtOffset(layout, Math.max(0, top + view.height)) + OVERSCAN);
  const rows = withTabStopRow(
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
    activeRow,
    layout.rowCount,
  );
  return rows.map((index) => {
    const start = scrollMargin + (layout.rowTop[index] ?? 0);
    const size = rowExtent(layout, index);
    return { index, key: index, start, size, end: start + size, lane: 0 };
  });
}

/**
 * `rows` (indexes) with the tab stop's row among them, in order: it always stays mounted, so Tab
 * always lands in the grid. `count`: how many rows the grid has.
 */
export function withTabStopRow(rows: number[], activeRow: number, count: number): number[] {
  if (activeRow < count && !rows.includes(activeRow)) rows.push(activeRow);
  return rows.sort((a, b) => a - b);
}

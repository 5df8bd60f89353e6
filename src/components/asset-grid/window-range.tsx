import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, type Ref } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import type { JustifiedLayout } from '@/lib/justified-layout';
import { OVERSCAN, withTabStopRow } from './first-rows';
import { rowExtent } from './use-grid-geometry';

/** What the grid asks of the rows' range: to bring a row into view. */
export interface WindowRangeHandle {
  scrollToRow: (row: number) => void;
}

/** Props of {@link WindowRange}. */
export interface WindowRangeProps {
  layout: JustifiedLayout;
  /** the grid's offset from the top of the document */
  scrollMargin: number;
  /** the tab stop's row: always in the range */
  activeRow: number;
  /** called with the rows to draw whenever they change */
  onRows: (rows: readonly VirtualItem[]) => void;
  handleRef: Ref<WindowRangeHandle>;
}

/**
 * The rows near the window, kept as the window scrolls and resizes (TanStack Virtual's window
 * virtualizer), reported to the grid, which draws them: this draws nothing itself, so the grid's
 * rows stay mounted when it takes over from the first rows (first-rows.ts).
 */
export function WindowRange({ layout, scrollMargin, activeRow, onRows, handleRef }: WindowRangeProps) {
  const virtualizer = useWindowVirtualizer({
    // Render new rows in React's scheduler, not synchronously inside the scroll event: a fast
    // fling then never blocks the frame that scrolls (rows fill in a frame later at worst).
    useFlushSync: false,
    count: layout.rowCount,
    estimateSize: (i) => rowExtent(layout, i),
    overscan: OVERSCAN,
    scrollMargin,
    // The window's size from the start, so that its first range is the rows already drawn.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor: useCallback((range: Range) => withTabStopRow(defaultRangeExtractor(range), activeRow, range.count), [activeRow]),
  });

  // Sizes come from the layout, not from measuring: re-read them when the layout changes.
  useEffect(() => {
    virtualizer.measure();
  }, [layout, virtualizer]);

  useImperativeHandle(handleRef, () => ({ scrollToRow: (row) => virtualizer.scrollToIndex(row, { align: 'center' }) }), [virtualizer]);

  const rows = virtualizer.getVirtualItems();
  useLayoutEffect(() => onRows(rows), [rows, onRows]);
  return null;
}

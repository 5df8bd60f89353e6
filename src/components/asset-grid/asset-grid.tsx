import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { ROW_HEADER } from '@/lib/justified-layout';
import { monthLabel } from '@/lib/month-groups';
import { isGridKey, nextTileIndex } from './grid-navigation';
import { GridTile } from './grid-tile';
import { StickyGroupLabel } from './sticky-group-label';
import { rowExtent, useGridGeometry } from './use-grid-geometry';
import { usePendingFocus } from './use-pending-focus';
import type { AssetGridHandle, AssetGridSource } from './types';
import styles from './asset-grid.module.css';

/** Props of {@link AssetGrid}. */
export interface AssetGridProps {
  source: AssetGridSource;
  /** accessible name of the grid, e.g. "Photos of Ana" */
  label: string;
  /**
   * Called on a plain click or Enter on a tile (the link's default navigation is prevented);
   * modified clicks (new tab, middle-click) keep the link's own behaviour. Omit to just follow links.
   */
  onOpen?: (index: number) => void;
  /** imperative handle: `focusTile(index)` to return focus when a viewer closes */
  ref?: Ref<AssetGridHandle>;
  /**
   * Shown in the grid's place until its first tiles are drawn (the first render is time-sliced,
   * so it can take a few frames), e.g. the page's loading skeleton. Default: nothing.
   */
  placeholder?: ReactNode;
}

/**
 * The justified, virtualized photo grid: month groups with a sticky header, rows rendered only
 * near the viewport (window scrolling), one tab stop with arrow/Home/End/Page keys (APG layout
 * grid), and every tile a real link.
 */
export function AssetGrid({ source, label, onOpen, ref, placeholder }: AssetGridProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { layout, width, scrollMargin } = useGridGeometry(containerRef, source);
  const [active, setActive] = useState(0);
  const focus = usePendingFocus(containerRef);
  const activeIndex = Math.min(active, Math.max(0, source.count - 1));
  const activeRow = layout.tileRow[activeIndex] ?? 0;

  const virtualizer = useWindowVirtualizer({
    // Render new rows in React's scheduler, not synchronously inside the scroll event: a fast
    // fling then never blocks the frame that scrolls (rows fill in a frame later at worst).
    useFlushSync: false,
    count: layout.rowCount,
    estimateSize: (i) => rowExtent(layout, i),
    overscan: 2,
    scrollMargin,
    // The tab stop's row always stays mounted, so Tab always lands in the grid.
    rangeExtractor: useCallback(
      (range: Range) => {
        const rows = defaultRangeExtractor(range);
        if (activeRow < range.count && !rows.includes(activeRow)) rows.push(activeRow);
        return rows.sort((a, b) => a - b);
      },
      [activeRow],
    ),
  });

  // Sizes come from the layout, not from measuring: re-read them when the layout changes.
  useEffect(() => {
    virtualizer.measure();
  }, [layout, virtualizer]);

  const moveTo = useCallback(
    (index: number) => {
      setActive(index);
      focus.request(index);
    },
    [focus],
  );

  useImperativeHandle(
    ref,
    () => ({
      focusTile: (index) => moveTo(index),
      scrollToTile: (index) => {
        const row = layout.tileRow[index];
        if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'center' });
      },
    }),
    [layout, moveTo, virtualizer],
  );

  const handleKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLAnchorElement>) => {
      if (!isGridKey(event.key) || event.altKey || event.metaKey) return;
      event.preventDefault();
      const next = nextTileIndex(layout, index, event.key, window.innerHeight * 0.8, event.ctrlKey);
      if (next >= 0) moveTo(next);
    },
    [layout, moveTo],
  );

  const handleClick = useCallback(
    (index: number, event: MouseEvent<HTMLAnchorElement>) => {
      setActive(index);
      if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onOpen(index);
    },
    [onOpen],
  );

  if (source.count === 0) return null;

  const items = width > 0 ? virtualizer.getVirtualItems() : [];
  const drawn = items.length > 0;
  const eagerUntil = typeof window === 'undefined' ? 0 : window.innerHeight * 1.5;
  const groupLabel = source.groupLabel ?? ((key: number) => monthLabel(key));

  return (
    <div className={styles.wrapper}>
      <StickyGroupLabel layout={layout} groupKeys={source.groupKeys} groupLabel={groupLabel} scrollMargin={scrollMargin} />
      <div
        ref={containerRef}
        role="grid"
        aria-label={label}
        aria-rowcount={layout.rowCount}
        className={styles.grid}
        style={{ height: layout.height }}
        data-tile-count={source.count}
      >
        {items.map((item) => {
          const r = item.index;
          const top = layout.rowTop[r] ?? 0;
          const height = layout.rowHeight[r] ?? 0;
          const rowStyle = { transform: `translateY(${top}px)`, height };
          if (layout.rowKind[r] === ROW_HEADER) {
            const key = source.groupKeys?.[layout.rowStart[r] ?? 0] ?? -1;
            return (
              <div key={item.key} role="row" aria-rowindex={r + 1} className={styles.headerRow} style={rowStyle}>
                <div role="columnheader" className={styles.header}>
                  <h2 className={styles.headerText}>{groupLabel(key)}</h2>
                </div>
              </div>
            );
          }
          const cells = [];
          for (let i = layout.rowStart[r] ?? 0; i < (layout.rowEnd[r] ?? 0); i++) {
            const tile = source.tile(i);
            cells.push(
              <GridTile
                key={tile.id}
                index={i}
                tile={tile}
                left={layout.tileLeft[i] ?? 0}
                width={layout.tileWidth[i] ?? 0}
                height={height}
                isTabStop={i === activeIndex}
                eager={top < eagerUntil}
                onClick={handleClick}
                onKeyDown={handleKeyDown}
                onFocus={setActive}
              />,
            );
          }
          return (
            <div key={item.key} role="row" aria-rowindex={r + 1} className={styles.row} style={rowStyle}>
              {cells}
            </div>
          );
        })}
      </div>
      {/* After the (still zero-height) grid, so the grid's own top and width measure true. */}
      {!drawn && placeholder}
    </div>
  );
}

import { useCallback, useImperativeHandle, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { ROW_HEADER, rowOfTile } from '@/lib/justified-layout';
import { monthLabel } from '@/lib/month-groups';
import { useI18n } from '@/i18n';
import { useRowsInTurn } from '@/lib/use-rows-in-turn';
import { isGridKey, keyInDirection, nextTileIndex } from './grid-navigation';
import { GridRow } from './grid-row';
import { StickyGroupLabel } from './sticky-group-label';
import { useGridGeometry } from './use-grid-geometry';
import { usePendingFocus } from './use-pending-focus';
import { useVisibleRows } from './use-visible-rows';
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
 * near the viewport (window scrolling), rows flowing in the reader's writing direction, one tab stop with arrow/Home/End/Page keys (APG layout
 * grid), and every tile a real link.
 */
export function AssetGrid({ source, label, onOpen, ref, placeholder }: AssetGridProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { dir, formatLocale } = useI18n();
  // (a group without a readable date gets its words from the page: `source.groupLabel`)
  const defaultGroupLabel = useCallback((key: number) => monthLabel(key, '', formatLocale), [formatLocale]);
  const { layout, width, scrollMargin } = useGridGeometry(containerRef, source);
  const [active, setActive] = useState(0);
  const focus = usePendingFocus(containerRef);
  const activeIndex = Math.min(active, Math.max(0, source.count - 1));
  const activeRow = rowOfTile(layout, activeIndex);

  const { rows: items, scrollToRow, range } = useVisibleRows(layout, width, scrollMargin, activeRow);

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
        if (index >= 0 && index < layout.tileCount) scrollToRow(rowOfTile(layout, index));
      },
    }),
    [layout, moveTo, scrollToRow],
  );

  const handleKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLAnchorElement>) => {
      if (!isGridKey(event.key) || event.altKey || event.metaKey) return;
      event.preventDefault();
      const next = nextTileIndex(layout, index, keyInDirection(event.key, dir), window.innerHeight * 0.8, event.ctrlKey);
      if (next >= 0) moveTo(next);
    },
    [dir, layout, moveTo],
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

  // Rows that come into range after the first draw (a scroll, a jump) fill one per task, nearest
  // first, over placeholders of their size (use-rows-in-turn.ts): no frame mounts a screenful of
  // new tiles, and the tab stop's row is always there.
  const shows = useRowsInTurn(items, activeRow);
  const drawn = items.length > 0;
  // The first rows drawn request their images at once; rows drawn after them, from a queue (GridTile).
  const [firstItems, setFirstItems] = useState<readonly VirtualItem[] | null>(null);
  if (drawn && firstItems === null) setFirstItems(items);
  const queueImages = firstItems !== null && items !== firstItems;

  if (source.count === 0) return null;

  const groupLabel = source.groupLabel ?? defaultGroupLabel;

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
          if (!shows(item.key)) return <div key={item.key} aria-hidden className={styles.waitingRow} style={{ transform: `translateY(${layout.rowTop[r] ?? 0}px)`, height: layout.rowHeight[r] ?? 0 }} />;
          const inRow = activeIndex >= (layout.rowStart[r] ?? 0) && activeIndex < (layout.rowEnd[r] ?? 0);
          return (
            <GridRow
              key={item.key}
              row={r}
              layout={layout}
              source={source}
              groupLabel={groupLabel}
              dir={dir}
              locale={formatLocale}
              tabStop={inRow && layout.rowKind[r] !== ROW_HEADER ? activeIndex : -1}
              queueImages={queueImages}
              onClick={handleClick}
              onKeyDown={handleKeyDown}
              onFocus={setActive}
            />
          );
        })}
      </div>
      {range}
      {/* After the (still zero-height) grid, so the grid's own top and width measure true. */}
      {!drawn && placeholder}
    </div>
  );
}

import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { Memory } from '@/api';
import { usePendingFocus } from '@/components/asset-grid/use-pending-focus';
import { useI18n } from '@/i18n';
import { MemoryCard } from '../card/memory-card';
import { memoryPath, type MemoryListName } from '../model/memory-list';
import { cardRows, isCardKey, nextCardIndex, type CardGroup } from './card-rows';
import { useRowsInTurn } from '@/lib/use-rows-in-turn';
import styles from './memories-page.module.css';

/** Props of {@link MemoryCardGrid}. */
export interface MemoryCardGridProps {
  /** the grid's accessible name */
  label: string;
  groups: readonly CardGroup<Memory>[];
  /** the list the cards open their memory in */
  list: MemoryListName;
  /** the cards above the fold load their covers at once */
  eagerCount?: number;
  /** called when the last rows come near the window (to load more) */
  onNearEnd?: () => void;
}

const noItems: VirtualItem[] = [];

/** Narrowest card (`--memory-card-min-inline-size`), and the gap between cards (px). */
const MIN_CARD = 148;
const GAP = 16;

/**
 * Memory cards in a grid that only draws the rows near the window, so thousands of memories scroll
 * like a few: one tab stop, arrow keys, Home/End and Page Up/Down move between cards (APG layout
 * grid, as the person grid), headings as column-header rows.
 */
export function MemoryCardGrid({ label, groups, list, eagerCount = 0, onNearEnd }: MemoryCardGridProps) {
  const { dir } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const next = { width: Math.floor(el.clientWidth || rect.width || window.innerWidth), top: Math.round(rect.top + window.scrollY) };
      setBox((old) => (old.width === next.width && old.top === next.top ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(2, Math.floor((box.width + GAP) / (MIN_CARD + GAP)));
  const grid = useMemo(() => cardRows(groups, columns), [groups, columns]);
  const cardWidth = (box.width - GAP * (columns - 1)) / columns;
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, grid.items.length - 1));
  const activeRow = grid.rowOfCard[activeIndex] ?? 0;

  const virtualizer = useWindowVirtualizer({
    // new rows render in React's scheduler, not inside the scroll event (as the asset grid)
    useFlushSync: false,
    count: grid.rows.length,
    estimateSize: (i) => (grid.rows[i]?.kind === 'heading' ? 56 : cardWidth * (4 / 3) + 72 + GAP),
    overscan: 3,
    scrollMargin: box.top,
    getItemKey: (i) => grid.rows[i]?.key ?? i,
    indexAttribute: 'data-row',
    rangeExtractor: (range) => {
      const rows = defaultRangeExtractor(range);
      if (activeRow < range.count && !rows.includes(activeRow)) rows.push(activeRow);
      return rows.sort((a, b) => a - b);
    },
  });
  const items = box.width > 0 ? virtualizer.getVirtualItems() : noItems;
  const shows = useRowsInTurn(items, grid.rows[activeRow]?.key);
  const lastDrawn = items.at(-1)?.index ?? -1;
  const nearEnd = grid.rows.length > 0 && lastDrawn >= grid.rows.length - 3;
  useLayoutEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd, grid.rows.length]);

  const focus = usePendingFocus(ref);
  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLAnchorElement>) => {
      if (!isCardKey(event.key) || event.altKey || event.metaKey) return;
      event.preventDefault();
      const next = nextCardIndex(grid, index, event.key, dir, event.ctrlKey);
      if (next < 0) return;
      setActive(next);
      virtualizer.scrollToIndex(grid.rowOfCard[next] ?? 0, { align: 'auto' });
      focus.request(next);
    },
    [dir, focus, grid, virtualizer],
  );

  return (
    <div ref={ref} role="grid" aria-label={label} aria-rowcount={grid.rows.length} className={styles.grid} style={{ blockSize: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = grid.rows[item.index];
        if (!row) return null;
        const top = item.start - box.top;
        if (row.kind === 'heading') {
          return (
            <div key={item.key} role="row" aria-rowindex={item.index + 1} className={styles.headingRow} style={{ transform: `translateY(${top}px)` }} data-row={item.index} ref={virtualizer.measureElement}>
              <div role="columnheader" className={styles.yearHeading}>
                <h3>{row.heading}</h3>
              </div>
            </div>
          );
        }
        if (!shows(item.key)) {
          return (
            <div key={item.key} aria-hidden className={`${styles.cardRow} ${styles.waitingRow}`} style={{ transform: `translateY(${top}px)`, blockSize: item.size, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
              {Array.from({ length: row.count }, (_, k) => (
                <span key={k} className={styles.waitingCard} />
              ))}
            </div>
          );
        }
        const inRow = activeIndex >= row.start && activeIndex < row.start + row.count;
        return (
          <CardRow
            key={item.key}
            rowIndex={item.index}
            top={top}
            columns={columns}
            memories={grid.items}
            start={row.start}
            count={row.count}
            list={list}
            eagerCount={eagerCount}
            tabStop={inRow ? activeIndex : -1}
            measure={virtualizer.measureElement}
            onKeyDown={onKeyDown}
            onFocus={setActive}
          />
        );
      })}
    </div>
  );
}

/** Props of {@link CardRow}. */
interface CardRowProps {
  rowIndex: number;
  /** px from the grid's top */
  top: number;
  columns: number;
  memories: readonly Memory[];
  start: number;
  count: number;
  list: MemoryListName;
  eagerCount: number;
  /** the card index that is the grid's tab stop, when it is in this row; else -1 */
  tabStop: number;
  measure: (element: Element | null) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLAnchorElement>) => void;
  onFocus: (index: number) => void;
}

/**
 * One row of cards. Memoised: a scroll re-renders the grid (the virtualizer's range), but a row
 * already drawn renders again only when its own props change (its tab stop, a new width).
 */
const CardRow = memo(function CardRow({ rowIndex, top, columns, memories, start, count, list, eagerCount, tabStop, measure, onKeyDown, onFocus }: CardRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 1}
      className={styles.cardRow}
      style={{ transform: `translateY(${top}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      data-row={rowIndex}
      ref={measure}
    >
      {memories.slice(start, start + count).map((memory, k) => {
        const index = start + k;
        return (
          <div role="gridcell" key={memory.id}>
            <MemoryCard
              memory={memory}
              to={memoryPath(memory.id, list)}
              eager={index < eagerCount}
              queued={index >= eagerCount}
              withDate
              tabIndex={index === tabStop ? 0 : -1}
              dataIndex={index}
              onKeyDown={(event) => onKeyDown(index, event)}
              onFocus={() => onFocus(index)}
            />
          </div>
        );
      })}
    </div>
  );
});

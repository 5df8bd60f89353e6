import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { ROW_HEADER, rowTiles, type JustifiedLayout } from '@/lib/justified-layout';
import { GridTile } from './grid-tile';
import type { AssetGridSource } from './types';
import styles from './asset-grid.module.css';

/** Props of {@link GridRow}. */
export interface GridRowProps {
  /** row index in `layout` */
  row: number;
  layout: JustifiedLayout;
  source: AssetGridSource;
  groupLabel: (key: number) => string;
  /** writing direction: right to left, a row starts at the grid's right edge */
  dir: 'ltr' | 'rtl';
  /** the reader's formatting locale (video durations) */
  locale: string;
  /** index of the grid's tab stop when it is in this row, else -1 (so other rows stay memoised) */
  tabStop: number;
  /** start the tiles' image requests from the shared queue (see GridTile) */
  queueImages: boolean;
  onClick: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLAnchorElement>) => void;
  onFocus: (index: number) => void;
}

/**
 * A tile's left edge on screen from its offset from the row's start: mirrored in a right-to-left
 * language, so the first tile's right edge is at the grid's right edge.
 */
export function tileX(offset: number, width: number, rowWidth: number, dir: 'ltr' | 'rtl'): number {
  return dir === 'rtl' ? rowWidth - offset - width : offset;
}

/**
 * One row of the grid: a month heading or a run of tiles. Memoised: while scrolling, the grid
 * re-renders on every range change, and only rows that are new (or whose tab stop moved) render.
 */
export const GridRow = memo(function GridRow({ row: r, layout, source, groupLabel, dir, locale, tabStop, queueImages, onClick, onKeyDown, onFocus }: GridRowProps) {
  const top = layout.rowTop[r] ?? 0;
  const height = layout.rowHeight[r] ?? 0;
  const rowStyle = { transform: `translateY(${top}px)`, height };
  if (layout.rowKind[r] === ROW_HEADER) {
    const key = source.groupKeys?.[layout.rowStart[r] ?? 0] ?? -1;
    return (
      <div role="row" aria-rowindex={r + 1} className={styles.headerRow} style={rowStyle}>
        <div role="columnheader" className={styles.header}>
          <h2 className={styles.headerText}>{groupLabel(key)}</h2>
        </div>
      </div>
    );
  }
  const cells = [];
  const places = rowTiles(layout, r);
  for (let k = 0; k < places.left.length; k++) {
    const i = places.start + k;
    const tile = source.tile(i);
    const width = places.width[k] ?? 0;
    cells.push(
      <GridTile
        key={tile.id}
        index={i}
        tile={tile}
        left={tileX(places.left[k] ?? 0, width, layout.source.width, dir)}
        width={width}
        height={height}
        locale={locale}
        isTabStop={i === tabStop}
        queued={queueImages}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      />,
    );
  }
  return (
    <div role="row" aria-rowindex={r + 1} className={styles.row} style={rowStyle}>
      {cells}
    </div>
  );
});

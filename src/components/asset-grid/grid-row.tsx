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
  /** index of the grid's tab stop when it is in this row, else -1 (so other rows stay memoised) */
  tabStop: number;
  onClick: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLAnchorElement>) => void;
  onFocus: (index: number) => void;
}

/**
 * One row of the grid: a month heading or a run of tiles. Memoised: while scrolling, the grid
 * re-renders on every range change, and only rows that are new (or whose tab stop moved) render.
 */
export const GridRow = memo(function GridRow({ row: r, layout, source, groupLabel, tabStop, onClick, onKeyDown, onFocus }: GridRowProps) {
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
    cells.push(
      <GridTile
        key={tile.id}
        index={i}
        tile={tile}
        left={places.left[k] ?? 0}
        width={places.width[k] ?? 0}
        height={height}
        isTabStop={i === tabStop}
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

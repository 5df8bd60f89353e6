import { memo, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Thumbnail } from '@/components/thumbnail';
import { formatDuration } from '@/lib/format-duration';
import type { AssetGridTile } from './types';
import styles from './asset-grid.module.css';

/** Props of {@link GridTile}. */
export interface GridTileProps {
  index: number;
  tile: AssetGridTile;
  /** px within the row */
  left: number;
  width: number;
  height: number;
  /** the reader's formatting locale (the video's duration) */
  locale: string;
  /** the grid's single tab stop */
  isTabStop: boolean;
  /** start the image's request from the shared queue (tiles mounted after the first screenful) */
  queued: boolean;
  onClick: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLAnchorElement>) => void;
  onFocus: (index: number) => void;
}

/** One photo or video in the grid: a real link with its overlays. */
export const GridTile = memo(function GridTile({ index, tile, left, width, height, locale, isTabStop, queued, onClick, onKeyDown, onFocus }: GridTileProps) {
  const style: CSSProperties = { left, width, height };
  const stack = tile.stackCount ?? 0;
  return (
    <div role="gridcell" className={styles.cell} style={style}>
      <a
        href={tile.href}
        className={styles.tile}
        data-index={index}
        data-asset-id={tile.id}
        tabIndex={isTabStop ? 0 : -1}
        aria-label={tile.label}
        draggable={false}
        onClick={(e) => onClick(index, e)}
        onKeyDown={(e) => onKeyDown(index, e)}
        onFocus={() => onFocus(index)}
      >
        <Thumbnail
          src={tile.thumbnailUrl}
          alt=""
          thumbhash={tile.thumbhash}
          shape="square"
          // Eager: only rows near the viewport exist (virtualized), and an eager image starts its
          // request when React sets `src`, inside the time-sliced render, instead of many lazy
          // ones starting together in one task once the new row is laid out.
          eager
          // Tiles that come into view while scrolling start their requests from a queue, a few
          // per task: a screenful of requests at the end of one render slice holds the frame.
          // The first screenful starts its own at once (nothing else competes, and the first
          // photos are the ones waited for).
          queued={queued}
          className={styles.thumb}
          fallback={
            <span className={styles.broken}>
              <BrokenIcon />
              {tile.unavailableText && <span>{tile.unavailableText}</span>}
            </span>
          }
        />
        {tile.isFavorite && (
          <span className={`${styles.badge} ${styles.favourite}`} aria-hidden>
            <HeartIcon />
          </span>
        )}
        {tile.isVideo && (
          <span className={`${styles.badge} ${styles.video}`} aria-hidden>
            <span>{formatDuration(tile.durationSeconds ?? 0, locale)}</span>
            <PlayIcon />
          </span>
        )}
        {stack > 1 && (
          <span className={`${styles.badge} ${styles.stack}`} aria-hidden>
            <StackIcon />
            <span>{stack}</span>
          </span>
        )}
      </a>
    </div>
  );
});

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
      <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.3C1 8.5 3 5 6.5 5c2 0 3.5 1.1 4.3 2.3h2.4C14 6.1 15.5 5 17.5 5 21 5 23 8.5 21.6 11.7 19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
      <path fill="currentColor" d="M7 4.5v15l13-7.5z" />
    </svg>
  );
}

function StackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M8 4h12v12M4 8h12v12H4z" />
    </svg>
  );
}

function BrokenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" d="M4 5h16v14H4zM4 15l4-4 3 3 2-2M15 9h.01M14 19l2-5 4 1" />
    </svg>
  );
}

import { useEffect, useState, type Key } from 'react';
import { nextTask } from './schedule';

/** A drawn row, as the virtualizer gives it (document px). */
export interface DrawnRow {
  key: Key;
  start: number;
  size: number;
}

/**
 * Which drawn rows show their cards. The rows of the first draw show at once (the first screen);
 * a row that comes into range later (a scroll, more loaded) shows as a placeholder of its own size
 * first and fills in a task of its own, one row per task, the row nearest the window's middle
 * first. A fast scroll then never mounts a screenful of cards in one frame, and the browser can
 * paint between rows. `keep` (the tab stop's row) always shows.
 */
export function useRowsInTurn(drawn: readonly DrawnRow[], keep: Key | undefined): (key: Key) => boolean {
  const [filled, setFilled] = useState<ReadonlySet<Key> | undefined>(undefined);
  // the first draw: its rows are filled in the same render (state adjusted while rendering)
  if (filled === undefined && drawn.length > 0) setFilled(new Set(drawn.map((row) => row.key)));

  useEffect(() => {
    if (filled === undefined) return;
    const waiting = drawn.filter((row) => !filled.has(row.key) && row.key !== keep);
    if (waiting.length === 0) return;
    return nextTask(() => {
      const middle = window.scrollY + window.innerHeight / 2;
      const distance = (row: DrawnRow) => Math.abs(row.start + row.size / 2 - middle);
      const nearest = waiting.reduce((best, row) => (distance(row) < distance(best) ? row : best));
      // rows scrolled away are forgotten: they start as placeholders again when they come back
      setFilled(new Set([...drawn.filter((row) => filled.has(row.key)).map((row) => row.key), nearest.key]));
    });
  }, [drawn, filled, keep]);

  return (key) => filled === undefined || filled.has(key) || key === keep;
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { lazyComponent } from '@/components/lazy-component';
import type { JustifiedLayout } from '@/lib/justified-layout';
import { firstRows } from './first-rows';
import { rowExtent } from './use-grid-geometry';
import type { WindowRangeHandle, WindowRangeProps } from './window-range';

const windowRange = lazyComponent<WindowRangeProps>(() => import('./window-range').then((m) => m.WindowRange));

const noRows: VirtualItem[] = [];

const windowView = () => ({ top: window.scrollY, height: window.innerHeight });

/**
 * The rows the grid draws: first the rows on screen (first-rows.ts), then, once its code has
 * loaded, those the window virtualizer keeps as the window scrolls (window-range.tsx). The
 * virtualizer is not on the first screen's path (ADR 125): its code loads once the grid is
 * measured, while the first rows' images download; the grid works without it meanwhile.
 * `range` is rendered beside the rows.
 */
export function useVisibleRows(layout: JustifiedLayout, width: number, scrollMargin: number, activeRow: number) {
  const [kept, setKept] = useState<readonly VirtualItem[] | null>(null);
  const handle = useRef<WindowRangeHandle>(null);
  // Until the virtualizer has taken over, a scroll or a resize draws the rows it brings on screen.
  const waiting = kept === null && width > 0;
  const [view, setView] = useState(windowView);
  useEffect(() => {
    if (!waiting) return;
    const read = () => setView((seen) => {
      const now = windowView();
      return now.top === seen.top && now.height === seen.height ? seen : now;
    });
    read();
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    return () => {
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, [waiting]);
  const first = useMemo(() => (waiting ? firstRows(layout, scrollMargin, activeRow, view) : noRows), [waiting, layout, scrollMargin, activeRow, view]);
  // The virtualizer's first range, before it has read the window, may be empty: the first rows stay.
  const onRows = useCallback((rows: readonly VirtualItem[]) => {
    if (rows.length > 0) setKept(rows);
  }, []);
  const scrollToRow = useCallback(
    (row: number) => {
      if (handle.current) handle.current.scrollToRow(row);
      else window.scrollTo({ top: scrollMargin + (layout.rowTop[row] ?? 0) + rowExtent(layout, row) / 2 - window.innerHeight / 2 });
    },
    [layout, scrollMargin],
  );
  // Its code is asked for once the grid is measured. A failed load (offline, before the service
  // worker has the app's files) leaves the first rows in charge, and is tried again back online.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || width <= 0) return;
    let live = true;
    const load = () => void windowRange.load().then(() => live && setLoaded(true), () => undefined);
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [loaded, width]);
  const range: ReactNode = loaded ? <windowRange.Component layout={layout} scrollMargin={scrollMargin} activeRow={activeRow} onRows={onRows} handleRef={handle} /> : null;
  return { rows: width > 0 ? (kept ?? first) : noRows, scrollToRow, range };
}

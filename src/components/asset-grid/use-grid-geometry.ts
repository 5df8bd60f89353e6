import { startTransition, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { computeJustifiedLayout, rowAtOffset, rowOfTile, type JustifiedLayout } from '@/lib/justified-layout';
import type { AssetGridSource } from './types';

/** Performance-timeline name of one layout pass (detail: `{tiles, width}`). */
export const GRID_LAYOUT_MEASURE = 'keepsake:grid-layout';

/** Below this grid width the phone sizes apply (px). */
const phoneBreakpoint = 600;
export const tileGap = 2;

/** Row and header sizes for a grid `width` px wide. */
export function gridSizes(width: number): { targetRowHeight: number; headerHeight: number } {
  return width < phoneBreakpoint ? { targetRowHeight: 110, headerHeight: 44 } : { targetRowHeight: 235, headerHeight: 56 };
}

/** Height of row `i` including the gap below it, as the virtualizer needs it. */
export function rowExtent(layout: JustifiedLayout, i: number): number {
  const top = layout.rowTop[i] ?? 0;
  const next = i + 1 < layout.rowCount ? (layout.rowTop[i + 1] ?? top) : layout.height;
  return Math.max(0, next - top);
}

const noTiles = new Float32Array(0);

/** Lays the tiles out, and puts the time it took on the performance timeline (bench, DevTools). */
function timedLayout(source: AssetGridSource, width: number): JustifiedLayout {
  const sizes = gridSizes(width);
  // Not measured yet: nothing is drawn, so don't lay out (possibly 100,000) tiles for nothing.
  if (width <= 0) return computeJustifiedLayout(noTiles, { containerWidth: 1, targetRowHeight: sizes.targetRowHeight, gap: tileGap, headerHeight: 0 });
  const start = performance.now();
  const result = computeJustifiedLayout(
    source.aspects,
    { containerWidth: width || 1, targetRowHeight: sizes.targetRowHeight, gap: tileGap, headerHeight: source.groupKeys ? sizes.headerHeight : 0 },
    source.groupKeys,
  );
  if (width > 0 && typeof performance.measure === 'function') {
    performance.measure(GRID_LAYOUT_MEASURE, { start, end: performance.now(), detail: { tiles: source.count, width } });
  }
  return result;
}

/**
 * Measures the grid's width and its offset from the top of the document, lays the tiles out for
 * that width, and keeps the photo at the top of the window in place when the width changes.
 */
export function useGridGeometry(ref: RefObject<HTMLElement | null>, source: AssetGridSource) {
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const layoutRef = useRef<JustifiedLayout | null>(null);
  const marginRef = useRef(0);
  const anchor = useRef<{ tile: number; fraction: number } | null>(null);

  const layout = useMemo(() => timedLayout(source, width), [source, width]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const nextWidth = Math.floor(el.clientWidth || rect.width || window.innerWidth);
      const margin = Math.round(rect.top + window.scrollY);
      const update = () => {
        if (margin !== marginRef.current) {
          marginRef.current = margin;
          setScrollMargin(margin);
        }
        setWidth(widthUpdate);
      };
      const widthUpdate = (previous: number) => {
        const current = layoutRef.current;
        if (previous !== nextWidth && current && current.rowCount > 0 && window.scrollY > margin) {
          // Remember which tile is at the top of the window and how far into its row we are.
          const y = window.scrollY - margin;
          const row = rowAtOffset(current, y);
          anchor.current = { tile: current.rowStart[row] ?? 0, fraction: (y - (current.rowTop[row] ?? 0)) / Math.max(1, rowExtent(current, row)) };
        }
        return nextWidth;
      };
      // The first width draws every visible tile (100+ ms on a slow phone): render it as a
      // transition, in slices between which the browser can paint and handle input, instead of
      // synchronously inside this layout effect. Later widths (a resize) keep the photo at the top
      // in place, so they apply at once.
      if (layoutRef.current === null || layoutRef.current.tileCount === 0) startTransition(update);
      else update();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // Content above the grid (a header that loads later) moves the grid: watch the body too.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);

  useLayoutEffect(() => {
    layoutRef.current = layout;
    const a = anchor.current;
    if (!a || a.tile >= layout.tileCount) return;
    anchor.current = null;
    let row = rowOfTile(layout, a.tile);
    // A group's first tile sits under its header: anchor to the header row then.
    if (row > 0 && layout.rowStart[row - 1] === a.tile && layout.rowEnd[row - 1] === a.tile) row -= 1;
    const y = (layout.rowTop[row] ?? 0) + a.fraction * rowExtent(layout, row);
    window.scrollTo({ top: marginRef.current + y, behavior: 'instant' });
  }, [layout]);

  return { layout, width, scrollMargin };
}

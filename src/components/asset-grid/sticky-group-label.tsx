import { useEffect, useRef, useState } from 'react';
import { ROW_HEADER, rowAtOffset, type JustifiedLayout } from '@/lib/justified-layout';
import styles from './asset-grid.module.css';

/** Props of {@link StickyGroupLabel}. */
export interface StickyGroupLabelProps {
  layout: JustifiedLayout;
  groupKeys: ArrayLike<number> | undefined;
  groupLabel: (key: number) => string;
  /** the grid's top, px from the top of the document */
  scrollMargin: number;
}

/**
 * A zero-height sticky strip that names the month of the row just below it (that is, below any
 * sticky site header), unless that row is the month's own heading. Listens to scrolling itself,
 * a frame at a time, and re-renders only when the month changes. Decorative: the in-grid
 * headings name the groups for assistive technology.
 */
export function StickyGroupLabel({ layout, groupKeys, groupLabel, scrollMargin }: StickyGroupLabelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [key, setKey] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!groupKeys) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = Math.max(0, ref.current?.getBoundingClientRect().top ?? 0);
      const offset = window.scrollY + line - scrollMargin;
      const row = offset > 0 ? rowAtOffset(layout, offset) : -1;
      setKey(row >= 0 && layout.rowKind[row] !== ROW_HEADER ? groupKeys[layout.rowStart[row] ?? 0] : undefined);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First reading in the next frame too: read now, right after the grid's tiles were committed,
    // the position would force a style and layout pass of every new tile inside this task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [layout, groupKeys, scrollMargin]);

  return (
    <div ref={ref} className={styles.sticky} aria-hidden>
      {key !== undefined && <span className={styles.stickyLabel}>{groupLabel(key)}</span>}
    </div>
  );
}

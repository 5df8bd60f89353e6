import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '@/i18n';
import styles from './activity-list.module.css';

/** Props of {@link ActivityList}. */
export interface ActivityListProps {
  /** Id of the newest item from the server (to notice new ones). */
  newestId: string | undefined;
  /** The newest item is mine (sent from here): always scroll to it. */
  newestIsMine: boolean;
  /** Number of my unsent items (a new one scrolls into view). */
  outboxCount: number;
  /** The list items (<li>), oldest first. */
  children: ReactNode;
  /** Accessible name of the list. */
  label: string;
}

/** How close to the end, px, still counts as reading the newest. */
const BOTTOM_SLACK_PX = 48;

/**
 * The scrolling list: opens at the newest; new items keep the reader at the bottom if they were
 * there, else a "New comments" pill offers the jump (the reader's place is never taken away) and
 * takes focus to the first new item. Items carry `data-activity-id` and can take focus.
 */
export function ActivityList({ newestId, newestIsMine, outboxCount, children, label }: ActivityListProps) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenId, setSeenId] = useState(newestId);
  const atBottomRef = useRef(true);

  function scrollToEnd(smooth: boolean) {
    const el = scroller.current;
    if (!el) return;
    if (smooth && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else el.scrollTop = el.scrollHeight;
  }

  // Open at the newest.
  useLayoutEffect(() => scrollToEnd(false), []);

  // Something new at the end: follow it if the reader was at the end, or if I just sent it.
  useLayoutEffect(() => {
    if (atBottomRef.current || newestIsMine) scrollToEnd(false);
  }, [newestId, newestIsMine, outboxCount]);

  // The box shrinks (the composer grows, a phone keyboard opens) or the content grows (a thumbnail
  // loads): a reader at the end stays at the end.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) scrollToEnd(false);
    });
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setSeenId(newestId);
  }

  const showPill = !atBottom && newestId !== seenId && !newestIsMine;

  return (
    <div className={styles.listWrap}>
      {/* Scrollable region: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroller} className={styles.scroller} onScroll={onScroll} tabIndex={0} role="region" aria-label={label}>
        <ul className={styles.list}>{children}</ul>
      </div>
      {showPill && (
        <button
          type="button"
          className={styles.pill}
          onClick={() => {
            // Focus goes to the first new comment (the pill itself goes away), which scrolls it into view.
            const items = [...(scroller.current?.querySelectorAll<HTMLElement>('[data-activity-id]') ?? [])];
            const seen = items.findIndex((el) => el.dataset.activityId === seenId);
            const first = items[seen + 1] ?? items.at(-1);
            if (first) first.focus();
            else scrollToEnd(true);
            setSeenId(newestId);
          }}
        >
          {t('activity.panel.newComments')} <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}

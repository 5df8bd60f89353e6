import { useCallback, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { memoryQueries, type Memory } from '@/api';
import { useI18n } from '@/i18n';
import { formatYear } from '@/lib/wall-clock';
import { useMemoryRemovals } from '../actions/memory-removals';
import { groupByYear, pastMemories, savedMemories } from '../model/memory-sections';
import { TODAY_FIRST_COVERS, todaysMemories } from '../model/todays-memories';
import type { CardGroup } from './card-rows';
import { MemoryCardGrid } from './memory-card-grid';
import { MemorySection, stateOf } from './memory-section';
import { UpcomingSection } from './upcoming-section';
import { useFirstCards } from './use-first-cards';
import { useKeptScroll } from './use-kept-scroll';
import styles from './memories-page.module.css';

/**
 * `/memories`: every memory, in the sections a user looks for them in — Today's (as the home strip
 * shows them), Coming up (collapsed), Saved, and Past, grouped by year and loaded page by page as
 * the user scrolls. Each section loads and fails alone; each card plays its memory with previous/
 * next following its section (`?list=` in the memory's URL).
 */
export function MemoriesPage() {
  const { t, formatLocale } = useI18n();
  const today = useMemo(() => new Date(), []);
  const todays = useQuery({ ...memoryQueries.list(), retry: 1 });
  const saved = useQuery({ ...memoryQueries.saved(), retry: 1 });
  const history = useInfiniteQuery({ ...memoryQueries.history(), retry: 1 });
  const count = useQuery(memoryQueries.count());
  useKeptScroll();

  // memories being deleted are not shown (they come back if that is undone or fails)
  const { memories: deleting } = useMemoryRemovals();
  const kept = useCallback((list: Memory[]) => (deleting.size > 0 ? list.filter((m) => !deleting.has(m.id)) : list), [deleting]);
  const todayShown = useMemo(() => kept(todays.data ? todaysMemories(todays.data, today) : []), [todays.data, today, kept]);
  const savedShown = useMemo(() => kept(savedMemories(saved.data ?? [])), [saved.data, kept]);
  const main = useRef<HTMLElement>(null);
  useFirstCards(main, todays, todayShown);
  const pastShown = useMemo(() => kept(pastMemories(history.data?.pages, today)), [history.data, today, kept]);
  const pastGroups = useMemo<CardGroup<Memory>[]>(
    () => groupByYear(pastShown).map((g) => ({ key: String(g.year ?? 'undated'), heading: g.year === undefined ? t('memory.memories.undated') : formatYear(g.year, formatLocale), items: g.memories })),
    [pastShown, t, formatLocale],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const total = count.data ?? (history.data && !hasNextPage ? new Set(history.data.pages.flatMap((p) => p.memories.map((m) => m.id))).size : undefined);

  return (
    <main ref={main} id="main" className={`page ${styles.page}`} tabIndex={-1}>
      <title>{t('app.title.page', { page: t('memory.memories.title') })}</title>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('memory.memories.title')}</h1>
          {total !== undefined && <p className={styles.count}>{t('memory.memories.count', { count: total })}</p>}
        </div>
        <Link to="/frame" className="button">
          {t('memory.memories.frame')}
        </Link>
      </div>
      <MemorySection id="today" title={t('memory.memories.today')} state={stateOf(todays, todayShown)} empty={t('memory.memories.todayEmpty')}>
        <MemoryCardGrid label={t('memory.memories.today')} groups={[{ key: 'today', items: todayShown }]} list="today" eagerCount={TODAY_FIRST_COVERS} />
      </MemorySection>
      <UpcomingSection today={today} />
      <MemorySection id="saved" title={t('memory.memories.saved')} state={stateOf(saved, savedShown)} empty={t('memory.memories.savedEmpty')}>
        <MemoryCardGrid label={t('memory.memories.saved')} groups={[{ key: 'saved', items: savedShown }]} list="saved" />
      </MemorySection>
      <MemorySection id="past" title={t('memory.memories.past')} state={stateOf(history, pastShown)} empty={t('memory.memories.pastEmpty')}>
        <MemoryCardGrid label={t('memory.memories.past')} groups={pastGroups} list="past" onNearEnd={loadMore} />
        <p role="status" className={styles.count}>
          {isFetchingNextPage ? t('memory.memories.loadingMore') : ''}
        </p>
      </MemorySection>
    </main>
  );
}

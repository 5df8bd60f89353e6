import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memoryQueries, type Memory } from '@/api';
import { useMemoryRemovals } from '../actions/memory-removals';
import type { MemoryListName } from '../model/memory-list';
import { pastMemories, savedMemories, upcomingMemories } from '../model/memory-sections';
import { todaysMemories } from '../model/todays-memories';

/** The memories before and after this one, when the list is readable. */
export interface MemoryNeighbours {
  previousId: string | undefined;
  nextId: string | undefined;
}

/**
 * Previous/next memory in the list the memory was opened from (`list`; today's when none): today's
 * in the home strip's order, the saved ones, the past ones or those coming up, as the memories page shows them. The
 * list comes from `GET /memories`, which answers 500 on some real servers (Immich before ~v1.109):
 * then there is simply no memory-to-memory navigation. A memory that is not in its list (an old
 * link) has no neighbours. `enabled: false` holds the requests back (until the first photo is on
 * screen). At the end of the loaded past, the next page is asked for.
 */
export function useMemoryNeighbours(memoryId: string, enabled = true, list: MemoryListName = 'today', today: Date = new Date()): MemoryNeighbours {
  const todays = useQuery({ ...memoryQueries.list(), retry: false, enabled: enabled && list === 'today' });
  const saved = useQuery({ ...memoryQueries.saved(), retry: false, enabled: enabled && list === 'saved' });
  const history = useInfiniteQuery({ ...memoryQueries.history(), retry: false, enabled: enabled && list === 'past' });
  const upcoming = useQuery({ ...memoryQueries.upcoming(today), retry: false, enabled: enabled && list === 'upcoming' });
  const { memories: deleting } = useMemoryRemovals();
  const listed: Memory[] =
    list === 'today'
      ? todaysMemories(todays.data ?? [], today)
      : list === 'saved'
        ? savedMemories(saved.data ?? [])
        : list === 'upcoming'
          ? upcomingMemories(upcoming.data ?? [], today)
          : pastMemories(history.data?.pages, today);
  const ordered = listed.filter((m) => !deleting.has(m.id));
  const at = ordered.findIndex((m) => m.id === memoryId);
  const needsMore = list === 'past' && at >= 0 && at === ordered.length - 1 && history.hasNextPage && !history.isFetchingNextPage;
  const { fetchNextPage } = history;
  useEffect(() => {
    if (needsMore) void fetchNextPage();
  }, [needsMore, fetchNextPage]);
  if (at < 0) return { previousId: undefined, nextId: undefined };
  return { previousId: ordered[at - 1]?.id, nextId: ordered[at + 1]?.id };
}

import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { isApiError, memoryQueries, shouldRetry, type Memory } from '@/api';
import { localDate } from '@/lib/local-date';
import { frameRetryDelay, type FrameOptions } from '../model/frame-options';
import { framedDays } from '../model/playlist';
import { useLocalDay } from './use-local-day';

/** Keeps the memories of one local day out of a server's answer (a server may ignore `for`). */
export type MemoriesOfDay = (memories: readonly Memory[], day: Date) => Memory[];

/** What the frame's queries have: the memories to show (`undefined` until there are any) and how the asking goes. */
export interface FrameMemories {
  memories: readonly Memory[] | undefined;
  /** the server cannot be reached (or fails) and the frame is asking again, backing off */
  isRetrying: boolean;
  /** a failure asking again will not mend (bad data, refused), when there is nothing to show */
  error: unknown;
  /** asks the server again now (a photo failed to load: the server or the session may be gone) */
  refresh: () => void;
}

/** Pages of the whole history a frame loads at most. */
const MAX_HISTORY_PAGES = 10;
const HOUR_MS = 3_600_000;

/**
 * The frame's request options: a server that is away is asked again for as long as it takes,
 * backing off to once every 5 minutes; what was loaded stays meanwhile. Asked again every hour.
 */
const frameQuery = {
  retry: (_failureCount: number, error: unknown) => shouldRetry(0, error),
  retryDelay: frameRetryDelay,
  refetchInterval: HOUR_MS,
  refetchOnWindowFocus: false,
} as const;

const failing = (query: Pick<UseQueryResult, 'failureCount' | 'failureReason'>) => query.failureCount > 0 && shouldRetry(0, query.failureReason);
const withPhotos = (memories: readonly Memory[]) => memories.filter((m) => m.assets.length > 0);

/** The memories `options.source` asks for, read from the query layer and kept for the right days. */
export function useFrameMemories(options: FrameOptions, memoriesOfDay: MemoriesOfDay): FrameMemories {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memoryQueries.all() }, { cancelRefetch: false });
  const day = useLocalDay(refresh);
  const { source } = options;

  const today = useQuery({ ...memoryQueries.list(), ...frameQuery, enabled: source === 'today' });
  const saved = useQuery({ ...memoryQueries.saved(), ...frameQuery, enabled: source === 'saved' });
  const history = useInfiniteQuery({ ...memoryQueries.history(), ...frameQuery, enabled: source === 'all' });
  const dayList = useMemo(() => (source === 'days' ? framedDays(new Date(`${day}T12:00:00`), options.days) : []), [source, day, options.days]);
  const combineDays = useCallback(
    (results: UseQueryResult<Memory[]>[]) => ({
      memories: results.some((r) => r.data) ? dayList.flatMap((d, i) => memoriesOfDay(results[i]?.data ?? [], d)) : undefined,
      isRetrying: results.some(failing),
      error: results.find((r) => r.error)?.error,
    }),
    [dayList, memoriesOfDay],
  );
  const days = useQueries({ queries: dayList.map((d) => ({ ...memoryQueries.onDay(localDate(d)), ...frameQuery })), combine: combineDays });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const pageCount = history.data?.pages.length ?? 0;
  useEffect(() => {
    if (source === 'all' && hasNextPage && !isFetchingNextPage && pageCount < MAX_HISTORY_PAGES) void fetchNextPage();
  }, [source, hasNextPage, isFetchingNextPage, pageCount, fetchNextPage]);

  const memories = useMemo((): readonly Memory[] | undefined => {
    switch (source) {
      // The day the answer was for: after midnight, yesterday's stay until today's arrive.
      case 'today':
        return today.data && memoriesOfDay(today.data, new Date(today.dataUpdatedAt));
      case 'saved':
        return saved.data && withPhotos(saved.data);
      case 'all':
        return history.data && withPhotos(history.data.pages.flatMap((p) => p.memories));
      case 'days':
        return days.memories;
    }
  }, [source, today.data, today.dataUpdatedAt, saved.data, history.data, days.memories, memoriesOfDay]);

  const single = source === 'today' ? today : source === 'saved' ? saved : source === 'all' ? history : undefined;
  const isRetrying = single ? failing(single) : days.isRetrying;
  const failure: unknown = single ? single.error : days.error;
  const error = memories || (isApiError(failure) && failure.kind === 'unauthorized') ? undefined : (failure ?? undefined);
  return { memories, isRetrying, error, refresh };
}

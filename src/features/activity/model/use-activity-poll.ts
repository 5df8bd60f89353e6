/**
 * How an open activity panel keeps up with comments from others (ADR 084): it asks the cheap
 * question (`GET /activities/statistics`, a count) every few seconds, and fetches the list only when
 * the answer changes; a slow full refresh catches what the counts do not show (a like on a server
 * that counts only comments, a removal and a new comment between two polls). While the tab is hidden
 * nothing is polled (TanStack's interval waits for the page to be visible); showing it again
 * refetches both at once.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { activityQueries, type Activity, type ActivityStatistics } from '@/api';

/** How often the statistics are asked while the panel is open and the tab visible, ms. */
export const STATISTICS_POLL_MS = 3_000;
/** How often the whole list is fetched anyway while the panel is open and the tab visible, ms. */
export const FULL_REFRESH_MS = 60_000;

/** The same counts, or the first answer: nothing new to fetch. */
function sameCounts(a: ActivityStatistics | undefined, b: ActivityStatistics): boolean {
  return a === undefined || (a.comments === b.comments && (a.likes ?? null) === (b.likes ?? null));
}

/** The panel's list of the album (or of one photo), kept current by the statistics poll. */
export function usePolledActivityList({ albumId, assetId }: { albumId: string; assetId?: string | undefined }): UseQueryResult<Activity[]> {
  const list = useQuery({ ...activityQueries.list({ albumId, assetId }), refetchInterval: FULL_REFRESH_MS, refetchOnWindowFocus: 'always' });
  const statistics = useQuery({ ...activityQueries.statistics({ albumId, assetId }), refetchInterval: STATISTICS_POLL_MS, refetchOnWindowFocus: 'always' });
  const seen = useRef<ActivityStatistics | undefined>(undefined);
  const { refetch } = list;
  useEffect(() => {
    const now = statistics.data;
    if (!now) return;
    const before = seen.current;
    seen.current = now;
    if (!sameCounts(before, now)) void refetch();
  }, [statistics.data, refetch]);
  return list;
}

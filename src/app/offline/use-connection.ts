import { useEffect, useState, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';

/** `offline`: the browser has no network; `unreachable`: it has, but requests to the server fail. */
export type Connection = 'online' | 'offline' | 'unreachable';

/** How often, while the server cannot be reached, the page's failed queries try again. */
const retryUnreachableMs = 15_000;

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stop = onlineManager.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stop();
  };
}

const browserOnline = () => navigator.onLine && onlineManager.isOnline();

/** The page's failed queries, asked again (after the network came back or the server answers again). */
function retryFailed(queryClient: QueryClient): void {
  void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}

/**
 * Whether Keepsake can talk to its server: the browser's own online state, and the last answer
 * of any query (a network failure makes the server unreachable until a query succeeds again). When
 * the connection comes back, the queries that failed meanwhile are asked again.
 */
export function useConnection(): Connection {
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeToNetwork, browserOnline, () => true);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type === 'success') setUnreachable(false);
        else if (event.action.type === 'error' && isApiError(event.action.error) && event.action.error.kind === 'network') setUnreachable(true);
      }),
    [queryClient],
  );

  useEffect(() => {
    // back online: what failed while offline is asked again at once
    const back = () => retryFailed(queryClient);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [queryClient]);

  useEffect(() => {
    if (!online || !unreachable) return;
    const timer = window.setInterval(() => retryFailed(queryClient), retryUnreachableMs);
    return () => window.clearInterval(timer);
  }, [online, unreachable, queryClient]);

  if (!online) return 'offline';
  return unreachable ? 'unreachable' : 'online';
}

import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/schedule';

/** Where the paused mutations are kept in `localStorage`. */
export const offlineQueueStorageKey = 'keepsake-offline-queue';

/**
 * Restores the persisted paused mutations (resuming them) and keeps persisting them, from the
 * first idle moment after start-up (`offline-queue.ts`, loaded then). Returns a function that
 * stops it.
 *
 * Not during start-up: the first use of `localStorage` in a page is a synchronous round trip to the
 * browser process (storage access check, then the whole storage area), and while a page loads the
 * browser is busy, so that wait would lengthen one of the start-up tasks. Only paused mutations are
 * kept, and no query waits for them; so neither does the first screen wait for their code.
 */
export function persistPausedMutationsWhenIdle(queryClient: QueryClient): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  const start = () => {
    if (stopped) return;
    import('./offline-queue').then(
      ({ persistPausedMutations }) => {
        if (!stopped) unsubscribe = persistPausedMutations(queryClient, offlineQueueStorageKey);
      },
      () => undefined, // its code did not load (offline before it was cached): the next start tries again
    );
  };
  const cancel = whenIdle(start);
  return () => {
    stopped = true;
    cancel();
    unsubscribe?.();
  };
}

/** Props of {@link Providers}. */
export interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** App-wide providers: the one QueryClient; paused mutations persisted (from the first idle moment). */
export function Providers({ queryClient, children }: ProvidersProps) {
  useEffect(() => persistPausedMutationsWhenIdle(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

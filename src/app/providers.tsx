import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { webStorage } from '@/lib/web-storage';
import { version } from '../../package.json';
import { registerMutationDefaults } from './mutation-defaults';

/** The persisted queue is thrown away when the app version changes (its shapes may have). */
const buster = version;

/**
 * Only paused mutations are persisted (e.g. a comment written offline), so they survive a reload
 * and resume when back online. Queries are not: photos and names stay out of web storage, and a
 * fresh fetch is cheap. Nothing secret is ever in the cache (the session is an httpOnly cookie).
 */
function createPersister() {
  return createSyncStoragePersister({ storage: safeLocalStorage(), key: offlineQueueStorageKey });
}

/** Where the paused mutations are kept in `localStorage`. */
export const offlineQueueStorageKey = 'keepsake-offline-queue';

/** `localStorage` may be missing or throw (privacy modes, sandboxed frames): then don't persist. */
function safeLocalStorage(): Storage | undefined {
  const storage = webStorage('localStorage');
  if (!storage) return undefined;
  try {
    const probe = '__keepsake_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** Paused mutations older than this are dropped on restore. */
const maxAge = 7 * 24 * 60 * 60 * 1000;

/**
 * Restores the persisted paused mutations (resuming them) and keeps persisting them, from the
 * first idle moment after start-up. Returns a function that stops it.
 *
 * Not during start-up: the first use of `localStorage` in a page is a synchronous round trip to the
 * browser process (storage access check, then the whole storage area), and while a page loads the
 * browser is busy, so that wait would lengthen one of the start-up tasks. Only paused mutations are
 * kept, and no query waits for them.
 */
export function persistPausedMutationsWhenIdle(queryClient: QueryClient): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  const start = () => {
    if (stopped) return;
    const [stop, restored] = persistQueryClient({
      queryClient,
      persister: createPersister(),
      buster,
      maxAge,
      dehydrateOptions: {
        shouldDehydrateQuery: () => false,
        shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
      },
    });
    unsubscribe = stop;
    restored.then(
      () => {
        if (!stopped) void queryClient.resumePausedMutations();
      },
      () => undefined, // a broken copy: the library has discarded it
    );
  };
  const idle = typeof requestIdleCallback === 'function';
  const handle = idle ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 0);
  return () => {
    stopped = true;
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle as ReturnType<typeof setTimeout>);
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

/** Call once at start-up, before the persisted mutations are restored (they need their defaults). */
export function prepareQueryClient(queryClient: QueryClient): QueryClient {
  registerMutationDefaults(queryClient);
  return queryClient;
}

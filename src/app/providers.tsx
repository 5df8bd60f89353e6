import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
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
  try {
    const storage = window.localStorage;
    const probe = '__keepsake_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** Props of {@link Providers}. */
export interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** App-wide providers: the one QueryClient, persisted paused mutations. */
export function Providers({ queryClient, children }: ProvidersProps) {
  // Once per mount: building it probes localStorage (a synchronous round trip to the browser).
  const [persister] = useState(createPersister);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        buster,
        maxAge: 7 * 24 * 60 * 60 * 1000,
        dehydrateOptions: {
          shouldDehydrateQuery: () => false,
          shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
        },
      }}
      onSuccess={() => queryClient.resumePausedMutations()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/** Call once at start-up, before the persisted mutations are restored (they need their defaults). */
export function prepareQueryClient(queryClient: QueryClient): QueryClient {
  registerMutationDefaults(queryClient);
  return queryClient;
}

import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { webStorage } from '@/lib/web-storage';
import { version } from '../../package.json';
import { registerMutationDefaults } from './mutation-defaults';

// Loaded by the providers once the page is idle, never before the first screen: nothing on it
// needs the persisted queue, its libraries or the outbox's defaults (the album route registers
// those itself before it renders).

/** The persisted queue is thrown away when the app version changes (its shapes may have). */
const buster = version;

/** Paused mutations older than this are dropped on restore. */
const maxAge = 7 * 24 * 60 * 60 * 1000;

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

/**
 * Registers the mutation defaults, restores the paused mutations persisted under `storageKey`
 * (resuming them) and keeps persisting them. Only paused mutations are persisted (e.g. a comment
 * written offline), so they survive a reload and resume when back online. Queries are not: photos
 * and names stay out of web storage, and a fresh fetch is cheap. Nothing secret is ever in the
 * cache (the session is an httpOnly cookie). Returns a function that stops persisting.
 */
export function persistPausedMutations(queryClient: QueryClient, storageKey: string): () => void {
  registerMutationDefaults(queryClient);
  let stopped = false;
  const options = {
    queryClient,
    persister: createSyncStoragePersister({ storage: safeLocalStorage(), key: storageKey }),
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation: { state: { isPaused: boolean } }) => mutation.state.isPaused,
    },
  };
  const [unsubscribe, restored] = persistQueryClient({ ...options, maxAge });
  restored.then(
    () => {
      if (stopped) return;
      // Paused before this code loaded: kept now, not at the cache's next change.
      if (queryClient.getMutationCache().getAll().some((mutation) => mutation.state.isPaused)) void persistQueryClientSave(options);
      void queryClient.resumePausedMutations();
    },
    () => undefined, // a broken copy: the library has discarded it
  );
  return () => {
    stopped = true;
    unsubscribe();
  };
}

import type { QueryClient } from '@tanstack/react-query';
// Deep import on purpose: the feature's index also pulls in the album page (and its CSS), which
// must stay in the lazily loaded album chunk rather than the entry bundle.
import { registerOutbox } from '@/features/activity/model/outbox';

const registered = new WeakSet<QueryClient>();

/**
 * Registers `setMutationDefaults` for mutations that must survive a reload while offline (the
 * activity outbox), once per client. Called before paused mutations resume (`offline-queue.ts`)
 * and before the album page, the one page that sends them, renders (its route).
 */
export function registerMutationDefaults(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return;
  registered.add(queryClient);
  registerOutbox(queryClient);
}

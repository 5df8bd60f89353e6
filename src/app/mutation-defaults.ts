import type { QueryClient } from '@tanstack/react-query';
// Deep import on purpose: the feature's index also pulls in the album page (and its CSS), which
// must stay in the lazily loaded album chunk rather than the entry bundle.
import { registerOutbox } from '@/features/activity/model/outbox';

/**
 * Registers `setMutationDefaults` for mutations that must survive a reload while offline (the
 * activity outbox). Called once by the providers before paused mutations resume.
 */
export function registerMutationDefaults(queryClient: QueryClient): void {
  registerOutbox(queryClient);
}

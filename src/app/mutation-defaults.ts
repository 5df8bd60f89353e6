import type { QueryClient } from '@tanstack/react-query';

/**
 * Registers `setMutationDefaults` for mutations that must survive a reload while offline
 * (owned by the activity view). Called once by the providers before paused mutations resume.
 */
export function registerMutationDefaults(_queryClient: QueryClient): void {
  // filled in by the album activity view
}

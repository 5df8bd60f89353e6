import type { QueryClient } from '@tanstack/react-query';
import { registerActivityMutationDefaults } from '@/features/activity';

/**
 * Registers `setMutationDefaults` for mutations that must survive a reload while offline
 * (owned by the activity view). Called once by the providers before paused mutations resume.
 */
export function registerMutationDefaults(queryClient: QueryClient): void {
  registerActivityMutationDefaults(queryClient);
}

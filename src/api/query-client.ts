import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './retry';

/** How long fetched data counts as fresh (ms): a library changes slowly, and views share data. */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * The app's QueryClient with the query layer's defaults: retry rules from `shouldRetry`,
 * exponential back-off, 30 s stale time. Mutations are not retried by default (a retried comment
 * would post twice); they pause while offline and resume (TanStack's `networkMode: 'online'`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

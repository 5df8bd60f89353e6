import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './retry';
import { DEFAULT_STALE_TIME_MS } from './stale-time';

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

import { isApiError } from './errors';

/** Most attempts after the first for transient failures. */
export const MAX_RETRIES = 3;

const TRANSIENT = new Set(['server', 'network', 'timeout']);

/**
 * TanStack Query `retry`: retry only what may pass on a second try (5xx, offline, timeout), at most
 * 3 times. Never 4xx (not found, signed out, forbidden, invalid), bad data, or unknown errors: they
 * fail the same way again. `failureCount` is 0 on the first failure.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && TRANSIENT.has(error.kind) && failureCount < MAX_RETRIES;
}

/** TanStack Query `retryDelay`: 1 s, 2 s, 4 s, … capped at 10 s (ms). */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 10_000);
}

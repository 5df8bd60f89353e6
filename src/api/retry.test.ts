// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors';
import { createQueryClient } from './query-client';
import { DEFAULT_STALE_TIME_MS } from './stale-time';
import { retryDelay, shouldRetry } from './retry';

const error = (kind: ApiErrorKind, status?: number) => new ApiError({ kind, endpoint: '/x', status });

describe('shouldRetry', () => {
  it.each([
    ['server', 500],
    ['server', 503],
    ['network', undefined],
    ['timeout', undefined],
  ] as const)('retries %s (%s) up to 3 times', (kind, status) => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, error(kind, status)))).toEqual([true, true, true, false]);
  });

  it.each([
    ['not-found', 400],
    ['not-found', 404],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['invalid', 413],
    ['bad-data', 200],
  ] as const)('never retries %s (%s)', (kind, status) => {
    expect(shouldRetry(0, error(kind, status))).toBe(false);
  });

  it('never retries unknown errors (a bug fails the same way again)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('backs off exponentially, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('createQueryClient', () => {
  it('uses the retry rules and stale time', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetry, retryDelay });
    expect(defaults.mutations?.retry).toBe(false);
  });
});

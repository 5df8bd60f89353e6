import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi as fakeFetch } from '@/test/api';
import { wireAsset, wireMemory } from '@/test/recorded-samples';
import { useMemoryNeighbours } from './use-memory-neighbours';

const assets = [wireAsset('eight', '2024-11-22T08:00:00.000Z')];
const day = (date: string) => ({ showAt: `${date}T00:00:00.000Z`, hideAt: `${date}T23:59:59.999Z` });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useMemoryNeighbours', () => {
  it('walks today’s memories only, newest first, when a v2 server also answers other days’', async () => {
    const fetch = fakeFetch({
      'GET /api/server/version': { body: { major: 2, minor: 7, patch: 5 } },
      'GET /api/memories': {
        body: [
          wireMemory('tomorrow', assets, { memoryAt: '2023-11-23T00:00:00.000Z', ...day('2026-11-23') }),
          wireMemory('m1', assets, { memoryAt: '2024-11-22T00:00:00.000Z', ...day('2026-11-22') }),
          wireMemory('yesterday', assets, { memoryAt: '2025-11-21T00:00:00.000Z', ...day('2026-11-21') }),
          wireMemory('m0', assets, { memoryAt: '2025-11-22T00:00:00.000Z', ...day('2026-11-22') }),
        ],
      },
    });
    const { result } = renderHook(() => useMemoryNeighbours('m1'), { wrapper });
    await waitFor(() => expect(result.current.previousId).toBe('m0'), { timeout: 5000 });
    expect(result.current.nextId).toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => url as string)).toContain('/api/memories?for=2026-11-22');
  });

  it('skips a memory of another day, and gives it (opened from an old link) no neighbours', async () => {
    fakeFetch({
      'GET /api/memories': {
        body: [
          wireMemory('m0', assets, { memoryAt: '2025-11-22T00:00:00.000Z', ...day('2026-11-22') }),
          wireMemory('tomorrow', assets, { memoryAt: '2024-11-23T00:00:00.000Z', ...day('2026-11-23') }),
          wireMemory('m2', assets, { memoryAt: '2023-11-22T00:00:00.000Z', ...day('2026-11-22') }),
        ],
      },
    });
    const { result } = renderHook(() => ({ other: useMemoryNeighbours('tomorrow'), today: useMemoryNeighbours('m0') }), { wrapper });
    await waitFor(() => expect(result.current.today.nextId).toBe('m2'), { timeout: 5000 });
    expect(result.current.other).toEqual({ previousId: undefined, nextId: undefined });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { memoryQueries, personQueries } from '@/api';
import { startPageData } from './page-data';

/** The query keys `startPageData` asked to prefetch at `pathname`. */
function prefetchedAt(pathname: string, search?: string): unknown[] {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  startPageData(queryClient, pathname, search);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('startPageData', () => {
  it("starts a person page's photo list and the person, also under an open photo", () => {
    const person = [personQueries.assets('p 1').queryKey, personQueries.detail('p 1').queryKey];
    expect(prefetchedAt('/people/p%201')).toEqual(person);
    expect(prefetchedAt('/people/p%201/photos/a-1')).toEqual(person);
  });

  it('starts the list in the order the address asks for', () => {
    expect(prefetchedAt('/people/p-1', '?order=oldest')[0]).toEqual(personQueries.assets('p-1', 'oldest').queryKey);
    expect(prefetchedAt('/people/p-1', '?order=sideways')[0]).toEqual(personQueries.assets('p-1', 'newest').queryKey);
  });

  it('starts a memory', () => {
    expect(prefetchedAt('/memories/m-1')).toEqual([memoryQueries.detail('m-1').queryKey]);
  });

  it("starts the memories page's lists: today's, the saved ones, then the history", () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const prefetchInfinite = vi.spyOn(queryClient, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
    startPageData(queryClient, '/memories/');
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([memoryQueries.list().queryKey, memoryQueries.saved().queryKey]);
    expect(prefetchInfinite.mock.calls.map(([options]) => options.queryKey)).toEqual([memoryQueries.history().queryKey]);
  });

  it('starts nothing on other pages', () => {
    for (const pathname of ['/', '/login', '/albums/a-1', '/people', '/memories/a/b', '/people/%E0%A4%A']) expect(prefetchedAt(pathname)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { personQueries } from './person';

// The list's loader as a browser sees it when its file does not download.
vi.mock('./person-assets', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe("a person's list whose code does not load", () => {
  it('fails as a network error of the list, as its request would: the page says to check the connection and try again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(personQueries.assets('a b'))).rejects.toMatchObject({ name: 'ApiError', kind: 'network', endpoint: '/people/a%20b/assets' });
  });
});

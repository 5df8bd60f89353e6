import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { ApiError } from '../errors';
import type { PersonAssetList } from '../large-list/person-asset-list';
import type { ListOrder } from '../large-list/protocol';
import { PeopleListSchema, PersonSchema, type PeopleList } from '../schemas/person';
import { serverCapabilities } from './server';

/** People per page of `personQueries.everyone()` on servers that page (v1.110+). */
export const PEOPLE_PAGE_SIZE = 200;

/** People: the list, one person, and all of one person's assets. */
export const personQueries = {
  /** Key prefix of every person query, for invalidation. */
  all: () => ['people'] as const,
  /** GET /people: `{people, total, hidden}`. */
  list: () =>
    queryOptions({
      queryKey: [...personQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiFetch('/people', { schema: PeopleListSchema, signal }),
    }),
  /**
   * Everyone, hidden people too (`withHidden=true`), for the People page: in pages of
   * {@link PEOPLE_PAGE_SIZE} where the server pages (v1.110+: `page`, `size`, `hasNextPage`), the
   * whole list in one answer before. Each page carries the server's `total` and `hidden` counts.
   */
  everyone: () =>
    infiniteQueryOptions({
      queryKey: [...personQueries.all(), 'everyone'] as const,
      initialPageParam: 1,
      queryFn: async ({ signal, client, pageParam }): Promise<PeopleList> => {
        const { hasPeoplePaging } = await serverCapabilities(client);
        const query = hasPeoplePaging ? { withHidden: true, page: pageParam, size: PEOPLE_PAGE_SIZE } : { withHidden: true };
        const list = await apiFetch('/people', { query, schema: PeopleListSchema, signal });
        return { ...list, hasNextPage: hasPeoplePaging && (list.hasNextPage ?? list.people.length >= PEOPLE_PAGE_SIZE) };
      },
      getNextPageParam: (last, _all, page) => (last.hasNextPage ? page + 1 : undefined),
    }),
  /** GET /people/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...personQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch(`/people/${encodeURIComponent(id)}`, { schema: PersonSchema, signal }),
    }),
  /**
   * Every asset the person page shows (never archived, hidden, locked or trashed), in `order`,
   * loaded by the large-list worker from `GET /people/{id}/assets` or the search, as the server's
   * capabilities say. A paged list is in the cache as soon as its first page is (`partial` until
   * the last), in `order` (the search is asked oldest first for 'oldest'); a refetch keeps the list
   * on screen until the new one is complete.
   */
  assets: (id: string, order: ListOrder = 'newest') =>
    queryOptions({
      queryKey: [...personQueries.all(), 'assets', id, order] as const,
      // The list's loader (the worker's client, the list's class) is code of its own, loaded when a
      // list is first asked for: the pages that never show one do not download it. Code that does
      // not download (offline before the service worker holds it) fails as the request would.
      queryFn: async (context): Promise<PersonAssetList> => {
        const otherOrder = personQueries.assets(id, order === 'oldest' ? 'newest' : 'oldest').queryKey;
        const loader = await import('./person-assets').catch((cause: unknown) => {
          const endpoint = `/people/${encodeURIComponent(id)}/assets`;
          throw new ApiError({ kind: 'network', endpoint, cause, message: `network error at ${endpoint}: the list's code did not load` });
        });
        return loader.personAssetsQueryFn(id, order, otherOrder)(context);
      },
      // Typed arrays: nothing to share structurally, and comparing 100,000 entries is wasted work.
      structuralSharing: false,
    }),
};

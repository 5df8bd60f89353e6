import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { PeopleListSchema, PersonSchema } from '../schemas/person';
import { fetchPersonAssets } from './person-assets';

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
  /** GET /people/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...personQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch(`/people/${encodeURIComponent(id)}`, { schema: PersonSchema, signal }),
    }),
  /**
   * Every asset of the person the person page shows, newest first as the server sends it
   * (`fileCreatedAt` descending); the endpoint or the search as the server's capabilities say.
   */
  assets: (id: string) =>
    queryOptions({
      queryKey: [...personQueries.all(), 'assets', id] as const,
      queryFn: ({ signal, client }) => fetchPersonAssets(id, signal, client),
    }),
};

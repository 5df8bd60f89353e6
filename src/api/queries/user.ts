import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { UserSchema } from '../schemas/user';

/** Users. */
export const userQueries = {
  /** Key prefix of every user query, for invalidation. */
  all: () => ['users'] as const,
  /** GET /users/me: the signed-in user (401 when signed out). */
  me: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => apiFetch('/users/me', { schema: UserSchema, signal }),
    }),
};

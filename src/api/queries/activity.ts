import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../client';
import { ApiError } from '../errors';
import {
  ActivityListSchema,
  ActivitySchema,
  ActivityStatisticsSchema,
  CreateActivityBodySchema,
  type Activity,
  type CreateActivityBody,
} from '../schemas/activity';
import { formatPath } from '../schemas/format-path';

/** Which activities: an album, optionally narrowed to one of its assets. */
export interface ActivityScope {
  albumId: string;
  assetId?: string;
  /** `album`: only album-level activities; `asset`: only those on photos (server filter) */
  level?: 'album' | 'asset';
}

/** Comments and likes of an album. */
export const activityQueries = {
  /** Key prefix of every activity query (`['activities']`), for invalidation. */
  all: () => ['activities'] as const,
  /** GET /activities?albumId=&assetId=: oldest first, no paging. */
  list: ({ albumId, assetId, level }: ActivityScope) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'list', { albumId, assetId, level }] as const,
      queryFn: ({ signal }) =>
        apiFetch('/activities', { schema: ActivityListSchema, signal, query: { albumId, assetId, level } }),
    }),
  /** GET /activities/statistics: `{comments, likes?}`. */
  statistics: ({ albumId, assetId }: Omit<ActivityScope, 'level'>) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'statistics', { albumId, assetId }] as const,
      queryFn: ({ signal }) =>
        apiFetch('/activities/statistics', { schema: ActivityStatisticsSchema, signal, query: { albumId, assetId } }),
    }),
};

/** What createActivity resolves to: the activity, and whether it is new (201) or an existing like (200). */
export interface CreateActivityResult {
  activity: Activity;
  created: boolean;
}

/**
 * POST /activities. The body is checked first (UUIDs, a comment needs text; the comment is trimmed),
 * so an empty comment is refused here as `invalid` without a request. A duplicate like answers 200
 * with the existing like (`created: false`). Not retried: a retried comment would post twice.
 */
export async function createActivity(body: CreateActivityBody): Promise<CreateActivityResult> {
  const checked = CreateActivityBodySchema.safeParse(body);
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
    throw new ApiError({ kind: 'invalid', endpoint: '/activities', messages: issues.map((i) => i.message), issues });
  }
  const { data, status } = await apiRequest('/activities', {
    method: 'POST',
    body: checked.data,
    schema: ActivitySchema,
  });
  return { activity: data, created: status === 201 };
}

/** DELETE /activities/{id}: 204; only the author or the album owner may (400 otherwise). */
export async function deleteActivity(id: string): Promise<void> {
  await apiFetch(`/activities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { AssetSchema } from '../schemas/asset';

/** Assets: one asset in full (all `people[]` with faces, full `exifInfo`). */
export const assetQueries = {
  /** Key prefix of every asset query, for invalidation. */
  all: () => ['assets'] as const,
  /** GET /assets/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...assetQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch(`/assets/${encodeURIComponent(id)}`, { schema: AssetSchema, signal }),
    }),
};

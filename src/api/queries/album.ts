import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { AlbumListSchema, AlbumSchema, type Album } from '../schemas/album';

/** Own albums first, then shared ones not already listed (an own shared album is in both lists). */
function mergeAlbums(own: Album[], shared: Album[]): Album[] {
  const seen = new Set(own.map((album) => album.id));
  return [...own, ...shared.filter((album) => !seen.has(album.id))];
}

/** Albums. */
export const albumQueries = {
  /** Key prefix of every album query, for invalidation. */
  all: () => ['albums'] as const,
  /** Own albums (GET /albums) and those shared with me (GET /albums?shared=true), without duplicates. */
  list: () =>
    queryOptions({
      queryKey: [...albumQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => {
        const [own, shared] = await Promise.all([
          apiFetch('/albums', { schema: AlbumListSchema, signal }),
          apiFetch('/albums', { schema: AlbumListSchema, signal, query: { shared: true } }),
        ]);
        return mergeAlbums(own, shared);
      },
    }),
  /** GET /albums/{id}; `withoutAssets: true` leaves `assets` empty (cheaper when only the header is needed). */
  detail: (id: string, { withoutAssets = false }: { withoutAssets?: boolean } = {}) =>
    queryOptions({
      queryKey: [...albumQueries.all(), 'detail', id, { withoutAssets }] as const,
      queryFn: ({ signal }) =>
        apiFetch(`/albums/${encodeURIComponent(id)}`, {
          schema: AlbumSchema,
          signal,
          query: withoutAssets ? { withoutAssets: true } : undefined,
        }),
    }),
};

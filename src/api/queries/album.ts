import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { AlbumListSchema, AlbumSchema, albumPhotoFromAsset, type Album, type AlbumPhoto, type AlbumWithAssets } from '../schemas/album';
import { serverCapabilities } from './server';
import { fetchTimelinePhotos } from './timeline';

/** An album with its photos, as the album page shows it (the same from every server version). */
export interface AlbumDetail {
  album: Album;
  /** in the album's order (newest first unless the owner chose oldest first) */
  photos: AlbumPhoto[];
}

/** Own albums first, then shared ones not already listed (an own shared album is in both lists). */
function mergeAlbums(own: Album[], shared: Album[]): Album[] {
  const seen = new Set(own.map((album) => album.id));
  return [...own, ...shared.filter((album) => !seen.has(album.id))];
}

/** The album without its wire assets (they become {@link AlbumPhoto}s). */
function albumOf({ assets: _assets, ...album }: AlbumWithAssets): Album {
  return album;
}

function fetchAlbum(id: string, signal: AbortSignal): Promise<AlbumWithAssets> {
  return apiFetch(`/albums/${encodeURIComponent(id)}`, { schema: AlbumSchema, signal });
}

/** The timeline lists newest first; an album the owner set to oldest first shows them that way. */
function inAlbumOrder(album: Album, newestFirst: AlbumPhoto[]): AlbumPhoto[] {
  return album.order === 'asc' ? newestFirst.toReversed() : newestFirst;
}

/**
 * The album and its photos. Servers that carry an album's assets (v1.106-v2) answer both in
 * `GET /albums/{id}`. Elsewhere (v3) the photos come from the timeline with `albumId`, asked at the
 * same time as the album (`search/metadata {albumIds}` is not used: it returns only the caller's
 * own photos of a shared album). An album that comes without its assets although it has photos
 * (a server that differs from its version's rule) is read through the timeline too.
 */
async function fetchAlbumDetail(id: string, signal: AbortSignal, hasAlbumAssets: boolean): Promise<AlbumDetail> {
  if (hasAlbumAssets) {
    const wire = await fetchAlbum(id, signal);
    const album = albumOf(wire);
    if (wire.assets.length > 0 || wire.assetCount === 0) return { album, photos: wire.assets.map(albumPhotoFromAsset) };
    return { album, photos: inAlbumOrder(album, await fetchTimelinePhotos({ albumId: id }, signal)) };
  }
  // Both at once. The album's own answer decides which error the page shows: when it fails, the
  // months are cancelled and its error is thrown, whatever the months did (an unknown album fails
  // both, each with its own correlation id). The months' error is thrown only for an album that came.
  const both = new AbortController();
  const cancel = () => both.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const albumRequest = fetchAlbum(id, both.signal).catch((error: unknown) => {
      both.abort(error);
      throw error;
    });
    const [wire, photos] = await Promise.allSettled([albumRequest, fetchTimelinePhotos({ albumId: id }, both.signal)]);
    if (wire.status === 'rejected') throw wire.reason;
    if (photos.status === 'rejected') throw photos.reason;
    const album = albumOf(wire.value);
    return { album, photos: inAlbumOrder(album, photos.value) };
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** Albums. */
export const albumQueries = {
  /** Key prefix of every album query, for invalidation. */
  all: () => ['albums'] as const,
  /** Own albums (GET /albums) and those shared with me (GET /albums?shared=true), without duplicates. */
  list: () =>
    queryOptions({
      queryKey: [...albumQueries.all(), 'list'] as const,
      queryFn: async ({ signal }): Promise<Album[]> => {
        const [own, shared] = await Promise.all([
          apiFetch('/albums', { schema: AlbumListSchema, signal }),
          apiFetch('/albums', { schema: AlbumListSchema, signal, query: { shared: true } }),
        ]);
        return mergeAlbums(own.map(albumOf), shared.map(albumOf));
      },
    }),
  /** One album, its owner and members, and its photos ({@link AlbumDetail}), from any server version. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...albumQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal, client }): Promise<AlbumDetail> => {
        const { hasAlbumAssets } = await serverCapabilities(client);
        return fetchAlbumDetail(id, signal, hasAlbumAssets);
      },
    }),
};

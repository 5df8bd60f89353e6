import { useMemo } from 'react';
import { assetThumbnailUrl, type PersonAssetList } from '@/api';
import type { AssetGridSource } from '@/components/asset-grid';

/** Newest first (the server's order) or oldest first. */
export type SortOrder = 'newest' | 'oldest';

const tileDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Photo path inside the person page (keeps `?order=`), e.g. `/people/1/photos/2`. */
export function photoPath(personId: string, assetId: string, search: string): string {
  return `/people/${encodeURIComponent(personId)}/photos/${encodeURIComponent(assetId)}${search}`;
}

/** The grid's view of a person's list, in display order: one tile per position. */
export function gridSourceOf(list: PersonAssetList, personId: string, search: string): AssetGridSource {
  const { aspects, monthKeys } = list.layoutColumns;
  return {
    count: list.count,
    aspects,
    groupKeys: monthKeys,
    tile: (i) => {
      const id = list.idAt(i) ?? '';
      const isVideo = list.isVideoAt(i);
      const isFavorite = list.isFavoriteAt(i);
      const time = list.localTimeAt(i);
      const when = Number.isNaN(time) ? 'unknown date' : tileDate.format(time);
      const stack = list.stackCountAt(i);
      return {
        id,
        href: photoPath(personId, id, search),
        thumbnailUrl: assetThumbnailUrl(id, 'thumbnail'),
        thumbhash: list.thumbhashAt(i),
        label: `${isVideo ? 'Video' : 'Photo'}, ${when}${isFavorite ? ', favourite' : ''}${stack > 1 ? `, stack of ${stack}` : ''}`,
        isFavorite,
        isVideo,
        durationSeconds: list.durationAt(i),
        stackCount: stack,
      };
    },
  };
}

/** The person's list in the page's order, and the grid's view of it. */
export function usePersonGrid(list: PersonAssetList | undefined, order: SortOrder, personId: string, search: string): { list: PersonAssetList; source: AssetGridSource } | undefined {
  return useMemo(() => {
    if (!list) return undefined;
    const ordered = order === 'oldest' ? list.oldestFirst() : list;
    return { list: ordered, source: gridSourceOf(ordered, personId, search) };
  }, [list, order, personId, search]);
}

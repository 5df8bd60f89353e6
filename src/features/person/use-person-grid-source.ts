import { useMemo } from 'react';
import { assetThumbnailUrl, type ListOrder, type PersonAssetList } from '@/api';
import { groupLabelOf, tileLabel, type AssetGridSource, type AssetGridWords } from '@/components/asset-grid';
import { t, useI18n } from '@/i18n';
import { formatWallClockShort } from '@/lib/wall-clock';

/** Newest first (the server's default) or oldest first. */
export type SortOrder = ListOrder;

/** The grid's words on the person page, in the language current when a tile is drawn. */
export const personGridWords: AssetGridWords = {
  kindAndDate: (isVideo, date) => t('person.grid.tile', { kind: isVideo ? 'video' : 'photo', date }),
  kindUndated: (isVideo) => t('person.grid.tileUndated', { kind: isVideo ? 'video' : 'photo' }),
  favourite: () => t('person.grid.favourite'),
  stack: (count) => t('person.grid.stack', { count }),
  unknownDate: () => t('person.grid.unknownDate'),
  unavailable: (isVideo) => t('person.grid.unavailable', { kind: isVideo ? 'video' : 'photo' }),
};

/** Photo path inside the person page (keeps `?order=`), e.g. `/people/1/photos/2`. */
export function photoPath(personId: string, assetId: string, search: string): string {
  return `/people/${encodeURIComponent(personId)}/photos/${encodeURIComponent(assetId)}${search}`;
}

/** The grid's view of a person's list, in display order: one tile per position. */
export function gridSourceOf(list: PersonAssetList, personId: string, search: string, locale: string): AssetGridSource {
  const { aspects, monthKeys } = list.layoutColumns;
  return {
    count: list.count,
    aspects,
    groupKeys: monthKeys,
    groupLabel: groupLabelOf(personGridWords, locale),
    tile: (i) => {
      const id = list.idAt(i) ?? '';
      const isVideo = list.isVideoAt(i);
      const isFavorite = list.isFavoriteAt(i);
      const date = formatWallClockShort(list.localTimeAt(i), locale);
      const stack = list.stackCountAt(i);
      return {
        id,
        href: photoPath(personId, id, search),
        thumbnailUrl: assetThumbnailUrl(id, 'thumbnail'),
        thumbhash: list.thumbhashAt(i),
        label: tileLabel({ isVideo, date, isFavorite, stackCount: stack }, personGridWords, locale),
        unavailableText: personGridWords.unavailable(isVideo),
        isFavorite,
        isVideo,
        durationSeconds: list.durationAt(i),
        stackCount: stack,
      };
    },
  };
}

/**
 * The person's list in the page's order, and the grid's view of it (a new view when the reader
 * changes language, which changes `formatLocale` too, so the tiles drawn are named again).
 */
export function usePersonGrid(list: PersonAssetList | undefined, order: SortOrder, personId: string, search: string): { list: PersonAssetList; source: AssetGridSource } | undefined {
  const { formatLocale } = useI18n();
  return useMemo(() => {
    if (!list) return undefined;
    const ordered = list.inOrder(order);
    return { list: ordered, source: gridSourceOf(ordered, personId, search, formatLocale) };
  }, [list, order, personId, search, formatLocale]);
}

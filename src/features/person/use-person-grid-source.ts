import { useMemo } from 'react';
import { assetThumbnailUrl } from '@/api';
import { FLAG_FAVORITE, FLAG_VIDEO, compactId, compactIndexOf, compactThumbhash, type CompactAssetList } from '@/api/large-list';
import type { AssetGridSource } from '@/components/asset-grid';

/** Newest first (the server's order) or oldest first. */
export type SortOrder = 'newest' | 'oldest';

const tileDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The person's grid in display order, plus id <-> position look-ups for the viewer. */
export interface PersonGrid {
  source: AssetGridSource;
  /** display position of an asset, -1 when not in the list */
  indexOf: (assetId: string) => number;
  /** asset id at a display position */
  idAt: (index: number) => string | undefined;
  isVideoAt: (index: number) => boolean;
  thumbhashAt: (index: number) => string | undefined;
}

/** Photo path inside the person page (keeps `?order=`), e.g. `/people/1/photos/2`. */
export function photoPath(personId: string, assetId: string, search: string): string {
  return `/people/${encodeURIComponent(personId)}/photos/${encodeURIComponent(assetId)}${search}`;
}

/**
 * Adapts the packed list to the grid. Oldest-first reads the same arrays backwards: only the two
 * layout columns are copied reversed (under a millisecond at 100,000), nothing else.
 */
export function usePersonGrid(list: CompactAssetList | undefined, order: SortOrder, personId: string, search: string): PersonGrid | undefined {
  return useMemo(() => {
    if (!list) return undefined;
    const n = list.count;
    const reversed = order === 'oldest';
    const at = (i: number) => (reversed ? n - 1 - i : i);
    const source: AssetGridSource = {
      count: n,
      aspects: reversed ? list.aspects.slice().reverse() : list.aspects,
      groupKeys: reversed ? list.monthKeys.slice().reverse() : list.monthKeys,
      tile: (i) => {
        const k = at(i);
        const id = compactId(list, k);
        const flags = list.flags[k] ?? 0;
        const isVideo = (flags & FLAG_VIDEO) !== 0;
        const isFavorite = (flags & FLAG_FAVORITE) !== 0;
        const time = list.localTimes[k] ?? Number.NaN;
        const when = Number.isFinite(time) ? tileDate.format(time) : 'unknown date';
        const stack = list.stackCounts[k] ?? 0;
        return {
          id,
          href: photoPath(personId, id, search),
          thumbnailUrl: assetThumbnailUrl(id, 'thumbnail'),
          thumbhash: compactThumbhash(list, k),
          label: `${isVideo ? 'Video' : 'Photo'}, ${when}${isFavorite ? ', favourite' : ''}${stack > 1 ? `, stack of ${stack}` : ''}`,
          isFavorite,
          isVideo,
          durationSeconds: list.durations[k] ?? 0,
          stackCount: stack,
        };
      },
    };
    return {
      source,
      indexOf: (assetId) => {
        const k = compactIndexOf(list, assetId);
        return k < 0 ? -1 : at(k);
      },
      idAt: (i) => (i >= 0 && i < n ? compactId(list, at(i)) : undefined),
      isVideoAt: (i) => ((list.flags[at(i)] ?? 0) & FLAG_VIDEO) !== 0,
      thumbhashAt: (i) => (i >= 0 && i < n ? compactThumbhash(list, at(i)) : undefined),
    };
  }, [list, order, personId, search]);
}

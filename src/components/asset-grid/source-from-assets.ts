import { uprightAspect, type SizedAsset } from '@/lib/asset-aspect';
import { monthKeyOf } from '@/lib/month-groups';
import type { AssetGridSource } from './types';

/** The fields of an `Asset` (from `@/api`) the grid reads, its size among them; any parsed asset fits. */
export interface GridAssetLike extends SizedAsset {
  id: string;
  type: string;
  localDateTime: string;
  thumbhash?: string | undefined;
  isFavorite: boolean;
  /** seconds; 0 for stills */
  durationSeconds: number;
  stackCount: number;
}

/** How a view links and names its tiles. */
export interface SourceOptions {
  /** e.g. `(id) => '/albums/1/photos/' + id` */
  href: (assetId: string) => string;
  /** e.g. `(id) => assetThumbnailUrl(id, 'thumbnail')` */
  thumbnailUrl: (assetId: string) => string;
  /** group by month with headers (default true) */
  groupByMonth?: boolean;
}

const tileDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * A grid source for a list of parsed assets already in memory (memories, albums): the order is
 * kept as given. Wrap the call in `useMemo` so the layout is computed once per list.
 */
export function sourceFromAssets(assets: readonly GridAssetLike[], options: SourceOptions): AssetGridSource {
  const aspects = new Float32Array(assets.length);
  const keys = new Int32Array(assets.length);
  assets.forEach((a, i) => {
    aspects[i] = uprightAspect(a) ?? 1;
    keys[i] = monthKeyOf(a.localDateTime);
  });
  return {
    count: assets.length,
    aspects,
    groupKeys: options.groupByMonth === false ? undefined : keys,
    tile: (i) => {
      const a = assets[i]!;
      const isVideo = a.type === 'VIDEO';
      const when = Number.isNaN(Date.parse(a.localDateTime)) ? 'unknown date' : tileDate.format(new Date(a.localDateTime));
      return {
        id: a.id,
        href: options.href(a.id),
        thumbnailUrl: options.thumbnailUrl(a.id),
        thumbhash: a.thumbhash,
        label: `${isVideo ? 'Video' : 'Photo'}, ${when}${a.isFavorite ? ', favourite' : ''}${a.stackCount > 1 ? `, stack of ${a.stackCount}` : ''}`,
        isFavorite: a.isFavorite,
        isVideo,
        durationSeconds: isVideo ? a.durationSeconds : 0,
        stackCount: a.stackCount,
      };
    },
  };
}

import { formatLocale } from '@/i18n';
import { uprightAspect, type SizedAsset } from '@/lib/asset-aspect';
import { monthKeyOf } from '@/lib/month-groups';
import { formatWallClockShort } from '@/lib/wall-clock';
import { groupLabelOf, tileLabel } from './tile-label';
import type { AssetGridSource, AssetGridWords } from './types';

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
  /**
   * the page's words for tiles and groups (from its own namespace). Without them a tile is named
   * by its date alone, and a group without a readable date has no heading text.
   */
  words?: AssetGridWords;
  /** the locale dates are written in: the reader's `formatLocale` (default: the app's at the call) */
  locale?: string;
}

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
  const { words } = options;
  const locale = options.locale ?? formatLocale();
  return {
    count: assets.length,
    aspects,
    groupKeys: options.groupByMonth === false ? undefined : keys,
    groupLabel: words ? groupLabelOf(words, locale) : undefined,
    tile: (i) => {
      const a = assets[i]!;
      const isVideo = a.type === 'VIDEO';
      const date = formatWallClockShort(a.localDateTime, locale);
      return {
        id: a.id,
        href: options.href(a.id),
        thumbnailUrl: options.thumbnailUrl(a.id),
        thumbhash: a.thumbhash,
        label: words ? tileLabel({ isVideo, date, isFavorite: a.isFavorite, stackCount: a.stackCount }, words, locale) : (date ?? ''),
        unavailableText: words?.unavailable(isVideo),
        isFavorite: a.isFavorite,
        isVideo,
        durationSeconds: isVideo ? a.durationSeconds : 0,
        stackCount: a.stackCount,
      };
    },
  };
}

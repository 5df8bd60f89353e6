import { preload } from 'react-dom';
import { assetThumbnailUrl } from '@/api';
import { compactId, type CompactAssetList } from '@/api/large-list';
import type { SortOrder } from './use-person-grid-source';

/** About the first two rows on a wide window (six or seven tiles a row), four rows on a phone. */
export const FIRST_THUMBNAILS = 12;

/**
 * Asks for the first rows' thumbnails as soon as the list is here, at high priority, instead of
 * when the time-sliced grid render reaches their tiles (ADR 055): the first row is what the page
 * is waiting for. `preload` is React's: idempotent, safe to call while rendering, and the grid's
 * `<img>` for the same URL uses the preloaded response.
 */
export function preloadFirstThumbnails(list: CompactAssetList | undefined, order: SortOrder): void {
  if (!list) return;
  const n = list.count;
  for (let k = 0; k < Math.min(FIRST_THUMBNAILS, n); k++) {
    const i = order === 'oldest' ? n - 1 - k : k;
    preload(assetThumbnailUrl(compactId(list, i), 'thumbnail'), { as: 'image', fetchPriority: 'high' });
  }
}

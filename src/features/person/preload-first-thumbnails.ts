import type { PersonAssetList } from '@/api/large-list/person-asset-list';
import { assetThumbnailUrl } from '@/api/urls';
import { preloadImage } from '@/lib/preload-image';
import type { SortOrder } from './use-person-grid-source';

/** About the first two rows on a wide window (six or seven tiles a row), four rows on a phone. */
export const FIRST_THUMBNAILS = 12;

/** The grid's order as the page's address gives it (`?order=oldest`, else newest first). */
export function sortOrderOf(params: URLSearchParams): SortOrder {
  return params.get('order') === 'oldest' ? 'oldest' : 'newest';
}

/**
 * Asks for the first rows' thumbnails as soon as the list is here, at high priority, instead of
 * when the time-sliced grid render reaches their tiles (ADR 081): the first row is what the page
 * is waiting for. A `<link rel="preload" as="image">` each, so the grid's `<img>` for the same
 * URL uses the response. `list` is in display order.
 */
export function preloadFirstThumbnails(list: PersonAssetList): void {
  const ids = Array.from({ length: Math.min(FIRST_THUMBNAILS, list.count) }, (_, i) => list.idAt(i) ?? '');
  preloadThumbnails(ids);
}

/** Asks for the thumbnails of `ids` (the grid's first tiles), as {@link preloadFirstThumbnails}. */
export function preloadThumbnails(ids: readonly string[]): void {
  for (const id of ids) preloadImage(assetThumbnailUrl(id, 'thumbnail'));
}

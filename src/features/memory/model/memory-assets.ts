import type { Asset } from '@/api';
import { compareWallClock } from '@/lib/wall-clock';

/** The memory's assets in story order: oldest first by their wall-clock `localDateTime`. */
export function sortOldestFirst(assets: readonly Asset[]): Asset[] {
  return [...assets].sort((a, b) => compareWallClock(a.localDateTime, b.localDateTime));
}

/** Index of the asset with `id`, or 0 (the first) for a missing or unknown id. */
export function indexOfAsset(assets: readonly Asset[], id: string | null | undefined): number {
  if (!id) return 0;
  const index = assets.findIndex((a) => a.id === id);
  return index < 0 ? 0 : index;
}

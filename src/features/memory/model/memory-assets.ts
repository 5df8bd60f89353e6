import type { Asset } from '@/api';

/** Index of the asset with `id`, or 0 (the first) for a missing or unknown id. */
export function indexOfAsset(assets: readonly Asset[], id: string | null | undefined): number {
  if (!id) return 0;
  const index = assets.findIndex((a) => a.id === id);
  return index < 0 ? 0 : index;
}

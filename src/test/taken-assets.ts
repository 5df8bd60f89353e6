import type { GridAsset } from '@/api/schemas';

/** An hour in milliseconds. */
export const HOUR = 60 * 60 * 1000;

/** An asset taken at `instant` in a zone `offsetHours` from UTC (its wall clock read as UTC). */
export function taken(id: string, instant: number, offsetHours: number): { asset: GridAsset; fileCreatedAt: string } {
  return {
    asset: { id, type: 'IMAGE', localDateTime: new Date(instant + offsetHours * HOUR).toISOString(), isFavorite: false, thumbhash: null, duration: null } as unknown as GridAsset,
    fileCreatedAt: new Date(instant).toISOString(),
  };
}

/** A small seeded generator (the same photos every run). */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

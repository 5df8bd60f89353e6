import type { Asset, Memory } from '@/api';

/** One photo of a frame's loop, with the memory it belongs to (for its caption). */
export interface FrameSlide {
  /** `memoryId/assetId`: a photo in two memories is two slides */
  key: string;
  asset: Asset;
  memory: Memory;
}

/**
 * The frame's loop: memory by memory, in the order given, each memory's photos in story order
 * (videos are left out: a frame shows stills), each memory once. A memory's caption then stays
 * while its photos play, as in the memory player (ADR 102).
 */
export function framePlaylist(memories: Iterable<Memory>): FrameSlide[] {
  const seen = new Set<string>();
  const slides: FrameSlide[] = [];
  for (const memory of memories) {
    if (seen.has(memory.id)) continue;
    seen.add(memory.id);
    for (const asset of memory.assets) {
      if (asset.type === 'IMAGE') slides.push({ key: `${memory.id}/${asset.id}`, asset, memory });
    }
  }
  return slides;
}

/** The slide after the one with `key` (the first when `key` is not in the loop), or `undefined` for an empty loop. */
export function slideAfter(slides: readonly FrameSlide[], key: string | undefined): FrameSlide | undefined {
  if (slides.length === 0) return undefined;
  const index = key === undefined ? -1 : slides.findIndex((s) => s.key === key);
  return slides[(index + 1) % slides.length];
}

/** The local days a frame of today and `days` days before shows, newest first (`Date`s at local noon). */
export function framedDays(today: Date, days: number): Date[] {
  return Array.from({ length: days + 1 }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - i, 12));
}

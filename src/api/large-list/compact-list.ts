// (No zod here: a person page's first script reads the list's first ids with it, ADR 125. Packing a
// checked list is compact-assets.ts's.)

/** The order a person's list is shown in: newest first (the server's default) or oldest first. */
export type ListOrder = 'newest' | 'oldest';

/** Bits of {@link CompactAssetList.flags}. */
export const FLAG_VIDEO = 1;
export const FLAG_FAVORITE = 2;

/**
 * What the grid needs of a long asset list, column-oriented in typed arrays (about 60 bytes an
 * asset instead of several KB of parsed objects), sorted by wall-clock time (newest first unless
 * packed oldest first, see `compactAssets` in compact-assets.ts). Strings
 * are packed into one string per column with offsets, so the structured clone to the page is a
 * handful of buffers rather than 100,000 objects.
 */
export interface CompactAssetList {
  count: number;
  /** all ids concatenated; id `i` is `ids.slice(idOffsets[i], idOffsets[i + 1])` */
  ids: string;
  idOffsets: Uint32Array;
  /** all thumbhashes concatenated (an empty slice: none) */
  thumbhashes: string;
  thumbhashOffsets: Uint32Array;
  /** upright width / height (v2+ `width`/`height`, else EXIF size swapped for orientations 5-8; 1 when unknown) */
  aspects: Float32Array;
  /** `monthKeyOf(localDateTime)` */
  monthKeys: Int32Array;
  /** `localDateTime` as ms since the epoch, read as if UTC (it is wall-clock time) */
  localTimes: Float64Array;
  /** video length in seconds, 0 for photos */
  durations: Float32Array;
  stackCounts: Uint32Array;
  /** FLAG_VIDEO | FLAG_FAVORITE */
  flags: Uint8Array;
  photoCount: number;
  videoCount: number;
}

/** The typed arrays of a list, for `postMessage(list, transfer)`. */
export function transferables(list: CompactAssetList): ArrayBuffer[] {
  return [list.idOffsets, list.thumbhashOffsets, list.aspects, list.monthKeys, list.localTimes, list.durations, list.stackCounts, list.flags].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

/** Id of asset `i`. */
export function compactId(list: CompactAssetList, i: number): string {
  return list.ids.slice(list.idOffsets[i] ?? 0, list.idOffsets[i + 1] ?? 0);
}

/** Thumbhash of asset `i`, or `undefined`. */
export function compactThumbhash(list: CompactAssetList, i: number): string | undefined {
  const s = list.thumbhashes.slice(list.thumbhashOffsets[i] ?? 0, list.thumbhashOffsets[i + 1] ?? 0);
  return s || undefined;
}

/** Index of the asset with `id`, or -1 (linear: used once per viewer open). */
export function compactIndexOf(list: CompactAssetList, id: string): number {
  let from = 0;
  for (;;) {
    const at = list.ids.indexOf(id, from);
    if (at < 0) return -1;
    // binary search the offset table for the asset starting at `at`
    let lo = 0;
    let hi = list.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const start = list.idOffsets[mid]!;
      if (start === at) return list.idOffsets[mid + 1]! - start === id.length ? mid : -1;
      if (start < at) lo = mid + 1;
      else hi = mid - 1;
    }
    from = at + 1;
  }
}

/**
 * The ids of the first `n` assets shown in `order`, of a list packed in `packed` order: read from
 * its end when the two differ (as `PersonAssetList.inOrder` reads it).
 */
export function firstIdsIn(list: CompactAssetList, packed: ListOrder, order: ListOrder, n: number): string[] {
  const count = Math.min(n, list.count);
  return Array.from({ length: count }, (_, k) => compactId(list, packed === order ? k : list.count - 1 - k));
}

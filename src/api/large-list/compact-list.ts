import { gridDurationSeconds, gridStackCount, type GridAsset } from '../schemas';
import { uprightAspect } from '@/lib/asset-aspect';
import { monthKeyOf } from '@/lib/month-groups';

/** The order a person's list is shown in: newest first (the server's default) or oldest first. */
export type ListOrder = 'newest' | 'oldest';

/** Bits of {@link CompactAssetList.flags}. */
export const FLAG_VIDEO = 1;
export const FLAG_FAVORITE = 2;

/**
 * What the grid needs of a long asset list, column-oriented in typed arrays (about 60 bytes an
 * asset instead of several KB of parsed objects), sorted by wall-clock time (newest first unless
 * packed oldest first, see `compactAssets`). Strings
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

/**
 * Packs checked assets, newest first by `localDateTime` (or oldest first with `direction`
 * 'oldest'; ties keep the server's order, unreadable dates last); `null`s become the columns' defaults.
 */
export function compactAssets(assets: readonly GridAsset[], direction: ListOrder = 'newest'): CompactAssetList {
  const n = assets.length;
  // sort keys, larger first: the time, negated oldest first
  const sign = direction === 'oldest' ? -1 : 1;
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = Date.parse(assets[i]!.localDateTime);
    times[i] = Number.isNaN(t) ? -Infinity : sign * t;
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => (times[b]! > times[a]! ? 1 : times[b]! < times[a]! ? -1 : a - b));

  const idParts: string[] = new Array<string>(n);
  const hashParts: string[] = new Array<string>(n);
  const idOffsets = new Uint32Array(n + 1);
  const thumbhashOffsets = new Uint32Array(n + 1);
  const aspects = new Float32Array(n);
  const monthKeys = new Int32Array(n);
  const localTimes = new Float64Array(n);
  const durations = new Float32Array(n);
  const stackCounts = new Uint32Array(n);
  const flags = new Uint8Array(n);
  let idLength = 0;
  let hashLength = 0;
  let videoCount = 0;
  let photoCount = 0;

  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    const a = assets[i]!;
    idParts[k] = a.id;
    idLength += a.id.length;
    idOffsets[k + 1] = idLength;
    const hash = a.thumbhash ?? '';
    hashParts[k] = hash;
    hashLength += hash.length;
    thumbhashOffsets[k + 1] = hashLength;
    aspects[k] = uprightAspect(a) ?? 1;
    monthKeys[k] = monthKeyOf(a.localDateTime);
    localTimes[k] = Number.isFinite(times[i]!) ? sign * times[i]! : -Infinity;
    const isVideo = a.type === 'VIDEO';
    durations[k] = isVideo ? gridDurationSeconds(a) : 0;
    stackCounts[k] = gridStackCount(a);
    flags[k] = (isVideo ? FLAG_VIDEO : 0) | (a.isFavorite ? FLAG_FAVORITE : 0);
    if (isVideo) videoCount++;
    else if (a.type === 'IMAGE') photoCount++;
  }

  return {
    count: n,
    ids: idParts.join(''),
    idOffsets,
    thumbhashes: hashParts.join(''),
    thumbhashOffsets,
    aspects,
    monthKeys,
    localTimes,
    durations,
    stackCounts,
    flags,
    photoCount,
    videoCount,
  };
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

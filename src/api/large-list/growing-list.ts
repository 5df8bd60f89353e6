import type { CompactAssetList } from './compact-list';

type TypedArray = Float32Array | Float64Array | Int32Array | Uint32Array | Uint8Array;
type Columns = Record<string, TypedArray>;

const OFFSETS = new Set(['idOffsets', 'thumbhashOffsets']);

/** The typed-array columns of a list with one entry per asset (every one but the offset tables). */
function columnsOf(list: CompactAssetList): string[] {
  return Object.keys(list).filter((key) => !OFFSETS.has(key) && ArrayBuffer.isView((list as unknown as Columns)[key]));
}

/** `array` in a buffer of at least `capacity` entries (the same one while it fits). */
function ensure<T extends TypedArray>(array: T, used: number, capacity: number): T {
  if (array.length >= capacity) return array;
  const grown = new (array.constructor as new (n: number) => T)(Math.max(capacity, array.length * 2));
  grown.set(array.subarray(0, used));
  return grown;
}

/**
 * A packed list that grows chunk by chunk at its end (the pages of a search, in display order):
 * columns double their buffers when full, so appending costs the chunk, not the list. Each
 * {@link GrowingList.snapshot} is a list of its own over the entries so far; later chunks are
 * written past its end and never change it.
 */
export class GrowingList {
  private list: CompactAssetList | undefined;

  /** Appends `chunk` (its assets follow the ones already here). */
  append(chunk: CompactAssetList): void {
    const list = this.list;
    if (!list) {
      this.list = chunk;
      return;
    }
    const n = list.count;
    const total = n + chunk.count;
    const next = { ...list };
    for (const column of columnsOf(list)) {
      const grown = ensure((list as unknown as Columns)[column]!, n, total);
      grown.set((chunk as unknown as Columns)[column]!.subarray(0, chunk.count), n);
      (next as unknown as Columns)[column] = grown;
    }
    next.idOffsets = appendOffsets(list.idOffsets, n, chunk.idOffsets, chunk.count, list.ids.length);
    next.thumbhashOffsets = appendOffsets(list.thumbhashOffsets, n, chunk.thumbhashOffsets, chunk.count, list.thumbhashes.length);
    next.ids = list.ids + chunk.ids;
    next.thumbhashes = list.thumbhashes + chunk.thumbhashes;
    next.count = total;
    next.photoCount = list.photoCount + chunk.photoCount;
    next.videoCount = list.videoCount + chunk.videoCount;
    this.list = next;
  }

  /** The assets so far, as a list whose arrays are exactly `count` (+ 1 for offsets) long. */
  snapshot(): CompactAssetList | undefined {
    const list = this.list;
    if (!list) return undefined;
    const n = list.count;
    const view = { ...list };
    for (const column of columnsOf(list)) (view as unknown as Columns)[column] = (list as unknown as Columns)[column]!.subarray(0, n);
    view.idOffsets = list.idOffsets.subarray(0, n + 1);
    view.thumbhashOffsets = list.thumbhashOffsets.subarray(0, n + 1);
    return view;
  }
}

/** `offsets` (n + 1 entries) followed by the chunk's, shifted by `base` (the first list's string length). */
function appendOffsets(offsets: Uint32Array, n: number, chunkOffsets: Uint32Array, m: number, base: number): Uint32Array {
  const grown = ensure(offsets, n + 1, n + m + 1);
  for (let i = 1; i <= m; i++) grown[n + i] = base + chunkOffsets[i]!;
  return grown;
}

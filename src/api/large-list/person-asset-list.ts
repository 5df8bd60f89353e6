import { compactId, compactIndexOf, compactThumbhash, FLAG_FAVORITE, FLAG_VIDEO, type CompactAssetList } from './compact-list';
import type { DroppedSummary, LargeListTimings, ListOrder } from './protocol';

/** How the load of a list went: what is still to come, what was left out, where the time went. */
export interface PersonAssetListStatus {
  /** More assets are on their way (a paged list shown as its pages arrive); they follow at the end. */
  partial?: boolean;
  /** malformed items the server sent, left out */
  dropped?: DroppedSummary;
  /** the worker's phases, on the complete list */
  timings?: LargeListTimings;
  /** the order the list is packed in (newest first when absent) */
  order?: ListOrder;
}

const EMPTY: CompactAssetList = {
  count: 0,
  ids: '',
  idOffsets: new Uint32Array(1),
  thumbhashes: '',
  thumbhashOffsets: new Uint32Array(1),
  aspects: new Float32Array(0),
  monthKeys: new Int32Array(0),
  localTimes: new Float64Array(0),
  durations: new Float32Array(0),
  stackCounts: new Uint32Array(0),
  flags: new Uint8Array(0),
  photoCount: 0,
  videoCount: 0,
};

/**
 * A person's assets in display order, read through accessors by position: what the grid, the
 * viewer and the header need, without knowing how the list is packed. In the order it was loaded
 * in (`order`); {@link PersonAssetList.inOrder} reads the same arrays backwards for the other one.
 */
export class PersonAssetList {
  /** A list with no assets (what a query shows before its first page). */
  static readonly empty = new PersonAssetList(EMPTY, {});

  private readonly packed: CompactAssetList;
  private readonly reversed: boolean;
  private readonly packedOrder: ListOrder;
  /** the order positions are read in */
  readonly order: ListOrder;
  private columns: { aspects: Float32Array; monthKeys: Int32Array } | undefined;
  readonly partial: boolean;
  readonly dropped: DroppedSummary | undefined;
  readonly timings: LargeListTimings | undefined;

  constructor(packed: CompactAssetList, status: PersonAssetListStatus, reversed = false) {
    this.packed = packed;
    this.reversed = reversed;
    this.packedOrder = status.order ?? 'newest';
    this.order = reversed ? (this.packedOrder === 'newest' ? 'oldest' : 'newest') : this.packedOrder;
    this.partial = status.partial === true;
    this.dropped = status.dropped;
    this.timings = status.timings;
  }

  get count(): number {
    return this.packed.count;
  }
  get photoCount(): number {
    return this.packed.photoCount;
  }
  get videoCount(): number {
    return this.packed.videoCount;
  }

  /** The same list read in `order` (no copy but the two layout columns, made when first asked). */
  inOrder(order: ListOrder): PersonAssetList {
    if (order === this.order) return this;
    const status: PersonAssetListStatus = { partial: this.partial, dropped: this.dropped, timings: this.timings, order: this.packedOrder };
    return new PersonAssetList(this.packed, status, !this.reversed);
  }


  /** The layout's inputs, one entry per position: upright width ÷ height and the month's group key. */
  get layoutColumns(): { aspects: Float32Array; monthKeys: Int32Array } {
    this.columns ??= this.reversed
      ? { aspects: this.packed.aspects.slice().reverse(), monthKeys: this.packed.monthKeys.slice().reverse() }
      : { aspects: this.packed.aspects, monthKeys: this.packed.monthKeys };
    return this.columns;
  }

  /** The packed index of display position `i`, or -1 outside the list. */
  private at(i: number): number {
    const n = this.packed.count;
    if (!Number.isInteger(i) || i < 0 || i >= n) return -1;
    return this.reversed ? n - 1 - i : i;
  }

  idAt(i: number): string | undefined {
    const k = this.at(i);
    return k < 0 ? undefined : compactId(this.packed, k);
  }
  /** display position of the asset, -1 when it is not in the list */
  indexOf(assetId: string): number {
    const k = compactIndexOf(this.packed, assetId);
    return k < 0 ? -1 : this.reversed ? this.packed.count - 1 - k : k;
  }
  thumbhashAt(i: number): string | undefined {
    const k = this.at(i);
    return k < 0 ? undefined : compactThumbhash(this.packed, k);
  }
  isVideoAt(i: number): boolean {
    const k = this.at(i);
    return k >= 0 && ((this.packed.flags[k] ?? 0) & FLAG_VIDEO) !== 0;
  }
  isFavoriteAt(i: number): boolean {
    const k = this.at(i);
    return k >= 0 && ((this.packed.flags[k] ?? 0) & FLAG_FAVORITE) !== 0;
  }
  /** wall-clock time of the photo as ms since the epoch read as UTC, NaN when unknown */
  localTimeAt(i: number): number {
    const k = this.at(i);
    const time = k < 0 ? Number.NaN : (this.packed.localTimes[k] ?? Number.NaN);
    return Number.isFinite(time) ? time : Number.NaN;
  }
  /** video length in seconds, 0 for photos */
  durationAt(i: number): number {
    const k = this.at(i);
    return k < 0 ? 0 : (this.packed.durations[k] ?? 0);
  }
  /** number of assets in the stack this one heads (0 or 1: not a stack) */
  stackCountAt(i: number): number {
    const k = this.at(i);
    return k < 0 ? 0 : (this.packed.stackCounts[k] ?? 0);
  }
}

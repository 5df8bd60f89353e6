import type { GridAsset } from '../schemas';

/** The furthest a wall-clock time is ahead of its instant: UTC+14 (Kiribati). */
export const MAX_CLOCK_AHEAD_MS = 14 * 60 * 60 * 1000;

interface Pending {
  asset: GridAsset;
  /** `localDateTime` in ms (read as UTC), -Infinity when unreadable: the grid's sort key */
  time: number;
}

const timeOf = (asset: GridAsset): number => {
  const t = Date.parse(asset.localDateTime);
  return Number.isNaN(t) ? -Infinity : t;
};

/** `fileCreatedAt` of a raw item in ms, or `undefined`. */
export function instantOf(item: unknown): number | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const value = (item as { fileCreatedAt?: unknown }).fileCreatedAt;
  if (typeof value !== 'string') return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * Puts the pages of a search into the grid's order (newest first by wall-clock `localDateTime`,
 * ties in the server's order) as they arrive, and releases each asset as soon as its place can no
 * longer change: the grid appends what is released, so rows already on screen never move.
 *
 * The search sends the newest instants (`fileCreatedAt`) first. Once the oldest instant seen is W,
 * every asset still to come was taken at W or before, so its wall-clock time is at most
 * W + 14 h: an asset whose wall-clock time is later than that is ahead of all of them. The rest
 * wait for the next page. The released order is exactly the order of sorting the whole list at
 * once (as `compactAssets` does), for any server that sends instants newest first.
 */
export class NewestFirstPages {
  private pending: Pending[] = [];
  private oldestInstant = Infinity;

  /**
   * Adds one page: its validated assets, and the instants of every item the server sent on it
   * (left-out ones included); returns the assets whose place is now final, in order.
   */
  add(assets: readonly GridAsset[], instants: Iterable<number>): GridAsset[] {
    for (const t of instants) if (t < this.oldestInstant) this.oldestInstant = t;
    for (const asset of assets) this.pending.push({ asset, time: timeOf(asset) });
    // (stable: ties keep the order they arrived in)
    this.pending.sort((a, b) => (b.time > a.time ? 1 : b.time < a.time ? -1 : 0));
    const threshold = this.oldestInstant + MAX_CLOCK_AHEAD_MS;
    let n = 0;
    while (n < this.pending.length && this.pending[n]!.time >= threshold) n++;
    return this.pending.splice(0, n).map((p) => p.asset);
  }

  /** Everything still waiting, in order (the last page has been read). */
  flush(): GridAsset[] {
    const rest = this.pending.map((p) => p.asset);
    this.pending = [];
    return rest;
  }
}

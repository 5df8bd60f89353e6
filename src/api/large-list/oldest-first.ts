import type { GridAsset } from '../schemas';

/** The furthest a wall-clock time is behind its instant: UTC-12 (Baker Island). */
export const MAX_CLOCK_BEHIND_MS = 12 * 60 * 60 * 1000;

interface Pending {
  asset: GridAsset;
  /** `localDateTime` in ms (read as UTC), Infinity when unreadable: the grid's sort key */
  time: number;
}

const timeOf = (asset: GridAsset): number => {
  const t = Date.parse(asset.localDateTime);
  return Number.isNaN(t) ? Infinity : t;
};

/**
 * The mirror of `NewestFirstPages` for a search asked with `order: "asc"`: puts its pages into the
 * grid's oldest-first order (oldest first by wall-clock `localDateTime`, ties in the server's
 * order) as they arrive, and releases each asset as soon as its place can no longer change.
 *
 * The search then sends the oldest instants (`fileCreatedAt`) first. Once the newest instant seen
 * is W, every asset still to come was taken at W or after, so its wall-clock time is at least
 * W - 12 h: an asset whose wall-clock time is earlier than that is ahead of all of them. The
 * released order is exactly the order of sorting the whole list at once (`compactAssets(…,
 * 'oldest')`), for any server that sends instants oldest first. A server that sends them in
 * another order (one that ignored `order`) shows it at once, on the first page: from then on
 * nothing is released before the last page.
 */
export class OldestFirstPages {
  private pending: Pending[] = [];
  private newestInstant = -Infinity;
  private unordered = false;

  /**
   * Adds one page: its validated assets, and the instants of every item the server sent on it
   * in the server's order (left-out ones included); returns the assets whose place is now final.
   */
  add(assets: readonly GridAsset[], instants: Iterable<number>): GridAsset[] {
    for (const t of instants) {
      if (t < this.newestInstant) this.unordered = true;
      else this.newestInstant = t;
    }
    for (const asset of assets) this.pending.push({ asset, time: timeOf(asset) });
    // (stable: ties keep the order they arrived in)
    this.pending.sort((a, b) => (a.time > b.time ? 1 : a.time < b.time ? -1 : 0));
    if (this.unordered) return [];
    const threshold = this.newestInstant - MAX_CLOCK_BEHIND_MS;
    let n = 0;
    while (n < this.pending.length && this.pending[n]!.time <= threshold) n++;
    return this.pending.splice(0, n).map((p) => p.asset);
  }

  /** Everything still waiting, in order (the last page has been read). */
  flush(): GridAsset[] {
    const rest = this.pending.map((p) => p.asset);
    this.pending = [];
    return rest;
  }
}

import { computeJustifiedLayout } from '@/lib/justified-layout';

// The list `warmUpJustifiedLayout` uses (same shape: 4,000 tiles, a month every 256), laid out one
// round per step instead of six in one go (50-70 ms on a loaded 2-core machine, in one task):
// the first, interpreted round is the slow one, and it is one sixth of that.
const tiles = 4000;
const rounds = 8;
let done = 0;
let aspects: Float32Array | undefined;
let keys: Int32Array | undefined;

function oneRound(): void {
  if (!aspects || !keys) {
    aspects = new Float32Array(tiles);
    keys = new Int32Array(tiles);
    for (let i = 0; i < tiles; i++) {
      aspects[i] = 0.6 + ((i * 7) % 10) / 8;
      keys[i] = i >> 8;
    }
  }
  computeJustifiedLayout(aspects, { containerWidth: 900 + (done % 6) * 37, targetRowHeight: 235, gap: 2, headerHeight: 56 }, keys);
  done++;
}

/**
 * While the list loads, lays out a synthetic list a round at a time in idle periods, so the real
 * pass over a large list runs compiled. Progress is kept across calls (the skeleton mounts twice:
 * before the list, then as the grid's placeholder). Returns a function that stops it.
 */
export function scheduleLayoutWarmUp(): () => void {
  if (typeof requestIdleCallback !== 'function' || done >= rounds) return () => {};
  let handle = 0;
  const step = (deadline: IdleDeadline) => {
    // One round always (a timed-out callback has no idle time left), more while idle time lasts.
    do oneRound();
    while (done < rounds && !deadline.didTimeout && deadline.timeRemaining() > 5);
    if (done < rounds) handle = requestIdleCallback(step, { timeout: 500 });
  };
  handle = requestIdleCallback(step, { timeout: 500 });
  return () => cancelIdleCallback(handle);
}

import { gridSizes, tileGap } from '@/components/asset-grid';
import { LAYOUT_WARM_UP_ROUNDS, warmUpLayoutRound } from '@/lib/justified-layout';

// Progress is kept across calls: the skeleton mounts twice (before the list, then as the grid's
// placeholder).
let done = 0;
/** Longest an idle step goes on starting rounds, in milliseconds: well under one frame. */
const STEP_BUDGET_MS = 6;

/**
 * Buys: the first layout of a large list runs compiled, not as one long interpreted pass (the
 * bench's layout rows). While the list loads, lays out the layout's warm-up list a round at a time in idle periods, so
 * the real pass over a large list runs compiled (one round per step rather than all in one go:
 * the first, interpreted rounds are the slow ones on a loaded machine). Returns a function that
 * stops it.
 */
export function scheduleLayoutWarmUp(): () => void {
  if (typeof requestIdleCallback !== 'function' || done >= LAYOUT_WARM_UP_ROUNDS) return () => {};
  let handle = 0;
  const step = (deadline: IdleDeadline) => {
    // One round always (a timed-out callback has no idle time left), more while idle time lasts,
    // but well under a frame: an idle period can be several frames long, input that arrives meanwhile
    // waits for this task, and with 48 rounds to run one callback could fill a whole period.
    const started = performance.now();
    do warmUpLayoutRound(done++, { sizesAt: gridSizes, gap: tileGap });
    while (done < LAYOUT_WARM_UP_ROUNDS && !deadline.didTimeout && deadline.timeRemaining() > 5 && performance.now() - started < STEP_BUDGET_MS);
    if (done < LAYOUT_WARM_UP_ROUNDS) handle = requestIdleCallback(step, { timeout: 500 });
  };
  handle = requestIdleCallback(step, { timeout: 500 });
  return () => cancelIdleCallback(handle);
}

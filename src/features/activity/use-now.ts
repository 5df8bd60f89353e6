/**
 * The current time, re-read once a minute by every subscriber through one shared timer, so a list of
 * a hundred relative times costs one interval, and they all change together.
 */
import { useSyncExternalStore } from 'react';
import { RELATIVE_TIME_TICK_MS } from '@/lib/relative-time';

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, RELATIVE_TIME_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** ms since epoch, updated every minute while mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** Refreshes a value older than one tick (first render, tab asleep); stable within a tick. */
function getSnapshot(): number {
  if (Date.now() - now >= RELATIVE_TIME_TICK_MS) now = Date.now();
  return now;
}

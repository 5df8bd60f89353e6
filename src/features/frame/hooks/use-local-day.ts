import { useEffect, useEffectEvent, useState } from 'react';
import { localDate } from '@/lib/local-date';

/** How long after local midnight the new day's memories are asked for (a server's own clock may lag). */
export const AFTER_MIDNIGHT_MS = 5_000;

/** ms from `now` to the next local midnight plus {@link AFTER_MIDNIGHT_MS}. */
export function msToNextDay(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, AFTER_MIDNIGHT_MS);
  return next.getTime() - now.getTime();
}

/**
 * The viewer's local day (`YYYY-MM-DD`), which changes shortly after local midnight, and a wake-up
 * call: `onWake` runs then and whenever the page becomes visible again (a tablet that slept may
 * have missed midnight, or the server may have changed meanwhile). One timer at a time.
 */
export function useLocalDay(onWake: () => void): string {
  const [day, setDay] = useState(() => localDate(new Date()));
  const wake = useEffectEvent(() => {
    setDay(localDate(new Date()));
    onWake();
  });
  useEffect(() => {
    const timer = window.setTimeout(wake, msToNextDay(new Date()));
    const onVisibility = () => {
      if (document.visibilityState === 'visible') wake();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [day]);
  return day;
}

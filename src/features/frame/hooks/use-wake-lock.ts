import { useEffect } from 'react';

/**
 * Keeps the screen on while `isActive` (Screen Wake Lock). The browser lets the lock go when the
 * page is hidden; it is asked for again when the page is visible again. Where the API is missing
 * or refuses (no user gesture yet, battery saver), the frame runs all the same.
 */
export function useWakeLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let isStopped = false;
    const acquire = () => {
      if (isStopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (isStopped) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      isStopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, [isActive]);
}

import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/schedule';

/**
 * After the page has loaded and the browser is idle (the service worker is nobody's first task),
 * and while online (offline, fetching its script can only fail).
 */
function afterFirstScreen(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (!navigator.onLine) {
      window.addEventListener('online', idle, { once: true });
      return;
    }
    cancel = whenIdle(run, 5000, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    window.removeEventListener('online', idle);
    cancel();
  };
}

/**
 * Registers the service worker once the first screen is up (built app only, where the browser has
 * service workers) and returns, once a new version is waiting, the function that switches to it
 * by reloading. Later reports of the same waiting version change nothing.
 */
export function useAppUpdate(): (() => void) | undefined {
  const [reload, setReload] = useState<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let active = true;
    let stopWaiting = () => {};
    const register = () => {
      import('./register-service-worker').then(
        ({ registerServiceWorker }) =>
          registerServiceWorker((next) => {
            if (active) setReload((known) => known ?? next);
          }),
        // its code could not be fetched (the connection went between the check and the request):
        // the next time the browser is online and idle
        () => {
          if (active) stopWaiting = afterFirstScreen(register);
        },
      );
    };
    stopWaiting = afterFirstScreen(register);
    return () => {
      active = false;
      stopWaiting();
    };
  }, []);
  return reload;
}

/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (a lazy chunk of its own, loaded after the first screen: nothing
 * of it is in the start-up code). A new version is installed in the background and then waits;
 * `onUpdate` gets the function that activates it and reloads the page once (ADR 091).
 */
import { registerSW } from 'virtual:pwa-register';

/** How often an open tab asks whether a new version is out. */
const updateCheckMs = 60 * 60 * 1000;

export function registerServiceWorker(onUpdate: (reload: () => void) => void): void {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const update = registerSW({
    onNeedRefresh: () =>
      onUpdate(() => {
        // The new worker takes over, then the page reloads into it. Our own listener rather than the
        // library's: it reloads only for a tab that was already controlled when it registered, and a
        // tab open since the first install is not.
        navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
        void update();
      }),
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, updateCheckMs);
    },
  });
}

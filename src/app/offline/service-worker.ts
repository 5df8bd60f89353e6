/// <reference lib="webworker" />
/**
 * Keepsake's service worker (ADR 091), built by vite-plugin-pwa with the build's file list in
 * `self.__WB_MANIFEST`.
 *
 * - The built app (hashed code, styles, message catalogs, workers, icons, the index.html shell) is
 *   precached and served from the cache: a repeat visit fetches no code, and an offline start has
 *   everything the shell needs.
 * - A page load goes to the network first (the server's HTML may carry hints for the route being
 *   opened); only when that fails or takes too long does the precached shell answer. The network's
 *   HTML is never stored.
 * - Everything else, `/api` above all (signed-in data, thumbnails marked `private`), is not
 *   touched: no route matches it, so the browser fetches it as if there were no worker.
 * - A new version waits until the page says so (the "Reload" of the update notice), so one page
 *   never runs old and new files side by side.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The precached app shell, the offline answer to any page load. */
const shellUrl = '/index.html';
/** How long a page load waits for the network before the shell answers instead. */
const pageLoadTimeoutSeconds = 4;

// Page loads first: registered before the precache's own route, so `/` is not answered from the cache.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: pageLoadTimeoutSeconds,
      plugins: [{ handlerDidError: async () => (await matchPrecache(shellUrl)) ?? Response.error() }],
    }),
    // a link straight to the API (an original photo opened in a tab) is never answered with the app
    { denylist: [/^\/api(\/|$)/] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [] });
cleanupOutdatedCaches();

// The first install takes the open page at once (same build, nothing to mix); an update waits.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * The service worker keeps only the app's own files (Workbox's precache). Any other cache in this
 * origin's Cache Storage could hold something of the signed-in user's, so signing out deletes
 * every cache but the precache (ADR 091).
 */
const appFilesCache = /^workbox-precache/;

export async function forgetCachedUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !appFilesCache.test(name)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage unavailable (opaque origin, privacy mode): nothing could have been kept there
  }
}

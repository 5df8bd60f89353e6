/**
 * The id of the element in which a page sent with its first picture lists the app's start-up
 * files instead of preloading them (server/http/static.ts, ADR 120).
 */
export const APP_PRELOADS_ID = 'keepsake-app-preloads';

/**
 * Buys: a page whose first picture the server started (a memory's first photo, Then and Now's
 * first slide) downloads that picture and its first script alone, and the app's files only once
 * the picture is on screen: the app's start waits for it anyway (`appMayStart`), and its dozens of
 * files, downloaded and compiled meanwhile, slowed the picture. Then every file is asked for at
 * once, as the page's own preloads would have, not one step of the start after another. Once per
 * page; only the app's own files (`/assets/…`) are asked for.
 */
export function preloadAppChunks(doc: Document = document): void {
  const list = doc.getElementById(APP_PRELOADS_ID);
  if (!list) return;
  list.remove();
  let files: unknown;
  try {
    files = JSON.parse(list.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

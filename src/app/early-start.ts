import { preloadPersonAssetList } from '@/api/large-list/load-person-assets';
import { preloadFirstThumbnails, sortOrderOf } from '@/features/person/preload-first-thumbnails';

// Part of the app's entry chunk, which is evaluated before React and the app have loaded: it
// imports modules, not barrels (`@/api` would bring zod and every schema with it).

/** `/people/:id…`: the page whose list (up to hundreds of MB) is worth starting before the app. */
export const personPage = /^\/people\/([^/]+)/;

/**
 * On a person page, starts the photo list in its worker as soon as the entry runs, while React,
 * the router and the schemas are still downloading and compiling (ADR 034), and asks for the
 * first rows' thumbnails the moment the first of the list is here (its first page, on servers
 * that page it; oldest first, the whole list). The page's query adopts the load (see
 * `preloadPersonAssetList`); the route's loader finds it started and does nothing.
 */
export function startPersonPageEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  const match = personPage.exec(location.pathname);
  if (!match?.[1]) return;
  let personId: string;
  try {
    personId = decodeURIComponent(match[1]);
  } catch {
    return; // a malformed address: the router will show its not-found page
  }
  const order = sortOrderOf(new URLSearchParams(location.search));
  // (nothing has asked the server's version yet: the query layer adopts this answer)
  const load = preloadPersonAssetList(personId, { askVersion: true });
  (order === 'oldest' ? load?.done : load?.first)?.then(
    ({ list }) => preloadFirstThumbnails(list, order),
    () => undefined, // the page shows the error when its query adopts the load
  );
}

import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { assetThumbnailUrl, memoryQueries, personQueries, type Memory, type PersonAssetList } from '@/api';
import { indexOfAsset } from '@/features/memory/model/memory-assets';
import { TODAY_FIRST_COVERS, todaysMemories } from '@/features/memory/model/todays-memories';
import { preloadFirstThumbnails, sortOrderOf } from '@/features/person/preload-first-thumbnails';
import { preloadImage } from '@/lib/preload-image';

/**
 * The first images of a page asked for as soon as its data is here (ADR 125), not when the page's
 * code has loaded and rendered: the same high-priority `<link rel="preload" as="image">` the page
 * adds itself later (and then finds), so the `<img>` uses the same response.
 */

/** Calls `then` with the query's data once `ready` says it will do; gives up if it fails or is removed. */
function whenData<T>(queryClient: QueryClient, queryKey: QueryKey, ready: (data: T) => boolean, then: (data: T) => void): void {
  const cache = queryClient.getQueryCache();
  const hash = hashKey(queryKey);
  const check = (): boolean => {
    const query = cache.find<T>({ queryKey, exact: true });
    if (query?.state.status === 'error') return true;
    const data = query?.state.data;
    if (data === undefined || !ready(data)) return false;
    then(data);
    return true;
  };
  if (check()) return;
  const stop = cache.subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    if (event.type === 'removed' || check()) stop();
  });
}

/**
 * Whether the address is `prefix` + the id: the page being opened. Where the address is another
 * page's (a page's data started for a link not yet followed), that page asks for its images
 * itself once it is open.
 */
const isOpenOn = (prefix: string, id: string) => location.pathname === `${prefix}${encodeURIComponent(id)}` || location.pathname.startsWith(`${prefix}${encodeURIComponent(id)}/`);

/** The memory's first photo (or the `?asset=` one), as its story shows it first. */
export function preloadFirstPhoto(queryClient: QueryClient, id: string): void {
  if (!isOpenOn('/memories/', id)) return;
  whenData<Memory>(queryClient, memoryQueries.detail(id).queryKey, () => true, (memory) => {
    const first = memory.assets[indexOfAsset(memory.assets, new URLSearchParams(location.search).get('asset'))];
    if (first) preloadImage(assetThumbnailUrl(first.id, 'preview'));
  });
}

/** The first rows of a person's grid, in the order of the page's address. */
export function preloadPersonFirstRows(queryClient: QueryClient, id: string): void {
  if (!isOpenOn('/people/', id)) return;
  const order = sortOrderOf(new URLSearchParams(location.search));
  // a list asked in the page's order shows its first rows at once; one packed the other way (a
  // server that ignored the order) only once it is whole
  const ready = (list: PersonAssetList) => list.count > 0 && (list.order === order || !list.partial);
  whenData<PersonAssetList>(queryClient, personQueries.assets(id, order).queryKey, ready, (list) => preloadFirstThumbnails(list.inOrder(order)));
}

/** The covers of the memories page's first cards: today's memories, newest first, as the page shows them. */
export function preloadMemoriesFirstCovers(queryClient: QueryClient): void {
  if (!/^\/memories\/?$/.test(location.pathname)) return;
  whenData<Memory[]>(queryClient, memoryQueries.list().queryKey, () => true, (memories) => {
    for (const memory of todaysMemories(memories, new Date()).slice(0, TODAY_FIRST_COVERS)) {
      const cover = memory.assets[0];
      if (cover) preloadImage(assetThumbnailUrl(cover.id, 'thumbnail'));
    }
  });
}

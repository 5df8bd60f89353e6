import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { memoryQueries, personQueries } from '@/api';
import { preloadFirstPhoto, preloadMemoriesFirstCovers, preloadPersonFirstRows } from './first-images';

/** A page whose data is started before it renders: its route path and what it reads first. */
interface PageData {
  /** the route's path, relative as in the route table */
  path: string;
  /** `search`: the address's query string (`?order=oldest` asks a person's list oldest first) */
  start: (queryClient: QueryClient, id: string, search?: string) => void;
}

/**
 * The data each page reads first. Its route starts it as it renders, and so does the app's start-up for
 * the page it opens on, before the rest of the app is evaluated. Both call `prefetchQuery` with the
 * options the page reads, so the route, start-up and the page share one request. The first
 * images are asked for as soon as that data is here (first-images.ts).
 */
export const pageData = {
  memory: {
    path: 'memories/:id',
    start: (queryClient, id) => {
      void queryClient.prefetchQuery(memoryQueries.detail(id));
      preloadFirstPhoto(queryClient, id);
    },
  },
  // before `person`, whose path also matches it: the first page that matches is started
  thenAndNow: {
    path: 'people/:id/then-and-now',
    start: (queryClient, id) => {
      void queryClient.prefetchQuery(personQueries.assets(id));
      void queryClient.prefetchQuery(personQueries.detail(id));
    },
  },
  person: {
    path: 'people/:id/*',
    start: (queryClient, id, search = '') => {
      void queryClient.prefetchQuery(personQueries.assets(id, new URLSearchParams(search).get('order') === 'oldest' ? 'oldest' : 'newest'));
      void queryClient.prefetchQuery(personQueries.detail(id));
      preloadPersonFirstRows(queryClient, id);
    },
  },
} satisfies Record<string, PageData>;

/**
 * The memories page's lists, started by its route beside the page's code (and by start-up
 * when the app opens on it): today's first
 * (its cards are the first on screen), then the saved ones and the first page of the past.
 */
export function startMemoriesPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(memoryQueries.list());
  preloadMemoriesFirstCovers(queryClient);
  void queryClient.prefetchQuery(memoryQueries.saved());
  void queryClient.prefetchInfiniteQuery(memoryQueries.history());
}

/** `:id` as the router hands it to the page (decoded), or `undefined` for a malformed one. */
function decoded(id: string | undefined): string | undefined {
  try {
    return id ? decodeURIComponent(id) : undefined;
  } catch {
    return undefined; // the router shows its not-found page
  }
}

/** Starts the data of the page at `pathname` and `search` (as in `location`), if it is one of {@link pageData}'s. */
export function startPageData(queryClient: QueryClient, pathname: string, search = ''): void {
  for (const page of Object.values(pageData)) {
    const id = decoded(matchPath(`/${page.path}`, pathname)?.params.id);
    if (id) {
      page.start(queryClient, id, search);
      return;
    }
  }
  if (matchPath('/memories', pathname)) startMemoriesPage(queryClient);
}

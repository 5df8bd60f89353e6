import type { Namespace } from '@/i18n';

/**
 * Each page's message catalogs besides the shell's (`app`, which holds the sign-in page's and the
 * home page's): its route loads them beside its code (router.tsx).
 */
export const PAGE_NAMESPACES = {
  frame: ['frame', 'memory'],
  login: [],
  home: [],
  memories: ['memory'],
  memory: ['memory'],
  people: ['people'],
  person: ['person', 'people'],
  // the story's controls speak the memory player's words (play, pause, slide)
  thenAndNow: ['people', 'memory'],
  album: ['activity'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageName = keyof typeof PAGE_NAMESPACES;

/**
 * The pages with catalogs of their own, by address, as the route table matches them (React
 * Router's matching ignores case and a trailing slash; router.test.tsx checks that both tables
 * agree). The first that matches wins.
 */
const PAGES_AT: readonly (readonly [RegExp, PageName])[] = [
  [/^\/frame\/?$/i, 'frame'],
  [/^\/memories\/?$/i, 'memories'],
  [/^\/memories\/[^/]+\/?$/i, 'memory'],
  [/^\/people\/?$/i, 'people'],
  [/^\/people\/[^/]+\/then-and-now\/?$/i, 'thenAndNow'],
  [/^\/people\/[^/]+(?:\/.*)?$/i, 'person'],
  [/^\/albums\/[^/]+(?:\/.*)?$/i, 'album'],
];

/**
 * The catalogs of the page at `pathname`, which the app's start asks for with its own files
 * (main.tsx): on a deep link they then download beside the app's code, instead of once the app has
 * run and its router asks for the page.
 */
export function namespacesAt(pathname: string): Namespace[] {
  const page = PAGES_AT.find(([pattern]) => pattern.test(pathname))?.[1];
  return page ? [...PAGE_NAMESPACES[page]] : [];
}

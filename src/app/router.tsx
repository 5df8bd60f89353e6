import { lazy, Suspense, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, Outlet, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { AppFrame, pageKey } from './layout/app-frame';
import { PageLoading } from './page-loading';
import { SignedInLayout } from './layout/signed-in-layout';
import { RouteErrorBoundary } from './route-error';
import { NotFoundPage } from './not-found';
import { pageData, startMemoriesPage } from './page-data';
import { PAGE_NAMESPACES, type PageName } from './page-namespaces';
import { loadNamespaces } from '@/i18n';

/** What a lazy route module exports: a thin component that reads the params and renders its feature. */
interface RouteModule {
  Component: ComponentType;
  /**
   * Code of its own that the page's first render at `pathname` and `search` shows besides the page
   * (a photo's viewer, for a link to the photo): loaded with the page's, so that the first render
   * draws it too rather than its place, then the part a moment later (ADR 122).
   */
  firstRenderNeeds?: (pathname: string, search: string) => Promise<unknown> | undefined;
}

/** A page's code, loaded once: `load` starts it (start-up does for the page it opens on), `Component` renders it. */
interface LazyPage {
  name: PageName;
  load: (pathname?: string, search?: string) => Promise<RouteModule>;
  Component: ComponentType;
}

/**
 * A lazy page: its code and its messages (in the reader's language, `PAGE_NAMESPACES`) load side by
 * side, once. Every page is one, so that a page's first screen loads no other page's code (ADR 126).
 */
function lazyPage(name: PageName, load: () => Promise<RouteModule>): LazyPage {
  const namespaces = PAGE_NAMESPACES[name];
  let loading: Promise<RouteModule> | undefined;
  let loaded: RouteModule | undefined;
  const loadOnce = (pathname: string = location.pathname, search: string = location.search) => {
    loading ??= Promise.all([load(), namespaces.length > 0 && loadNamespaces(...namespaces)]).then(async ([module]) => {
      // (a part that does not load is the page's to show when it renders it)
      await module.firstRenderNeeds?.(pathname, search)?.catch(() => undefined);
      return (loaded = module);
    });
    // a failed download is tried again by the next render (the error boundary reloads the page)
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await loadOnce()).Component }));
  // A page whose code and messages are here renders at once. `lazy` would suspend all the same (its
  // first render awaits a new promise), and React holds the content that replaces a fallback it has
  // just shown for a moment (300 ms): on the first screen, the page would wait for nothing. (Unlike
  // `lazyComponent`, no `Suspense` of its own: a navigation, a transition, keeps the previous page
  // on screen while the next one's code loads, which a new boundary's fallback would replace.)
  function Component() {
    return loaded ? <loaded.Component /> : <Lazy />;
  }
  return { name, load: loadOnce, Component };
}

const pages = {
  frame: lazyPage('frame', () => import('./routes/frame')),
  login: lazyPage('login', () => import('./routes/login')),
  home: lazyPage('home', () => import('./routes/home')),
  memories: lazyPage('memories', () => import('./routes/memories')),
  memory: lazyPage('memory', () => import('./routes/memory')),
  people: lazyPage('people', () => import('./routes/people')),
  person: lazyPage('person', () => import('./routes/person')),
  thenAndNow: lazyPage('thenAndNow', () => import('./routes/then-and-now')),
  // The page sends the outbox's mutations (their defaults are registered as it renders), and the
  // code that keeps paused ones across a reload is loaded with it: the providers start it when
  // idle, and a comment written offline on this page must not wait for that.
  album: lazyPage('album', async () => (await Promise.all([import('./routes/album'), import('./offline-queue')]))[0]),
} satisfies Record<string, LazyPage>;

/** The page's data, started as its route renders (again only for another id), beside its code. */
type StartData = (queryClient: QueryClient, id: string | undefined, search: string) => void;

/** The page whose data was started last, per client (the app has one; tests one each). */
const started = new WeakMap<QueryClient, string>();

/**
 * A route's element: its data started before its code is awaited (rendering the route starts both,
 * so neither waits for the other), the page inside its own error boundary. While the code
 * downloads, {@link Root}'s `Suspense` keeps the previous page on screen (navigations are
 * transitions) or, on the first screen, shows the loading page.
 */
function Page({ page, start }: { page: LazyPage; start?: StartData }) {
  const queryClient = useQueryClient();
  const { id } = useParams();
  const { pathname, search } = useLocation();
  // Again only for another page or id: opening a photo or changing the order is the same page, not
  // a new load. Idempotent besides (`prefetchQuery` joins a request in flight).
  const key = `${pageKey(pathname)}|${id ?? ''}`;
  if (started.get(queryClient) !== key) {
    started.set(queryClient, key);
    start?.(queryClient, id, search);
  }
  return (
    <RouteErrorBoundary page={pageKey(pathname)}>
      <page.Component />
    </RouteErrorBoundary>
  );
}

const startMemory: StartData = (queryClient, id) => id && pageData.memory.start(queryClient, id);
const startPerson: StartData = (queryClient, id, search) => id && pageData.person.start(queryClient, id, search);
const startThenAndNow: StartData = (queryClient, id) => id && pageData.thenAndNow.start(queryClient, id);
const startMemories: StartData = (queryClient) => startMemoriesPage(queryClient);

/** A route of the table and the page it shows (read by {@link preloadRoute}). */
type AppRoute = RouteObject & { page?: LazyPage; children?: AppRoute[] };

const page = (path: string, lazyPage: LazyPage, start?: StartData): AppRoute => ({ path, page: lazyPage, element: <Page page={lazyPage} start={start} /> });

/** Around every route: the loading page while the first page's code downloads, and the last resort for an error. */
function Root() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary page={pageKey(pathname)}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The route table; the paths of pages whose data starts early are `pageData`'s. */
const routes: AppRoute[] = [
  {
    element: <Root />,
    children: [
  // Frame mode: signed in, the whole screen, outside the app's frame (no header, banner or notice
  // over the photos: it says itself when the server is away), and its own "sign in again" screen
  // rather than a trip to the sign-in page (session.ts; ADR 102).
  page('frame', pages.frame),
  {
    element: <AppFrame />,
    children: [
      page('login', pages.login),
      {
        element: <SignedInLayout />,
        children: [
          { index: true, page: pages.home, element: <Page page={pages.home} /> },
          page('memories', pages.memories, startMemories),
          page(pageData.memory.path, pages.memory, startMemory),
          page('people', pages.people),
          // (more specific than the person page's `people/:id/*`, so it wins)
          page(pageData.thenAndNow.path, pages.thenAndNow, startThenAndNow),
          page(pageData.person.path, pages.person, startPerson),
          page('albums/:id/*', pages.album),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
    ],
  },
];

/** Paths whose pages show their own sign-in screen: a 401 there does not send the reader away. */
export const OWN_SIGN_IN = ['/frame'];

/**
 * Starts the code of the page at `pathname` and `search`, before React renders it (start-up does,
 * for the page it opens on, and renders once it is here); settles when it is, or has failed (the
 * route then renders its error).
 */
export function preloadRoute(pathname: string, search = ''): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.page ? [route.page.load(pathname, search)] : []));
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/** The page the route table shows at `pathname`, if it is one of its lazy pages. */
export function pageAt(pathname: string): PageName | undefined {
  return (matchRoutes(routes, pathname) ?? []).findLast(({ route }) => route.page)?.route.page?.name;
}

/** The app's routes, rendered inside a router (the browser's in the app, a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

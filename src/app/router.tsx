import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { preloadPersonAssetList } from '@/api/large-list';
import { personPage } from './early-start';
import { AppFrame } from './layout/app-frame';
import { SignedInLayout } from './layout/signed-in-layout';
import { RouteError } from './route-error';
import { NotFoundPage } from './not-found';
import { PageLoading } from './page-loading';
import { LoginPage } from './login/login-page';
import { HomePage } from './home/home-page';

/** What a lazy route module exports (see the team brief: thin, params -> feature component). */
interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** A lazy route: the module's own error boundary if it has one, else the shell's. */
function lazyRoute(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return { Component: module.Component, ErrorBoundary: module.ErrorBoundary ?? RouteError };
  };
}

/** The person page's code (with the grid's): also fetched ahead of the router, see {@link prefetchRouteCode}. */
const loadPersonRoute = () => import('./routes/person');

/**
 * Starts downloading the code of the page at `pathname` before the router exists: `main.tsx`
 * creates the router a few start-up steps after this module (ADR 034), and the lazy route would
 * only be asked for then. Only the person page, whose first row of photos is measured (ADR 034
 * addendum). The module evaluates once loaded; the router's `lazy` then finds it.
 */
export function prefetchRouteCode(pathname: string): void {
  if (personPage.test(pathname)) loadPersonRoute().catch(() => undefined); // the router reports a failure
}

/** The route table; exported for tests (which render it in a memory router). */
export const routes: RouteObject[] = [
  {
    Component: AppFrame,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: 'login', Component: LoginPage, ErrorBoundary: RouteError },
      {
        Component: SignedInLayout,
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomePage, ErrorBoundary: RouteError },
          { path: 'memories/:id', lazy: lazyRoute(() => import('./routes/memory')) },
          {
            path: 'people/:id/*',
            // Starts the (possibly large) photo list in parallel with the route's code instead of
            // after it; the page's query adopts the load. Returns at once: nothing waits on it.
            loader: ({ params }) => {
              void preloadPersonAssetList(params.id ?? '');
              return null;
            },
            // Only for another person: opening photos or changing the order must not start a new load.
            shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
            lazy: lazyRoute(loadPersonRoute),
          },
          { path: 'albums/:id/*', lazy: lazyRoute(() => import('./routes/album')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** The app's router (browser history). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The router type, for code that navigates outside React (the 401 redirect). */
export type AppRouter = ReturnType<typeof createAppRouter>;

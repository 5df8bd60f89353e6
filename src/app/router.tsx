import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppFrame } from './layout/app-frame';
import { SignedInLayout } from './layout/signed-in-layout';
import { RouteError } from './route-error';
import { NotFoundPage } from './not-found';
import { PageLoading } from './page-loading';
import { pageData, startMemoriesPage } from './page-data';
import type { RouteHandle } from './route-handle';
import { loadNamespaces, type Namespace } from '@/i18n';

/** What a lazy route module exports: a thin component that reads the params and renders its feature. */
interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * A lazy route: its code and its messages (in the reader's language) load side by side; the module's
 * own error boundary if it has one, else the shell's. Every page is one, so that a page's first
 * screen loads no other page's code (ADR 096).
 */
function lazyRoute(load: () => Promise<RouteModule>, namespace?: Namespace): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), namespace && loadNamespaces(namespace)]);
    return { Component: module.Component, ErrorBoundary: module.ErrorBoundary ?? RouteError };
  };
}

/**
 * The route table; exported for tests (which render it in a memory router). Loaders start the
 * page's data (`pageData`) and return at once: the request runs in parallel with the route's lazy
 * code, and the page finds it in flight or in the cache.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // Frame mode: signed in, the whole screen, outside the app's frame (no header, banner or
    // notice over the photos: it says itself when the server is away), and its own "sign in
    // again" screen rather than a trip to the sign-in page (`handle`, session.ts; ADR 102).
    {
      path: 'frame',
      handle: { ownSignIn: true } satisfies RouteHandle,
      HydrateFallback: PageLoading,
      lazy: lazyRoute(async () => (await Promise.all([import('./routes/frame'), loadNamespaces('memory')]))[0], 'frame'),
    },
    {
      Component: AppFrame,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        // The shell's messages (`app`) hold the sign-in page's and the home page's.
        { path: 'login', lazy: lazyRoute(() => import('./routes/login')) },
        {
          Component: SignedInLayout,
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: lazyRoute(() => import('./routes/home')) },
            {
              path: 'memories',
              loader: () => {
                startMemoriesPage(queryClient);
                return null;
              },
              lazy: lazyRoute(() => import('./routes/memories'), 'memory'),
            },
            {
              path: pageData.memory.path,
              loader: ({ params }) => {
                if (params.id) pageData.memory.start(queryClient, params.id);
                return null;
              },
              lazy: lazyRoute(() => import('./routes/memory'), 'memory'),
            },
            { path: 'people', lazy: lazyRoute(() => import('./routes/people'), 'people') },
            {
              // (more specific than the person page's `people/:id/*`, so it wins)
              path: pageData.thenAndNow.path,
              loader: ({ params }) => {
                if (params.id) pageData.thenAndNow.start(queryClient, params.id);
                return null;
              },
              // the story's controls speak the memory player's words (play, pause, slide)
              lazy: lazyRoute(async () => (await Promise.all([import('./routes/then-and-now'), loadNamespaces('memory')]))[0], 'people'),
            },
            {
              path: pageData.person.path,
              loader: ({ params, request }) => {
                if (params.id) pageData.person.start(queryClient, params.id, new URL(request.url).search);
                return null;
              },
              // Only for another person: opening photos or changing the order must not start a new load.
              shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
              lazy: lazyRoute(async () => (await Promise.all([import('./routes/person'), loadNamespaces('people')]))[0], 'person'),
            },
            {
              path: 'albums/:id/*',
              // The page sends the outbox's mutations: their defaults are registered before it renders,
              // and the code that keeps paused ones across a reload is loaded with it (the providers
              // start it when idle; a comment written offline on this page must not wait for that).
              lazy: lazyRoute(async () => {
                const [module, defaults] = await Promise.all([import('./routes/album'), import('./mutation-defaults'), import('./offline-queue')]);
                defaults.registerMutationDefaults(queryClient);
                return module;
              }, 'activity'),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The app's router (browser history). */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/** The router type, for code that navigates outside React (the 401 redirect). */
export type AppRouter = ReturnType<typeof createAppRouter>;

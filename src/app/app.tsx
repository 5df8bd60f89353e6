import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { redirectToSignInOnUnauthorized } from './session';

/**
 * The one router of the tab. Creating it starts the first navigation: the route's loader (its
 * data, through `queryClient`) and its lazy code.
 */
export function createRouter(queryClient: QueryClient): AppRouter {
  const router = createAppRouter(queryClient);
  redirectToSignInOnUnauthorized(router);
  return router;
}

/** Props of {@link App}. */
export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/** The whole app: providers around the router. */
export function App({ queryClient, router }: AppProps) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

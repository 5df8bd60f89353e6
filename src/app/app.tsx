import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api';
import { Providers, prepareQueryClient } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { redirectToSignInOnUnauthorized } from './session';

/** The one query client of the tab, with the mutation defaults the offline queue needs. */
export function createAppQueryClient(): QueryClient {
  return prepareQueryClient(createQueryClient());
}

/**
 * The one router of the tab. Creating it starts the first navigation (route loaders, lazy route
 * code), so `main.tsx` calls it in a task of its own, after the query client exists.
 */
export function createRouter(): AppRouter {
  const router = createAppRouter();
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

import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api';
import { Providers, prepareQueryClient } from './providers';
import { createAppRouter } from './router';
import { redirectToSignInOnUnauthorized } from './session';

// One query client and one router for the life of the tab.
const queryClient = prepareQueryClient(createQueryClient());
const router = createAppRouter();
redirectToSignInOnUnauthorized(router);

/** The whole app: providers around the router. */
export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

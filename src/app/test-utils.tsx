import { configure } from '@testing-library/react';
import { renderRoutes, testQueryClient } from '@/test/render';
import { appRoutes } from './router';

// The whole app renders in these tests (router, lazy routes, several queries): on a busy
// machine the first render can take longer than Testing Library's default wait.
configure({ asyncUtilTimeout: 5_000 });

/** Renders the app's real route table at `path` in a memory router. */
export function renderApp(path: string | { pathname: string; state?: unknown }, queryClient = testQueryClient()) {
  return renderRoutes(appRoutes(queryClient), path, queryClient);
}

import { useLayoutEffect } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { testQueryClient } from '@/test/render';
import { SignInOnUnauthorized } from './app';
import { AppRoutes } from './router';

// The whole app renders in these tests (router, lazy routes, several queries): on a busy
// machine the first render can take longer than Testing Library's default wait.
configure({ asyncUtilTimeout: 5_000 });

/** What the router shows, as of its last commit. */
interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

/** Options of {@link renderApp}. */
interface RenderAppOptions {
  /** a 401 sends the reader to sign-in, as in the app */
  signInOnUnauthorized?: boolean;
}

/** Renders the app's real route table at `path` in a memory router; `router.state` says where it is. */
export function renderApp(path: string | { pathname: string; state?: unknown }, queryClient = testQueryClient(), options: RenderAppOptions = {}) {
  let state: RouterState | undefined;
  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    useLayoutEffect(() => {
      state = { location, historyAction };
    });
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        {options.signInOnUnauthorized && <SignInOnUnauthorized />}
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const router = {
    get state(): RouterState {
      if (!state) throw new Error('the router has not rendered');
      return state;
    },
  };
  return { ...result, router, queryClient };
}

import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { redirectToSignInOnUnauthorized } from './session';

export { preloadRoute } from './router';

/** Sends the reader to sign-in on a 401 (session.ts), from inside the router. */
export function SignInOnUnauthorized() {
  const location = useLocation();
  const navigate = useNavigate();
  const router = useRef({ location, navigate });
  useEffect(() => {
    router.current = { location, navigate };
  });
  useEffect(
    () =>
      redirectToSignInOnUnauthorized({
        location: () => router.current.location,
        navigate: (to, options) => void router.current.navigate(to, options),
      }),
    [],
  );
  return null;
}

/** Props of {@link App}. */
export interface AppProps {
  queryClient: QueryClient;
}

/** The whole app: providers around the router. */
export function App({ queryClient }: AppProps) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <SignInOnUnauthorized />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}

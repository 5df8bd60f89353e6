import { setOnUnauthorized } from '@/api';
import { loginPath } from '@/components/error-state';
import type { AppRouter } from './router';

/** The part of the router the redirect needs (a memory router in tests). */
type Navigator = Pick<AppRouter, 'navigate' | 'state'>;

/**
 * A 401 from any request sends the user to sign-in, which brings them back here afterwards
 * (ADR 032). `replace`: Back should not return to a page that can only fail again. On the sign-in
 * page itself a 401 means wrong credentials and is shown there instead.
 */
export function redirectToSignInOnUnauthorized(router: Navigator): () => void {
  setOnUnauthorized(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate(loginPath(pathname + search + hash), { replace: true });
  });
  return () => setOnUnauthorized(undefined);
}

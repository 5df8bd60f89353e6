import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { serverQueries, setOnUnauthorized } from '@/api';
import { loginPath } from '@/components/error-state';
import { webStorage } from '@/lib/web-storage';
import { forgetCachedUserData } from './offline/cached-data';
import { offlineQueueStorageKey } from './providers';

/** What the redirect needs of the router: where the reader is, and a way to send them elsewhere. */
export interface Navigator {
  location: () => { pathname: string; search: string; hash: string };
  navigate: (to: string, options: { replace: boolean }) => void;
}

/** Pages that show their own sign-in screen (frame mode, ADR 102): a 401 leaves them where they are. */
const OWN_SIGN_IN = ['/frame'];

/**
 * A 401 from any request sends the user to sign-in, which brings them back here afterwards
 * (ADR 032). `replace`: Back should not return to a page that can only fail again. On the sign-in
 * page itself a 401 means wrong credentials and is shown there instead. The first 401 ends the
 * session in the query layer, so the page's other queries fail without a request and report it
 * here too: once on the way to sign-in (the location has not changed since), they change nothing
 * (ADR 067).
 */
export function redirectToSignInOnUnauthorized(router: Navigator): () => void {
  let sentFrom: unknown;
  setOnUnauthorized(() => {
    const location = router.location();
    if (location === sentFrom || location.pathname === '/login') return;
    if (OWN_SIGN_IN.some((path) => matchPath(path, location.pathname))) return;
    sentFrom = location;
    router.navigate(loginPath(location.pathname + location.search + location.hash), { replace: true });
  });
  return () => setOnUnauthorized(undefined);
}

/**
 * After "Sign out": forgets everything the leaving user's session left in this tab, so nothing of
 * theirs is shown to, or sent later as, the next person: cached queries, queued (paused)
 * mutations and their persisted copy, the tab's sessionStorage (unsent comments), and any cache
 * in Cache Storage but the app's own files. Keeps the sign-in page's demo probe.
 */
export function forgetSession(queryClient: QueryClient): void {
  const demoKey = serverQueries.demo().queryKey;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== demoKey[0] });
  queryClient.getMutationCache().clear();
  try {
    webStorage('localStorage')?.removeItem(offlineQueueStorageKey);
  } catch {
    // storage unavailable (privacy mode): nothing was kept there either
  }
  try {
    webStorage('sessionStorage')?.clear();
  } catch {
    // as above
  }
  void forgetCachedUserData();
}

import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { serverQueries, setOnUnauthorized } from '@/api';
import { loginPath } from '@/components/error-state';
import { webStorage } from '@/lib/web-storage';
import { forgetCachedUserData } from './offline/cached-data';
import type { RouteHandle } from './route-handle';
import { offlineQueueStorageKey } from './providers';

/** The part of the router the redirect needs (a memory router in tests). */
type Navigator = Pick<DataRouter, 'navigate' | 'state'>;

/**
 * A 401 from any request sends the user to sign-in, which brings them back here afterwards
 * (ADR 032). `replace`: Back should not return to a page that can only fail again. On the sign-in
 * page itself a 401 means wrong credentials and is shown there instead. The first 401 ends the
 * session in the query layer, so the page's other queries fail without a request and report it
 * here too: once on the way to sign-in, they change nothing (ADR 067). A page whose route says it
 * shows its own sign-in screen (`RouteHandle.ownSignIn`, frame mode) is left where it is.
 */
export function redirectToSignInOnUnauthorized(router: Navigator): () => void {
  setOnUnauthorized(() => {
    if (router.state.navigation.location?.pathname === '/login') return;
    const { pathname, search, hash } = router.state.location;
    if (pathname === '/login') return;
    if (router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.ownSignIn)) return;
    void router.navigate(loginPath(pathname + search + hash), { replace: true });
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

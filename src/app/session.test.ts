import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiFetch, isApiError } from '@/api';
import { redirectToSignInOnUnauthorized } from './session';
import { calledUrls, fakeApi } from '@/test/api';
import { renderApp } from './test-utils';
import { errorBody } from '@/test/recorded-samples';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function routerAt(path: string) {
  const url = new URL(path, 'http://keepsake.test');
  const location = { pathname: url.pathname, search: url.search, hash: url.hash };
  return { location: () => location, navigate: vi.fn() };
}

async function request401(path: string) {
  fakeApi({ [`GET /api${path}`]: { status: 401, body: errorBody(401, 'Authentication required', 'Unauthorized') } });
  await apiFetch(path).catch((e: unknown) => expect(isApiError(e) && e.kind).toBe('unauthorized'));
}

describe('redirectToSignInOnUnauthorized', () => {
  it('sends a 401 to sign-in with the current page as `next`, replacing the history entry', async () => {
    const router = routerAt('/people/7/photos/9?info=1#top');
    const { navigate } = router;
    stop = redirectToSignInOnUnauthorized(router);
    await request401('/people/7');
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fpeople%2F7%2Fphotos%2F9%3Finfo%3D1%23top', { replace: true });
  });

  it('stays put on the sign-in page (a 401 there is a wrong password)', async () => {
    const router = routerAt('/login?next=%2F');
    const { navigate } = router;
    stop = redirectToSignInOnUnauthorized(router);
    await request401('/users/me');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a page whose route shows its own sign-in screen where it is (frame mode)', async () => {
    const router = routerAt('/frame?clock=1');
    const { navigate } = router;
    stop = redirectToSignInOnUnauthorized(router);
    await request401('/memories');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops when unsubscribed', async () => {
    const router = routerAt('/');
    const { navigate } = router;
    redirectToSignInOnUnauthorized(router)();
    await request401('/users/me');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a signed-out visit', () => {
  it('sends one request that answers 401, then shows the sign-in page (not one 401 per query of the page)', async () => {
    const signedOut = { status: 401, body: errorBody(401, 'Authentication required', 'Unauthorized') };
    const api = fakeApi({
      'GET /api/users/me': signedOut,
      'GET /api/memories': signedOut,
      'GET /api/people': signedOut,
      'GET /api/albums': signedOut,
      'GET /api/keepsake/demo': { status: 404, body: errorBody(404, 'Cannot GET /api/keepsake/demo', 'Not Found') },
    });
    const { router } = renderApp('/', undefined, { signInOnUnauthorized: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // the sign-in page's own session check is answered by the 401 already seen, not sent again
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all(api.mock.results.map((r) => r.value as Promise<Response>));
    expect(answers.filter((response) => response.status === 401)).toHaveLength(1);
    expect(calledUrls(api).filter((url) => !url.startsWith('GET /api/server/version') && !url.startsWith('GET /api/keepsake/demo'))).toEqual(['GET /api/users/me']);
  });
});


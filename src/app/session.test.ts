import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { apiFetch, isApiError } from '@/api';
import { redirectToSignInOnUnauthorized } from './session';
import { fakeApi } from './test-utils';
import { errorBody } from './test-samples';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function routerAt(path: string) {
  return createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
}

async function request401(path: string) {
  fakeApi({ [`GET /api${path}`]: { status: 401, body: errorBody(401, 'Authentication required', 'Unauthorized') } });
  await apiFetch(path).catch((e: unknown) => expect(isApiError(e) && e.kind).toBe('unauthorized'));
}

describe('redirectToSignInOnUnauthorized', () => {
  it('sends a 401 to sign-in with the current page as `next`, replacing the history entry', async () => {
    const router = routerAt('/people/7/photos/9?info=1#top');
    const navigate = vi.spyOn(router, 'navigate');
    stop = redirectToSignInOnUnauthorized(router);
    await request401('/people/7');
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fpeople%2F7%2Fphotos%2F9%3Finfo%3D1%23top', { replace: true });
  });

  it('stays put on the sign-in page (a 401 there is a wrong password)', async () => {
    const router = routerAt('/login?next=%2F');
    const navigate = vi.spyOn(router, 'navigate');
    stop = redirectToSignInOnUnauthorized(router);
    await request401('/users/me');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops when unsubscribed', async () => {
    const router = routerAt('/');
    const navigate = vi.spyOn(router, 'navigate');
    redirectToSignInOnUnauthorized(router)();
    await request401('/users/me');
    expect(navigate).not.toHaveBeenCalled();
  });
});

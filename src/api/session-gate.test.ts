import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiFetch, passSessionGate, resetSession, setOnUnauthorized } from './client';
import { isApiError } from './errors';
import { login, logout } from './queries/auth';
import { jsonResponse, setupApiTests, stubFetch } from '@/test/api';

setupApiTests();

const Ok = z.object({ ok: z.boolean() });
const unauthorized = () => jsonResponse(401, { message: 'Authentication required', error: 'Unauthorized', statusCode: 401, correlationId: 'gate401' });

/** Settles every promise, returning what each was rejected with (or `ok`). */
const outcomes = (requests: Promise<unknown>[]) =>
  Promise.all(requests.map((r) => r.then(() => 'ok', (e: unknown) => (isApiError(e) ? e.kind : e))));

/** A page's queries at once: the user, memories, people and both album lists. */
const pageRequests = () => ['/users/me', '/memories', '/people', '/albums'].map((path) => apiFetch(path, { schema: Ok }));

/** Sets Immich's script-readable sign-in cookie, as a signed-in browser has it, and starts a fresh tab. */
function withSignedInCookie() {
  document.cookie = 'immich_is_authenticated=true; path=/';
  resetSession();
}

afterEach(() => {
  document.cookie = 'immich_is_authenticated=; path=/; max-age=0';
});

describe('the session gate: a signed-out visit costs one 401', () => {
  it('a fresh tab sends the first request alone; its 401 fails the others without sending them', async () => {
    const hook = vi.fn();
    setOnUnauthorized(hook);
    const fetch = stubFetch(() => unauthorized());
    expect(await outcomes(pageRequests())).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/users/me');
    expect(hook).toHaveBeenCalled();
    // and no request that needs a session starts until sign-in
    expect(await outcomes([apiFetch('/people/1', { schema: Ok })])).toEqual(['unauthorized']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a fresh tab whose first answer is not a 401 lets the others go', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubFetch(async () => {
      await held;
      return jsonResponse(200, { ok: true });
    });
    const requests = pageRequests();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    expect(await outcomes(requests)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('a first request that fails on the way (network) hands the check to the next one', async () => {
    let calls = 0;
    const fetch = stubFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return calls === 2 ? unauthorized() : jsonResponse(200, { ok: true });
    });
    expect(await outcomes(pageRequests())).toEqual(['network', 'unauthorized', 'unauthorized', 'unauthorized']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('the sign-in cookie lets every request go at once; a 401 then cancels those in flight', async () => {
    withSignedInCookie();
    const answers: ((response: Response) => void)[] = [];
    const fetch = stubFetch(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const requests = pageRequests();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    answers[0]!(unauthorized());
    expect(await outcomes(requests)).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('endpoints that answer without a session neither wait nor decide', async () => {
    const fetch = stubFetch((url) => (url.endsWith('/server/version') ? jsonResponse(200, { ok: true }) : unauthorized()));
    const version = apiFetch('/server/version', { schema: Ok });
    const page = pageRequests();
    expect(await outcomes([version, ...page])).toEqual(['ok', 'unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/server/version', '/api/users/me']);
    // still sent when signed out
    expect(await outcomes([apiFetch('/server/version', { schema: Ok })])).toEqual(['ok']);
  });

  it('sign-in opens the gate again; sign-out closes it', async () => {
    const fetch = stubFetch((url) => {
      if (url.endsWith('/auth/login')) return jsonResponse(201, { accessToken: 't', userId: 'u', userEmail: 'e', name: 'n' });
      if (url.endsWith('/auth/logout')) return jsonResponse(200, { successful: true, redirectUri: '/auth/login' });
      return fetch.mock.calls.some(([u]) => u === '/api/auth/login') ? jsonResponse(200, { ok: true }) : unauthorized();
    });
    expect(await outcomes(pageRequests())).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
    await login({ email: 'demo@keepsake.test', password: 'keepsake' });
    expect(await outcomes(pageRequests())).toEqual(['ok', 'ok', 'ok', 'ok']);
    await logout();
    const before = fetch.mock.calls.length;
    expect(await outcomes(pageRequests())).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
    expect(fetch).toHaveBeenCalledTimes(before);
  });

  it('a request cancelled while it waits rethrows its cancel and sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = apiFetch('/users/me', { schema: Ok });
    const controller = new AbortController();
    const waiting = apiFetch('/memories', { schema: Ok, signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(jsonResponse(200, { ok: true }));
    await expect(first).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a request sent elsewhere (the list worker’s) takes the check too: its 401 ends the session, and signed out it is not let through', async () => {
    const hook = vi.fn();
    setOnUnauthorized(hook);
    const fetch = stubFetch(() => jsonResponse(200, { ok: true }));
    const settle = await passSessionGate('/search/metadata');
    const waiting = pageRequests();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    settle(401);
    expect(await outcomes(waiting)).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
    expect(fetch).not.toHaveBeenCalled();
    expect(hook).toHaveBeenCalled();
    await expect(passSessionGate('/search/metadata')).rejects.toMatchObject({ kind: 'unauthorized' });
    // once its answer is not a 401, the others go
    resetSession();
    const again = await passSessionGate('/search/metadata');
    const next = pageRequests();
    again(200);
    expect(await outcomes(next)).toEqual(['ok', 'ok', 'ok', 'ok']);
  });
});

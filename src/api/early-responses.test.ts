import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiFetch, markSignedIn, resetSession } from './client';
import { EARLY_RESPONSE_TTL_MS, PRELOAD_WAIT_MS, claimPreloadedResponses, forgetEarlyResponses, takeEarlyResponse } from './early-responses';
import { jsonResponse, setupApiTests, stubFetch } from '@/test/api';
import { hintFetches } from '@/test/fetch-hints';

setupApiTests();

const Ok = z.object({ n: z.number() });

afterEach(() => {
  forgetEarlyResponses();
  resetSession();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('early responses', () => {
  it('claims each hinted URL once, the way the browser matches a preload, and the first GET reads it', async () => {
    let n = 0;
    const fetch = stubFetch(() => jsonResponse(200, { n: ++n }));
    hintFetches('/api/people/p1', '/api/server/version');
    claimPreloadedResponses();
    claimPreloadedResponses(); // (a second call claims nothing again)
    expect(fetch).toHaveBeenCalledTimes(2);
    const [input, init] = fetch.mock.calls[0]!;
    expect(input).toBe(`${location.origin}/api/people/p1`);
    // no mode, headers or method of its own: the preload's `cors` mode and same-origin credentials
    expect(init).toEqual({ credentials: 'same-origin' });
    expect(await apiFetch('/people/p1', { schema: Ok })).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    // read once: the next request asks the server
    expect(await apiFetch('/people/p1', { schema: Ok })).toEqual({ n: 3 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('is never read by a request with a method or body of its own, nor by another URL', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { n: 0 }));
    hintFetches('/api/people/p1');
    claimPreloadedResponses();
    await apiFetch('/people/p1', { method: 'PUT', body: { name: 'A' } });
    await apiFetch('/people/p1', { query: { withHidden: true } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(takeEarlyResponse('/api/people/p1')).toBeDefined();
  });

  it('lets an answer go when nobody asked for it in time, or when the session changes', () => {
    vi.useFakeTimers();
    stubFetch(() => jsonResponse(200, { n: 0 }));
    hintFetches('/api/people/p1', '/api/people/p2');
    claimPreloadedResponses();
    vi.advanceTimersByTime(EARLY_RESPONSE_TTL_MS);
    expect(takeEarlyResponse('/api/people/p1')).toBeUndefined();
    hintFetches('/api/people/p3');
    claimPreloadedResponses();
    // signed in as someone (else): an answer fetched with the cookie before is never theirs
    markSignedIn();
    expect(takeEarlyResponse('/api/people/p3')).toBeUndefined();
  });

  it("rejects with the caller's reason when the request is cancelled before the answer is here", async () => {
    let answer = (_: Response) => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    hintFetches('/api/people/p1');
    claimPreloadedResponses();
    const controller = new AbortController();
    const request = apiFetch('/people/p1', { schema: Ok, signal: controller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(request).rejects.toBe(reason);
    answer(jsonResponse(200, { n: 1 }));
  });

  describe('in a browser that preloads', () => {
    const tokenList = Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList;
    const supports = Object.getOwnPropertyDescriptor(tokenList, 'supports')?.value as (this: DOMTokenList, token: string) => boolean;
    beforeEach(() => {
      tokenList.supports = (token: string) => token === 'preload';
    });
    afterEach(() => {
      tokenList.supports = supports;
      vi.useRealTimers();
    });
    const link = (path: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${path}"]`)!;

    it('asks once the preload has finished, so that the browser answers the claim from it', async () => {
      const fetch = stubFetch(() => jsonResponse(200, { n: 1 }));
      hintFetches('/api/people/p1', '/api/server/version');
      claimPreloadedResponses();
      expect(fetch).not.toHaveBeenCalled();
      // the app asks meanwhile: it waits for the claimed answer
      const request = apiFetch('/people/p1', { schema: Ok });
      link('/api/people/p1').dispatchEvent(new Event('load'));
      expect(await request).toEqual({ n: 1 });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe(`${location.origin}/api/people/p1`);
      // a failed preload is claimed too: the request reads its own failure
      link('/api/server/version').dispatchEvent(new Event('error'));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    });

    it('asks all the same when the preload says nothing in time', () => {
      vi.useFakeTimers();
      const fetch = stubFetch(() => jsonResponse(200, { n: 1 }));
      hintFetches('/api/people/p1');
      claimPreloadedResponses();
      vi.advanceTimersByTime(PRELOAD_WAIT_MS - 1);
      expect(fetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      return vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    });
  });
});

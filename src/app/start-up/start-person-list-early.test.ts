import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyResponses, peekEarlyJson, takeEarlyResponse } from '@/api/early-responses';
import { takeEarlyListWorker } from '@/api/large-list/list-worker';
import { FakeWorker } from '@/api/large-list/test-worker';
import { compactAssets } from '@/api/large-list/compact-assets';
import type { LoadPersonAssetsRequest } from '@/api/large-list/protocol';
import { resetPreloadedImages } from '@/lib/preload-image';
import { jsonResponse } from '@/test/api';
import { hintFetches } from '@/test/fetch-hints';
import { startDeepLink } from './start-deep-link';
import { startPersonListEarly } from './start-person-list-early';

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(200, {}))));
});
afterEach(() => {
  forgetEarlyResponses();
  takeEarlyListWorker('a b')?.worker.terminate();
  takeEarlyListWorker('p1')?.worker.terminate();
  resetPreloadedImages();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

/** What a person page's first script does (first-rows-entry.ts). */
function firstRowsScript(pathname: string, search = '') {
  startDeepLink(document, pathname);
  startPersonListEarly(pathname, search);
}

describe('startPersonListEarly', () => {
  it("claims the hinted answers and starts the list worker of the hinted person's page", () => {
    hintFetches('/api/server/version', '/api/people/a%20b');
    firstRowsScript('/people/a%20b/photos/x');
    expect(takeEarlyResponse('/api/people/a%20b')).toBeDefined();
    expect(FakeWorker.all).toHaveLength(1);
    expect(takeEarlyListWorker('a b')?.worker).toBe(FakeWorker.all[0]);
  });

  it('starts no worker where the server hinted nothing (signed out) or for another page', () => {
    firstRowsScript('/people/p1');
    hintFetches('/api/server/version', '/api/memories/m1');
    firstRowsScript('/memories/m1');
    expect(FakeWorker.all).toHaveLength(0);
  });

  it('does its work once: a second call starts no second worker and asks for the list once', () => {
    hintFetches('/api/server/version', '/api/people/p1');
    firstRowsScript('/people/p1');
    firstRowsScript('/people/p1');
    expect(FakeWorker.all).toHaveLength(1);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['1.106.4', '', { personAssetsEndpoint: true, visibility: false, assetSize: false }, 'newest'],
    ['3.2.2', '?order=oldest', { personAssetsEndpoint: false, visibility: true, assetSize: true }, 'oldest'],
  ])("on a %s server's person page%s, posts the list's request to the worker once the hinted answers are in, and asks for the first thumbnails", async (version, search, rule, order) => {
    const [major, minor, patch] = version.split('.').map(Number);
    vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(jsonResponse(200, url.endsWith('/server/version') ? { major, minor, patch } : { id: 'p1' }))));
    hintFetches('/api/server/version', '/api/people/p1');
    firstRowsScript('/people/p1', search);
    const worker = FakeWorker.all[0]!;
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    const posted = worker.posted[0] as LoadPersonAssetsRequest;
    expect(posted).toMatchObject({ type: 'person-assets', personId: 'p1', apiBase: `${location.origin}/api`, order, rule });
    // a search's first page is asked for by the page and handed over; a list in one piece is the worker's to ask
    const searches = vi.mocked(fetch).mock.calls.filter(([url]) => (url as string).endsWith('/api/search/metadata'));
    expect(searches).toHaveLength(rule.personAssetsEndpoint ? 0 : 1);
    expect(posted.firstPage?.status).toBe(rule.personAssetsEndpoint ? undefined : 200);
    const photo = (i: number) => ({ id: `a${i}`, type: 'IMAGE' as const, localDateTime: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(), isFavorite: false, thumbhash: null, duration: null });
    // a list in one piece comes newest first whatever was asked: oldest first reads it from its end
    worker.answer({ type: 'ok', list: compactAssets(Array.from({ length: 14 }, (_, i) => photo(i))), timings: { fetchMs: 1, parseMs: 1, validateMs: 1, compactMs: 1, jit: true, bytes: 2 }, dropped: undefined });
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => new URL(l.href).pathname);
    const first = order === 'newest' ? [0, 1, 2] : [13, 12, 11];
    expect(preloaded).toHaveLength(12);
    expect(preloaded.slice(0, 3)).toEqual(first.map((i) => `/api/assets/a${i}/thumbnail`));
    expect(takeEarlyListWorker('p1')?.answers.map((a) => a.type)).toEqual(['ok']);
  });

  it("asks nothing ahead when the hinted person's answer failed (signed out: the query finds out with one request)", async () => {
    vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(url.endsWith('/server/version') ? jsonResponse(200, { major: 1, minor: 106, patch: 4 }) : jsonResponse(401, { message: 'Authentication required' }))));
    hintFetches('/api/server/version', '/api/people/p1');
    firstRowsScript('/people/p1');
    await Promise.all([peekEarlyJson('/api/server/version'), peekEarlyJson('/api/people/p1')]);
    await Promise.resolve(); // (the step after both answers)
    expect(FakeWorker.all[0]!.posted).toEqual([]);
  });
});

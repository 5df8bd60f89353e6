import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyResponses, peekEarlyJson, takeEarlyResponse } from '@/api/early-responses';
import { takeEarlyListWorker } from '@/api/large-list/list-worker';
import { FakeWorker } from '@/api/large-list/test-worker';
import { compactAssets } from '@/api/large-list/compact-assets';
import type { LoadPersonAssetsRequest } from '@/api/large-list/protocol';
import { resetPreloadedThumbnails } from '@/features/person/preload-first-thumbnails';
import { jsonResponse } from '@/test/api';
import { earlyTodaysMemories, rememberTimeZone, startDeepLink } from './start-deep-link';
import { hintFetches } from '@/test/fetch-hints';

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(200, {}))));
});
afterEach(() => {
  forgetEarlyResponses();
  takeEarlyListWorker('a b')?.worker.terminate();
  takeEarlyListWorker('p1')?.worker.terminate();
  resetPreloadedThumbnails();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe('startDeepLink', () => {
  it("claims the hinted answers and starts the list worker of the hinted person's page", () => {
    hintFetches('/api/server/version', '/api/people/a%20b');
    startDeepLink(document, '/people/a%20b/photos/x');
    expect(takeEarlyResponse('/api/people/a%20b')).toBeDefined();
    expect(FakeWorker.all).toHaveLength(1);
    expect(takeEarlyListWorker('a b')?.worker).toBe(FakeWorker.all[0]);
  });

  it('starts no worker where the server hinted nothing (signed out) or for another page', () => {
    startDeepLink(document, '/people/p1');
    hintFetches('/api/server/version', '/api/memories/m1');
    startDeepLink(document, '/memories/m1');
    expect(FakeWorker.all).toHaveLength(0);
  });

  it('does its work once: a second call (start-up after the first script) starts no second worker', () => {
    hintFetches('/api/server/version', '/api/people/p1');
    startDeepLink(document, '/people/p1');
    startDeepLink(document, '/people/p1');
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
    startDeepLink(document, '/people/p1', search);
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
    startDeepLink(document, '/people/p1');
    await Promise.all([peekEarlyJson('/api/server/version'), peekEarlyJson('/api/people/p1')]);
    await Promise.resolve(); // (the step after both answers)
    expect(FakeWorker.all[0]!.posted).toEqual([]);
  });

  it.each([
    ['1.106.4', ['/api/memories']],
    ['2.3.0', ['/api/memories?for=2026-11-27', '/api/memories?isSaved=true', '/api/memories?order=desc']],
    ['3.0.1', ['/api/memories?isSaved=true', '/api/memories?order=desc']],
    ['3.2.2', ['/api/memories?for=2026-11-27', '/api/memories?isSaved=true', '/api/memories?order=desc&page=1&size=60']],
  ])('on the memories page of a %s server, asks for its lists once the hinted version has arrived', async (version, lists) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 30));
    const [major, minor, patch] = version.split('.').map(Number);
    vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(jsonResponse(200, url.endsWith('/server/version') ? { major, minor, patch } : []))));
    hintFetches('/api/server/version');
    startDeepLink(document, '/memories');
    startDeepLink(document, '/memories');
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1 + lists.length));
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => new URL(url as string).pathname + new URL(url as string).search);
    expect(asked).toEqual(['/api/server/version', ...lists]);
    for (const url of lists) expect(takeEarlyResponse(url)).toBeDefined();
    vi.useRealTimers();
  });

  it("keeps a copy of today's memories for the first cards, and leaves the answer to the app", async () => {
    const today = [{ id: 'm' }];
    vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(jsonResponse(200, url.endsWith('/server/version') ? { major: 2, minor: 3, patch: 0 } : url.includes('for=') ? today : []))));
    hintFetches('/api/server/version');
    startDeepLink(document, '/memories');
    expect(await earlyTodaysMemories()).toEqual(today);
    const answer = await takeEarlyResponse(new URL(vi.mocked(fetch).mock.calls[1]![0] as string).href);
    expect(await answer!.json()).toEqual(today);
  });

  it('asks for no lists where the server hinted nothing (signed out)', async () => {
    startDeepLink(document, '/memories');
    await new Promise((r) => setTimeout(r, 10));
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});

describe('rememberTimeZone', () => {
  const zone = () => /(?:^|;\s*)keepsake_tz=([^;]*)/.exec(document.cookie)?.[1];
  afterEach(() => {
    document.cookie = 'keepsake_tz=; path=/; max-age=0';
  });

  it("writes the reader's zone to the site's cookie, and again only when it has changed", () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions().timeZone;
    rememberTimeZone(document);
    expect(decodeURIComponent(zone()!)).toBe(resolved);
    document.cookie = 'keepsake_tz=Somewhere%2FElse; path=/';
    rememberTimeZone(document);
    expect(decodeURIComponent(zone()!)).toBe(resolved);
  });
});

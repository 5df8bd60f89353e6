import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyResponses, takeEarlyResponse } from '@/api/early-responses';
import { FakeWorker } from '@/api/large-list/test-worker';
import { jsonResponse } from '@/test/api';
import { earlyTodaysMemories, rememberTimeZone, startDeepLink } from './start-deep-link';
import { hintFetches } from '@/test/fetch-hints';

// (a stand-in for workers: this starts none, a person's list is start-person-list-early.ts's)
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(200, {}))));
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.all = [];
});
afterEach(() => {
  forgetEarlyResponses();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe('startDeepLink', () => {
  it('claims the hinted answers', () => {
    hintFetches('/api/server/version', '/api/people/a%20b');
    startDeepLink(document, '/people/a%20b/photos/x');
    expect(takeEarlyResponse('/api/people/a%20b')).toBeDefined();
    expect(takeEarlyResponse('/api/server/version')).toBeDefined();
    // (a person's list worker is that route's first script's to start)
    expect(FakeWorker.all).toHaveLength(0);
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyResponses, takeEarlyResponse } from '@/api/early-responses';
import { takeEarlyListWorker } from '@/api/large-list/list-worker';
import { FakeWorker } from '@/api/large-list/test-worker';
import { jsonResponse } from '@/test/api';
import { startDeepLink } from './start-deep-link';
import { hintFetches } from '@/test/fetch-hints';

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(200, {}))));
});
afterEach(() => {
  forgetEarlyResponses();
  takeEarlyListWorker('a b')?.terminate();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe('startDeepLink', () => {
  it("claims the hinted answers and starts the list worker of the hinted person's page", () => {
    hintFetches('/api/server/version', '/api/people/a%20b');
    startDeepLink(document, '/people/a%20b/photos/x');
    expect(takeEarlyResponse('/api/people/a%20b')).toBeDefined();
    expect(FakeWorker.all).toHaveLength(1);
    expect(takeEarlyListWorker('a b')).toBe(FakeWorker.all[0]);
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
    takeEarlyListWorker('p1')?.terminate();
  });
});

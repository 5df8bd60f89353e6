import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compactAssets } from '@/api/large-list/compact-list';
import { FakeWorker, fakeTimings } from '@/api/large-list/test-worker';
import { resetPreloadedThumbnails } from '@/features/person/preload-first-thumbnails';
import { startPersonPageEarly } from './early-start';

/** Three photos, newest first. */
const photos = ['a', 'b', 'c'].map((id, i) => ({
  id,
  type: 'IMAGE' as const,
  localDateTime: new Date(Date.UTC(2024, 0, 20 - i)).toISOString(),
  isFavorite: false,
  durationSeconds: 0,
  stackCount: 0,
}));
const list = compactAssets(photos);
const timings = fakeTimings;
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('the page must not fetch the list'))));
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  resetPreloadedThumbnails();
});

describe('startPersonPageEarly', () => {
  it("on a person page, starts the list's worker and asks for the first thumbnails when the list arrives", async () => {
    startPersonPageEarly({ pathname: '/people/p%2D1/photos/x', search: '' });
    expect(FakeWorker.all).toHaveLength(1);
    await vi.waitFor(() => expect(FakeWorker.all[0]!.posted).toEqual([expect.objectContaining({ personId: 'p-1' })]));
    expect(preloaded()).toEqual([]);
    FakeWorker.all[0]!.answer({ type: 'ok', list, timings, dropped: undefined });
    await vi.waitFor(() => expect(preloaded()).toEqual(['/api/assets/a/thumbnail?size=thumbnail', '/api/assets/b/thumbnail?size=thumbnail', '/api/assets/c/thumbnail?size=thumbnail']));
  });

  it('follows the order in the address (oldest first)', async () => {
    startPersonPageEarly({ pathname: '/people/p-2', search: '?order=oldest' });
    FakeWorker.all[0]!.answer({ type: 'ok', list, timings, dropped: undefined });
    await vi.waitFor(() => expect(preloaded()[0]).toBe('/api/assets/c/thumbnail?size=thumbnail'));
  });

  it('asks for the first thumbnails with the first page of a paged list, and oldest first only once the list is whole', async () => {
    startPersonPageEarly({ pathname: '/people/p-4', search: '' });
    FakeWorker.all[0]!.answer({ type: 'progress', chunk: compactAssets(photos.slice(0, 2)) });
    await vi.waitFor(() => expect(preloaded()).toEqual(['/api/assets/a/thumbnail?size=thumbnail', '/api/assets/b/thumbnail?size=thumbnail']));
    resetPreloadedThumbnails();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    startPersonPageEarly({ pathname: '/people/p-5', search: '?order=oldest' });
    const worker = FakeWorker.all[1]!;
    worker.answer({ type: 'progress', chunk: compactAssets(photos.slice(0, 2)) });
    await new Promise((r) => setTimeout(r, 10));
    expect(preloaded()).toEqual([]);
    worker.answer({ type: 'ok', list: compactAssets(photos.slice(2)), timings, dropped: undefined });
    await vi.waitFor(() => expect(preloaded()[0]).toBe('/api/assets/c/thumbnail?size=thumbnail'));
  });

  it('asks for nothing when the list fails (the page shows the error)', async () => {
    startPersonPageEarly({ pathname: '/people/p-3', search: '' });
    FakeWorker.all[0]!.answer({ type: 'error', error: { kind: 'server', endpoint: '/people/p-3/assets', status: 500 } });
    await new Promise((r) => setTimeout(r, 10));
    expect(preloaded()).toEqual([]);
  });

  it.each(['/', '/memories/m-1', '/albums/a-1', '/people/', '/people/%E0%A4%A'])('does nothing on %s', (pathname) => {
    startPersonPageEarly({ pathname, search: '' });
    expect(FakeWorker.all).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { compactAssets } from './compact-list';
import { RETIRE_TIMEOUT_MS, loadPersonAssetList, preloadPersonAssetList } from './load-person-assets';
import type { LoadPersonAssetsRequest } from './protocol';
import { FakeWorker, fakeTimings } from './test-worker';
import { releaseSpareWorker, SPARE_LIFETIME_MS } from './spare-worker';

const timings = fakeTimings;
const endpoint = (id: string) => `/people/${id}/assets`;
const pageFetch = vi.fn(() => Promise.reject(new Error('the page must not fetch the list')));

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
  releaseSpareWorker();
  vi.unstubAllGlobals();
  pageFetch.mockClear();
});

describe('loadPersonAssetList (the page side)', () => {
  it('hands the whole request to a module worker at once, with an absolute api base, and never fetches on the page', async () => {
    const load = loadPersonAssetList('p-1');
    const worker = FakeWorker.all[0]!;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.posted).toEqual([{ type: 'person-assets', personId: 'p-1', apiBase: `${location.origin}/api` } satisfies LoadPersonAssetsRequest]);
    worker.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    const result = await load;
    expect(result.list.count).toBe(0);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('ends a worker that delivered its list once the page is idle, not while the list is being received', async () => {
    const load = loadPersonAssetList('p-9');
    const worker = FakeWorker.all[0]!;
    worker.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await load;
    expect(worker.terminated).toBe(false);
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
  });

  it('ends it by the idle callback’s deadline where the browser has one', async () => {
    const idle = vi.fn<(callback: () => void, options?: IdleRequestOptions) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const load = loadPersonAssetList('p-10');
    const worker = FakeWorker.all[0]!;
    worker.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await load;
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: RETIRE_TIMEOUT_MS });
    expect(worker.terminated).toBe(false);
    idle.mock.calls[0]![0]();
    expect(worker.terminated).toBe(true);
  });

  it('rebuilds the worker’s error as an ApiError with its kind, status and correlation id', async () => {
    const load = loadPersonAssetList('p-2');
    FakeWorker.all[0]!.answer({ type: 'error', error: { kind: 'unauthorized', endpoint: endpoint('p-2'), status: 401, correlationId: 'cid-7', messages: ['Authentication required'] } });
    const error: unknown = await load.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, correlationId: 'cid-7', messages: ['Authentication required'] });
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('keeps the worker of a 5xx answer for the retry, which reuses it instead of starting another', async () => {
    vi.useFakeTimers();
    try {
      const first = loadPersonAssetList('p-8');
      const worker = FakeWorker.all[0]!;
      worker.answer({ type: 'error', error: { kind: 'server', endpoint: endpoint('p-8'), status: 500, correlationId: 'cid-42' } });
      await expect(first).rejects.toMatchObject({ kind: 'server', status: 500, correlationId: 'cid-42' });
      expect(worker.terminated).toBe(false);
      const retry = loadPersonAssetList('p-8');
      expect(FakeWorker.all).toHaveLength(1);
      expect(worker.posted).toHaveLength(2);
      worker.answer({ type: 'error', error: { kind: 'server', endpoint: endpoint('p-8'), status: 500 } });
      await expect(retry).rejects.toMatchObject({ kind: 'server' });
      vi.advanceTimersByTime(SPARE_LIFETIME_MS);
      expect(worker.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a worker that cannot start into a retry-able network error', async () => {
    const load = loadPersonAssetList('p-3');
    FakeWorker.all[0]!.fail('Failed to load the worker script');
    const error: unknown = await load.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', endpoint: endpoint('p-3') });
    expect((error as Error).message).toContain('Failed to load the worker script');
  });

  it('terminates the worker (cancelling its request) when the query is aborted', async () => {
    const controller = new AbortController();
    const load = loadPersonAssetList('p-4', controller.signal);
    controller.abort();
    await expect(load).rejects.toThrow();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('lets the view adopt the load the route loader started, so there is one worker and one request', async () => {
    const early = preloadPersonAssetList('p-5');
    expect(FakeWorker.all).toHaveLength(1);
    expect(preloadPersonAssetList('p-5')).toBe(early); // already waiting: the same load
    const load = loadPersonAssetList('p-5');
    expect(FakeWorker.all).toHaveLength(1);
    FakeWorker.all[0]!.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await expect(load).resolves.toMatchObject({ list: { count: 0 } });
  });

  it('aborting the adopting query terminates the early worker', async () => {
    void preloadPersonAssetList('p-6');
    const controller = new AbortController();
    const load = loadPersonAssetList('p-6', controller.signal);
    controller.abort();
    await expect(load).rejects.toThrow();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('forgets an early load that failed, so the view loads afresh (e.g. signed out, then signed in)', async () => {
    void preloadPersonAssetList('p-7');
    FakeWorker.all[0]!.answer({ type: 'error', error: { kind: 'unauthorized', endpoint: endpoint('p-7'), status: 401, messages: ['Authentication required'] } });
    await vi.waitFor(() => {
      // the route loader may start another one now
      void preloadPersonAssetList('p-7');
      expect(FakeWorker.all).toHaveLength(2);
    });
    const load = loadPersonAssetList('p-7');
    expect(FakeWorker.all).toHaveLength(2);
    FakeWorker.all[1]!.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await expect(load).resolves.toMatchObject({ list: { count: 0 } });
  });
});

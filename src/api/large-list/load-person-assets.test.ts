import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { compactAssets } from './compact-list';
import { RETIRE_TIMEOUT_MS, loadPersonAssetList, preloadPersonAssetList, type PersonAssetList } from './load-person-assets';
import { rememberPersonListRule, resetPersonListRule } from './person-list-rule';
import type { LoadPersonAssetsRequest, PersonListRule } from './protocol';
import { FakeWorker, fakeTimings } from './test-worker';
import { releaseSpareWorker, SPARE_LIFETIME_MS } from './spare-worker';

const timings = fakeTimings;
const endpoint = (id: string) => `/people/${id}/assets`;
const pageFetch = vi.fn((url: string) => Promise.reject(new Error(`the page must not fetch the list (${url})`)));
/** v1.106: the endpoint. */
const v1Rule: PersonListRule = { personAssetsEndpoint: true, visibility: false, assetSize: false };
const v3Rule: PersonListRule = { personAssetsEndpoint: false, visibility: true, assetSize: true };
const rule = (r: PersonListRule | undefined) => () => Promise.resolve(r);
/** The worker's messages, once the rule has been learned (it is posted then). */
const postedTo = async (worker: FakeWorker) => {
  await vi.waitFor(() => expect(worker.posted.length).toBeGreaterThan(0));
  return worker.posted;
};

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
  releaseSpareWorker();
  resetPersonListRule();
  vi.unstubAllGlobals();
  pageFetch.mockClear();
});

describe('loadPersonAssetList (the page side)', () => {
  it('hands the whole request and the server’s rule to a module worker, with an absolute api base, and never fetches on the page', async () => {
    const load = loadPersonAssetList('p-1', undefined, { rule: rule(v3Rule) });
    const worker = FakeWorker.all[0]!;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(await postedTo(worker)).toEqual([{ type: 'person-assets', personId: 'p-1', apiBase: `${location.origin}/api`, rule: v3Rule } satisfies LoadPersonAssetsRequest]);
    worker.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    const result = await load;
    expect(result.list.count).toBe(0);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('ends a worker that delivered its list once the page is idle, not while the list is being received', async () => {
    const load = loadPersonAssetList('p-9', undefined, { rule: rule(v1Rule) });
    const worker = FakeWorker.all[0]!;
    worker.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await load;
    expect(worker.terminated).toBe(false);
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
  });

  it('ends it by the idle callback’s deadline where the browser has one', async () => {
    const idle = vi.fn<(callback: () => void, options?: IdleRequestOptions) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const load = loadPersonAssetList('p-10', undefined, { rule: rule(v1Rule) });
    const worker = FakeWorker.all[0]!;
    worker.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await load;
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: RETIRE_TIMEOUT_MS });
    expect(worker.terminated).toBe(false);
    idle.mock.calls[0]![0]();
    expect(worker.terminated).toBe(true);
  });

  it('rebuilds the worker’s error as an ApiError with its kind, status and correlation id', async () => {
    const load = loadPersonAssetList('p-2', undefined, { rule: rule(v1Rule) });
    FakeWorker.all[0]!.answer({ type: 'error', error: { kind: 'unauthorized', endpoint: endpoint('p-2'), status: 401, correlationId: 'cid-7', messages: ['Authentication required'] } });
    const error: unknown = await load.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, correlationId: 'cid-7', messages: ['Authentication required'] });
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('keeps the worker of a 5xx answer for the retry, which reuses it instead of starting another', async () => {
    vi.useFakeTimers();
    try {
      const first = loadPersonAssetList('p-8', undefined, { rule: rule(v1Rule) });
      const worker = FakeWorker.all[0]!;
      await vi.advanceTimersByTimeAsync(0);
      expect(worker.posted).toHaveLength(1);
      worker.answer({ type: 'error', error: { kind: 'server', endpoint: endpoint('p-8'), status: 500, correlationId: 'cid-42' } });
      await expect(first).rejects.toMatchObject({ kind: 'server', status: 500, correlationId: 'cid-42' });
      expect(worker.terminated).toBe(false);
      const retry = loadPersonAssetList('p-8', undefined, { rule: rule(v1Rule) });
      expect(FakeWorker.all).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(0);
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
    const load = loadPersonAssetList('p-3', undefined, { rule: rule(v1Rule) });
    FakeWorker.all[0]!.fail('Failed to load the worker script');
    const error: unknown = await load.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', endpoint: endpoint('p-3') });
    expect((error as Error).message).toContain('Failed to load the worker script');
  });

  it('terminates the worker (cancelling its request) when the query is aborted', async () => {
    const controller = new AbortController();
    const load = loadPersonAssetList('p-4', controller.signal, { rule: rule(v1Rule) });
    controller.abort();
    await expect(load).rejects.toThrow();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('lets the view adopt the load the route loader started, so there is one worker and one request', async () => {
    const early = preloadPersonAssetList('p-5', { askVersion: true });
    expect(FakeWorker.all).toHaveLength(1);
    expect(preloadPersonAssetList('p-5', { askVersion: true })).toBe(early); // already waiting: the same load
    const askRule = vi.fn(rule(v1Rule));
    const load = loadPersonAssetList('p-5', undefined, { rule: askRule });
    expect(FakeWorker.all).toHaveLength(1);
    expect(askRule).not.toHaveBeenCalled(); // (the early load asked the server itself)
    FakeWorker.all[0]!.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await expect(load).resolves.toMatchObject({ list: { count: 0 } });
  });

  it('aborting the adopting query terminates the early worker', async () => {
    void preloadPersonAssetList('p-6', { askVersion: true });
    const controller = new AbortController();
    const load = loadPersonAssetList('p-6', controller.signal, { rule: rule(v1Rule) });
    controller.abort();
    await expect(load).rejects.toThrow();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('forgets an early load that failed, so the view loads afresh (e.g. signed out, then signed in)', async () => {
    void preloadPersonAssetList('p-7', { askVersion: true });
    await postedTo(FakeWorker.all[0]!);
    FakeWorker.all[0]!.answer({ type: 'error', error: { kind: 'unauthorized', endpoint: endpoint('p-7'), status: 401, messages: ['Authentication required'] } });
    await vi.waitFor(() => {
      // the route loader may start another one now
      void preloadPersonAssetList('p-7', { askVersion: true });
      expect(FakeWorker.all).toHaveLength(2);
    });
    const load = loadPersonAssetList('p-7', undefined, { rule: rule(v1Rule) });
    expect(FakeWorker.all).toHaveLength(2);
    FakeWorker.all[1]!.answer({ type: 'ok', list: compactAssets([]), timings, dropped: undefined });
    await expect(load).resolves.toMatchObject({ list: { count: 0 } });
  });

  const photo = (i: number) => ({ id: `a${i}`, type: 'IMAGE' as const, localDateTime: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(), isFavorite: false, durationSeconds: 0, stackCount: 0 });
  const chunk = (from: number, to: number) => compactAssets(Array.from({ length: to - from }, (_, k) => photo(from + k)));
  const ids = (r: PersonAssetList) => Array.from({ length: r.list.count }, (_, i) => r.list.ids.slice(r.list.idOffsets[i], r.list.idOffsets[i + 1]));

  it('reports each page of a paged list as it arrives, appended to the ones before, then resolves with the whole list', async () => {
    const seen: PersonAssetList[] = [];
    const load = loadPersonAssetList('p-11', undefined, { rule: rule(v3Rule), onProgress: (p) => seen.push(p) });
    const worker = FakeWorker.all[0]!;
    await postedTo(worker);
    worker.answer({ type: 'progress', chunk: chunk(0, 3) });
    worker.answer({ type: 'progress', chunk: chunk(3, 5) });
    expect(seen.map((p) => [p.partial, p.list.count])).toEqual([
      [true, 3],
      [true, 5],
    ]);
    expect(ids(seen[1]!)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    worker.answer({ type: 'ok', list: chunk(5, 6), timings, dropped: undefined });
    const whole = await load;
    expect(whole.partial).toBeUndefined();
    expect(ids(whole)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(ids(seen[0]!)).toEqual(['a0', 'a1', 'a2']); // (a list handed out never changes)
  });

  it('hands the view that adopts an early load the pages that came before it', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"major":3,"minor":2,"patch":2}', { status: 200 }))));
    const early = preloadPersonAssetList('p-12', { askVersion: true })!;
    const worker = FakeWorker.all[0]!;
    expect(await postedTo(worker)).toEqual([expect.objectContaining({ rule: v3Rule })]);
    worker.answer({ type: 'progress', chunk: chunk(0, 2) });
    // the first rows' worth, for the entry's thumbnail preloads
    expect((await early.first).list.count).toBe(2);
    const seen: number[] = [];
    const load = loadPersonAssetList('p-12', undefined, { onProgress: (p) => seen.push(p.list.count) });
    worker.answer({ type: 'progress', chunk: chunk(2, 4) });
    worker.answer({ type: 'ok', list: chunk(4, 4), timings, dropped: undefined });
    expect((await load).list.count).toBe(4);
    expect(seen).toEqual([2, 4]);
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('asks the server’s version on the page when nobody gave a rule, and posts without one if it cannot be read', async () => {
    void preloadPersonAssetList('p-13', { askVersion: true });
    expect(await postedTo(FakeWorker.all[0]!)).toEqual([{ type: 'person-assets', personId: 'p-13', apiBase: `${location.origin}/api` }]);
    expect(pageFetch.mock.calls.map(([url]) => url)).toEqual([`${location.origin}/api/server/version`]);
  });

  it('starts from the route loader only when the rule is known (else the view’s query starts it, with its cached version)', async () => {
    expect(preloadPersonAssetList('p-14')).toBeUndefined();
    expect(FakeWorker.all).toHaveLength(0);
    rememberPersonListRule(v3Rule);
    expect(preloadPersonAssetList('p-14')).toBeDefined();
    expect(await postedTo(FakeWorker.all[0]!)).toEqual([expect.objectContaining({ personId: 'p-14', rule: v3Rule })]);
    expect(pageFetch).not.toHaveBeenCalled();
  });
});

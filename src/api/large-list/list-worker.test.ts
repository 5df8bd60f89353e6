import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compactAssets } from './compact-assets';
import { askListWorkerEarly, EARLY_WORKER_TTL_MS, sameListRequest, startListWorkerEarly, takeEarlyListWorker } from './list-worker';
import type { FirstPageAnswer, LoadPersonAssetsRequest } from './protocol';
import { FakeWorker, fakeTimings } from './test-worker';

const request = (personId: string, more: Partial<LoadPersonAssetsRequest> = {}): LoadPersonAssetsRequest => ({ type: 'person-assets', personId, apiBase: 'http://x/api', order: 'newest', ...more });
const photo = (i: number) => ({ id: `a${i}`, type: 'IMAGE' as const, localDateTime: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(), isFavorite: false, thumbhash: null, duration: null });

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  takeEarlyListWorker('p-1')?.worker.terminate();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the list worker started ahead of the query layer', () => {
  it('is a module worker taken over once, by the query of the same person only', () => {
    startListWorkerEarly('p-1');
    startListWorkerEarly('p-2'); // (one at a time)
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0]!.options).toMatchObject({ type: 'module', name: 'large-list' });
    expect(takeEarlyListWorker('p-2')).toBeUndefined();
    expect(takeEarlyListWorker('p-1')).toEqual({ worker: FakeWorker.all[0], asked: undefined, answers: [] });
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
    expect(FakeWorker.all[0]!.terminated).toBe(false);
  });

  it('is terminated when no query takes it in time', () => {
    vi.useFakeTimers();
    startListWorkerEarly('p-1');
    vi.advanceTimersByTime(EARLY_WORKER_TTL_MS);
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
  });

  it('is not handed over when its script failed to load (the query starts its own)', () => {
    startListWorkerEarly('p-1');
    FakeWorker.all[0]!.fail('offline');
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('posts the list\'s request ahead once, keeps its answers for the query and tells the first list', () => {
    const lists: unknown[] = [];
    startListWorkerEarly('p-1');
    const worker = FakeWorker.all[0]!;
    askListWorkerEarly(request('p-2'), (list) => lists.push(list)); // (another person's: not this worker)
    askListWorkerEarly(request('p-1', { order: 'oldest' }), (list, order) => lists.push([list.count, order]));
    askListWorkerEarly(request('p-1')); // (once)
    expect(worker.posted).toEqual([request('p-1', { order: 'oldest' })]);
    const page = compactAssets([photo(0), photo(1)], 'oldest');
    worker.answer({ type: 'status', status: 200 });
    worker.answer({ type: 'progress', chunk: page, order: 'oldest' });
    worker.answer({ type: 'ok', list: compactAssets([photo(2)], 'oldest'), order: 'oldest', timings: fakeTimings, dropped: undefined });
    expect(lists).toEqual([[2, 'oldest']]);
    const taken = takeEarlyListWorker('p-1')!;
    expect(taken.asked).toEqual(request('p-1', { order: 'oldest' }));
    expect(taken.answers.map((a) => a.type)).toEqual(['status', 'progress', 'ok']);
    expect(worker.onmessage).toBeNull(); // (the query listens from now on)
  });

  it('asks nothing of a worker whose script failed to load, nor when none was started, and then makes no first request', () => {
    const firstPage = vi.fn(() => Promise.resolve(undefined));
    askListWorkerEarly(request('p-1'), undefined, firstPage);
    startListWorkerEarly('p-1');
    FakeWorker.all[0]!.fail('offline');
    askListWorkerEarly(request('p-1'), undefined, firstPage);
    expect(FakeWorker.all[0]!.posted).toEqual([]);
    expect(firstPage).not.toHaveBeenCalled();
  });

  it('tells requests for the same list asked the same way from others', () => {
    const v3 = { personAssetsEndpoint: false, visibility: true, assetSize: true };
    expect(sameListRequest(request('p-1', { rule: v3 }), request('p-1', { rule: { ...v3 } }))).toBe(true);
    expect(sameListRequest(request('p-1', { order: undefined }), request('p-1', { order: 'newest' }))).toBe(true);
    expect(sameListRequest(request('p-1', { rule: v3 }), request('p-1'))).toBe(false);
    expect(sameListRequest(request('p-1', { rule: v3 }), request('p-1', { rule: { ...v3, assetSize: false } }))).toBe(false);
    expect(sameListRequest(request('p-1'), request('p-1', { order: 'oldest' }))).toBe(false);
    expect(sameListRequest(request('p-1'), request('p-2'))).toBe(false);
    expect(sameListRequest(request('p-1'), request('p-1', { apiBase: 'http://y/api' }))).toBe(false);
  });

  it('posts the request with the first page the page is reading, once it is here, even after the query took the worker over', async () => {
    startListWorkerEarly('p-1');
    const worker = FakeWorker.all[0]!;
    let arrive: (answer: FirstPageAnswer | undefined) => void = () => undefined;
    const firstPage = new Promise<FirstPageAnswer | undefined>((resolve) => (arrive = resolve));
    askListWorkerEarly(request('p-1'), undefined, () => firstPage);
    expect(worker.posted).toEqual([]);
    const taken = takeEarlyListWorker('p-1')!;
    expect(taken.asked).toEqual(request('p-1')); // (asked: the query posts nothing of its own)
    const answer: FirstPageAnswer = { status: 200, statusText: 'OK', headers: [], body: new ArrayBuffer(8), fetchMs: 3 };
    arrive(answer);
    await vi.waitFor(() => expect(worker.posted).toEqual([{ ...request('p-1'), firstPage: answer }]));
  });

  it('posts the request alone when the page could not read the first page', async () => {
    startListWorkerEarly('p-1');
    askListWorkerEarly(request('p-1'), undefined, () => Promise.resolve(undefined));
    await vi.waitFor(() => expect(FakeWorker.all[0]!.posted).toEqual([request('p-1')]));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { compactAssets } from './compact-assets';
import { askListWorkerEarly, startListWorkerEarly, takeEarlyListWorker } from './list-worker';
import { streamPersonAssetList } from './load-person-assets';
import type { PersonAssetList } from './person-asset-list';
import type { LoadPersonAssetsRequest, PersonListRule } from './protocol';
import { FakeWorker, fakeTimings } from './test-worker';

const timings = fakeTimings;
const endpoint = (id: string) => `/people/${id}/assets`;
const pageFetch = vi.fn((url: string) => Promise.reject(new Error(`the page must not fetch the list (${url})`)));
const v3Rule: PersonListRule = { personAssetsEndpoint: false, visibility: true, assetSize: true };
const rule = (r: PersonListRule | undefined) => () => Promise.resolve(r);
/** The worker's messages, once the rule has been learned (it is posted then). */
const postedTo = async (worker: FakeWorker) => {
  await vi.waitFor(() => expect(worker.posted.length).toBeGreaterThan(0));
  return worker.posted;
};
const photo = (i: number) => ({ id: `a${i}`, type: 'IMAGE' as const, localDateTime: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(), isFavorite: false, thumbhash: null, duration: null });
const chunk = (from: number, to: number) => compactAssets(Array.from({ length: to - from }, (_, k) => photo(from + k)));
const ids = (list: PersonAssetList) => Array.from({ length: list.count }, (_, i) => list.idAt(i));

/** Reads the stream to its end; each list it yielded, or the error that ended it. */
async function drain(stream: AsyncGenerator<PersonAssetList>): Promise<{ lists: PersonAssetList[]; error?: unknown }> {
  const lists: PersonAssetList[] = [];
  try {
    for await (const list of stream) lists.push(list);
    return { lists };
  } catch (error) {
    return { lists, error };
  }
}

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  pageFetch.mockClear();
});

describe('streamPersonAssetList', () => {
  it('hands the whole request and the server’s rule to a module worker, with an absolute api base, and never fetches on the page', async () => {
    const read = drain(streamPersonAssetList('p-1', { rule: rule(v3Rule) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    const worker = FakeWorker.all[0]!;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(await postedTo(worker)).toEqual([{ type: 'person-assets', personId: 'p-1', apiBase: `${location.origin}/api`, order: 'newest', rule: v3Rule } satisfies LoadPersonAssetsRequest]);
    worker.answer({ type: 'ok', list: chunk(0, 2), timings, dropped: undefined });
    const { lists } = await read;
    expect(lists.map((l) => [l.count, l.partial])).toEqual([[2, false]]);
    expect(lists[0]!.timings).toEqual(timings);
    expect(worker.terminated).toBe(true);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('takes over the worker the start-up asked the same list of: its answers so far first, nothing posted again', async () => {
    startListWorkerEarly('p-1');
    const worker = FakeWorker.all[0]!;
    const early: LoadPersonAssetsRequest = { type: 'person-assets', personId: 'p-1', apiBase: `${location.origin}/api`, order: 'newest', rule: v3Rule };
    askListWorkerEarly(early);
    worker.answer({ type: 'status', status: 200 });
    worker.answer({ type: 'progress', chunk: chunk(0, 2), order: 'newest' });
    const read = drain(streamPersonAssetList('p-1', { rule: rule({ ...v3Rule }) }));
    await vi.waitFor(() => expect(worker.onmessage).not.toBeNull());
    worker.answer({ type: 'ok', list: chunk(2, 3), order: 'newest', timings, dropped: undefined });
    const { lists } = await read;
    expect(lists.map((l) => [ids(l), l.partial])).toEqual([[['a0', 'a1'], true], [['a0', 'a1', 'a2'], false]]);
    expect(worker.posted).toEqual([early]);
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('starts a worker of its own when the start-up asked the list another way (here, without the rule)', async () => {
    startListWorkerEarly('p-1');
    const early = FakeWorker.all[0]!;
    askListWorkerEarly({ type: 'person-assets', personId: 'p-1', apiBase: `${location.origin}/api`, order: 'newest' });
    early.answer({ type: 'progress', chunk: chunk(0, 2), order: 'newest' });
    const read = drain(streamPersonAssetList('p-1', { rule: rule(v3Rule) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(2));
    expect(early.terminated).toBe(true);
    const own = FakeWorker.all[1]!;
    expect(await postedTo(own)).toEqual([{ type: 'person-assets', personId: 'p-1', apiBase: `${location.origin}/api`, order: 'newest', rule: v3Rule }]);
    own.answer({ type: 'ok', list: chunk(5, 6), timings, dropped: undefined });
    expect((await read).lists.map(ids)).toEqual([['a5']]);
    expect(takeEarlyListWorker('p-1')).toBeUndefined();
  });

  it('posts without a rule when the server’s version cannot be read (the worker then asks the old endpoint first)', async () => {
    const read = drain(streamPersonAssetList('p-2', { rule: () => Promise.reject(new Error('offline')) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    expect(await postedTo(FakeWorker.all[0]!)).toEqual([{ type: 'person-assets', personId: 'p-2', apiBase: `${location.origin}/api`, order: 'newest' }]);
    FakeWorker.all[0]!.answer({ type: 'ok', list: chunk(0, 0), timings, dropped: undefined });
    expect((await read).lists).toHaveLength(1);
  });

  it('yields each page of a paged list as it arrives, appended to the ones before, and never changes a list it handed out', async () => {
    const read = drain(streamPersonAssetList('p-3', { rule: rule(v3Rule) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    const worker = FakeWorker.all[0]!;
    await postedTo(worker);
    worker.answer({ type: 'progress', chunk: chunk(0, 3) });
    worker.answer({ type: 'progress', chunk: chunk(3, 5) });
    worker.answer({ type: 'ok', list: chunk(5, 6), timings, dropped: { dropped: 1, total: 7, issues: ['[6].id: Required'] } });
    const { lists } = await read;
    expect(lists.map((l) => [l.count, l.partial])).toEqual([
      [3, true],
      [5, true],
      [6, false],
    ]);
    expect(ids(lists[0]!)).toEqual(['a0', 'a1', 'a2']);
    expect(ids(lists[2]!)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(lists[2]!.dropped?.dropped).toBe(1);
  });

  it('rebuilds the worker’s error as an ApiError with its kind, status and correlation id, and ends the worker', async () => {
    const read = drain(streamPersonAssetList('p-4', { rule: rule(v3Rule) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    await postedTo(FakeWorker.all[0]!);
    FakeWorker.all[0]!.answer({ type: 'error', error: { kind: 'unauthorized', endpoint: endpoint('p-4'), status: 401, correlationId: 'cid-7', messages: ['Authentication required'] } });
    const { error } = await read;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, correlationId: 'cid-7', messages: ['Authentication required'] });
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });

  it('turns a worker that cannot start into a retry-able network error, also while the version is still being asked', async () => {
    let answerVersion: (r: PersonListRule) => void = () => undefined;
    const read = drain(streamPersonAssetList('p-5', { rule: () => new Promise((resolve) => (answerVersion = resolve)) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    FakeWorker.all[0]!.fail('Failed to load the worker script');
    answerVersion(v3Rule);
    const { error } = await read;
    expect(error).toMatchObject({ kind: 'network', endpoint: endpoint('p-5') });
    expect((error as Error).message).toContain('Failed to load the worker script');
  });

  it('terminates the worker (cancelling its request) when aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const read = drain(streamPersonAssetList('p-6', { signal: controller.signal, rule: rule(v3Rule) }));
    await vi.waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    await postedTo(FakeWorker.all[0]!);
    const reason = new DOMException('Left the page', 'AbortError');
    controller.abort(reason);
    expect((await read).error).toBe(reason);
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });
});

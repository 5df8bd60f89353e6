// @vitest-environment node
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compactAssets } from '../large-list/compact-assets';
import type { PersonAssetList } from '../large-list/person-asset-list';
import { FakeWorker, fakeTimings } from '../large-list/test-worker';
import { createQueryClient } from '../query-client';
import { personQueries } from './person';
import { serverQueries } from './server';

const photo = (i: number) => ({ id: `a${i}`, type: 'IMAGE' as const, localDateTime: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(), isFavorite: false, thumbhash: null, duration: null });
const chunk = (from: number, to: number) => compactAssets(Array.from({ length: to - from }, (_, k) => photo(from + k)));

/** The app's client, knowing the server is v3.2.2 (the version query is asked once per session). */
function clientOfV3(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(serverQueries.version().queryKey, { major: 3, minor: 2, patch: 2 });
  return client;
}

const posted = async (n: number) => {
  await vi.waitFor(() => expect(FakeWorker.all[n]?.posted.length).toBeGreaterThan(0));
  return FakeWorker.all[n]!;
};

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('the page must not fetch the list'))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('personQueries.assets', () => {
  it('is one load for the route’s prefetch and the page’s query: one worker, one request', async () => {
    const client = clientOfV3();
    const options = personQueries.assets('p-1');
    void client.prefetchQuery(options);
    const page = client.fetchQuery(options);
    const worker = await posted(0);
    expect(worker.posted).toEqual([expect.objectContaining({ personId: 'p-1', rule: { personAssetsEndpoint: false, visibility: true, assetSize: true } })]);
    worker.answer({ type: 'ok', list: chunk(0, 4), timings: fakeTimings, dropped: undefined });
    expect((await page).count).toBe(4);
    expect(FakeWorker.all).toHaveLength(1);
    // fresh: opening the page again within the stale time starts nothing
    await client.prefetchQuery(options);
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('puts each page in the cache as it arrives, so the grid draws the first rows while the rest come', async () => {
    const client = clientOfV3();
    const options = personQueries.assets('p-2');
    const seen: Array<[number, boolean] | undefined> = [];
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe((result) => seen.push(result.data ? [result.data.count, result.data.partial] : undefined));
    const worker = await posted(0);
    worker.answer({ type: 'progress', chunk: chunk(0, 3) });
    await vi.waitFor(() => expect(client.getQueryData(options.queryKey)?.count).toBe(3));
    expect(client.getQueryState(options.queryKey)).toMatchObject({ status: 'success', fetchStatus: 'fetching' });
    worker.answer({ type: 'ok', list: chunk(3, 5), timings: fakeTimings, dropped: undefined });
    await vi.waitFor(() => expect(client.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'));
    expect(seen.filter(Boolean)).toEqual(expect.arrayContaining([[3, true], [5, false]]));
    unsubscribe();
  });

  it('keeps the complete list on screen during a refetch, and replaces it only once the new one is complete', async () => {
    const client = clientOfV3();
    const options = personQueries.assets('p-3');
    const first = client.fetchQuery(options);
    (await posted(0)).answer({ type: 'ok', list: chunk(0, 5), timings: fakeTimings, dropped: undefined });
    await first;
    const refetch = client.refetchQueries({ queryKey: options.queryKey });
    const worker = await posted(1);
    worker.answer({ type: 'progress', chunk: chunk(0, 2) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const shown: PersonAssetList | undefined = client.getQueryData(options.queryKey);
    expect([shown?.count, shown?.partial]).toEqual([5, false]);
    worker.answer({ type: 'ok', list: chunk(2, 6), timings: fakeTimings, dropped: undefined });
    await refetch;
    expect(client.getQueryData(options.queryKey)?.count).toBe(6);
  });

  it('asks the worker in the page’s order, and reads a complete list of the other order backwards instead of loading again', async () => {
    const client = clientOfV3();
    const oldest = client.fetchQuery(personQueries.assets('p-5', 'oldest'));
    const worker = await posted(0);
    expect(worker.posted).toEqual([expect.objectContaining({ personId: 'p-5', order: 'oldest' })]);
    worker.answer({ type: 'ok', list: compactAssets([photo(0), photo(1), photo(2)], 'oldest'), order: 'oldest', timings: fakeTimings, dropped: undefined });
    expect((await oldest).idAt(0)).toBe('a2');
    const newest = await client.fetchQuery(personQueries.assets('p-5', 'newest'));
    expect([newest.order, newest.idAt(0), newest.count]).toEqual(['newest', 'a0', 3]);
    expect(FakeWorker.all).toHaveLength(1);
    // a list still arriving is not read backwards: the other order is loaded on its own
    void client.prefetchQuery(personQueries.assets('p-6', 'newest'));
    (await posted(1)).answer({ type: 'progress', chunk: chunk(0, 2) });
    await vi.waitFor(() => expect(client.getQueryData(personQueries.assets('p-6', 'newest').queryKey)?.partial).toBe(true));
    void client.prefetchQuery(personQueries.assets('p-6', 'oldest'));
    expect((await posted(2)).posted).toEqual([expect.objectContaining({ personId: 'p-6', order: 'oldest' })]);
  });

  it('ends the worker when the query is cancelled (the page was left)', async () => {
    const client = clientOfV3();
    const options = personQueries.assets('p-4');
    void client.prefetchQuery(options);
    const worker = await posted(0);
    await client.cancelQueries({ queryKey: options.queryKey });
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
  });
});

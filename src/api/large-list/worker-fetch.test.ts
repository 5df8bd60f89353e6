import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFirstPage, firstRequestOf } from './worker-fetch';
import type { FirstPageAnswer, PersonListRule } from './protocol';

const v3: PersonListRule = { personAssetsEndpoint: false, visibility: true, assetSize: true };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

afterEach(() => vi.unstubAllGlobals());

describe("the search's first page, asked for by the page", () => {
  it('is the first search request, read to its end as bytes with its status and headers', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{"assets":{"items":[]}}', { status: 200, headers: { 'x-correlation': 'c1' } })));
    vi.stubGlobal('fetch', fetch);
    const answer = (await fetchFirstPage('http://x/api', 'p 1', v3, 'oldest'))!;
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://x/api/search/metadata');
    expect(JSON.parse(init!.body as string)).toMatchObject({ personIds: ['p 1'], page: 1, size: 1000, order: 'asc', visibility: 'timeline' });
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toContainEqual(['x-correlation', 'c1']);
    expect(new TextDecoder().decode(answer.body)).toBe('{"assets":{"items":[]}}');
    expect(answer.fetchMs).toBeGreaterThanOrEqual(0);
  });

  it('is nothing when the request fails (the worker asks again)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    expect(await fetchFirstPage('http://x/api', 'p1', v3, 'newest')).toBeUndefined();
  });
});

describe("the worker's first request", () => {
  it('is the answer the page handed over, when there is one, as a response the loader reads', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('the worker must not ask again'))));
    const firstPage: FirstPageAnswer = { status: 401, statusText: 'Unauthorized', headers: [['content-type', 'application/json']], body: bytes('{"message":"no"}'), fetchMs: 40 };
    const before = performance.now();
    const started = firstRequestOf('http://x/api', 'p1', v3, 'newest', firstPage);
    const response = await started.response;
    expect([response.status, response.statusText, response.headers.get('content-type')]).toEqual([401, 'Unauthorized', 'application/json']);
    expect(await response.text()).toBe('{"message":"no"}');
    expect(started.startedAt).toBeLessThanOrEqual(before - 40 + 1);
  });

  it('takes an answer without a body as one', async () => {
    const started = firstRequestOf('http://x/api', 'p1', v3, 'newest', { status: 204, statusText: '', headers: [], body: new ArrayBuffer(0), fetchMs: 1 });
    expect((await started.response).status).toBe(204);
  });

  it('is made by the worker when the page made none', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetch);
    await firstRequestOf('http://x/api', 'p1', { ...v3, personAssetsEndpoint: true }, 'newest', undefined).response;
    expect(fetch).toHaveBeenCalledWith('http://x/api/people/p1/assets', expect.objectContaining({ credentials: 'same-origin' }));
  });
});

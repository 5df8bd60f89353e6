// @vitest-environment node
import { z } from 'zod/mini';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GridAssetSchema, resetReports } from '../schemas';
import { compactAssets } from './compact-assets';
import { loadPersonAssets } from './fetch-person-assets';
import type { PersonListRule } from './protocol';

const body = (JSON.parse(readFileSync(resolve(process.cwd(), 'src/api/test-fixtures/immich-v1.106.4/get-person-assets.json'), 'utf8')) as { body: Record<string, unknown>[] }).body;
const personId = 'f6528751-7167-4a01-88f5-4d6d47143043';

/** Stubs the worker's `fetch` with one answer per call (the last one repeats); returns the calls. */
function answer(...responses: (() => Response | Promise<Response>)[]): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${init?.credentials ?? ''}`);
      return Promise.resolve(responses[Math.min(calls.length, responses.length) - 1]!());
    }),
  );
  return calls;
}

const json = (value: unknown, status = 200) => () => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  resetReports();
});

describe('loadPersonAssets (the worker side)', () => {
  it('reads the request the worker already made, instead of making another', async () => {
    const calls = answer(json([]));
    const result = await loadPersonAssets('http://app.test/api', personId, undefined, {}, { response: Promise.resolve(json(body)()), startedAt: performance.now() });
    expect(calls).toEqual([]);
    expect(result.type === 'ok' && result.list.count).toBe(body.length);
  });

  it('reports a started request that failed as a network error', async () => {
    answer(json([]));
    const result = await loadPersonAssets('http://app.test/api', personId, undefined, {}, { response: Promise.reject(new TypeError('Failed to fetch')), startedAt: performance.now() });
    expect(result).toMatchObject({ type: 'error', error: { kind: 'network' } });
  });

  it('makes the request itself (same-origin cookies, the api base), then validates and packs the list', async () => {
    const calls = answer(json(body));
    const result = await loadPersonAssets('http://app.test/api', personId, undefined);
    expect(calls).toEqual([`GET http://app.test/api/people/${personId}/assets same-origin`]);
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length);
    expect(result.dropped).toBeUndefined();
    expect(result.timings.bytes).toBeGreaterThan(1000);
  });

  it('drops and counts a malformed item instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(json([{ ...body[0], id: undefined }, ...body.slice(1)]));
    const result = await loadPersonAssets('/api', personId, undefined);
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length - 1);
    expect(result.dropped).toMatchObject({ dropped: 1, total: body.length });
    expect(result.dropped?.issues[0]).toContain('assets[0].id');
    expect(warn).toHaveBeenCalled();
  });

  it('names bad data that is not a list at all, and a body that is not JSON', async () => {
    answer(json({ oops: true }));
    expect(await loadPersonAssets('/api', personId, undefined)).toMatchObject({ type: 'error', error: { kind: 'bad-data', endpoint: `/people/${personId}/assets` } });
    answer(() => new Response('[{"id": "a", '));
    expect(await loadPersonAssets('/api', personId, undefined)).toMatchObject({ type: 'error', error: { kind: 'bad-data', issues: [{ path: '', message: 'the response is not JSON' }] } });
  });

  it('names the field of an asset that fails in a way the list cannot drop', async () => {
    answer(json({ assets: body }));
    const result = await loadPersonAssets('/api', personId, undefined);
    expect(result).toMatchObject({ type: 'error', error: { kind: 'bad-data' } });
    if (result.type !== 'error') return;
    expect(result.error.issues?.[0]?.message).toMatch(/array/i);
  });

  it('turns 401 into an unauthorized error (the shell signs in again) and a failed fetch into a network error', async () => {
    answer(json({ message: 'Authentication required', statusCode: 401, correlationId: 'cid-1' }, 401));
    expect(await loadPersonAssets('/api', personId, undefined)).toMatchObject({ type: 'error', error: { kind: 'unauthorized', status: 401, correlationId: 'cid-1', messages: ['Authentication required'] } });
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await loadPersonAssets('/api', personId, undefined);
    expect(offline).toMatchObject({ type: 'error', error: { kind: 'network', endpoint: `/people/${personId}/assets` } });
    if (offline.type === 'error') expect(offline.error.message).toContain('Failed to fetch');
  });

  it('pages through POST /search/metadata when the server has no person-assets endpoint', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`);
        if (!init?.method) return Promise.resolve(new Response('{"message":"Not found","statusCode":404}', { status: 404 }));
        const page = (JSON.parse(init.body as string) as { page: number }).page;
        const items = page === 1 ? body.slice(0, 2) : body.slice(2);
        return Promise.resolve(new Response(JSON.stringify({ assets: { items, nextPage: page === 1 ? '2' : null } })));
      }),
    );
    const result = await loadPersonAssets('/api', personId, undefined);
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length);
    expect(calls).toHaveLength(3);
    expect(calls[1]).toContain('POST /api/search/metadata');
    expect(calls[2]).toContain('"page":2');
  });

  it('turns an error answer into a typed error with the correlation id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"Not found","statusCode":404}', { status: 404 }))),
    );
    const notFound = await loadPersonAssets('/api', personId, undefined);
    expect(notFound.type).toBe('error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"boom","statusCode":500,"correlationId":"cid-9"}', { status: 500 }))),
    );
    const result = await loadPersonAssets('/api', personId, undefined);
    expect(result).toMatchObject({ type: 'error', error: { kind: 'server', status: 500, correlationId: 'cid-9' } });
  });
});

describe('loadPersonAssets on servers without GET /people/{id}/assets (Immich v1.118+, v2, v3)', () => {
  const v275 = (name: string) =>
    (JSON.parse(readFileSync(resolve(process.cwd(), 'src/api/test-fixtures/immich-v2.7.5', name), 'utf8')) as { request: { body: Record<string, unknown> }; body: { assets: { items: Record<string, unknown>[]; nextPage: string | null } } });
  const ella = 'b0fc1b54-4f02-45c0-9bd0-1488808b203a';
  /** Immich v2.7.5's answer with `visibility: "timeline"`: Ella's 19 photos, newest instant first. */
  const recorded = v275('post-search-metadata-person-ella-visibility-timeline.json');
  const items = recorded.body.assets.items;
  /** Immich v2.7.5's first page of 5 (`nextPage: "2"`). */
  const firstOfFive = v275('post-search-metadata-person-ella-page-size-5.json');
  const v3: PersonListRule = { personAssetsEndpoint: false, visibility: true, assetSize: true };
  const v2: PersonListRule = { personAssetsEndpoint: false, visibility: true, assetSize: false };
  const v1118: PersonListRule = { personAssetsEndpoint: false, visibility: false, assetSize: false };

  /** The items in pages of `size`, as the search answers them (`nextPage` a string, null on the last). */
  function pagesOf(all: Record<string, unknown>[], size: number) {
    const pages: { assets: { total: number; count: number; items: Record<string, unknown>[]; facets: []; nextPage: string | null } }[] = [];
    for (let i = 0; i < all.length; i += size) {
      const page = all.slice(i, i + size);
      pages.push({ assets: { total: page.length, count: page.length, items: page, facets: [], nextPage: i + size < all.length ? String(pages.length + 2) : null } });
    }
    return pages;
  }

  /** Stubs the search: page `n` answers `pages[n - 1]` (or what `hold` returns for it); returns the request bodies and urls. */
  function serve(pages: unknown[], hold?: (page: number) => Promise<Response> | undefined) {
    const calls: { url: string; method: string; body: Record<string, unknown> | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
        calls.push({ url, method: init?.method ?? 'GET', body });
        if (!url.endsWith('/search/metadata')) return Promise.resolve(json({ message: 'Cannot GET', statusCode: 404 }, 404)());
        const page = body?.page as number;
        return hold?.(page) ?? Promise.resolve(json(pages[page - 1] ?? { assets: { items: [], nextPage: null } })());
      }),
    );
    return calls;
  }

  const idsOf = (list: { count: number; ids: string; idOffsets: Uint32Array }) => Array.from({ length: list.count }, (_, i) => list.ids.slice(list.idOffsets[i], list.idOffsets[i + 1]));

  it('goes straight to the search (no GET /people/{id}/assets), with visibility "timeline", integer pages of 1,000, until nextPage is null', async () => {
    const calls = serve(pagesOf(items, 1000));
    const result = await loadPersonAssets('/api', ella, v2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/search/metadata']);
    expect(calls[0]!.body).toEqual({ personIds: [ella], withExif: true, page: 1, size: 1000, visibility: 'timeline' });
    expect(result.type === 'ok' && result.list.count).toBe(19);
  });

  it('follows nextPage ("2", "3", …) with integer pages and stops at null', async () => {
    const pages = pagesOf(items, 5);
    // the first page as Immich v2.7.5 sent it for size 5
    expect(pages[0]!.assets.items.map((i) => i.id)).toEqual(firstOfFive.body.assets.items.map((i) => i.id));
    expect(firstOfFive.body.assets.nextPage).toBe('2');
    const calls = serve(pages);
    const result = await loadPersonAssets('/api', ella, v3);
    expect(calls.map((c) => c.body?.page)).toEqual([1, 2, 3, 4]);
    expect(calls.every((c) => Number.isInteger(c.body?.page) && c.body?.size === 1000 && c.body.visibility === 'timeline')).toBe(true);
    // v3 assets carry their upright size: no EXIF asked for
    expect(calls[0]!.body?.withExif).toBe(false);
    expect(result.type === 'ok' && result.list.count).toBe(19);
  });

  it('on v1.118-v1.x asks for unarchived, visible assets (no visibility filter there)', async () => {
    const calls = serve(pagesOf(items, 1000));
    await loadPersonAssets('/api', ella, v1118);
    expect(calls[0]!.body).toEqual({ personIds: [ella], withExif: true, page: 1, size: 1000, isArchived: false, isVisible: true });
  });

  it('leaves out archived, hidden, locked and trashed photos whatever the server sent', async () => {
    const sent = structuredClone(items);
    sent[0]!.visibility = 'archive';
    sent[0]!.isArchived = true;
    sent[1]!.visibility = 'hidden';
    sent[2]!.visibility = 'locked';
    sent[3]!.isTrashed = true;
    const calls = serve(pagesOf(sent, 5));
    const result = await loadPersonAssets('/api', ella, v3);
    expect(calls).toHaveLength(4);
    if (result.type !== 'ok') throw new Error(result.type);
    expect(result.list.count).toBe(15);
    for (const gone of sent.slice(0, 4)) expect(idsOf(result.list)).not.toContain(gone.id);
    expect(result.dropped).toBeUndefined();
  });

  it('hands the first page on before the next one has arrived, in the same order as the whole list sorted at once', async () => {
    let releasePage2: (() => void) | undefined;
    const pages = pagesOf(items, 5);
    const calls = serve(pages, (page) =>
      page === 2 ? new Promise<Response>((r) => (releasePage2 = () => r(json(pages[1])()))) : undefined,
    );
    const chunks: string[][] = [];
    const loading = loadPersonAssets('/api', ella, v3, { onChunk: (chunk) => chunks.push(idsOf(chunk)) });
    await vi.waitFor(() => expect(chunks).toHaveLength(1));
    // page 2 is asked for but not here: the first photos are already out
    expect(calls.map((c) => c.body?.page)).toEqual([1, 2]);
    expect(chunks[0]).toEqual(items.slice(0, 4).map((i) => i.id));
    releasePage2!();
    const result = await loading;
    if (result.type !== 'ok') throw new Error(result.type);
    const whole = compactAssets(z.array(GridAssetSchema).parse(structuredClone(items)));
    expect([...chunks.flat(), ...idsOf(result.list)]).toEqual(idsOf(whole));
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('oldest first, asks every page with order "asc" and hands the first page on before the last one is here', async () => {
    const oldestFirst = [...items].reverse(); // what the search answers with order "asc"
    const pages = pagesOf(oldestFirst, 5);
    let releaseLast: (() => void) | undefined;
    const calls = serve(pages, (page) => (page === pages.length ? new Promise<Response>((r) => (releaseLast = () => r(json(pages[page - 1])()))) : undefined));
    const chunks: string[][] = [];
    const loading = loadPersonAssets('/api', ella, v3, { onChunk: (chunk, order) => chunks.push([order, ...idsOf(chunk)]) }, undefined, 'oldest');
    await vi.waitFor(() => expect(calls).toHaveLength(pages.length));
    await vi.waitFor(() => expect(chunks.length).toBeGreaterThan(0));
    expect(calls.every((c) => c.body?.order === 'asc')).toBe(true);
    releaseLast!();
    const result = await loading;
    if (result.type !== 'ok') throw new Error(result.type);
    expect(result.order).toBe('oldest');
    const whole = compactAssets(z.array(GridAssetSchema).parse(structuredClone(items)), 'oldest');
    expect([...chunks.flatMap((c) => c.slice(1)), ...idsOf(result.list)]).toEqual(idsOf(whole));
    expect(chunks.every((c) => c[0] === 'oldest')).toBe(true);
    // a server that ignored `order` (newest first): nothing out of order, all of it at the end
    serve(pagesOf(items, 5));
    const ignored: string[][] = [];
    const late = await loadPersonAssets('/api', ella, v3, { onChunk: (chunk) => ignored.push(idsOf(chunk)) }, undefined, 'oldest');
    expect([ignored, late.type === 'ok' && idsOf(late.list)]).toEqual([[], idsOf(whole)]);
  });

  it('answers the search’s own errors as typed errors, and stops when nextPage does not move forward', async () => {
    // Immich v2.7.5's answer to `size: 1001`
    const tooBig = v275('post-search-metadata-size-too-big-400.json') as unknown as { status: number; body: unknown };
    serve([], () => Promise.resolve(json(tooBig.body, tooBig.status)()));
    expect(await loadPersonAssets('/api', ella, v3)).toMatchObject({
      type: 'error',
      error: { kind: 'invalid', status: 400, endpoint: '/search/metadata', correlationId: '1dzafgxq', messages: ['size must not be greater than 1000'] },
    });
    const calls = serve([{ assets: { items: items.slice(0, 2), nextPage: '1' } }]);
    const result = await loadPersonAssets('/api', ella, v3);
    expect(calls).toHaveLength(1);
    expect(result.type === 'ok' && result.list.count).toBe(2);
  });

  it('searches after a 404 when the server’s rule is unknown, with visibility "timeline" (older servers ignore it)', async () => {
    const calls = serve(pagesOf(items, 1000));
    const result = await loadPersonAssets('/api', ella, undefined);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /api/people/${ella}/assets`, 'POST /api/search/metadata']);
    expect(calls[1]!.body).toMatchObject({ visibility: 'timeline', withExif: true, page: 1 });
    expect(result.type === 'ok' && result.list.count).toBe(19);
  });

  it('leaves archived photos out of the v1.106 list too', async () => {
    const sent = structuredClone(body);
    (sent[0] as { isArchived: boolean }).isArchived = true;
    answer(json(sent));
    const result = await loadPersonAssets('/api', personId, { personAssetsEndpoint: true, visibility: false, assetSize: false });
    expect(result.type === 'ok' && result.list.count).toBe(body.length - 1);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReports } from '../schemas';
import { loadPersonAssets } from './fetch-person-assets';

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
    const result = await loadPersonAssets('http://app.test/api', personId, undefined, { response: Promise.resolve(json(body)()), startedAt: performance.now() });
    expect(calls).toEqual([]);
    expect(result.type === 'ok' && result.list.count).toBe(body.length);
  });

  it('reports a started request that failed as a network error', async () => {
    answer(json([]));
    const result = await loadPersonAssets('http://app.test/api', personId, undefined, { response: Promise.reject(new TypeError('Failed to fetch')), startedAt: performance.now() });
    expect(result).toMatchObject({ type: 'error', error: { kind: 'network' } });
  });

  it('makes the request itself (same-origin cookies, the api base), then validates and packs the list', async () => {
    const calls = answer(json(body));
    const received = vi.fn();
    const result = await loadPersonAssets('http://app.test/api', personId, received);
    expect(calls).toEqual([`GET http://app.test/api/people/${personId}/assets same-origin`]);
    expect(received).toHaveBeenCalledTimes(1);
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length);
    expect(result.dropped).toBeUndefined();
    expect(result.timings.bytes).toBeGreaterThan(1000);
  });

  it('drops and counts a malformed item instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(json([{ ...body[0], id: undefined }, ...body.slice(1)]));
    const result = await loadPersonAssets('/api', personId);
    expect(result.type).toBe('ok');
    if (result.type !== 'ok') return;
    expect(result.list.count).toBe(body.length - 1);
    expect(result.dropped).toMatchObject({ dropped: 1, total: body.length });
    expect(result.dropped?.issues[0]).toContain('assets[0].id');
    expect(warn).toHaveBeenCalled();
  });

  it('names bad data that is not a list at all, and a body that is not JSON', async () => {
    answer(json({ oops: true }));
    expect(await loadPersonAssets('/api', personId)).toMatchObject({ type: 'error', error: { kind: 'bad-data', endpoint: `/people/${personId}/assets` } });
    answer(() => new Response('[{"id": "a", '));
    expect(await loadPersonAssets('/api', personId)).toMatchObject({ type: 'error', error: { kind: 'bad-data', issues: [{ path: '', message: 'the response is not JSON' }] } });
  });

  it('names the field of an asset that fails in a way the list cannot drop', async () => {
    answer(json({ assets: body }));
    const result = await loadPersonAssets('/api', personId);
    expect(result).toMatchObject({ type: 'error', error: { kind: 'bad-data' } });
    if (result.type !== 'error') return;
    expect(result.error.issues?.[0]?.message).toMatch(/array/i);
  });

  it('turns 401 into an unauthorized error (the shell signs in again) and a failed fetch into a network error', async () => {
    answer(json({ message: 'Authentication required', statusCode: 401, correlationId: 'cid-1' }, 401));
    expect(await loadPersonAssets('/api', personId)).toMatchObject({ type: 'error', error: { kind: 'unauthorized', status: 401, correlationId: 'cid-1', messages: ['Authentication required'] } });
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await loadPersonAssets('/api', personId);
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
    const result = await loadPersonAssets('/api', personId);
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
    const notFound = await loadPersonAssets('/api', personId);
    expect(notFound.type).toBe('error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"boom","statusCode":500,"correlationId":"cid-9"}', { status: 500 }))),
    );
    const result = await loadPersonAssets('/api', personId);
    expect(result).toMatchObject({ type: 'error', error: { kind: 'server', status: 500, correlationId: 'cid-9' } });
  });
});

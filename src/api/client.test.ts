import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, apiRequest, setOnUnauthorized } from './client';
import { setApiBase } from './base';
import { ApiError, isApiError } from './errors';
import { MemorySchema } from './schemas/memory';
import { bodyOf, fixtures, jsonResponse, recordedResponse, stubFetch, setupApiTests } from './test-helpers';

setupApiTests();

const Ok = z.object({ ok: z.boolean() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiFetch requests', () => {
  it('sends JSON headers, the cookie, the base and the query', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { ok: true }));
    await apiFetch('/things', { schema: Ok, method: 'POST', body: { a: 1 }, query: { x: 1, y: undefined, z: true } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things?x=1&z=true');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends no Content-Type without a body, and honours setApiBase', async () => {
    setApiBase('https://photos.example.org/api/');
    const fetch = stubFetch(() => jsonResponse(200, { ok: true }));
    await apiFetch('/things', { schema: Ok });
    expect(fetch.mock.calls[0]![0]).toBe('https://photos.example.org/api/things');
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ Accept: 'application/json' });
  });

  it('returns the parsed body with null turned into undefined, and the status', async () => {
    stubFetch(() => recordedResponse(fixtures.memory));
    const { data, status } = await apiRequest('/memories/x', { schema: MemorySchema });
    expect(status).toBe(200);
    expect(data.seenAt).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('null');
  });

  it('resolves a 204 without a schema to undefined', async () => {
    stubFetch(() => jsonResponse(204, undefined));
    await expect(apiFetch('/activities/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiFetch error mapping', () => {
  it.each([
    ['400 "Not found or no access"', fixtures.memoryUnknown, 'not-found', ['Not found or no memory.read access'], 'igiubhxo'],
    ['400 validation array', fixtures.commentMissing400, 'invalid', ['comment must be a string', 'comment should not be empty'], 'ck6kp8jl'],
    ['400 bad UUID', fixtures.memoryBadUuid, 'invalid', ['id must be a UUID'], '30hlhg29'],
    ['401', fixtures.memories401, 'unauthorized', ['Authentication required'], 'mc3ma2ph'],
    ['500 of GET /memories on v1.106', fixtures.memories500, 'server', ['Failed to search memories'], '4wjpx3sn'],
  ])('maps a real %s', async (_label, recorded, kind, messages, correlationId) => {
    stubFetch(() => recordedResponse(recorded));
    const error = await failure(apiFetch('/memories/x', { schema: MemorySchema }));
    expect(error).toMatchObject({ kind, status: recorded.status, messages, correlationId, endpoint: '/memories/x' });
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not-found'],
    [413, 'invalid'],
    [422, 'invalid'],
    [503, 'server'],
  ])('maps %i to %s', async (status, kind) => {
    stubFetch(() => jsonResponse(status, { message: 'Nope', error: 'X', statusCode: status, correlationId: 'c1' }));
    const error = await failure(apiFetch('/things', { schema: Ok }));
    expect(error).toMatchObject({ kind, status, messages: ['Nope'], correlationId: 'c1' });
  });

  it('takes the correlation id from x-immich-cid when the body has none (e.g. an HTML 502 from a proxy)', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'x-immich-cid': 'from-header' } }));
    const error = await failure(apiFetch('/things', { schema: Ok }));
    expect(error).toMatchObject({ kind: 'server', status: 502, messages: [], correlationId: 'from-header' });
  });

  it('maps a fetch TypeError to network', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(apiFetch('/things', { schema: Ok }))).toMatchObject({ kind: 'network', endpoint: '/things' });
  });

  it('maps a timeout to timeout', async () => {
    vi.useFakeTimers();
    stubFetch((_url, init) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    }));
    const pending = failure(apiFetch('/slow', { schema: Ok, timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: 'timeout', endpoint: '/slow' });
  });

  it('rethrows the caller\'s abort (a cancel, not an error to show)', async () => {
    const controller = new AbortController();
    stubFetch((_url, init) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = apiFetch('/things', { schema: Ok, signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'cancelled' });
  });

  it('maps malformed JSON in a 200 to bad-data', async () => {
    stubFetch(() => new Response('<!doctype html><p>app</p>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await failure(apiFetch('/things', { schema: Ok }));
    expect(error.kind).toBe('bad-data');
    expect(error.message).toContain('not JSON (text/html)');
  });

  it('maps a schema failure to bad-data naming the endpoint and the field path', async () => {
    const body = { ...bodyOf(fixtures.memory), data: { year: 'last year' } };
    stubFetch(() => jsonResponse(200, body));
    const error = await failure(apiFetch('/memories/m1', { schema: MemorySchema }));
    expect(error).toMatchObject({ kind: 'bad-data', endpoint: '/memories/m1', status: 200, correlationId: 'cid-header' });
    expect(error.issues?.map((i) => i.path)).toEqual(['data.year']);
    expect(error.message).toContain('/memories/m1');
    expect(error.message).toContain('data.year');
  });
});

describe('onUnauthorized', () => {
  it('is called on a 401, unless the request opts out', async () => {
    const hook = vi.fn();
    setOnUnauthorized(hook);
    stubFetch(() => recordedResponse(fixtures.memories401));
    await failure(apiFetch('/memories', { schema: Ok }));
    expect(hook).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unauthorized' }));
    await failure(apiFetch('/auth/login', { schema: Ok, ignoreUnauthorized: true }));
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('is not called for other statuses', async () => {
    const hook = vi.fn();
    setOnUnauthorized(hook);
    stubFetch(() => jsonResponse(403, { message: 'Missing permission' }));
    await failure(apiFetch('/memories', { schema: Ok }));
    expect(hook).not.toHaveBeenCalled();
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiFetch, apiRequest, setOnUnauthorized } from './client';
import { setApiBase } from './base';
import { ApiError, isApiError } from './errors';
import { MemorySchema } from './schemas/memory';
import { bodyOf, fixtures, jsonResponse, recordedResponse, stubFetch, setupApiTests } from '@/test/api';
import v2DeleteNotOwner from './test-fixtures/immich-v2.7.5/delete-activity-not-owner-400.json';
import v2BadUuid from './test-fixtures/immich-v2.7.5/get-asset-bad-uuid-400.json';
import v2Unauthorized from './test-fixtures/immich-v2.7.5/get-memories-no-auth-401.json';
import v2MemoryUnknown from './test-fixtures/immich-v2.7.5/get-memory-unknown-id-400.json';
import v2CommentMissing from './test-fixtures/immich-v2.7.5/post-activity-comment-missing-400.json';
import v2SizeTooBig from './test-fixtures/immich-v2.7.5/post-search-metadata-size-too-big-400.json';

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
    const body = { ...bodyOf(fixtures.memory), type: 7 };
    stubFetch(() => jsonResponse(200, body));
    const error = await failure(apiFetch('/memories/m1', { schema: MemorySchema }));
    expect(error).toMatchObject({ kind: 'bad-data', endpoint: '/memories/m1', status: 200, correlationId: 'cid-header' });
    expect(error.issues?.map((i) => i.path)).toEqual(['type']);
    expect(error.message).toContain('/memories/m1');
    expect(error.message).toContain('type');
  });
});

describe('errors of Immich v2.7.5 and v3', () => {
  it.each([
    ['400 not the owner', v2DeleteNotOwner, 'not-found', ['Not found or no activity.delete access'], 'u8txduft'],
    ['400 bad UUID', v2BadUuid, 'invalid', ['id must be a UUID'], 'r4s4ejh2'],
    ['401', v2Unauthorized, 'unauthorized', ['Authentication required'], 'divx10bo'],
    ['400 unknown memory', v2MemoryUnknown, 'not-found', ['Not found or no memory.read access'], 'h3diliti'],
    ['400 validation list', v2CommentMissing, 'invalid', ['comment must be a string', 'comment should not be empty'], '5tt99n7f'],
    ['400 size too big', v2SizeTooBig, 'invalid', ['size must not be greater than 1000'], '1dzafgxq'],
  ])('maps a real v2.7.5 %s', async (_label, recorded, kind, messages, correlationId) => {
    // the v2.7.5 body carries the id; the header is what the test helper adds
    stubFetch(() => recordedResponse(recorded));
    const error = await failure(apiFetch('/things', { schema: Ok, ignoreUnauthorized: true }));
    expect(error).toMatchObject({ kind, status: recorded.status, messages, correlationId });
  });

  /** A v3 answer: no `error`, no `correlationId` in the body; the id only in `X-Correlation-ID`. */
  const v3 = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'X-Correlation-ID': 'v3ref9k2' } });

  it('reads v3 validation errors (errors[]) as lines like the older message[] ones, with the X-Correlation-ID', async () => {
    stubFetch(() =>
      v3(400, {
        message: 'Validation failed',
        statusCode: 400,
        errors: [
          { code: 'invalid_type', path: ['comment'], message: 'Invalid input: expected string, received undefined' },
          { code: 'too_big', path: 'size', message: 'size must not be greater than 1000' },
          { code: 'custom', path: [], message: 'Either albumId or assetId is required' },
          { path: ['broken'] },
        ],
      }),
    );
    const error = await failure(apiFetch('/activities', { schema: Ok, method: 'POST', body: {} }));
    expect(error).toMatchObject({
      kind: 'invalid',
      status: 400,
      correlationId: 'v3ref9k2',
      messages: ['comment: Invalid input: expected string, received undefined', 'size must not be greater than 1000', 'Either albumId or assetId is required'],
    });
    expect(error.issues).toEqual([
      { path: 'comment', message: 'Invalid input: expected string, received undefined' },
      { path: 'size', message: 'size must not be greater than 1000' },
      { path: '', message: 'Either albumId or assetId is required' },
    ]);
  });

  it('reads a v3 error without errors[] from its message, and a v3 not-found as not-found', async () => {
    stubFetch(() => v3(400, { message: 'Not found or no album.read access', statusCode: 400 }));
    expect(await failure(apiFetch('/albums/x', { schema: Ok }))).toMatchObject({
      kind: 'not-found',
      messages: ['Not found or no album.read access'],
      correlationId: 'v3ref9k2',
    });
  });

  it('takes the correlation id from the body, X-Correlation-ID or x-immich-cid, whichever is there', async () => {
    const answer = (body: Record<string, unknown>, headers: Record<string, string>) => () =>
      new Response(JSON.stringify({ message: 'Nope', statusCode: 500, ...body }), { status: 500, headers });
    stubFetch(answer({ correlationId: 'in-body' }, { 'x-correlation-id': 'v3-header' }));
    expect((await failure(apiFetch('/a', { schema: Ok }))).correlationId).toBe('in-body');
    stubFetch(answer({}, { 'x-correlation-id': 'v3-header', 'x-immich-cid': 'v2-header' }));
    expect((await failure(apiFetch('/a', { schema: Ok }))).correlationId).toBe('v3-header');
    stubFetch(answer({}, { 'x-immich-cid': 'v2-header' }));
    expect((await failure(apiFetch('/a', { schema: Ok }))).correlationId).toBe('v2-header');
    stubFetch(answer({}, {}));
    expect((await failure(apiFetch('/a', { schema: Ok }))).correlationId).toBeUndefined();
  });

  it('keeps the X-Correlation-ID of a v3 answer that is bad data', async () => {
    stubFetch(() => v3(200, { ok: 'yes' }));
    expect(await failure(apiFetch('/a', { schema: Ok }))).toMatchObject({ kind: 'bad-data', correlationId: 'v3ref9k2' });
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

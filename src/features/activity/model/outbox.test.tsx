import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActivityKey, deleteActivityKey, registerOutbox, resetUnsentCache, sendActivity, unsentComments, useCommentOutbox, type SendVariables } from './outbox';

const albumId = '8d0eb732-67f2-4717-838d-45798e379825';
const me = { id: 'f352cb28-5214-41d9-b1e2-9febe75a716b', email: 'a@example.com', name: 'Ana', profileImagePath: '', avatarColor: 'gray' };

/** A tiny fake service: it stores comments; `failNextPost` decides what the next POST does. */
function fakeService() {
  const stored: Array<Record<string, unknown>> = [];
  let failNextPost: 'drop-after-store' | '503' | undefined;
  const posts = vi.fn();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-immich-cid': 'cid' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      await Promise.resolve();
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      if (url.pathname === '/api/users/me') return json(200, me);
      if (url.pathname === '/api/activities' && method === 'GET') return json(200, stored);
      if (url.pathname === '/api/activities' && method === 'POST') {
        posts();
        const mode = failNextPost;
        failNextPost = undefined;
        if (mode === '503') return json(503, { message: 'Unavailable', error: 'Service Unavailable', statusCode: 503, correlationId: 'x' });
        const body = JSON.parse(init?.body as string) as { comment: string };
        const activity = { id: crypto.randomUUID(), type: 'comment', assetId: null, comment: body.comment, createdAt: new Date().toISOString(), user: me };
        stored.push(activity);
        if (mode === 'drop-after-store') throw new TypeError('Failed to fetch');
        return json(201, activity);
      }
      return json(404, { message: 'Not found', error: 'Not Found', statusCode: 404, correlationId: 'x' });
    }),
  );
  return { stored, posts, fail: (mode: typeof failNextPost) => (failNextPost = mode) };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOutbox(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useCommentOutbox({ albumId, authorId: me.id, list: [] }), { wrapper });
  return { queryClient, hook };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetUnsentCache();
});

describe('exactly once', () => {
  it('a response lost after the server stored it: Retry finds it and posts nothing', async () => {
    const service = fakeService();
    const { hook } = setup();
    service.fail('drop-after-store');
    act(() => void hook.result.current.send('Lost answer'));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));
    expect(hook.result.current.items[0]?.errorKind).toBe('network');

    act(() => hook.result.current.retry(hook.result.current.items[0]!));
    await waitFor(() => expect(hook.result.current.items).toHaveLength(0));
    expect(service.posts).toHaveBeenCalledTimes(1);
    expect(service.stored).toHaveLength(1);
  });

  it('a 503: Retry checks, finds nothing, posts exactly once more', async () => {
    const service = fakeService();
    const { hook } = setup();
    service.fail('503');
    act(() => void hook.result.current.send('Busy server'));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));

    act(() => hook.result.current.retry(hook.result.current.items[0]!));
    await waitFor(() => expect(hook.result.current.items).toHaveLength(0));
    expect(service.posts).toHaveBeenCalledTimes(2);
    expect(service.stored.map((a) => a.comment)).toEqual(['Busy server']);
  });

  it('the same text sent twice within a second (double Enter) is queued once', async () => {
    const service = fakeService();
    const { hook } = setup();
    let second = true;
    act(() => {
      hook.result.current.send('Twice?');
      second = hook.result.current.send('Twice?');
    });
    expect(second).toBe(false);
    await waitFor(() => expect(service.stored).toHaveLength(1));
    expect(service.posts).toHaveBeenCalledTimes(1);
  });

  it('a queued send by another account is dropped, never posted', async () => {
    const service = fakeService();
    const queryClient = new QueryClient();
    await expect(
      sendActivity(queryClient, {
        clientId: 'c1',
        albumId,
        type: 'comment',
        comment: 'Not mine',
        authorId: 'someone-else',
        firstAttemptAt: Date.now(),
        priorMatchIds: [],
        verifyBeforePost: false,
      }),
    ).rejects.toMatchObject({ name: 'AuthorMismatchError' });
    expect(service.posts).not.toHaveBeenCalled();
  });

  it('a send restored from an earlier page checks the list first and does not post what was delivered', async () => {
    const service = fakeService();
    const queryClient = new QueryClient();
    const firstAttemptAt = performance.timeOrigin - 5_000;
    service.stored.push({ id: crypto.randomUUID(), type: 'comment', assetId: null, comment: 'Sent before the reload', createdAt: new Date(firstAttemptAt + 100).toISOString(), user: me });
    const result = await sendActivity(queryClient, {
      clientId: 'restored-1',
      albumId,
      type: 'comment',
      comment: 'Sent before the reload',
      authorId: me.id,
      firstAttemptAt,
      priorMatchIds: [],
      verifyBeforePost: false,
    });
    expect(result.created).toBe(false);
    expect(service.posts).not.toHaveBeenCalled();
    expect(service.stored).toHaveLength(1);
  });
});

const storageKey = `keepsake:unsent-comments:${albumId}`;
const failedSend = (over: Partial<SendVariables> = {}): SendVariables => ({
  clientId: 'c1',
  albumId,
  type: 'comment',
  comment: 'Kept',
  authorId: me.id,
  firstAttemptAt: Date.now(),
  priorMatchIds: [],
  verifyBeforePost: true,
  ...over,
});

describe('the outbox module', () => {
  it('declares each key with the function that runs for it, registered as defaults', () => {
    const { queryClient } = setup();
    expect(createActivityKey).toEqual(['activities', 'create']);
    expect(deleteActivityKey).toEqual(['activities', 'delete']);
    expect(queryClient.getMutationDefaults(createActivityKey).mutationFn).toBeTypeOf('function');
    expect(queryClient.getMutationDefaults(deleteActivityKey).mutationFn).toBeTypeOf('function');
  });

  it('keeps a failed comment across a reload; its Retry checks the list, posts once, and forgets it', async () => {
    const service = fakeService();
    const first = setup();
    service.fail('503');
    act(() => void first.hook.result.current.send('Survives a reload'));
    await waitFor(() => expect(first.hook.result.current.items[0]?.status).toBe('failed'));
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]')).toMatchObject([{ comment: 'Survives a reload', verifyBeforePost: true }]);
    first.hook.unmount();

    resetUnsentCache(); // as after a reload: a new page, a new cache
    const again = setup();
    expect(again.hook.result.current.items).toMatchObject([{ status: 'failed', isRestored: true, variables: { comment: 'Survives a reload' } }]);
    act(() => again.hook.result.current.retry(again.hook.result.current.items[0]!));
    await waitFor(() => expect(again.hook.result.current.items).toHaveLength(0));
    expect(service.posts).toHaveBeenCalledTimes(2);
    expect(service.stored.map((a) => a.comment)).toEqual(['Survives a reload']);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it.each([
    ['not JSON', '{"clientId": "c1", '],
    ['JSON but not a list', JSON.stringify({ clientId: 'c1' })],
    ['a list of the wrong things', JSON.stringify([null, 42, 'text', { clientId: 7 }])],
  ])('drops a stored outbox that is %s, without an error, and clears it', (_what, raw) => {
    sessionStorage.setItem(storageKey, raw);
    expect(unsentComments(albumId)).toEqual([]);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    const { hook } = setup();
    expect(hook.result.current.items).toEqual([]);
  });

  it('keeps the readable comments of a partly corrupted store and drops the rest', () => {
    const good = failedSend();
    const stored = [good, { ...failedSend({ clientId: 'c2' }), firstAttemptAt: 'yesterday' }, failedSend({ clientId: 'c3', albumId: 'another-album' }), failedSend({ clientId: 'c4', type: 'like' })];
    sessionStorage.setItem(storageKey, JSON.stringify(stored));
    expect(unsentComments(albumId)).toEqual([good]);
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '')).toEqual([good]);
    const { hook } = setup();
    expect(hook.result.current.items.map((i) => i.variables.clientId)).toEqual(['c1']);
  });

  it('never sends unreadable variables (a damaged persisted queue): nothing is posted', async () => {
    const service = fakeService();
    await expect(sendActivity(new QueryClient(), { clientId: 'c1', albumId, type: 'comment', comment: 42 })).rejects.toMatchObject({ name: '$ZodError' });
    expect(service.posts).not.toHaveBeenCalled();
  });

  it('shows no item for a send in the cache whose variables are unreadable', async () => {
    fakeService();
    const { queryClient, hook } = setup();
    await act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: createActivityKey })
        .execute({ albumId, authorId: me.id, type: 'comment' })
        .catch(() => undefined),
    );
    expect(queryClient.getMutationCache().getAll()[0]?.state.status).toBe('error');
    expect(hook.result.current.items).toEqual([]);
  });
});

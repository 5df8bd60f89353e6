import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { MemoryPage } from './memory-page';

/** Test-only: a v1.106-shaped (thin, nulls) memory asset on the wire. */
export function wireAsset(id: string, localDateTime: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    deviceAssetId: `${id}.jpg-1`,
    ownerId: 'owner-1',
    deviceId: 'capture-script',
    libraryId: null,
    type: 'IMAGE',
    originalPath: `upload/${id}.jpg`,
    originalFileName: `${id}.jpg`,
    originalMimeType: 'image/jpeg',
    resized: true,
    thumbhash: 'jQcGDICPiHh+d4iIiHhgcQkLsw==',
    fileCreatedAt: localDateTime,
    fileModifiedAt: localDateTime,
    localDateTime,
    updatedAt: '2026-11-22T02:59:22.881Z',
    isFavorite: false,
    isArchived: false,
    isTrashed: false,
    duration: '0:00:00.00000',
    livePhotoVideoId: null,
    people: [],
    checksum: 'fdhJZFcFfJANq65Wani+0AG7CIo=',
    stackCount: null,
    isOffline: false,
    hasMetadata: true,
    duplicateId: null,
    ...overrides,
  };
}

/** Test-only: a memory on the wire (as `GET /memories/{id}` answers on v1.106.4). */
export function wireMemory(id: string, assets: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    id,
    createdAt: '2026-11-22T03:00:41.963Z',
    updatedAt: '2026-11-22T03:00:41.963Z',
    deletedAt: null,
    memoryAt: '2024-11-22T00:00:00.000Z',
    seenAt: null,
    ownerId: 'owner-1',
    type: 'on_this_day',
    data: { year: 2024 },
    isSaved: false,
    assets,
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };
/** `"GET /api/memories/m1"` -> answer (or a function of the request body). */
export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

/** Answered unless a test lists its own: the server's version (v1.106.4: the spec's shapes). */
const defaultRoutes: Routes = {
  'GET /api/server/version': { body: { major: 1, minor: 106, patch: 4 } },
};

/** Replaces fetch with canned answers (and {@link defaultRoutes}); anything unlisted is a real-server-shaped 404. */
export function fakeFetch(routes: Routes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const entry = routes[`${method} ${url.pathname}`] ?? defaultRoutes[`${method} ${url.pathname}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: { message: 'Not found', statusCode: 404 } });
    await Promise.resolve();
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-immich-cid': 'cid-test' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Renders the memory page at `/memories/:id` (plus a home route) in a memory router. */
export function renderMemoryPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/memories/:id', Component: () => <MemoryPage memoryId={router.state.matches.at(-1)?.params.id ?? ''} /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from './router';

// The whole app renders in these tests (router, lazy routes, several queries): on a busy
// machine the first render can take longer than Testing Library's default wait.
configure({ asyncUtilTimeout: 5_000 });

/** A canned answer for one `METHOD /api/path` (query string ignored unless the key has one). */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoutes = Record<string, FakeResponse | ((init: RequestInit | undefined) => FakeResponse)>;

/**
 * Answered unless a table lists its own: the server's version, v1.106.4 (the spec's shapes, what
 * the demo service speaks by default). A test of newer servers lists `GET /api/server/version`.
 */
const defaultRoutes: FakeRoutes = {
  'GET /api/server/version': { body: { major: 1, minor: 106, patch: 4 } },
};

/**
 * Replaces `fetch` with a table of canned responses keyed `"GET /api/users/me"`. A key with a
 * query string matches only that exact URL; a key without one matches any query. Unlisted
 * requests answer 404 with a real-server-shaped body (but see {@link defaultRoutes}). Returns the
 * mock to assert on calls.
 */
export function fakeApi(table: FakeRoutes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${url.pathname}`;
    const entry = table[`${key}${url.search}`] ?? table[key] ?? defaultRoutes[key];
    const answer: FakeResponse = typeof entry === 'function' ? entry(init) : (entry ?? notFound);
    const status = answer.status ?? 200;
    const hasBody = status !== 204 && answer.body !== undefined;
    await Promise.resolve();
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-immich-cid': 'testcid1', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The requests a `fakeApi` mock saw, as `"POST /api/auth/login"` (path and query). */
export function calledUrls(mock: ReturnType<typeof fakeApi>): string[] {
  return mock.mock.calls.map(([input, init]) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}

const notFound: FakeResponse = {
  status: 404,
  body: { message: 'Not found', error: 'Not Found', statusCode: 404, correlationId: 'testcid1' },
};

/** A query client for tests: no retries, no caching between tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders the app's real route table at `path` in a memory router. */
export function renderApp(path: string | { pathname: string; state?: unknown }, queryClient = testQueryClient()) {
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders any element inside a memory router and a fresh query client. */
export function renderWithProviders(element: ReactElement, path = '/') {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

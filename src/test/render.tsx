import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams, type RouteObject } from 'react-router';
import { MemoryPage } from '@/features/memory/page/memory-page';

/** A query client for tests: no retries, no caching between tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders `routes` at `path` in a memory router inside a query client (a fresh one unless given). */
export function renderRoutes(routes: RouteObject[], path: string | { pathname: string; state?: unknown }, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders any element inside a memory router and a fresh query client. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** The memory page of the route's `:id`. */
function MemoryRoute() {
  const { id = '' } = useParams();
  return <MemoryPage memoryId={id} />;
}

/** Renders the memory page at `/memories/:id` (plus a home route). */
export function renderMemoryPage(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/memories/:id', Component: MemoryRoute },
    ],
    path,
  );
}

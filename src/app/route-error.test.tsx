import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/api';
import { RouteErrorBoundary } from './route-error';
import { testQueryClient } from '@/test/render';

function renderRoute(queryFn: () => Promise<string>) {
  const pageQuery = queryOptions({ queryKey: ['page'], queryFn });
  function Page() {
    const { data } = useSuspenseQuery(pageQuery);
    return <p>{data}</p>;
  }
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/albums/1']}>
        <RouteErrorBoundary>
          <Suspense>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** React reports errors caught by an error boundary with console.error: expected here. */
function expectReactReported() {
  expect(console.error).toHaveBeenCalled();
  vi.mocked(console.error).mockClear();
}

describe('RouteErrorBoundary', () => {
  it('shows a server fault in words with its reference, and "Try again" loads the page again', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'server', endpoint: '/albums/1', status: 500, correlationId: 'k3yref42' }))
      .mockResolvedValue('The album');
    renderRoute(queryFn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your library had a problem' })).toBeInTheDocument();
    expect(screen.getByText('k3yref42')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expectReactReported();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The album')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('offers sign-in (and a way back) when signed out', async () => {
    renderRoute(() => Promise.reject(new ApiError({ kind: 'unauthorized', endpoint: '/albums/1', status: 401 })));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Falbums%2F1');
    expectReactReported();
  });

  it('says something went wrong, without internals, for a non-server error', async () => {
    renderRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/album-x.js')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/album-x\.js/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expectReactReported();
  });
});

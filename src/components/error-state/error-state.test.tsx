import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError, apiFetch } from '@/api';
import { ErrorState } from './error-state';

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ErrorState', () => {
  it('offers "Try again" for a server fault and shows the correlation id to report', async () => {
    const onRetry = vi.fn();
    renderAt('/albums/1', <ErrorState error={new ApiError({ kind: 'server', endpoint: '/albums/1', status: 500, correlationId: 'k3yref42' })} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Your library had a problem' })).toBeInTheDocument();
    expect(screen.getByText('k3yref42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('shows the reference of a v3 answer (X-Correlation-ID header only)', async () => {
    const answer = new Response(JSON.stringify({ message: 'Internal server error', statusCode: 500 }), {
      status: 500,
      headers: { 'content-type': 'application/json', 'X-Correlation-ID': 'v3ref9k2' },
    });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
    const error: unknown = await apiFetch('/albums/1').catch((e: unknown) => e);
    vi.unstubAllGlobals();
    renderAt('/albums/1', <ErrorState error={error} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your library had a problem' })).toBeInTheDocument();
    expect(screen.getByText('Error reference:')).toHaveTextContent('Error reference: v3ref9k2');
  });

  it('sends a signed-out user to sign in and back to this page', () => {
    renderAt('/people/7?x=1', <ErrorState error={new ApiError({ kind: 'unauthorized', endpoint: '/people/7', status: 401 })} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fpeople%2F7%3Fx%3D1');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers home for something that does not exist', () => {
    renderAt('/memories/9', <ErrorState error={new ApiError({ kind: 'not-found', endpoint: '/memories/9', status: 400 })} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: /couldn’t find that/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('names the wrong fields of bad data', () => {
    const error = new ApiError({
      kind: 'bad-data',
      endpoint: '/people',
      issues: [{ path: 'total', message: 'Invalid input: expected number, received string' }],
    });
    renderAt('/', <ErrorState error={error} compact />);
    expect(screen.getByText(/not in the expected shape \(total\)/)).toBeInTheDocument();
    expect(screen.getByText('total', { selector: 'code' })).toBeInTheDocument();
    // compact, and already home: no "Go to home"
    expect(screen.queryByRole('link', { name: 'Go to home' })).toBeNull();
  });

  it('describes an unknown error without internals, and announces when asked', () => {
    renderAt('/x', <ErrorState error={new Error('TypeError: x is undefined at foo.js:1')} announce />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText(/foo\.js/)).toBeNull();
  });
});

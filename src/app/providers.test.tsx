import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, dehydrate, queryOptions, useQuery } from '@tanstack/react-query';
import { version } from '../../package.json';
import { Providers } from './providers';

const storageKey = 'keepsake-offline-queue';

const probeQuery = queryOptions({ queryKey: ['probe'], queryFn: () => 'secret photo names' });

function Probe() {
  const query = useQuery(probeQuery);
  return <p>{query.data ?? 'loading'}</p>;
}

describe('Providers', () => {
  // The queue's code is loaded at the first idle moment; loaded once here, so that in every test it
  // is ready by then, as in a built app, rather than after the test's first steps.
  beforeAll(async () => {
    await import('./offline-queue');
  });

  it('persists paused mutations only: never query data', async () => {
    localStorage.clear();
    const queryClient = new QueryClient();
    render(
      <Providers queryClient={queryClient}>
        <Probe />
      </Providers>,
    );
    expect(await screen.findByText('secret photo names')).toBeInTheDocument();

    // a comment written offline: paused, waiting to be sent
    const cache = queryClient.getMutationCache();
    const base = { context: undefined, data: undefined, error: null, failureCount: 0, failureReason: null, submittedAt: 0 };
    cache.build(queryClient, { mutationKey: ['activities', 'create'] }, { ...base, isPaused: true, status: 'pending', variables: { comment: 'Lovely' } });
    cache.build(queryClient, { mutationKey: ['done'] }, { ...base, isPaused: false, status: 'success', variables: { comment: 'already sent' } });

    await vi.waitFor(
      () => {
        const stored = localStorage.getItem(storageKey);
        expect(stored).toContain('Lovely');
      },
      { timeout: 4000 },
    );
    const stored = localStorage.getItem(storageKey) ?? '';
    expect(stored).not.toContain('secret photo names');
    expect(stored).not.toContain('already sent');
    expect(JSON.parse(stored)).toMatchObject({ buster: expect.any(String) as string });
  });

  it('does not touch localStorage while the app starts, only once the page is idle', async () => {
    localStorage.clear();
    const get = vi.spyOn(localStorage, 'getItem');
    const set = vi.spyOn(localStorage, 'setItem');
    render(
      <Providers queryClient={new QueryClient()}>
        <Probe />
      </Providers>,
    );
    // the first render and its effects: a synchronous round trip to the browser each, avoided
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith(storageKey));
  });

  it('restores a comment written offline before the reload, and tries to send it again', async () => {
    const before = new QueryClient();
    const base = { context: undefined, data: undefined, error: null, failureCount: 0, failureReason: null, submittedAt: 0 };
    before.getMutationCache().build(before, { mutationKey: ['activities', 'create'] }, { ...base, isPaused: true, status: 'pending', variables: { comment: 'Lovely' } });
    const clientState = dehydrate(before, { shouldDehydrateMutation: (m) => m.state.isPaused });
    localStorage.setItem(storageKey, JSON.stringify({ buster: version, timestamp: Date.now(), clientState }));

    const queryClient = new QueryClient();
    const resume = vi.spyOn(queryClient, 'resumePausedMutations');
    render(
      <Providers queryClient={queryClient}>
        <Probe />
      </Providers>,
    );
    await vi.waitFor(() => expect(queryClient.getMutationCache().getAll().map((m) => m.state.variables)).toEqual([{ comment: 'Lovely' }]));
    await vi.waitFor(() => expect(resume).toHaveBeenCalled());
  });
});

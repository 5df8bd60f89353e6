import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { Providers } from './providers';

const storageKey = 'keepsake-offline-queue';

const probeQuery = queryOptions({ queryKey: ['probe'], queryFn: () => 'secret photo names' });

function Probe() {
  const query = useQuery(probeQuery);
  return <p>{query.data ?? 'loading'}</p>;
}

describe('Providers', () => {
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
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { serverQueries } from '@/api';
import { fakeApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { meBody } from '@/test/recorded-samples';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it.each([
    [{ major: 3, minor: 2, patch: 2, prerelease: null }, 'Immich 3.2.2'],
    [{ major: 2, minor: 7, patch: 5 }, 'Immich 2.7.5'],
  ])('names the signed-in user and the server’s version (%o)', async (version, text) => {
    fakeApi({ 'GET /api/users/me': { body: meBody }, 'GET /api/server/version': { body: version } });
    renderWithProviders(<UserMenu />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Dana Demo')).toBeInTheDocument();
  });

  it('asks the version where it was before v1.107 (/server-info/version)', async () => {
    fakeApi({ 'GET /api/users/me': { body: meBody }, 'GET /api/server/version': { status: 404, body: { message: 'Cannot GET /api/server/version' } }, 'GET /api/server-info/version': { body: { major: 1, minor: 106, patch: 4 } } });
    renderWithProviders(<UserMenu />);
    expect(await screen.findByText('Immich 1.106.4')).toBeInTheDocument();
  });

  it('shows the user without a version when the server does not say', async () => {
    fakeApi({ 'GET /api/users/me': { body: meBody }, 'GET /api/server/version': { status: 500, body: { message: 'boom' } } });
    const { queryClient } = renderWithProviders(<UserMenu />);
    expect(await screen.findByText('Dana Demo')).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryState(serverQueries.version().queryKey)?.status).toBe('error'));
    expect(screen.queryByText(/^Immich /)).toBeNull();
  });
});

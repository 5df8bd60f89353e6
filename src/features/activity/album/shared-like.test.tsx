import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumSchema, type Album, type User } from '@/api';
import { registerOutbox, resetUnsentCache } from '../model/outbox';
import { useLikeState } from '../model/use-like-state';
import { ActivityPanel } from '../panel/activity-panel';
import { ActivityBar } from './activity-bar';

const albumId = '8d0eb732-67f2-4717-838d-45798e379825';
const ana: User = { id: 'u-ana', name: 'Ana', email: 'ana@example.com', profileImagePath: '', avatarColor: 'blue' };
const bob: User = { id: 'u-bob', name: 'Bob', email: 'bob@example.com', profileImagePath: '', avatarColor: 'red' };
const bobLike = { id: 'l-bob', type: 'like', assetId: null, comment: null, createdAt: new Date().toISOString(), user: bob };

const album: Album = AlbumSchema.parse({ id: albumId, albumName: 'Paris', ownerId: bob.id, owner: bob, albumUsers: [], shared: true, isActivityEnabled: true, assetCount: 0, assets: [] });

/** The page's wiring: one like state handed to the bar and to the panel. */
function Page() {
  const like = useLikeState({ albumId, authorId: ana.id });
  const announcer = { status: '', alert: '', announce: vi.fn(), warn: vi.fn() };
  return (
    <>
      <ActivityBar album={album} photos={[]} like={like} isPanelOpen panelId="panel" onTogglePanel={vi.fn()} />
      <ActivityPanel album={album} photos={[]} me={ana} photoHref={(id) => `/p/${id}`} onClose={vi.fn()} announcer={announcer} id="panel" like={like} />
    </>
  );
}

function setup() {
  const stored: Array<Record<string, unknown>> = [bobLike];
  const writes: string[] = [];
  const respond = (input: RequestInfo | URL, init?: RequestInit): Response => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/users/me') return json(200, ana);
      if (url.pathname === '/api/activities/statistics') return json(200, { comments: 0 });
      if (url.pathname === '/api/activities' && method === 'GET') return json(200, stored);
      if (url.pathname === '/api/activities' && method === 'POST') {
        writes.push('POST like');
        const like = { id: 'l-ana', type: 'like', assetId: null, comment: null, createdAt: new Date().toISOString(), user: ana };
        stored.push(like);
        return json(201, like);
      }
      if (method === 'DELETE') {
        writes.push(`DELETE ${url.pathname.split('/').at(-1)}`);
        stored.splice(stored.findIndex((a) => a.id === url.pathname.split('/').at(-1)), 1);
        return new Response(null, { status: 204 });
      }
      return json(404, { message: 'unexpected' });
  };
  vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(respond(input, init))));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOutbox(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { writes };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetUnsentCache();
});

describe('the panel header heart and the bar heart', () => {
  it('are one like: a click in the panel shows in the bar, and a click in the bar undoes it', async () => {
    const { writes } = setup();
    const panel = screen.getByRole('region', { name: 'Activity' });
    const bar = screen.getByRole('group', { name: 'Album activity' });
    const inPanel = within(panel).getByRole('button', { name: 'Like this album' });
    const inBar = within(bar).getByRole('button', { name: 'Like this album' });
    await vi.waitFor(() => expect(inPanel).toBeEnabled());
    expect(inPanel).toHaveAttribute('aria-pressed', 'false');
    expect(inPanel).toHaveAccessibleDescription('1 like');

    await userEvent.click(inPanel);
    expect(inPanel).toHaveAttribute('aria-pressed', 'true');
    expect(inBar).toHaveAttribute('aria-pressed', 'true');
    expect(inBar).toHaveAccessibleDescription('2 likes');
    await vi.waitFor(() => expect(writes).toEqual(['POST like']));

    await userEvent.click(inBar);
    expect(inPanel).toHaveAttribute('aria-pressed', 'false');
    expect(inPanel).toHaveAccessibleDescription('1 like');
    await vi.waitFor(() => expect(writes).toEqual(['POST like', 'DELETE l-ana']));
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumSchema, type Album, type User } from '@/api';
import { setLanguage } from '@/i18n';
import { registerOutbox, resetUnsentCache } from '../model/outbox';
import { ActivityPanel } from './activity-panel';

const albumId = '8d0eb732-67f2-4717-838d-45798e379825';
const photoId = 'b32ee5b3-5b8d-4626-a3cb-085ccee5d6f2';
const user = (id: string, name: string): User => ({ id, name, email: `${name.toLowerCase()}@example.com`, profileImagePath: '', avatarColor: 'blue' });
const ana = user('u-ana', 'Ana');
const bob = user('u-bob', 'Bob');
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const seeded = [
  { id: 'c1', type: 'comment', assetId: null, comment: 'First line\nsecond line', createdAt: at(30), user: bob },
  { id: 'c2', type: 'comment', assetId: null, comment: '<b>not bold</b>', createdAt: at(20), user: ana },
  { id: 'l1', type: 'like', assetId: null, comment: null, createdAt: at(10), user: bob },
  { id: 'l2', type: 'like', assetId: photoId, comment: null, createdAt: at(5), user: bob },
];

function album(ownerId: string): Album {
  return AlbumSchema.parse({
    id: albumId,
    albumName: 'Paris',
    ownerId,
    owner: ownerId === ana.id ? ana : bob,
    albumUsers: [],
    shared: true,
    isActivityEnabled: true,
    assetCount: 0,
    assets: [],
  });
}

function setup(me: User, ownerId: string) {
  const requests: string[] = [];
  const stored: unknown[] = [...seeded];
  let release = () => {};
  const posted = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      requests.push(`${method} ${url.pathname}`);
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/users/me') return json(200, me);
      if (url.pathname === '/api/activities' && method === 'GET') return json(200, stored);
      if (url.pathname === '/api/activities' && method === 'POST') {
        await posted; // held until the test has seen "Sending…"
        const body = JSON.parse(init?.body as string) as { comment: string };
        const activity = { id: 'new', type: 'comment', assetId: null, comment: body.comment, createdAt: new Date().toISOString(), user: me };
        stored.push(activity);
        return json(201, activity);
      }
      return new Response(null, { status: 204 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOutbox(queryClient);
  const announcer = { status: '', alert: '', announce: vi.fn(), warn: vi.fn() };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ActivityPanel album={album(ownerId)} photos={[]} me={me} photoHref={(id) => `/albums/${albumId}/photos/${id}`} onClose={vi.fn()} announcer={announcer} id="panel" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, release };
}

afterEach(async () => {
  await setLanguage(undefined);
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetUnsentCache();
});

describe('ActivityPanel', () => {
  it('shows comments as plain text with their line breaks, and likes in words', async () => {
    setup(ana, bob.id);
    const first = await screen.findByText(/First line/);
    expect(first.textContent).toBe('First line\nsecond line');
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('liked this album')).toBeInTheDocument();
    expect(screen.getByText('liked a photo')).toBeInTheDocument();
    // On the album panel, an item about a photo links to it.
    expect(screen.getByRole('link', { name: /Open the photo/ })).toHaveAttribute('href', `/albums/${albumId}/photos/${photoId}`);
    expect(screen.getAllByText('30 minutes ago', { exact: false }).length).toBeGreaterThan(0);
  });

  it('offers Remove on my own items only, unless I own the album', async () => {
    setup(ana, bob.id);
    await screen.findByText(/First line/);
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Actions for comment by Ana' })).toBeInTheDocument();
  });

  it('the owner may remove anyone’s; Undo brings it back without a request', async () => {
    const { requests } = setup(ana, ana.id);
    await screen.findByText(/First line/);
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for comment by Bob' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove comment' }));
    expect(screen.queryByText(/First line/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Comment removed.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText(/First line/)).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });

  it('a sent comment appears at once as "Sending…", then as posted', async () => {
    const { release } = setup(ana, bob.id);
    await screen.findByText(/First line/);
    const box = screen.getByRole('textbox', { name: 'Comment on this album' });
    await userEvent.type(box, 'Bonjour{Enter}');
    const list = screen.getByRole('region', { name: /oldest first/ });
    expect(within(list).getByText('Bonjour')).toBeInTheDocument();
    expect(await within(list).findByText('Sending…')).toBeInTheDocument();
    release();
    await vi.waitFor(() => expect(within(list).queryByText('Sending…')).toBeNull());
    expect(within(list).getByText('Bonjour')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('speaks German: likes in words with the name in them, removal and Undo, the composer', async () => {
    await setLanguage('de');
    setup(ana, ana.id);
    await screen.findByText(/First line/);
    expect(screen.getByRole('heading', { name: 'Aktivität' })).toBeInTheDocument();
    const likes = screen.getAllByText('Bob', { selector: 'strong:not([class])' }).map((name) => name.parentElement?.textContent?.trim());
    expect(likes).toEqual(['Bob gefällt dieses Album', 'Bob gefällt ein Foto']);
    expect(screen.getByRole('region', { name: 'Aktivität, älteste zuerst' })).toBeInTheDocument();
    expect(screen.getAllByText('vor 30 Minuten', { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Aktionen für den Kommentar von Bob' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kommentar entfernen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kommentar entfernt.');
    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(screen.getByRole('textbox', { name: 'Dieses Album kommentieren' })).toHaveAttribute('placeholder', 'Kommentieren\u00a0…');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { serverQueries } from '@/api';
import { calledUrls, fakeApi } from '@/test/api';
import { renderApp } from '../test-utils';
import { albumBody, errorBody, meBody, memoryBody, peopleBody } from '@/test/recorded-samples';

const album1 = '8d0eb732-67f2-4717-838d-45798e379825';
const album2 = '5b2a1f0e-7c4d-4e8f-9a6b-3c2d1e0f9a8b';

function library(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/users/me': { body: meBody },
    'GET /api/memories': {
      body: [
        memoryBody('a1b2c3d4-0000-4000-8000-000000000001', 2023, ['a1b2c3d4-0000-4000-8000-00000000000a']),
        memoryBody('a1b2c3d4-0000-4000-8000-000000000002', 2016, ['a1b2c3d4-0000-4000-8000-00000000000b', 'a1b2c3d4-0000-4000-8000-00000000000c']),
      ],
    },
    'GET /api/people': { body: peopleBody },
    'GET /api/albums': {
      body: [albumBody(album1), albumBody(album2, { albumName: 'Garden', shared: false, isActivityEnabled: false, assetCount: 1, albumThumbnailAssetId: null })],
    },
    'GET /api/activities/statistics': { body: { comments: 4 } },
    ...overrides,
  });
}

describe('HomePage', () => {
  it('greets the user and lists memories newest first, each linking to its memory', async () => {
    library();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeInTheDocument();

    const memories = await screen.findByRole('region', { name: 'On this day' });
    const links = await within(await within(memories).findByRole('list')).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/memories/a1b2c3d4-0000-4000-8000-000000000001',
      '/memories/a1b2c3d4-0000-4000-8000-000000000002',
    ]);
    expect(links[1]).toHaveTextContent(/years ago/);
    expect(links[1]).toHaveTextContent('2 photos');
  });

  it('says quietly that no memories are available when the server fails the list (v1.106 bug)', async () => {
    const api = library({ 'GET /api/memories': { status: 500, body: errorBody(500, 'Failed to search memories', 'Internal Server Error') } });
    renderApp('/');
    const memories = await screen.findByRole('region', { name: 'On this day' });
    expect(await within(memories).findByText(/No memories are available/)).toBeInTheDocument();
    // that 500 is permanent on old servers: one retry, not three with back-off
    expect(calledUrls(api).filter((url) => url === 'GET /api/memories')).toHaveLength(2);
    expect(within(memories).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows visible people with names, "Unnamed person" for the nameless, and links to each', async () => {
    library();
    renderApp('/');
    const people = await screen.findByRole('region', { name: /People/ });
    expect(await within(people).findByRole('link', { name: 'Alice Martin' })).toHaveAttribute(
      'href',
      '/people/f6528751-7167-4a01-88f5-4d6d47143043',
    );
    expect(within(people).getByRole('link', { name: 'Unnamed person' })).toHaveAttribute('href', '/people/859bd427-8d44-42e2-869f-213ead5026e2');
    expect(within(people).queryByText('Hidden Harry')).toBeNull();
  });

  it('shows the first people of a large library and says how many there are', async () => {
    const many = Array.from({ length: 75 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Person ${i}`,
      birthDate: null,
      thumbnailPath: 'x.jpeg',
      isHidden: false,
    }));
    library({ 'GET /api/people': { body: { people: many, total: 75, hidden: 0 } } });
    renderApp('/');
    const people = await screen.findByRole('region', { name: /People/ });
    expect(await within(people).findAllByRole('link', { name: /^(?!See all people$)/ })).toHaveLength(60);
    expect(people).toHaveTextContent('60 of 75');
    expect(within(people).getByRole('link', { name: 'See all people' })).toHaveAttribute('href', '/people');
  });

  it('lists albums with photo and comment counts, comments only where activity is on', async () => {
    library();
    renderApp('/');
    const albums = await screen.findByRole('region', { name: 'Albums' });
    const paris = await within(albums).findByRole('link', { name: /Paris 2025/ });
    expect(paris).toHaveAttribute('href', `/albums/${album1}`);
    expect(paris).toHaveTextContent('5 photos');
    expect(await within(paris).findByText(/4 comments/)).toBeInTheDocument();

    const garden = within(albums).getByRole('link', { name: /Garden/ });
    expect(garden).toHaveTextContent('1 photo');
    expect(garden).not.toHaveTextContent('comment');
    expect(within(garden).getByText('No photos yet')).toBeInTheDocument();
  });

  it('shows empty states in words when the library is empty', async () => {
    library({ 'GET /api/memories': { body: [] }, 'GET /api/people': { body: { people: [], total: 0, hidden: 0 } }, 'GET /api/albums': { body: [] } });
    renderApp('/');
    expect(await screen.findByText(/No memories for today/)).toBeInTheDocument();
    expect(await screen.findByText(/No people yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No albums yet/)).toBeInTheDocument();
  });

  it('fails one section alone, naming the wrong field, with a way to retry', async () => {
    library({ 'GET /api/people': { body: { people: 'nope', total: 'three', hidden: 0 } } });
    renderApp('/');
    const people = await screen.findByRole('region', { name: /People|data/i });
    expect(await within(people).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(people).toHaveTextContent(/total/);
    // the other sections still work
    expect(await screen.findByRole('link', { name: /Paris 2025/ })).toBeInTheDocument();
  });

  describe('the demo library’s age', () => {
    const daysAgo = (n: number) => {
      const d = new Date();
      return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate() - n)).toISOString().slice(0, 10);
    };
    const demo = (generatedOn: string | null) => ({ 'GET /api/keepsake/demo': { body: { demo: true, accounts: [], generatedOn } } });
    /** Waits until the page has the demo probe's answer (and React has rendered with it). */
    const demoInfoAnswered = async (queryClient: QueryClient, isDemo: boolean) => {
      await vi.waitFor(() => expect(queryClient.getQueryData(serverQueries.demo().queryKey)?.demo).toBe(isDemo));
      await act(async () => {});
    };

    it('says under "On this day" that a library generated over 3 days ago is old, and how to refresh it', async () => {
      library(demo(daysAgo(12)));
      renderApp('/');
      const memories = await screen.findByRole('region', { name: 'On this day' });
      const note = await within(memories).findByText(/This demo library was generated 12 days ago/);
      expect(note).toHaveTextContent('For fresh ones, stop Keepsake, run npm run demo:reset, then npm start again.');
      expect(within(note).getByText('npm run demo:reset').tagName).toBe('CODE');
      // information, not an error
      expect(within(memories).queryByRole('alert')).toBeNull();
      expect(await within(await within(memories).findByRole('list')).findAllByRole('link')).toHaveLength(2);
    });

    it('says nothing while the library is fresh (up to 3 days), or when the day is unknown', async () => {
      for (const generatedOn of [daysAgo(3), null]) {
        library(demo(generatedOn));
        const { unmount, queryClient } = renderApp('/');
        await within(await within(await screen.findByRole('region', { name: 'On this day' })).findByRole('list')).findAllByRole('link');
        await demoInfoAnswered(queryClient, true);
        expect(screen.queryByText(/demo library was generated/)).toBeNull();
        unmount();
      }
    });

    it('says nothing against a real server, which has no demo endpoint', async () => {
      library();
      const { queryClient } = renderApp('/');
      await within(await within(await screen.findByRole('region', { name: 'On this day' })).findByRole('list')).findAllByRole('link');
      await demoInfoAnswered(queryClient, false);
      expect(screen.queryByText(/demo library was generated/)).toBeNull();
    });
  });
});

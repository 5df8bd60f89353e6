import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userQueries } from '@/api';
import { calledUrls, fakeApi } from '@/test/api';
import { renderApp } from './test-utils';
import { meBody } from '@/test/recorded-samples';
import { pageKey } from './layout/app-frame';
import { pageAt, preloadRoute } from './router';
import { namespacesAt, PAGE_NAMESPACES } from './page-namespaces';
import { firstRenderNeeds } from './routes/person';
import { assetViewer } from '@/features/person';
import { albumFirstRenderNeeds } from '@/features/activity';
import { activityPanel, photoView } from '@/features/activity/album/lazy-parts';

describe('routes', () => {
  it("asks at start for the catalogs of the page the route table shows at the address", () => {
    const addresses = [
      '/', '/login', '/frame', '/frame/', '/FRAME', '/memories', '/memories/', '/memories/m1', '/Memories/m%201/', '/memories/m1/more',
      '/people', '/people/', '/people/p1', '/people/p1/', '/people/p1/photos/a1', '/people/p1/then-and-now', '/people/p1/Then-And-Now/',
      '/people/p1/then-and-now/x', '/albums', '/albums/a1', '/albums/a1/photos/p1', '/no/such/page',
    ];
    for (const address of addresses) {
      const page = pageAt(address);
      expect({ address, namespaces: namespacesAt(address) }).toEqual({ address, namespaces: page ? [...PAGE_NAMESPACES[page]] : [] });
    }
    // (the table above reaches every page with catalogs of its own)
    const reached = new Set(addresses.map(pageAt));
    expect(Object.keys(PAGE_NAMESPACES).filter((page) => PAGE_NAMESPACES[page as keyof typeof PAGE_NAMESPACES].length > 0 && !reached.has(page as never))).toEqual([]);
  });

  it('shows a real not-found page inside the signed-in frame', async () => {
    fakeApi({ 'GET /api/users/me': { body: meBody } });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Keepsake' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Dana Demo')).toBeInTheDocument();
  });

  it('starts every page with a skip link to the main content', async () => {
    fakeApi({ 'GET /api/users/me': { body: meBody } });
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBeInTheDocument();
  });

  it('draws a page whose code has loaded in its first render, never the loading page', async () => {
    fakeApi({});
    await preloadRoute('/login');
    renderApp('/login');
    // (synchronously: a page that suspends once shows the loading page, and React then holds the
    // page back for a moment after it)
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Keepsake…')).toBeNull();
  });

  it("loads a photo's viewer with the person page for a link to the photo, so that the first render draws it", async () => {
    const load = vi.spyOn(assetViewer, 'load');
    await preloadRoute('/people/p1/photos/a1');
    expect(load).toHaveBeenCalledOnce();
    expect(firstRenderNeeds('/people/p1')).toBeUndefined();
    expect(firstRenderNeeds('/people/p1/then-and-now')).toBeUndefined();
  });

  it("loads an album's photo view, or its open panel, with the album page for a link to them", async () => {
    const panel = vi.spyOn(activityPanel, 'load');
    const view = vi.spyOn(photoView, 'load');
    await preloadRoute('/albums/a1', '?activity=open');
    expect([panel.mock.calls.length, view.mock.calls.length]).toEqual([1, 0]);
    await albumFirstRenderNeeds('/albums/a1/photos/p1', '');
    expect(view).toHaveBeenCalledOnce();
    expect(albumFirstRenderNeeds('/albums/a1', '?photo-activity=open')).toBeUndefined();
  });

  it('signs out: logs out on the server and goes to sign-in', async () => {
    const api = fakeApi({
      'GET /api/users/me': { body: meBody },
      'POST /api/auth/logout': { body: { successful: true, redirectUri: '/auth/login' } },
    });
    sessionStorage.setItem('keepsake:unsent:album-1', '[{"comment":"Dana wrote this"}]');
    const { router, queryClient } = renderApp('/nowhere');
    await screen.findByText('Dana Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calledUrls(api)).toContain('POST /api/auth/logout');
    await vi.waitFor(() => expect(queryClient.getQueryData(userQueries.me().queryKey)).toBeUndefined());
    expect(sessionStorage.length).toBe(0);
    // nothing refetched the signed-out user's data on the way out
    expect(calledUrls(api).filter((call) => call === 'GET /api/users/me')).toHaveLength(1);
  });
});

describe('pageKey', () => {
  it.each([
    ['/', '/'],
    ['/people/1', '/people/1'],
    ['/people/1/photos/2', '/people/1'],
    ['/albums/a/photos/b', '/albums/a'],
    ['/people/1/then-and-now', '/people/1/then-and-now'],
    ['/login', '/login'],
  ])('%s -> %s', (path, key) => {
    expect(pageKey(path)).toBe(key);
  });
});

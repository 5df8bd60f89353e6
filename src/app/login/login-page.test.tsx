import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledUrls, fakeApi } from '@/test/api';
import { renderApp } from '../test-utils';
import { errorBody, meBody } from '@/test/recorded-samples';

const demo = { 'GET /api/keepsake/demo': { body: { demo: true, accounts: [{ email: 'demo@keepsake.test', password: 'keepsake' }] } } };
const unauthorized = { status: 401, body: errorBody(401, 'Authentication required', 'Unauthorized') };

/** A server where `GET /users/me` answers 401 until `POST /auth/login` has succeeded. */
function signInRoutes() {
  let signedIn = false;
  return {
    ...demo,
    'POST /api/auth/login': () => {
      signedIn = true;
      return { status: 201, body: { accessToken: 'x', userId: meBody.id, userEmail: meBody.email, name: meBody.name, isAdmin: true, profileImagePath: '', shouldChangePassword: false } };
    },
    'GET /api/users/me': () => (signedIn ? { body: meBody } : unauthorized),
  };
}

describe('LoginPage', () => {
  it('has labelled fields and offers the demo account when the service is the demo', async () => {
    fakeApi(demo);
    renderApp('/login');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText(/Demo library: sign in as/)).toHaveTextContent('demo@keepsake.test / keepsake');

    await user.click(screen.getByRole('button', { name: 'Fill in the demo account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('demo@keepsake.test');
    expect(screen.getByLabelText('Password')).toHaveValue('keepsake');
  });

  it('says nothing about a demo on a real server (the demo endpoint is 404 there)', async () => {
    const api = fakeApi({});
    renderApp('/login');
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByText(/Demo library/)).toBeNull();
  });

  it('says in words when the email and password do not match', async () => {
    fakeApi({ ...demo, 'POST /api/auth/login': { status: 401, body: errorBody(401, 'Incorrect email or password', 'Unauthorized') } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'demo@keepsake.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email and password don’t match');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says the user seems offline when the server cannot be reached', async () => {
    fakeApi({ ...demo, 'POST /api/auth/login': () => { throw new TypeError('Failed to fetch'); } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'demo@keepsake.test');
    await user.type(screen.getByLabelText('Password'), 'keepsake');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/offline/);
  });

  it('goes back to the page in `next` after signing in, never to another site', async () => {
    const api = fakeApi(signInRoutes());
    const { router } = renderApp('/login?next=%2Fsomewhere%3Fa%3D1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'demo@keepsake.test');
    await user.type(screen.getByLabelText('Password'), 'keepsake');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/somewhere?a=1');

    const index = calledUrls(api).indexOf('POST /api/auth/login');
    expect(JSON.parse(api.mock.calls[index]?.[1]?.body as string)).toEqual({ email: 'demo@keepsake.test', password: 'keepsake' });
    // the password never travels in a URL
    expect(calledUrls(api).filter((url) => /password|=keepsake/.test(url))).toEqual([]);
  });

  it('goes home instead of to an outside `next`', async () => {
    fakeApi(signInRoutes());
    const { router } = renderApp('/login?next=%2F%2Fevil.example%2Fx');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'demo@keepsake.test');
    await user.type(screen.getByLabelText('Password'), 'keepsake');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor who is already signed in on to `next` without asking again', async () => {
    fakeApi({ ...demo, 'GET /api/users/me': { body: meBody } });
    const { router } = renderApp('/login?next=%2Fsomewhere');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/somewhere'));
    expect(router.state.location.search).toBe('');
  });

  it('sends a visitor who is already signed in home when there is no `next`, or one that leaves the site', async () => {
    for (const path of ['/login', '/login?next=%2F%2Fevil.example%2Fx', '/login?next=%2Flogin%3Fnext%3D%252Fx']) {
      fakeApi({ ...demo, 'GET /api/users/me': { body: meBody }, 'GET /api/memories': { body: [] }, 'GET /api/people': { body: { people: [], total: 0, hidden: 0 } }, 'GET /api/albums': { body: [] } });
      const { router, unmount } = renderApp(path);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe('');
      expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
      // replaced, not pushed: Back does not return to the sign-in page
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
  });

  it('stays on the form after "Sign out" without asking the server who is signed in', async () => {
    const api = fakeApi({ ...demo, 'GET /api/users/me': { body: meBody } });
    renderApp({ pathname: '/login', state: { signedOut: true } });
    expect(await screen.findByText(/Demo library: sign in as/)).toBeInTheDocument();
    expect(calledUrls(api)).not.toContain('GET /api/users/me');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});

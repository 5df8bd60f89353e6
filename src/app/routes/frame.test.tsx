import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test-utils';
import { fakeApi } from '@/test/api';
import { errorBody, memoryBody } from '@/test/recorded-samples';

const thisYear = new Date().getFullYear();
const memories = [memoryBody('m1', thisYear - 3, ['a1', 'a2']), memoryBody('m2', thisYear - 1, ['b1'])];

describe('/frame', () => {
  it('shows today’s memories full screen, newest memory first, two images at most, no header', async () => {
    fakeApi({ 'GET /api/memories': { body: memories } });
    renderApp('/frame?source=bogus&seconds=1');
    expect(await screen.findByRole('heading', { level: 1, name: '1 year ago' })).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(2);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('opens its settings from the keyboard and writes the options into the URL', async () => {
    fakeApi({ 'GET /api/memories': { body: memories } });
    const user = userEvent.setup();
    const { router } = renderApp('/frame');
    await screen.findByRole('heading', { level: 1, name: '1 year ago' });
    await user.keyboard('{Enter}');
    const settings = screen.getByRole('button', { name: 'Frame settings' });
    expect(settings).toHaveFocus();
    await user.click(settings);
    const dialog = screen.getByRole('dialog', { name: 'Frame settings' });
    await user.click(within(dialog).getByRole('radio', { name: 'Saved memories' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show the time' }));
    expect(within(dialog).getByRole('textbox', { name: 'Link to this frame' })).toHaveValue(`${window.location.origin}/frame?source=saved&clock=1`);
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?source=saved&clock=1');
  });

  it('shows its own “sign in again” screen on a 401, with a way back to this frame', async () => {
    fakeApi({ 'GET /api/memories': { status: 401, body: errorBody(401, 'Authentication required', 'Unauthorized') } });
    const { router } = renderApp('/frame?clock=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login?next=%2Fframe%3Fclock%3D1');
    expect(router.state.location.pathname).toBe('/frame');
  });

  it('says when there is nothing for today', async () => {
    fakeApi({ 'GET /api/memories': { body: [] } });
    renderApp('/frame');
    expect(await screen.findByRole('heading', { level: 1, name: 'No memories today' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './test-utils';
import { calledUrls, fakeApi } from '@/test/api';
import { meBody, wireAsset, wireMemory } from '@/test/recorded-samples';

const day = (d: string) => ({ showAt: `${d}T00:00:00.000Z`, hideAt: `${d}T23:59:59.999Z` });
const photo = (id: string) => [wireAsset(id, '2020-11-24T10:00:00.000Z')];
const memory = (id: string, memoryAt: string, shown: string, extra: Record<string, unknown> = {}) =>
  wireMemory(id, photo(`${id}-a`), { memoryAt: `${memoryAt}T00:00:00.000Z`, data: { year: Number(memoryAt.slice(0, 4)) }, ...day(shown), ...extra });

const library = [
  memory('today-2020', '2020-11-24', '2026-11-24'),
  memory('past-2019', '2019-11-20', '2026-11-20'),
  memory('past-2015', '2015-11-21', '2026-11-21', { isSaved: true }),
  memory('soon-2018', '2018-11-26', '2026-11-26'),
  memory('trip', '2021-08-08', '2026-11-22', { type: 'trip' }),
  memory('leo', '2026-09-02', '2026-08-30', { type: 'birthday', data: { year: 2026, personId: 'p-leo' } }),
];

function server(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/server/version': { body: { major: 2, minor: 7, patch: 5 } },
    'GET /api/users/me': { body: meBody },
    'GET /api/memories': { body: library },
    'GET /api/memories?for=2026-11-24': { body: [library[0]] },
    'GET /api/memories?isSaved=true': { body: library.filter((m) => m.isSaved) },
    'GET /api/memories/statistics': { body: { total: 6 } },
    'GET /api/people/p-leo': { body: { id: 'p-leo', name: 'Leo Rivera', birthDate: '2019-09-02', thumbnailPath: 'x', isHidden: false } },
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
  window.scrollTo = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

const names = (grid: HTMLElement) => within(grid).getAllByRole('link').map((l) => l.querySelector('span:not(.visually-hidden)')?.textContent);

describe('MemoriesPage', () => {
  it('lists today’s, saved and past memories, each card leading to its memory in its list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server();
    renderApp('/memories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Memories' })).toBeInTheDocument();
    expect(await screen.findByText('6 memories')).toBeInTheDocument();

    const today = await screen.findByRole('grid', { name: 'Today' });
    expect(await within(today).findByRole('link', { name: /6 years ago/ })).toHaveAttribute('href', '/memories/today-2020?list=today');

    const saved = await screen.findByRole('grid', { name: 'Saved' });
    expect((await within(saved).findAllByRole('link')).map((l) => l.getAttribute('href'))).toEqual(['/memories/past-2015?list=saved']);
    expect(within(saved).getByText('Saved')).toHaveClass('visually-hidden');

    const past = await screen.findByRole('grid', { name: 'Past' });
    // newest memoryAt first, under the year of their photos; the upcoming and today's are not here
    expect(within(past).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['2026', '2021', '2019', '2015']);
    expect(await within(past).findByRole('link', { name: /Leo Rivera’s birthdays/ })).toHaveAttribute('href', '/memories/leo?list=past');
    // a kind this app does not know: titled by its date, never dropped
    expect(within(past).getByRole('link', { name: /^August 8, 2021/ })).toHaveAttribute('href', '/memories/trip?list=past');
    expect(names(past)).toHaveLength(4);
    // …and reported once as drift
    expect(warn.mock.calls.filter(([message]) => String(message).includes('Memory.type'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('keeps “Coming up” collapsed, asking nothing for it until opened', async () => {
    const api = server();
    renderApp('/memories');
    await screen.findByRole('grid', { name: 'Past' });
    const user = userEvent.setup();
    expect(calledUrls(api).some((u) => u.includes('for=2026-11-25'))).toBe(false);
    const show = screen.getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    const upcoming = await screen.findByRole('grid', { name: 'Coming up' });
    expect(await within(upcoming).findByRole('link', { name: /8 years ago/ })).toHaveAttribute('href', '/memories/soon-2018?list=upcoming');
    expect(calledUrls(api).filter((u) => u.startsWith('GET /api/memories?for=2026-11-2'))).toContain('GET /api/memories?for=2026-11-25');
  });

  it('moves between cards with the arrow keys, one tab stop per grid', async () => {
    server();
    renderApp('/memories');
    const past = await screen.findByRole('grid', { name: 'Past' });
    await within(past).findByRole('link', { name: /Leo/ });
    const links = within(past).getAllByRole('link');
    expect(links.filter((l) => l.tabIndex === 0)).toHaveLength(1);
    const user = userEvent.setup();
    links[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(links.at(-1));
    expect(links.at(-1)!.tabIndex).toBe(0);
  });

  it('says what each empty section is for', async () => {
    server({ 'GET /api/memories': { body: [] }, 'GET /api/memories?for=2026-11-24': { body: [] }, 'GET /api/memories?isSaved=true': { body: [] } });
    renderApp('/memories');
    expect(await screen.findByText(/No memories for today/)).toBeInTheDocument();
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No past memories/)).toBeInTheDocument();
  });

  it('a section that fails says so alone, with a way to try again; a server fault is said quietly', async () => {
    server({ 'GET /api/memories?isSaved=true': { body: { not: 'a list' } }, 'GET /api/memories': { status: 500, body: { message: 'Failed to search memories', statusCode: 500 } } });
    renderApp('/memories');
    expect(await screen.findByRole('grid', { name: 'Today' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(await within(past).findByText(/can’t list memories right now/, {}, { timeout: 4000 })).toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Saved' });
    expect(await within(saved).findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeInTheDocument();
    expect(within(saved).getByText(/unexpected|not what|wrong/i)).toBeInTheDocument();
  });
});

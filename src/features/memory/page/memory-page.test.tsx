import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setLanguage } from '@/i18n';
import { fakeApi as fakeFetch } from '@/test/api';
import { wireAsset, wireMemory } from '@/test/recorded-samples';
import { renderMemoryPage } from '@/test/render';

const assets = [
  wireAsset('noon', '2024-11-22T12:10:45.000Z'),
  wireAsset('eight', '2024-11-22T08:00:00.000Z'),
  wireAsset('nine', '2024-11-22T09:30:12.000Z'),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10));
  // jsdom neither loads nor decodes images: tests fire `load` themselves (see showFirstPhoto).
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  // The grid's virtualizer scrolls the window, which jsdom does not implement.
  window.scrollTo = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the first slide's image "load": the story starts and the page loads the rest. */
async function showFirstPhoto() {
  const slide = await screen.findByRole('group', { name: /^1 of / });
  fireEvent.load(within(slide).getByRole('img'));
  await waitFor(() => expect(slide).toHaveAttribute('data-slide-status', 'ready'));
}

describe('MemoryPage', () => {
  it('plays the memory: title, wall-clock date, slides oldest first, Pause first', async () => {
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets) }, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1');

    const carousel = await screen.findByRole('region', { name: '2 years ago' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByText('November 22, 2024')).toBeInTheDocument();
    const slide = within(carousel).getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slide).getByRole('img')).toHaveAttribute('src', '/api/assets/eight/thumbnail?size=preview');

    const buttons = within(carousel).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Pause');
  });

  it('Space toggles pause (and the live region), but not while typing in a field', async () => {
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets) }, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pause' });

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).not.toBeNull();

    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    field.remove();
  });

  it('arrow keys move between photos and the URL follows, replaced', async () => {
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets) }, 'GET /api/memories': { body: [] } });
    const { router } = renderMemoryPage('/memories/m1?asset=nine');
    const user = userEvent.setup();
    expect(await screen.findByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?asset=noon'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('once the address bar has left the memory (Back while it was still loading), a photo change leaves the URL alone', async () => {
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets) }, 'GET /api/memories': { body: [] } });
    const { router } = renderMemoryPage('/memories/m1?asset=nine');
    const user = userEvent.setup();
    expect(await screen.findByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    // the browser's address bar is back on the home page (a browser router's entry)
    const before = window.location.href;
    window.history.replaceState({ key: 'home', idx: 0, usr: null }, '', '/');
    try {
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.search).toBe('?asset=nine');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('a photo that fails shows a tile with a retry instead of being skipped', async () => {
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets) }, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1');
    const user = userEvent.setup();
    const slide = await screen.findByRole('group', { name: '1 of 3' });
    fireEvent.error(within(slide).getByRole('img'));
    expect(await within(slide).findByText('This photo couldn’t be loaded')).toBeInTheDocument();
    await user.click(within(slide).getByRole('button', { name: 'Try again' }));
    const retried = screen.getByRole('group', { name: '1 of 3' });
    expect(within(retried).getByRole('img')).toHaveAttribute('src', '/api/assets/eight/thumbnail?size=preview');
    expect(retried).toHaveAttribute('data-slide-status', 'loading');
  });

  it('marks the memory seen once', async () => {
    const fetch = fakeFetch({
      'GET /api/memories/m1': { body: wireMemory('m1', assets) },
      'PUT /api/memories/m1': (body) => ({ body: wireMemory('m1', assets, body as Record<string, unknown>) }),
      'GET /api/memories': { body: [] },
    });
    renderMemoryPage('/memories/m1');
    await screen.findByRole('button', { name: 'Pause' });
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    await showFirstPhoto();
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(init!.body as string)).toHaveProperty('seenAt');
  });

  it('does not mark the memory seen when its first photo never showed', async () => {
    const fetch = fakeFetch({
      'GET /api/memories/m1': { body: wireMemory('m1', assets) },
      'PUT /api/memories/m1': (body) => ({ body: wireMemory('m1', assets, body as Record<string, unknown>) }),
      'GET /api/memories': { body: [] },
    });
    renderMemoryPage('/memories/m1');
    const slide = await screen.findByRole('group', { name: '1 of 3' });
    fireEvent.error(within(slide).getByRole('img'));
    expect(await within(slide).findByText('This photo couldn’t be loaded')).toBeInTheDocument();
    // the page went on (the memories list was asked for), but nothing was seen
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => (url as string).endsWith('/api/memories'))).toBe(true), { timeout: 5000 });
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('saves optimistically and rolls back with a message when the server refuses', async () => {
    fakeFetch({
      'GET /api/memories/m1': { body: wireMemory('m1', assets) },
      'PUT /api/memories/m1': (body) =>
        (body as { isSaved?: boolean }).isSaved === undefined
          ? { body: wireMemory('m1', assets) }
          : { status: 500, body: { message: 'Internal server error', statusCode: 500 } },
      'GET /api/memories': { body: [] },
    });
    renderMemoryPage('/memories/m1');
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Save memory' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByText('Couldn’t save this memory. Try again in a moment.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps playing quietly when the memories list fails (v1.106)', async () => {
    fakeFetch({
      'GET /api/memories/m1': { body: wireMemory('m1', assets) },
      'GET /api/memories': { status: 500, body: { message: 'Failed to search memories', statusCode: 500 } },
    });
    renderMemoryPage('/memories/m1');
    await showFirstPhoto();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => (url as string).endsWith('/api/memories'))).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['not found', { status: 400, body: { message: 'Not found or no memory.read access', statusCode: 400 } }, 'This memory doesn’t exist or isn’t shared with you'],
    ['empty', { body: wireMemory('m1', []) }, 'No photos in this memory'],
  ])('%s: says so and links home', async (_name, answer, heading) => {
    fakeFetch({ 'GET /api/memories/m1': answer, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('bad data names the field that was wrong', async () => {
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets, { type: 7 }) }, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1');
    expect(await screen.findByText('type')).toBeInTheDocument();
  });
});

describe('MemoryPage in other languages', () => {
  let browserLanguages: MockInstance | undefined;
  afterEach(async () => {
    browserLanguages?.mockRestore();
    await setLanguage(undefined);
  });
  const threeYearsBack = { memoryAt: '2023-11-22T00:00:00.000Z', data: { year: 2023 } };

  it('German: title, date, slide names, controls, grid and end card', async () => {
    await setLanguage('de');
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets, threeYearsBack) }, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1?asset=noon');
    const user = userEvent.setup();

    const carousel = await screen.findByRole('region', { name: 'Vor 3 Jahren' });
    await waitFor(() => expect(document.title).toBe('Vor 3 Jahren · Keepsake'));
    expect(within(carousel).getByText('22. November 2024')).toBeInTheDocument();
    const slide = within(carousel).getByRole('group', { name: '3 von 3' });
    expect(within(slide).getByRole('img')).toHaveAccessibleName('Foto, 22. November 2024');
    expect(within(carousel).getByRole('button', { name: 'Pausieren' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Erinnerung speichern' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Zu Foto 2 von 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alle Fotos dieser Erinnerung' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    const end = await screen.findByRole('group', { name: 'Das war diese Erinnerung' });
    expect(within(end).getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    expect(within(end).getByRole('button', { name: 'Noch einmal ansehen' })).toBeInTheDocument();
  });

  it('German: a memory that is not there says so, and what to do', async () => {
    await setLanguage('de');
    fakeFetch({ 'GET /api/memories/m1': { status: 400, body: { message: 'Not found or no memory.read access', statusCode: 400 } }, 'GET /api/memories': { body: [] } });
    renderMemoryPage('/memories/m1');
    expect(await screen.findByRole('heading', { name: 'Diese Erinnerung gibt es nicht oder sie wurde nicht mit dir geteilt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Erinnerung nicht gefunden · Keepsake'));
  });

  it('Arabic: Arabic-Indic digits, ← goes to the next photo and → back, chevrons point the reading way', async () => {
    browserLanguages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    await setLanguage('ar');
    fakeFetch({ 'GET /api/memories/m1': { body: wireMemory('m1', assets, threeYearsBack) }, 'GET /api/memories': { body: [] } });
    const { router } = renderMemoryPage('/memories/m1');
    const user = userEvent.setup();

    const carousel = await screen.findByRole('region', { name: 'قبل ٣ سنوات' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(carousel).getByText('٢٢ نوفمبر ٢٠٢٤')).toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '١ من ٣' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: '٢ من ٣' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?asset=nine'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '١ من ٣' })).toBeInTheDocument();

    // "previous" points right (where the story came from), "next" points left
    const previous = within(carousel).getByRole('button', { name: 'الصورة السابقة' });
    const next = within(carousel).getByRole('button', { name: 'الصورة التالية' });
    expect(previous.querySelector('path')).toHaveAttribute('d', 'M9 5l7 7-7 7');
    expect(next.querySelector('path')).toHaveAttribute('d', 'M15 5l-7 7 7 7');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, setupApiTests } from '@/test/api';
import { brokenFields, expectReportedAlone, expectShown, identifiesItem, memoryPlaces, type BrokenField, type ShownValue } from '@/test/broken-fields';
import { renderMemoryPage } from '@/test/render';
import { ids, specMemory } from '@/test/spec-samples';

setupApiTests();

/** What the player shows of `specMemory()` and its one photo. */
const shown: ShownValue[] = [
  // from `memoryAt`, else from `data.year`: one of them is enough
  { text: '2 years ago' },
  { text: 'June 1, 2024', from: { 'assets.0.localDateTime': undefined } },
  { text: 'Lisbon, Portugal', from: { 'assets.0.exifInfo.city': 'Portugal', 'assets.0.exifInfo.country': 'Lisbon' } },
  { text: 'Tram 28', from: { 'assets.0.exifInfo.description': 'Photo in Lisbon, Portugal with Alice, June 1, 2024' } },
];

function renderPage(broken: BrokenField) {
  fakeApi({
    [`GET /api/memories/${ids.memory}`]: { body: broken.input },
    [`PUT /api/memories/${ids.memory}`]: { body: broken.input },
    'GET /api/memories': { body: [] },
  });
  renderMemoryPage(`/memories/${ids.memory}`);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10));
  // jsdom neither loads nor decodes images; the grid's virtualizer scrolls the window
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const cases = brokenFields(specMemory, memoryPlaces);
/** Fields without which the memory has no photo to show: its photos, and the photo's own id. */
const photoless = new Set(['assets', 'assets.0.id']);

// Rendering the real player and grid in jsdom is slow on a busy machine.
describe('the memory page with one field of the memory or its photo broken (ADR 085)', { timeout: 30_000 }, () => {
  it.each(cases.filter((c) => !identifiesItem(c)).map((c) => [c.name, c] as const))('%s: wrong type → the rest renders', async (_name, broken) => {
    renderPage(broken);
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Your library sent something we can’t read')).toBeNull();
    if (photoless.has(broken.name)) {
      // the photo is dropped (or the list unreadable): the memory is there, without photos
      expect(await screen.findByRole('heading', { level: 1, name: 'No photos in this memory' }, { timeout: 5000 })).toBeInTheDocument();
      expect(main.querySelector('img')).toBeNull();
      expect(document.title).toBe('2 years ago · Keepsake');
      expectShown(main, [], broken);
      return;
    }
    const carousel = await screen.findByRole('region', { name: /ago$|^A memory$/ }, { timeout: 5000 });
    const slide = within(carousel).getByRole('group', { name: '1 of 1' });
    const photo = within(slide).getByRole('img');
    expect(photo).toHaveAttribute('src', `/api/assets/${ids.asset}/thumbnail?size=preview`);
    // the photo "loads" (jsdom loads no images): the story starts, and the grid below shows its tile
    fireEvent.load(photo);
    const grid = await screen.findByRole('grid', { name: 'All photos in this memory' }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(1), { timeout: 5000 });
    expectShown(main, shown, broken);
    expectReportedAlone(broken);
  });

  it.each(cases.filter(identifiesItem).map((c) => [c.name, c] as const))('%s: wrong type → the memory cannot be told apart: the page says the data is unreadable', async (_name, broken) => {
    renderPage(broken);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your library sent something we can’t read' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '2 years ago' })).toBeNull();
  });
});

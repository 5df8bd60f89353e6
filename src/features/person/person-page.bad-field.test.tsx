import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TolerantGridAssetListSchema } from '@/api';
import { compactAssets } from '@/api/large-list/compact-assets';
import { FakeWorker, fakeTimings } from '@/api/large-list/test-worker';
import { bodyOf, fakeApi, fixtures, setupApiTests } from '@/test/api';
import { brokenFields, expectReportedAlone, expectShown, identifiesItem, personPlaces, type BrokenField, type ShownValue } from '@/test/broken-fields';
import { renderRoutes } from '@/test/render';
import { ids, specPerson } from '@/test/spec-samples';
import { PersonPage } from './person-page';

setupApiTests();

const assets = TolerantGridAssetListSchema.parse(bodyOf(fixtures.personAssets));

/** What the page shows of `specPerson()`: the header, and the grid named after them. */
const shown: ShownValue[] = [
  { text: 'Alice', from: { name: 'Unnamed person' } },
  { text: 'Photos of Alice', from: { name: 'Photos of Unnamed person' } },
  { text: `${assets.length} photos` },
  { text: /^Born April 15, 1990 \(\d+ years old\)$/m, from: { birthDate: undefined } },
];

/** Renders the person's page with `broken` as `GET /people/{id}`; the worker answers the list. */
async function renderPage(broken: BrokenField) {
  fakeApi({ [`GET /api/people/${ids.person}`]: { body: broken.input } });
  renderRoutes([{ path: '/people/:id/*', element: <PersonPage personId={ids.person} /> }], `/people/${ids.person}`);
  await waitFor(() => expect(FakeWorker.all.at(-1)?.posted.length).toBeGreaterThan(0), { timeout: 5000 });
  FakeWorker.all.at(-1)!.answer({ type: 'ok', list: compactAssets(assets), timings: fakeTimings, dropped: undefined });
}

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  // the grid scrolls the window, which jsdom does not implement
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const cases = brokenFields(specPerson, personPlaces);

// Rendering the real grid in jsdom is slow on a busy machine.
describe('the person page with one field of the person broken (ADR 085)', { timeout: 30_000 }, () => {
  it.each(cases.filter((c) => !identifiesItem(c)).map((c) => [c.name, c] as const))('%s: wrong type → the rest renders', async (_name, broken) => {
    await renderPage(broken);
    const main = screen.getByRole('main');
    const grid = await screen.findByRole('grid', { name: /^Photos of / }, { timeout: 5000 });
    expect(await within(grid).findAllByRole('link')).toHaveLength(assets.length);
    // the person's answer is read: the header names them (or calls them unnamed)
    expect(await screen.findByRole('heading', { level: 1, name: /^(?!Loading)/ }, { timeout: 5000 })).toBeInTheDocument();
    // (the edit controls' live regions are always there, and say nothing)
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(screen.queryAllByRole('alert').map(() => ''));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expectShown(main, shown, broken);
    expectReportedAlone(broken);
  });

  it.each(cases.filter(identifiesItem).map((c) => [c.name, c] as const))('%s: wrong type → the answer is not this person: the header says so, the photos still show', async (_name, broken) => {
    await renderPage(broken);
    const grid = await screen.findByRole('grid', { name: 'Photos of This person' }, { timeout: 5000 });
    expect(await within(grid).findAllByRole('link')).toHaveLength(assets.length);
    expect(screen.getByRole('heading', { level: 1, name: 'This person' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your library sent something we can’t read' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('Alice');
  });
});

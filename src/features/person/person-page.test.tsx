import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TolerantGridAssetListSchema, type GridAsset } from '@/api';
import { compactAssets } from '@/api/large-list/compact-assets';
import { FakeWorker, fakeTimings } from '@/api/large-list/test-worker';
import { setLanguage } from '@/i18n';
import { PersonPage } from './person-page';

const fixtures = resolve(process.cwd(), 'src/api/test-fixtures/immich-v1.106.4');
const read = (name: string) => (JSON.parse(readFileSync(resolve(fixtures, name), 'utf8')) as { body: unknown }).body;
const assets = TolerantGridAssetListSchema.parse(read('get-person-assets.json'));
const person = read('get-person.json') as { id: string; name: string; birthDate: string };
const fullAsset = read('get-asset.json') as { id: string; exifInfo: Record<string, unknown> };

// jsdom has no workers: the page's real query talks to a stand-in that answers with lists packed
// by the real packer.
/** The list's worker, once the page has posted its request. */
async function listWorker(): Promise<FakeWorker> {
  await waitFor(() => expect(FakeWorker.all.at(-1)?.posted.length).toBeGreaterThan(0), { timeout: 5000 });
  return FakeWorker.all.at(-1)!;
}

/** The worker answers with the whole list (or what remains of it after pages it sent). */
async function answerList(list: GridAsset[] = assets, worker?: FakeWorker) {
  (worker ?? (await listWorker())).answer({ type: 'ok', list: compactAssets(list), timings: fakeTimings, dropped: undefined });
}

/** The header's face (the person's thumbnail), if it is asked for. */
const face = () => document.querySelector(`img[src*="/people/${person.id}/thumbnail"]`);

function stubApi(overrides: Record<string, { status: number; body: unknown }> = {}) {
  const table: Record<string, { status: number; body: unknown }> = {
    // (the query layer asks the version once: the recordings are v1.106.4's)
    '/api/server/version': { status: 200, body: { major: 1, minor: 106, patch: 4 } },
    [`/api/people/${person.id}`]: { status: 200, body: person },
    [`/api/assets/${fullAsset.id}`]: { status: 200, body: fullAsset },
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      const answer = table[path] ?? { status: 404, body: { message: 'Not found', error: 'Not Found', statusCode: 404 } };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
    }),
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/people/:id/*', Component: () => <PersonPage personId={person.id} /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
  window.localStorage.clear();
});

// Rendering the real grid and dialog in jsdom is slow on a busy machine.
describe('PersonPage', { timeout: 30_000 }, () => {
  it('shows the person, their counts and birth date, and a grid of links to each photo', async () => {
    stubApi();
    renderAt(`/people/${person.id}`);
    await answerList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Martin' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`${assets.length} photos`))).toBeInTheDocument();
    expect(screen.getByText(/Born April 15, 1990/)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Photos of Alice Martin' });
    // The first screenful of tiles renders in a transition, a moment after the grid itself.
    const links = await within(grid).findAllByRole('link');
    expect(links).toHaveLength(assets.length);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/people/${person.id}/photos/`)));
  });

  it('shows the first page of a paged list at once, without claiming a total, and the rest below it when it comes', async () => {
    stubApi();
    const newestFirst = [...assets].sort((a, b) => Date.parse(b.localDateTime) - Date.parse(a.localDateTime));
    renderAt(`/people/${person.id}`);
    const worker = await listWorker();
    worker.answer({ type: 'progress', chunk: compactAssets(newestFirst.slice(0, 3)) });
    const grid = await screen.findByRole('grid', { name: 'Photos of Alice Martin' }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(3));
    expect(screen.getByText(/3 photos so far/)).toBeInTheDocument();
    const firstHref = within(grid).getAllByRole('link')[0]!.getAttribute('href');
    await answerList(newestFirst.slice(3), worker);
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(assets.length));
    expect(screen.queryByText(/so far/)).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${assets.length} photos`))).toBeInTheDocument();
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', firstHref);
  });

  it('oldest first, asks for the list oldest first and shows its first page at once, oldest at the top', async () => {
    stubApi();
    const oldestFirst = [...assets].sort((a, b) => Date.parse(a.localDateTime) - Date.parse(b.localDateTime));
    renderAt(`/people/${person.id}?order=oldest`);
    const worker = await listWorker();
    expect(worker.posted).toEqual([expect.objectContaining({ order: 'oldest' })]);
    worker.answer({ type: 'progress', chunk: compactAssets(oldestFirst.slice(0, 3), 'oldest'), order: 'oldest' });
    const grid = await screen.findByRole('grid', { name: 'Photos of Alice Martin' }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(3));
    expect(screen.getByText(/3 photos so far/)).toBeInTheDocument();
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', `/people/${person.id}/photos/${oldestFirst[0]!.id}?order=oldest`);
    worker.answer({ type: 'ok', list: compactAssets(oldestFirst.slice(3), 'oldest'), order: 'oldest', timings: fakeTimings, dropped: undefined });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(assets.length));
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', `/people/${person.id}/photos/${oldestFirst[0]!.id}?order=oldest`);
  });

  it('names an unnamed person and says when there are no photos', async () => {
    stubApi({ [`/api/people/${person.id}`]: { status: 200, body: { ...person, name: '' } } });
    renderAt(`/people/${person.id}`);
    await answerList([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unnamed person' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No photos of Unnamed person yet' })).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    stubApi();
    renderAt(`/people/${person.id}`);
    (await listWorker()).answer({ type: 'error', error: { kind: 'not-found', endpoint: `/people/${person.id}/assets`, status: 400 } });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn’t find that" })).toBeInTheDocument();
  });

  it('a person whose details cannot be loaded still shows their photos, with the header’s error and Try again', async () => {
    stubApi({ [`/api/people/${person.id}`]: { status: 500, body: { message: 'Internal server error', statusCode: 500 } } });
    renderAt(`/people/${person.id}`);
    await answerList();
    const grid = await screen.findByRole('grid', { name: 'Photos of This person' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(assets.length));
    expect(screen.getByRole('heading', { level: 1, name: 'This person' })).toBeInTheDocument();
    expect(screen.getByText(`${assets.length} photos`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(face()).not.toBeNull();
  });

  it('a signed-out reader’s header asks for no face: it would be one 401 more on the way to sign in', async () => {
    stubApi({ [`/api/people/${person.id}`]: { status: 401, body: { message: 'Authentication required', error: 'Unauthorized', statusCode: 401 } } });
    renderAt(`/people/${person.id}`);
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    expect(face()).toBeNull();
  });

  it('a person who is not there is the whole page’s error', async () => {
    stubApi({ [`/api/people/${person.id}`]: { status: 404, body: { message: 'Not found', error: 'Not Found', statusCode: 404 } } });
    renderAt(`/people/${person.id}`);
    await answerList();
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('opens a deep-linked photo with its EXIF details, and Escape goes back to the grid', async () => {
    stubApi();
    window.localStorage.setItem('keepsake.viewer.details', 'open');
    const router = renderAt(`/people/${person.id}/photos/${fullAsset.id}`);
    await answerList();
    const dialog = await screen.findByRole('dialog', { name: 'IMG_0002.jpg' }, { timeout: 5000 });
    const details = await within(dialog).findByRole('region', { name: 'Details' });
    await within(details).findByText('Taken', {}, { timeout: 5000 });
    for (const text of ['Canon Canon EOS R5', 'ƒ/2.8', '1/500 sec', '50 mm', 'ISO 200', '1,200 × 1,600', '60.5 kB', 'Paris, Île-de-France, France', '48.8606° N, 2.3376° E', '1.9 MP']) {
      expect(details).toHaveTextContent(text);
    }
    expect(details).toHaveTextContent(/11:02 AM GMT\+01:00/);
    expect(within(details).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', expect.stringContaining('mlat=48.86060'));
    expect(within(details).getByRole('link', { name: /Alice Martin/ })).toHaveAttribute('href', `/people/${person.id}`);
    expect(details).toHaveTextContent('Age 35 in this photo');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/people/${person.id}`);
  });

  it('says "No EXIF information" for a photo without EXIF', async () => {
    const bare = { ...fullAsset, exifInfo: { exifImageWidth: 100, exifImageHeight: 100, fileSizeInByte: 2048 } };
    stubApi({ [`/api/assets/${fullAsset.id}`]: { status: 200, body: bare } });
    window.localStorage.setItem('keepsake.viewer.details', 'open');
    renderAt(`/people/${person.id}/photos/${fullAsset.id}`);
    await answerList();
    const dialog = await screen.findByRole('dialog', { name: 'IMG_0002.jpg' }, { timeout: 5000 });
    expect(await within(dialog).findByText('No EXIF information', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('PersonPage in German and Arabic', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await setLanguage(undefined);
  });

  it('German: counts, birth date with age, sort menu, grid name, month headings and the tab title', async () => {
    await setLanguage('de');
    stubApi();
    renderAt(`/people/${person.id}`);
    await answerList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Martin' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`^${assets.length} Fotos`))).toBeInTheDocument();
    expect(screen.getByText(/^Geboren am 15\. April 1990 \(\d+ Jahre alt\)$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortieren' })).toHaveDisplayValue('Neueste zuerst');
    const grid = await screen.findByRole('grid', { name: 'Fotos von Alice Martin' });
    const links = await within(grid).findAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^(Foto|Video) vom \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    expect(within(grid).getAllByRole('heading')[0]?.textContent).toMatch(/^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/);
    expect(document.title).toBe('Alice Martin · Keepsake');
  });

  it('Arabic: an unnamed person with no photos', async () => {
    await setLanguage('ar');
    stubApi({ [`/api/people/${person.id}`]: { status: 200, body: { ...person, name: '' } } });
    renderAt(`/people/${person.id}`);
    await answerList([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'شخص بلا اسم' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'لا توجد صور لـشخص بلا اسم بعد' })).toBeInTheDocument();
    expect(screen.getByText(/^لا صور/)).toBeInTheDocument();
  });
});

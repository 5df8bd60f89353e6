import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import assetUnassignedFace from '@/api/test-fixtures/immich-v2.7.5/get-asset-unassigned-face.json';
import { ids, v3Asset, v3Face, v3Tag } from '@/test/spec-samples';
import { setLanguage } from '@/i18n';
import { AssetViewer, arrowStep, swipeStep } from './asset-viewer';

type Version = { major: number; minor: number; patch: number };

/** A server of `version` answering `asset` (any id) and `faces` to `GET /faces`. */
function stubServer(version: Version, asset: unknown, faces: unknown = []) {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body = url.pathname === '/api/server/version' ? version : url.pathname.startsWith('/api/assets/') ? asset : url.pathname === '/api/faces' ? faces : undefined;
    const status = body === undefined ? 404 : 200;
    return Promise.resolve(new Response(JSON.stringify(body ?? { message: 'Not found', statusCode: 404 }), { status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderViewer(assetId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const viewer = <AssetViewer assetId={assetId} isVideoHint={false} thumbhash={undefined} previousId={undefined} nextId={undefined} position={undefined} onStep={() => false} onClose={() => undefined} />;
  const router = createMemoryRouter([{ path: '*', element: viewer }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Lets the preview "load" (jsdom loads no images), so the face boxes are drawn. */
async function showPreview() {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  const preview = await within(dialog).findByRole('img', { name: /^Photo/ }, { timeout: 5000 });
  fireEvent.load(preview);
  return dialog;
}

const faceLabels = (dialog: HTMLElement) => [...dialog.querySelectorAll('[data-testid="face-layer"] [data-face-id]')].map((box) => box.textContent);

beforeEach(() => {
  // the stage has a size in a browser; jsdom lays nothing out
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  window.localStorage.setItem('keepsake.viewer.details', 'open');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// Rendering the real dialog in jsdom is slow on a busy machine.
describe('AssetViewer: a box on every face, named or not, from any server', { timeout: 30_000 }, () => {
  it('v3: boxes from GET /faces, the unnamed face too, and the details list both', async () => {
    const fetch = stubServer({ major: 3, minor: 2, patch: 2 }, v3Asset(), [v3Face(), v3Face({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', person: null, boundingBoxX1: 500, boundingBoxX2: 600 })]);
    renderViewer(ids.asset);
    const dialog = await showPreview();
    await within(dialog).findByRole('button', { name: 'Faces' }, { timeout: 5000 });
    expect(faceLabels(dialog)).toEqual(['Alice', 'Unnamed person']);
    expect(fetch.mock.calls.map(([url]) => url as string)).toContain(`/api/faces?id=${ids.asset}`);
    const details = within(dialog).getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: /Alice/ })).toHaveAttribute('href', `/people/${ids.person}`);
    expect(within(details).getByText('Unnamed person')).toBeInTheDocument();
  });

  it('v2.7.5: the real asset with a named face and an unassigned one', async () => {
    const body = structuredClone(assetUnassignedFace.body);
    stubServer({ major: 2, minor: 7, patch: 5 }, body);
    renderViewer(body.id);
    const dialog = await showPreview();
    await within(dialog).findByRole('button', { name: 'Faces' }, { timeout: 5000 });
    expect(faceLabels(dialog)).toEqual(['Amara Okafor', 'Unnamed person']);
    const boxes = [...dialog.querySelectorAll<HTMLElement>('[data-testid="face-layer"] [data-face-id]')];
    expect(boxes.map((b) => b.dataset.faceId)).toEqual(['fc093386-4cc0-42c1-9e0f-39238ccbd00f', 'c47ff072-6170-4db1-a71c-44c69aa08504']);
    // 1600 x 1200 faces on an 800 x 600 stage: half size, no letterbox
    expect(boxes[1]).toHaveStyle({ left: `${1048 / 2}px`, top: `${418 / 2}px`, width: `${(1255 - 1048) / 2}px` });
  });

  it('v3: shows a tag’s whole path and the size the server gives (upright)', async () => {
    // the server's size wins over EXIF's (4032 x 3024 turned by orientation 6)
    stubServer({ major: 3, minor: 2, patch: 2 }, v3Asset({ width: 2000, height: 1500, tags: [v3Tag(), v3Tag({ id: 't2', name: 'Sea', value: 'Sea' })] }), [v3Face()]);
    renderViewer(ids.asset);
    const dialog = await showPreview();
    const details = within(dialog).getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Travel/Japan', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(details).getByText('Sea')).toBeInTheDocument();
    expect(details).toHaveTextContent('2,000 × 1,500');
    expect(details).toHaveTextContent('3 MP');
  });
});

describe('AssetViewer in the reader’s language', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await setLanguage(undefined);
  });

  function renderWithNeighbours(onStep: (delta: -1 | 1) => boolean) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const viewer = <AssetViewer assetId={ids.asset} isVideoHint={false} thumbhash={undefined} previousId="before" nextId="after" position={{ index: 2, count: 1200 }} onStep={onStep} onClose={() => undefined} />;
    const router = createMemoryRouter([{ path: '*', element: viewer }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('Arabic: → goes back and ← on, the chevrons say so, and the details are in Arabic', async () => {
    await setLanguage('ar');
    stubServer({ major: 3, minor: 2, patch: 2 }, v3Asset(), [v3Face()]);
    const onStep = vi.fn(() => true);
    renderWithNeighbours(onStep);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onStep).toHaveBeenLastCalledWith(-1);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(onStep).toHaveBeenLastCalledWith(1);
    expect(within(dialog).getByRole('button', { name: 'الصورة السابقة' })).toHaveAttribute('aria-keyshortcuts', 'ArrowRight');
    expect(within(dialog).getByRole('button', { name: 'الصورة التالية' })).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft');
    expect(dialog).toHaveTextContent('3 من 1,200');
    const details = within(dialog).getByRole('region', { name: 'التفاصيل' });
    expect(await within(details).findByText('تاريخ الالتقاط', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('German: ← goes back, numbers and labels in German', async () => {
    await setLanguage('de');
    stubServer({ major: 3, minor: 2, patch: 2 }, v3Asset({ width: 2000, height: 1500 }), [v3Face()]);
    const onStep = vi.fn(() => true);
    renderWithNeighbours(onStep);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(onStep).toHaveBeenLastCalledWith(-1);
    expect(dialog).toHaveTextContent('3 von 1.200');
    expect(within(dialog).getByRole('button', { name: 'Ansicht schließen' })).toBeInTheDocument();
    const details = within(dialog).getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Aufnahme', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(details).toHaveTextContent('2.000 × 1.500');
    expect(details).toHaveTextContent('3 MP');
  });
});

describe('stepping from the keyboard', () => {
  it('asks the page even where the photo shown has no neighbour (the last step is not drawn yet), and leaves a key the page could not use alone', async () => {
    stubServer({ major: 3, minor: 2, patch: 2 }, v3Asset(), [v3Face()]);
    const onStep = vi.fn((delta: -1 | 1) => delta > 0);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const viewer = <AssetViewer assetId={ids.asset} isVideoHint={false} thumbhash={undefined} previousId={undefined} nextId="after" position={{ index: 0, count: 2 }} onStep={onStep} onClose={() => undefined} />;
    const router = createMemoryRouter([{ path: '*', element: viewer }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    // (fireEvent returns false when a handler called preventDefault)
    expect(fireEvent.keyDown(dialog, { key: 'ArrowLeft' })).toBe(true);
    expect(onStep).toHaveBeenLastCalledWith(-1);
    expect(fireEvent.keyDown(dialog, { key: 'ArrowRight' })).toBe(false);
    expect(onStep).toHaveBeenLastCalledWith(1);
  });
});

describe('arrowStep and swipeStep', () => {
  it.each([
    ['ArrowRight', 'ltr', 1],
    ['ArrowLeft', 'ltr', -1],
    ['ArrowRight', 'rtl', -1],
    ['ArrowLeft', 'rtl', 1],
    ['ArrowUp', 'rtl', undefined],
  ] as const)('%s in %s -> %s', (key, dir, step) => {
    expect(arrowStep(key, dir)).toBe(step);
  });
  it('a swipe to the left brings the next photo in LTR, the previous one in RTL', () => {
    expect(swipeStep(-80, 'ltr')).toBe(1);
    expect(swipeStep(-80, 'rtl')).toBe(-1);
    expect(swipeStep(80, 'rtl')).toBe(1);
  });
});

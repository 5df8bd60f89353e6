import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import recordedAsset from '@/api/test-fixtures/immich-v2.7.5/get-asset-unassigned-face.json';
import recordedMe from '@/api/test-fixtures/immich-v2.7.5/get-users-me.json';
import recordedPeople from '@/api/test-fixtures/immich-v2.7.5/get-people.json';
import { AssetViewer } from '../asset-viewer';

const NOBODYS_FACE = 'c47ff072-6170-4db1-a71c-44c69aa08504';
const ELLA = 'b0fc1b54-4f02-45c0-9bd0-1488808b203a';
/** The asset as the stub server has it now. */
let asset = structuredClone(recordedAsset.body);

/** An answer to a write; `after` changes what the server reads afterwards. */
type Answer = { status: number; body?: unknown; after?: () => void };

/**
 * A v2.7.5 server from its recordings: the asset with one named and one unassigned face, its owner
 * signed in, and `writes` answering the requests that change faces (by method and path).
 */
function stubServer(writes: Record<string, Answer>, me: unknown = recordedMe.body) {
  asset = structuredClone(recordedAsset.body);
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const reads: Record<string, unknown> = {
      '/api/server/version': { major: 2, minor: 7, patch: 5 },
      '/api/users/me': me,
      '/api/people': recordedPeople.body,
    };
    const answer: Answer | undefined =
      method === 'GET'
        ? url.pathname.startsWith('/api/assets/')
          ? { status: 200, body: asset }
          : url.pathname in reads
            ? { status: 200, body: reads[url.pathname] }
            : undefined
        : writes[`${method} ${url.pathname}`];
    const { status, body, after } = answer ?? { status: 404, body: { message: 'Not found', statusCode: 404 } };
    after?.();
    return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderViewer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const viewer = <AssetViewer assetId={recordedAsset.body.id} isVideoHint={false} thumbhash={undefined} previousId={undefined} nextId={undefined} position={undefined} onStep={() => false} onClose={() => undefined} />;
  const router = createMemoryRouter([{ path: '*', element: viewer }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function details() {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  return within(dialog).findByRole('region', { name: 'Details' }, { timeout: 5000 });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  window.localStorage.setItem('keepsake.viewer.details', 'open');
  // jsdom has no <dialog> methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('changing whose face it is, in the viewer', { timeout: 30_000 }, () => {
  it('names a face nobody had: PUT /faces/{person} with the face in the body, the panel shows it at once', async () => {
    let answer!: (value: Answer) => void;
    const pending = new Promise<Answer>((resolve) => (answer = resolve));
    const fetch = stubServer({});
    const original = fetch.getMockImplementation()!;
    fetch.mockImplementation((input, init) =>
      init?.method === 'PUT' ? pending.then(({ status, body }) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) : original(input, init),
    );
    renderViewer();
    const panel = await details();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Who is this?' }, { timeout: 5000 }));
    const editor = await screen.findByRole('dialog', { name: 'Who is this?' });
    const input = within(editor).getByRole('combobox', { name: 'Type a name' });
    fireEvent.change(input, { target: { value: 'ell' } });
    await within(editor).findByRole('option', { name: 'Ella Rivera' });
    expect(within(editor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ella Rivera', 'New person “ell”']);
    fireEvent.keyDown(input, { key: 'Enter' });

    // optimistic: Ella is on the photo before the server answers
    expect(await within(panel).findByRole('link', { name: /Ella Rivera/ })).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0] as string).toBe(`/api/faces/${ELLA}`);
    expect(JSON.parse(put[1]!.body as string)).toEqual({ id: NOBODYS_FACE });
    answer({ status: 200, body: recordedPeople.body.people[0] });
    expect(await screen.findByText('This face is now Ella Rivera.')).toBeInTheDocument();
  });

  it('a 500 puts the face back as it was and says so', async () => {
    stubServer({ [`PUT /api/faces/${ELLA}`]: { status: 500, body: { message: 'Internal server error', statusCode: 500 } } });
    renderViewer();
    const panel = await details();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Who is this?' }, { timeout: 5000 }));
    const editor = await screen.findByRole('dialog', { name: 'Who is this?' });
    fireEvent.click(await within(editor).findByRole('option', { name: 'Ella Rivera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The face could not be changed, and is back as it was.');
    expect(within(panel).queryByRole('link', { name: /Ella Rivera/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Who is this?' })).toBeInTheDocument();
  });

  it('removes a face, asked twice, with DELETE /faces/{id} and {force: false}', async () => {
    const fetch = stubServer({ 'DELETE /api/faces/fc093386-4cc0-42c1-9e0f-39238ccbd00f': { status: 204, after: () => (asset.people = []) } });
    renderViewer();
    const panel = await details();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Change who Amara Okafor is' }, { timeout: 5000 }));
    const editor = await screen.findByRole('dialog', { name: 'Change who this is' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove from photo' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: /Amara Okafor/ })).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({ force: false });
    expect(await screen.findByText('The face was removed from this photo.')).toBeInTheDocument();
  });

  it('offers nothing to change on a photo someone else owns', async () => {
    stubServer({}, { ...recordedMe.body, id: '00000000-0000-4000-8000-000000000099' });
    renderViewer();
    const panel = await details();
    expect(await within(panel).findByRole('link', { name: /Amara Okafor/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Who is this|Change/ })).not.toBeInTheDocument();
  });
});

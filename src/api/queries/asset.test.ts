// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import assetUnassignedFace from '../test-fixtures/immich-v2.7.5/get-asset-unassigned-face.json';
import assetUnnamedPerson from '../test-fixtures/immich-v2.7.5/get-asset-unnamed-person.json';
import facesAsBob from '../test-fixtures/immich-v2.7.5/get-faces-as-bob-album-member.json';
import facesDscf from '../test-fixtures/immich-v2.7.5/get-faces-DSCF2556.json';
import { isApiError } from '../errors';
import { bodyOf, fixtures, jsonResponse, setupApiTests, stubFetch } from '@/test/api';
import { ids, specFace, v3Asset, v3AssetPerson, v3Face } from '@/test/spec-samples';
import { assetQueries } from './asset';

setupApiTests();

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const version = (text: string) => {
  const [major, minor, patch] = text.split('.').map(Number);
  return { major, minor, patch };
};

/** A server of `serverVersion` answering `asset` to `GET /assets/{id}` and `faces` to `GET /faces`. */
function server(serverVersion: string, asset: unknown, faces: unknown = [], facesStatus = 200) {
  return stubFetch((url) => {
    if (url === '/api/server/version') return jsonResponse(200, version(serverVersion));
    if (url.startsWith('/api/assets/')) return jsonResponse(200, asset);
    if (url.startsWith('/api/faces')) return jsonResponse(facesStatus, faces);
    return jsonResponse(404, { message: 'Not found', statusCode: 404 });
  });
}

const urls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([url]) => url as string);
const boxes = (faces: readonly { id: string; person?: { name: string } | undefined }[]) => faces.map((f) => [f.id.slice(0, 8), f.person?.name]);

describe('assetQueries.detail: every face boxed, whatever the server', () => {
  it('v1.106: faces from the asset’s people, no /faces request', async () => {
    const fetch = server('1.106.4', bodyOf(fixtures.asset));
    const asset = await client().fetchQuery(assetQueries.detail(bodyOf(fixtures.asset).id));
    expect(asset.faces.length).toBeGreaterThan(0);
    expect(asset.faces.length).toBe(asset.people!.reduce((n, p) => n + p.faces.length, 0));
    expect(urls(fetch).some((url) => url.startsWith('/api/faces'))).toBe(false);
  });

  it('v2.7.5: a named face and an unassigned one (boxed, unnamed) from the real asset', async () => {
    const body = bodyOf(assetUnassignedFace);
    const fetch = server('2.7.5', body);
    const asset = await client().fetchQuery(assetQueries.detail(body.id));
    expect(boxes(asset.faces)).toEqual([
      ['fc093386', 'Amara Okafor'],
      ['c47ff072', undefined],
    ]);
    expect(asset.faces[0]?.person?.id).toBe('c779f7eb-289b-4778-a76b-63f8880fb306');
    expect(urls(fetch)).toEqual(['/api/server/version', `/api/assets/${body.id}`]);
  });

  it('v2.7.5: a person nobody named keeps their box and their id', async () => {
    const body = bodyOf(assetUnnamedPerson);
    server('2.7.5', body);
    const asset = await client().fetchQuery(assetQueries.detail(body.id));
    expect(boxes(asset.faces)).toEqual([
      ['dc17e297', ''],
      ['ec4bac92', 'Leo Rivera'],
    ]);
    expect(asset.faces[0]?.person?.id).toBe('63ed4719-9741-4299-bb27-5d652cb4a4b3');
  });

  it('v3: asks GET /faces?id=<asset id> beside the asset and puts the boxes on the people, unnamed faces kept', async () => {
    const unnamed = v3Face({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', person: null, boundingBoxX1: 500, boundingBoxX2: 600 });
    const fetch = server('3.2.2', v3Asset(), [v3Face(), unnamed]);
    const asset = await client().fetchQuery(assetQueries.detail(ids.asset));
    expect(urls(fetch)).toEqual(expect.arrayContaining([`/api/assets/${ids.asset}`, `/api/faces?id=${ids.asset}`]));
    expect(urls(fetch)).toHaveLength(3);
    expect(asset.people).toEqual([expect.objectContaining({ id: ids.person, name: 'Alice', faces: [specFace()] })]);
    expect(asset.faces).toEqual([
      { ...specFace(), person: { id: ids.person, name: 'Alice' } },
      { ...specFace(), id: unnamed.id, boundingBoxX1: 500, boundingBoxX2: 600 },
    ]);
  });

  it('v3: the real faces of a shared album’s photo, seen by a member who owns none of those people: three unnamed boxes', async () => {
    const faces = bodyOf(facesAsBob);
    server('3.2.2', v3Asset({ id: 'daafe168-1e1f-4f56-9672-f798b1139102', people: [] }), faces);
    const asset = await client().fetchQuery(assetQueries.detail('daafe168-1e1f-4f56-9672-f798b1139102'));
    expect(asset.faces.map((f) => f.id)).toEqual(faces.map((f) => f.id));
    expect(asset.faces.every((f) => f.person === undefined)).toBe(true);
  });

  it('v3: a face of a person the asset does not list is still boxed, with its name', async () => {
    server('3.2.2', v3Asset({ people: [] }), bodyOf(facesDscf));
    const asset = await client().fetchQuery(assetQueries.detail(ids.asset));
    expect(boxes(asset.faces)).toEqual([['49c0e2ce', 'Ella Rivera']]);
    expect(asset.people).toEqual([]);
  });

  it('v3: no faces on a person of the asset and none from /faces: no boxes', async () => {
    server('3.2.2', v3Asset({ people: [v3AssetPerson()] }), []);
    const asset = await client().fetchQuery(assetQueries.detail(ids.asset));
    expect(asset.faces).toEqual([]);
    expect(asset.people?.[0]?.faces).toEqual([]);
  });

  it('v3: a failing /faces fails the asset (never silently without boxes)', async () => {
    server('3.2.2', v3Asset(), { message: 'Internal server error', statusCode: 500 }, 500);
    const error = await client().fetchQuery(assetQueries.detail(ids.asset)).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('server');
  });

  it('v3: the fields v3 removed on purpose are not reported as drift', async () => {
    server('3.2.2', v3Asset(), []);
    await client().fetchQuery(assetQueries.detail(ids.asset));
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });
});

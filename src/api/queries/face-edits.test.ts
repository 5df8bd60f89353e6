// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ella from '@/api/test-fixtures/immich-v2.7.5/get-person-ella.json';
import { calledUrls, setupApiTests } from '@/test/api';
import { clientOn } from '@/test/server-generations';
import { createFace, deleteFace, reassignFace } from './face-edits';

setupApiTests();

const faceId = '11111111-1111-4111-8111-111111111111';
const personId = ella.body.id;
const assetId = '22222222-2222-4222-8222-222222222222';

describe('reassignFace', () => {
  it.each(['v1.106', 'v2.7.5', 'v3.2.1'] as const)('%s PUTs /faces/{target person} with the face in the body', async (generation) => {
    let sent: unknown;
    const { fetch, client } = clientOn(generation, { [`PUT /api/faces/${personId}`]: (body) => ((sent = body), { body: ella.body }) });
    expect(await reassignFace(client, faceId, personId)).toMatchObject({ id: personId, name: 'Ella Rivera' });
    expect(sent).toEqual({ id: faceId });
    expect(calledUrls(fetch)).toContain(`PUT /api/faces/${personId}`);
  });

  it('types a face on another user’s asset as no-access', async () => {
    const { client } = clientOn('v3.0', { [`PUT /api/faces/${personId}`]: { status: 400, body: { message: 'Not found or no person.update access' } } });
    await expect(reassignFace(client, faceId, personId)).rejects.toMatchObject({ reason: 'no-access' });
  });
});

describe('deleteFace', () => {
  it.each([
    ['v1.127', 200],
    ['v2.7.5', 204],
    ['v3.2.1', 204],
  ] as const)('%s DELETEs /faces/{id} with {force: false} (%i)', async (generation, status) => {
    let sent: unknown;
    const { client } = clientOn(generation, { [`DELETE /api/faces/${faceId}`]: (body) => ((sent = body), { status, body: status === 204 ? undefined : {} }) });
    await deleteFace(client, faceId);
    expect(sent).toEqual({ force: false });
  });

  it('is unsupported before v1.127, without asking', async () => {
    const { fetch, client } = clientOn('v1.106', {});
    await expect(deleteFace(client, faceId)).rejects.toMatchObject({ reason: 'unsupported' });
    expect(calledUrls(fetch).filter((u) => u.includes('/faces'))).toEqual([]);
  });
});

describe('createFace', () => {
  it('POSTs /faces with integer pixels and reads the empty 201', async () => {
    let sent: unknown;
    const { client } = clientOn('v3.2.1', { 'POST /api/faces': (body) => ((sent = body), { status: 201, body: undefined }) });
    await createFace(client, { assetId, personId, imageWidth: 4000, imageHeight: 3000, x: 10.4, y: 20.6, width: 99.5, height: 100 });
    expect(sent).toEqual({ assetId, personId, imageWidth: 4000, imageHeight: 3000, x: 10, y: 21, width: 100, height: 100 });
  });

  it('is unsupported before v1.127', async () => {
    const { client } = clientOn('v1.106', {});
    await expect(createFace(client, { assetId, personId, imageWidth: 1, imageHeight: 1, x: 0, y: 0, width: 1, height: 1 })).rejects.toMatchObject({ reason: 'unsupported' });
  });
});

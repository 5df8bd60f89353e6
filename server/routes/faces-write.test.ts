import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/contract';
import { openTestLibrary, personIdNamed as personId, type TestLibrary } from '../test/library';
import { expectV3Error, V3_KEYS } from '../test/v3';

type Json = Record<string, unknown>;
let v1: TestLibrary;
let v3: TestLibrary;
beforeAll(async () => {
  [v1, v3] = await Promise.all([openTestLibrary(), openTestLibrary({ api: 'v3' })]);
});
afterAll(() => {
  v1.close();
  v3.close();
});

const facesOf = (lib: TestLibrary, id: string): { id: string; asset_id: string }[] => lib.db.prepare('SELECT id, asset_id FROM faces WHERE person_id = ? ORDER BY id').all(id) as never;
const unassigned = (lib: TestLibrary): { id: string; asset_id: string } =>
  lib.db.prepare('SELECT f.id, f.asset_id FROM faces f JOIN assets a ON a.id = f.asset_id WHERE f.person_id IS NULL AND a.owner_id = ? ORDER BY f.id').get(lib.userId('demo')) as never;
const exists = (lib: TestLibrary, id: string): boolean => lib.db.prepare('SELECT 1 FROM people WHERE id = ?').get(id) !== undefined;

describe('PUT /faces/{personId}', () => {
  it('assigns an unassigned face: the target’s statistics and the asset’s people follow (v1: unassignedFaces shrinks)', async () => {
    const face = unassigned(v1);
    const kai = personId(v1, 'Kai Nakamura');
    const asset = async (): Promise<Json> => (await (await v1.call('GET', `/api/assets/${face.asset_id}`)).json()) as Json;
    expect(((await asset()).unassignedFaces as Json[]).map((f) => f.id)).toContain(face.id);
    const before = ((await (await v1.call('GET', `/api/people/${kai}/statistics`)).json()) as Json).assets as number;
    const res = await v1.call('PUT', `/api/faces/${kai}`, { body: { id: face.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: kai, name: 'Kai Nakamura' });
    const after = await asset();
    expect((after.unassignedFaces as Json[]).map((f) => f.id)).not.toContain(face.id);
    expect((after.people as Json[]).find((p) => p.id === kai)?.faces).toEqual(expect.arrayContaining([expect.objectContaining({ id: face.id })]));
    expect(((await (await v1.call('GET', `/api/people/${kai}/statistics`)).json()) as Json).assets).toBeGreaterThanOrEqual(before);
  });

  it('removes the old person once left without faces; a target without a cover gets this face', async () => {
    const unnamed = (v3.db.prepare("SELECT p.id FROM people p WHERE p.name = '' AND p.owner_id = ? AND (SELECT count(*) FROM faces f WHERE f.person_id = p.id) = 1").get(v3.userId('demo')) as { id: string }).id;
    const [face] = facesOf(v3, unnamed);
    const created = (await (await v3.call('POST', '/api/people', { body: { name: 'New' } })).json()) as Json;
    const res = await v3.call('PUT', `/api/faces/${created.id as string}`, { body: { id: face!.id } });
    const body = (await res.json()) as Json;
    expect(res.status).toBe(200);
    expect(Object.keys(body)).toEqual(V3_KEYS.person);
    expect(body.thumbnailPath).not.toBe('');
    expect((await v3.call('GET', `/api/people/${created.id as string}/thumbnail`)).status).toBe(200);
    expect(exists(v3, unnamed)).toBe(false);
    const faces = (await (await v3.call('GET', `/api/faces?id=${face!.asset_id}`)).json()) as Json[];
    expect((faces.find((f) => f.id === face!.id)?.person as Json).id).toBe(created.id);
  });

  it('needs the person and the face’s photo to be the caller’s', async () => {
    const kai = personId(v3, 'Kai Nakamura');
    const daniel = personId(v3, 'Daniel Chen');
    const theirs = facesOf(v3, daniel)[0]!;
    await expectV3Error(await v3.call('PUT', `/api/faces/${kai}`, { body: { id: theirs.id } }), 400, 'Not found or no person.create access');
    await expectV3Error(await v3.call('PUT', `/api/faces/${daniel}`, { body: { id: facesOf(v3, kai)[0]!.id } }), 400, 'Not found or no person.update access');
    await expectV3Error(await v3.call('PUT', `/api/faces/${kai}`, { body: {} }), 400, ['id must be a UUID', 'id should not be empty', 'id must be a string']);
    await expectError(await v1.call('PUT', `/api/faces/${personId(v1, 'Daniel Chen')}`, { body: { id: facesOf(v1, personId(v1, 'Leo Rivera'))[0]!.id } }), 400, 'Not found or no person.write access');
    expect(facesOf(v3, daniel).map((f) => f.id)).toContain(theirs.id);
  });
});

describe('GET /faces', () => {
  it('v1 has it too, in v1.106’s keys; others’ people and nobody’s faces come without a person', async () => {
    const shared = v1.db.prepare('SELECT f.asset_id FROM faces f JOIN assets a ON a.id = f.asset_id WHERE a.owner_id = ? AND f.person_id IS NOT NULL').get(v1.userId('maya')) as { asset_id: string };
    const faces = (await (await v1.call('GET', `/api/faces?id=${shared.asset_id}`)).json()) as Json[];
    expect(faces.length).toBeGreaterThan(0);
    expect(Object.keys(faces[0]!)).toEqual(['id', 'imageHeight', 'imageWidth', 'boundingBoxX1', 'boundingBoxX2', 'boundingBoxY1', 'boundingBoxY2', 'person']);
    expect(faces.every((f) => f.person === null)).toBe(true);
    const asOwner = (await (await v1.call('GET', `/api/faces?id=${shared.asset_id}`, { user: 'maya' })).json()) as Json[];
    expect(asOwner.some((f) => f.person !== null)).toBe(true);
  });
});

describe('POST /faces and DELETE /faces/{id} (v3 only)', () => {
  it('adds a face by hand (201, no body), then deletes it (204); the person goes with their last face', async () => {
    const created = (await (await v3.call('POST', '/api/people', { body: { name: 'Drawn' } })).json()) as Json;
    const asset = v3.db.prepare("SELECT id FROM assets WHERE owner_id = ? AND type = 'IMAGE' AND is_trashed = 0 LIMIT 1").get(v3.userId('demo')) as { id: string };
    const res = await v3.call('POST', '/api/faces', { body: { assetId: asset.id, personId: created.id, imageWidth: 800, imageHeight: 600, x: 10, y: 20, width: 100, height: 120 } });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    const faces = (await (await v3.call('GET', `/api/faces?id=${asset.id}`)).json()) as Json[];
    const drawn = faces.find((f) => (f.person as Json | null)?.id === created.id)!;
    expect(drawn).toMatchObject({ boundingBoxX1: 10, boundingBoxY1: 20, boundingBoxX2: 110, boundingBoxY2: 140, sourceType: 'manual' });
    expect(((await (await v3.call('GET', `/api/people/${created.id as string}/statistics`)).json()) as Json).assets).toBe(1);
    await expectV3Error(await v3.call('DELETE', `/api/faces/${drawn.id as string}`), 400, ['force should not be empty']);
    await expectV3Error(await v3.call('DELETE', `/api/faces/${drawn.id as string}`, { user: 'maya', body: { force: false } }), 400, 'Not found or no face.delete access');
    const del = await v3.call('DELETE', `/api/faces/${drawn.id as string}`, { body: { force: false } });
    expect(del.status).toBe(204);
    expect(exists(v3, created.id as string)).toBe(false);
  });

  it('refuses bad boxes and others’ photos; v1 answers both with its unknown-route 404', async () => {
    const kai = personId(v3, 'Kai Nakamura');
    const body = { assetId: facesOf(v3, personId(v3, 'Daniel Chen'))[0]!.asset_id, personId: kai, imageWidth: 100, imageHeight: 100, x: 1, y: 1, width: 5, height: 5 };
    await expectV3Error(await v3.call('POST', '/api/faces', { body }), 400, 'Not found or no asset.update access');
    await expectV3Error(await v3.call('POST', '/api/faces', { body: { ...body, x: 1.5 } }), 400, ['x must be an integer number']);
    await expectError(await v1.call('POST', '/api/faces', { body }), 404);
    await expectError(await v1.call('DELETE', `/api/faces/${facesOf(v1, personId(v1, 'Kai Nakamura'))[0]!.id}`, { body: { force: true } }), 404);
  });
});

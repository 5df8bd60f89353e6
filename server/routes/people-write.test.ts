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

const json = async (res: Response, status = 200): Promise<Json> => {
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};

describe('PUT /people/{id}', () => {
  it('renames, sets and clears a birth date, hides (v1: the v1.106 keys, isFavorite ignored)', async () => {
    const id = personId(v1, 'June Rivera');
    const renamed = await json(await v1.call('PUT', `/api/people/${id}`, { body: { name: 'Grandma June', birthDate: '1950-01-02', isHidden: true, isFavorite: true } }));
    expect(Object.keys(renamed)).toEqual(['id', 'name', 'birthDate', 'thumbnailPath', 'isHidden']);
    expect(renamed).toMatchObject({ id, name: 'Grandma June', birthDate: '1950-01-02', isHidden: true });
    expect(await json(await v1.call('GET', `/api/people/${id}`))).toEqual(renamed);
    const cleared = await json(await v1.call('PUT', `/api/people/${id}`, { body: { birthDate: null, isHidden: false } }));
    expect(cleared).toMatchObject({ name: 'Grandma June', birthDate: null, isHidden: false });
  });

  it('v3: carries isFavorite and a newer updatedAt; "" clears the birth date', async () => {
    const id = personId(v3, 'Kai Nakamura');
    const before = await json(await v3.call('GET', `/api/people/${id}`));
    await new Promise((r) => setTimeout(r, 5));
    const after = await json(await v3.call('PUT', `/api/people/${id}`, { body: { isFavorite: true, birthDate: '' } }));
    expect(Object.keys(after)).toEqual(V3_KEYS.person);
    expect(after).toMatchObject({ isFavorite: true, birthDate: null });
    expect(String(after.updatedAt) > String(before.updatedAt)).toBe(true);
  });

  it('refuses a future or malformed birth date, in each mode’s error shape', async () => {
    const id = personId(v3, 'Ella Rivera');
    await expectV3Error(await v3.call('PUT', `/api/people/${id}`, { body: { birthDate: '2999-01-01' } }), 400, ['Birth date cannot be in the future']);
    await expectV3Error(await v3.call('PUT', `/api/people/${id}`, { body: { birthDate: '2016-05-14T00:00:00Z' } }), 400, ['birthDate must be a string in the format yyyy-MM-dd']);
    await expectV3Error(await v3.call('PUT', `/api/people/${id}`, { body: { name: 5, isHidden: 'yes' } }), 400, ['name must be a string', 'isHidden must be a boolean value']);
    await expectError(await v1.call('PUT', `/api/people/${personId(v1, 'Ella Rivera')}`, { body: { birthDate: '2999-01-01' } }), 400, ['Birth date cannot be in the future']);
    expect((v3.db.prepare('SELECT birth_date FROM people WHERE id = ?').get(id) as { birth_date: string }).birth_date).toBe('2016-05-14');
  });

  it('moves the cover to the person’s face on the given photo, and refuses a photo without one', async () => {
    const id = personId(v3, 'Ella Rivera');
    const faces = v3.db.prepare('SELECT id, asset_id FROM faces WHERE person_id = ? ORDER BY asset_id').all(id) as { id: string; asset_id: string }[];
    const target = faces.find((f) => f.id !== (v3.db.prepare('SELECT face_id FROM people WHERE id = ?').get(id) as { face_id: string }).face_id)!;
    const before = await (await v3.call('GET', `/api/people/${id}/thumbnail`)).arrayBuffer();
    await json(await v3.call('PUT', `/api/people/${id}`, { body: { featureFaceAssetId: target.asset_id } }));
    expect((v3.db.prepare('SELECT face_id FROM people WHERE id = ?').get(id) as { face_id: string }).face_id).toBe(target.id);
    const after = await v3.call('GET', `/api/people/${id}/thumbnail`);
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(before))).toBe(false);
    const other = v3.db.prepare('SELECT id FROM assets WHERE owner_id = ? AND id NOT IN (SELECT asset_id FROM faces WHERE person_id = ?) LIMIT 1').get(v3.userId('demo'), id) as { id: string };
    await expectV3Error(await v3.call('PUT', `/api/people/${id}`, { body: { featureFaceAssetId: other.id } }), 400, 'Invalid assetId for feature face or asset is offline');
    await expectError(await v1.call('PUT', `/api/people/${personId(v1, 'Ella Rivera')}`, { body: { featureFaceAssetId: other.id } }), 400, 'Invalid assetId for feature face');
  });

  it('no access to another user’s person', async () => {
    const daniel = personId(v3, 'Daniel Chen');
    await expectV3Error(await v3.call('PUT', `/api/people/${daniel}`, { body: { name: 'x' } }), 400, 'Not found or no person.update access');
    await expectError(await v1.call('PUT', `/api/people/${personId(v1, 'Daniel Chen')}`, { body: { name: 'x' } }), 400, 'Not found or no person.write access');
    expect((v3.db.prepare('SELECT name FROM people WHERE id = ?').get(daniel) as { name: string }).name).toBe('Daniel Chen');
  });

  it('PATCH is v3’s; v1 answers its unknown-route 404', async () => {
    const id = personId(v3, 'Tomás Álvarez');
    expect(await json(await v3.call('PATCH', `/api/people/${id}`, { body: { name: 'Tomás A.' } }))).toMatchObject({ name: 'Tomás A.' });
    await expectError(await v1.call('PATCH', `/api/people/${personId(v1, 'Tomás Álvarez')}`, { body: { name: 'x' } }), 404);
  });
});

describe('PUT /people (bulk) and POST /people', () => {
  it('updates each item; a failing one is {success: false, error: "unknown"}', async () => {
    for (const lib of [v1, v3]) {
      const sam = personId(lib, 'Sam Rivera');
      const results = await json(await lib.call('PUT', '/api/people', { body: { people: [{ id: sam, isHidden: true }, { id: personId(lib, 'Daniel Chen'), isHidden: true }] } }));
      expect(results).toEqual([{ id: sam, success: true }, { id: personId(lib, 'Daniel Chen'), success: false, error: 'unknown' }]);
      expect((lib.db.prepare('SELECT is_hidden FROM people WHERE id = ?').get(sam) as { is_hidden: number }).is_hidden).toBe(1);
    }
    await expectV3Error(await v3.call('PUT', '/api/people', { body: { people: [{ isHidden: 'x' }] } }), 400, ['people.0.id should not be empty', 'people.0.id must be a string', 'people.0.isHidden must be a boolean value']);
    await expectV3Error(await v3.call('PUT', '/api/people', { body: {} }), 400, ['people must be an array']);
  });

  it('creates a person without faces: 201, no thumbnail, counted in the list', async () => {
    const before = await json(await v3.call('GET', '/api/people?withHidden=true'));
    const created = await json(await v3.call('POST', '/api/people', { body: { name: 'Noah Fischer', birthDate: '1984-06-18' } }), 201);
    expect(created).toMatchObject({ name: 'Noah Fischer', birthDate: '1984-06-18', thumbnailPath: '', isHidden: false, isFavorite: false });
    expect((await json(await v3.call('GET', '/api/people?withHidden=true'))).total).toBe((before.total as number) + 1);
    await expectError(await v1.call('POST', '/api/people', { body: { name: 3, birthDate: '2999-01-01' } }), 400, ['name must be a string', 'Birth date cannot be in the future']);
    const v1Created = await json(await v1.call('POST', '/api/people', { body: {} }), 201);
    expect(Object.keys(v1Created)).toEqual(['id', 'name', 'birthDate', 'thumbnailPath', 'isHidden']);
  });
});

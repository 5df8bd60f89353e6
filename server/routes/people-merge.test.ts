import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/contract';
import { openTestLibrary, personIdNamed as personId, type TestLibrary } from '../test/library';
import { expectV3Error } from '../test/v3';

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

const MISSING = '4f1c7a1e-2b8d-4c39-9e57-0d3a3b1f6a11';
const faceCount = (lib: TestLibrary, id: string): number => (lib.db.prepare('SELECT count(*) AS n FROM faces WHERE person_id = ?').get(id) as { n: number }).n;
/** The unnamed person holding some of Leo's faces. */
const split = (lib: TestLibrary): string =>
  (lib.db.prepare("SELECT p.id FROM people p WHERE p.name = '' AND p.owner_id = ? AND EXISTS (SELECT 1 FROM faces f WHERE f.person_id = p.id) ORDER BY (SELECT count(*) FROM faces f WHERE f.person_id = p.id) LIMIT 1").get(lib.userId('demo')) as { id: string }).id;
const stats = async (lib: TestLibrary, id: string): Promise<number> => ((await (await lib.call('GET', `/api/people/${id}/statistics`)).json()) as { assets: number }).assets;

describe('POST /people/{id}/merge', () => {
  it('v1: 201; moves the faces, deletes the merged person, reports the rest per id', async () => {
    const leo = personId(v1, 'Leo Rivera');
    const second = split(v1);
    const moved = faceCount(v1, second);
    const before = faceCount(v1, leo);
    expect(moved).toBeGreaterThan(0);
    const res = await v1.call('POST', `/api/people/${leo}/merge`, { body: { ids: [second, MISSING, personId(v1, 'Daniel Chen')] } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { id: second, success: true },
      { id: MISSING, success: false, error: 'no_permission' },
      { id: personId(v1, 'Daniel Chen'), success: false, error: 'no_permission' },
    ]);
    expect(faceCount(v1, leo)).toBe(before + moved);
    expect(await stats(v1, leo)).toBeGreaterThanOrEqual(before);
    await expectError(await v1.call('GET', `/api/people/${second}`), 400, 'Not found or no person.read access');
    expect(((await (await v1.call('GET', `/api/people/${leo}`)).json()) as Json).name).toBe('Leo Rivera');
  });

  it('v3: 200; the survivor takes the merged one’s name and birth date only where its own are empty', async () => {
    const unnamed = split(v3);
    const sam = personId(v3, 'Sam Rivera');
    const res = await v3.call('POST', `/api/people/${unnamed}/merge`, { body: { ids: [sam, sam] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: sam, success: true }, { id: sam, success: false, error: 'not_found' }]);
    expect((await (await v3.call('GET', `/api/people/${unnamed}`)).json()) as Json).toMatchObject({ name: 'Sam Rivera', birthDate: '1987-03-22' });
    const ella = personId(v3, 'Ella Rivera');
    const amara = personId(v3, 'Amara Okafor');
    await v3.call('POST', `/api/people/${ella}/merge`, { body: { ids: [amara] } });
    expect((await (await v3.call('GET', `/api/people/${ella}`)).json()) as Json).toMatchObject({ name: 'Ella Rivera', birthDate: '2016-05-14' });
  });

  it('moves birthday memories that named the merged person to the survivor', async () => {
    const june = personId(v1, 'June Rivera');
    const tomas = personId(v1, 'Tomás Álvarez');
    const birthdays = (): Json[] => (v1.db.prepare("SELECT data FROM memories WHERE type = 'birthday'").all() as { data: string }[]).map((m) => JSON.parse(m.data) as Json);
    const named = birthdays().filter((d) => d.personId === june).length;
    expect(named).toBeGreaterThan(0);
    expect(await (await v1.call('POST', `/api/people/${tomas}/merge`, { body: { ids: [june] } })).json()).toEqual([{ id: june, success: true }]);
    expect(birthdays().filter((d) => d.personId === june)).toHaveLength(0);
    expect(birthdays().filter((d) => d.personId === tomas)).toHaveLength(named);
    expect((v1.db.prepare('SELECT birth_date FROM people WHERE id = ?').get(tomas) as { birth_date: string }).birth_date).toBe('1949-07-30');
  });

  it('refuses a merge into oneself, bad ids, and another user’s person', async () => {
    const kai = personId(v3, 'Kai Nakamura');
    await expectV3Error(await v3.call('POST', `/api/people/${kai}/merge`, { body: { ids: [kai] } }), 400, 'Cannot merge a person into themselves');
    await expectError(await v1.call('POST', `/api/people/${personId(v1, 'Kai Nakamura')}/merge`, { body: { ids: [personId(v1, 'Kai Nakamura')] } }), 400, 'Cannot merge a person into themselves');
    await expectV3Error(await v3.call('POST', `/api/people/${kai}/merge`, { body: {} }), 400, ['each value in ids must be a UUID', 'ids should not be empty', 'ids must be an array']);
    await expectV3Error(await v3.call('POST', `/api/people/${personId(v3, 'Daniel Chen')}/merge`, { body: { ids: [kai] } }), 400, 'Not found or no person.update access');
    expect(faceCount(v3, kai)).toBeGreaterThan(0);
    expect(await (await v3.call('POST', `/api/people/${kai}/merge`, { body: { ids: [] } })).json()).toEqual([]);
  });
});

describe('POST /people/merge (v3.2.1)', () => {
  it('keeps the first, takes the first name and birth date given; v1 answers 404', async () => {
    const created = (await (await v3.call('POST', '/api/people', { body: { name: '' } })).json()) as Json;
    const noah = personId(v3, 'Noah Fischer');
    const res = await v3.call('POST', '/api/people/merge', { body: { ids: [created.id, noah] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: noah, success: true }]);
    expect((await (await v3.call('GET', `/api/people/${created.id as string}`)).json()) as Json).toMatchObject({ name: 'Noah Fischer', birthDate: '1984-06-18', isHidden: false });
    await expectV3Error(await v3.call('POST', '/api/people/merge', { body: { ids: [created.id] } }), 400, ['ids must contain at least 2 elements']);
    await expectError(await v1.call('POST', '/api/people/merge', { body: { ids: [MISSING, MISSING] } }), 404);
  });
});

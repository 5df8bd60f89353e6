import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/contract';
import { openTestLibrary, personIdNamed as personId, type TestLibrary } from '../test/library';
import { expectV3Error, V3_KEYS } from '../test/v3';

type Json = Record<string, unknown>;
type List = { people: Json[]; total: number; hidden: number; hasNextPage?: boolean };
let v1: TestLibrary;
let v3: TestLibrary;
beforeAll(async () => {
  [v1, v3] = await Promise.all([openTestLibrary(), openTestLibrary({ api: 'v3' })]);
});
afterAll(() => {
  v1.close();
  v3.close();
});

const list = async (lib: TestLibrary, query = ''): Promise<List> => (await (await lib.call('GET', `/api/people${query}`)).json()) as List;

describe('GET /people', () => {
  it('v3 pages by page and size, with hasNextPage; v1 ignores both', async () => {
    const all = await list(v3, '?withHidden=true');
    const first = await list(v3, '?withHidden=true&page=1&size=2');
    const second = await list(v3, '?withHidden=true&page=2&size=2');
    expect(Object.keys(first)).toEqual(V3_KEYS.people);
    expect(first.people.map((p) => p.id)).toEqual(all.people.slice(0, 2).map((p) => p.id));
    expect(second.people.map((p) => p.id)).toEqual(all.people.slice(2, 4).map((p) => p.id));
    expect(first.hasNextPage).toBe(true);
    expect((await list(v3, `?withHidden=true&page=1&size=${all.people.length}`)).hasNextPage).toBe(false);
    expect((await list(v1, '?page=1&size=2')).people.length).toBeGreaterThan(2);
    await expectV3Error(await v3.call('GET', '/api/people?page=0&size=0'), 400, ['page must not be less than 1', 'size must not be less than 1']);
    await expectV3Error(await v3.call('GET', '/api/people?page=x&size=1001'), 400, ['page must not be less than 1', 'page must be an integer number', 'size must not be greater than 1000']);
  });

  it('orders hidden last, favourites first, named before unnamed, then by face count', async () => {
    const june = personId(v3, 'June Rivera');
    await v3.call('PUT', `/api/people/${june}`, { body: { isFavorite: true } });
    const people = (await list(v3, '?withHidden=true')).people;
    expect(people[0]!.id).toBe(june);
    const hiddenAt = people.findIndex((p) => p.isHidden === true);
    expect(people.slice(hiddenAt).every((p) => p.isHidden === true)).toBe(true);
    const shown = people.slice(1, hiddenAt);
    const firstUnnamed = shown.findIndex((p) => p.name === '');
    expect(shown.slice(firstUnnamed).every((p) => p.name === '')).toBe(true);
  });

  it('counts follow the changes: hiding one moves it to hidden, merging one takes it out', async () => {
    const before = await list(v1);
    const kai = personId(v1, 'Kai Nakamura');
    await v1.call('PUT', `/api/people/${kai}`, { body: { isHidden: true } });
    const hidden = await list(v1);
    expect(hidden.hidden).toBe(before.hidden + 1);
    expect(hidden.people.map((p) => p.id)).not.toContain(kai);
    await v1.call('POST', `/api/people/${personId(v1, 'Sam Rivera')}/merge`, { body: { ids: [kai] } });
    expect((await list(v1)).total).toBe(before.total - 1);
  });

  it('lists only the caller’s people: other accounts have their own', async () => {
    const mine = (await list(v3, '?withHidden=true')).people.map((p) => p.name);
    expect(mine).not.toContain('Daniel Chen');
    const maya = (await (await v3.call('GET', '/api/people', { user: 'maya' })).json()) as List;
    expect(maya.people.map((p) => p.name)).toContain('Daniel Chen');
  });
});

describe('GET /people/{id}/statistics and GET /search/person', () => {
  it('statistics count the person’s photos that are neither trashed nor archived', async () => {
    const ella = personId(v1, 'Ella Rivera');
    const visible = v1.db.prepare('SELECT count(DISTINCT a.id) AS n FROM faces f JOIN assets a ON a.id = f.asset_id WHERE f.person_id = ? AND a.is_trashed = 0 AND a.is_archived = 0').get(ella) as { n: number };
    expect(await (await v1.call('GET', `/api/people/${ella}/statistics`)).json()).toEqual({ assets: visible.n });
    await expectError(await v1.call('GET', `/api/people/${personId(v1, 'Daniel Chen')}/statistics`), 400, 'Not found or no person.statistics access');
  });

  it('finds the caller’s people by part of the name, any case; hidden ones only withHidden', async () => {
    const found = (await (await v3.call('GET', '/api/search/person?name=RIVERA')).json()) as Json[];
    expect(found.map((p) => p.name).sort()).toEqual(['Ella Rivera', 'June Rivera', 'Leo Rivera', 'Sam Rivera']);
    expect(Object.keys(found[0]!)).toEqual(V3_KEYS.person);
    expect(await (await v1.call('GET', '/api/search/person?name=noah')).json()).toEqual([]);
    expect(((await (await v1.call('GET', '/api/search/person?name=noah&withHidden=true')).json()) as Json[]).map((p) => p.name)).toEqual(['Noah Fischer']);
    expect(await (await v1.call('GET', '/api/search/person?name=daniel')).json()).toEqual([]);
    await expectV3Error(await v3.call('GET', '/api/search/person'), 400, ['name should not be empty', 'name must be a string']);
  });
});

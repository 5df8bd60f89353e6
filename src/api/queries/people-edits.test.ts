// @vitest-environment node
import { describe, expect, it } from 'vitest';
import people206 from '@/api/test-fixtures/immich-v2.7.5/get-people.json';
import ella from '@/api/test-fixtures/immich-v2.7.5/get-person-ella.json';
import { bodyOf, calledUrls, fixtures, setupApiTests } from '@/test/api';
import { clientOn } from '@/test/server-generations';
import { PersonEditError } from '../errors';
import { createPerson, hidePeople, searchPeople, updatePerson } from './people-edits';

setupApiTests();

const alice = bodyOf(fixtures.person);
const aliceId = alice.id;
const noAccess = { status: 400, body: { message: 'Not found or no person.update access', error: 'Bad Request', statusCode: 400 } };

describe('updatePerson', () => {
  it.each([
    ['v1.106', 'PUT'],
    ['v1.127', 'PUT'],
    ['v1.138', 'PUT'],
    ['v2.7.5', 'PUT'],
    ['v3.0', 'PATCH'],
    ['v3.2.0', 'PATCH'],
    ['v3.2.1', 'PATCH'],
  ] as const)('%s sends %s /people/{id} with the changes and returns the person', async (generation, method) => {
    let sent: unknown;
    const { fetch, client } = clientOn(generation, {
      [`${method} /api/people/${aliceId}`]: (body) => ((sent = body), { body: { ...alice, name: 'Alice M', birthDate: null } }),
    });
    const person = await updatePerson(client, aliceId, { name: 'Alice M', birthDate: null });
    expect(person).toMatchObject({ id: aliceId, name: 'Alice M', birthDate: undefined });
    expect(sent).toEqual({ name: 'Alice M', birthDate: null });
    expect(calledUrls(fetch)).toContain(`${method} /api/people/${aliceId}`);
  });

  it('reads the recorded v2.7.5 person with its favourite and updatedAt', async () => {
    const { client } = clientOn('v2.7.5', { [`PUT /api/people/${ella.body.id}`]: { body: { ...ella.body, isFavorite: true } } });
    expect(await updatePerson(client, ella.body.id, { isFavorite: true })).toMatchObject({ name: 'Ella Rivera', isFavorite: true, updatedAt: ella.body.updatedAt });
  });

  it('refuses a favourite before v1.126 without asking', async () => {
    const { fetch, client } = clientOn('v1.106', {});
    await expect(updatePerson(client, aliceId, { isFavorite: true })).rejects.toMatchObject({ reason: 'unsupported' });
    expect(calledUrls(fetch).filter((u) => u.includes('/people'))).toEqual([]);
  });

  it('refuses a birth date that is not a calendar date without asking', async () => {
    const { fetch, client } = clientOn('v2.7.5', {});
    await expect(updatePerson(client, aliceId, { birthDate: '1990-04-15T00:00:00Z' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['another user’s person (400 no access)', noAccess, 'no-access'],
    ['an API key without the scope (403)', { status: 403, body: { message: 'Missing required permission: person.update' } }, 'no-access'],
    ['a birth date in the future', { status: 400, body: { message: 'Birth date cannot be in the future' } }, 'birth-date-in-future'],
    ['a cover without their face', { status: 400, body: { message: 'Invalid assetId for feature face or asset is offline' } }, 'invalid-cover'],
  ])('types %s', async (_label, answer, reason) => {
    const { client } = clientOn('v2.7.5', { [`PUT /api/people/${aliceId}`]: answer });
    const error = await updatePerson(client, aliceId, { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PersonEditError);
    expect(error).toMatchObject({ reason });
  });

  it('keeps a server fault an ApiError of kind server', async () => {
    const { client } = clientOn('v3.2.1', { [`PATCH /api/people/${aliceId}`]: { status: 500, body: { message: 'boom' } } });
    await expect(updatePerson(client, aliceId, { name: 'x' })).rejects.toMatchObject({ kind: 'server', status: 500 });
  });
});

describe('createPerson', () => {
  it('POSTs /people and reads the 201 person', async () => {
    let sent: unknown;
    const { client } = clientOn('v2.7.5', { 'POST /api/people': (body) => ((sent = body), { status: 201, body: { ...ella.body, id: 'new-person', name: 'Nia' } }) });
    expect(await createPerson(client, { name: 'Nia' })).toMatchObject({ id: 'new-person', name: 'Nia' });
    expect(sent).toEqual({ name: 'Nia' });
  });
});

describe('hidePeople', () => {
  const ids = people206.body.people.slice(0, 3).map((p) => p.id);

  it.each(['v2.7.5', 'v3.0', 'v3.2.1'] as const)('%s hides in one bulk PUT /people and counts what failed', async (generation) => {
    let sent: unknown;
    const { fetch, client } = clientOn(generation, {
      'PUT /api/people': (body) => ((sent = body), { body: [{ id: ids[0], success: true }, { id: ids[1], success: false, error: 'unknown' }] }),
    });
    expect(await hidePeople(client, [...ids, ids[0]!], true)).toEqual({ changed: [ids[0]], failed: [ids[1], ids[2]] });
    expect(sent).toEqual({ people: ids.map((id) => ({ id, isHidden: true })) });
    expect(calledUrls(fetch).filter((u) => u.includes('/people'))).toEqual(['PUT /api/people']);
  });

  it.each(['v1.106', 'v1.127', 'v1.138'] as const)('%s hides one by one, failures counted', async (generation) => {
    const [a, b] = bodyOf(fixtures.people).people;
    const { fetch, client } = clientOn(generation, {
      [`PUT /api/people/${a!.id}`]: { body: { ...a, isHidden: true } },
      [`PUT /api/people/${b!.id}`]: noAccess,
    });
    expect(await hidePeople(client, [a!.id, b!.id], true)).toEqual({ changed: [a!.id], failed: [b!.id] });
    expect(calledUrls(fetch).filter((u) => u.startsWith('PUT'))).toHaveLength(2);
  });
});

describe('searchPeople', () => {
  it('asks /search/person with the name and hidden people too', async () => {
    const { fetch, client } = clientOn('v1.106', { 'GET /api/search/person': { body: [alice, { id: 7 }] } });
    expect((await searchPeople(client, 'alice')).map((p) => p.name)).toEqual(['Alice Martin']);
    expect(calledUrls(fetch)).toContain('GET /api/search/person?name=alice&withHidden=true');
  });
});

import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { clientOn } from '@/test/server-generations';
import { PeopleListSchema, PersonSchema } from '../schemas/person';
import { mergedInto } from './merged-people';
import { personMutations } from './person-mutations';
import { personQueries } from './person';

setupApiTests();

const list = PeopleListSchema.parse(bodyOf(fixtures.people));
const [alice, bob] = list.people as [(typeof list.people)[0], (typeof list.people)[0]];

function seed(client: ReturnType<typeof clientOn>['client']) {
  client.setQueryData(personQueries.list().queryKey, list);
  client.setQueryData(personQueries.detail(alice.id).queryKey, PersonSchema.parse(bodyOf(fixtures.person)));
}

/** Runs one mutation outside React, as `useMutation` would; resolves to its error, or `undefined`. */
function run<V>(client: ReturnType<typeof clientOn>['client'], options: object, variables: V): Promise<unknown> {
  const observer = new MutationObserver(client, options);
  return observer.mutate(variables as never).then(() => undefined, (error: unknown) => error);
}

describe('personMutations.update', () => {
  it('shows the new name at once, and puts it back when the server fails', async () => {
    let during: string | undefined;
    const { client } = clientOn('v2.7.5', {
      [`PUT /api/people/${alice.id}`]: () => {
        during = client.getQueryData(personQueries.list().queryKey)?.people[0]?.name;
        return { status: 500, body: { message: 'boom' } };
      },
    });
    seed(client);
    const error = await run(client, personMutations.update(), { id: alice.id, changes: { name: 'Alicia' } });
    expect(during).toBe('Alicia');
    expect(error).toMatchObject({ kind: 'server' });
    expect(client.getQueryData(personQueries.list().queryKey)?.people[0]?.name).toBe('Alice Martin');
    expect(client.getQueryData(personQueries.detail(alice.id).queryKey)?.name).toBe('Alice Martin');
  });

  it('keeps the server’s answer, and gives a new cover a new updatedAt where the server sends none (v1.106)', async () => {
    const { client } = clientOn('v1.106', { [`PUT /api/people/${alice.id}`]: { body: { ...bodyOf(fixtures.person), name: 'Alicia' } } });
    seed(client);
    expect(await run(client, personMutations.update(), { id: alice.id, changes: { featureFaceAssetId: 'asset-1' } })).toBeUndefined();
    const person = client.getQueryData(personQueries.detail(alice.id).queryKey);
    expect(person).toMatchObject({ name: 'Alicia' });
    expect(person?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('personMutations.hide', () => {
  it('puts back only the people the server did not hide', async () => {
    const { client } = clientOn('v2.7.5', { 'PUT /api/people': { body: [{ id: alice.id, success: true }, { id: bob.id, success: false }] } });
    seed(client);
    expect(await run(client, personMutations.hide(), { ids: [alice.id, bob.id], isHidden: true })).toBeUndefined();
    const people = client.getQueryData(personQueries.list().queryKey)!;
    expect(people.people.filter((p) => p.isHidden).map((p) => p.id)).toEqual([alice.id]);
    expect(people.hidden).toBe(list.hidden + 1);
  });
});

describe('personMutations.merge', () => {
  it('takes the merged person out of the list once the server has merged them', async () => {
    const { client } = clientOn('v3.2.1', { 'POST /api/people/merge': { body: [{ id: bob.id, success: true }] } });
    seed(client);
    expect(await run(client, personMutations.merge(), { keepId: alice.id, otherIds: [bob.id] })).toBeUndefined();
    expect(client.getQueryData(personQueries.list().queryKey)?.total).toBe(list.total - 1);
    expect(mergedInto(bob.id)).toBe(alice.id);
  });

  it('changes nothing when the server merged nobody', async () => {
    const { client } = clientOn('v3.2.0', { [`POST /api/people/${alice.id}/merge`]: { body: [] } });
    seed(client);
    expect(await run(client, personMutations.merge(), { keepId: alice.id, otherIds: [bob.id] })).toMatchObject({ reason: 'merge-incomplete' });
    expect(client.getQueryData(personQueries.list().queryKey)?.total).toBe(list.total);
  });
});

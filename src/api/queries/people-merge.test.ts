// @vitest-environment node
import { describe, expect, it } from 'vitest';
import people from '@/api/test-fixtures/immich-v2.7.5/get-people.json';
import { calledUrls, setupApiTests } from '@/test/api';
import { clientOn } from '@/test/server-generations';
import { mergePeople } from './people-merge';

setupApiTests();

const [keep, a, b, ...rest] = people.body.people.map((p) => p.id) as [string, string, string, ...string[]];
const ok = (ids: readonly string[]) => ids.map((id) => ({ id, success: true }));

describe('mergePeople', () => {
  it.each([
    ['v1.106', `/people/${keep}/merge`, [a, b], 201],
    ['v1.127', `/people/${keep}/merge`, [a, b], 201],
    ['v1.138', `/people/${keep}/merge`, [a, b], 200],
    ['v2.7.5', `/people/${keep}/merge`, [a, b], 200],
    ['v3.0', `/people/${keep}/merge`, [a, b], 200],
    ['v3.2.0', `/people/${keep}/merge`, [a, b], 200],
    ['v3.2.1', '/people/merge', [keep, a, b], 200],
  ] as const)('%s POSTs %s with %j and checks the %i answer', async (generation, path, ids, status) => {
    let sent: unknown;
    const { fetch, client } = clientOn(generation, { [`POST /api${path}`]: (body) => ((sent = body), { status, body: ok([a, b]) }) });
    expect(await mergePeople(client, keep, [a, b])).toEqual({ keptId: keep, merged: [a, b] });
    expect(sent).toEqual({ ids });
    expect(calledUrls(fetch)).toContain(`POST /api${path}`);
  });

  it('never sends the kept person among the others (v1.106 would delete them), nor twice the same', async () => {
    let sent: unknown;
    const { client } = clientOn('v1.106', { [`POST /api/people/${keep}/merge`]: (body) => ((sent = body), { status: 201, body: ok([a]) }) });
    await mergePeople(client, keep, [keep, a, a]);
    expect(sent).toEqual({ ids: [a] });
  });

  it('refuses more than five, or nobody, without asking', async () => {
    const { fetch, client } = clientOn('v2.7.5', {});
    await expect(mergePeople(client, keep, [a, b, ...rest.slice(0, 4)])).rejects.toMatchObject({ reason: 'too-many' });
    await expect(mergePeople(client, keep, [keep])).rejects.toMatchObject({ reason: 'nothing-to-merge' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails an empty answer (v3.2.0 merged nothing and said [])', async () => {
    const { client } = clientOn('v3.2.0', { [`POST /api/people/${keep}/merge`]: { body: [] } });
    await expect(mergePeople(client, keep, [a, b])).rejects.toMatchObject({ reason: 'merge-incomplete', merged: [], notMerged: [a, b] });
  });

  it('fails a partial answer, naming which were merged and which not', async () => {
    const { client } = clientOn('v2.7.5', {
      [`POST /api/people/${keep}/merge`]: { body: [{ id: a, success: true }, { id: b, success: false, error: 'no_permission', errorMessage: 'no' }] },
    });
    await expect(mergePeople(client, keep, [a, b])).rejects.toMatchObject({ reason: 'merge-incomplete', merged: [a], notMerged: [b] });
  });

  it('reads the survivor’s own entry in the v3.2.1 answer as no failure', async () => {
    const { client } = clientOn('v3.2.1', { 'POST /api/people/merge': { body: ok([keep, a]) } });
    expect(await mergePeople(client, keep, [a])).toEqual({ keptId: keep, merged: [a] });
  });

  it('types a person the caller cannot change as no-access', async () => {
    const { client } = clientOn('v2.7.5', { [`POST /api/people/${keep}/merge`]: { status: 400, body: { message: 'Not found or no person.merge access' } } });
    await expect(mergePeople(client, keep, [a])).rejects.toMatchObject({ reason: 'no-access' });
  });
});

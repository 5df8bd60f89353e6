// @vitest-environment node
import { describe, expect, it } from 'vitest';
import deleteFace204 from '@/api/test-fixtures/immich-v2.7.5/delete-face-204.json';
import search from '@/api/test-fixtures/immich-v2.7.5/get-search-person.json';
import person201 from '@/api/test-fixtures/immich-v2.7.5/post-person-201.json';
import merge200 from '@/api/test-fixtures/immich-v2.7.5/post-person-merge-200.json';
import mergeSelf400 from '@/api/test-fixtures/immich-v2.7.5/post-person-merge-self-400.json';
import face200 from '@/api/test-fixtures/immich-v2.7.5/put-face-200.json';
import bulk200 from '@/api/test-fixtures/immich-v2.7.5/put-people-bulk-200.json';
import future400 from '@/api/test-fixtures/immich-v2.7.5/put-person-birthdate-future-400.json';
import cover400 from '@/api/test-fixtures/immich-v2.7.5/put-person-feature-face-bad-400.json';
import name200 from '@/api/test-fixtures/immich-v2.7.5/put-person-name-200.json';
import otherUser400 from '@/api/test-fixtures/immich-v2.7.5/put-person-other-user-400.json';
import { setupApiTests } from '@/test/api';
import { clientOn } from '@/test/server-generations';
import { deleteFace, reassignFace } from './face-edits';
import { createPerson, hidePeople, searchPeople, updatePerson } from './people-edits';
import { mergePeople } from './people-merge';

setupApiTests();

/** A recorded exchange answered at its own method and path (`/api/...`). */
const answer = (recorded: { request: { method: string; path: string }; status: number; body?: unknown }) => ({
  [`${recorded.request.method} ${recorded.request.path.split('?')[0]}`]: { status: recorded.status, body: recorded.body ?? undefined },
});
const idIn = (path: string, at: number) => path.split('/')[at]!;

describe('the people writes against the recorded v2.7.5 answers', () => {
  it('a rename answers the person with the new name', async () => {
    const { client } = clientOn('v2.7.5', answer(name200));
    const person = await updatePerson(client, idIn(name200.request.path, 3), { name: 'x' });
    expect(person.name).toBe(name200.body.name);
  });

  it.each([
    ['another user’s person', otherUser400, 'no-access'],
    ['a birth date in the future', future400, 'birth-date-in-future'],
    ['a cover without the person’s face', cover400, 'invalid-cover'],
  ])('%s is a typed refusal', async (_label, recorded, reason) => {
    const { client } = clientOn('v2.7.5', answer(recorded));
    await expect(updatePerson(client, idIn(recorded.request.path, 3), { name: 'x' })).rejects.toMatchObject({ reason });
  });

  it('a new person (201), a face moved to them, a face deleted (204)', async () => {
    const { client } = clientOn('v2.7.5', { ...answer(person201), ...answer(face200), ...answer(deleteFace204) });
    expect((await createPerson(client, { name: 'Noah Fischer' })).id).toBe(person201.body.id);
    expect((await reassignFace(client, 'face', idIn(face200.request.path, 3))).name).toBe(face200.body.name);
    await expect(deleteFace(client, idIn(deleteFace204.request.path, 3))).resolves.toBeUndefined();
  });

  it('a merge the server did only in part is a failure naming who was not merged', async () => {
    const keep = idIn(merge200.request.path, 3);
    const { client } = clientOn('v2.7.5', answer(merge200));
    const ids = merge200.body.map((r) => r.id);
    const failed = merge200.body.filter((r) => !r.success).map((r) => r.id);
    await expect(mergePeople(client, keep, ids)).rejects.toMatchObject({ reason: 'merge-incomplete', notMerged: failed });
  });

  it('a self-merge is never sent; the recorded 400 is what a server would say', async () => {
    const keep = idIn(mergeSelf400.request.path, 3);
    const { fetch, client } = clientOn('v2.7.5', answer(mergeSelf400));
    await expect(mergePeople(client, keep, [keep])).rejects.toMatchObject({ reason: 'nothing-to-merge' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a bulk hide counts the failures the server listed', async () => {
    const { client } = clientOn('v2.7.5', answer(bulk200));
    const ids = bulk200.body.map((r) => r.id);
    const result = await hidePeople(client, ids, true);
    expect(result.failed).toEqual(bulk200.body.filter((r) => !r.success).map((r) => r.id));
  });

  it('a name search parses whole', async () => {
    const { client } = clientOn('v2.7.5', answer(search));
    expect((await searchPeople(client, 'rivera')).length).toBe(search.body.length);
  });
});

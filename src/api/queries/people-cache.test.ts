import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bodyOf, fixtures, setupApiTests } from '@/test/api';
import { specAsset, specMemory } from '@/test/spec-samples';
import { AssetSchema } from '../schemas/asset';
import { MemorySchema } from '../schemas/memory';
import { PeopleListSchema, PersonSchema } from '../schemas/person';
import { assetQueries } from './asset';
import { memoryQueries } from './memory';
import { applyMerge, applyPersonChange } from './people-cache';
import { mergedInto } from './merged-people';
import { personQueries } from './person';

setupApiTests();

/** A client holding one person in every shape that shows people: detail, lists, an asset, a memory. */
function seeded() {
  const client = new QueryClient();
  const list = PeopleListSchema.parse(bodyOf(fixtures.people));
  const alice = list.people[0]!;
  client.setQueryData(personQueries.detail(alice.id).queryKey, PersonSchema.parse(bodyOf(fixtures.person)));
  client.setQueryData(personQueries.list().queryKey, list);
  client.setQueryData(personQueries.everyone().queryKey, { pages: [list], pageParams: [1] });
  const asset = AssetSchema.parse(specAsset());
  const person = asset.people![0]!;
  client.setQueryData(assetQueries.detail(asset.id).queryKey, asset);
  client.setQueryData(memoryQueries.list().queryKey, [MemorySchema.parse(specMemory())]);
  return { client, alice, list, asset, assetPersonId: person.id };
}

describe('applyPersonChange', () => {
  it('shows a new name in the detail, both lists, an asset’s people and face labels, and memories', () => {
    const { client, alice, asset, assetPersonId } = seeded();
    applyPersonChange(client, alice.id, { name: 'Alicia' });
    expect(client.getQueryData(personQueries.detail(alice.id).queryKey)?.name).toBe('Alicia');
    expect(client.getQueryData(personQueries.list().queryKey)?.people[0]?.name).toBe('Alicia');
    expect(client.getQueryData(personQueries.everyone().queryKey)?.pages[0]?.people[0]?.name).toBe('Alicia');
    applyPersonChange(client, assetPersonId, { name: 'Renamed', birthDate: '2001-02-03' });
    const cached = client.getQueryData(assetQueries.detail(asset.id).queryKey)!;
    expect(cached.people?.[0]).toMatchObject({ name: 'Renamed', birthDate: '2001-02-03' });
    expect(cached.faces.filter((f) => f.person?.id === assetPersonId).map((f) => f.person)).toEqual([{ id: assetPersonId, name: 'Renamed' }]);
    const memory = client.getQueryData(memoryQueries.list().queryKey)![0]!;
    expect(memory.assets.flatMap((a) => a.people ?? []).filter((p) => p.id === assetPersonId).every((p) => p.name === 'Renamed')).toBe(true);
  });

  it('keeps unrelated data the same object (nothing re-renders for another person)', () => {
    const { client, asset } = seeded();
    const before = client.getQueryData(assetQueries.detail(asset.id).queryKey);
    applyPersonChange(client, 'not-a-person', { name: 'Nobody' });
    expect(client.getQueryData(assetQueries.detail(asset.id).queryKey)).toBe(before);
  });

  it('moves the hidden counts with isHidden, and the rollback puts every copy back', () => {
    const { client, alice, list } = seeded();
    const rollback = applyPersonChange(client, alice.id, { isHidden: true, name: 'Hidden Alice' });
    expect(client.getQueryData(personQueries.list().queryKey)).toMatchObject({ hidden: list.hidden + 1, total: list.total });
    expect(client.getQueryData(personQueries.everyone().queryKey)?.pages[0]?.hidden).toBe(list.hidden + 1);
    rollback();
    expect(client.getQueryData(personQueries.list().queryKey)).toEqual(list);
    expect(client.getQueryData(personQueries.detail(alice.id).queryKey)).toMatchObject({ name: 'Alice Martin', isHidden: false });
  });

  it('clears a birth date as undefined, and the rollback restores it', () => {
    const { client, alice } = seeded();
    const rollback = applyPersonChange(client, alice.id, { birthDate: undefined });
    expect(client.getQueryData(personQueries.detail(alice.id).queryKey)?.birthDate).toBeUndefined();
    rollback();
    expect(client.getQueryData(personQueries.detail(alice.id).queryKey)?.birthDate).toBe('1990-04-15');
  });
});

describe('applyMerge', () => {
  it('takes the merged people out of every list with their counts, drops their pages, and remembers where they went', () => {
    const { client, list } = seeded();
    const [kept, merged] = list.people;
    client.setQueryData(personQueries.detail(merged!.id).queryKey, merged);
    applyMerge(client, kept!.id, [merged!.id], { name: 'Kept name' });
    expect(client.getQueryData(personQueries.list().queryKey)).toMatchObject({ total: list.total - 1, hidden: list.hidden });
    expect(client.getQueryData(personQueries.list().queryKey)?.people.map((p) => p.id)).not.toContain(merged!.id);
    expect(client.getQueryData(personQueries.everyone().queryKey)?.pages[0]?.total).toBe(list.total - 1);
    expect(client.getQueryData(personQueries.detail(merged!.id).queryKey)).toBeUndefined();
    expect(client.getQueryData(personQueries.list().queryKey)?.people[0]?.name).toBe('Kept name');
    expect(mergedInto(merged!.id)).toBe(kept!.id);
    expect(mergedInto(kept!.id)).toBeUndefined();
  });
});

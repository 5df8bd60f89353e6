import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { isPersonEditError } from '../errors';
import type { Person } from '../schemas/person';
import { applyMerge, applyPersonChange, type PersonPatch } from './people-cache';
import { hidePeople, updatePerson, type HideResult, type PersonChanges } from './people-edits';
import { mergePeople, type MergeResult } from './people-merge';
import { personQueries } from './person';

/** Variables of `personMutations.update()`. */
export interface PersonUpdate {
  id: string;
  changes: PersonChanges;
}

/** Variables of `personMutations.hide()`. */
export interface PeopleHide {
  ids: readonly string[];
  isHidden: boolean;
}

/** Variables of `personMutations.merge()`: `otherIds` go into `keepId`. */
export interface PeopleMerge {
  keepId: string;
  otherIds: readonly string[];
}

/** What a change shows before the server answers (a cover shows once the server has it). */
function optimisticPatch({ name, birthDate, isHidden, isFavorite }: PersonChanges): PersonPatch {
  const patch: PersonPatch = {};
  if (name !== undefined) patch.name = name;
  if (birthDate !== undefined) patch.birthDate = birthDate ?? undefined;
  if (isHidden !== undefined) patch.isHidden = isHidden;
  if (isFavorite !== undefined) patch.isFavorite = isFavorite;
  return patch;
}

/** The server's answer as a patch; a new cover gets a new `updatedAt` (the face image's cache buster) even where the server sends none. */
function answeredPatch(person: Person, changes: PersonChanges, previous: string | undefined): PersonPatch {
  const { name, birthDate, isHidden, isFavorite } = person;
  let { updatedAt } = person;
  if (changes.featureFaceAssetId !== undefined && (!updatedAt || updatedAt === previous)) updatedAt = new Date().toISOString();
  return { name, birthDate, isHidden, isFavorite, updatedAt };
}

/**
 * Reads people afresh after a change (lists, counts, pages; a person's photo list only when
 * `withPhotosOf` names them, as after a merge): every copy was already patched, this only
 * catches what the server decided differently.
 */
export function refreshPeople(client: QueryClient, withPhotosOf?: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: personQueries.all(),
    predicate: (query) => query.queryKey[1] !== 'assets' || query.queryKey[2] === withPhotosOf,
  });
}

/** Stops reads of the people lists and `id`'s page that would overwrite an optimistic change with older data. */
async function holdReads(client: QueryClient, id?: string): Promise<void> {
  await client.cancelQueries({ queryKey: personQueries.all(), predicate: (q) => q.queryKey[1] === 'list' || q.queryKey[1] === 'everyone' || (id !== undefined && q.queryKey[2] === id && q.queryKey[1] === 'detail') });
}

/**
 * Changes to people, each with the optimistic pattern: `onMutate` shows the change in every cached
 * copy, `onError` puts the previous values back, `onSettled` reads people afresh. Views add their
 * own `onError` (per `mutate` call) to say what failed.
 */
export const personMutations = {
  /** `updatePerson`: name, birth date, hidden, favourite, cover. */
  update: () =>
    mutationOptions({
      mutationKey: [...personQueries.all(), 'update'] as const,
      mutationFn: ({ id, changes }: PersonUpdate, { client }) => updatePerson(client, id, changes),
      onMutate: async ({ id, changes }, { client }) => {
        await holdReads(client, id);
        const previousUpdatedAt = client.getQueryData(personQueries.detail(id).queryKey)?.updatedAt;
        return { rollback: applyPersonChange(client, id, optimisticPatch(changes)), previousUpdatedAt };
      },
      onError: (_error, _variables, context) => context?.rollback(),
      onSuccess: (person, { id, changes }, context, { client }) => void applyPersonChange(client, id, answeredPatch(person, changes, context.previousUpdatedAt)),
      onSettled: (_data, _error, _variables, _context, { client }) => refreshPeople(client),
    }),
  /** `hidePeople`: the ones that failed go back; the result says how many. */
  hide: () =>
    mutationOptions({
      mutationKey: [...personQueries.all(), 'hide'] as const,
      mutationFn: ({ ids, isHidden }: PeopleHide, { client }): Promise<HideResult> => hidePeople(client, ids, isHidden),
      onMutate: async ({ ids, isHidden }, { client }) => {
        await holdReads(client);
        return { rollbacks: new Map(ids.map((id) => [id, applyPersonChange(client, id, { isHidden })])) };
      },
      onError: (_error, _variables, context) => context?.rollbacks.forEach((rollback) => rollback()),
      onSuccess: (result, _variables, context) => result.failed.forEach((id) => context.rollbacks.get(id)?.()),
      onSettled: (_data, _error, _variables, _context, { client }) => refreshPeople(client),
    }),
  /**
   * `mergePeople`, not optimistic (it cannot be undone): once the server answers, the merged
   * people leave every list and their pages say they were merged; a partial merge applies the part
   * that happened before it fails.
   */
  merge: () =>
    mutationOptions({
      mutationKey: [...personQueries.all(), 'merge'] as const,
      mutationFn: ({ keepId, otherIds }: PeopleMerge, { client }): Promise<MergeResult> => mergePeople(client, keepId, otherIds),
      onSuccess: ({ keptId, merged }, _variables, _context, { client }) => applyMerge(client, keptId, merged),
      onError: (error, { keepId }, _context, { client }) => {
        if (isPersonEditError(error) && error.merged.length > 0) applyMerge(client, keepId, error.merged);
      },
      onSettled: (_data, _error, { keepId }, _context, { client }) => refreshPeople(client, keepId),
    }),
};

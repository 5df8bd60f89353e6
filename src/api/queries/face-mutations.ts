import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Asset } from '../schemas/asset';
import { assetQueries } from './asset';
import { moveFace, type FaceTarget } from './asset-faces';
import { deleteFace, reassignFace } from './face-edits';
import { createPerson } from './people-edits';
import { personQueries } from './person';

/** Where a face goes: an existing person, a new person of that name (`""`: unnamed), or off the photo (`null`). */
export type FaceDestination = FaceTarget | { newName: string } | null;

/** Variables of `faceMutations.move()`. */
export interface FaceMove {
  assetId: string;
  faceId: string;
  /** whose face it was (`undefined`: nobody's), so their photos are read afresh */
  fromPersonId: string | undefined;
  to: FaceDestination;
}

/** The id a person being created has in the cache until the server names it: never a link. */
export const PENDING_PERSON_ID = 'pending-person';

/** The person `to` is once the server has answered: created first when new. */
async function destinationId(client: QueryClient, to: Exclude<FaceDestination, null>): Promise<string> {
  return 'newName' in to ? (await createPerson(client, { name: to.newName })).id : to.id;
}

/**
 * Reads afresh what a moved face changes: the asset (its boxes and people), the two people's photo
 * lists and counts, and the people lists (a person left without faces is gone).
 */
function refreshAfterMove(client: QueryClient, assetId: string, personIds: readonly (string | undefined)[]): Promise<unknown> {
  return Promise.all([
    // the asset, its faces (`assetQueries.faces`) and what is made of them (Then and Now's)
    client.invalidateQueries({ queryKey: assetQueries.all(), predicate: (query) => query.queryKey[2] === assetId }),
    client.invalidateQueries({
      queryKey: personQueries.all(),
      predicate: (query) => query.queryKey[1] !== 'assets' || personIds.includes(query.queryKey[2] as string),
    }),
  ]);
}

/**
 * Changes to the faces on a photo, optimistic: the asset's boxes and people show the change at once
 * (`moveFace`), and go back as they were if the server refuses. Views add their own `onError` to
 * say what failed.
 */
export const faceMutations = {
  /** Moves a face to a person (a new one first when asked), or removes it from the photo. */
  move: () =>
    mutationOptions({
      mutationKey: ['faces', 'move'] as const,
      mutationFn: async ({ faceId, to }: FaceMove, { client }): Promise<string | undefined> => {
        if (to === null) {
          await deleteFace(client, faceId);
          return undefined;
        }
        const personId = await destinationId(client, to);
        await reassignFace(client, faceId, personId);
        return personId;
      },
      onMutate: async ({ assetId, faceId, to }, { client }) => {
        const key = assetQueries.detail(assetId).queryKey;
        await client.cancelQueries({ queryKey: key });
        const before = client.getQueryData<Asset>(key);
        const target: FaceTarget | null = to === null ? null : 'newName' in to ? { id: PENDING_PERSON_ID, name: to.newName } : to;
        if (before) client.setQueryData(key, moveFace(before, faceId, target));
        return { before };
      },
      onError: (_error, { assetId }, context, { client }) => {
        if (context?.before) client.setQueryData(assetQueries.detail(assetId).queryKey, context.before);
      },
      onSettled: (personId, _error, { assetId, fromPersonId, to }, _context, { client }) =>
        refreshAfterMove(client, assetId, [fromPersonId, personId ?? (to && 'id' in to ? to.id : undefined)]),
    }),
};

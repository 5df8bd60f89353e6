import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PersonEditError } from '../errors';
import { BulkIdResultListSchema } from '../schemas/memory';
import { editing } from './people-edits';
import { serverCapabilities } from './server';

/** Immich's web client merges at most this many people into one at a time; so does this one. */
export const MERGE_MAX = 5;

/** What a merge did: every other person was merged into `keptId` (and no longer exists). */
export interface MergeResult {
  keptId: string;
  merged: string[];
}

/**
 * Merges `otherIds` into `keepId`: their faces move to `keepId`, which keeps its own name and birth
 * date where it has them (else takes the first of the others'), and the others are deleted.
 * Irreversible. `POST /people/{keepId}/merge` `{ids}` (201 up to v1.137, 200 after), or from v3.2.1
 * `POST /people/merge` `{ids: [keepId, ...others]}`, the survivor first (`personMerge`).
 *
 * `keepId` is never sent among the others (v1.106 deletes a person merged into itself); at most
 * {@link MERGE_MAX} others, else `too-many` without asking. The answer is checked: an empty list
 * (v3.2.0 merged nothing and said `[]`) or any other id without `success` is `merge-incomplete`,
 * naming which were and were not merged.
 */
export async function mergePeople(client: QueryClient, keepId: string, otherIds: readonly string[]): Promise<MergeResult> {
  const others = [...new Set(otherIds)].filter((id) => id !== keepId);
  if (others.length === 0) throw new PersonEditError('nothing-to-merge');
  if (others.length > MERGE_MAX) throw new PersonEditError('too-many', { message: `at most ${MERGE_MAX} people at a time` });
  const { personMerge } = await serverCapabilities(client);
  const [endpoint, ids] =
    personMerge.endpoint === 'list' ? ['/people/merge', [keepId, ...others]] : [`/people/${encodeURIComponent(keepId)}/merge`, others];
  const { data } = await editing(() => apiRequest(endpoint, { method: 'POST', body: { ids }, schema: BulkIdResultListSchema }));
  const succeeded = new Set(data.filter((r) => r.success).map((r) => r.id));
  const merged = others.filter((id) => succeeded.has(id));
  const notMerged = others.filter((id) => !succeeded.has(id));
  if (notMerged.length > 0) {
    throw new PersonEditError('merge-incomplete', { merged, notMerged, message: `${endpoint}: ${notMerged.length} of ${others.length} not merged` });
  }
  return { keptId: keepId, merged };
}

import { experimental_streamedQuery as streamedQuery, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { streamPersonAssetList } from '../large-list/load-person-assets';
import { PersonAssetList } from '../large-list/person-asset-list';
import { personListRuleOf } from '../large-list/person-list-rule';
import type { ListOrder, PersonListRule } from '../large-list/protocol';
import { serverCapabilities } from './server';

/** Where the server lists a person's photos; `undefined` when its version cannot be read. */
async function personListRule(client: QueryClient): Promise<PersonListRule | undefined> {
  try {
    return personListRuleOf(await serverCapabilities(client));
  } catch {
    return undefined; // (the worker asks the old endpoint first, and reports the list's own error)
  }
}

/**
 * A person's list in `order`: the other order's complete list read backwards when the cache has
 * it (a change of order asks nothing), else the worker's load, asked in `order`.
 */
async function* personAssetsIn(client: QueryClient, id: string, order: ListOrder, otherOrder: QueryKey, signal: AbortSignal): AsyncGenerator<PersonAssetList> {
  const other = client.getQueryState<PersonAssetList>(otherOrder);
  if (other?.status === 'success' && !other.isInvalidated && other.data && !other.data.partial) {
    yield other.data.inOrder(order);
    return;
  }
  yield* streamPersonAssetList(id, { signal, order, rule: () => personListRule(client) });
}

/**
 * `personQueries.assets(id, order)`'s query function (`otherOrder`: the key of the list in the other
 * order): the list streamed into the cache as it comes (a paged list is there as soon as its first
 * page is, `partial` until the last); a refetch keeps the list on screen until the new one is
 * complete.
 */
export function personAssetsQueryFn(id: string, order: ListOrder, otherOrder: QueryKey): QueryFunction<PersonAssetList> {
  return streamedQuery({
    streamFn: ({ signal, client }) => personAssetsIn(client, id, order, otherOrder, signal),
    reducer: (_shown: PersonAssetList, soFar: PersonAssetList) => soFar,
    initialValue: PersonAssetList.empty,
    refetchMode: 'replace',
  });
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { serverCapabilities } from '../queries/server';
import { loadPersonAssetList, type PersonAssetList } from './load-person-assets';
import { knownPersonListRule, personListRuleOf, rememberPersonListRule } from './person-list-rule';
import type { PersonListRule } from './protocol';

/** The rule from the query layer's capabilities (the version is asked once per session). */
async function ruleOf(client: QueryClient): Promise<PersonListRule | undefined> {
  const known = await knownPersonListRule();
  if (known) return known;
  try {
    const rule = personListRuleOf(await serverCapabilities(client));
    rememberPersonListRule(rule);
    return rule;
  } catch {
    return undefined; // (the worker asks the old endpoint first, and reports the list's own error)
  }
}

/** Query options for the packed list (its own key: the data is not the `Asset[]` of `personQueries.assets`). */
export const largeListQueries = {
  personAssets: (personId: string) =>
    queryOptions({
      queryKey: ['people', 'assets-compact', personId] as const,
      queryFn: ({ signal, client, queryKey }) =>
        loadPersonAssetList(personId, signal, {
          rule: () => ruleOf(client),
          // Pages are shown as they arrive, unless a list is already on screen (a refetch, which
          // replaces it once complete) or a longer partial one (a retry starting over).
          onProgress: (partial) => {
            const shown = client.getQueryData<PersonAssetList>(queryKey);
            if (!shown || (shown.partial && partial.list.count > shown.list.count)) client.setQueryData(queryKey, partial);
          },
        }),
      // Typed arrays: nothing to share structurally, and comparing 100,000 entries is wasted work.
      structuralSharing: false,
    }),
};

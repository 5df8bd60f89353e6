import { queryOptions } from '@tanstack/react-query';
import { loadPersonAssetList } from './load-person-assets';

/** Query options for the packed list (its own key: the data is not the `Asset[]` of `personQueries.assets`). */
export const largeListQueries = {
  personAssets: (personId: string) =>
    queryOptions({
      queryKey: ['people', 'assets-compact', personId] as const,
      queryFn: ({ signal }) => loadPersonAssetList(personId, signal),
      // Typed arrays: nothing to share structurally, and comparing 100,000 entries is wasted work.
      structuralSharing: false,
    }),
};

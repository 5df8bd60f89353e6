import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { isApiError } from '../errors';
import { MAX_SEARCH_PAGES, personListRuleOf, personSearchBody, shownOnPersonPage } from '../large-list/person-list-rule';
import type { PersonListRule } from '../large-list/protocol';
import { AssetSchema, type Asset } from '../schemas/asset';
import { SearchMetadataResponseSchema, type SearchMetadataResponse } from '../schemas/search';
import { tolerantArray } from '../schemas/tolerant-array';
import { serverCapabilities } from './server';

const PersonAssetListSchema = tolerantArray(AssetSchema);

/**
 * Servers from v1.118 on have no GET /people/{id}/assets: page through POST /search/metadata
 * `{personIds:[id], withExif:true, page, size:1000}` (plus `visibility: "timeline"` on v2+, or
 * `isArchived: false, isVisible: true` on v1) until `nextPage` is null.
 */
export async function searchPersonAssets(id: string, signal?: AbortSignal, rule?: PersonListRule): Promise<Asset[]> {
  const assets: Asset[] = [];
  let page: number | undefined = 1;
  for (let n = 0; page !== undefined && n < MAX_SEARCH_PAGES; n += 1) {
    signal?.throwIfAborted();
    // (whole assets: their EXIF too, whatever the grid's rule says)
    const body = { ...personSearchBody(id, page, rule), withExif: true };
    const result: SearchMetadataResponse = await apiFetch('/search/metadata', {
      method: 'POST',
      body,
      schema: SearchMetadataResponseSchema,
      signal,
    });
    for (const asset of result.assets.items) if (shownOnPersonPage(asset)) assets.push(asset);
    const next = Number(result.assets.nextPage);
    // Stop unless the server names a later page: a repeated or garbled `nextPage` must not loop.
    page = result.assets.nextPage && Number.isInteger(next) && next > page ? next : undefined;
  }
  return assets;
}

/** The rule from the server's capabilities; `undefined` without a client or when the version cannot be read. */
async function ruleOf(client: QueryClient | undefined): Promise<PersonListRule | undefined> {
  if (!client) return undefined;
  try {
    return personListRuleOf(await serverCapabilities(client));
  } catch {
    return undefined;
  }
}

/**
 * All assets of one person the person page shows (never archived, hidden, locked or trashed).
 * From the server's capabilities: GET /people/{id}/assets (v1.106–v1.117), or the search straight
 * away on servers without it. When the version is unknown the old endpoint is asked first and the
 * search follows on a 404 (only 404: a 400 "Not found" means the person itself is unknown).
 */
export async function fetchPersonAssets(id: string, signal?: AbortSignal, client?: QueryClient): Promise<Asset[]> {
  const rule = await ruleOf(client);
  if (rule && !rule.personAssetsEndpoint) return searchPersonAssets(id, signal, rule);
  try {
    const assets = await apiFetch(`/people/${encodeURIComponent(id)}/assets`, {
      schema: PersonAssetListSchema,
      signal,
    });
    return assets.filter(shownOnPersonPage);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return searchPersonAssets(id, signal, rule);
    throw error;
  }
}

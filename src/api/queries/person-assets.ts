import { apiFetch } from '../client';
import { isApiError } from '../errors';
import { AssetSchema, type Asset } from '../schemas/asset';
import { SearchMetadataResponseSchema, type SearchMetadataBody, type SearchMetadataResponse } from '../schemas/search';
import { tolerantArray } from '../schemas/tolerant-array';

/** Page size of the fallback search (the server's maximum). */
export const SEARCH_PAGE_SIZE = 1000;
/** Safety stop: a server that keeps answering `nextPage` never loops us forever (200k assets). */
const MAX_PAGES = 200;

const PersonAssetListSchema = tolerantArray(AssetSchema);

/**
 * Newer servers (v1.118+) removed GET /people/{id}/assets: page through POST /search/metadata
 * `{personIds:[id], withExif:true, page, size:1000}` until `nextPage` is null.
 */
export async function searchPersonAssets(id: string, signal?: AbortSignal): Promise<Asset[]> {
  const assets: Asset[] = [];
  let page: number | undefined = 1;
  for (let n = 0; page !== undefined && n < MAX_PAGES; n += 1) {
    signal?.throwIfAborted();
    const body: SearchMetadataBody = { personIds: [id], withExif: true, page, size: SEARCH_PAGE_SIZE };
    const result: SearchMetadataResponse = await apiFetch('/search/metadata', {
      method: 'POST',
      body,
      schema: SearchMetadataResponseSchema,
      signal,
    });
    assets.push(...result.assets.items);
    const next = Number(result.assets.nextPage);
    // Stop unless the server names a later page: a repeated or garbled `nextPage` must not loop.
    page = result.assets.nextPage && Number.isInteger(next) && next > page ? next : undefined;
  }
  return assets;
}

/**
 * All assets of one person: GET /people/{id}/assets (v1.106–v1.117), falling back to the search
 * when that answers 404 (only 404: a 400 "Not found" means the person itself is unknown).
 */
export async function fetchPersonAssets(id: string, signal?: AbortSignal): Promise<Asset[]> {
  try {
    return await apiFetch(`/people/${encodeURIComponent(id)}/assets`, {
      schema: PersonAssetListSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return searchPersonAssets(id, signal);
    throw error;
  }
}

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors';
import { bodyOf, fixtures, jsonResponse, recordedResponse, stubFetch, setupApiTests } from '../test-helpers';
import { specAsset } from '../test-samples';
import { personQueries } from './person';
import { serverQueries } from './server';
import { fetchPersonAssets } from './person-assets';

setupApiTests();

const personId = 'f6528751-7167-4a01-88f5-4d6d47143043';

/** A newer asset: stack object, no stackCount/resized. */
function newerAsset(id: string) {
  const asset = specAsset({ id, stack: null });
  delete asset.stackCount;
  delete asset.resized;
  return asset;
}

describe('fetchPersonAssets', () => {
  it('uses GET /people/{id}/assets on v1.106', async () => {
    const fetch = stubFetch(() => recordedResponse(fixtures.personAssets));
    const assets = await fetchPersonAssets(personId);
    expect(assets).toHaveLength(bodyOf(fixtures.personAssets).length);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/people/${personId}/assets`);
  });

  it('falls back on 404 to POST /search/metadata when the version is unknown, paging through nextPage until null', async () => {
    const pages: Record<number, unknown> = {
      1: { assets: { items: [newerAsset('a1'), newerAsset('a2')], nextPage: '2' } },
      2: { assets: { items: [newerAsset('a3')], nextPage: '3' } },
      3: { assets: { items: [newerAsset('a4')], nextPage: null } },
    };
    const fetch = stubFetch((url, init) => {
      if (url.endsWith('/assets')) return jsonResponse(404, { message: 'Cannot GET', statusCode: 404 });
      const body = JSON.parse(init.body as string) as { page: number };
      return jsonResponse(200, pages[body.page]);
    });
    const assets = await fetchPersonAssets(personId);
    expect(assets.map((a) => a.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(assets.every((a) => a.stackCount === 0)).toBe(true);
    const searches = fetch.mock.calls.slice(1);
    expect(searches.map(([url]) => url)).toEqual(Array(3).fill('/api/search/metadata'));
    expect(searches.map(([, init]) => JSON.parse(init?.body as string) as unknown)).toEqual([1, 2, 3].map((page) => ({
      personIds: [personId],
      withExif: true,
      page,
      size: 1000,
      visibility: 'timeline',
    })));
    expect(searches[0]![1]?.method).toBe('POST');
  });

  it('stops when nextPage does not move forward (no endless loop)', async () => {
    const fetch = stubFetch((url) =>
      url.endsWith('/assets')
        ? jsonResponse(404, {})
        : jsonResponse(200, { assets: { items: [newerAsset('a1')], nextPage: '1' } }),
    );
    expect(await fetchPersonAssets(personId)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not fall back on a 400 "Not found" (the person itself is unknown)', async () => {
    const fetch = stubFetch(() => jsonResponse(400, { message: 'Not found or no person.read access' }));
    const error = await fetchPersonAssets(personId).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('not-found');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops paging when the query is cancelled', async () => {
    const controller = new AbortController();
    const fetch = stubFetch((url) => {
      if (url.endsWith('/assets')) return jsonResponse(404, {});
      controller.abort(new DOMException('cancelled', 'AbortError'));
      return jsonResponse(200, { assets: { items: [newerAsset('a1')], nextPage: '2' } });
    });
    await expect(fetchPersonAssets(personId, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  /** A query client that knows the server's version (as the session's first `GET /server/version` answered). */
  function clientAt(major: number, minor: number, patch: number) {
    const client = new QueryClient();
    client.setQueryData(serverQueries.version().queryKey, { major, minor, patch });
    return client;
  }

  it('on a server without the endpoint (v2/v3) goes straight to the search with visibility "timeline", and never shows archived photos', async () => {
    const archived = { ...newerAsset('a2'), isArchived: true };
    const fetch = stubFetch(() => jsonResponse(200, { assets: { items: [newerAsset('a1'), archived, newerAsset('a3')], nextPage: null } }));
    const assets = await fetchPersonAssets(personId, undefined, clientAt(3, 2, 2));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/search/metadata']);
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ personIds: [personId], withExif: true, page: 1, size: 1000, visibility: 'timeline' });
    expect(assets.map((a) => a.id)).toEqual(['a1', 'a3']);
  });

  it('on v1.106 asks the endpoint once, with no search, and leaves archived photos out', async () => {
    const raw = bodyOf(fixtures.personAssets) as { isArchived: boolean }[];
    raw[0]!.isArchived = true;
    const fetch = stubFetch(() => jsonResponse(200, raw));
    const assets = await fetchPersonAssets(personId, undefined, clientAt(1, 106, 4));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(assets).toHaveLength(raw.length - 1);
  });

  it('is what personQueries.assets(id) fetches, under a stable key', () => {
    expect(personQueries.assets(personId).queryKey).toEqual(['people', 'assets', personId]);
  });
});

import { describe, expect, it } from 'vitest';
import { clientOn } from '@/test/server-generations';
import { compactAssets } from '../large-list/compact-assets';
import { PersonAssetList } from '../large-list/person-asset-list';
import type { GridAsset } from '../schemas/grid-asset';
import v1Asset from '../test-fixtures/immich-v1.106.4/get-asset.json';
import v2Asset from '../test-fixtures/immich-v2.7.5/get-asset-orientation-6-face.json';
import v2Faces from '../test-fixtures/immich-v2.7.5/get-faces-DSCF2556.json';
import { DEFAULT_STALE_TIME_MS } from '../stale-time';
import { assetQueries } from './asset';
import { candidatesOf, photoFaces, photosByYear, photoYearCount, thenAndNowQueries } from './then-and-now';

const grid = (id: string, localDateTime: string, extra: Partial<GridAsset> = {}): GridAsset => ({
  id,
  type: 'IMAGE',
  thumbhash: null,
  localDateTime,
  isFavorite: false,
  duration: null,
  width: 1440,
  height: 960,
  ...extra,
});
/** The paths asked for, the server's version left out. */
const requests = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([url]) => new URL(url as string, 'http://x').pathname).filter((path) => path !== '/api/server/version');
const listOf = (assets: GridAsset[]) => new PersonAssetList(compactAssets(assets, 'newest'), {});

const list = listOf([
  grid('a', '2017-03-01T10:00:00.000Z'),
  grid('b', '2017-12-31T23:30:00.000Z', { width: 960, height: 1440 }),
  grid('c', '2017-06-01T10:00:00.000Z', { isFavorite: true }),
  grid('d', '2017-07-01T10:00:00.000Z'),
  grid('v', '2019-01-01T10:00:00.000Z', { type: 'VIDEO', duration: '0:00:05.000' }),
  grid('e', '2020-01-01T00:10:00.000Z'),
]);

describe('photosByYear / photoYearCount', () => {
  it('groups by the wall-clock year, oldest year first, and counts the years with photos', () => {
    const byYear = photosByYear(list);
    expect([...byYear.keys()]).toEqual([2017, 2019, 2020]);
    expect(byYear.get(2017)?.map((p) => p.assetId).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(photoYearCount(list)).toBe(2);
    expect(photoYearCount(list, 1)).toBe(1);
  });
});

describe('candidatesOf', () => {
  it('asks for at most three photos a year, the pick, favourites and upright ones first, never a video', () => {
    const byYear = photosByYear(list);
    expect(candidatesOf(byYear)).toEqual(['c', 'b', 'd', 'e']);
    expect(candidatesOf(byYear, { 2017: 'a' })).toEqual(['a', 'c', 'b', 'e']);
  });
});

describe('photoFaces: one request a photo on every server generation', () => {
  it('v1.106: the asset, its faces in upright space and its EXIF size turned upright', async () => {
    const id = v1Asset.body.id;
    const { client, fetch } = clientOn('v1.106', { [`GET /api/assets/${id}`]: { body: v1Asset.body } });
    const result = await client.fetchQuery(thenAndNowQueries.photoFaces(id));
    expect(result.image).toEqual({ width: 1200, height: 1600 });
    expect(result.faces[0]).toMatchObject({ personId: 'f6528751-7167-4a01-88f5-4d6d47143043', imageWidth: 1200, imageHeight: 1600 });
    expect(requests(fetch)).toEqual([`/api/assets/${id}`]);
    // the viewer finds the asset in its cache
    expect(client.getQueryData(assetQueries.detail(id).queryKey)?.id).toBe(id);
  });

  it('v2.7.5 (recorded): the asset with its faces and its upright size', async () => {
    const id = v2Asset.body.id;
    const { client, fetch } = clientOn('v2.7.5', { [`GET /api/assets/${id}`]: { body: v2Asset.body } });
    const result = await photoFaces(client, id);
    expect(result.image).toEqual({ width: 1080, height: 1920 });
    expect(result.faces.map((f) => [f.boundingBoxX1, f.imageWidth, f.imageHeight])).toEqual([[573, 1080, 1920]]);
    expect(requests(fetch)).toEqual([`/api/assets/${id}`]);
  });

  it('v3: GET /faces alone, which the viewer’s detail then reuses', async () => {
    const id = '6c141f47-79bc-48d2-93da-4ab63d7c9d47';
    const { client, fetch } = clientOn('v3.2.1', { 'GET /api/faces': { body: v2Faces.body }, [`GET /api/assets/${id}`]: { body: { ...v2Asset.body, id, people: [] } } });
    // as in the app: fetched data stays fresh a while (`createQueryClient`)
    client.setDefaultOptions({ queries: { retry: false, staleTime: DEFAULT_STALE_TIME_MS } });
    const results = [await client.fetchQuery(thenAndNowQueries.photoFaces(id))];
    expect(results[0]?.image).toBeUndefined();
    expect(results[0]?.faces[0]).toMatchObject({ personId: 'b0fc1b54-4f02-45c0-9bd0-1488808b203a', imageWidth: 1920, imageHeight: 1080 });
    expect(requests(fetch)).toEqual(['/api/faces']);
    await client.fetchQuery(assetQueries.detail(id));
    expect(requests(fetch)).toEqual(['/api/faces', `/api/assets/${id}`]);
  });
});

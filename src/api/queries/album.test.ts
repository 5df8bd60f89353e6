// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markSignedIn } from '../client';
import { isApiError } from '../errors';
import { bodyOf, fixtures, jsonResponse, recordedResponse, stubFetch, setupApiTests } from '@/test/api';
import v2Album from '../test-fixtures/immich-v2.7.5/get-album.json';
import v2AlbumsShared from '../test-fixtures/immich-v2.7.5/get-albums-shared.json';
import v2NotFound from '../test-fixtures/immich-v2.7.5/get-memory-unknown-id-400.json';
import v2Bucket from '../test-fixtures/immich-v2.7.5/get-timeline-bucket-2025-11.json';
import { albumQueries } from './album';

setupApiTests();

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const albumId = v2Album.body.id;
const version = (major: number, minor: number, patch: number) => jsonResponse(200, { major, minor, patch, prerelease: null });

/** The v2.7.5 album as v3 sends it: no owner, ownerId or assets; the owner first in albumUsers, role `owner`. */
function v3Album(body: Record<string, unknown> = bodyOf(v2Album), order = 'desc'): Record<string, unknown> {
  const { owner, ownerId: _ownerId, assets: _assets, albumUsers, ...rest } = body as typeof v2Album.body;
  return { ...rest, albumUsers: [{ user: owner, role: 'owner' }, ...albumUsers], contributorCounts: [], order };
}

/** A month of the album on v3: one column per field, durations in milliseconds. */
function v3Month(ids: string[], isImage: boolean[], duration: (number | null)[]): Record<string, unknown[]> {
  return {
    id: ids,
    isImage,
    ratio: ids.map(() => 1.5),
    thumbhash: ids.map(() => null),
    fileCreatedAt: ids.map((_, i) => `2021-11-24T1${i}:00:00`),
    localOffsetHours: ids.map(() => 1),
    duration,
    isFavorite: ids.map(() => false),
  };
}

/** A v3.2.2 server with the album spread over two months. */
function v3Server(album = v3Album()) {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/server/version') return version(3, 2, 2);
    if (pathname === `/api/albums/${albumId}`) return jsonResponse(200, album);
    if (pathname === '/api/timeline/buckets') {
      return jsonResponse(200, [
        { timeBucket: '2021-11-01', count: 2 },
        { timeBucket: '2021-10-01', count: 1 },
      ]);
    }
    if (pathname === '/api/timeline/bucket' && searchParams.get('timeBucket') === '2021-11-01') {
      return jsonResponse(200, v3Month(['p-nov-2', 'v-nov-1'], [true, false], [null, 12_000]));
    }
    if (pathname === '/api/timeline/bucket') return jsonResponse(200, v3Month(['p-oct'], [true], [null]));
    return jsonResponse(404, { message: 'Not Found', statusCode: 404 }, { 'x-correlation-id': 'v3cid' });
  });
}

const urls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([url]) => url as string);

describe('albumQueries.detail on v3 (no assets in the album): photos from the timeline', () => {
  it('asks the album and its months with albumId (never search/metadata), and lists every month newest first', async () => {
    const fetch = v3Server();
    const { album, photos } = await client().fetchQuery(albumQueries.detail(albumId));
    expect(urls(fetch).sort()).toEqual([
      `/api/albums/${albumId}`,
      '/api/server/version',
      `/api/timeline/bucket?albumId=${albumId}&timeBucket=2021-10-01`,
      `/api/timeline/bucket?albumId=${albumId}&timeBucket=2021-11-01`,
      `/api/timeline/buckets?albumId=${albumId}`,
    ]);
    expect(urls(fetch).some((url) => url.includes('/search/'))).toBe(false);
    expect(photos.map((p) => p.id)).toEqual(['p-nov-2', 'v-nov-1', 'p-oct']);
    expect(photos[1]).toMatchObject({ isVideo: true, durationSeconds: 12, localDateTime: '2021-11-24T12:00:00.000Z' });
    expect(photos[1]?.fileName).toBeUndefined();
    expect(album.owner.name).toBe('Admin User');
    expect(album.albumUsers.map((u) => u.role)).toEqual(['editor', 'viewer']);
    expect(album).not.toHaveProperty('assets');
  });

  it('shows an album its owner set to oldest first, oldest first', async () => {
    v3Server(v3Album(bodyOf(v2Album), 'asc'));
    const { photos } = await client().fetchQuery(albumQueries.detail(albumId));
    expect(photos.map((p) => p.id)).toEqual(['p-oct', 'v-nov-1', 'p-nov-2']);
  });

  it('an album that is not there (or not shared) is not-found, with the reference from X-Correlation-ID', async () => {
    const fetch = stubFetch((url) => {
      if (url.endsWith('/server/version')) return version(3, 0, 3);
      return jsonResponse(400, { message: 'Not found or no album.read access', statusCode: 400 }, { 'x-immich-cid': '', 'x-correlation-id': 'v3ref77' });
    });
    const error = await client()
      .fetchQuery(albumQueries.detail(albumId))
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.correlationId]).toEqual(['not-found', 'v3ref77']);
    // the months are not asked for once the album (or its month list) has failed
    expect(urls(fetch).filter((url) => url.startsWith('/api/timeline/bucket?'))).toEqual([]);
  });

  it('an unknown album shows the album’s own reference, even when its months fail first', async () => {
    let releaseAlbum: () => void = () => undefined;
    const albumAnswered = new Promise<void>((resolve) => (releaseAlbum = resolve));
    markSignedIn(); // both requests go at once, as they do once the session is known
    stubFetch(async (url) => {
      if (url.endsWith('/server/version')) return version(3, 2, 2);
      const notFound = (cid: string) => jsonResponse(400, { message: 'Not found or no album.read access', statusCode: 400 }, { 'x-correlation-id': cid });
      if (url.startsWith('/api/timeline/')) {
        queueMicrotask(releaseAlbum);
        return notFound('months01');
      }
      await albumAnswered;
      return notFound('album001');
    });
    const error = await client()
      .fetchQuery(albumQueries.detail(albumId))
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.correlationId]).toEqual(['not-found', 'album001']);
  });

  it('an album that came with months that failed shows the months’ error', async () => {
    stubFetch((url) => {
      if (url.endsWith('/server/version')) return version(3, 2, 2);
      if (url === `/api/albums/${albumId}`) return jsonResponse(200, v3Album());
      return jsonResponse(500, { message: 'Internal server error', statusCode: 500 }, { 'x-correlation-id': 'months02' });
    });
    const error = await client()
      .fetchQuery(albumQueries.detail(albumId))
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.correlationId]).toEqual(['server', 'months02']);
  });
});

describe('albumQueries.detail where albums carry their assets', () => {
  it.each([
    ['v2.7.5', version(2, 7, 5), v2Album, ['IMG-20211124-WA4221.jpg', 'IMG_5827.JPG', 'IMG_6615.JPG', 'IMG_4123.JPG', 'IMG_0267.JPG']],
    ['v1.106.4', version(1, 106, 4), fixtures.album, ['IMG_0003.jpg', 'bob_IMG_7002.jpg', 'bob_IMG_7001.jpg', 'IMG_0002.jpg', 'IMG_0001.jpg']],
  ])('%s: the photos are the album’s assets, one request, no timeline', async (_label, versionResponse, recorded, names) => {
    const fetch = stubFetch((url) => (url.endsWith('/server/version') ? versionResponse.clone() : recordedResponse(recorded)));
    const { album, photos } = await client().fetchQuery(albumQueries.detail(albumId));
    expect(urls(fetch)).toEqual(['/api/server/version', `/api/albums/${albumId}`]);
    expect(photos.map((p) => p.fileName)).toEqual(names);
    expect(album.owner.name).toBe('Admin User');
    expect(album.albumUsers.map((u) => [u.user.name, u.role])).toEqual([
      ['Bob Builder', 'editor'],
      ['Carol Singer', 'viewer'],
    ]);
  });

  it('reads an album that came without its assets although it has photos through the timeline', async () => {
    const fetch = stubFetch((url) => {
      if (url.endsWith('/server/version')) return version(2, 7, 5);
      if (url.startsWith('/api/timeline/buckets')) return jsonResponse(200, [{ timeBucket: '2025-11-01', count: 7 }]);
      if (url.startsWith('/api/timeline/bucket')) return recordedResponse(v2Bucket);
      return jsonResponse(200, { ...bodyOf(v2Album), assets: [] });
    });
    const { photos } = await client().fetchQuery(albumQueries.detail(albumId));
    expect(photos).toHaveLength(7);
    expect(urls(fetch)).toContain(`/api/timeline/bucket?albumId=${albumId}&timeBucket=2025-11-01`);
  });

  it('an empty album needs no timeline', async () => {
    const fetch = stubFetch((url) => (url.endsWith('/server/version') ? version(2, 7, 5) : jsonResponse(200, { ...bodyOf(v2Album), assets: [], assetCount: 0 })));
    expect((await client().fetchQuery(albumQueries.detail(albumId))).photos).toEqual([]);
    expect(urls(fetch).some((url) => url.includes('/timeline/'))).toBe(false);
  });

  it('asks the version once per client, not once per album', async () => {
    const fetch = stubFetch((url) => (url.endsWith('/server/version') ? version(2, 7, 5) : recordedResponse(v2Album)));
    const qc = client();
    await qc.fetchQuery(albumQueries.detail(albumId));
    await qc.fetchQuery(albumQueries.detail('another-album'));
    expect(urls(fetch).filter((url) => url.endsWith('/server/version'))).toHaveLength(1);
  });
});

describe('albumQueries.list', () => {
  it('merges own and shared v3 albums (owner from albumUsers), without assets', async () => {
    const shared = bodyOf(v2AlbumsShared).map((a) => v3Album(a as Record<string, unknown>));
    const fetch = stubFetch((url) => jsonResponse(200, url.includes('shared=true') ? shared : [shared[1]]));
    const albums = await client().fetchQuery(albumQueries.list());
    expect(albums.map((a) => [a.albumName, a.owner.name])).toEqual([
      ['Portland 2025', 'Admin User'],
      ['Bob in Lisbon', 'Bob Builder'],
      ['Sydney 2023', 'Admin User'],
      ['Paris 2021', 'Admin User'],
    ]);
    expect(albums.every((a) => !('assets' in a))).toBe(true);
    expect(urls(fetch).sort()).toEqual(['/api/albums', '/api/albums?shared=true']);
  });

  it('unknown ids in v2.7.5 wording are not-found', async () => {
    stubFetch(() => recordedResponse(v2NotFound));
    const error = await client()
      .fetchQuery(albumQueries.list())
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.correlationId]).toEqual(['not-found', 'h3diliti']);
  });
});

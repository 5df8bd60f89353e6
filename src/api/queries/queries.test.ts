// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors';
import { bodyOf, fixtures, jsonResponse, recordedResponse, stubFetch, setupApiTests } from '@/test/api';
import { ids, specAsset, specMemory } from '@/test/spec-samples';
import { activityQueries, createActivity, deleteActivity } from './activity';
import { albumQueries } from './album';
import { assetQueries } from './asset';
import { login, logout } from './auth';
import { memoryQueries, updateMemory } from './memory';
import { personQueries } from './person';
import { serverQueries } from './server';
import { userQueries } from './user';

setupApiTests();

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('query keys', () => {
  it('all start with their resource prefix, for invalidation', () => {
    const cases = [
      [memoryQueries.all(), memoryQueries.list().queryKey, memoryQueries.detail('m').queryKey],
      [personQueries.all(), personQueries.list().queryKey, personQueries.detail('p').queryKey],
      [assetQueries.all(), assetQueries.detail('a').queryKey],
      [albumQueries.all(), albumQueries.list().queryKey, albumQueries.detail('x').queryKey],
      [activityQueries.all(), activityQueries.list({ albumId: 'x' }).queryKey, activityQueries.statistics({ albumId: 'x' }).queryKey],
      [userQueries.all(), userQueries.me().queryKey],
    ] as const;
    for (const [prefix, ...keys] of cases) for (const key of keys) expect(key.slice(0, prefix.length)).toEqual(prefix);
    expect(activityQueries.all()).toEqual(['activities']);
  });
});

describe('memoryQueries', () => {
  it('updateMemory PUTs the changes and returns the memory', async () => {
    const fetch = stubFetch(() => jsonResponse(200, specMemory({ isSaved: true })));
    const memory = await updateMemory(ids.memory, { seenAt: '2025-06-02T00:00:00.000Z' });
    expect(memory.isSaved).toBe(true);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: '{"seenAt":"2025-06-02T00:00:00.000Z"}' });
  });
});

describe('albumQueries.list', () => {
  it('merges own and shared albums without duplicates', async () => {
    const own = bodyOf(fixtures.album);
    const other = { ...bodyOf(fixtures.album), id: 'b0000000-0000-4000-8000-000000000000', albumName: 'Shared with me' };
    const fetch = stubFetch((url) => jsonResponse(200, url.includes('shared=true') ? [own, other] : [own]));
    const albums = await client().fetchQuery(albumQueries.list());
    expect(albums.map((a) => a.albumName)).toEqual(['Paris 2025', 'Shared with me']);
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(['/api/albums', '/api/albums?shared=true']);
  });
});

describe('activities', () => {
  it('list and statistics pass albumId and assetId', async () => {
    const fetch = stubFetch((url) =>
      url.includes('statistics') ? recordedResponse(fixtures.activityStats) : recordedResponse(fixtures.activities),
    );
    const qc = client();
    expect(await qc.fetchQuery(activityQueries.list({ albumId: ids.album, assetId: ids.asset }))).toHaveLength(6);
    expect(await qc.fetchQuery(activityQueries.statistics({ albumId: ids.album }))).toEqual({ comments: 4 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `/api/activities?albumId=${ids.album}&assetId=${ids.asset}`,
      `/api/activities/statistics?albumId=${ids.album}`,
    ]);
  });

  it('createActivity tells a new activity (201) from an existing like (200)', async () => {
    stubFetch(() => recordedResponse(fixtures.comment201));
    expect(await createActivity({ albumId: ids.album, type: 'comment', comment: ' What a great weekend! ' })).toMatchObject({
      created: true,
      activity: { type: 'comment' },
    });
    const fetch = stubFetch(() => recordedResponse(fixtures.likeDuplicate200));
    expect((await createActivity({ albumId: ids.album, type: 'like' })).created).toBe(false);
    expect(fetch.mock.calls[0]![1]?.body).toBe(JSON.stringify({ albumId: ids.album, type: 'like' }));
  });

  it('createActivity refuses an empty comment without sending it', async () => {
    const fetch = stubFetch(() => recordedResponse(fixtures.comment201));
    const error = await createActivity({ albumId: ids.album, type: 'comment', comment: '  ' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deleteActivity sends DELETE and accepts 204', async () => {
    const fetch = stubFetch(() => jsonResponse(204, undefined));
    await deleteActivity(ids.activity);
    expect(fetch.mock.calls[0]).toEqual([`/api/activities/${ids.activity}`, expect.objectContaining({ method: 'DELETE' })]);
  });
});

describe('users, assets, people, auth, server', () => {
  it('fetch their endpoints', async () => {
    const fetch = stubFetch((url) => {
      if (url.endsWith('/server/version')) return jsonResponse(200, { major: 1, minor: 106, patch: 4 });
      if (url.endsWith('/users/me')) return recordedResponse(fixtures.me);
      if (url.includes('/assets/')) return jsonResponse(200, specAsset());
      if (url.endsWith('/people')) return recordedResponse(fixtures.people);
      return recordedResponse(fixtures.person);
    });
    const qc = client();
    expect((await qc.fetchQuery(userQueries.me())).email).toBe('admin@example.com');
    expect((await qc.fetchQuery(assetQueries.detail(ids.asset))).id).toBe(ids.asset);
    expect((await qc.fetchQuery(personQueries.list())).hidden).toBe(0);
    expect((await qc.fetchQuery(personQueries.detail('f6528751-7167-4a01-88f5-4d6d47143043'))).name).toBe('Alice Martin');
    expect(fetch).toHaveBeenCalledTimes(5); // and the server's version, once
  });

  it('login sends the credentials in the body (never the URL) and keeps no token', async () => {
    const fetch = stubFetch(() => jsonResponse(201, { accessToken: 'tok', userId: 'u', userEmail: 'e', name: 'n' }));
    const who = await login({ email: ' demo@keepsake.test ', password: 'keepsake' });
    expect(JSON.stringify(who)).not.toContain('tok');
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/login');
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({ email: 'demo@keepsake.test', password: 'keepsake' });
    stubFetch(() => jsonResponse(200, { successful: true, redirectUri: '/auth/login' }));
    await expect(logout()).resolves.toBeUndefined();
  });

  it('demo info: the demo service answers; a real server (404) is not a demo', async () => {
    stubFetch(() => jsonResponse(200, { demo: true, accounts: [{ email: 'demo@keepsake.test', password: 'keepsake' }] }));
    expect((await client().fetchQuery(serverQueries.demo())).demo).toBe(true);
    stubFetch(() => jsonResponse(404, { message: 'Cannot GET /api/keepsake/demo' }));
    expect(await client().fetchQuery(serverQueries.demo())).toEqual({ demo: false, accounts: [] });
  });
});

// The demo service's mode switch (KEEPSAKE_DEMO_API), v3's version and removed endpoints, its sign-in
// cookies, and the app's own schemas reading every v3 answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as schemas from '../../src/api/schemas';
import { createServerApp } from '../app';
import { readConfig } from '../config';
import { expectContract } from '../test/contract';
import { expectV3Error } from '../test/v3';
import { album, id, json, list, months, openLibraries, person, v1, v3, type Json } from './v3-test-setup';

openLibraries();

describe('KEEPSAKE_DEMO_API', () => {
  it('defaults to the spec’s shapes, takes v3, and refuses anything else with a message', () => {
    expect(readConfig({}).demoApi).toBe('v1');
    expect(readConfig({ KEEPSAKE_DEMO_API: 'v1' }).demoApi).toBe('v1');
    expect(readConfig({ KEEPSAKE_DEMO_API: ' V3 ' }).demoApi).toBe('v3');
    expect(() => readConfig({ KEEPSAKE_DEMO_API: 'v2' })).toThrow(/KEEPSAKE_DEMO_API must be v1 .* or v3/);
  });

  it('reaches the API through the server app', async () => {
    const app = createServerApp({ demo: { db: v3.db, dataDir: v3.dataDir, api: 'v3' } });
    expect(await json(app.request('/api/server/version'))).toEqual({ major: 3, minor: 2, patch: 2, prerelease: null });
    const spec = createServerApp({ demo: { db: v1.db, dataDir: v1.dataDir } });
    expect(await json(spec.request('/api/server/version'))).toEqual({ major: 1, minor: 106, patch: 4 });
  });
});

describe('v3: server version and removed endpoints', () => {
  it('answers v3.2.2 with prerelease, and /server-info/* is an unknown route (404), signed in or not', async () => {
    expect(await json(v3.call('GET', '/api/server/version', { user: null }))).toEqual({ major: 3, minor: 2, patch: 2, prerelease: null });
    for (const path of ['/api/server-info/version', '/api/server-info/ping']) {
      await expectV3Error(await v3.call('GET', path, { user: null }), 404, `Cannot GET ${path}`);
      await expectV3Error(await v3.call('GET', path), 404, `Cannot GET ${path}`);
    }
    expect(await json(v3.call('GET', '/api/server/ping', { user: null }))).toEqual({ res: 'pong' });
  });

  it('the default mode still answers v1.106.4 on both version paths', async () => {
    for (const path of ['/api/server/version', '/api/server-info/version']) expect(await json(v1.call('GET', path, { user: null }))).toEqual({ major: 1, minor: 106, patch: 4 });
  });

  it('GET /people/{id}/assets is a 404 in v3 (removed in v1.118) and still answers in the default mode', async () => {
    const ella = person('Ella Rivera');
    await expectV3Error(await v3.call('GET', `/api/people/${ella}/assets`), 404, `Cannot GET /api/people/${ella}/assets`);
    await expectV3Error(await v3.call('GET', `/api/people/${ella}/assets`, { user: null }), 404);
    expect((await list(v1.call('GET', `/api/people/${ella}/assets`))).length).toBeGreaterThan(0);
  });
});

describe('v3: sign-in cookies', () => {
  it('sets the three cookies as v3 does: 400 days, Path=/, Expires, SameSite=Lax; the token and auth type httpOnly', async () => {
    const res = await v3.call('POST', '/api/auth/login', { user: null, body: { email: 'demo@keepsake.test', password: 'keepsake' } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.isOnboarded).toBe(true);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['immich_access_token', 'immich_auth_type', 'immich_is_authenticated']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Max-Age=34560000(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      const expires = Date.parse(/; Expires=([^;]+)/.exec(cookie)![1]!);
      expect(Math.abs(expires - (Date.now() + 34_560_000_000))).toBeLessThan(5_000);
    }
    expect(cookies.map((c) => /; HttpOnly(;|$)/.test(c))).toEqual([true, true, false]);
    expect(cookies[1]).toMatch(/^immich_auth_type=password;/);
    expect(cookies[2]).toMatch(/^immich_is_authenticated=true;/);
    const cookie = cookies[0]!.split(';')[0]!;
    expect((await v3.call('GET', '/api/users/me', { user: null, headers: { cookie } })).status).toBe(200);
  });
});

describe('v3: the app’s own schemas read every answer', () => {
  beforeAll(() => {
    // as the query layer does once it knows the version: the fields v3 removed are not drift
    schemas.setRemovedFields(['stackCount', 'smartInfo', 'resized', 'deviceAssetId', 'deviceId', 'unassignedFaces'].map((field) => `Asset.${field}`));
  });
  afterAll(() => schemas.setRemovedFields([]));

  const answer = async (method: string, path: string, body?: unknown): Promise<unknown> => (await v3.call(method, path, { body })).json();
  const cases: [string, z.ZodMiniType, () => Promise<unknown>][] = [
    ['GET /server/version', schemas.ServerVersionSchema, () => answer('GET', '/api/server/version')],
    ['GET /assets/{id} (stacked)', schemas.AssetSchema, () => answer('GET', `/api/assets/${id('SELECT a.id FROM assets a JOIN stacks s ON s.primary_asset_id = a.id LIMIT 1')}`)],
    ['GET /assets/{id} (video)', schemas.AssetSchema, () => answer('GET', `/api/assets/${id("SELECT id FROM assets WHERE type = 'VIDEO' LIMIT 1")}`)],
    ['GET /faces', schemas.AssetFaceListSchema, () => answer('GET', `/api/faces?id=${id('SELECT asset_id AS id FROM faces LIMIT 1')}`)],
    ['GET /people', schemas.PeopleListSchema, () => answer('GET', '/api/people')],
    ['GET /people/{id}', schemas.PersonSchema, () => answer('GET', `/api/people/${person('Ella Rivera')}`)],
    ['GET /memories?type=on_this_day', schemas.MemoryListSchema, () => answer('GET', '/api/memories?type=on_this_day')],
    ['GET /albums?isShared=true', schemas.AlbumListSchema, () => answer('GET', '/api/albums?isShared=true')],
    ['GET /albums/{id}', schemas.AlbumSchema, () => answer('GET', `/api/albums/${album('Cabin%')}`)],
    ['GET /timeline/buckets', schemas.TimeBucketListSchema, () => answer('GET', `/api/timeline/buckets?albumId=${album('Cabin%')}`)],
    ['GET /timeline/bucket', schemas.TimeBucketPhotosSchema, async () => answer('GET', `/api/timeline/bucket?albumId=${album('Ella%')}&timeBucket=${(await months(v3, `albumId=${album('Ella%')}`))[0]!.timeBucket}`)],
    ['POST /search/metadata', schemas.SearchMetadataResponseSchema, () => answer('POST', '/api/search/metadata', { personIds: [person('Ella Rivera')], withExif: true, withPeople: true, size: 50 })],
    ['GET /users/me', schemas.UserSchema, () => answer('GET', '/api/users/me')],
    ['GET /activities', schemas.ActivityListSchema, () => answer('GET', `/api/activities?albumId=${album('Cabin%')}`)],
    ['a validation error', schemas.ErrorBodySchema, () => answer('GET', '/api/assets/nope')],
  ];
  it.each(cases)('%s', async (_name, schema, get) => {
    expect(expectContract(schema, await get())).toBeDefined();
  });
});

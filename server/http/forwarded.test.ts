import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../app';
import { openTestLibrary, type TestLibrary } from '../test/library';
import { requestIsHttps } from './forwarded';

describe('requestIsHttps', () => {
  const app = new Hono().get('/', (c) => c.text(String(requestIsHttps(c))));
  it.each([
    ['http://k.test/', {}, 'false'],
    ['https://k.test/', {}, 'true'],
    ['http://k.test/', { 'x-forwarded-proto': 'https' }, 'true'],
    ['http://k.test/', { 'x-forwarded-proto': 'HTTPS, http' }, 'true'],
    ['http://k.test/', { 'x-forwarded-proto': 'http' }, 'false'],
    ['http://k.test/', { 'x-forwarded-proto': 'http, https' }, 'false'],
  ])('%s with %o: %s', async (url, headers, answer) => {
    expect(await (await app.request(url, { headers })).text()).toBe(answer);
  });
});

describe('signing in behind an HTTPS reverse proxy', () => {
  let lib: TestLibrary;
  let upstream: ServerType;
  let proxy: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    lib = await openTestLibrary();
    // proxy mode in front of a listening demo service, which stands in for Immich
    const api = createServerApp({ demo: { db: lib.db, dataDir: lib.dataDir } });
    upstream = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    proxy = createServerApp({ immichUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await new Promise<void>((r) => upstream.close(() => r()));
    lib.close();
  });

  const body = JSON.stringify({ email: 'demo@keepsake.test', password: 'keepsake' });
  const sessionCookie = async (app: { request: Hono['request'] }, headers: Record<string, string>): Promise<string | undefined> => {
    const res = await app.request('http://k.test/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return res.headers.getSetCookie().find((c) => c.startsWith('immich_access_token='));
  };

  it.each([['demo', () => lib.app], ['proxy', () => proxy]])('%s mode: a Secure session cookie when X-Forwarded-Proto is https, none on plain http', async (_mode, app) => {
    expect(await sessionCookie(app(), { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await sessionCookie(app(), {})).not.toMatch(/;\s*Secure/i);
  });
});

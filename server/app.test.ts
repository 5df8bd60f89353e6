import { gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { CONTENT_SECURITY_POLICY } from './http/security';
import { demoApiKey } from './seed/write-db';
import { openTestLibrary, type TestLibrary } from './test/library';

let lib: TestLibrary;
let dist: string;
let app: ReturnType<typeof createServerApp>;
beforeAll(async () => {
  lib = await openTestLibrary();
  dist = mkdtempSync(join(tmpdir(), 'keepsake-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Keepsake</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = createServerApp({ demo: { db: lib.db, dataDir: lib.dataDir }, distDir: dist, secure: true });
});
afterAll(() => {
  lib.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app and its headers', () => {
  it('serves index.html for client routes and hashed assets with a long cache', async () => {
    const page = await app.request('/people/123/photos/456');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Keepsake</title>');
    const js = await app.request('/assets/index-abc123.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/missing-1.js')).status).toBe(404);
    writeFileSync(join(dist, 'assets', 'big-1.js'), 'let x = 1;\n'.repeat(500));
    const big = await app.request('/assets/big-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(big.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await big.arrayBuffer())).toString()).toBe('let x = 1;\n'.repeat(500));
    const plain = await app.request('/assets/big-1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('let x = 1;\n'.repeat(500));
    // a rebuilt file (same name, new content) is served anew, not from memory
    writeFileSync(join(dist, 'assets', 'big-1.js'), 'let y = 2;\n'.repeat(600));
    const rebuilt = await app.request('/assets/big-1.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gunzipSync(Buffer.from(await rebuilt.arrayBuffer())).toString()).toBe('let y = 2;\n'.repeat(600));
  });

  it('never serves files outside the dist folder', async () => {
    const res = await app.request('/..%2f..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
  });

  it('puts the security headers on pages and API answers alike, and no CORS headers', async () => {
    for (const path of ['/', '/api/server/ping', '/api/memories']) {
      const res = await app.request(path, { headers: { origin: 'https://evil.example' } });
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('answers unknown /api paths with JSON, not the app', async () => {
    const res = await app.request('/api/nope', { headers: { 'x-api-key': demoApiKey('demo') } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('proxy mode', () => {
  let upstream: ServerType;
  let proxy: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    // a real listening "Immich" (the demo API) behind the proxy
    const api = createServerApp({ demo: { db: lib.db, dataDir: lib.dataDir } });
    upstream = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = upstream.address() as AddressInfo;
    proxy = createServerApp({ immichUrl: `http://127.0.0.1:${port}`, distDir: dist, secure: true });
  });
  afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

  it('forwards method, body and cookies, and passes Set-Cookie back', async () => {
    const login = await proxy.request('http://localhost/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@keepsake.test', password: 'keepsake' }) });
    expect(login.status).toBe(201);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('immich_access_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    const me = await proxy.request('http://localhost/api/users/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(((await me.json()) as { email: string }).email).toBe('demo@keepsake.test');
    expect(me.headers.get('x-immich-cid')).toMatch(/^[a-z0-9]{8}$/);
  });

  it('forwards x-api-key, query strings, Range and error answers', async () => {
    const key = { 'x-api-key': demoApiKey('demo') };
    const video = lib.db.prepare("SELECT id FROM assets WHERE type = 'VIDEO' LIMIT 1").get() as { id: string };
    const part = await proxy.request(`http://localhost/api/assets/${video.id}/video/playback`, { headers: { ...key, range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const bad = await proxy.request('http://localhost/api/memories/nope', { headers: key });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string[] }).message).toEqual(['id must be a UUID']);
    const albums = await proxy.request('http://localhost/api/albums?shared=true', { headers: key });
    expect(((await albums.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('says plainly when the Immich server cannot be reached', async () => {
    const dead = createServerApp({ immichUrl: 'http://127.0.0.1:9' });
    const res = await dead.request('http://localhost/api/server/ping');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/Could not reach the Immich server/);
  });
});

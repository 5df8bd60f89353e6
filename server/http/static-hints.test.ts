// The built app's index.html on a deep link: preload hints (the page's first requests and its route's
// code) for a signed-in request only, in the demo service and in proxy mode alike (route-hints.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppModes, type AppModes } from '../test/app-modes';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>Keepsake</title><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const memoryId = '0a1b2c3d-0000-4000-8000-000000000001';

let modes: AppModes;
beforeAll(async () => {
  // the build's manifest names each lazy route's files
  const manifest = { 'index.html': { file: 'assets/index-1.js' }, 'src/app/routes/memory.tsx': { file: 'assets/memory-1.js', imports: ['index.html'], css: ['assets/memory-1.css'] } };
  modes = await openAppModes(INDEX, manifest);
});
afterAll(() => modes.close());

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe.each(['demo', 'proxy'] as const)('index.html on a deep link (%s mode)', (mode) => {
  const app = () => modes.app(mode);
  const get = (path: string, cookie?: string) => app().request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

  it("carries the page's first requests as preload hints when a session cookie came", async () => {
    const res = await get(`/memories/${memoryId}`, 'immich_access_token=t0k3n; immich_is_authenticated=true');
    expect(res.status).toBe(200);
    // (a memory's page is sent in two parts around its first photo's hint, ADR 119: never stored)
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    const html = await res.text();
    expect(preloads(html)).toEqual(['/api/server/version', `/api/memories/${memoryId}`]);
    // the hints only name URLs: the page is the build's, nothing of the session in it
    expect(html).not.toContain('t0k3n');
    expect(html.replace(/<link rel="(module)?preload"[^>]*>/g, '')).toBe(INDEX);
    // and the route's own code, which the app would ask for only once its router runs
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/memory-1.js"><link rel="preload" as="style" crossorigin href="/assets/memory-1.css"></head>');
    expect(preloads(await (await get('/people/p1/photos/a1', 'immich_access_token=t0k3n')).text())).toEqual(['/api/server/version', '/api/people/p1']);
  });

  it("hints the memories page's lists once the API's version has been answered, today's on the reader's day (ADR 115)", async () => {
    const session = 'immich_access_token=t0k3n; keepsake_tz=Pacific%2FAuckland';
    // a server that has not answered its version yet (none has here): the page asks for its lists itself
    expect(preloads(await (await get('/memories', session)).text())).toEqual(['/api/server/version']);
    expect((await get('/api/server/version')).status).toBe(200);
    // the demo service (behind the proxy too) answers as Immich v1.106: one list, whatever the reader's day
    expect(preloads(await (await get('/memories', session)).text())).toEqual(['/api/server/version', '/api/memories']);
    expect(preloads(await (await get('/memories')).text())).toEqual([]);
  });

  it('is the plain page without a session, on other routes, and for files', async () => {
    const signedOut = await get(`/memories/${memoryId}`);
    expect(await signedOut.text()).toBe(INDEX);
    expect(signedOut.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(await (await get('/', 'immich_access_token=t0k3n')).text()).toBe(INDEX);
    expect(await (await get('/login?next=%2Fpeople%2Fp1', 'immich_access_token=t0k3n')).text()).toBe(INDEX);
    expect((await get('/index.html', 'immich_access_token=t0k3n')).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(preloads(await (await get('/index.html', 'immich_access_token=t0k3n')).text())).toEqual([]);
  });
});

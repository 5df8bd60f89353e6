// A memory's page starts its first photo with the HTML (ADR 119): the server reads the memory with
// the reader's cookie and hints the story's first photo's preview in the page, in the demo service
// and in proxy mode alike; never for another reader, never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPhotoOf } from '../../src/app/first-frame/first-photo-choice';
import { openAppModes, type AppModes } from '../test/app-modes';
import { firstPhotoHead } from './first-photo-hints';

// index.html as the build writes it: its first script right after the charset (ADR 115)
const FIRST_SCRIPTS = '<script type="module" async crossorigin fetchpriority="high" src="/assets/first-frame-1.js"></script><link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/first-frame-2.js">';
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />${FIRST_SCRIPTS}<title>Keepsake</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

let modes: AppModes;
beforeAll(async () => {
  const manifest = { 'index.html': { file: 'assets/index-1.js' }, 'src/app/routes/memory.tsx': { file: 'assets/memory-1.js' } };
  modes = await openAppModes(INDEX, manifest);
});
afterAll(() => modes.close());

const images = (html: string) => [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

interface WireMemory {
  id: string;
  assets: { id: string; type: string }[];
}

/** The library's memories as the API answers them to the demo reader. */
async function memories(): Promise<WireMemory[]> {
  return (await (await modes.lib.call('GET', '/api/memories')).json()) as WireMemory[];
}

describe.each(['demo', 'proxy'] as const)("a memory's page (%s mode)", (mode) => {
  const app = () => modes.app(mode);
  const get = (path: string, cookie?: string, method = 'GET') => app().request(`http://localhost${path}`, { method, headers: cookie ? { cookie } : {} });
  const signIn = () => modes.signIn(mode);

  it("hints the story's first photo, read with the reader's cookie, after the page's first scripts", async () => {
    const memory = (await memories()).find((m) => m.assets[0]?.type === 'IMAGE' && m.assets.length > 1)!;
    const cookie = await signIn();
    const res = await get(`/memories/${memory.id}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    const html = await res.text();
    const first = firstPhotoOf(memory, null);
    expect(first).toBeDefined();
    expect(images(html)).toEqual([`/api/assets/${first}/thumbnail?size=preview`]);
    // the first part ends with the page's first scripts; the hint comes before the app's own
    expect(html.indexOf(FIRST_SCRIPTS)).toBeLessThan(html.indexOf('as="image"'));
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('/assets/index-1.js'));
    expect(html).not.toContain(cookie.split('=')[1]);
    expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
    // the app's files are listed for the app to ask for once the photo is on screen (ADR 120)
    expect(html).not.toMatch(/<link rel="modulepreload" crossorigin href=/);
    expect(html).toContain('<script type="application/json" id="keepsake-app-preloads">["/assets/memory-1.js"]</script></head>');

    // opened at another of its photos (`?asset=`): that one
    const other = memory.assets.find((a) => a.type === 'IMAGE' && a.id !== first)!;
    expect(images(await (await get(`/memories/${memory.id}?asset=${other.id}`, cookie)).text())).toEqual([`/api/assets/${other.id}/thumbnail?size=preview`]);
  });

  it('goes without it for a session the API turns away, an unknown memory, a HEAD request and other pages', async () => {
    const memory = (await memories())[0]!;
    const stale = await (await get(`/memories/${memory.id}`, 'immich_access_token=not-a-session')).text();
    expect(images(stale)).toEqual([]);
    // without a picture on its way, the app's files are preloaded as usual
    expect(stale).toContain('<link rel="modulepreload" crossorigin href="/assets/memory-1.js"></head>');
    expect(stale).not.toContain('keepsake-app-preloads');
    expect(stale.endsWith('<div id="root"></div></body></html>')).toBe(true);
    const cookie = await signIn();
    expect(images(await (await get('/memories/00000000-0000-4000-8000-000000000000', cookie)).text())).toEqual([]);
    const head = await get(`/memories/${memory.id}`, cookie, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(images(await (await get('/memories', cookie)).text())).toEqual([]);
  });
});

describe('firstPhotoHead', () => {
  const base = { memoryId: 'm1', pageUrl: 'http://localhost/memories/m1', cookie: 'immich_access_token=t' };

  it('gives up on an API slower than its wait, and never throws', async () => {
    expect(await firstPhotoHead({ ...base, api: () => new Promise<Response>(() => undefined), waitMs: 20 })).toBe('');
    expect(await firstPhotoHead({ ...base, api: () => Promise.reject(new Error('down')) })).toBe('');
    expect(await firstPhotoHead({ ...base, api: () => Promise.resolve(new Response('not json', { status: 200 })) })).toBe('');
    expect(await firstPhotoHead({ ...base, api: () => Promise.resolve(Response.json({ assets: 'none' })) })).toBe('');
    // a story that starts with a video starts on its own time: nothing to hint
    expect(await firstPhotoHead({ ...base, api: () => Promise.resolve(Response.json({ assets: [{ id: 'v', type: 'VIDEO' }] })) })).toBe('');
  });

  it('asks for the memory with the reader’s cookie, and writes an id a server sends as part of an attribute', async () => {
    const id = '"><script>alert(1)</script>';
    const asked: Request[] = [];
    const api = (request: Request) => {
      asked.push(request);
      return Promise.resolve(Response.json({ assets: [{ id, type: 'IMAGE', fileCreatedAt: '2016-02-01T09:00:00.000Z' }] }));
    };
    const head = await firstPhotoHead({ ...base, memoryId: 'a/b', api });
    expect(asked.map((r) => [new URL(r.url).pathname, r.headers.get('cookie')])).toEqual([['/api/memories/a%2Fb', 'immich_access_token=t']]);
    expect(head).not.toContain('<script');
    expect(images(head)).toEqual([`/api/assets/${encodeURIComponent(id).replaceAll('&', '&amp;')}/thumbnail?size=preview`]);
  });
});

// Then and Now's page starts its first slide with the HTML (ADR 117): the server reads the person's
// oldest year with the reader's cookie and writes it, with hints for its candidates, into the page,
// in the demo service and in proxy mode alike; never for another reader, never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SLIDE_DATA_ID, firstCandidates, firstSlideData, oldestYearOfData } from '../../src/app/first-frame/first-slide-choice';
import { openAppModes, type AppModes } from '../test/app-modes';
import { personIdNamed } from '../test/library';
import { firstSlideHead } from './first-slide-hints';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>Keepsake</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

let modes: AppModes;
beforeAll(async () => {
  // the build's manifest names each lazy route's files
  const manifest = {
    'index.html': { file: 'assets/index-1.js' },
    'src/app/routes/then-and-now.tsx': { file: 'assets/then-and-now-1.js' },
    'src/app/first-frame/first-slide-entry.ts': { file: 'assets/first-slide-1.js' },
  };
  modes = await openAppModes(INDEX, manifest);
});
afterAll(() => modes.close());

const dataOf = (html: string) => new RegExp(`<script type="application/json" id="${FIRST_SLIDE_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
const hrefs = (html: string, as: string) => [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]*href="([^"]+)">`, 'g'))].map((m) => m[1]);

describe.each(['demo', 'proxy'] as const)("Then and Now's page (%s mode)", (mode) => {
  const app = () => modes.app(mode);
  const get = (path: string, cookie?: string) => app().request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  const signIn = (email?: string) => modes.signIn(mode, email);

  it("carries the person's oldest year, read with the reader's cookie, and hints its candidates' faces and pictures", async () => {
    const personId = personIdNamed(modes.lib, 'Ella Rivera');
    const cookie = await signIn();
    // (the faces' URL depends on the version, as last answered)
    expect((await get('/api/server/version')).status).toBe(200);
    const res = await get(`/people/${personId}/then-and-now`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    const html = await res.text();
    const oldest = oldestYearOfData(dataOf(html) ?? '', personId);
    // the person's photos, oldest first, as the API answers them to this reader
    const search = await modes.lib.call('POST', '/api/search/metadata', { body: { personIds: [personId], order: 'asc', size: 1000 } });
    const items = ((await search.json()) as { assets: { items: { localDateTime: string }[] } }).assets.items;
    expect(oldest?.year).toBe(Math.min(...items.map((a) => Number(a.localDateTime.slice(0, 4)))));
    expect(oldest?.photos.length).toBeGreaterThan(0);
    const ids = firstCandidates(oldest!, {});
    expect(hrefs(html, 'fetch')).toEqual(['/api/server/version', `/api/people/${personId}`, ...ids.map((id) => `/api/assets/${id}`)]);
    expect(hrefs(html, 'image')).toEqual([...ids.map((id) => `/api/assets/${id}/thumbnail?size=preview`), ...ids.map((id) => `/api/assets/${id}/thumbnail?size=thumbnail`)]);
    // after the route's first script, before the app's own
    expect(html.indexOf('/assets/first-slide-1.js')).toBeLessThan(html.indexOf(FIRST_SLIDE_DATA_ID));
    expect(html.indexOf(FIRST_SLIDE_DATA_ID)).toBeLessThan(html.indexOf('/assets/index-1.js'));
    expect(html).not.toContain(cookie.split('=')[1]);
    expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
  });

  it('goes without it for a session the API turns away, and for another person of no photos', async () => {
    const personId = personIdNamed(modes.lib, 'Ella Rivera');
    const stale = await get(`/people/${personId}/then-and-now`, 'immich_access_token=not-a-session');
    expect(stale.status).toBe(200);
    const html = await stale.text();
    expect(dataOf(html)).toBeUndefined();
    expect(hrefs(html, 'fetch')).toEqual(['/api/server/version', `/api/people/${personId}`]);
    expect(hrefs(html, 'image')).toEqual([]);
    const nobody = await (await get('/people/00000000-0000-4000-8000-000000000000/then-and-now', await signIn())).text();
    expect(dataOf(nobody)).toBeUndefined();
    expect(nobody).toContain('<div id="root"></div>');
  });

  it('is not made for a HEAD request, nor for the person page itself', async () => {
    const personId = personIdNamed(modes.lib, 'Ella Rivera');
    const cookie = await signIn();
    const head = await app().request(`http://localhost/people/${personId}/then-and-now`, { method: 'HEAD', headers: { cookie } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(dataOf(await (await get(`/people/${personId}`, cookie)).text())).toBeUndefined();
  });
});

describe('firstSlideHead', () => {
  it('gives up on an API slower than its wait: the page goes without', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const head = await firstSlideHead({ personId: 'p1', pageUrl: 'http://localhost/people/p1/then-and-now', cookie: 'immich_access_token=t', version: undefined, api: never, waitMs: 20 });
    expect(head).toBe('');
  });

  it('never throws: a failing API or a broken answer gives nothing', async () => {
    const base = { personId: 'p1', pageUrl: 'http://localhost/people/p1/then-and-now', cookie: 'immich_access_token=t', version: { major: 1, minor: 106, patch: 4 } };
    expect(await firstSlideHead({ ...base, api: () => Promise.reject(new Error('down')) })).toBe('');
    expect(await firstSlideHead({ ...base, api: () => Promise.resolve(new Response('not json', { status: 200 })) })).toBe('');
    expect(await firstSlideHead({ ...base, api: () => Promise.resolve(Response.json({ assets: { items: 'none' } })) })).toBe('');
  });

  it('writes ids a server sends as text that cannot end its element', async () => {
    const id = '</script><img src=x onerror=alert(1)>&\u2028';
    const item = { id, type: 'IMAGE', localDateTime: '2016-02-01T09:00:00.000Z', fileCreatedAt: '2016-02-01T09:00:00.000Z', isFavorite: false, width: 1440, height: 960 };
    const api = () => Promise.resolve(Response.json({ assets: { items: [item], nextPage: null } }));
    const head = await firstSlideHead({ personId: 'p1', pageUrl: 'http://localhost/people/p1/then-and-now', cookie: 'immich_access_token=t', version: { major: 1, minor: 106, patch: 4 }, api });
    const data = dataOf(head);
    expect(data).toBeDefined();
    expect(data).not.toMatch(/[<>&\u2028]/);
    expect(oldestYearOfData(data!, 'p1')?.photos.map((p) => p.assetId)).toEqual([id]);
    // the hints' URLs are attributes: the id is encoded in them
    expect(head).not.toContain('<img');
    expect(firstSlideData('p1', { year: 2016, photos: [] })).toBe('{"personId":"p1","oldest":{"year":2016,"photos":[]}}');
  });
});

// The memories page starts its first cards' covers with the HTML (ADR 127): the server reads
// today's list with the reader's cookie, for the reader's day, and hints the covers of the cards
// the page shows first, in the demo service and in proxy mode alike; never for another reader,
// never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCardsOf } from '../../src/app/first-frame/first-cards-choice';
import { TIME_ZONE_COOKIE, wallClockDateIn } from '../../src/lib/local-date';
import { openAppModes, type AppModes } from '../test/app-modes';
import { firstCardsHead } from './first-cards-hints';

// index.html as the build writes it: its first script right after the charset (ADR 115)
const FIRST_SCRIPTS = '<script type="module" async crossorigin fetchpriority="high" src="/assets/first-frame-1.js"></script><link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/first-frame-2.js">';
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />${FIRST_SCRIPTS}<title>Keepsake</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const ZONE = 'Pacific/Auckland';

let modes: AppModes;
beforeAll(async () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js' },
    'src/app/routes/memories.tsx': { file: 'assets/memories-1.js' },
    'src/app/first-frame/first-cards-entry.ts': { file: 'assets/first-cards-1.js' },
  };
  modes = await openAppModes(INDEX, manifest);
});
afterAll(() => modes.close());

const images = (html: string) => [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

describe.each(['demo', 'proxy'] as const)('the memories page (%s mode)', (mode) => {
  const app = () => modes.app(mode);
  const get = (path: string, cookie?: string, method = 'GET') => app().request(`http://localhost${path}`, { method, headers: cookie ? { cookie } : {} });
  const signIn = async () => {
    const session = await modes.signIn(mode);
    // (the version, as every page asks first: the proxy learns it from the answer)
    await app().request('http://localhost/api/server/version');
    return session;
  };

  it("hints the first cards' covers of the reader's day, read with the reader's cookie, after the page's first scripts", async () => {
    const session = await signIn();
    const cookie = `${session}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(ZONE)}`;
    const all: unknown = await (await modes.lib.call('GET', '/api/memories')).json();
    const expected = firstCardsOf(all, wallClockDateIn(ZONE, new Date())!).map((card) => `/api/assets/${card.cover}/thumbnail?size=thumbnail`);
    expect(expected.length, "the test library has memories for today's cards").toBeGreaterThan(0);
    const res = await get('/memories', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const html = await res.text();
    expect(images(html)).toEqual(expected);
    // the first part ends with the page's first scripts; the hints come before the app's own
    expect(html.indexOf(FIRST_SCRIPTS)).toBeLessThan(html.indexOf('as="image"'));
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('/assets/index-1.js'));
    expect(html).not.toContain(session.split('=')[1]);
    expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
  });

  it("goes without them for a reader whose day is not known, a session the API turns away, and a HEAD request", async () => {
    const session = await signIn();
    expect(images(await (await get('/memories', session)).text())).toEqual([]);
    expect(images(await (await get('/memories', `immich_access_token=not-a-session; ${TIME_ZONE_COOKIE}=UTC`)).text())).toEqual([]);
    const head = await get('/memories', `${session}; ${TIME_ZONE_COOKIE}=UTC`, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('firstCardsHead', () => {
  const base = { pageUrl: 'http://localhost/memories', cookie: 'immich_access_token=t', version: { major: 1, minor: 106, patch: 4 }, timeZone: 'UTC', now: new Date('2026-03-10T12:00:00Z') };
  const memory = (id: string, cover: string) => ({ id, memoryAt: '2019-03-10T00:00:00.000Z', assets: [{ id: cover, fileCreatedAt: '2019-03-10T09:00:00.000Z' }] });

  it('gives up on an API slower than its wait, on a zone or version it does not know, and never throws', async () => {
    const ok = () => Promise.resolve(Response.json([memory('m', 'a')]));
    expect(await firstCardsHead({ ...base, api: ok })).not.toBe('');
    expect(await firstCardsHead({ ...base, api: () => new Promise<Response>(() => undefined), waitMs: 20 })).toBe('');
    expect(await firstCardsHead({ ...base, api: () => Promise.reject(new Error('down')) })).toBe('');
    expect(await firstCardsHead({ ...base, api: () => Promise.resolve(new Response('not json', { status: 200 })) })).toBe('');
    expect(await firstCardsHead({ ...base, api: () => Promise.resolve(Response.json({ memories: [] })) })).toBe('');
    expect(await firstCardsHead({ ...base, timeZone: 'Not/AZone', api: ok })).toBe('');
    expect(await firstCardsHead({ ...base, version: undefined, api: ok })).toBe('');
  });

  it("asks for today's list with the reader's cookie and day, and writes an id a server sends as part of an attribute", async () => {
    const id = '"><script>alert(1)</script>';
    const asked: Request[] = [];
    const api = (request: Request) => {
      asked.push(request);
      return Promise.resolve(Response.json([memory('m', id), { ...memory('other-day', 'b'), memoryAt: '2019-03-11T00:00:00.000Z' }]));
    };
    const head = await firstCardsHead({ ...base, version: { major: 2, minor: 7, patch: 5 }, api });
    expect(asked.map((r) => [new URL(r.url).pathname + new URL(r.url).search, r.headers.get('cookie')])).toEqual([['/api/memories?for=2026-03-10', 'immich_access_token=t']]);
    expect(head).not.toContain('<script');
    expect(images(head)).toEqual([`/api/assets/${encodeURIComponent(id).replaceAll('&', '&amp;')}/thumbnail?size=thumbnail`]);
  });
});

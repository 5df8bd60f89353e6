import { describe, expect, it } from 'vitest';
import { moduleFiles, routeHints, routeModules, timeZoneOf, withHints, type BuildManifest } from './route-hints';

const session = 'immich_access_token=abc; immich_is_authenticated=true';
const memory = '0a1b2c3d-0000-4000-8000-000000000001';

describe('routeHints', () => {
  it("names each deep link's first GET requests: the server's version and the page's own", () => {
    expect(routeHints(`/memories/${memory}`, session)).toEqual(['/api/server/version', `/api/memories/${memory}`]);
    expect(routeHints('/people/p1', session)).toEqual(['/api/server/version', '/api/people/p1']);
    // the viewer and the album's sub-pages open on the same page's data
    expect(routeHints('/people/p1/photos/a1', session)).toEqual(['/api/server/version', '/api/people/p1']);
    expect(routeHints('/albums/al1/photos/a2', session)).toEqual(['/api/server/version', '/api/albums/al1']);
  });

  it('encodes the id as the app does (decoded from the address, then encodeURIComponent)', () => {
    expect(routeHints('/people/a%20b%2Fc', session)).toEqual(['/api/server/version', '/api/people/a%20b%2Fc']);
    expect(routeHints("/people/it's", session)).toEqual(['/api/server/version', "/api/people/it's"]);
    expect(routeHints('/people/%E0%A4%A', session)).toEqual([]); // malformed: the app's not-found page
  });

  it('hints only the version for the memories page while the server’s version is unknown', () => {
    expect(routeHints('/memories', session)).toEqual(['/api/server/version']);
    expect(routeHints('/memories/', session, '/api', { timeZone: 'Europe/Paris' })).toEqual(['/api/server/version']);
    expect(routeHints('/memories', undefined, '/api', { version: { major: 1, minor: 106, patch: 4 } })).toEqual([]);
    expect(routeModules('/memories').late).toEqual(['src/app/routes/memories.tsx']);
  });

  // 23:30 UTC on 6 December: already 7 December in Auckland, still the 6th in Honolulu
  const now = new Date(Date.UTC(2026, 11, 6, 23, 30));
  const at = (major: number, minor: number, patch: number) => ({ major, minor, patch });

  it("hints the memories page's lists as that version's queries ask for them, today's on the reader's own date (ADR 115)", () => {
    // v1.106: one list, whatever the day
    expect(routeHints('/memories', session, '/api', { version: at(1, 106, 4), now })).toEqual(['/api/server/version', '/api/memories']);
    // v2: today's by the reader's date; saved; the history in order
    expect(routeHints('/memories', session, '/api', { version: at(2, 7, 5), timeZone: 'Pacific/Auckland', now })).toEqual(['/api/server/version', '/api/memories?for=2026-12-07', '/api/memories?isSaved=true', '/api/memories?order=desc']);
    expect(routeHints('/memories', session, '/api', { version: at(2, 7, 5), timeZone: 'Pacific/Honolulu', now })).toEqual(['/api/server/version', '/api/memories?for=2026-12-06', '/api/memories?isSaved=true', '/api/memories?order=desc']);
    // v3.2: the history's first page
    expect(routeHints('/memories', session, '/api', { version: at(3, 2, 2), timeZone: 'UTC', now })).toEqual(['/api/server/version', '/api/memories?for=2026-12-06', '/api/memories?isSaved=true', '/api/memories?order=desc&page=1&size=60']);
  });

  it("leaves today's memories to the page where the reader's day is unknown or carries the time", () => {
    for (const timeZone of [undefined, 'Not/AZone']) {
      expect(routeHints('/memories', session, '/api', { version: at(2, 7, 5), timeZone, now }), String(timeZone)).toEqual(['/api/server/version', '/api/memories?isSaved=true', '/api/memories?order=desc']);
    }
    // v3.0.0-3.0.2 take a date-time, made at the page's own moment
    expect(routeHints('/memories', session, '/api', { version: at(3, 0, 1), timeZone: 'UTC', now })).toEqual(['/api/server/version', '/api/memories?isSaved=true', '/api/memories?order=desc']);
  });

  it("reads the reader's time zone from their cookies", () => {
    expect(timeZoneOf('immich_access_token=abc; keepsake_tz=America%2FNew_York')).toBe('America/New_York');
    expect(timeZoneOf('keepsake_tz=UTC')).toBe('UTC');
    for (const cookie of [undefined, '', 'immich_access_token=abc', 'keepsake_tz=', 'keepsake_tz=%E0%A4%A', 'other_keepsake_tz=UTC']) expect(timeZoneOf(cookie), String(cookie)).toBeUndefined();
  });

  it('hints nothing for other routes, nor without a session cookie', () => {
    for (const path of ['/', '/login', '/memories/x/y', '/people', '/albums/', '/nowhere/1']) expect(routeHints(path, session), path).toEqual([]);
    for (const cookie of [undefined, '', 'immich_is_authenticated=true', 'immich_access_token=', 'other_immich_access_token=abc']) {
      expect(routeHints('/people/p1', cookie), String(cookie)).toEqual([]);
    }
  });

  it('puts the API under the given base', () => {
    expect(routeHints('/people/p1', session, '/immich/api')).toEqual(['/immich/api/server/version', '/immich/api/people/p1']);
  });
});

describe('withHints', () => {
  it("puts one preload link per URL right after the charset, before the app's scripts", () => {
    const html = '<!doctype html><html><head><meta charset="UTF-8" /><title>K</title><script type="module" src="/assets/index-1.js"></script></head></html>';
    const hinted = withHints(html, ['/api/server/version', '/api/people/p1']);
    expect(hinted).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><link rel="preload" as="fetch" crossorigin href="/api/server/version"><link rel="preload" as="fetch" crossorigin href="/api/people/p1"><title>K</title><script type="module" src="/assets/index-1.js"></script></head></html>',
    );
  });

  it('falls back to the start of <head>, escapes the URL, and leaves the page alone without hints', () => {
    expect(withHints('<html><head><title>K</title>', ['/api/people/"a&b<']).startsWith('<html><head><link rel="preload" as="fetch" crossorigin href="/api/people/&quot;a&amp;b&lt;">')).toBe(true);
    expect(withHints('<title>K</title>', [])).toBe('<title>K</title>');
  });
});

describe("a route's own code", () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    '_grid.js': { file: 'assets/grid-1.js', imports: ['_shared.js', 'index.html'], css: ['assets/grid-1.css'] },
    'src/app/routes/person.tsx': { file: 'assets/person-1.js', imports: ['index.html', '_grid.js', '_shared.js'], css: ['assets/person-1.css'] },
  };

  it('is the route module of each hinted deep link, and the code its first data needs', () => {
    expect(routeModules('/people/p1/photos/a1').late).toEqual(['src/app/routes/person.tsx', 'src/api/queries/person-assets.ts']);
    expect(routeModules(`/memories/${memory}`).late).toEqual(['src/app/routes/memory.tsx']);
    expect(routeModules('/albums/al1').late).toEqual(['src/app/routes/album.tsx']);
    expect(routeModules('/').late).toEqual([]);
  });

  it("names the route's own first script early (Then and Now's first slide, the memories page's first cards, a person's list) and the route module late", () => {
    expect(routeHints('/people/p1/then-and-now', session)).toEqual(['/api/server/version', '/api/people/p1']);
    expect(routeModules('/people/p1/then-and-now')).toEqual({ early: ['src/app/first-frame/first-slide-entry.ts'], late: ['src/app/routes/then-and-now.tsx', 'src/api/queries/person-assets.ts'] });
    expect(routeModules('/memories')).toEqual({ early: ['src/app/first-frame/first-cards-entry.ts'], late: ['src/app/routes/memories.tsx'] });
    expect(routeModules('/people/p1')).toEqual({ early: ['src/app/first-frame/first-rows-entry.ts'], late: ['src/app/routes/person.tsx', 'src/api/queries/person-assets.ts'] });
    expect(routeModules('/albums/a1')).toEqual({ early: [], late: ['src/app/routes/album.tsx'] });
    expect(routeModules('/')).toEqual({ early: [], late: [] });
    const both = { ...manifest, 'src/app/first-frame/first-slide-entry.ts': { file: 'assets/first-slide-1.js', imports: ['_shared.js'] } };
    expect(moduleFiles(both, ['src/app/first-frame/first-slide-entry.ts', 'src/app/routes/person.tsx']).scripts).toEqual(['/assets/first-slide-1.js', '/assets/shared-1.js', '/assets/person-1.js', '/assets/grid-1.js']);
  });

  it("is the module's script, its static imports and their styles, index.html's own left out", () => {
    expect(moduleFiles(manifest, 'src/app/routes/person.tsx')).toEqual({
      scripts: ['/assets/person-1.js', '/assets/grid-1.js', '/assets/shared-1.js'],
      styles: ['/assets/person-1.css', '/assets/grid-1.css'],
    });
    expect(moduleFiles(manifest, 'src/app/routes/missing.tsx')).toEqual({ scripts: [], styles: [] });
  });

  it("is preloaded at the end of the head as the app loads it, skipping what the page names already", () => {
    const html = '<html><head><meta charset="UTF-8"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body></body></html>';
    const hinted = withHints(html, ['/api/people/p1'], moduleFiles(manifest, 'src/app/routes/person.tsx'));
    expect(hinted).toBe(
      '<html><head><meta charset="UTF-8"><link rel="preload" as="fetch" crossorigin href="/api/people/p1"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/person-1.js"><link rel="modulepreload" crossorigin href="/assets/grid-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/person-1.css"><link rel="preload" as="style" crossorigin href="/assets/grid-1.css"></head><body></body></html>',
    );
  });

  it("names the route's own first script beside the answers, an async module at high priority, its imports preloaded there, those the page names later too", () => {
    const html = '<html><head><meta charset="UTF-8"><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head></html>';
    expect(withHints(html, ['/api/server/version'], undefined, ['/assets/first-slide-1.js', '/assets/shared-1.js'])).toBe(
      '<html><head><meta charset="UTF-8"><link rel="preload" as="fetch" crossorigin href="/api/server/version"><script type="module" async crossorigin fetchpriority="high" src="/assets/first-slide-1.js"></script>' +
        '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js"><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head></html>',
    );
  });
});

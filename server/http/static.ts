import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Handler } from 'hono';
import type { ServerVersion } from '../../src/api/schemas/server';
import { isMemoriesPage } from '../../src/app/first-frame/first-cards-choice';
import { memoryOf } from '../../src/app/first-frame/first-photo-choice';
import { scriptJson, storyPersonOf } from '../../src/app/first-frame/first-slide-choice';
import { APP_PRELOADS_ID } from '../../src/app/start-up/preload-app-chunks';
import { firstCardsHead } from './first-cards-hints';
import { firstPhotoHead } from './first-photo-hints';
import { firstSlideHead, type ApiFetch } from './first-slide-hints';
import { moduleFiles, routeHints, routeModules, timeZoneOf, withHints, type BuildManifest } from './route-hints';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built app: files as they are, hashed `/assets/*` cached for a year, and every other
 * path (a client-side route) answered with index.html so deep links and reloads work. A signed-in
 * deep link's index.html starts with preload hints for the page's first requests (route-hints.ts),
 * some of which depend on the API's `version` (as last answered, version-watch.ts). With `api`
 * (the service's own requests), Then and Now's page and a memory's also carry their first
 * picture's start (`firstPictureHead`).
 */
export function serveApp(distDir: string, version: () => ServerVersion | undefined = () => undefined, api?: ApiFetch): Handler {
  const root = resolve(distDir);
  return (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = resolve(root, normalize('.' + path));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && file !== root && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      return send(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // a missing hashed asset is a real 404, not the app (a stale tab would otherwise parse HTML as JS)
    if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not Found', 404);
    const index = join(root, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built. Run `npm run build` or start without KEEPSAKE_NO_BUILD.', 503);
    const pathname = new URL(c.req.url).pathname;
    const cookie = c.req.header('cookie');
    const hints = routeHints(pathname, cookie, '/api', { version: version(), timeZone: timeZoneOf(cookie) });
    if (hints.length > 0) {
      const { early, late } = routeModules(pathname);
      const later = api && cookie && c.req.method === 'GET' ? firstPictureHead(pathname, c.req.url, cookie, version(), api) : undefined;
      if (later) return sendInTwoParts(index, hints, routeFiles(root, late), routeFiles(root, early).scripts, later);
      return sendHinted(c, index, hints, routeFiles(root, late), routeFiles(root, early).scripts);
    }
    return send(c, index, 'no-cache', 'Cookie');
  };
}

/**
 * What a page whose first picture the server can start carries in its head: Then and Now's first
 * slide (first-slide-hints.ts), a memory's first photo (first-photo-hints.ts), the memories page's
 * first cards' covers (first-cards-hints.ts); `undefined` for other pages.
 */
function firstPictureHead(pathname: string, pageUrl: string, cookie: string, version: ServerVersion | undefined, api: ApiFetch): Promise<string> | undefined {
  const personId = storyPersonOf(pathname);
  if (personId !== undefined) return firstSlideHead({ personId, pageUrl, cookie, version, api });
  const memoryId = memoryOf(pathname);
  if (memoryId !== undefined) return firstPhotoHead({ memoryId, pageUrl, cookie, api });
  if (isMemoriesPage(pathname)) return firstCardsHead({ pageUrl, cookie, version, timeZone: timeZoneOf(cookie), api });
  return undefined;
}

/** The build's index.html as text (read once, `load`). */
const indexHtml = (index: string): string => Buffer.from(load(index, TYPES['.html']!).raw).toString('utf8');

/**
 * index.html with hints: made per request (it is small; the compress middleware gzips it). The
 * hints name URLs only, never data, and depend on the address and on whether a session cookie
 * came (`Vary: Cookie`).
 */
function sendHinted(c: Context, index: string, hints: readonly string[], files: ReturnType<typeof moduleFiles>, early: readonly string[]): Response {
  const html = withHints(indexHtml(index), hints, files, early);
  const headers = { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache', vary: 'Cookie' };
  return new Response(c.req.method === 'HEAD' ? null : html, { status: 200, headers });
}

/** Where the second part of a page sent in two parts starts (`withHints`' slot). */
const SLOT = '<!--keepsake-slot-->';

/**
 * index.html with hints, sent as soon as it is made up to the route's first script (the browser
 * starts on those files), then, once `later` has come, the rest with `later` in front of it. It may
 * carry the reader's data: never stored, never transformed (the compress middleware would hold the
 * first part back until the whole was there).
 */
function sendInTwoParts(index: string, hints: readonly string[], files: ReturnType<typeof moduleFiles>, early: readonly string[], later: Promise<string>): Response {
  const html = withHints(indexHtml(index), hints, files, early, SLOT);
  const at = html.indexOf(SLOT);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(html.slice(0, at)));
      const head = await later.catch(() => '');
      const rest = html.slice(at + SLOT.length);
      controller.enqueue(encoder.encode(head + (head === '' ? rest : withAppFilesListed(rest))));
      controller.close();
    },
  });
  const headers = { 'content-type': TYPES['.html']!, 'cache-control': 'no-store, no-transform', vary: 'Cookie' };
  return new Response(body, { status: 200, headers });
}

/** A module preload of the app's, as the build and `withHints` write them (the first scripts' are `fetchpriority="high"`). */
const APP_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The rest of a page whose first picture the server started, with the app's module preloads
 * listed for the app to ask for once the picture is on screen (`preloadAppChunks`, ADR 120)
 * instead of preloaded beside it.
 */
function withAppFilesListed(rest: string): string {
  const files = [...rest.matchAll(APP_PRELOAD)].map((m) => m[1]!);
  if (files.length === 0) return rest;
  const list = `<script type="application/json" id="${APP_PRELOADS_ID}">${scriptJson(files)}</script>`;
  const without = rest.replace(APP_PRELOAD, '');
  const end = without.search(/<\/head>/i);
  return end < 0 ? rest : without.slice(0, end) + list + without.slice(end);
}

const manifests = new WeakMap<Loaded, BuildManifest>();

/** The files of the modules `sources` in the build at `root` (none without the build's manifest). */
function routeFiles(root: string, sources: readonly string[]): ReturnType<typeof moduleFiles> {
  const file = join(root, '.vite', 'manifest.json');
  if (sources.length === 0 || !existsSync(file)) return { scripts: [], styles: [] };
  const loadedManifest = load(file, TYPES['.json']!);
  let manifest = manifests.get(loadedManifest);
  if (!manifest) {
    try {
      manifest = JSON.parse(Buffer.from(loadedManifest.raw).toString('utf8')) as BuildManifest;
    } catch {
      manifest = {}; // a build being written: the page loads its route itself
    }
    manifests.set(loadedManifest, manifest);
  }
  return moduleFiles(manifest, sources);
}

/** Types worth compressing (the app's code, styles, source maps, the SVG icon). */
const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

interface Loaded {
  mtimeMs: number;
  size: number;
  raw: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | undefined;
}

/**
 * The app's files, read and gzipped once and kept in memory (a few MB): compressing every request
 * again through a stream would hold the service's single thread on the first page load, while a
 * dozen chunks are asked for at once. A rebuilt file (new mtime or size) is read again.
 */
const loaded = new Map<string, Loaded>();

function load(file: string, type: string): Loaded {
  const stat = statSync(file);
  const known = loaded.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
  // own ArrayBuffers (a Buffer may be a view into Node's shared pool), copied once, sent as they are
  const raw = new Uint8Array(readFileSync(file));
  const entry: Loaded = { mtimeMs: stat.mtimeMs, size: stat.size, raw, gzip: compressible.test(type) && raw.length >= 1024 ? new Uint8Array(gzipSync(raw, { level: 9 })) : undefined };
  loaded.set(file, entry);
  return entry;
}

function send(c: Context, file: string, cacheControl: string, varyAlso?: string): Response {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { raw, gzip } = load(file, type);
  const useGzip = gzip !== undefined && /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  const body = useGzip ? gzip : raw;
  const headers: Record<string, string> = { 'content-type': type, 'content-length': String(body.length), 'cache-control': cacheControl };
  const vary = [...(gzip ? ['Accept-Encoding'] : []), ...(varyAlso ? [varyAlso] : [])];
  if (vary.length > 0) headers.vary = vary.join(', ');
  if (useGzip) headers['content-encoding'] = 'gzip';
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}

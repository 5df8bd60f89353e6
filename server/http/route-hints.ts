/**
 * What a deep link's HTML asks the browser to fetch while the app's scripts download (ADR 125):
 * the first GET requests the page at that address makes (`src/app/page-data.ts`), as
 * `<link rel="preload" as="fetch" crossorigin>` hints. A hint names a URL and carries no data: the
 * browser fetches it with the reader's own cookie, and the app adopts the answer
 * (`src/api/early-responses.ts`) instead of asking again. The route's own code (the build's public
 * files) is preloaded with it.
 */

import { capabilitiesOf } from '../../src/api/capabilities';
import { memoriesPageUrls, todaysMemoriesUrl } from '../../src/api/memory-requests';
import type { ServerVersion } from '../../src/api/schemas/server';
import { TIME_ZONE_COOKIE, wallClockDateIn } from '../../src/lib/local-date';

/** The cookie a signed-in browser sends (the demo service's and Immich's alike). */
const SESSION_COOKIE = /(?:^|;\s*)immich_access_token=[^;\s]/;

/** What, beyond the address, says which requests a page makes first. */
export interface HintContext {
  /** the API's version as the server last answered it (`versionWatch`): the same for every reader */
  version?: ServerVersion;
  /** the reader's time zone, from their `TIME_ZONE_COOKIE` */
  timeZone?: string;
  now?: Date;
}

/**
 * The memories page's first lists (`memoriesPageUrls`, as the page asks for them), paths under the
 * API base: only when the server's version is known, and today's only when the reader's day is
 * (v1.106's today is every memory, whatever the day; later servers take the reader's date).
 */
function memoriesPageRequests({ version, timeZone, now = new Date() }: HintContext): string[] {
  if (!version) return [];
  const capabilities = capabilitiesOf(version);
  const day = timeZone === undefined ? undefined : wallClockDateIn(timeZone, now);
  const urls = memoriesPageUrls(capabilities, day ?? now);
  const todays = todaysMemoriesUrl(capabilities.memoriesFor, now);
  const kept = day || capabilities.memoriesFor === 'none' ? urls : urls.filter((url) => url !== todays);
  // (the query layer's URLs start with its own base, `/api` outside a browser)
  return kept.filter((url) => url.startsWith('/api/')).map((url) => url.slice('/api'.length));
}

/** The reader's time zone from a request's cookies, if they sent one. */
export function timeZoneOf(cookieHeader: string | undefined): string | undefined {
  const raw = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`))?.slice(TIME_ZONE_COOKIE.length + 1);
  try {
    return raw ? decodeURIComponent(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's version: every page reads it first (its capabilities, ADR 066); it answers signed out too. */
const VERSION = '/server/version';

/** The person list's loader, which the query layer imports when a list is first asked for. */
const PERSON_LIST_CODE = 'src/api/queries/person-assets.ts';

/**
 * The client routes whose first requests are hinted, and those requests (paths under the API base,
 * `id` as the app encodes it). The app asks for the same ones: the person's photo list is asked
 * by the list worker, which a document's preload cannot serve, so it is not hinted.
 */
const ROUTES: readonly { pattern: RegExp; requests: (id: string, context: HintContext) => string[]; module: string; firstScript?: string; dataCode?: readonly string[] }[] = [
  // the memories page: its lists' queries depend on the server's version and the reader's day
  // (ADR 115); its own first script draws its first cards
  { pattern: /^\/memories\/?()$/, requests: (_, context) => [VERSION, ...memoriesPageRequests(context)], module: 'src/app/routes/memories.tsx', firstScript: 'src/app/first-frame/first-cards-entry.ts' },
  { pattern: /^\/memories\/([^/]+)\/?$/, requests: (id) => [VERSION, `/memories/${id}`], module: 'src/app/routes/memory.tsx' },
  // Then and Now: its own first script draws its first slide (ADR 115)
  { pattern: /^\/people\/([^/]+)\/then-and-now\/?$/, requests: (id) => [VERSION, `/people/${id}`], module: 'src/app/routes/then-and-now.tsx', firstScript: 'src/app/first-frame/first-slide-entry.ts', dataCode: [PERSON_LIST_CODE] },
  // a person's page: its own first script starts the person's list worker (ADR 125)
  { pattern: /^\/people\/([^/]+)(?:\/.*)?$/, requests: (id) => [VERSION, `/people/${id}`], module: 'src/app/routes/person.tsx', firstScript: 'src/app/first-frame/first-rows-entry.ts', dataCode: [PERSON_LIST_CODE] },
  { pattern: /^\/albums\/([^/]+)(?:\/.*)?$/, requests: (id) => [VERSION, `/albums/${id}`], module: 'src/app/routes/album.tsx' },
];

/** The id as the app puts it in a request: decoded from the address, then `encodeURIComponent`. */
function requestId(segment: string): string | undefined {
  try {
    const id = decodeURIComponent(segment);
    return id ? encodeURIComponent(id) : undefined;
  } catch {
    return undefined; // a malformed address: the app shows its not-found page
  }
}

/**
 * The URLs to hint for a request of client route `pathname` (as in the address, percent-encoded)
 * carrying `cookieHeader`: none for another route, nor for a browser without a session (its
 * requests would only be 401s; the app sends it to sign in).
 */
export function routeHints(pathname: string, cookieHeader: string | undefined, apiBase = '/api', context: HintContext = {}): string[] {
  if (!cookieHeader || !SESSION_COOKIE.test(cookieHeader)) return [];
  for (const route of ROUTES) {
    const segment = route.pattern.exec(pathname)?.[1];
    if (segment === undefined) continue;
    // (a route without an id captures nothing)
    const id = segment === '' ? '' : requestId(segment);
    return id !== undefined ? route.requests(id, context).map((path) => `${apiBase}${path}`) : [];
  }
  return [];
}

/**
 * The modules whose files a hinted deep link names: `early`, the route's own first script if it has
 * one (run as soon as it has loaded, so it is asked for beside the hinted answers), and `late`, the
 * route's module and the code its first data needs (`dataCode`), preloaded: they download beside
 * the app's code instead of after the router, or the query layer, asked for them.
 */
export function routeModules(pathname: string): { early: string[]; late: string[] } {
  const route = ROUTES.find((r) => r.pattern.test(pathname));
  return { early: route?.firstScript ? [route.firstScript] : [], late: route ? [route.module, ...(route.dataCode ?? [])] : [] };
}

/** The part of Vite's `.vite/manifest.json` read here: each module's file, static imports and styles. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] } | undefined>;

/** Modules' files in the build: their scripts and those they import statically, and their styles (paths from the site's root). */
export function moduleFiles(manifest: BuildManifest, source: string | readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // index.html's own files are in the page already
    if (seen.has(key) || !chunk || key === 'index.html') return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    chunk.imports?.forEach(visit);
  };
  (typeof source === 'string' ? [source] : source).forEach(visit);
  return { scripts, styles: [...styles] };
}

export const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with a preload hint per URL before the app's scripts: just after its `<meta charset>`
 * (which stays first), else at the start of its `<head>`; the route's own first script (`early`:
 * its file, then the files it imports) is named beside them, an `async` module fetched at high
 * priority, its imports preloaded there, even those the page names again further down. The
 * route's `files` (`moduleFiles`) are preloaded at the end of the `<head>`, after the app's own
 * scripts, as the app will load them (scripts as module preloads, styles as the stylesheets the
 * app inserts), skipping any the page names already. `slot`, if given, is put right after the
 * page's first scripts, the route's and index.html's (the server fills it in later, static.ts).
 */
export function withHints(html: string, urls: readonly string[], files: { scripts: string[]; styles: string[] } = { scripts: [], styles: [] }, early: readonly string[] = [], slot = ''): string {
  let out = html;
  if (urls.length > 0 || early.length > 0 || slot !== '') {
    const links = [
      ...urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`),
      ...early.slice(0, 1).map((src) => `<script type="module" async crossorigin fetchpriority="high" src="${attribute(src)}"></script>`),
      // (all of them, those the page names further down too: named only there, they would be asked
      // for after most of the app's files)
      ...early.slice(1).map((href) => `<link rel="modulepreload" crossorigin fetchpriority="high" href="${attribute(href)}">`),
    ].join('');
    const anchor = /<meta\s+charset[^>]*>/i.exec(out) ?? /<head[^>]*>/i.exec(out);
    const at = anchor ? anchor.index + anchor[0].length : 0;
    // the slot follows the page's first scripts (the route's, then index.html's, which the build
    // puts right after the charset): a page sent in two parts has them all in its first part
    const firstScripts = /^(?:<script\b[^>]*><\/script>|<link rel="modulepreload"[^>]*>)*/.exec(out.slice(at))![0];
    const slotAt = at + firstScripts.length;
    out = out.slice(0, at) + links + out.slice(at, slotAt) + slot + out.slice(slotAt);
  }
  const named = (href: string) => out.includes(`"${href}"`);
  const tail = [
    ...files.scripts.filter((href) => !named(href)).map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    ...files.styles.filter((href) => !named(href)).map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`),
  ].join('');
  const end = out.search(/<\/head>/i);
  return tail === '' || end < 0 ? out : out.slice(0, end) + tail + out.slice(end);
}
